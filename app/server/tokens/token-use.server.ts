/**
 * A request that carries a personal access token: who it speaks for, whether it may, and the
 * record of it (docs/agents.md#tokens). One UPDATE finds a live token, counts the request in its
 * one-minute window and stamps its last use, so a stolen secret that is revoked stops at once and
 * a busy program is slowed by the same statement that lets it in.
 */
import { and, desc, eq, gt, isNull, notInArray, or, sql } from "drizzle-orm";
import { apiTokens, apiTokenUses, users } from "~/db/schema";
import { DomainError, throttled } from "~/lib/domain-error";
import { TOKEN_LIMITS, TOKEN_PREFIX, type TokenScope } from "~/domain/tokens/scopes";
import { isUiLanguage } from "~/i18n/languages";
import { sha256Hex } from "../crypto.server";
import { getDb } from "../db.server";
import { bearerToken, toPublicUser, type Session } from "../session.server";
import { scopesOf } from "./tokens.server";

const WINDOW_MS = 60_000;
/** Longer paths are recorded cut: the record is for a person to read, not to replay. */
const PATH_RECORDED_MAX = 200;

function pruneUses(db: ReturnType<typeof getDb>, userId: string) {
  const newest = db
    .select({ id: apiTokenUses.id })
    .from(apiTokenUses)
    .where(eq(apiTokenUses.userId, userId))
    .orderBy(desc(apiTokenUses.id))
    .limit(TOKEN_LIMITS.usesKept);
  return db.delete(apiTokenUses).where(and(eq(apiTokenUses.userId, userId), notInArray(apiTokenUses.id, newest)));
}

/** The personal token a request carries, or null (a session token, or none). */
export function personalTokenOf(request: Request): string | null {
  const token = bearerToken(request);
  return token?.startsWith(TOKEN_PREFIX) ? token : null;
}

/** A session made from a token: its user, and the token's name and scopes. */
export type TokenSession = Session & { token: { id: string; name: string; scopes: TokenScope[] } };

/**
 * The session a valid token opens, after counting and recording this use. Throws tokenInvalid
 * (401) for a revoked, expired or unknown token and tokenRateLimited (429) past the minute's budget.
 */
export async function openTokenSession(
  env: Env,
  secret: string,
  request: Request,
  now = Date.now(),
): Promise<TokenSession> {
  if (secret.length > 200) throw new DomainError("tokenInvalid");
  const db = getDb(env);
  const windowStart = now - (now % WINDOW_MS);
  const [token] = await db
    .update(apiTokens)
    .set({
      windowCount: sql`CASE WHEN ${apiTokens.windowStart} = ${windowStart} THEN ${apiTokens.windowCount} + 1 ELSE 1 END`,
      windowStart,
      lastUsedAt: new Date(now),
    })
    .where(
      and(
        eq(apiTokens.secretHash, await sha256Hex(secret)),
        isNull(apiTokens.revokedAt),
        or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, new Date(now))),
      ),
    )
    .returning({
      id: apiTokens.id,
      userId: apiTokens.userId,
      name: apiTokens.name,
      scopes: apiTokens.scopes,
      windowCount: apiTokens.windowCount,
    });
  if (!token) throw new DomainError("tokenInvalid");
  if (token.windowCount > TOKEN_LIMITS.requestsPerMinute) {
    throw throttled("tokenRateLimited", windowStart + WINDOW_MS - now);
  }
  const url = new URL(request.url);
  const record = db.insert(apiTokenUses).values({
    tokenId: token.id,
    userId: token.userId,
    method: request.method,
    path: url.pathname.slice(0, PATH_RECORDED_MAX),
    at: new Date(now),
  });
  const [[user]] = await db.batch([
    db.select().from(users).where(eq(users.id, token.userId)).limit(1),
    record,
    // Once a minute per token (its window's first request), the account's record is cut to its latest uses.
    ...(token.windowCount === 1 ? [pruneUses(db, token.userId)] : []),
  ]);
  if (!user) throw new DomainError("tokenInvalid");
  return {
    id: `token:${token.id}`,
    user: toPublicUser(user),
    language: isUiLanguage(user.language) ? user.language : null,
    token: { id: token.id, name: token.name, scopes: scopesOf(token.scopes) },
  };
}
