/**
 * The interface in several languages (docs/i18n.md): switching in the header, the choice kept on
 * reload and rendered by the server (the HTML response itself, not the DOM after hydration), and a
 * Spanish browser that signs up in Spanish and receives its code in Spanish.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, setupBrowser } from "./browser";
import { codeIn, waitForMail } from "./mailbox";
import { E2E_PASSWORD, newEmail, signInNewUser } from "./session";

const browser = setupBrowser();

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** What the server sends for `path` with this page's cookies: no script has run on it. */
async function serverHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

describe("interface language", () => {
  it("switches to German in the header, keeps it on reload (server-rendered), and back to English", async () => {
    const page = await browser.newPage();
    await signInNewUser(page, "Greta Sprache");
    await page.goto("/dashboard");
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Dashboard" }).waitFor();
    expect(await htmlLang(page)).toBe("en");

    // Keyboard: focus the switcher and choose Deutsch.
    const switcher = header.getByLabel("Interface language", { exact: true }).filter({ visible: true });
    await switcher.focus();
    await switcher.selectOption("de");
    await header.getByRole("link", { name: "Übersicht" }).waitFor();
    await expect.poll(() => htmlLang(page)).toBe("de");
    expect(await header.getByLabel("Sprache der Oberfläche", { exact: true }).filter({ visible: true }).inputValue()).toBe("de");
    await page.getByRole("heading", { name: "Deine Lebensläufe" }).waitFor();
    await screenshot(page, "i18n-dashboard-de");

    // Reload: the server renders German itself.
    const html = await serverHtml(page, "/dashboard");
    expect(html).toContain('<html lang="de"');
    expect(html).toContain("Übersicht");
    expect(html).not.toContain(">Dashboard<");
    await page.reload();
    await header.getByRole("link", { name: "Übersicht" }).waitFor();

    // The account keeps the choice: without the cookie the server still answers German.
    await page.context().clearCookies({ name: "lang" });
    expect(await serverHtml(page, "/dashboard")).toContain('<html lang="de"');

    // The editor too.
    await page.goto("/templates?template=modern-professional&step=2");
    await page.getByRole("heading", { name: "Bereit, deinen Lebenslauf zu erstellen" }).waitFor();
    await page.getByRole("button", { name: "Lebenslauf jetzt erstellen" }).click();
    await page.waitForURL((url) => url.pathname === "/builder/modern-professional" && url.searchParams.has("resume"));
    await header.getByRole("link", { name: "Übersicht" }).waitFor();
    await page.getByRole("heading", { name: /Persönliche Angaben/ }).waitFor();
    await header.getByRole("button", { name: "PDF erstellen" }).waitFor();
    expect(await serverHtml(page, new URL(page.url()).pathname + new URL(page.url()).search)).toContain('<html lang="de"');
    await screenshot(page, "i18n-editor-de");

    // The editor's full header keeps the switcher in the user menu: back to English there.
    await header.getByRole("button", { name: "Kontomenü von Greta Sprache" }).click();
    await header.getByLabel("Sprache der Oberfläche", { exact: true }).filter({ visible: true }).selectOption("en");
    // The menu is still open: its Dashboard link and the header's.
    await header.getByRole("link", { name: "Dashboard" }).first().waitFor();
    await expect.poll(() => htmlLang(page)).toBe("en");
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Your resumes" }).waitFor();
    expect(await serverHtml(page, "/dashboard")).toContain('<html lang="en"');
  });

  it("a Spanish browser signs up in Spanish and receives the Spanish e-mail", async () => {
    const page = await browser.newPage({ locale: "es-ES" });
    const response = await page.goto("/signup");
    const html = (await response?.text()) ?? "";
    expect(html).toContain('<html lang="es"');
    expect(html).toContain("Crea tu cuenta");
    await page.getByRole("heading", { name: "Crea tu cuenta" }).waitFor();

    // Spanish errors for the browser-side checks too.
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await page.getByText("Introduce tu nombre completo.").first().waitFor();

    const email = newEmail("es");
    await page.getByLabel("Nombre completo").fill("Lucía Fernández");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña").fill(E2E_PASSWORD);
    await screenshot(page, "i18n-signup-es");
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await page.waitForURL((url) => url.pathname === "/verify-otp");
    await page.getByRole("heading", { name: "Revisa tu correo" }).waitFor();

    const mail = await waitForMail(email);
    expect(mail.subject).toBe("Tu código de verificación de ResumeForge");
    expect(mail.text).toContain("Hola Lucía Fernández, confirma tu correo");
    expect(mail.text).toContain("El código caduca en 10 minutos.");
    expect(mail.html).toContain("Introduce este código para verificar tu dirección de correo");

    await page.getByLabel("Código de verificación").fill(codeIn(mail));
    await page.getByRole("button", { name: "Verificar correo" }).click();
    await page.waitForURL((url) => url.pathname === "/templates");
    await page.getByRole("banner").getByRole("link", { name: "Panel" }).waitFor();
  });

  it("the sign-in page in German on a phone, dark theme", async () => {
    const page = await browser.newPage({ locale: "de-DE", colorScheme: "dark", width: 390, height: 844 });
    await page.goto("/login");
    await page.getByRole("heading", { name: "Bei deinem Konto anmelden" }).waitFor();
    await screenshot(page, "i18n-login-de-mobile-dark");
    // Switching on the auth page itself, by keyboard.
    await page.getByLabel("Sprache der Oberfläche", { exact: true }).selectOption("en");
    await page.getByRole("heading", { name: "Sign in to your account" }).waitFor();
  });
});
