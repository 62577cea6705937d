import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordResets, sessions, users, verificationCodes } from "~/db/schema";
import { login } from "~/server/auth/login.server";
import { OTP_RESEND_INTERVAL_MS } from "~/server/auth/codes.server";
import { PBKDF2_ITERATIONS, WORKERS_PBKDF2_MAX_ITERATIONS, hashPassword, verifyPassword } from "~/server/auth/password.server";
import { getDb } from "~/server/db.server";
import { sendCollaboratorInvite, sendPasswordReset, sendVerificationCode } from "~/server/auth/email.server";
import { clientKey } from "~/server/http.server";
import { PRODUCT_NAME } from "~/components/brand";
import { cookiesFrom, createVerifiedUser, ORIGIN, postJson, uniqueEmail } from "./helpers";
import { emailedCode, mailsTo, resetLinkIn, waitForMail } from "./mailbox";

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
    const rows = await db().select().from(users).where(eq(users.email, String(payload.email).toLowerCase()));
    expect(rows).toHaveLength(0);
  });

  it("refuses a verified address with a clear error", async () => {
    const existing = await createVerifiedUser();
    const { status, body } = await postJson("/api/auth/signup", { email: existing.email, password, fullName: "Someone" });
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
    const verified = await postJson("/api/auth/verify-otp", { email, otp: await emailedCode(email) }, { Cookie: browser });
    expect(verified.body.user).toMatchObject({ fullName: "Second" });
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
    const { response, status, body } = await postJson("/api/auth/verify-otp", { email, otp: await emailedCode(email) });
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
    expect(body).toMatchObject({ success: false, reason: "expired", message: "Verification code has expired. Please request a new code." });
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
    const elsewhere = await login({ env }, { email: account.email, password }, { client: "198.51.100.2", device: null });
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

/*
 * Hardening of the "Accounts" security issue. Every request of these tests comes from the one
 * local client (docs/decisions/client-address.md); each test starts with that client's record
 * empty (tests/integration/fresh-client.ts), and the limits are the production ones.
 */

/** A 6-digit code that is not `code`. */
function wrongCode(code: string, offset = 1): string {
  return String((Number(code) + offset) % 1_000_000).padStart(6, "0");
}

function expectRetryAfter(response: Response) {
  expect(response.headers.get("Retry-After")).toMatch(/^[1-9]\d*$/);
}

describe("pending registrations cannot be taken over (issue item 1)", () => {
  const victimPassword = "the victim's own passphrase";
  const attackerPassword = "the attacker's passphrase";

  it.each([
    ["at once", 0],
    ["a minute later", OTP_RESEND_INTERVAL_MS + 1000],
  ])("a second sign-up %s leaves the first alone: the first code activates the first password", async (_when, laterMs) => {
    const email = uniqueEmail("pending");
    expect((await postJson("/api/auth/signup", { email, password: victimPassword, fullName: "Victor Victim" })).status).toBe(200);
    const victimCode = await emailedCode(email, { nth: 1 });
    if (laterMs) await setCode(email, { lastSentAt: new Date(Date.now() - laterMs) });
    const second = await postJson("/api/auth/signup", { email, password: attackerPassword, fullName: "Mallory" });
    expect(second.status).toBe(200);

    const verified = await postJson("/api/auth/verify-otp", { email, otp: victimCode });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ email, fullName: "Victor Victim" });
    expect((await postJson("/api/auth/login", { email, password: victimPassword })).status).toBe(200);
    expect((await postJson("/api/auth/login", { email, password: attackerPassword })).status).toBe(401);
  });

  it("the browser that signed up accepts only its own registration's code", async () => {
    const email = uniqueEmail("pending");
    const victim = await postJson("/api/auth/signup", { email, password: victimPassword, fullName: "Victor Victim" });
    const victimBrowser = cookiesFrom(victim.response);
    await postJson("/api/auth/signup", { email, password: attackerPassword, fullName: "Mallory" });
    // The attacker's sign-up e-mailed its code to the victim's inbox; the victim types it in.
    const attackerCode = await emailedCode(email, { nth: 2 });
    const confused = await postJson("/api/auth/verify-otp", { email, otp: attackerCode }, { Cookie: victimBrowser });
    expect(confused.status).toBe(400);
    expect(confused.body).toMatchObject({ success: false, reason: "invalid" });
    expect(await db().select().from(users).where(eq(users.email, email)).get()).toBeUndefined();
  });
});

