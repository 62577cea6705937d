/**
 * Accepting and rejecting suggestions from the editor (docs/api.md#suggestions). An acceptance the
 * server applied as this person becomes one undo step (`recordApplied`); a conflict (409
 * `suggestionConflict`) is kept until the person confirms replacing the current text, then sent
 * again with `force: true`. Nothing is merged silently.
 */
import { useCallback, useMemo, useState } from "react";
import type { Op } from "~/domain/resume/ops";
import type { RoomDocument } from "~/domain/resume/document";
import { ApiError, apiRequest } from "~/lib/api-client";
import { suggestionDecisionAnswer, suggestionsDecisionAnswer } from "~/lib/api-responses";

export interface Decisions {
  accept: (id: string, force?: boolean) => Promise<void>;
  reject: (id: string) => Promise<void>;
  decideAll: (authorId: string, decision: "accept" | "reject", force?: boolean) => Promise<void>;
  /** A suggestion (or a person's, for Accept all) whose field changed since: waiting for the person to confirm. */
  confirming: { id?: string; authorId?: string } | null;
  cancelConfirm: () => void;
  busy: boolean;
}

export function useDecisions({
  resumeId,
  current,
  recordApplied,
  onError,
}: {
  resumeId: string;
  current: () => RoomDocument;
  recordApplied: (before: RoomDocument, ops: Op[]) => void;
  onError: (error: unknown) => void;
}): Decisions {
  const [confirming, setConfirming] = useState<{ id?: string; authorId?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const base = `/api/resumes/${encodeURIComponent(resumeId)}/suggestions`;

  const run = useCallback(
    async (target: { id?: string; authorId?: string }, send: () => Promise<{ ops: unknown[] }>) => {
      setBusy(true);
      const before = current();
      try {
        const { ops } = await send();
        setConfirming(null);
        if (ops.length) recordApplied(before, ops as Op[]);
      } catch (error) {
        if (error instanceof ApiError && error.code === "suggestionConflict") setConfirming(target);
        else onError(error);
      } finally {
        setBusy(false);
      }
    },
    [current, recordApplied, onError],
  );

  return useMemo(
    () => ({
      accept: (id: string, force = false) =>
        run({ id }, () =>
          apiRequest(`${base}/${encodeURIComponent(id)}/accept`, suggestionDecisionAnswer, {
            body: force ? { force: true } : {},
          }),
        ),
      reject: (id: string) =>
        run({ id }, () =>
          apiRequest(`${base}/${encodeURIComponent(id)}/reject`, suggestionDecisionAnswer, { body: {} }),
        ),
      decideAll: (authorId: string, decision: "accept" | "reject", force = false) =>
        run({ authorId }, () =>
          apiRequest(`${base}/decide-all`, suggestionsDecisionAnswer, {
            body: { authorId, decision, ...(force ? { force: true } : {}) },
          }),
        ),
      confirming,
      cancelConfirm: () => setConfirming(null),
      busy,
    }),
    [base, run, confirming, busy],
  );
}
