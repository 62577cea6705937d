/** The account flows of docs/api.md: sign-up, verification, sign-in, sessions and password reset. */
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordResets, sessions, users, verificationCodes } from "~/db/schema";
import { login } from "~/server/auth/login.server";
import { OTP_RESEND_INTERVAL_MS } from "~/server/auth/codes.server";
import {
  PBKDF2_ITERATIONS,
  WORKERS_PBKDF2_MAX_ITERATIONS,
  hashPassword,
  verifyPassword,
} from "~/server/auth/password.server";
import { cookiesFrom, createVerifiedUser, ORIGIN, postJson, uniqueEmail } from "./helpers";
import { emailedCode, mailsTo, resetLinkIn, waitForMail } from "./mailbox";
import { db, password, setCode } from "./auth-helpers";

describe("passwords", () => {
  it("uses PBKDF2 within the Workers iteration cap and stores the parameters with the hash", async () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(WORKERS_PBKDF2_MAX_ITERATIONS);
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    const hash = await hashPassword("hunter2hunter2");
    expect(hash).toMatch(/^pbkdf2-sha256\$100000\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain("hunter2");
    await expect(verifyPassword("hunter2hunter2", hash)).resolves.toBe(true);
    await expect(verifyPassword("hunter2hunter3", hash)).resolves.toBe(false);
    // Per-user salt: the same password hashes differently.
    expect(await hashPassword("hunter2hunter2")).not.toBe(hash);
  });
});

describe("POST /api/auth/signup", () => {
  it("creates a pending registration, stores only a hash of the code, and asks for verification", async () => {
    const email = uniqueEmail();
    const { status, body } = await postJson("/api/auth/signup", {
      email: email.toUpperCase(),
      password,
      fullName: "Ada Lovelace",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, requireVerification: true, email });
    expect(body.token).toBeUndefined();
    // The account exists once the address is verified; until then only the registration does.
    expect(await db().select().from(users).where(eq(users.email, email)).get()).toBeUndefined();
    const code = await db().select().from(verificationCodes).where(eq(verificationCodes.email, email)).get();
    expect(code?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(code)).not.toContain(password);
  });

  it.each([
    [{ email: "not-an-email", password, fullName: "X" }, "Please enter a valid email address."],
    [{ email: uniqueEmail(), password: "short", fullName: "X" }, "Password must be at least 8 characters."],
    [{ email: uniqueEmail(), password: "x".repeat(129), fullName: "X" }, "Password must be at most 128 characters."],
    [{ email: uniqueEmail(), password, fullName: "  " }, "Please enter your full name."],
  ])("rejects %j with a clear 400 and stores nothing", async (payload, message) => {
    const { status, body } = await postJson("/api/auth/signup", payload);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
    const rows = await db()
      .select()
      .from(users)
      .where(eq(users.email, String(payload.email).toLowerCase()));
    expect(rows).toHaveLength(0);
  });

  it("refuses a verified address with a clear error", async () => {
    const existing = await createVerifiedUser();
    const { status, body } = await postJson("/api/auth/signup", {
      email: existing.email,
      password,
      fullName: "Someone",
    });
    expect(status).toBe(409);
    expect(body.message).toBe("An account with this email already exists. Please sign in instead.");
  });

  it("signing up again from the same browser replaces its own registration's code and name", async () => {
    const email = uniqueEmail();
    const first = await postJson("/api/auth/signup", { email, password, fullName: "First" });
    const browser = cookiesFrom(first.response);
    const before = await db().select().from(verificationCodes).where(eq(verificationCodes.email, email)).get();
    await setCode(email, { lastSentAt: new Date(Date.now() - OTP_RESEND_INTERVAL_MS - 1000) });
    await postJson("/api/auth/signup", { email, password, fullName: "Second" }, { Cookie: browser });
    const after = await db().select().from(verificationCodes).where(eq(verificationCodes.email, email));
    expect(after).toHaveLength(1);
    expect(after[0]!.codeHash).not.toBe(before?.codeHash);
    const verified = await postJson(
      "/api/auth/verify-otp",
      { email, otp: await emailedCode(email) },
      { Cookie: browser },
    );
    expect(verified.body.user).toMatchObject({ fullName: "Second" });
  });

  it("refuses non-JSON bodies, cross-site origins and oversized bodies", async () => {
    const form = await SELF.fetch(`${ORIGIN}/api/auth/signup`, { method: "POST", body: "email=a@b.c" });
    expect(form.status).toBe(415);
    const crossSite = await postJson(
      "/api/auth/signup",
      { email: uniqueEmail(), password, fullName: "X" },
      { Origin: "https://evil.example" },
    );
    expect(crossSite.status).toBe(403);
    const huge = await postJson("/api/auth/signup", {
      email: uniqueEmail(),
      password,
      fullName: "x".repeat(1_100_000),
    });
    expect(huge.status).toBe(413);
  });
});

