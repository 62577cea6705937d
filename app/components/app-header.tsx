import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { clearStoredSession } from "~/lib/session-storage";
import { Brand } from "./brand";
import { ThemeToggle } from "./theme-toggle";
import { UserBadge, type HeaderUser } from "./user-avatar";

/** The header of signed-in pages: brand link home, theme toggle, the user and a dashboard link. */
export function AppHeader({ user, children }: { user: HeaderUser | null; children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-6">
        <Brand />
        <div className="flex items-center gap-1 sm:gap-2">
          {children}
          <ThemeToggle />
          <UserBadge user={user} />
          <Form method="post" action="/logout" onSubmit={() => clearStoredSession()}>
            <button type="submit" className="btn-ghost px-2 sm:px-3" title="Sign out" aria-label="Sign out">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 sm:hidden" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
              </svg>
              <span className="hidden sm:inline">Sign out</span>
            </button>
          </Form>
        </div>
      </div>
    </header>
  );
}
