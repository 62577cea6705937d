import { memo, useId, type Dispatch } from "react";
import { useTranslation } from "react-i18next";
import type { ResumeEdit } from "~/domain/resume/edit";
import {
  LANGUAGE_NAMES,
  RESUME_LANGUAGES,
  type ResumeLanguage,
  type TextDirectionSetting,
} from "~/domain/resume/language";

/** Plain values, not the settings object, so the memo holds between keystrokes. */
interface Props {
  language: ResumeLanguage;
  direction: TextDirectionSetting;
  /** The direction "Automatic" currently gives (from the language and the content). */
  autoDirection: "ltr" | "rtl";
  dispatch: Dispatch<ResumeEdit>;
}

/**
 * The resume's language (headings, month names, the exports' language flags) and its writing
 * direction, as docs/product.md#resume-language describes. Not the interface's language.
 */
export const ResumeLanguageFields = memo(function ResumeLanguageFields({
  language,
  direction,
  autoDirection,
  dispatch,
}: Props) {
  const id = useId();
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`${id}-heading`} className="card p-4 sm:p-5" data-section="settings">
      <h2 id={`${id}-heading`} className="mb-3 text-base font-semibold">
        {t("editorChrome.resumeLanguage.heading")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label className="label" htmlFor={`${id}-language`}>
            {t("editorChrome.resumeLanguage.language")}
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
            {t("editorChrome.resumeLanguage.languageHint")}
          </p>
        </div>
        <div>
          <label className="label" htmlFor={`${id}-direction`}>
            {t("editorChrome.resumeLanguage.direction")}
          </label>
          <select
            id={`${id}-direction`}
            className="input"
            value={direction}
            aria-describedby={`${id}-direction-hint`}
            onChange={(event) => dispatch({ type: "direction", value: event.target.value as TextDirectionSetting })}
          >
            <option value="auto">{t("editorChrome.resumeLanguage.auto")}</option>
            <option value="ltr">{t("editorChrome.resumeLanguage.ltr")}</option>
            <option value="rtl">{t("editorChrome.resumeLanguage.rtl")}</option>
          </select>
          <p id={`${id}-direction-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {direction === "auto" ? (
              <span data-testid="auto-direction">
                {autoDirection === "rtl"
                  ? t("editorChrome.resumeLanguage.nowRtl")
                  : t("editorChrome.resumeLanguage.nowLtr")}
              </span>
            ) : null}
            {t("editorChrome.resumeLanguage.directionHint")}
          </p>
        </div>
      </div>
    </section>
  );
});
