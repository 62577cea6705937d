import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { SessionSync } from "~/components/session-sync";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { PageLoadingIndicator } from "~/components/page-loading";
import { themeBootScript } from "~/lib/theme";
import { getSession } from "~/server/session.server";
import stylesheet from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The theme class is set by the boot script before hydration, so React must not fight it.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen font-sans">
        <PageLoadingIndicator />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context.cloudflare.env);
  return { user: session?.user ?? null };
}

export default function App() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <SessionSync serverUser={user}>
      <Outlet />
    </SessionSync>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary withBrand />;
}
