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
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Brand />
        <div className="flex items-center gap-2">
          {children}
          <ThemeToggle />
          <UserBadge user={user} />
          <Form method="post" action="/logout" onSubmit={() => clearStoredSession()}>
            <button type="submit" className="btn-ghost px-3" title="Sign out">
              Sign out
            </button>
          </Form>
        </div>
      </div>
    </header>
  );
}
