/**
 * The account cookies besides the session (session.server.ts): both httpOnly, SameSite=Lax.
 *
 * - `rb_signup` names the registration this browser made (a random token; the registration keeps
 *   its SHA-256): the browser then accepts only that registration's code, so a code e-mailed for
 *   someone else's sign-up of the same address does not work there (docs/limits.md).
 * - `rb_device` tells an account's own device from other clients at sign-in: "<device id>.<HMAC of
 *   the id and the account id>", signed with SIGNING_SECRET. The device keeps its own budget of
 *   wrong passwords, so failures elsewhere cannot lock the owner out. It names one account: the
 *   last one signed in on this browser.
 */
import { fromBase64Url, randomToken, timingSafeEqual, toBase64Url } from "../crypto.server";
import { hmac } from "../signed-url.server";
import { LANGUAGE_COOKIE, isUiLanguage, languageFromAcceptLanguage, type UiLanguage } from "~/i18n/languages";
import { REGISTRATION_SESSION_TTL_MS } from "./codes.server";

export const REGISTRATION_COOKIE = "rb_signup";
export const DEVICE_COOKIE = "rb_device";
const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

export function readCookie(request: Request, name: string): string | null {
  const cookie = request.headers.get("Cookie");
  if (!cookie) return null;
  for (const part of cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join("=")) || null;
    } catch {
      return null;
    }
  }
  return null;
}

export function cookieHeader(request: Request, name: string, value: string, maxAgeMs: number): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${Math.floor(maxAgeMs / 1000)}${secure}`;
}

/** Who is asking, as far as the account limits care. */
export interface Requester {
  /** The client's key (http.server.ts clientKey), from the load context. */
  client: string;
  /** The raw rb_device cookie, checked against the account at sign-in. */
  device?: string | null;
  /** The raw rb_signup cookie. */
  registration?: string | null;
  /** The language of the page that asked (docs/i18n.md): the e-mails it triggers are in it. */
  language?: UiLanguage;
}

export function requesterOf(request: Request, client: string): Requester {
  return {
    client,
    device: readCookie(request, DEVICE_COOKIE),
    registration: readCookie(request, REGISTRATION_COOKIE),
    language: pageLanguage(request),
  };
}

export const registrationCookie = (request: Request, token: string) =>
  cookieHeader(request, REGISTRATION_COOKIE, token, REGISTRATION_SESSION_TTL_MS);
export const deviceCookie = (request: Request, value: string) =>
  cookieHeader(request, DEVICE_COOKIE, value, DEVICE_TTL_MS);

async function deviceSignature(env: Env, deviceId: string, userId: string): Promise<Uint8Array> {
  return hmac(env, `rb-device-v1\n${deviceId}\n${userId}`);
}

/** A new rb_device value for this account. */
export async function newDeviceToken(env: Env, userId: string): Promise<string> {
  const deviceId = randomToken(16);
  return `${deviceId}.${toBase64Url(await deviceSignature(env, deviceId, userId))}`;
}

/** The device id when `token` is a device cookie this app signed for `userId`, else null. */
export async function recognizedDevice(
  env: Env,
  token: string | null | undefined,
  userId: string,
): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const [deviceId, signature, extra] = token.split(".");
  if (!deviceId || !signature || extra !== undefined || !/^[\w-]+$/.test(deviceId)) return null;
  let given: Uint8Array;
  try {
    given = fromBase64Url(signature);
  } catch {
    return null;
  }
  return timingSafeEqual(await deviceSignature(env, deviceId, userId), given) ? deviceId : null;
}

/** The explicit choice (`lang` cookie), else Accept-Language: the language the asking page was shown in. */
export function pageLanguage(request: Request): UiLanguage {
  const chosen = readCookie(request, LANGUAGE_COOKIE);
  return isUiLanguage(chosen) ? chosen : languageFromAcceptLanguage(request.headers.get("Accept-Language"));
}
