import { useId } from "react";
import { useTranslation } from "react-i18next";
import { isUiLanguage, LANGUAGE_NAMES, UI_LANGUAGES } from "~/i18n/languages";
import { ToastProvider, useToast } from "./toast";
import { useUiLanguage } from "./ui-language";

/**
 * The interface-language switch of every header: a native select (keyboard and screen readers
 * know it), each language named in itself. `compact` hides the visible label on small headers.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  return (
    <ToastProvider>
      <LanguageSelect className={className} />
    </ToastProvider>
  );
}

function LanguageSelect({ className }: { className: string }) {
  const { t } = useTranslation();
  const { language, choose } = useUiLanguage();
  const toast = useToast();
  const id = useId();
  return (
    <div className={`flex items-center ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t("language.label")}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none -mr-7 h-4 w-4 text-slate-500 dark:text-slate-400"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      </svg>
      <select
        id={id}
        data-testid="language-switcher"
        value={language}
        className="h-9 cursor-pointer appearance-none rounded-lg border border-transparent bg-transparent py-1 pr-2 pl-8 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800"
        onChange={(event) => {
          const next = event.target.value;
          if (!isUiLanguage(next)) return;
          void choose(next).then((saved) => {
            if (!saved) toast(t("language.saveFailed", { lng: next }), "error");
          });
        }}
      >
        {UI_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code} className="text-slate-900">
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
