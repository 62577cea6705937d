/**
 * The one place where errors become HTTP answers. Services throw a `DomainError` (a code from
 * app/lib/error-catalogue.ts and its parameters, no status); `answerDomainErrors` wraps every
 * route's loader and action once, where the server build is handed to Remix (workers/entry.ts), so
 * the same error gets the same status and words on every path: a resource route answers the JSON,
 * a page loader's thrown Response reaches the route's error boundary with that status and its
 * code. Every error answer is `{success: false, code, message, params}`: the English `message`
 * for API clients, the code and parameters for the pages, which translate them
 * (docs/api.md#errors). A page action that answers a refusal in its form catches the error first
 * (`actionErrorFor`).
 */
import { data, type ServerBuild } from "@remix-run/cloudflare";
import { DomainError } from "~/lib/domain-error";
import { englishMessage, errorStatus, type ErrorCode, type ErrorParams } from "~/lib/error-catalogue";
import { errorResponse, methodNotAllowed } from "./http.server";
import { admittingTokens } from "./tokens/token-gate.server";

/** Every renderer tab taken for a minute: the client may try again shortly. */
const PDF_RETRY_AFTER_SECONDS = 30;

/** The domain error an error stands for, or null for anything else (a bug: let it be a 500). */
export function domainErrorOf(error: unknown): DomainError | null {
  if (!(error instanceof DomainError)) return null;
  if (error.code === "pdfBusy" && error.params.retryAfterSeconds === undefined)
    return new DomainError("pdfBusy", { retryAfterSeconds: PDF_RETRY_AFTER_SECONDS });
  return error;
}

/** The HTTP answer for a domain error, or null for anything else. */
export function httpErrorFor(error: unknown): Response | null {
  const domain = domainErrorOf(error);
  return domain ? errorResponse(domain.code, domain.params) : null;
}

type Handler = (...args: never[]) => unknown;

/** A loader or action whose thrown domain error is thrown on as its HTTP answer; anything else as it was. */
export function answeringDomainErrors<F extends Handler>(handler: F): F {
  const wrapped = async (...args: Parameters<F>) => {
    try {
      return await handler(...args);
    } catch (error) {
      throw httpErrorFor(error) ?? error;
    }
  };
  return wrapped as unknown as F;
}

/** The action of a route without one: what a POST (PUT, DELETE…) to it gets. */
const readOnly = async (): Promise<never> => {
  throw methodNotAllowed(["GET", "HEAD"]);
};

/**
 * The server build with every route's loader and action answering domain errors (the one wrapper
 * of the app, applied in workers/entry.ts). Route modules are frozen namespaces: each is copied.
 */
export function answerDomainErrors(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const { loader, action } = route.module;
      if (!loader && !action) return [id, route];
      const module = {
        ...route.module,
        // A personal access token is let in (or refused) before the route runs: app/server/tokens/token-gate.server.ts.
        ...(loader ? { loader: answeringDomainErrors(admittingTokens(id, loader)) } : {}),
        // A route that only reads answers any other method as the catalogue's 405 with its Allow
        // header (Remix's own answer is English text without a code).
        action: action ? answeringDomainErrors(admittingTokens(id, action)) : readOnly,
      };
      return [id, { ...route, module }];
    }),
  );
  return { ...build, routes };
}

/** What a page's action answers for a refusal: the English `error` as before, with the code and parameters the page translates. */
export interface ActionError {
  error: string;
  code: ErrorCode;
  params: ErrorParams;
}

export function actionError(code: ErrorCode, params: ErrorParams = {}): ActionError {
  return { error: englishMessage(code, params), code, params };
}

/** A page action's refusal (with any fields the page reads beside it), answered with its code's status: never a status written beside a code. */
export function refusedAction<T extends ActionError>(body: T) {
  return data(body, errorStatus(body.code));
}

/** A page action's answer for a domain error (with `extra` fields the page reads), or null for anything else. */
export function actionErrorFor<E extends Record<string, unknown>>(error: unknown, extra: E = {} as E) {
  const domain = domainErrorOf(error);
  return domain ? refusedAction({ ...actionError(domain.code, domain.params), ...extra }) : null;
}
