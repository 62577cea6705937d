/**
 * Every account limit and its numbers, as docs/limits.md lists them. The per-client ones and the
 * invitations per account can be changed through wrangler.toml [vars] (production values there):
 * a local run is a single client for every browser it serves (docs/decisions/client-address.md),
 * so local runs, which sign up and invite dozens of users through one `wrangler dev`, raise them
 * (.dev.vars, tests/e2e/server.ts).
 */
import type { ErrorCode } from "~/lib/error-catalogue";
import type { ThrottleRule } from "./throttle.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Wrong passwords per account from one client (or from the owner's own recognized device): five
 * free, then 30 s, 1 min, 2 min ... up to an hour between tries. A right password clears it.
 */
export const LOGIN_PER_ACCOUNT_AND_CLIENT: ThrottleRule = {
  limit: 5,
  windowMs: DAY,
  backoff: { baseMs: 30 * 1000, maxMs: HOUR },
};

/**
 * Wrong passwords per account from every device it does not recognize, together: the ceiling that
 * stops guessing spread over many clients. The owner's recognized device is not held by it.
 */
export const LOGIN_PER_ACCOUNT: ThrottleRule = { limit: 100, windowMs: DAY };

/** Code tries per address (every registration of it together), however many codes were sent. */
export const OTP_TRIES_PER_ADDRESS: ThrottleRule = { limit: 15, windowMs: DAY };

/** Account e-mails (codes, reset links) to one address. */
export const EMAILS_PER_ADDRESS: ThrottleRule = { limit: 5, windowMs: HOUR };

/** Live registrations of one address: a sixth sign-up waits until one is verified or expires. */
export const MAX_PENDING_REGISTRATIONS = 5;

export interface ConfiguredRules {
  /** Sign-up requests, answered or refused (the 409 for a registered address included). */
  signups: ThrottleRule;
  /** E-mails of any kind sent at the client's request: codes, reset links, invitations. */
  emails: ThrottleRule;
  /** Wrong codes. */
  otpFailures: ThrottleRule;
  /** Wrong passwords, across accounts; past the limit, back-off from a minute to an hour. */
  loginFailures: ThrottleRule;
  /** Invitation e-mails one account sends (per account, not per client). */
  invitations: ThrottleRule;
}

/** wrangler.toml [vars] names of the configurable limits, and their production values. */
export const LIMIT_VARS = {
  signups: ["LIMIT_SIGNUPS_PER_CLIENT", "10/1h"],
  emails: ["LIMIT_EMAILS_PER_CLIENT", "20/1h"],
  otpFailures: ["LIMIT_OTP_FAILURES_PER_CLIENT", "30/1d"],
  loginFailures: ["LIMIT_LOGIN_FAILURES_PER_CLIENT", "20/1d"],
  invitations: ["LIMIT_INVITATIONS_PER_ACCOUNT", "10/1h"],
} as const;

const UNITS = { s: 1000, m: MINUTE, h: HOUR, d: DAY } as const;

/** "10/1h": ten per hour. Units s, m, h, d. */
export function parseLimit(name: string, value: string): ThrottleRule {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*([smhd])\s*$/.exec(value);
  const limit = Number(match?.[1]);
  const windowMs = Number(match?.[2]) * UNITS[(match?.[3] ?? "s") as keyof typeof UNITS];
  if (!match || limit < 1 || windowMs < 1000) {
    throw new Error(
      `${name} must look like "10/1h" (a count, a slash, a duration in s, m, h or d); got ${JSON.stringify(value)}.`,
    );
  }
  return { limit, windowMs };
}

export function configuredRules(env: Env): ConfiguredRules {
  const vars = env as unknown as Record<string, unknown>;
  const rule = ([name, fallback]: readonly [string, string]) => parseLimit(name, String(vars[name] ?? fallback));
  return {
    signups: rule(LIMIT_VARS.signups),
    emails: rule(LIMIT_VARS.emails),
    otpFailures: rule(LIMIT_VARS.otpFailures),
    loginFailures: { ...rule(LIMIT_VARS.loginFailures), backoff: { baseMs: MINUTE, maxMs: HOUR } },
    invitations: rule(LIMIT_VARS.invitations),
  };
}

/** Throttle keys, so that every caller names the same counter the same way. */
export const limitKeys = {
  signupsOfClient: (client: string) => `signup:client:${client}`,
  emailsOfClient: (client: string) => `email:client:${client}`,
  emailsTo: (address: string) => `email:to:${address}`,
  invitationsOf: (userId: string) => `invite:account:${userId}`,
  otpTriesOf: (address: string) => `otp:address:${address}`,
  otpFailuresOfClient: (client: string) => `otp:client:${client}`,
  loginFromClient: (address: string, client: string) => `login:pair:${address}:${client}`,
  loginFromDevice: (userId: string, deviceId: string) => `login:device:${userId}:${deviceId}`,
  loginFailuresOfClient: (client: string) => `login:client:${client}`,
  loginFailuresOf: (address: string) => `login:account:${address}`,
};

/** What a refused request is told (app/lib/error-catalogue.ts), by the kind of key that refused it. */
export function limitCode(key: string): ErrorCode {
  const kind = key.split(":").slice(0, 2).join(":");
  switch (kind) {
    case "signup:client":
      return "signupThrottle";
    case "email:client":
      return "emailThrottle";
    case "email:to":
      return "emailToThrottle";
    case "invite:account":
      return "invitationThrottle";
    case "otp:address":
      return "otpAddressThrottle";
    case "otp:client":
      return "otpThrottle";
    default:
      return "loginThrottle";
  }
}
