/**
 * The one error page (app/components/general-error-boundary.tsx, docs/api.md#errors) says why in
 * the reader's language: the code the server threw, translated, under the status's title, whether
 * the page was loaded whole or reached by the app's own navigation (its `.data` request).
 */
import { describe, expect, it } from "vitest";
import { baseUrl, expectPageError, screenshot, setupBrowser } from "./browser";
import { signInNewUser } from "./session";

const browser = setupBrowser();

describe("the error page", () => {
  it("tells a German reader in German what is missing, loaded whole and navigated to in the app", async () => {
    const page = await browser.newPage({ width: 390, height: 800, colorScheme: "dark" });
    // The browser names the 404 answers in the console: expected here.
    expectPageError(page, /status of 404/);
    await signInNewUser(page, "Fehlende Seite");
    await page.context().addCookies([{ name: "lang", value: "de", url: baseUrl() }]);

    await page.goto("/analyze/no-such-resume");
    await page.getByRole("heading", { name: "Seite nicht gefunden" }).waitFor();
    await page.getByText("Lebenslauf nicht gefunden.", { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    await screenshot(page, "error-page-de-phone-dark");

    // In the app: the dashboard, then a letter that is gone, reached by the router without a reload.
    await page.getByRole("link", { name: "Zurück zur Startseite" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Deine Lebensläufe" }).waitFor();
    const dataRequest = page.waitForRequest((request) => request.url().includes("/cover-letters/no-such-letter"));
    await page.evaluate(() =>
      (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(
        "/cover-letters/no-such-letter",
      ),
    );
    expect(new URL((await dataRequest).url()).pathname).toBe("/cover-letters/no-such-letter.data");
    await page.getByText("Anschreiben nicht gefunden.", { exact: true }).waitFor();
    await page.getByRole("heading", { name: "Seite nicht gefunden" }).waitFor();
  });
});
