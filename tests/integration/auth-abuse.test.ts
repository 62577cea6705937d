/** The accounts under attack: take-overs, redirects, guessing, header injection, e-mail floods, spoofed clients (docs/limits.md). */
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { login } from "~/server/auth/login.server";
import { OTP_RESEND_INTERVAL_MS } from "~/server/auth/codes.server";
import { sendCollaboratorInvite, sendPasswordReset, sendVerificationCode } from "~/server/auth/email.server";
import { clientKey } from "~/server/client-key.server";
import { PRODUCT_NAME } from "~/lib/product";
import { cookiesFrom, createVerifiedUser, ORIGIN, postJson, uniqueEmail } from "./helpers";
import { emailedCode, mailsTo } from "./mailbox";
import { db, expectRetryAfter, password, setCode, wrongCode } from "./auth-helpers";

describe("pending registrations cannot be taken over (issue item 1)", () => {
  const victimPassword = "the victim's own passphrase";
  const attackerPassword = "the attacker's passphrase";

  it.each([
    ["at once", 0],
    ["a minute later", OTP_RESEND_INTERVAL_MS + 1000],
  ])(
    "a second sign-up %s leaves the first alone: the first code activates the first password",
    async (_when, laterMs) => {
      const email = uniqueEmail("pending");
      expect(
        (await postJson("/api/auth/signup", { email, password: victimPassword, fullName: "Victor Victim" })).status,
      ).toBe(200);
      const victimCode = await emailedCode(email, { nth: 1 });
      if (laterMs) await setCode(email, { lastSentAt: new Date(Date.now() - laterMs) });
      const second = await postJson("/api/auth/signup", { email, password: attackerPassword, fullName: "Mallory" });
      expect(second.status).toBe(200);

      const verified = await postJson("/api/auth/verify-otp", { email, otp: victimCode });
      expect(verified.status).toBe(200);
      expect(verified.body.user).toMatchObject({ email, fullName: "Victor Victim" });
      expect((await postJson("/api/auth/login", { email, password: victimPassword })).status).toBe(200);
      expect((await postJson("/api/auth/login", { email, password: attackerPassword })).status).toBe(401);
    },
  );

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
    expectSamePath(
      await SELF.fetch(`${ORIGIN}/login?${query}`, { headers: { Cookie: account.cookie }, redirect: "manual" }),
    );
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
    const response = await SELF.fetch(`${ORIGIN}/login?${new URLSearchParams({ redirectTo })}`, {
      headers: { Cookie: account.cookie },
      redirect: "manual",
    });
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
        expect((await postJson("/api/auth/verify-otp", { email, otp: wrongCode(code, i) })).body.reason).toBe(
          "invalid",
        );
      }
    }
    const blocked = await postJson("/api/auth/verify-otp", { email, otp: await emailedCode(email) });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(
      /^Too many verification attempts for this address\. Please try again in \d+ (minutes?|hours?)\.$/,
    );
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
    expect(blocked.body.message).toMatch(
      /^Too many verification attempts\. Please try again in \d+ (minutes?|hours?)\.$/,
    );
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
    expect(
      (await postJson("/api/auth/signup", { email, password, fullName: "Mallory\r\nBcc: victim@example.com\u0007" }))
        .status,
    ).toBe(200);
    const verified = await postJson("/api/auth/verify-otp", { email, otp: await emailedCode(email) });
    expect((verified.body.user as { fullName: string }).fullName).toBe("Mallory Bcc: victim@example.com");
  });

  it("keeps control characters out of every header of every e-mail, whatever the stored values", async () => {
    // The real local send_email binding, with a sender setting that holds a line break.
    // (The generated Env types EMAIL_FROM as wrangler.toml's value; this one is deliberately other.)
    const withBadSender: Env = {
      ...env,
      EMAIL_FROM: "Resume\r\nBcc: all@evil.example <no-reply@example.com>" as string as Env["EMAIL_FROM"],
    };
    const to = uniqueEmail("headers");
    const name = "Eve\r\nBcc: victim@example.com\u0000";
    await sendCollaboratorInvite(withBadSender, {
      to: `${to}\r\n`,
      inviterName: name,
      resumeTitle: "CV\r\nX",
      role: "editor",
      url: `${ORIGIN}/x`,
      hasAccount: true,
    });
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
    for (let i = 0; i < 15; i++)
      answers.push(await postJson("/api/auth/signup", { email: uniqueEmail("burst"), password, fullName: "X" }));
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array<number>(10).fill(200),
      ...Array<number>(5).fill(429),
    ]);
    expect(answers[10]!.body.message).toMatch(/^Too many sign-up attempts\. Please try again in \d+ minutes?\.$/);
    expectRetryAfter(answers[10]!.response);
  });

  it("limits the e-mails one client can cause, whatever the action (forgot-password, 21 addresses)", async () => {
    const answers = [];
    for (let i = 0; i < 21; i++)
      answers.push(await postJson("/api/auth/forgot-password", { email: uniqueEmail("forgot") }));
    expect(answers.slice(0, 20).every((answer) => answer.status === 200)).toBe(true);
    expect(answers[20]!.status).toBe(429);
    expect(answers[20]!.body.message).toMatch(
      /^Too many emails sent at your request\. Please try again in \d+ minutes?\.$/,
    );
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
    expect(blocked.body.message).toMatch(
      /^Too many emails were sent to this address recently\. Please try again in \d+ minutes?\.$/,
    );
    expectRetryAfter(blocked.response);
  });

  it("a normal user flow stays within every limit: sign up, resend once, verify, sign in, sign out, sign in again", async () => {
    const email = uniqueEmail("normal");
    const signedUp = await postJson("/api/auth/signup", { email, password, fullName: "Norma Normal" });
    expect(signedUp.status).toBe(200);
    let browser = cookiesFrom(signedUp.response);
    await setCode(email, { lastSentAt: new Date(Date.now() - OTP_RESEND_INTERVAL_MS - 1000) });
    expect((await postJson("/api/auth/resend-otp", { email }, { Cookie: browser })).status).toBe(200);
    const verified = await postJson(
      "/api/auth/verify-otp",
      { email, otp: await emailedCode(email) },
      { Cookie: browser },
    );
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
      expect(
        (await postJson("/api/auth/signup", { email: existing.email, password, fullName: "Someone" })).status,
      ).toBe(409);
    }
    const blocked = await postJson("/api/auth/signup", { email: existing.email, password, fullName: "Someone" });
    expect(blocked.status).toBe(429);
    expectRetryAfter(blocked.response);
  });
});

