/**
 * Which program an MCP request comes from, in a stateless server (docs/agents.md#mcp): the client
 * names itself once, in `initialize`; the answer gives it a session id that carries that name,
 * signed for this token, and every later request sends the id back. Nothing is stored.
 */
import { fromBase64Url, timingSafeEqual, toBase64Url } from "../crypto.server";
import { hmac } from "../signed-url.server";

const NAME_MAX = 60;
const SIGNATURE_BYTES = 16;

function cleanName(name: string): string {
  // Visible characters only: the name is shown to the owner beside a suggestion.
  return name
    .replace(/[^\p{L}\p{N}\p{P}\p{Zs}]/gu, "")
    .trim()
    .slice(0, NAME_MAX);
}

async function signature(env: Env, tokenId: string, name: string): Promise<Uint8Array> {
  return (await hmac(env, `mcp-client\n${tokenId}\n${name}`)).slice(0, SIGNATURE_BYTES);
}

/** The Mcp-Session-Id for a client that called itself `name`, or null when the name is empty. */
export async function sessionIdFor(env: Env, tokenId: string, name: string): Promise<string | null> {
  const clean = cleanName(name);
  if (!clean) return null;
  const encoded = toBase64Url(new TextEncoder().encode(clean));
  return `${encoded}.${toBase64Url(await signature(env, tokenId, clean))}`;
}

/** The client's name a session id carries, when it was signed for this token; else null. */
export async function clientNameOf(env: Env, tokenId: string, sessionId: string | null): Promise<string | null> {
  if (!sessionId || sessionId.length > 200) return null;
  const [encoded, signed, extra] = sessionId.split(".");
  if (!encoded || !signed || extra !== undefined) return null;
  try {
    const name = new TextDecoder("utf-8", { fatal: true }).decode(fromBase64Url(encoded));
    if (cleanName(name) !== name || !name) return null;
    return timingSafeEqual(fromBase64Url(signed), await signature(env, tokenId, name)) ? name : null;
  } catch {
    return null;
  }
}

/** How a suggestion made through a token is signed: "Claude, via token "my assistant"". */
export function agentAuthorName(clientName: string | null, tokenName: string): string {
  return clientName ? `${clientName}, via token "${tokenName}"` : `Token "${tokenName}"`;
}
