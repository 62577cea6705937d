import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorText, type CodedError } from "~/i18n/api-errors";
import { pageTitle } from "~/i18n/page-title";
import { isErrorCode } from "~/lib/error-codes";
import { Brand } from "./brand";
import { HeaderSlot } from "./header-slot";

/** The statuses with their own text (errors.status.<code>); any other is "Something went wrong". */
const KNOWN_STATUSES = ["400", "403", "404", "429"] as const;
type KnownStatus = (typeof KNOWN_STATUSES)[number];
const isKnown = (status: string): status is KnownStatus => (KNOWN_STATUSES as readonly string[]).includes(status);

/** The code and parameters a thrown error answer carries (`{success: false, code, message, params}`), or null. */
export function codedErrorOf(data: unknown): CodedError | null {
  if (typeof data !== "object" || data === null) return null;
  const { code, params } = data as { code?: unknown; params?: unknown };
  if (!isErrorCode(code)) return null;
  return { code, params: typeof params === "object" && params !== null ? (params as CodedError["params"]) : {} };
}

/** The error page's <title>: meta of the route whose boundary shows it (root, the app layout). */
export const errorPageMeta = ({
  error,
  matches,
}: {
  error?: unknown;
  matches: readonly { id: string; data?: unknown }[];
}) => {
  if (!error) return [];
  const code = String(isRouteErrorResponse(error) ? error.status : 500);
  return [{ title: pageTitle(matches, isKnown(code) ? `errors.status.${code}.title` : "errors.unexpected.title") }];
};

/**
 * The one error page of the site: root and the signed-in routes render it. A thrown Response
 * (from a loader, see app/server/http-errors.server.ts) shows its status's title and, when its
 * body names an error code, that code's text in the page's language (else its status's text);
 * anything else is logged to the console and shown as a 500 without its message, which may hold
 * internals.
 */
export function GeneralErrorBoundary({ withBrand = false }: { withBrand?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  const code = String(status);
  const text: { title: string; detail: string } = isKnown(code)
    ? { title: t(`errors.status.${code}.title`), detail: t(`errors.status.${code}.detail`) }
    : { title: t("errors.unexpected.title"), detail: t("errors.unexpected.detail") };
  const coded = isRouteErrorResponse(error) ? codedErrorOf(error.data) : null;
  if (coded) text.detail = apiErrorText(t, coded);
  return (
    <>
      {/* A page that renders the header itself (the editor) failed: the header comes from here instead. */}
      <HeaderSlot />
      <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-6 px-6 text-center">
        {withBrand ? <Brand /> : null}
        <p className="text-6xl font-extrabold text-brand-600 dark:text-brand-400">{status}</p>
        <h1 className="text-2xl font-bold">{text.title}</h1>
        <p className="text-slate-600 dark:text-slate-400">{text.detail}</p>
        <Link to="/" className="btn-primary">
          {t("errors.home")}
        </Link>
      </main>
    </>
  );
}
