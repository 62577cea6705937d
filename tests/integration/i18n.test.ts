/**
 * The interface language on the server (docs/i18n.md, docs/api.md): pages rendered in the chosen
 * or accepted language, POST /api/language, the account keeping the choice, and the account
 * e-mails in the language of the page that asked for them.
 */
import { SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { db } from "./auth-helpers";
import { call, cookiesFrom, createVerifiedUser, ORIGIN, postJson, uniqueEmail } from "./helpers";
import { emailedCode, resetLinkIn, waitForMail } from "./mailbox";

const page = (path: string, headers: Record<string, string> = {}) => SELF.fetch(`${ORIGIN}${path}`, { headers });

describe("server-rendered language", () => {
  it("follows Accept-Language when nothing was chosen, and the lang cookie over it", async () => {
    const english = await (await page("/login")).text();
    expect(english).toContain('<html lang="en"');
    expect(english).toContain("Sign in to your account");

    const spanish = await (await page("/login", { "Accept-Language": "es-MX,es;q=0.9" })).text();
    expect(spanish).toContain('<html lang="es"');
    expect(spanish).toContain("Inicia sesión en tu cuenta");
    expect(spanish).toContain("<title>Iniciar sesión</title>");

    const chosen = await (await page("/login", { "Accept-Language": "es", Cookie: "lang=de" })).text();
    expect(chosen).toContain('<html lang="de"');
    expect(chosen).toContain("Bei deinem Konto anmelden");

    // A cookie naming no language we have is ignored.
    expect(await (await page("/login", { "Accept-Language": "es", Cookie: "lang=<script>" })).text()).toContain(
      '<html lang="es"',
    );
  });
});

describe("POST /api/language", () => {
  it("sets the cookie for anyone and refuses what is not a language", async () => {
    const chosen = await postJson("/api/language", { language: "de" });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ success: true, language: "de", savedOnAccount: false });
    expect(chosen.response.headers.get("Set-Cookie")).toMatch(/^lang=de; Path=\/; SameSite=Lax; Max-Age=\d+/);

    for (const body of [{ language: "fr" }, { language: 1 }, {}, { language: "de".repeat(600) }]) {
      const refused = await postJson("/api/language", body);
      expect(refused.status, JSON.stringify(body).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect(refused.response.headers.get("Set-Cookie")).toBeNull();
    }
    expect((await postJson("/api/language", { language: "fr" })).body).toEqual({
      success: false,
      code: "uiLanguageRule",
      message: "language must be one of: en, es, de.",
      params: {},
    });
    expect((await SELF.fetch(`${ORIGIN}/api/language`)).status).toBe(405);
    // Another site cannot switch someone's language.
    expect((await postJson("/api/language", { language: "de" }, { Origin: "https://evil.example" })).status).toBe(403);
  });

  it("keeps a signed-in user's choice on the account, which later renders without the cookie", async () => {
    const account = await createVerifiedUser("Hans Konto");
    const saved = await call(account, "POST", "/api/language", { language: "de" });
    expect(await saved.json()).toEqual({ success: true, language: "de", savedOnAccount: true });
    const row = await db().select({ language: users.language }).from(users).where(eq(users.id, account.user.id)).get();
    expect(row?.language).toBe("de");

    const dashboard = await (await page("/dashboard", { Cookie: account.cookie, "Accept-Language": "en" })).text();
    expect(dashboard).toContain('<html lang="de"');
    expect(dashboard).toContain("Deine Lebensläufe");
    // The explicit cookie of this browser still wins over the account.
    expect(
      await (await page("/dashboard", { Cookie: `${account.cookie}; lang=es`, "Accept-Language": "en" })).text(),
    ).toContain('<html lang="es"');
  });
});

