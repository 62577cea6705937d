/**
 * Personal access tokens (docs/agents.md): what a token may do, and the input that makes one.
 * Plain module: the account page, the API and the MCP server share it.
 */
import * as z from "zod";

/**
 * Each scope opens one kind of work; none implies another (a `write` token cannot read unless it
 * also has `read`), so a token holds exactly what its owner ticked.
 */
export const TOKEN_SCOPES = ["read", "suggest", "score", "export", "applications", "write"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export function isTokenScope(value: unknown): value is TokenScope {
  return typeof value === "string" && (TOKEN_SCOPES as readonly string[]).includes(value);
}

export const TOKEN_LIMITS = {
  nameMax: 60,
  /** Live (not revoked, not expired) tokens per account. */
  perAccount: 20,
  /** The furthest expiry a token can have, in days. */
  expiryMaxDays: 366,
  /** Requests per token per minute (app/server/tokens/token-use.server.ts). */
  requestsPerMinute: 120,
  /** Tokens an account can make in an hour, revoked ones included: a loop cannot fill D1 with rows. */
  madePerHour: 20,
  /** Uses of tokens the account page lists. */
  activityShown: 50,
  /** Uses of tokens kept per account (and none older than 90 days): a busy program cannot fill D1. */
  usesKept: 1000,
} as const;

/** Every personal token starts so: the server tells it from a session token before any lookup. */
export const TOKEN_PREFIX = "rbp_";

export const createTokenSchema = z
  .object({
    name: z.string().trim().min(1, "tokenName").max(TOKEN_LIMITS.nameMax, "tokenName"),
    scopes: z
      .array(z.enum(TOKEN_SCOPES, "tokenScopes"))
      .min(1, "tokenScopes")
      .max(TOKEN_SCOPES.length, "tokenScopes")
      .refine((scopes) => new Set(scopes).size === scopes.length, "tokenScopes"),
    expiresAt: z.iso.datetime({ offset: true, message: "tokenExpiry" }).nullable().optional(),
  })
  .strict();
export type CreateTokenInput = z.infer<typeof createTokenSchema>;

/** Whether an expiry chosen at `now` is in the future and no more than a year ahead. */
export function expiryAllowed(expiresAt: Date, now: number): boolean {
  const ms = expiresAt.getTime();
  return Number.isFinite(ms) && ms > now && ms <= now + TOKEN_LIMITS.expiryMaxDays * 24 * 60 * 60 * 1000;
}
