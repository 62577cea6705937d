import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "./language-switcher";
import { clearStoredSession } from "~/lib/session-storage";
import { ThemeToggle } from "./theme-toggle";
import { useDismiss } from "./use-dismiss";
import { avatarInitial, type HeaderUser } from "./user-avatar";

const ITEM =
  "flex w-full items-center rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800";

/**
 * The signed-in user's menu: avatar button, then Dashboard, Applications, New resume, Import,
 * Download my data, Access tokens, the theme (on a phone, where the header has no room for its
 * button) and Sign out. A disclosure (button + list of links), not an ARIA menu: its items are
 * navigation. Escape, a click outside or a navigation closes it.
 */
export function UserMenu({ user, languageInMenu = false }: { user: HeaderUser; languageInMenu?: boolean }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const location = useLocation();
  const { t } = useTranslation();
  const name = user.fullName.trim() || t("header.user");

  useEffect(() => setOpen(false), [location.key]);
  useDismiss(
    open,
    () => setOpen(false),
    box,
    () => button.current?.focus(),
  );

  return (
    <div ref={box} className="relative">
      <button
        ref={button}
        type="button"
        className="flex items-center gap-2 rounded-full p-1 text-sm font-medium hover:bg-slate-100 sm:pr-3 dark:hover:bg-slate-800"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t("header.accountMenu", { name })}
        onClick={() => setOpen((was) => !was)}
      >
        {user.profileImageUrl ? (
          <img src={user.profileImageUrl} alt="" className="h-8 w-8 rounded-full object-cover" />
        ) : (
          // The initial is drawn by CSS, not as text: the button's name must hold what it shows in
          // words (WCAG 2.5.3), and a lone letter before the name would not be part of it.
          <span
            aria-hidden="true"
            data-initial={avatarInitial(user.fullName)}
            className="grid h-8 w-8 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white before:content-[attr(data-initial)]"
          />
        )}
        <span aria-hidden="true" className="hidden max-w-[10rem] truncate lg:inline">
          {name}
        </span>
      </button>
      <div
        id={listId}
        data-popup
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <p className="truncate px-3 pt-1.5 pb-2 text-xs text-slate-500 dark:text-slate-400">
          {t("header.signedInAs", { name })}
        </p>
        <ul className="space-y-0.5">
          <li>
            <Link to="/dashboard" className={ITEM}>
              {t("header.dashboard")}
            </Link>
          </li>
          <li>
            <Link to="/applications" className={ITEM}>
              {t("header.applications")}
            </Link>
          </li>
          <li>
            <Link to="/templates" className={ITEM}>
              {t("header.newResume")}
            </Link>
          </li>
          <li>
            <Link to="/import" className={ITEM}>
              {t("header.importResume")}
            </Link>
          </li>
          <li>
            <Link to="/account" className={ITEM}>
              {t("header.account")}
            </Link>
          </li>
          <li>
            <a href="/api/account/export" download className={ITEM}>
              {t("header.exportData")}
            </a>
          </li>
          <li>
            <Link to="/account/tokens" className={ITEM}>
              {t("header.accessTokens")}
            </Link>
          </li>
          <li className="sm:hidden">
            <ThemeToggle labelled className={ITEM} />
          </li>
          <li className={languageInMenu ? "px-1" : "px-1 sm:hidden"}>
            <LanguageSwitcher />
          </li>
          <li className="border-t border-slate-200 pt-0.5 dark:border-slate-700">
            <Form method="post" action="/logout" onSubmit={() => clearStoredSession()}>
              <button type="submit" className={ITEM}>
                {t("header.signOut")}
              </button>
            </Form>
          </li>
        </ul>
      </div>
    </div>
  );
}