describe("POST /language (the switcher's form, for a page without scripts)", () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    SELF.fetch(`${ORIGIN}/language`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body,
    });

  it("sets the cookie and sends the visitor back to the page, which renders in the language", async () => {
    const chosen = await post("language=de&redirectTo=%2F%3Fa%3D1");
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("Location")).toBe("/?a=1");
    expect(chosen.headers.get("Set-Cookie")).toMatch(/^lang=de; Path=\/; SameSite=Lax; Max-Age=\d+/);
    const landing = await (await page("/?a=1", { Cookie: "lang=de", "Accept-Language": "es" })).text();
    expect(landing).toContain('<html lang="de"');

    // Not a language: back, nothing set. Another site's address: home instead.
    const refused = await post("language=fr&redirectTo=%2Flogin");
    expect(refused.status).toBe(303);
    expect(refused.headers.get("Location")).toBe("/login");
    expect(refused.headers.get("Set-Cookie")).toBeNull();
    const offsite = await post("language=es&redirectTo=%2F%2Fevil.example%2F");
    expect(offsite.headers.get("Location")).toBe("/");
    expect((await post("language=de", { Origin: "https://evil.example" })).status).toBe(403);
  });

  it("keeps a signed-in user's choice on the account", async () => {
    const account = await createVerifiedUser("Form Sprache");
    const chosen = await post("language=es&redirectTo=%2Fdashboard", { Cookie: account.cookie });
    expect(chosen.headers.get("Location")).toBe("/dashboard");
    const row = await db().select({ language: users.language }).from(users).where(eq(users.id, account.user.id)).get();
    expect(row?.language).toBe("es");
  });
});

describe("the landing page", () => {
  it("is sent to a signed-out visitor without the app's scripts, to a signed-in one with them", async () => {
    const visitor = await (await page("/", { "Accept-Language": "es" })).text();
    expect(visitor).toContain('<html lang="es"');
    expect(visitor).not.toMatch(/<script[^>]* src=|modulepreload|__remixContext/);
    expect(visitor).toContain('action="/language"');
    expect(visitor).toContain("data-theme-toggle");

    const account = await createVerifiedUser("Landing Hydrated");
    const signedIn = await (await page("/", { Cookie: account.cookie })).text();
    expect(signedIn).toMatch(/modulepreload/);
    expect(signedIn).toContain("__remixContext");
  });
});

describe("account e-mails", () => {
  it("sends the verification code in the language of the sign-up page, and the account keeps it", async () => {
    const email = uniqueEmail("es");
    const signup = await postJson(
      "/api/auth/signup",
      { email, password: "a long enough passphrase", fullName: "Lucía" },
      { "Accept-Language": "es-ES" },
    );
    expect(signup.status).toBe(200);
    // The JSON contract stays English (docs/api.md).
    expect(signup.body.message).toBe("We sent a 6-digit code to your email. Enter it to verify your account.");
    const mail = await waitForMail(email);
    expect(mail.subject).toBe("Tu código de verificación de ResumeForge");
    expect(mail.text).toContain("Hola Lucía, confirma tu correo");
    expect(mail.html).toContain("El código caduca en 10 minutos.");

    const verified = await postJson(
      "/api/auth/verify-otp",
      { email, otp: await emailedCode(email) },
      { "Accept-Language": "es-ES" },
    );
    expect(verified.status).toBe(200);
    const row = await db().select({ language: users.language }).from(users).where(eq(users.email, email)).get();
    expect(row?.language).toBe("es");
  });

  it("keeps the English e-mail byte for byte without a language, and sends German for lang=de", async () => {
    const englishTo = uniqueEmail("en");
    await postJson("/api/auth/signup", { email: englishTo, password: "a long enough passphrase", fullName: "Ann" });
    const english = await waitForMail(englishTo);
    expect(english.subject).toBe("Your ResumeForge verification code");
    expect(english.text).toContain(
      "Hi Ann, confirm your email\n\nEnter this code to verify your email address and finish creating your account.",
    );

    const germanTo = uniqueEmail("de");
    await postJson(
      "/api/auth/signup",
      { email: germanTo, password: "a long enough passphrase", fullName: "Jörg" },
      { Cookie: "lang=de", "Accept-Language": "es" },
    );
    expect((await waitForMail(germanTo)).subject).toBe("Dein ResumeForge Bestätigungscode");
  });

  it("sends the reset link in the account's language", async () => {
    const account = await createVerifiedUser("Greta Reset");
    await call(account, "POST", "/api/language", { language: "de" });
    const asked = await postJson("/api/auth/forgot-password", { email: account.email });
    expect(asked.status).toBe(200);
    const mail = await waitForMail(account.email, { nth: 2 });
    expect(mail.subject).toBe("Setze dein ResumeForge Passwort zurück");
    expect(resetLinkIn(mail)).toContain("/login/reset?token=");
    expect(cookiesFrom(asked.response)).toBe("");
  });
});
