import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { StaticPageScriptProvider } from "~/components/static-page";
import { NonceProvider } from "~/lib/csp-nonce";
import { staticPageScript } from "~/server/static-page-script.server";
import { newNonce, pageContentSecurityPolicy } from "~/server/security-headers.server";

const ABORT_DELAY_MS = 5_000;

// Every page is rendered in its visitor's language: the server holds all three (docs/i18n.md).
// The Worker reads them from its assets before any route runs (`loadTranslations` below);
// `vite dev` serves no assets to the server, so there the modules register themselves.
if (import.meta.env.DEV) {
  const [{ registerTranslations }, { allTranslations }] = await Promise.all([
    import("~/i18n/instance"),
    import("~/i18n/resources/all"),
  ]);
  for (const [language, translations] of Object.entries(allTranslations))
    registerTranslations(language as keyof typeof allTranslations, translations);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  // Part of Remix's contract; unused here.
  _loadContext: AppLoadContext,
) {
  const nonce = newNonce();
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY_MS);

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <StaticPageScriptProvider value={staticPageScript}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
      </StaticPageScriptProvider>
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout));

  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("X-Content-Type-Options", "nosniff");
  responseHeaders.set("Referrer-Policy", "strict-origin-when-cross-origin");
  responseHeaders.set("X-Frame-Options", "DENY");
  responseHeaders.set("Content-Security-Policy", pageContentSecurityPolicy(nonce));
  // A page is made for one visitor at one moment (its nonce, their session, the resume as it was):
  // the browser must not show a stored copy on Back, which went stale (docs/security.md#pages-are-not-stored).
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-store");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * Errors of loaders and actions are logged, except a visitor's own mistakes that Remix answers
 * itself: a write to a route that has no action is a 405 (with `Allow`, app/server/security-headers.server.ts),
 * not a fault of the server.
 */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (error instanceof Error && /^You made a [A-Z]+ request to .* but did not provide an `action`/.test(error.message))
    return;
  console.error(error);
}

/**
 * Jobs of the Worker's daily cron trigger that need the app's texts: exported from the Remix server
 * build, where the translations already are, so workers/entry.ts does not bundle them a second time
 * (docs/performance.md, "The Worker").
 */
export { sendSuggestionDigests } from "~/server/suggestions/digest.server";
/**
 * The one wrapper of every route's loader and action (workers/entry.ts applies it to this build):
 * it comes through the build so that it knows the build's own DomainError class; the copy the
 * Worker's entry would import from the sources is another class, and `instanceof` would miss.
 */
export { answerDomainErrors } from "~/server/http-errors.server";

/**
 * The ATS engine's tables, loaded by workers/entry.ts before any route runs: in the server build,
 * whose copy of app/domain/ats/data.ts the routes read. `atsTablesLoaded` is for the test
 * (tests/integration/ats-data.test.ts).
 */
export { ensureAtsData as loadAtsTables } from "~/server/ats-data.server";
export { hasAtsData as atsTablesLoaded } from "~/domain/ats";
/**
 * The interface's translations, loaded the same way and for the same reason: the server build's
 * copy of app/i18n/instance.ts is the one its pages and e-mails translate with.
 * `translationsLoaded` is for the test (tests/integration/translations.test.ts).
 */
export { ensureTranslations as loadTranslations, translationsLoaded } from "~/i18n/instance.server";
