import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useWarnBeforeUnload } from "~/components/use-warn-before-unload";
import { reasonText } from "~/i18n/api-errors";
import type { SavedJobDescription } from "~/domain/resume/api";
import type { PageSize, ResumeData } from "~/domain/resume/schema";
import type { TemplateId } from "~/domain/resume/template-ids";
import { ApiError, apiRequest } from "~/lib/api-client";
import { savedResumeAnswer } from "~/lib/api-responses";

const AUTOSAVE_DELAY_MS = 2000;

export interface Draft {
  data: ResumeData;
  templateId: TemplateId;
  jobDescription: SavedJobDescription | null;
  pageSize: PageSize;
}

export type SaveState = "saved" | "dirty" | "saving" | "error";

/**
 * Keeps the saved resume in step with the editor: autosaves shortly after edits stop, saves on
 * demand, never sends a write based on a version it has not seen (the server answers 409), and
 * keeps the edits in the page whenever a save fails.
 */
export function useResumeSaver(resumeId: string, knownVersion: number, draft: Draft, enabled = true) {
  const snapshot = JSON.stringify(draft);
  const savedSnapshot = useRef(snapshot);
  const version = useRef(knownVersion);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const [state, setState] = useState<SaveState>("saved");
  const [error, setError] = useState<string | null>(null);
  /** The error of the latest attempt, readable at once (state shows it on the next render only). */
  const lastError = useRef<string | null>(null);
  const latest = useRef(draft);
  latest.current = draft;
  // Read when a save fails: `save` must not change with the texts.
  const { t } = useTranslation();
  const translate = useRef(t);
  translate.current = t;

  const save = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current;
    const sending = latest.current;
    const sendingSnapshot = JSON.stringify(sending);
    if (sendingSnapshot === savedSnapshot.current) {
      setState("saved");
      return true;
    }
    setState("saving");
    const request = apiRequest(`/api/resumes/${resumeId}`, savedResumeAnswer, {
      method: "PUT",
      body: { ...sending, baseVersion: version.current },
    })
      .then((saved) => {
        version.current = saved.version;
        savedSnapshot.current = sendingSnapshot;
        lastError.current = null;
        setError(null);
        setState(JSON.stringify(latest.current) === sendingSnapshot ? "saved" : "dirty");
        return true;
      })
      .catch((caught: unknown) => {
        const t = translate.current;
        const message =
          caught instanceof ApiError && caught.status === 409
            ? reasonText(t, caught)
            : caught instanceof ApiError
              ? t("serverMessages.couldNotSave", { reason: reasonText(t, caught) })
              : t("serverMessages.saveOffline");
        lastError.current = message;
        setError(message);
        setState("error");
        return false;
      })
      .finally(() => {
        inFlight.current = null;
      });
    inFlight.current = request;
    return request;
  }, [resumeId]);

  // While the collaboration room keeps the resume, this saver stands by; when it takes over again
  // it starts from what is on screen (the room already saved it) and the room's latest version.
  useEffect(() => {
    if (enabled) return;
    savedSnapshot.current = snapshot;
    version.current = Math.max(version.current, knownVersion);
  }, [enabled, snapshot, knownVersion]);

  const dirty = enabled && snapshot !== savedSnapshot.current;

  useEffect(() => {
    if (!enabled || !dirty) return;
    setState((current) => (current === "saving" ? current : current === "error" ? "error" : "dirty"));
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [snapshot, dirty, enabled, save]);

  useWarnBeforeUnload(dirty);

  return {
    state: dirty && state === "saved" ? "dirty" : state,
    error,
    dirty,
    save,
    lastError: () => lastError.current,
    version: version.current,
  };
}
