import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordResets, sessions, users, verificationCodes } from "~/db/schema";
import { forgotPassword } from "~/server/auth/accounts.server";
import { OTP_RESEND_INTERVAL_MS } from "~/server/auth/codes.server";
import { PBKDF2_ITERATIONS, WORKERS_PBKDF2_MAX_ITERATIONS, hashPassword, verifyPassword } from "~/server/auth/password.server";
import { getDb } from "~/server/db.server";
import { createVerifiedUser, nextCode, ORIGIN, postJson, uniqueEmail } from "./helpers";

const db = () => getDb(env);
const password = "s3cure-enough-pass";

async function setCode(email: string, patch: Partial<typeof verificationCodes.$inferInsert>) {
  await db().update(verificationCodes).set(patch).where(eq(verificationCodes.email, email));
}

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
    const { status, body } = await postJson("/api/auth/signup", { email: email.toUpperCase(), password, fullName: "Ada Lovelace" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, requireVerification: true, email });
    expect(body.token).toBeUndefined();
    const user = await db().select().from(users).where(eq(users.email, email)).get();
    expect(user?.emailVerifiedAt).toBeNull();
    const code = await db().select().from(verificationCodes).where(eq(verificationCodes.email, email)).get();
    expect(code?.codeHash).toMatch(/^[0-9a-f]{64}$/);
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
    const rows = await db().select().from(users).where(eq(users.email, String(payload.email).toLowerCase()));
    expect(rows).toHaveLength(0);
  });

  it("refuses a verified address with a clear error", async () => {
    const existing = await createVerifiedUser();
    const { status, body } = await postJson("/api/auth/signup", { email: existing.email, password, fullName: "Someone" });
    expect(status).toBe(409);
    expect(body.message).toBe("An account with this email already exists. Please sign in instead.");
  });

  it("signing up again with a pending address replaces the code", async () => {
    const email = uniqueEmail();
    await postJson("/api/auth/signup", { email, password, fullName: "First" });
    const before = await db().select().from(verificationCodes).where(eq(verificationCodes.email, email)).get();
    await setCode(email, { lastSentAt: new Date(Date.now() - OTP_RESEND_INTERVAL_MS - 1000) });
    await postJson("/api/auth/signup", { email, password, fullName: "Second" });
    const after = await db().select().from(verificationCodes).where(eq(verificationCodes.email, email)).get();
    expect(after?.codeHash).not.toBe(before?.codeHash);
    expect((await db().select().from(users).where(eq(users.email, email)).get())?.fullName).toBe("Second");
  });

  it("refuses non-JSON bodies, cross-site origins and oversized bodies", async () => {
    const form = await SELF.fetch(`${ORIGIN}/api/auth/signup`, { method: "POST", body: "email=a@b.c" });
    expect(form.status).toBe(415);
    const crossSite = await postJson("/api/auth/signup", { email: uniqueEmail(), password, fullName: "X" }, { Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    const huge = await postJson("/api/auth/signup", { email: uniqueEmail(), password, fullName: "x".repeat(1_100_000) });
    expect(huge.status).toBe(413);
  });
});

describe("POST /api/auth/verify-otp", () => {
  it("verifies with the right code, returns token and user, and sets an httpOnly cookie", async () => {
    const email = uniqueEmail();
    await postJson("/api/auth/signup", { email, password, fullName: "Grace Hopper" });
    const { response, status, body } = await postJson("/api/auth/verify-otp", { email, otp: await nextCode(email) });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.user).toEqual({ id: expect.any(String), email, fullName: "Grace Hopper", profileImageUrl: null });
    expect(typeof body.token).toBe("string");
    const cookie = response.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/rb_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000/);
    // The code is single use.
    const again = await postJson("/api/auth/verify-otp", { email, otp: "000000" });
    expect(again.body).toMatchObject({ reason: "no_record", message: "No verification code found. Please request a new code." });
  });

  it("answers no_record when there is no pending registration", async () => {
    const { status, body } = await postJson("/api/auth/verify-otp", { email: uniqueEmail(), otp: "123456" });
    expect(status).toBe(400);
    expect(body.reason).toBe("no_record");
  });

  it("answers invalid for a wrong code and kills the code after five wrong tries", async () => {
    const email = uniqueEmail();
    await postJson("/api/auth/signup", { email, password, fullName: "X" });
    const code = await nextCode(email);
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
    const code = await nextCode(email);
    await setCode(email, { expiresAt: new Date(Date.now() - 1) });
    const { body } = await postJson("/api/auth/verify-otp", { email, otp: code });
    expect(body).toMatchObject({ success: false, reason: "expired", message: "Verification code has expired. Please request a new code." });
  });

  it("sends a new code and sets recoveryRequested when the pending session itself expired", async () => {
    const email = uniqueEmail();
    await postJson("/api/auth/signup", { email, password, fullName: "X" });
    const code = await nextCode(email);
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
    expect(resent.body).toMatchObject({ success: true, message: "A new verification code has been sent to your email." });
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
    const wrong = await postJson("/api/auth/login", { email: account.email, password: "wrong-password" }, { "CF-Connecting-IP": "10.0.0.1" });
    const unknown = await postJson("/api/auth/login", { email: uniqueEmail(), password }, { "CF-Connecting-IP": "10.0.0.1" });
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

  it("throttles repeated failures per account (429), even from many clients", async () => {
    const account = await createVerifiedUser("X", password);
    for (let i = 0; i < 5; i++) {
      const { status } = await postJson("/api/auth/login", { email: account.email, password: "nope-nope" }, { "CF-Connecting-IP": `10.1.0.${i}` });
      expect(status).toBe(401);
    }
    const blocked = await postJson("/api/auth/login", { email: account.email, password }, { "CF-Connecting-IP": "10.1.0.99" });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Too many failed sign-in attempts\. Please try again in \d+ minutes?\./);
  });

  it("throttles repeated failures per client across accounts (429)", async () => {
    const ip = "10.2.0.1";
    for (let i = 0; i < 20; i++) {
      await postJson("/api/auth/login", { email: uniqueEmail(), password: "nope-nope" }, { "CF-Connecting-IP": ip });
    }
    const account = await createVerifiedUser("X", password);
    const blocked = await postJson("/api/auth/login", { email: account.email, password }, { "CF-Connecting-IP": ip });
    expect(blocked.status).toBe(429);
    const elsewhere = await postJson("/api/auth/login", { email: account.email, password }, { "CF-Connecting-IP": "10.2.0.2" });
    expect(elsewhere.status).toBe(200);
  });
});

