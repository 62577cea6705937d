import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { applyTheme, readAppliedTheme, type Theme } from "~/lib/theme";

/**
 * The light/dark switch: an icon button, or with `labelled` a menu row with its text. The icon
 * follows `<html>`'s class by CSS alone; on a page sent without scripts, app/components/static-page.ts
 * runs the button and names it from `data-label-dark` and `data-label-light`.
 */
export function ThemeToggle({ className = "", labelled = false }: { className?: string; labelled?: boolean }) {
  // The boot script has already put the right class on <html>; read it after hydration.
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => setTheme(readAppliedTheme()), []);

  const { t } = useTranslation();
  const next: Theme = theme === "dark" ? "light" : "dark";
  const labels = {
    dark: t("common.switchTheme", { theme: t("common.themeDark") }),
    light: t("common.switchTheme", { theme: t("common.themeLight") }),
  };
  const label = labels[next];
  return (
    <button
      type="button"
      className={labelled ? className : `btn-ghost h-9 w-9 p-0 ${className}`}
      aria-label={labelled ? undefined : label}
      title={labelled ? undefined : label}
      data-theme-toggle
      data-label-dark={labels.dark}
      data-label-light={labels.light}
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
    >
      <SunIcon />
      <MoonIcon />
      {labelled ? (
        <span className="ml-2" data-theme-label>
          {label}
        </span>
      ) : null}
    </button>
  );
}

function SunIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="hidden h-5 w-5 dark:block"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 dark:hidden"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z" />
    </svg>
  );
}
