import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sessionOnlyShouldRevalidate } from "~/lib/revalidate";
import { Outlet, useLoaderData, useMatches } from "@remix-run/react";
import { AppHeader } from "~/components/app-header";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/general-error-boundary";
import { HeaderSlotContext } from "~/components/header-slot";
import { requireUser } from "~/server/session.server";

/** What a signed-in page may tell this layout through its route `handle`. */
export interface AppRouteHandle {
  /**
   * The page spans the editor's width, not the reading width, and brings its own controls into
   * the header: it renders the header itself, with <HeaderSlot> (app/components/header-slot.tsx).
   */
  wide?: boolean;
}

/**
 * The signed-in pages (templates, editor, dashboard, analysis, import): one sign-in check and one
 * header. Child loaders still check the session themselves, because Remix runs loaders in parallel.
 */
/** The session's data does not change with a page's query (app/lib/revalidate.ts). */
export const shouldRevalidate = sessionOnlyShouldRevalidate;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireUser(request, context.cloudflare.env);
  return { user: { fullName: user.fullName, profileImageUrl: user.profileImageUrl } };
}

export default function AppLayout() {
  const { user } = useLoaderData<typeof loader>();
  const wide = useMatches().some((match) => (match.handle as AppRouteHandle | undefined)?.wide);
  return (
    <HeaderSlotContext.Provider value={wide ? { user } : null}>
      <div className="min-h-screen bg-slate-50 dark:bg-slate-950">
        {wide ? null : <AppHeader user={user} />}
        <Outlet />
      </div>
    </HeaderSlotContext.Provider>
  );
}

/** A page that failed still has a title, in the interface's language. */
export const meta = errorPageMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary withBrand />;
}
