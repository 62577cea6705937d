import { useLocation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { isUiLanguage, LANGUAGE_NAMES, UI_LANGUAGES } from "~/i18n/languages";
import { ToastProvider, useToast } from "./toast";
import { useUiLanguage } from "./ui-language";

/**
 * The interface-language switch of every header: a native select (keyboard and screen readers
 * know it), each language named in itself. Hydrated, it switches in place (ui-language.tsx). It
 * is also a form that posts to `/language`, which sets the cookie and sends the visitor back: on a
 * page sent without scripts the select posts it as it changes (app/components/static-page.ts), and with
 * JavaScript off its own button does.
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
  const location = useLocation();
  return (
    <form
      method="post"
      action="/language"
      className={`flex items-center ${className}`}
      onSubmit={(event) => event.preventDefault()}
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
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
        name="language"
        data-testid="language-switcher"
        data-autosubmit
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
      <noscript>
        <button type="submit" className="btn-ghost ml-1 h-9 px-2 text-sm">
          {t("language.apply")}
        </button>
      </noscript>
    </form>
  );
}