describe("redirectTo never leaves the site (issue item 2)", () => {
  const hostile = [
    "/\t/evil.example/x",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\t//evil.example",
    " //evil.example",
    "\u0000//evil.example",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "\\/evil.example",
    "/\t\\evil.example",
    "/.//evil.example",
    "/x/..//evil.example",
    "/%2F/evil.example",
    "https://evil.example",
    "http:evil.example",
    "https:/\\evil.example",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
  ];

  function expectSamePath(response: Response) {
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    // Resolved the way a browser resolves a Location header against the page.
    expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(location).not.toMatch(/[\p{Cc} \\]/u);
  }

  it.each(hostile)("keeps %j on this site, signed in already and through the sign-in form", async (redirectTo) => {
    const account = await createVerifiedUser();
    const query = new URLSearchParams({ redirectTo });
    expectSamePath(await SELF.fetch(`${ORIGIN}/login?${query}`, { headers: { Cookie: account.cookie }, redirect: "manual" }));
    const form = await SELF.fetch(`${ORIGIN}/login?${query}`, {
      method: "POST",
      body: new URLSearchParams({ email: account.email, password: account.password }),
      redirect: "manual",
    });
    expectSamePath(form);
  });

  it("still follows a same-site path with its query and fragment", async () => {
    const account = await createVerifiedUser();
    const redirectTo = "/builder/modern-professional?resume=abc#top";
    const response = await SELF.fetch(`${ORIGIN}/login?${new URLSearchParams({ redirectTo })}`, { headers: { Cookie: account.cookie }, redirect: "manual" });
    expect(response.headers.get("Location")).toBe(redirectTo);
  });
});

describe("verification codes under attack (issue item 3)", () => {
  it("counts 30 codes sent at once before comparing: at most five are checked", async () => {
    const email = uniqueEmail("race");
    await postJson("/api/auth/signup", { email, password, fullName: "X" });
    const code = await emailedCode(email);
    // The right code goes 21st of 30, as in the report.
    const tries = Array.from({ length: 30 }, (_, i) => (i === 20 ? code : wrongCode(code, i + 1)));
    const answers = await Promise.all(tries.map((otp) => postJson("/api/auth/verify-otp", { email, otp })));
    const checked = answers.filter((answer) => answer.status === 200 || answer.body.reason === "invalid");
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
  });

  it("limits verification tries per address over a day, across fresh codes (429)", async () => {
    const email = uniqueEmail();
    await postJson("/api/auth/signup", { email, password, fullName: "X" });
    for (let round = 0; round < 3; round++) {
      if (round > 0) {
        // A resend every minute hands out a fresh code with five fresh tries.
        await setCode(email, { lastSentAt: new Date(Date.now() - OTP_RESEND_INTERVAL_MS - 1000) });
        expect((await postJson("/api/auth/resend-otp", { email })).status).toBe(200);
      }
      const code = await emailedCode(email, { nth: round + 1 });
      for (let i = 1; i <= 5; i++) {
        expect((await postJson("/api/auth/verify-otp", { email, otp: wrongCode(code, i) })).body.reason).toBe("invalid");
      }
    }
    const blocked = await postJson("/api/auth/verify-otp", { email, otp: await emailedCode(email) });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many verification attempts for this address\. Please try again in \d+ (minutes?|hours?)\.$/);
    expectRetryAfter(blocked.response);
  });

  it("limits wrong codes per client over a day, across addresses (429)", async () => {
    for (let n = 0; n < 6; n++) {
      const email = uniqueEmail();
      await postJson("/api/auth/signup", { email, password, fullName: "X" });
      const code = await emailedCode(email);
      for (let i = 1; i <= 5; i++) await postJson("/api/auth/verify-otp", { email, otp: wrongCode(code, i) });
    }
    const email = uniqueEmail();
    await postJson("/api/auth/signup", { email, password, fullName: "X" });
    const blocked = await postJson("/api/auth/verify-otp", { email, otp: await emailedCode(email) });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many verification attempts\. Please try again in \d+ (minutes?|hours?)\.$/);
    expectRetryAfter(blocked.response);
  });
});