describe("the client address for per-client limits (issue item 8)", () => {
  it("ignores a CF-Connecting-IP the client set itself: spoofed addresses share one budget", async () => {
    for (let i = 0; i < 20; i++) {
      await postJson(
        "/api/auth/login",
        { email: uniqueEmail(), password: "nope-nope" },
        { "CF-Connecting-IP": `10.3.${i}.1` },
      );
    }
    const spoofed = await postJson(
      "/api/auth/login",
      { email: uniqueEmail(), password: "nope-nope" },
      { "CF-Connecting-IP": "10.3.200.1" },
    );
    expect(spoofed.status).toBe(429);
  });

  it("reads the platform's header only where configured as behind Cloudflare's edge, and only on edge requests", () => {
    const edge = { CLIENT_IP_HEADER: "CF-Connecting-IP" };
    const request = (headers: Record<string, string>, cf?: Record<string, unknown>) =>
      new Request(`${ORIGIN}/api/auth/login`, { headers, cf } as RequestInit);
    expect(env.CLIENT_IP_HEADER).toBe("none");
    expect(clientKey(request({ "CF-Connecting-IP": "203.0.113.9" }, { colo: "AMS" }), edge)).toBe("203.0.113.9");
    expect(
      clientKey(request({ "CF-Connecting-IP": "203.0.113.9" }, { colo: "AMS" }), { CLIENT_IP_HEADER: "none" }),
    ).toBe("local");
    expect(clientKey(request({ "CF-Connecting-IP": "203.0.113.9" }), edge)).toBe("local");
    expect(clientKey(request({}, { colo: "AMS" }), edge)).toBe("local");
    expect(clientKey(request({ "CF-Connecting-IP": "not an address" }, { colo: "AMS" }), edge)).toBe("local");
    // One IPv6 subscriber holds a whole /64: it is one client.
    expect(clientKey(request({ "CF-Connecting-IP": "2001:db8:1:2:aaaa::1" }, { colo: "AMS" }), edge)).toBe(
      "2001:db8:1:2::/64",
    );
    expect(clientKey(request({ "CF-Connecting-IP": "2001:DB8:1:2:bbbb:cccc:dddd:eeee" }, { colo: "AMS" }), edge)).toBe(
      "2001:db8:1:2::/64",
    );
  });
});
