/**
 * Expiring, tamper-proof download links for files in R2: /api/files/{key}?exp=…&sig=… where sig is
 * an HMAC-SHA256 of the key and expiry. The link itself is the permission, so it is short-lived.
 */
import { eq } from "drizzle-orm";
import { appSecrets } from "~/db/schema";
import { fromBase64Url, randomToken, timingSafeEqual, toBase64Url } from "./crypto.server";
import { getDb } from "./db.server";

export const SIGNED_URL_TTL_MS = 10 * 60 * 1000;
const SECRET_NAME = "download-signing-key";

async function signingSecret(env: Env): Promise<string> {
  // Declared in wrangler.toml [secrets]; unset locally and on a first deployment (see there).
  if (env.SIGNING_SECRET) return env.SIGNING_SECRET;
  const db = getDb(env);
  const existing = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME)).get();
  if (existing) return existing.value;
  // Two first requests racing both insert; the loser's key is ignored and both read the winner's.
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomToken(32) })
    .onConflictDoNothing();
  return (await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME)).get())!.value;
}

/**
 * HMAC-SHA256 with the app's signing key. Each use signs messages of its own shape (file links:
 * "<key>\n<expiry digits>"; device cookies: "rb-device-v1\n..."), so one cannot stand for another.
 */
export async function hmac(env: Env, message: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(await signingSecret(env)),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message)));
}

export async function signFileUrl(env: Env, origin: string, key: string, now = Date.now()): Promise<string> {
  const exp = String(now + SIGNED_URL_TTL_MS);
  const sig = toBase64Url(await hmac(env, `${key}\n${exp}`));
  const path = key.split("/").map(encodeURIComponent).join("/");
  return `${origin}/api/files/${path}?${new URLSearchParams({ exp, sig })}`;
}

export type SignatureCheck = "valid" | "expired" | "invalid";

export async function verifyFileSignature(
  env: Env,
  key: string,
  exp: string | null,
  sig: string | null,
  now = Date.now(),
): Promise<SignatureCheck> {
  if (!exp || !sig || !/^\d{1,16}$/.test(exp) || sig.length > 100) return "invalid";
  let given: Uint8Array;
  try {
    given = fromBase64Url(sig);
  } catch {
    return "invalid";
  }
  if (!timingSafeEqual(await hmac(env, `${key}\n${exp}`), given)) return "invalid";
  return Number(exp) < now ? "expired" : "valid";
}
