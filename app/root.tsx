import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { SessionSync } from "~/components/session-sync";
import { Brand } from "~/components/brand";
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
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = status === 404;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-6 px-6 text-center">
      <Brand />
      <p className="text-6xl font-extrabold text-brand-600 dark:text-brand-400">{status}</p>
      <h1 className="text-2xl font-bold">{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p className="text-slate-600 dark:text-slate-400">
        {notFound
          ? "The page you are looking for does not exist or has moved."
          : "An unexpected error occurred. Please try again in a moment."}
      </p>
      <Link to="/" className="btn-primary">
        Back to home
      </Link>
    </main>
  );
}