describe("sign-in throttling cannot lock the owner out (issue item 4)", () => {
  it("wrong passwords from elsewhere do not lock the owner out: their device keeps its own budget", async () => {
    const account = await createVerifiedUser("Owner", password);
    const ownDevice = cookiesFrom((await postJson("/api/auth/login", { email: account.email, password })).response);
    for (let i = 0; i < 5; i++) {
      expect((await postJson("/api/auth/login", { email: account.email, password: "a wrong guess" })).status).toBe(401);
    }
    const attacker = await postJson("/api/auth/login", { email: account.email, password: "another guess" });
    expect(attacker.status).toBe(429);
    expect(attacker.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/);
    expectRetryAfter(attacker.response);
    const owner = await postJson("/api/auth/login", { email: account.email, password }, { Cookie: ownDevice });
    expect(owner.status).toBe(200);
  });

  it("backs off exponentially per account and client, and the right password clears it", async () => {
    const account = await createVerifiedUser("Owner", password);
    const client = { client: "203.0.113.10", device: null };
    const wrong = { email: account.email, password: "a wrong guess" };
    const start = Date.now();
    for (let i = 0; i < 5; i++) expect((await login({ env, now: start }, wrong, client)).status).toBe(401);
    let now = start;
    for (const waitMs of [30_000, 60_000, 120_000]) {
      const early = await login({ env, now: now + waitMs - 1000 }, { email: account.email, password }, client);
      expect(early.status).toBe(429);
      expect(early.retryAfterMs).toBeGreaterThan(0);
      now += waitMs;
      expect((await login({ env, now }, wrong, client)).status).toBe(401);
    }
    now += 240_000;
    expect((await login({ env, now }, { email: account.email, password }, client)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login({ env, now }, wrong, client)).status).toBe(401);
  });

  it("a per-account ceiling stops distributed guessing, but not the owner's own device", async () => {
    const account = await createVerifiedUser("Owner", password);
    const signedIn = await postJson("/api/auth/login", { email: account.email, password });
    const device = /rb_device=([^;]+)/.exec(cookiesFrom(signedIn.response))![1]!;
    const wrong = { email: account.email, password: "a wrong guess" };
    for (let i = 0; i < 100; i++) {
      expect((await login({ env }, wrong, { client: `198.18.${i >> 8}.${i & 255}`, device: null })).status).toBe(401);
    }
    const stranger = await login({ env }, { email: account.email, password }, { client: "203.0.113.77", device: null });
    expect(stranger.status).toBe(429);
    const owner = await login({ env }, { email: account.email, password }, { client: "203.0.113.77", device });
    expect(owner.status).toBe(200);
  });
});

describe("control characters stay out of names and e-mail headers (issue item 5)", () => {
  it("strips CR, LF and other control characters from a full name", async () => {
    const email = uniqueEmail();
    expect((await postJson("/api/auth/signup", { email, password, fullName: "Mallory\r\nBcc: victim@example.com\u0007" })).status).toBe(200);
    const verified = await postJson("/api/auth/verify-otp", { email, otp: await emailedCode(email) });
    expect((verified.body.user as { fullName: string }).fullName).toBe("Mallory Bcc: victim@example.com");
  });

  it("keeps control characters out of every header of every e-mail, whatever the stored values", async () => {
    // The real local send_email binding, with a sender setting that holds a line break.
    // (The generated Env types EMAIL_FROM as wrangler.toml's value; this one is deliberately other.)
    const withBadSender: Env = { ...env, EMAIL_FROM: "Resume\r\nBcc: all@evil.example <no-reply@example.com>" as string as Env["EMAIL_FROM"] };
    const to = uniqueEmail("headers");
    const name = "Eve\r\nBcc: victim@example.com\u0000";
    await sendCollaboratorInvite(withBadSender, { to: `${to}\r\n`, inviterName: name, resumeTitle: "CV\r\nX", role: "editor", url: `${ORIGIN}/x`, hasAccount: true });
    await sendVerificationCode(withBadSender, to, name, "123456");
    await sendPasswordReset(withBadSender, to, name, `${ORIGIN}/login/reset?token=x`);
    const sent = await mailsTo(to);
    expect(sent).toHaveLength(3);
    for (const mail of sent) {
      for (const value of [mail.from!, mail.to, mail.subject]) expect(value).not.toMatch(/\p{Cc}/u);
      expect(mail.to).toBe(to);
      expect(mail.from).toContain("no-reply@example.com");
    }
    expect(sent[0]!.subject).toBe(`Eve Bcc: victim@example.com shared a resume with you on ${PRODUCT_NAME}`);
  });
});

