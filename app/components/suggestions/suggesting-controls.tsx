/** The editor's two suggestion switches: Suggesting mode (editors and the owner) and what the preview shows. */
import { useId } from "react";
import { useTranslation } from "react-i18next";

/** Track changes for this session: edits become suggestions (docs/collaboration.md#suggestions). */
export function SuggestingSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  const hint = useId();
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={hint}
        data-testid="suggesting-switch"
        onClick={() => onChange(!on)}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm font-medium ${on ? "border-sky-600 bg-sky-600 text-white" : "border-slate-300 bg-white text-slate-700 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200"}`}
      >
        <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${on ? "bg-white" : "bg-slate-400"}`} />
        {t("suggestions.mode")}
      </button>
      <span id={hint} className="text-xs text-slate-500 dark:text-slate-400">
        {/* Says what the switch does now, so the words never read as on while it is off. */}
        {t(on ? "suggestions.modeHint" : "suggestions.modeHintOff")}
      </span>
    </div>
  );
}

/** "With all suggestions" or "As it is": two radio buttons, so arrows and Tab work as usual. */
export function PreviewSuggestionsToggle({
  withSuggestions,
  onChange,
}: {
  withSuggestions: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const option = (value: boolean, label: string) => (
    <label
      className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-sm focus-within:ring-2 focus-within:ring-brand-500 focus-within:ring-offset-1 ${withSuggestions === value ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200"}`}
    >
      <input
        type="radio"
        className="sr-only"
        name={name}
        checked={withSuggestions === value}
        onChange={() => onChange(value)}
      />
      {label}
    </label>
  );
  return (
    <fieldset className="flex flex-wrap gap-1" data-testid="preview-suggestions">
      <legend className="sr-only">{t("suggestions.previewLabel")}</legend>
      {option(false, t("suggestions.previewAsIs"))}
      {option(true, t("suggestions.previewWith"))}
    </fieldset>
  );
}
