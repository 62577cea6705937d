import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sessionOnlyShouldRevalidate } from "~/lib/revalidate";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { SessionSync } from "~/components/session-sync";
import { errorPageMeta, GeneralErrorBoundary } from "~/components/general-error-boundary";
import { PageLoadingIndicator } from "~/components/page-loading";
import { UiLanguageProvider } from "~/components/ui-language";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { useNonce } from "~/lib/csp-nonce";
import { themeBootScript } from "~/lib/theme";
import { useStaticPageScript, wantsStaticPage } from "~/components/static-page";
import { translationChunks } from "~/i18n/chunks.server";
import { requestLanguage } from "~/server/language.server";
import { getSession } from "~/server/session.server";
import stylesheet from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  // Rendered in the user's language on the server already (docs/i18n.md): no flash of English.
  const root = useRouteLoaderData<typeof loader>("root");
  const language = root?.language ?? DEFAULT_LANGUAGE;
  const nonce = useNonce();
  // A page some route asks to send without scripts, to a signed-out visitor (app/components/static-page.ts).
  // Only the server decides (only it has the script): a page the browser renders was hydrated, and keeps its scripts.
  const matches = useMatches();
  const staticScript = useStaticPageScript();
  const staticPage =
    staticScript !== undefined && !root?.user && matches.some((match) => wantsStaticPage(match.handle));
  return (
    // The theme class is set by the boot script before hydration, so React must not fight it.
    <html lang={language} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The browser hides a nonce from the DOM, so hydration must not compare it. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        {/* Nothing runs the theme button with JavaScript off (the boot script neither): not shown then. */}
        <noscript
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: "<style>[data-theme-toggle]{display:none}</style>" }}
        />
        <Meta />
        <Links />
        {/* The page's language, its translations alone: fetched beside the entry, which waits for them before hydrating. */}
        {(staticPage ? [] : (root?.translationChunks ?? [])).map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      <body className="min-h-screen font-sans">
        <UiLanguageProvider serverLanguage={language}>
          <PageLoadingIndicator />
          {children}
        </UiLanguageProvider>
        {staticPage ? (
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: staticScript }} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/** The session's data does not change with a page's query (app/lib/revalidate.ts). */
export const shouldRevalidate = sessionOnlyShouldRevalidate;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context.cloudflare.env);
  const language = requestLanguage(request, session?.language);
  return { user: session?.user ?? null, language, translationChunks: translationChunks(language) };
}

export default function App() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <SessionSync serverUser={user}>
      <Outlet />
    </SessionSync>
  );
}

/** A page that failed still has a title, in the interface's language. */
export const meta = errorPageMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary withBrand />;
}