describe("e-mail volume (issue item 6)", () => {
  it("limits sign-ups per client: of 15 to 15 addresses in a row, the 11th gets 429 with Retry-After", async () => {
    const answers = [];
    for (let i = 0; i < 15; i++) answers.push(await postJson("/api/auth/signup", { email: uniqueEmail("burst"), password, fullName: "X" }));
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(10).fill(200), ...Array<number>(5).fill(429)]);
    expect(answers[10]!.body.message).toMatch(/^Too many sign-up attempts\. Please try again in \d+ minutes?\.$/);
    expectRetryAfter(answers[10]!.response);
  });

  it("limits the e-mails one client can cause, whatever the action (forgot-password, 21 addresses)", async () => {
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await postJson("/api/auth/forgot-password", { email: uniqueEmail("forgot") }));
    expect(answers.slice(0, 20).every((answer) => answer.status === 200)).toBe(true);
    expect(answers[20]!.status).toBe(429);
    expect(answers[20]!.body.message).toMatch(/^Too many emails sent at your request\. Please try again in \d+ minutes?\.$/);
    expectRetryAfter(answers[20]!.response);
  });

  it("limits the account e-mails one address receives (a sign-up and its resends)", async () => {
    const email = uniqueEmail();
    await postJson("/api/auth/signup", { email, password, fullName: "X" });
    for (let i = 0; i < 4; i++) {
      await setCode(email, { lastSentAt: new Date(Date.now() - OTP_RESEND_INTERVAL_MS - 1000) });
      expect((await postJson("/api/auth/resend-otp", { email })).status).toBe(200);
    }
    await setCode(email, { lastSentAt: new Date(Date.now() - OTP_RESEND_INTERVAL_MS - 1000) });
    const blocked = await postJson("/api/auth/resend-otp", { email });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many emails were sent to this address recently\. Please try again in \d+ minutes?\.$/);
    expectRetryAfter(blocked.response);
  });

  it("a normal user flow stays within every limit: sign up, resend once, verify, sign in, sign out, sign in again", async () => {
    const email = uniqueEmail("normal");
    const signedUp = await postJson("/api/auth/signup", { email, password, fullName: "Norma Normal" });
    expect(signedUp.status).toBe(200);
    let browser = cookiesFrom(signedUp.response);
    await setCode(email, { lastSentAt: new Date(Date.now() - OTP_RESEND_INTERVAL_MS - 1000) });
    expect((await postJson("/api/auth/resend-otp", { email }, { Cookie: browser })).status).toBe(200);
    const verified = await postJson("/api/auth/verify-otp", { email, otp: await emailedCode(email) }, { Cookie: browser });
    expect(verified.status).toBe(200);
    browser = cookiesFrom(verified.response, browser);
    for (let round = 0; round < 2; round++) {
      const out = await SELF.fetch(`${ORIGIN}/api/auth/logout`, { method: "POST", headers: { Cookie: browser } });
      expect(out.status).toBe(200);
      browser = cookiesFrom(out, browser);
      const signedIn = await postJson("/api/auth/login", { email, password }, { Cookie: browser });
      expect(signedIn.status).toBe(200);
      browser = cookiesFrom(signedIn.response, browser);
    }
  });
});

describe("sign-up for a registered address (issue item 7)", () => {
  it("answers 409 as docs/decisions/signup-enumeration.md decides, and counts it against the client's sign-ups", async () => {
    const existing = await createVerifiedUser();
    for (let i = 0; i < 9; i++) {
      expect((await postJson("/api/auth/signup", { email: existing.email, password, fullName: "Someone" })).status).toBe(409);
    }
    const blocked = await postJson("/api/auth/signup", { email: existing.email, password, fullName: "Someone" });
    expect(blocked.status).toBe(429);
    expectRetryAfter(blocked.response);
  });
});

describe("the client address for per-client limits (issue item 8)", () => {
  it("ignores a CF-Connecting-IP the client set itself: spoofed addresses share one budget", async () => {
    for (let i = 0; i < 20; i++) {
      await postJson("/api/auth/login", { email: uniqueEmail(), password: "nope-nope" }, { "CF-Connecting-IP": `10.3.${i}.1` });
    }
    const spoofed = await postJson("/api/auth/login", { email: uniqueEmail(), password: "nope-nope" }, { "CF-Connecting-IP": "10.3.200.1" });
    expect(spoofed.status).toBe(429);
  });

  it("reads the platform's header only where configured as behind Cloudflare's edge, and only on edge requests", () => {
    const edge = { CLIENT_IP_HEADER: "CF-Connecting-IP" };
    const request = (headers: Record<string, string>, cf?: Record<string, unknown>) =>
      new Request(`${ORIGIN}/api/auth/login`, { headers, cf } as RequestInit);
    expect(env.CLIENT_IP_HEADER).toBe("none");
    expect(clientKey(request({ "CF-Connecting-IP": "203.0.113.9" }, { colo: "AMS" }), edge)).toBe("203.0.113.9");
    expect(clientKey(request({ "CF-Connecting-IP": "203.0.113.9" }, { colo: "AMS" }), { CLIENT_IP_HEADER: "none" })).toBe("local");
    expect(clientKey(request({ "CF-Connecting-IP": "203.0.113.9" }), edge)).toBe("local");
    expect(clientKey(request({}, { colo: "AMS" }), edge)).toBe("local");
    expect(clientKey(request({ "CF-Connecting-IP": "not an address" }, { colo: "AMS" }), edge)).toBe("local");
    // One IPv6 subscriber holds a whole /64: it is one client.
    expect(clientKey(request({ "CF-Connecting-IP": "2001:db8:1:2:aaaa::1" }, { colo: "AMS" }), edge)).toBe("2001:db8:1:2::/64");
    expect(clientKey(request({ "CF-Connecting-IP": "2001:DB8:1:2:bbbb:cccc:dddd:eeee" }, { colo: "AMS" }), edge)).toBe("2001:db8:1:2::/64");
  });
});
