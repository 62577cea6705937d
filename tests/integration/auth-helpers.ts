/** Shared by the account tests: the database, a valid password, and what limit answers carry. */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { verificationCodes } from "~/db/schema";
import { getDb } from "~/server/db.server";

export const db = () => getDb(env);
export const password = "s3cure-enough-pass";

/** Changes the stored registration(s) of an address: to age a code or its session. */
export async function setCode(email: string, patch: Partial<typeof verificationCodes.$inferInsert>) {
  await db().update(verificationCodes).set(patch).where(eq(verificationCodes.email, email));
}

export function wrongCode(code: string, offset = 1): string {
  return String((Number(code) + offset) % 1_000_000).padStart(6, "0");
}

export function expectRetryAfter(response: Response) {
  expect(response.headers.get("Retry-After")).toMatch(/^[1-9]\d*$/);
}
