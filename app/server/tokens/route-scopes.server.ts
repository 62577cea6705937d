/**
 * What a personal access token needs for each API route and method (docs/agents.md#scopes). A
 * route or method missing here refuses every token (403 tokenNotAccepted): a new route is closed
 * to programs until someone decides which scope opens it. `"session"` says so on purpose: the
 * route changes who may see or reach the account's data (sharing, public links, tokens, sign-in),
 * or hands out all of it at once (the account export). `"any"` needs a valid token of any scope.
 */
import type { TokenScope } from "~/domain/tokens/scopes";

export type RouteAccess = TokenScope | "any" | "session";
export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export const ROUTE_SCOPES: Readonly<Record<string, Readonly<Partial<Record<ApiMethod, RouteAccess>>>>> = {
  "routes/api.$": { GET: "any", POST: "any", PUT: "any", PATCH: "any", DELETE: "any" },
  "routes/api.auth.me": { GET: "any" },
  "routes/api.auth.login": { POST: "session" },
  "routes/api.auth.logout": { POST: "session" },
  "routes/api.auth.signup": { POST: "session" },
  "routes/api.auth.verify-otp": { POST: "session" },
  "routes/api.auth.resend-otp": { POST: "session" },
  "routes/api.auth.forgot-password": { POST: "session" },
  "routes/api.auth.reset-password": { POST: "session" },
  "routes/api.language": { POST: "session" },
  "routes/api.account._index": { PATCH: "session", DELETE: "session" },
  "routes/api.account.password": { PUT: "session" },
  "routes/api.account.export": { GET: "session" },
  "routes/api.account.suggestion-digest": { GET: "session", PUT: "session" },
  "routes/api.tokens._index": { GET: "session", POST: "session" },
  "routes/api.tokens.$id": { DELETE: "session" },

  "routes/api.resumes._index": { GET: "read", POST: "write" },
  "routes/api.resumes.import": { POST: "write" },
  "routes/api.resumes.$id": { GET: "read", PUT: "write", DELETE: "write" },
  "routes/api.resumes.$id.annotations": { GET: "read" },
  "routes/api.resumes.$id.collaborators": { GET: "read", POST: "session" },
  "routes/api.resumes.$id.collaborators.$userId": { PATCH: "session", DELETE: "session" },
  "routes/api.resumes.$id.cover-letters": { GET: "read", POST: "write" },
  "routes/api.resumes.$id.duplicate": { POST: "write" },
  "routes/api.resumes.$id.export": { GET: "export" },
  "routes/api.resumes.$id.layout": { GET: "read" },
  "routes/api.resumes.$id.publication": { GET: "read", PUT: "session", DELETE: "session" },
  "routes/api.resumes.$id.restore": { POST: "write" },
  "routes/api.resumes.$id.suggestions": { GET: "read", POST: "suggest" },
  "routes/api.resumes.$id.suggestions.$sid.accept": { POST: "write" },
  "routes/api.resumes.$id.suggestions.$sid.reject": { POST: "write" },
  "routes/api.resumes.$id.suggestions.decide-all": { POST: "write" },
  "routes/api.resumes.$id.tailor": { POST: "score" },
  "routes/api.resumes.$id.variants": { GET: "read", POST: "write" },
  "routes/api.resumes.$id.upstream": { GET: "read", POST: "write" },
  "routes/api.resumes.$id.propose": { POST: "suggest" },
  "routes/api.resumes.$id.library": { POST: "write" },
  "routes/api.resumes.$id.library-changes": { GET: "read", POST: "write" },
  "routes/api.resumes.$id.tailor.apply": { POST: "write" },
  "routes/api.resumes.$id.thumbnail": { GET: "read" },
  "routes/api.resumes.$id.versions": { GET: "read", POST: "write" },
  "routes/api.resumes.$id.versions.$vid": { GET: "read" },
  "routes/api.resumes.$id.versions.$vid.restore": { POST: "write" },

  "routes/api.library._index": { GET: "read", POST: "write" },
  "routes/api.library.$id": { PUT: "write", DELETE: "write" },

  "routes/api.cover-letters.$letterId": { GET: "read", PUT: "write", DELETE: "write" },
  "routes/api.cover-letters.$letterId.export": { GET: "export" },
  "routes/api.cover-letters.$letterId.versions": { GET: "read", POST: "write" },
  "routes/api.cover-letters.$letterId.versions.$vid": { GET: "read" },
  "routes/api.cover-letters.$letterId.versions.$vid.restore": { POST: "write" },

  "routes/api.ats-score": { POST: "score" },
  "routes/api.occupations": { GET: "score" },
  "routes/api.generate-pdf": { POST: "export" },
  "routes/api.files.$": { GET: "export" },
  "routes/api.openapi[.]json": { GET: "any" },

  "routes/api.applications._index": { GET: "applications", POST: "applications" },
  "routes/api.applications.import": { POST: "applications" },
  "routes/api.applications.export[.]csv": { GET: "applications" },
  "routes/api.applications.$id": { GET: "applications", PATCH: "applications", DELETE: "applications" },
  "routes/api.applications.$id.events": { POST: "applications" },
  "routes/api.applications.$id.sent": { GET: "applications" },

  /** The MCP server checks each tool's scope itself (app/server/mcp/tools.server.ts). */
  "routes/mcp": { GET: "any", POST: "any", DELETE: "any" },
};

/** Routes a token is answered on at all; on any other (the pages) a token is not read. */
export function routeTakesTokens(routeId: string): boolean {
  return routeId.startsWith("routes/api.") || routeId === "routes/mcp";
}

/** What a token needs for this route and method; undefined: tokens are refused. HEAD reads like GET. */
export function routeAccess(routeId: string, method: string): RouteAccess | undefined {
  const asked = (method === "HEAD" ? "GET" : method) as ApiMethod;
  return ROUTE_SCOPES[routeId]?.[asked];
}
