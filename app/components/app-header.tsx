import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "./language-switcher";
import { Brand } from "./brand";
import { ThemeToggle } from "./theme-toggle";
import type { HeaderUser } from "./user-avatar";
import { UserMenu } from "./user-menu";

/**
 * The header of signed-in pages: brand, the page's own controls (`children`, given through
 * HeaderSlot), a dashboard link, the language switcher, the theme toggle and the user's menu.
 */
export function AppHeader({
  user,
  wide = false,
  children,
}: {
  user: HeaderUser;
  wide?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div
        className={`mx-auto flex h-14 items-center gap-2 px-3 sm:h-16 sm:gap-3 sm:px-6 ${
          wide ? "max-w-[1600px]" : "max-w-7xl"
        }`}
      >
        <Brand compact={wide} />
        <div className="flex min-w-0 flex-1 items-center gap-2">{children}</div>
        {wide ? (
          // The editor's header is full (German labels crowded it): there the link is an icon, from 1280 px (below, the user menu has it).
          <Link
            to="/dashboard"
            className="btn-ghost hidden h-9 w-9 p-0 xl:inline-flex"
            aria-label={t("header.dashboard")}
            title={t("header.dashboard")}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
              <path d="M3 3h6v6H3zM11 3h6v6h-6zM3 11h6v6H3zM11 11h6v6h-6z" />
            </svg>
          </Link>
        ) : (
          <>
            <Link to="/dashboard" className="btn-ghost hidden md:inline-flex">
              {t("header.dashboard")}
            </Link>
            <Link to="/applications" className="btn-ghost hidden lg:inline-flex">
              {t("header.applications")}
            </Link>
          </>
        )}
        {/* The editor's header is full: there the switcher lives in the user menu. */}
        {wide ? null : <LanguageSwitcher className="hidden sm:flex" />}
        <ThemeToggle className="hidden sm:inline-flex" />
        <UserMenu user={user} languageInMenu={wide} />
      </div>
    </header>
  );
}
