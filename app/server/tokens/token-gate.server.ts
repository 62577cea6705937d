/**
 * The one place a personal access token is let into a route (docs/agents.md#scopes): every
 * loader and action of the server build passes here (app/server/http-errors.server.ts wraps them
 * all), so no route has to remember. A token on a route of ROUTE_SCOPES is checked against the
 * scope its method needs and becomes the request's session; anywhere else it is refused (API) or
 * not read (pages).
 */
import { DomainError } from "~/lib/domain-error";
import { setRequestSession, type Session } from "../session.server";
import { routeAccess, routeTakesTokens } from "./route-scopes.server";
import { personalTokenOf, openTokenSession } from "./token-use.server";

interface HandlerArgs {
  request: Request;
  context: { cloudflare: { env: Env } };
}

export async function admitToken(routeId: string, { request, context }: HandlerArgs): Promise<void> {
  const secret = personalTokenOf(request);
  if (secret === null || !routeTakesTokens(routeId)) return;
  const access = routeAccess(routeId, request.method);
  if (access === undefined || access === "session") throw new DomainError("tokenNotAccepted");
  const session = await openTokenSession(context.cloudflare.env, secret, request);
  if (access !== "any" && !session.token.scopes.includes(access)) {
    throw new DomainError("tokenScopeMissing", { scope: access });
  }
  setRequestSession(request, session);
}

/** A loader or action that first lets in (or refuses) the token its request carries. */
export function admittingTokens<F extends (args: never) => unknown>(routeId: string, handler: F): F {
  const wrapped = async (args: HandlerArgs) => {
    await admitToken(routeId, args);
    return handler(args as never);
  };
  return wrapped as unknown as F;
}

/**
 * Whether a request may change the account's data as a side effect of what it asked (a print that
 * stores its page fit): a browser session may; a token only with the `write` scope.
 */
export function sessionMayWrite(session: Session): boolean {
  return !session.token || session.token.scopes.includes("write");
}
