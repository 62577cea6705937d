/**
 * The library's changes offered to this resume (docs/library.md#the-editor), side by side
 * (library before → library now, this resume) with Take and Keep mine, as the variants' upstream
 * panel shows a master's. Taking writes the resume on the server, which reaches this editor through
 * its room. Loaded only when the editor's loader counted changes, or after the library's dialog was used, with its own
 * texts (./texts.ts).
 */
import { ChangeSides } from "../change-sides";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ResumeData } from "~/domain/resume/schema";
import { errorText } from "~/i18n/api-errors";
import { apiRequest } from "~/lib/api-client";
import {
  changesAnswer,
  entriesOf,
  entryName,
  FIELD_LABEL,
  Message,
  SECTION_LABEL,
  shownValue,
  type Change,
  type Section,
} from "./shared";
import { useLibraryTexts } from "./texts";

export function LibraryChanges({
  resumeId,
  data,
  canEdit,
  beforeWrite,
  checkAgain,
}: {
  resumeId: string;
  /** The resume as the editor holds it now: the names of the entries a change is in. */
  data: ResumeData;
  canEdit: boolean;
  /** What is on screen reaches the server first (the server reads the resume through its room). */
  beforeWrite: () => Promise<boolean>;
  /** Grows each time the library's dialog closes: look again. */
  checkAgain: number;
}) {
  const { t } = useTranslation();
  const l = useLibraryTexts();
  const [changes, setChanges] = useState<Change[] | null>(null);
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const fail = useCallback(
    (error: unknown) => setMessage({ text: l("failed", { reason: errorText(t, error, String(error)) }), error: true }),
    [l, t],
  );

  const check = useCallback(async () => {
    setChecking(true);
    try {
      const answer = await apiRequest(`/api/resumes/${encodeURIComponent(resumeId)}/library-changes`, changesAnswer, {
        method: "GET",
      });
      setChanges(answer.changes);
    } catch (error) {
      fail(error);
    } finally {
      setChecking(false);
    }
  }, [resumeId, fail]);

  useEffect(() => {
    void check();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- per resume and per check the editor asks for
  }, [resumeId, checkAgain]);
  useEffect(() => {
    const onFocus = () => void check();
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [check]);

  async function decide(change: Change, choice: "take" | "skip") {
    setBusy(change.id);
    setMessage(null);
    try {
      await beforeWrite();
      const answer = await apiRequest(`/api/resumes/${encodeURIComponent(resumeId)}/library-changes`, changesAnswer, {
        body: { [choice]: [change.id] },
      });
      setChanges(answer.changes);
      setMessage({ text: l(choice === "take" ? "taken" : "skipped"), error: false });
    } catch (error) {
      fail(error);
      void check();
    } finally {
      setBusy(null);
    }
  }

  const placeOf = (path: string) => {
    const [section, entryId, field = ""] = path.split(".") as [Section, string, string?];
    const entry = entriesOf(data, section).find((candidate) => candidate.id === entryId);
    return [
      t((SECTION_LABEL[section] ?? "editor.experience") as "editor.experience"),
      entry ? entryName(section, entry, l("untitled")) : "",
      FIELD_LABEL[field] ? t(FIELD_LABEL[field] as "editor.company") : field,
    ]
      .filter(Boolean)
      .join(" · ");
  };

  if (!changes || (changes.length === 0 && !message)) return null;
  return (
    <div className="space-y-3" data-testid="library-changes">
      {changes.length > 0 ? (
        <>
          <div className="flex items-center justify-between gap-2">
            <h3 className="text-sm font-semibold">{l("changes", { count: changes.length })}</h3>
            <button
              type="button"
              className="btn-ghost h-8 px-2 text-sm"
              onClick={() => void check()}
              disabled={checking}
            >
              {checking ? l("checking") : l("check")}
            </button>
          </div>
          <ul className="space-y-3">
            {changes.map((change) => (
              <ChangeSides
                key={change.id}
                data={{ "data-library-change": change.path }}
                place={placeOf(change.path)}
                sides={[
                  { label: l("itemBefore"), text: shownValue(change.itemBefore) },
                  { label: l("itemNow"), text: shownValue(change.itemNow) },
                  { label: l("resumeNow"), text: shownValue(change.resumeNow) },
                ]}
                empty={l("emptyValue")}
                decide={
                  canEdit
                    ? {
                        take: l("take"),
                        skip: l("skip"),
                        busy: busy !== null,
                        onTake: () => void decide(change, "take"),
                        onSkip: () => void decide(change, "skip"),
                      }
                    : null
                }
              />
            ))}
          </ul>
        </>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">{l("upToDate")}</p>
      )}
      {message ? <Message message={message} /> : null}
    </div>
  );
}