describe("sessions: /api/auth/me and /api/auth/logout", () => {
  it("accepts the token as a bearer and as the cookie, and logout ends the session on the server", async () => {
    const account = await createVerifiedUser();
    const viaBearer = await SELF.fetch(`${ORIGIN}/api/auth/me`, { headers: { Authorization: `Bearer ${account.token}` } });
    expect(viaBearer.status).toBe(200);
    expect(((await viaBearer.json()) as { user: { email: string } }).user.email).toBe(account.email);
    const viaCookie = await SELF.fetch(`${ORIGIN}/api/auth/me`, { headers: { Cookie: account.cookie } });
    expect(viaCookie.status).toBe(200);

    const stored = await db().select().from(sessions).where(eq(sessions.userId, account.user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).not.toBe(account.token);

    const out = await SELF.fetch(`${ORIGIN}/api/auth/logout`, { method: "POST", headers: { Authorization: `Bearer ${account.token}` } });
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
    expect((await SELF.fetch(`${ORIGIN}/api/auth/me`, { headers: { Authorization: "Bearer made-up" } })).status).toBe(401);
  });
});

describe("password reset", () => {
  async function resetTokenFor(email: string): Promise<string> {
    // The e-mailed link holds the raw token and the database only its hash, and the local inbox of
    // the send_email binding cannot be read from inside workerd. So this helper stores a reset row
    // of its own (the same shape the endpoint stores) to test what the reset endpoint does with a
    // token; the e-mailed link itself is followed in tests/e2e/accounts.e2e.ts.
    const { sha256Hex, randomToken } = await import("~/server/crypto.server");
    const user = await db().select().from(users).where(eq(users.email, email)).get();
    const token = randomToken();
    await db().insert(passwordResets).values({ tokenHash: await sha256Hex(token), userId: user!.id, expiresAt: new Date(Date.now() + 3_600_000) });
    return token;
  }

  it("forgot-password answers success for any address and stores a hashed, expiring token for real accounts", async () => {
    const account = await createVerifiedUser();
    const unknown = await postJson("/api/auth/forgot-password", { email: uniqueEmail() });
    expect(unknown).toMatchObject({ status: 200, body: { success: true } });
    // The endpoint does the work after answering; run the same function to completion here.
    await forgotPassword({ env }, { email: account.email }, ORIGIN);
    const rows = await db().select().from(passwordResets).where(eq(passwordResets.userId, account.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
  });

  it("resets the password once, ends every other session, and refuses reuse", async () => {
    const account = await createVerifiedUser("X", password);
    const other = await postJson("/api/auth/login", { email: account.email, password });
    const token = await resetTokenFor(account.email);
    const newPassword = "a brand new password";
    const reset = await postJson("/api/auth/reset-password", { token, password: newPassword }, { Authorization: `Bearer ${account.token}` });
    expect(reset).toMatchObject({ status: 200, body: { success: true } });

    const otherMe = await SELF.fetch(`${ORIGIN}/api/auth/me`, { headers: { Authorization: `Bearer ${other.body.token as string}` } });
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
    await db().update(passwordResets).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(passwordResets.userId, account.user.id));
    const { status } = await postJson("/api/auth/reset-password", { token, password: "whatever-long" });
    expect(status).toBe(400);
  });
});
