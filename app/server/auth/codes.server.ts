/**
 * Pending registrations and their one-time e-mail codes: 6 digits, stored hashed with a per-code
 * salt. Each sign-up is its own registration with its own name, password and code (schema.ts).
 */
import { desc, eq, sql } from "drizzle-orm";
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

export type Registration = typeof verificationCodes.$inferSelect;

/** Every registration of the address, newest first. */
export async function registrationsOf(db: Database, email: string): Promise<Registration[]> {
  return db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.email, email))
    .orderBy(desc(sql`rowid`));
}

/** The fields of a fresh code, `keepSessionUntil` keeping the registration's own expiry (resends). */
async function freshCode(now: number, keepSessionUntil?: Date) {
  const code = generateCode();
  const salt = randomToken(12);
  return {
    code,
    values: {
      codeHash: await hashCode(salt, code),
      salt,
      expiresAt: new Date(now + OTP_TTL_MS),
      failedAttempts: 0,
      lastSentAt: new Date(now),
      sessionExpiresAt: keepSessionUntil ?? new Date(now + REGISTRATION_SESSION_TTL_MS),
    },
  };
}

/** Stores a new registration with its first code, and returns both (the code for sending). */
export async function createRegistration(
  db: Database,
  registration: { email: string; fullName: string; passwordHash: string; requesterHash: string | null },
  now = Date.now(),
): Promise<{ registration: Registration; code: string }> {
  const { code, values } = await freshCode(now);
  const [row] = await db
    .insert(verificationCodes)
    .values({ id: crypto.randomUUID(), ...registration, ...values })
    .returning();
  return { registration: row!, code };
}

/** Gives one registration a fresh code (the earlier one stops working) and returns it for sending. */
export async function renewCode(
  db: Database,
  id: string,
  { now = Date.now(), keepSessionUntil }: { now?: number; keepSessionUntil?: Date } = {},
): Promise<string> {
  const { code, values } = await freshCode(now, keepSessionUntil);
  await db.update(verificationCodes).set(values).where(eq(verificationCodes.id, id));
  return code;
}

export async function codeMatches(registration: Registration, code: string): Promise<boolean> {
  const encoder = new TextEncoder();
  return timingSafeEqual(
    encoder.encode(await hashCode(registration.salt, code)),
    encoder.encode(registration.codeHash),
  );
}
