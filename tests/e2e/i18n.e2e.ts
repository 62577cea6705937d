/**
 * The interface in several languages (docs/i18n.md): switching in the header, the choice kept on
 * reload and rendered by the server (the HTML response itself, not the DOM after hydration), and a
 * Spanish browser that signs up in Spanish and receives its code in Spanish.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, SCREENSHOT_DIR, setupBrowser } from "./browser";
import { codeIn, waitForMail } from "./mailbox";
import { E2E_PASSWORD, newAccount, newEmail } from "./session";

const browser = setupBrowser();

/** German is longer than English: the page must never grow wider than the window. */
const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** aria-describedby values that name no element on the page (an id the server and the browser disagreed on). */
const danglingDescriptions = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("[aria-describedby]")].flatMap((element) =>
      (element.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((id) => id && !document.getElementById(id)),
    ),
  );

/** React's hydration complaints (#418 markup, #425 text, #423 recovered by rendering on the client). */
const HYDRATION = /Minified React error #4(18|23|25)|[Hh]ydrat|did not match/;

/** What the server sends for `path` with this page's cookies: no script has run on it. */
async function serverHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

describe("interface language", () => {
  it("switches to German in the header, keeps it on reload (server-rendered), and back to English", async () => {
    const page = await browser.newPage();
    await newAccount(page, "Greta Sprache");
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
    expect(
      await header.getByLabel("Sprache der Oberfläche", { exact: true }).filter({ visible: true }).inputValue(),
    ).toBe("de");
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
    expect(await serverHtml(page, new URL(page.url()).pathname + new URL(page.url()).search)).toContain(
      '<html lang="de"',
    );
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

  it("a Spanish visitor's landing page loads no JavaScript; its switcher, by keyboard, brings it back in German", async () => {
    const page = await browser.newPage({ locale: "es-ES" });
    // The landing page is sent without the app's scripts to a visitor (app/components/static-page.ts).
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" || new URL(request.url()).pathname.endsWith(".js")) {
        scripts.push(new URL(request.url()).pathname);
      }
    });
    const response = await page.goto("/", { waitUntil: "networkidle" });
    const html = (await response?.text()) ?? "";
    expect(html).toContain('<html lang="es"');
    expect(html).not.toContain("modulepreload");
    await page
      .getByRole("heading", { level: 1, name: "Supera el filtro de currículums y llega a una persona." })
      .waitFor();

    // Keyboard: focus the switcher and choose Deutsch; the form posts, the server answers in German.
    const switcher = page.getByLabel("Idioma de la interfaz", { exact: true }).filter({ visible: true }).first();
    await switcher.focus();
    await switcher.selectOption("de");
    await page
      .getByRole("heading", { level: 1, name: "Komm am Lebenslauf-Filter vorbei und vor einen Menschen." })
      .waitFor();
    expect(await htmlLang(page)).toBe("de");
    expect(await page.getByText("Supera el filtro de currículums").count()).toBe(0);
    // The switcher has the focus again, for the keyboard user who changed it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
      .toBe("language-switcher");
    expect(
      await page.getByLabel("Sprache der Oberfläche", { exact: true }).filter({ visible: true }).inputValue(),
    ).toBe("de");
    // Remembered as the hydrated switcher remembers it: the cookie (the next server render) and browser storage.
    expect((await page.context().cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("de");
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("de");
    expect(scripts).toEqual([]);

    // A page that hydrates now loads German alone.
    const translationChunks: string[] = [];
    page.on("request", (request) => {
      const match = /\/assets\/(en|es|de)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
      if (match?.[1]) translationChunks.push(match[1]);
    });
    await page.goto("/login", { waitUntil: "networkidle" });
    await page.getByRole("heading", { name: "Bei deinem Konto anmelden" }).waitFor();
    expect(translationChunks).toEqual(["de"]);
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

  it("walks the editor's panels in German: job description, ATS score, export, share and History, at 1280 and 390 px", async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await newAccount(page, "Hanna Editor");
    await page.goto("/dashboard");
    await page
      .getByRole("banner")
      .getByLabel("Interface language", { exact: true })
      .filter({ visible: true })
      .selectOption("de");
    await page.getByRole("heading", { name: "Deine Lebensläufe" }).waitFor();
    await page.goto("/templates?template=modern-professional&step=2");
    await page.getByRole("button", { name: "Lebenslauf jetzt erstellen" }).click();
    await page.waitForURL((url) => url.searchParams.has("resume"));
    expect(await htmlLang(page)).toBe("de");

    // The ATS panel, empty, then scored against a saved job description.
    const ats = page.getByRole("region", { name: "ATS-Analyse" });
    await ats.getByText("Noch keine ATS-Analyse").waitFor();
    // Without a job description the editor's own toast says so in German, not in the product's English.
    await ats.getByRole("button", { name: "ATS-Score ermitteln" }).click();
    await page.getByRole("alert").getByText("Füge eine Stellenanzeige hinzu, um den ATS-Score zu berechnen").waitFor();
    const skills = page.getByRole("textbox", { name: "Fähigkeiten", exact: true });
    expect(await skills.getAttribute("aria-describedby").then((id) => page.locator(`[id="${id}"]`).textContent())).toBe(
      "Einträge durch Kommas trennen.",
    );
    await skills.fill("React, TypeScript");
    const job = page.getByRole("region", { name: "Stellenanzeige" });
    await job.getByLabel("Stellentitel", { exact: true }).fill("Frontend-Entwicklerin");
    await job
      .getByRole("textbox", { name: "Stellenbeschreibung", exact: true })
      .fill(
        "We are hiring a frontend engineer.\nRequirements:\n- React and TypeScript (required)\n- GraphQL experience\n- Kubernetes is a plus",
      );
    await job.getByText(/\d+ Anforderung(en)? gefunden/).waitFor();
    await job.getByRole("button", { name: "Speichern", exact: true }).click();
    await page.getByTestId("ats-score").waitFor({ timeout: 15_000 });
    await ats.getByRole("heading", { name: "Gefundene Schlüsselwörter" }).waitFor();
    await ats.getByRole("heading", { name: "Fehlende Kenntnisse" }).waitFor();
    await ats.getByRole("button", { name: "Bericht exportieren" }).waitFor();
    await expect(ats.textContent()).resolves.toMatch(/Ausgezeichnet!|Guter Score|Muss verbessert werden/);
    expect(await noHorizontalOverflow(page)).toBe(true);
    await screenshot(page, "i18n-editor-ats-de-1280");

    // Export menu.
    await page.getByRole("button", { name: "Exportieren", exact: true }).click();
    await page.getByRole("menuitem", { name: "Nur Text (.txt)" }).waitFor();
    await screenshot(page, "i18n-editor-export-de-1280");
    await page.keyboard.press("Escape");

    // Share dialog.
    await page.getByRole("button", { name: "Teilen", exact: true }).click();
    const share = page.getByRole("dialog", { name: "Diesen Lebenslauf teilen" });
    await share.getByText("Bisher nur du.").waitFor();
    await share.getByRole("button", { name: "Einladen" }).waitFor();
    expect(await share.getByLabel("Rolle").inputValue()).toBe("editor");
    // The window only: a full-page capture resizes the viewport, which closes the dialog.
    await page.screenshot({ path: `${SCREENSHOT_DIR}i18n-editor-share-de-1280.png` });
    await share.getByRole("button", { name: "Schließen" }).click();

    // History drawer.
    await page.getByRole("button", { name: "Verlauf", exact: true }).click();
    const history = page.getByRole("dialog", { name: "Versionsverlauf" });
    await history.getByLabel("Aktuelle Version benennen").fill("Für Acme");
    await history.getByRole("button", { name: "Version benennen" }).click();
    await page.getByText("Aktueller Stand als „Für Acme“ gespeichert").waitFor();
    await history
      .getByRole("list", { name: "Versionen, neueste zuerst" })
      .getByText("Benannte Version")
      .first()
      .waitFor();
    await history.getByRole("list", { name: "Versionen, neueste zuerst" }).getByRole("button").first().click();
    await history.getByRole("button", { name: "Diese Version wiederherstellen" }).waitFor();
    await history.getByRole("heading", { name: "Unterschiede zum aktuellen Lebenslauf" }).waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}i18n-editor-history-de-1280.png` });
    await history.getByRole("button", { name: "Schließen" }).click();

    // A phone: the same editor, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("heading", { name: /Persönliche Angaben/ }).waitFor();
    expect(await noHorizontalOverflow(page)).toBe(true);
    await screenshot(page, "i18n-editor-de-390");
    await page.getByRole("button", { name: "Weitere Aktionen" }).click();
    await page.getByRole("button", { name: "Verlauf" }).click();
    await page.getByRole("dialog", { name: "Versionsverlauf" }).getByText("Für Acme").first().waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}i18n-editor-history-de-390.png` });
  });

  it("imports a resume and tailors it in Spanish", async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await newAccount(page, "Lucía Importa");
    await page.goto("/dashboard");
    await page
      .getByRole("banner")
      .getByLabel("Interface language", { exact: true })
      .filter({ visible: true })
      .selectOption("es");
    await expect.poll(() => htmlLang(page)).toBe("es");

    // Import: the page, the reading and the review screen in Spanish.
    await page.goto("/import");
    await page.getByRole("heading", { level: 1, name: "Importar un currículum" }).waitFor();
    expect(await page.title()).toBe("Importar un currículum");
    const jsonResume = {
      basics: {
        name: "Lucía Importa",
        email: "lucia@example.com",
        summary: "Engineer who enjoys mentoring. Built payment APIs in Go serving 2 million users.",
      },
      work: [
        {
          name: "Initech",
          position: "Backend Engineer",
          startDate: "2019-03",
          highlights: ["Ran services on K8s with 99.9% uptime", "Built billing APIs in Go and PostgreSQL"],
        },
      ],
      skills: [{ name: "Photoshop" }, { name: "K8s" }, { name: "Go" }, { name: "PostgreSQL" }],
    };
    await page.getByLabel(/Elige un archivo de currículum/).setInputFiles({
      name: "lucia.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(jsonResume)),
    });
    await page.getByRole("heading", { name: "Revisa lo que hemos encontrado" }).waitFor();
    await page.getByText("Leído del archivo JSON").waitFor();
    await page.getByRole("region", { name: "Información personal" }).getByLabel("Nombre completo").waitFor();
    await page
      .getByRole("group", { name: "Experiencia 1" })
      .getByRole("button", { name: "Quitar Experiencia 1" })
      .waitFor();
    expect(await noHorizontalOverflow(page)).toBe(true);
    await screenshot(page, "i18n-import-review-es");
    await page.getByRole("button", { name: "Crear currículum" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/builder/") && url.searchParams.has("resume"));

    // Tailoring: a saved job description, then the review of the copy.
    const job = page.getByRole("region", { name: "Oferta de empleo" });
    await job.getByLabel("Puesto", { exact: true }).fill("Backend Engineer");
    await job.getByLabel(/^Empresa/).fill("Acme");
    await job
      .getByRole("textbox", { name: "Descripción del puesto", exact: true })
      .fill(
        "Requirements:\n- Kubernetes in production (required)\n- Strong Go and PostgreSQL skills\n- Terraform is required",
      );
    await job.getByRole("button", { name: "Guardar", exact: true }).click();
    await page.getByTestId("ats-score").waitFor({ timeout: 15_000 });
    await page.getByRole("button", { name: "Adaptar a esta oferta" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/tailor/"), { timeout: 15_000 });
    await page.getByRole("heading", { name: /Cambios propuestos/ }).waitFor();
    await page.getByText("Puntuación ATS antes").waitFor();
    await page.getByText("Con los cambios aceptados").waitFor();
    await page
      .getByRole("heading", { name: "Habilidades que pide esta oferta y que tu currículum no menciona" })
      .waitFor();
    const wording = page.getByRole("group", { name: /^Decidir sobre: Palabras de la oferta/ });
    await wording.getByRole("button", { name: "Aceptar" }).click();
    await page.getByText(/\(1 de \d+ aceptados\)/).waitFor();
    await page.getByText("Aceptado", { exact: true }).waitFor();
    expect(await noHorizontalOverflow(page)).toBe(true);
    await screenshot(page, "i18n-tailor-es");
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await noHorizontalOverflow(page)).toBe(true);
    await screenshot(page, "i18n-tailor-es-390");
    await page.getByRole("button", { name: "Aplicar y abrir en el editor" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/builder/"), { timeout: 15_000 });

    // The error pages too: an unknown address answers 404 in Spanish.
    const missing = await page.goto("/esta-pagina-no-existe");
    expect(missing?.status()).toBe(404);
    await page.getByRole("heading", { name: "Página no encontrada" }).waitFor();
    await page.getByRole("link", { name: "Volver al inicio" }).waitFor();
  });

  it("walks the rest of the interface in German: editor chrome, a reload at 390 px without hydration errors, cover letter, analysis, publishing and the public page", async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    const hydration: string[] = [];
    page.on("console", (message) => {
      if (HYDRATION.test(message.text())) hydration.push(message.text());
    });
    page.on("pageerror", (error) => {
      if (HYDRATION.test(error.message)) hydration.push(error.message);
    });
    await newAccount(page, "Jonas Rundgang");
    await page.goto("/dashboard");
    await page
      .getByRole("banner")
      .getByLabel("Interface language", { exact: true })
      .filter({ visible: true })
      .selectOption("de");
    await page.getByRole("heading", { name: "Deine Lebensläufe" }).waitFor();
    await page.goto("/templates?template=modern-professional&step=2");
    // The template's description and the preview dialog's pager speak German too.
    await page.getByText("Ein klares serifenloses Layout mit einem einzigen blauen Akzent").first().waitFor();
    // Its features and recommended roles too.
    await page.getByText("ATS-freundliches einspaltiges Layout").first().waitFor();
    await page.getByText("Softwareentwickler/in").first().waitFor();
    await expect(page.locator("main").textContent()).resolves.not.toMatch(
      /ATS-friendly single-column layout|Software Engineer/,
    );
    await page.getByRole("button", { name: "Lebenslauf jetzt erstellen" }).click();
    await page.waitForURL((url) => url.searchParams.has("resume"));
    const editorUrl = new URL(page.url());

    // The editor's chrome.
    await page.getByRole("heading", { level: 1, name: "Lebenslauf-Editor" }).waitFor();
    await page.getByRole("heading", { name: "Live-Vorschau" }).waitFor();
    await page.getByText(/^1 Seite · (A4|Letter)$/).waitFor();
    await page.getByRole("tab", { name: "Überprüfung" }).waitFor();
    await page.getByRole("heading", { name: "Sprache des Lebenslaufs" }).waitFor();
    expect(await page.getByLabel("Schreibrichtung").locator("option:checked").textContent()).toBe("Automatisch");
    await page.getByText("Jetzt links nach rechts.").waitFor();
    await page.getByRole("button", { name: "Berufserfahrung hinzufügen" }).click();
    await page.getByRole("button", { name: "Berufserfahrung 1 nach oben" }).waitFor();
    await page.getByRole("button", { name: "Berufserfahrung 1 ziehen, um die Reihenfolge zu ändern" }).waitFor();
    const undo = page.getByRole("button", { name: /^Rückgängig \((Ctrl|⌘)\+Z\)$/ });
    await expect.poll(() => undo.isEnabled()).toBe(true);
    const collaboration = page.getByRole("button", { name: "Zusammenarbeit", exact: true });
    await expect.poll(() => collaboration.isEnabled(), { timeout: 15_000 }).toBe(true);
    await collaboration.click();
    await page.getByRole("heading", { name: "Letzte Änderungen" }).waitFor();
    await page.getByText("Keine Änderungen in letzter Zeit").waitFor();
    await page.getByText("Jonas Rundgang (du)").waitFor();
    await screenshot(page, "i18n-editor-chrome-de");
    await collaboration.click();

    // A saved job description, then the cover-letter card.
    const job = page.getByRole("region", { name: "Stellenanzeige" });
    await job.getByLabel("Stellentitel", { exact: true }).fill("Backend-Entwickler");
    await job
      .getByRole("textbox", { name: "Stellenbeschreibung", exact: true })
      .fill("Requirements:\n- Go and PostgreSQL (required)\n- Kubernetes is a plus");
    await job.getByRole("button", { name: "Speichern", exact: true }).click();
    await page.getByText("Stellenanzeige gespeichert").waitFor();
    await page.getByTestId("ats-score").waitFor({ timeout: 15_000 });

    // Reloading the German editor on a phone: the server's markup is what the browser hydrates.
    // Twice: the server keeps running between requests, the browser page starts afresh.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(editorUrl.pathname + editorUrl.search);
    await page.getByRole("heading", { level: 1, name: "Lebenslauf-Editor" }).waitFor();
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Lebenslauf-Editor" }).waitFor();
    await page.getByRole("button", { name: "Berufserfahrung 1 nach oben" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(hydration).toEqual([]);
    expect(await danglingDescriptions(page)).toEqual([]);
    expect(await noHorizontalOverflow(page)).toBe(true);
    await screenshot(page, "i18n-editor-reload-de-390");
    await page.setViewportSize({ width: 1280, height: 900 });

    // The cover-letter editor.
    await page.getByRole("button", { name: "Anschreiben für diese Stelle schreiben" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/cover-letters/"), { timeout: 15_000 });
    const letterForm = page.getByRole("form", { name: "Anschreiben" });
    await letterForm.getByLabel("Name des Empfängers").waitFor();
    await letterForm.getByLabel("Absatz 1", { exact: true }).waitFor();
    await letterForm.getByRole("button", { name: "Absatz hinzufügen" }).waitFor();
    await page.getByRole("button", { name: "Aus Lebenslauf und Stelle entwerfen" }).waitFor();
    await page.getByRole("region", { name: "Vorschau des Anschreibens" }).waitFor();
    await page.getByRole("button", { name: "Exportieren" }).click();
    await page.getByRole("menuitem", { name: "Nur Text (.txt)" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Verlauf", exact: true }).click();
    const letterHistory = page.getByRole("dialog", { name: "Verlauf des Anschreibens" });
    await letterHistory.getByRole("navigation", { name: "Versionen" }).waitFor();
    expect(await noHorizontalOverflow(page)).toBe(true);
    await page.screenshot({ path: `${SCREENSHOT_DIR}i18n-cover-letter-de.png` });
    await letterHistory.getByRole("button", { name: "Schließen" }).click();

    // The analysis page.
    const resumeId = editorUrl.searchParams.get("resume");
    await page.goto(`/analyze/${resumeId}`);
    await page.getByText("ATS-Analyse", { exact: true }).waitFor();
    expect(await page.title()).toMatch(/^ATS-Analyse · /);
    await page.getByRole("heading", { name: "Woher der Score kommt" }).waitFor();
    await page.getByRole("heading", { name: "Fehlende Kenntnisse" }).waitFor();
    await page.getByText(/^Gefundene Schlüsselwörter: \d+ von \d+$/).waitFor();
    // The score breakdown: component headings, item labels and details.
    await page.getByRole("heading", { level: 3, name: "Fachkenntnisse" }).waitFor();
    await page.getByRole("heading", { level: 3, name: "Gemeinsamer Wortlaut" }).waitFor();
    await page.getByRole("heading", { level: 3, name: "Auffindbarkeit und Format (Hinweis)" }).waitFor();
    await page.getByRole("listitem").filter({ hasText: "E-Mail-Adresse" }).first().waitFor();
    await page
      .getByText(/(Pflicht|Erwähnt|Wünschenswert) · (fehlt|gefunden in)/)
      .first()
      .waitFor();
    await expect(page.locator("main").textContent()).resolves.not.toMatch(
      /Hard skills|Must-have ·|Email address|Years of experience/,
    );
    await page.getByRole("link", { name: "Im Editor öffnen" }).waitFor();
    await screenshot(page, "i18n-analysis-de");

    // A title of spaces: the server refuses it in English (docs/api.md), the card says it in German.
    await page.goto("/dashboard");
    await page
      .getByRole("button", { name: /^Weitere Aktionen für / })
      .first()
      .click();
    await page
      .getByRole("button", { name: /umbenennen$/ })
      .first()
      .click();
    await page.getByLabel("Titel des Lebenslaufs").first().fill("   ");
    await page.getByRole("button", { name: "Speichern", exact: true }).first().click();
    await page.getByRole("alert").filter({ hasText: "Titel müssen 1 bis 120 Zeichen lang sein." }).waitFor();
    await page.getByRole("button", { name: "Abbrechen", exact: true }).first().click();

    // Publishing behind a password, from the dashboard; a reserved link name first, refused in German.
    await page
      .getByRole("button", { name: /^Weitere Aktionen für / })
      .first()
      .click();
    await page
      .getByRole("button", { name: /veröffentlichen$/ })
      .first()
      .click();
    const publish = page.getByRole("dialog", { name: /^„.*“ veröffentlichen$/ });
    await publish.getByText("Wer den Link hat, sieht den Lebenslauf").waitFor();
    await publish.getByLabel("Name des Links").fill("admin");
    await publish.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
    await publish
      .getByRole("alert")
      .filter({ hasText: "„admin“ ist reserviert. Wähle einen anderen Linknamen." })
      .waitFor();
    const slug = `jonas-${Date.now().toString(36)}`;
    await publish.getByLabel("Name des Links").fill(slug);
    await publish.getByLabel("Passwort (optional)").fill("ein geheimes Passwort");
    await publish.getByRole("checkbox", { name: "Suchmaschinen dürfen diese Seite aufführen" }).waitFor();
    await publish.getByRole("button", { name: "Veröffentlichen", exact: true }).click();
    await page.getByRole("status").filter({ hasText: "Veröffentlicht unter" }).waitFor();
    await publish.getByText("Veröffentlicht · passwortgeschützt").waitFor();
    await publish.getByRole("button", { name: "Link kopieren" }).waitFor();
    await publish.getByRole("heading", { name: "0 Aufrufe · 0 Downloads" }).waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}i18n-publish-de.png` });
    await publish.getByRole("button", { name: "Schließen" }).click();

    // The public page in a German visitor's language: the password form, a wrong password, the page.
    const visitor = await browser.newPage({ locale: "de-DE", width: 390, height: 844 });
    await visitor.goto(`/r/${slug}`);
    await visitor.getByRole("heading", { name: "Dieser Lebenslauf ist geschützt" }).waitFor();
    expect(await htmlLang(visitor)).toBe("de");
    await visitor.getByLabel("Passwort").fill("falsch");
    await visitor.getByRole("button", { name: "Lebenslauf ansehen" }).click();
    await visitor.getByRole("alert").filter({ hasText: "Dieses Passwort stimmt nicht." }).waitFor();
    await visitor.getByLabel("Passwort").fill("ein geheimes Passwort");
    await visitor.getByRole("button", { name: "Lebenslauf ansehen" }).click();
    await visitor.getByRole("link", { name: "PDF herunterladen" }).waitFor();
    expect(await visitor.title()).toBe("Jonas Rundgang · Lebenslauf");
    await screenshot(visitor, "i18n-public-page-de-390");
    const missing = await visitor.goto("/r/diesen-link-gibt-es-nicht");
    expect(missing?.status()).toBe(404);
    await visitor.getByRole("heading", { name: "Diesen Link gibt es nicht" }).waitFor();
  });
});
