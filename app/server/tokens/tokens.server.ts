/**
 * Making, listing and revoking personal access tokens (docs/agents.md#tokens). The secret exists
 * only in the answer that makes it; D1 keeps its SHA-256. A token is the owner's, and only their
 * browser session manages tokens (app/server/tokens/route-scopes.server.ts).
 */
import { and, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { apiTokens, apiTokenUses } from "~/db/schema";
import { DomainError, throttled } from "~/lib/domain-error";
import {
  TOKEN_LIMITS,
  TOKEN_PREFIX,
  expiryAllowed,
  isTokenScope,
  type CreateTokenInput,
  type TokenScope,
} from "~/domain/tokens/scopes";
import { take } from "../auth/throttle.server";
import { randomToken, sha256Hex } from "../crypto.server";
import { getDb } from "../db.server";

export interface TokenSummary {
  id: string;
  name: string;
  scopes: TokenScope[];
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

export interface MadeToken extends Omit<TokenSummary, "lastUsedAt"> {
  /** The secret: shown once. */
  token: string;
}

export interface TokenUse {
  tokenId: string;
  tokenName: string;
  method: string;
  path: string;
  at: string;
}

export function scopesOf(stored: unknown): TokenScope[] {
  return Array.isArray(stored) ? stored.filter(isTokenScope) : [];
}

function liveFor(userId: string, now: number) {
  return and(
    eq(apiTokens.userId, userId),
    isNull(apiTokens.revokedAt),
    or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, new Date(now))),
  );
}

export async function createToken(
  env: Env,
  userId: string,
  input: CreateTokenInput,
  now = Date.now(),
): Promise<MadeToken> {
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && !expiryAllowed(expiresAt, now)) throw new DomainError("tokenExpiry");
  const db = getDb(env);
  const live = await db
    .select({ count: sql<number>`count(*)` })
    .from(apiTokens)
    .where(liveFor(userId, now))
    .get();
  if ((live?.count ?? 0) >= TOKEN_LIMITS.perAccount)
    throw new DomainError("tokenLimit", { max: TOKEN_LIMITS.perAccount });
  const verdict = await take(db, `tokens-made:${userId}`, {
    limit: TOKEN_LIMITS.madePerHour,
    windowMs: 60 * 60 * 1000,
  });
  if (!verdict.ok) throw throttled("tokenThrottle", verdict.retryAfterMs);
  const secret = TOKEN_PREFIX + randomToken(32);
  const id = crypto.randomUUID();
  const createdAt = new Date(now);
  await db.insert(apiTokens).values({
    id,
    userId,
    name: input.name,
    scopes: [...input.scopes],
    secretHash: await sha256Hex(secret),
    expiresAt,
    createdAt,
  });
  return {
    id,
    token: secret,
    name: input.name,
    scopes: [...input.scopes],
    createdAt: createdAt.toISOString(),
    expiresAt: expiresAt?.toISOString() ?? null,
  };
}

/** The account's live tokens, newest first, and the latest uses of any of its tokens. */
export async function listTokens(
  env: Env,
  userId: string,
  now = Date.now(),
): Promise<{ tokens: TokenSummary[]; activity: TokenUse[] }> {
  const db = getDb(env);
  const [rows, uses] = await db.batch([
    db.select().from(apiTokens).where(liveFor(userId, now)).orderBy(desc(apiTokens.createdAt)),
    db
      .select({
        tokenId: apiTokenUses.tokenId,
        tokenName: apiTokens.name,
        method: apiTokenUses.method,
        path: apiTokenUses.path,
        at: apiTokenUses.at,
      })
      .from(apiTokenUses)
      .innerJoin(apiTokens, eq(apiTokens.id, apiTokenUses.tokenId))
      .where(eq(apiTokenUses.userId, userId))
      .orderBy(desc(apiTokenUses.at), desc(apiTokenUses.id))
      .limit(TOKEN_LIMITS.activityShown),
  ]);
  return {
    tokens: rows.map((row) => ({
      id: row.id,
      name: row.name,
      scopes: scopesOf(row.scopes),
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    })),
    activity: uses.map((use) => ({ ...use, at: use.at.toISOString() })),
  };
}

/** Revokes one of the user's tokens; another account's token is as unknown as a missing one. */
export async function revokeToken(env: Env, userId: string, tokenId: string, now = Date.now()): Promise<void> {
  const revoked = await getDb(env)
    .update(apiTokens)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  if (revoked.length === 0) throw new DomainError("tokenNotFound");
}

/** How long the account's activity keeps a token's use (docs/agents.md#tokens). */
export const TOKEN_USE_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/** The daily clean-up: uses older than the retention go (the cron trigger of workers/entry.ts). */
export async function purgeOldTokenUses(env: Env, now = Date.now()): Promise<number> {
  const gone = await getDb(env)
    .delete(apiTokenUses)
    .where(lt(apiTokenUses.at, new Date(now - TOKEN_USE_RETENTION_MS)))
    .returning({ id: apiTokenUses.id });
  return gone.length;
}
