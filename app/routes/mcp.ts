import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { DomainError } from "~/lib/domain-error";
import { methodNotAllowed } from "~/server/http.server";
import { requireApiSession } from "~/server/session.server";
import type { TokenSession } from "~/server/tokens/token-use.server";

/**
 * POST /mcp: the MCP server (Streamable HTTP, stateless; docs/agents.md#mcp), for personal access
 * tokens only. GET (a stream the server never holds open) and DELETE (no session to end) are 405,
 * which MCP clients expect of a stateless server.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const env = context.cloudflare.env;
  const session = await requireApiSession(request, env);
  if (!session.token) throw new DomainError("mcpTokenRequired");
  // Loaded on the first MCP request, not at every cold start: the SDK builds its protocol's schemas
  // when evaluated (measured: about 30-60 ms more script load for every cold start otherwise).
  const { answerMcp } = await import("~/server/mcp/mcp-server.server");
  return answerMcp(env, session as TokenSession, request);
}

export const loader = () => methodNotAllowed(["POST"]);
