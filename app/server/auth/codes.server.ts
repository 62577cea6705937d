/** One-time e-mail verification codes: 6 digits, stored hashed with a per-code salt. */
import { eq } from "drizzle-orm";
import { verificationCodes } from "~/db/schema";
import { randomToken, sha256Hex, timingSafeEqual } from "../crypto.server";
import type { Database } from "../db.server";

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_FAILED_ATTEMPTS = 5;
export const OTP_RESEND_INTERVAL_MS = 60 * 1000;
/** How long one registration attempt stays open before a fresh code must be issued. */
export const REGISTRATION_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** Uniform over 000000-999999: rejection sampling avoids the modulo bias of 2^32 % 10^6. */
export function generateCode(): string {
  const limit = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0]! < limit) return String(buffer[0]! % 1_000_000).padStart(6, "0");
  }
}

async function hashCode(salt: string, code: string): Promise<string> {
  return sha256Hex(`${salt}:${code}`);
}

export type PendingCode = typeof verificationCodes.$inferSelect;

export async function findPendingCode(db: Database, email: string): Promise<PendingCode | undefined> {
  return db.select().from(verificationCodes).where(eq(verificationCodes.email, email)).get();
}

/**
 * Stores a fresh code for the address (replacing any earlier one) and returns it for sending.
 * `keepSession` keeps the registration's own expiry (resends); otherwise a new one starts.
 */
export async function issueCode(
  db: Database,
  email: string,
  { now = Date.now(), keepSessionUntil }: { now?: number; keepSessionUntil?: Date } = {},
): Promise<string> {
  const code = generateCode();
  const salt = randomToken(12);
  const values = {
    email,
    codeHash: await hashCode(salt, code),
    salt,
    expiresAt: new Date(now + OTP_TTL_MS),
    failedAttempts: 0,
    lastSentAt: new Date(now),
    sessionExpiresAt: keepSessionUntil ?? new Date(now + REGISTRATION_SESSION_TTL_MS),
  };
  await db.insert(verificationCodes).values(values).onConflictDoUpdate({ target: verificationCodes.email, set: values });
  return code;
}

export async function codeMatches(pending: PendingCode, code: string): Promise<boolean> {
  const encoder = new TextEncoder();
  return timingSafeEqual(encoder.encode(await hashCode(pending.salt, code)), encoder.encode(pending.codeHash));
}
