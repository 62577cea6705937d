import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "./language-switcher";
import { Brand } from "./brand";
import { ThemeToggle } from "./theme-toggle";
import type { HeaderUser } from "./user-avatar";
import { UserMenu } from "./user-menu";

/**
 * The header of signed-in pages: brand, the page's own controls (`slot`, filled through
 * HeaderSlot), a dashboard link, the language switcher, the theme toggle and the user's menu.
 */
export function AppHeader({
  user,
  wide = false,
  slot,
}: {
  user: HeaderUser;
  wide?: boolean;
  slot?: (element: HTMLElement | null) => void;
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
        <div ref={slot} className="flex min-w-0 flex-1 items-center gap-2" />
        {/* The editor's header is full: there the link (also in the user menu) shows only where it fits. */}
        <Link to="/dashboard" className={`btn-ghost hidden ${wide ? "2xl:inline-flex" : "md:inline-flex"}`}>
          {t("header.dashboard")}
        </Link>
        {/* The editor's header is full: there the switcher lives in the user menu. */}
        {wide ? null : <LanguageSwitcher className="hidden sm:flex" />}
        <ThemeToggle className="hidden sm:inline-flex" />
        <UserMenu user={user} languageInMenu={wide} />
      </div>
    </header>
  );
}
