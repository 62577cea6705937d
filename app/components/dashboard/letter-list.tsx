import { mayEdit } from "~/domain/collab/roles";
import { Link } from "@remix-run/react";
import { useState } from "react";
import { errorText } from "~/i18n/api-errors";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { LocalTime } from "~/components/local-time";
import { useToast } from "~/components/toast";
import type { CoverLetterSummary } from "~/domain/cover-letter/schema";
import type { ResumeRole } from "~/domain/resume/api";
import { apiRequest } from "~/lib/api-client";

/** A resume's cover letters under its dashboard card: open each, delete (owner and editors). */
export function LetterList({
  letters: initial,
  role,
  resumeTitle,
}: {
  letters: CoverLetterSummary[];
  role: ResumeRole;
  resumeTitle: string;
}) {
  const { t } = useTranslation();
  const [letters, setLetters] = useState(initial);
  const [deleting, setDeleting] = useState<CoverLetterSummary | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const toast = useToast();
  if (!letters.length) return null;

  async function remove(letter: CoverLetterSummary) {
    setDeleting(null);
    setBusy(letter.id);
    try {
      await apiRequest(`/api/cover-letters/${letter.id}`, z.unknown(), { method: "DELETE" });
      setLetters((current) => current.filter((item) => item.id !== letter.id));
      toast(t("letters.list.deleted", { title: letter.title }));
    } catch (error) {
      toast(errorText(t, error, t("letters.list.deleteFailed")), "error");
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="w-full border-t border-slate-100 pt-2 dark:border-slate-800">
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {t("letters.list.heading")}
      </h4>
      <ul aria-label={t("letters.list.label", { title: resumeTitle })} className="mt-1 space-y-1">
        {letters.map((letter) => (
          <li key={letter.id} className="flex items-center gap-2 text-sm" aria-busy={busy === letter.id}>
            <Link
              to={`/cover-letters/${letter.id}`}
              className="min-h-11 min-w-0 flex-1 truncate leading-[2.75rem] text-brand-700 hover:underline dark:text-brand-300"
            >
              {letter.title}
            </Link>
            <span className="hidden shrink-0 text-xs text-slate-500 sm:inline dark:text-slate-400">
              <LocalTime iso={letter.updatedAt} />
            </span>
            {mayEdit(role) ? (
              <button
                type="button"
                className="btn-ghost shrink-0 px-2 py-0.5 text-xs text-red-600 dark:text-red-400"
                aria-label={t("letters.list.deleteLabel", { title: letter.title })}
                onClick={() => setDeleting(letter)}
                disabled={busy === letter.id}
              >
                {t("letters.list.delete")}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={t("letters.list.confirmTitle")}
        confirmLabel={t("letters.list.delete")}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      >
        {t("letters.list.confirmBody", { title: deleting?.title ?? "" })}
      </ConfirmDialog>
    </div>
  );
}
