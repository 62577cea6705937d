import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { Brand } from "./brand";

interface StatusText {
  title: string;
  detail: string;
}

const BY_STATUS: Record<number, StatusText> = {
  400: {
    title: "That request did not make sense",
    detail:
      "Something in the address or the form was not valid. Go back and try again.",
  },
  403: { title: "Not allowed", detail: "You do not have access to this page." },
  404: {
    title: "Page not found",
    detail: "The page you are looking for does not exist or has moved.",
  },
  429: {
    title: "Too many requests",
    detail: "Please wait a moment, then try again.",
  },
};
const UNEXPECTED: StatusText = {
  title: "Something went wrong",
  detail: "An unexpected error occurred. Please try again in a moment.",
};

/**
 * The one error page of the site: root and the signed-in routes render it. A thrown Response
 * (from a loader, see app/server/http-errors.server.ts) shows its status's text; anything else is
 * logged to the console and shown as a 500 without its message, which may hold internals.
 */
export function GeneralErrorBoundary({
  withBrand = false,
}: {
  withBrand?: boolean;
}) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  const text = BY_STATUS[status] ?? UNEXPECTED;
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-6 px-6 text-center">
      {withBrand ? <Brand /> : null}
      <p className="text-6xl font-extrabold text-brand-600 dark:text-brand-400">
        {status}
      </p>
      <h1 className="text-2xl font-bold">{text.title}</h1>
      <p className="text-slate-600 dark:text-slate-400">{text.detail}</p>
      <Link to="/" className="btn-primary">
        Back to home
      </Link>
    </main>
  );
}
