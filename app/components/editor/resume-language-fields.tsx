import { memo, useId, type Dispatch } from "react";
import type { ResumeEdit } from "~/domain/resume/edit";
import { LANGUAGE_NAMES, RESUME_LANGUAGES, type ResumeLanguage, type TextDirectionSetting } from "~/domain/resume/language";

/** Plain values, not the settings object, so the memo holds between keystrokes. */
interface Props {
  language: ResumeLanguage;
  direction: TextDirectionSetting;
  /** The direction "Automatic" currently gives (from the language and the content). */
  autoDirection: "ltr" | "rtl";
  dispatch: Dispatch<ResumeEdit>;
}

const DIRECTION_NAMES = { ltr: "Left to right", rtl: "Right to left" } as const;

/**
 * The resume's language (headings, month names, the exports' language flags) and its writing
 * direction, as docs/product.md#resume-language describes. Not the interface's language.
 */
export const ResumeLanguageFields = memo(function ResumeLanguageFields({ language, direction, autoDirection, dispatch }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="card p-4 sm:p-5" data-section="settings">
      <h2 id={`${id}-heading`} className="mb-3 text-base font-semibold">
        Resume language
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label className="label" htmlFor={`${id}-language`}>
            Language
          </label>
          <select
            id={`${id}-language`}
            className="input"
            value={language}
            aria-describedby={`${id}-language-hint`}
            onChange={(event) => dispatch({ type: "language", value: event.target.value as ResumeLanguage })}
          >
            {RESUME_LANGUAGES.map((option) => (
              <option key={option} value={option} lang={option}>
                {LANGUAGE_NAMES[option]}
              </option>
            ))}
          </select>
          <p id={`${id}-language-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            Section headings and dates of the resume and its exports.
          </p>
        </div>
        <div>
          <label className="label" htmlFor={`${id}-direction`}>
            Text direction
          </label>
          <select
            id={`${id}-direction`}
            className="input"
            value={direction}
            aria-describedby={`${id}-direction-hint`}
            onChange={(event) => dispatch({ type: "direction", value: event.target.value as TextDirectionSetting })}
          >
            <option value="auto">Automatic</option>
            <option value="ltr">{DIRECTION_NAMES.ltr}</option>
            <option value="rtl">{DIRECTION_NAMES.rtl}</option>
          </select>
          <p id={`${id}-direction-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {direction === "auto" ? <span data-testid="auto-direction">Now {DIRECTION_NAMES[autoDirection].toLowerCase()}. </span> : null}
            Right to left mirrors the layout; e-mail, links and technologies stay left to right.
          </p>
        </div>
      </div>
    </section>
  );
});