describe("POST /api/auth/verify-otp", () => {
  it("verifies with the right code, returns token and user, and sets an httpOnly cookie", async () => {
    const email = uniqueEmail();
    await postJson("/api/auth/signup", { email, password, fullName: "Grace Hopper" });
    const { response, status, body } = await postJson("/api/auth/verify-otp", { email, otp: await emailedCode(email) });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.user).toEqual({ id: expect.any(String), email, fullName: "Grace Hopper", profileImageUrl: null });
    expect(typeof body.token).toBe("string");
    const cookie = response.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/rb_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000/);
    // The code is single use.
    const again = await postJson("/api/auth/verify-otp", { email, otp: "000000" });
    expect(again.body).toMatchObject({
      reason: "no_record",
      message: "No verification code found. Please request a new code.",
    });
  });

  it("answers no_record when there is no pending registration", async () => {
    const { status, body } = await postJson("/api/auth/verify-otp", { email: uniqueEmail(), otp: "123456" });
    expect(status).toBe(400);
    expect(body.reason).toBe("no_record");
  });

  it("answers invalid for a wrong code and kills the code after five wrong tries", async () => {
    const email = uniqueEmail();
    await postJson("/api/auth/signup", { email, password, fullName: "X" });
    const code = await emailedCode(email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 5; attempt++) {
      const { body } = await postJson("/api/auth/verify-otp", { email, otp: wrong });
      expect(body.reason).toBe("invalid");
    }
    const { body } = await postJson("/api/auth/verify-otp", { email, otp: code });
    expect(body).toMatchObject({ success: false, reason: "expired" });
  });

  it("answers expired after ten minutes", async () => {
    const email = uniqueEmail();
    await postJson("/api/auth/signup", { email, password, fullName: "X" });
    const code = await emailedCode(email);
    await setCode(email, { expiresAt: new Date(Date.now() - 1) });
    const { body } = await postJson("/api/auth/verify-otp", { email, otp: code });
    expect(body).toMatchObject({
      success: false,
      reason: "expired",
      message: "Verification code has expired. Please request a new code.",
    });
  });

  it("sends a new code and sets recoveryRequested when the pending session itself expired", async () => {
    const email = uniqueEmail();
    await postJson("/api/auth/signup", { email, password, fullName: "X" });
    const code = await emailedCode(email);
    await setCode(email, { sessionExpiresAt: new Date(Date.now() - 1) });
    const { body } = await postJson("/api/auth/verify-otp", { email, otp: code });
    expect(body).toMatchObject({ success: false, recoveryRequested: true });
    const renewed = await db().select().from(verificationCodes).where(eq(verificationCodes.email, email)).get();
    expect(renewed!.sessionExpiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});

describe("POST /api/auth/resend-otp", () => {
  it("answers 400 without a pending registration", async () => {
    const { status, body } = await postJson("/api/auth/resend-otp", { email: uniqueEmail() });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });

  it("resends at most once a minute per address", async () => {
    const email = uniqueEmail();
    await postJson("/api/auth/signup", { email, password, fullName: "X" });
    const tooSoon = await postJson("/api/auth/resend-otp", { email });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    await setCode(email, { lastSentAt: new Date(Date.now() - OTP_RESEND_INTERVAL_MS - 1000) });
    const resent = await postJson("/api/auth/resend-otp", { email });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({
      success: true,
      message: "A new verification code has been sent to your email.",
    });
  });
});

describe("POST /api/auth/login", () => {
  it("signs a verified user in", async () => {
    const account = await createVerifiedUser("Alan Turing", password);
    const { status, body } = await postJson("/api/auth/login", { email: account.email, password });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, user: { email: account.email, fullName: "Alan Turing" } });
  });

  it("answers one generic message for a wrong password and an unknown address", async () => {
    const account = await createVerifiedUser("X", password);
    const wrong = await postJson(
      "/api/auth/login",
      { email: account.email, password: "wrong-password" },
      { "CF-Connecting-IP": "10.0.0.1" },
    );
    const unknown = await postJson(
      "/api/auth/login",
      { email: uniqueEmail(), password },
      { "CF-Connecting-IP": "10.0.0.1" },
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe("Invalid email or password.");
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it("asks an unverified account to verify and sends a fresh code", async () => {
    const email = uniqueEmail();
    await postJson("/api/auth/signup", { email, password, fullName: "X" });
    await setCode(email, { lastSentAt: new Date(Date.now() - OTP_RESEND_INTERVAL_MS - 1000) });
    const before = await db().select().from(verificationCodes).where(eq(verificationCodes.email, email)).get();
    const { status, body } = await postJson("/api/auth/login", { email, password });
    expect(status).toBe(403);
    expect(body).toMatchObject({ success: false, requireVerification: true, email });
    const after = await db().select().from(verificationCodes).where(eq(verificationCodes.email, email)).get();
    expect(after!.codeHash).not.toBe(before!.codeHash);
  });

  it("throttles repeated failures per client across accounts (429), but not the owner's own device", async () => {
    const account = await createVerifiedUser("X", password);
    const ownDevice = cookiesFrom((await postJson("/api/auth/login", { email: account.email, password })).response);
    for (let i = 0; i < 20; i++) {
      expect((await postJson("/api/auth/login", { email: uniqueEmail(), password: "nope-nope" })).status).toBe(401);
    }
    const blocked = await postJson("/api/auth/login", { email: account.email, password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many failed sign-in attempts\. Please try again in \d+ minutes?\./);
    const owner = await postJson("/api/auth/login", { email: account.email, password }, { Cookie: ownDevice });
    expect(owner.status).toBe(200);
    // Another client is not affected by this one's failures.
    const elsewhere = await login(
      { env },
      { email: account.email, password },
      { client: "198.51.100.2", device: null },
    );
    expect(elsewhere.status).toBe(200);
  });
});

describe("sessions: /api/auth/me and /api/auth/logout", () => {
  it("accepts the token as a bearer and as the cookie, and logout ends the session on the server", async () => {
    const account = await createVerifiedUser();
    const viaBearer = await SELF.fetch(`${ORIGIN}/api/auth/me`, {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    expect(viaBearer.status).toBe(200);
    expect(((await viaBearer.json()) as { user: { email: string } }).user.email).toBe(account.email);
    const viaCookie = await SELF.fetch(`${ORIGIN}/api/auth/me`, { headers: { Cookie: account.cookie } });
    expect(viaCookie.status).toBe(200);

    const stored = await db().select().from(sessions).where(eq(sessions.userId, account.user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).not.toBe(account.token);

    const out = await SELF.fetch(`${ORIGIN}/api/auth/logout`, {
      method: "POST",
      headers: { Authorization: `Bearer ${account.token}` },
    });
    expect(out.status).toBe(200);
    expect(out.headers.get("Set-Cookie")).toContain("Max-Age=0");
    const after = await SELF.fetch(`${ORIGIN}/api/auth/me`, { headers: { Cookie: account.cookie } });
    expect(after.status).toBe(401);
  });

  it("lets a signed-in user open guarded pages", async () => {
    const account = await createVerifiedUser("Katherine Johnson");
    const page = await SELF.fetch(`${ORIGIN}/templates`, { headers: { Cookie: account.cookie }, redirect: "manual" });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Katherine Johnson");
  });

  it("answers 401 for a missing or made-up token", async () => {
    expect((await SELF.fetch(`${ORIGIN}/api/auth/me`)).status).toBe(401);
    expect((await SELF.fetch(`${ORIGIN}/api/auth/me`, { headers: { Authorization: "Bearer made-up" } })).status).toBe(
      401,
    );
  });
});

describe("password reset", () => {
  /** Asks for a reset link as a visitor does, and takes the token from the link the e-mail carries. */
  async function resetTokenFor(email: string): Promise<string> {
    expect((await postJson("/api/auth/forgot-password", { email })).status).toBe(200);
    // The first e-mail to the address was its verification code; the reset link comes second.
    const link = new URL(resetLinkIn(await waitForMail(email, { nth: 2 })));
    expect(`${link.origin}${link.pathname}`).toBe(`${ORIGIN}/login/reset`);
    return link.searchParams.get("token")!;
  }

  it("forgot-password answers success for any address and stores a hashed, expiring token for real accounts", async () => {
    const account = await createVerifiedUser();
    const unknownAddress = uniqueEmail();
    const unknown = await postJson("/api/auth/forgot-password", { email: unknownAddress });
    expect(unknown).toMatchObject({ status: 200, body: { success: true } });
    const token = await resetTokenFor(account.email);
    const rows = await db().select().from(passwordResets).where(eq(passwordResets.userId, account.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    // Nothing went to the address without an account.
    expect(await mailsTo(unknownAddress)).toHaveLength(0);
  });

  it("resets the password once, ends every other session, and refuses reuse", async () => {
    const account = await createVerifiedUser("X", password);
    const other = await postJson("/api/auth/login", { email: account.email, password });
    const token = await resetTokenFor(account.email);
    const newPassword = "a brand new password";
    const reset = await postJson(
      "/api/auth/reset-password",
      { token, password: newPassword },
      { Authorization: `Bearer ${account.token}` },
    );
    expect(reset).toMatchObject({ status: 200, body: { success: true } });

    const otherMe = await SELF.fetch(`${ORIGIN}/api/auth/me`, {
      headers: { Authorization: `Bearer ${other.body.token as string}` },
    });
    expect(otherMe.status).toBe(401);
    const keptMe = await SELF.fetch(`${ORIGIN}/api/auth/me`, { headers: { Authorization: `Bearer ${account.token}` } });
    expect(keptMe.status).toBe(200);

    expect((await postJson("/api/auth/login", { email: account.email, password })).status).toBe(401);
    expect((await postJson("/api/auth/login", { email: account.email, password: newPassword })).status).toBe(200);

    const reuse = await postJson("/api/auth/reset-password", { token, password: "yet another one" });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe("This reset link is invalid or has expired. Please request a new one.");
  });

  it("refuses an expired link", async () => {
    const account = await createVerifiedUser();
    const token = await resetTokenFor(account.email);
    await db()
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(passwordResets.userId, account.user.id));
    const { status } = await postJson("/api/auth/reset-password", { token, password: "whatever-long" });
    expect(status).toBe(400);
  });
});

/*
 * Hardening of the "Accounts" security issue. Every request of these tests comes from the one
 * local client (docs/decisions/client-address.md); each test starts with that client's record
 * empty (tests/integration/fresh-client.ts), and the limits are the production ones.
 */

/** A 6-digit code that is not `code`. */
