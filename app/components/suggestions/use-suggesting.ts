/**
 * Suggesting mode (docs/collaboration.md#suggestions): this person's edits become proposals
 * instead of changes. The form shows the resume with their own pending suggestions and what they
 * are typing; after a pause of a second, what was typed goes out as one suggestion per field
 * (POST /api/resumes/{id}/suggestions), and typing on in the same field revises it (the room
 * keeps one pending suggestion per person and field). An entry the person proposes to add carries
 * what they type into it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { applyOps, emptyTombstones } from "~/domain/collab/apply";
import { fieldKey } from "~/domain/resume/ops";
import type { Op } from "~/domain/resume/ops";
import type { RoomDocument } from "~/domain/resume/document";
import { foldIntoDraft } from "~/domain/suggestions/draft";
import { withSuggestions } from "~/domain/suggestions/project";
import type { Suggestion } from "~/domain/suggestions/suggestion";
import { apiRequest } from "~/lib/api-client";
import { suggestionAnswer } from "~/lib/api-responses";
import { useSaveBeforeLeaving } from "~/components/editor/waiting-saves";

const FLUSH_AFTER_MS = 1000;

type AddEntry = Extract<Op, { op: "addEntry" }>;

export function useSuggesting({
  resumeId,
  base,
  suggestions,
  me,
  enabled,
  onError,
}: {
  resumeId: string;
  base: RoomDocument;
  suggestions: readonly Suggestion[];
  me: string;
  enabled: boolean;
  onError: (error: unknown) => void;
}) {
  const [draft, setDraft] = useState<Op[]>([]);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  /** Answers to this tab's POSTs, until the room's broadcast of the same suggestion arrives. */
  const [sent, setSent] = useState<Record<string, Suggestion>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const mine = useMemo(() => {
    const byId = new Map(suggestions.filter((s) => s.author.userId === me).map((s) => [s.id, s]));
    for (const s of Object.values(sent))
      if (!byId.has(s.id) || byId.get(s.id)!.updatedAt < s.updatedAt) byId.set(s.id, s);
    return [...byId.values()].filter((s) => s.status === "pending");
  }, [suggestions, sent, me]);
  const pendingAdds = useMemo(
    () =>
      new Map(
        mine.flatMap((s) =>
          s.ops.filter((op): op is AddEntry => op.op === "addEntry").map((op) => [fieldKey(op), op] as const),
        ),
      ),
    [mine],
  );
  // A drafted revision replaces the pending suggestion it revises (an entry's add carries the whole entry).
  const view = useMemo(() => {
    if (!enabled) return base;
    const drafted = new Set(draft.map(fieldKey));
    const shown = mine.filter((s) => !s.ops.every((op) => drafted.has(fieldKey(op))));
    return applyOps(withSuggestions(base, shown), emptyTombstones(), draft).document;
  }, [enabled, base, mine, draft]);
  const viewRef = useRef(view);
  viewRef.current = view;

  const flush = useCallback(
    async ({ leaving = false } = {}) => {
      timer.current = null;
      const ops = draftRef.current;
      if (ops.length === 0) return;
      setDraft([]);
      // One suggestion per field or entry: each is accepted or rejected on its own.
      const groups = new Map<string, Op[]>();
      for (const op of ops) groups.set(fieldKey(op), [...(groups.get(fieldKey(op)) ?? []), op]);
      const post = async (group: Op[]) => {
        try {
          const suggestion = (await apiRequest(
            `/api/resumes/${encodeURIComponent(resumeId)}/suggestions`,
            suggestionAnswer,
            // Leaving, the page may close before the answer: the request goes all the same.
            { body: { ops: group }, keepalive: leaving },
          )) as unknown as Suggestion;
          setSent((current) => ({ ...current, [suggestion.id]: suggestion }));
        } catch (error) {
          onError(error);
        }
      };
      // Leaving, every request must start now, before the page may close; else one at a time.
      if (leaving) await Promise.all([...groups.values()].map(post));
      else for (const group of groups.values()) await post(group);
    },
    [resumeId, onError],
  );

  const propose = useCallback(
    (ops: Op[]) => {
      if (!enabled || ops.length === 0) return;
      setDraft((current) => ops.reduce((next, op) => foldIntoDraft(next, op, pendingAdds), current));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), FLUSH_AFTER_MS);
    },
    [enabled, flush, pendingAdds],
  );

  // Leaving Suggesting mode sends what is drafted; so does leaving the page within the pause (a link
  // followed, the tab closed), at once. Nothing then waits in the room for the page to hold it.
  useEffect(() => {
    if (!enabled && draftRef.current.length) void flush();
  }, [enabled, flush]);
  useSaveBeforeLeaving(() => {
    if (draftRef.current.length === 0) return false;
    if (timer.current) clearTimeout(timer.current);
    void flush({ leaving: true });
    return false;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { view, current: useCallback(() => viewRef.current, []), propose, drafting: draft.length > 0 };
}
