import { env, SELF } from "cloudflare:test";
import { issueCode } from "~/server/auth/codes.server";
import { getDb } from "~/server/db.server";

export const ORIGIN = "http://localhost";

let counter = 0;
/** A fresh address per call, so tests never share an account. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export async function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await SELF.fetch(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { response, status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/**
 * The code went out through the real send_email binding; tests cannot read that inbox, so they
 * issue the next code the same way the server does and use that one.
 */
export async function nextCode(email: string): Promise<string> {
  return issueCode(getDb(env), email.toLowerCase());
}

/** Signs up and verifies a user through the API; returns the bearer token and cookie. */
export async function createVerifiedUser(fullName = "Test User", password = "correct horse battery") {
  const email = uniqueEmail();
  await postJson("/api/auth/signup", { email, password, fullName });
  const verified = await postJson("/api/auth/verify-otp", { email, otp: await nextCode(email) });
  const token = verified.body.token as string;
  const cookie = verified.response.headers.get("Set-Cookie")!.split(";")[0]!;
  return { email, password, fullName, token, cookie, user: verified.body.user as { id: string } };
}
