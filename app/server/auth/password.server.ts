/**
 * Password hashing with PBKDF2-SHA256 through WebCrypto. Cloudflare Workers refuse more than
 * 100,000 iterations, so that is the count; the parameters travel with each hash so the count can
 * change later without breaking stored passwords.
 */
import { fromBase64Url, timingSafeEqual, toBase64Url } from "../crypto.server";

export const PBKDF2_ITERATIONS = 100_000;
/** The Workers runtime's upper bound for PBKDF2 iterations. */
export const WORKERS_PBKDF2_MAX_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const SCHEME = "pbkdf2-sha256";

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `${SCHEME}$${PBKDF2_ITERATIONS}$${toBase64Url(salt)}$${toBase64Url(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterationsText, saltText, hashText] = stored.split("$");
  const iterations = Number(iterationsText);
  if (scheme !== SCHEME || !saltText || !hashText || !Number.isInteger(iterations) || iterations < 1) return false;
  const expected = fromBase64Url(hashText);
  const actual = await derive(password, fromBase64Url(saltText), Math.min(iterations, WORKERS_PBKDF2_MAX_ITERATIONS));
  return timingSafeEqual(actual, expected);
}

/**
 * A real hash of nothing in particular: checking a password against it costs the same time as
 * a real check, so a login for an unknown address is not faster than one for a known address.
 */
let decoyHash: Promise<string> | null = null;
export async function burnPasswordCheck(password: string): Promise<void> {
  decoyHash ??= hashPassword("decoy-password-for-timing");
  await verifyPassword(password, await decoyHash);
}
