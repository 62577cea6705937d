import { describe, expect, it } from "vitest";
import { screenshot, setupBrowser } from "./browser";

const browser = setupBrowser();

describe("landing page", () => {
  it("shows its sections and every call to action leads where it says", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    for (const id of ["features", "how-it-works", "testimonials", "contact"]) {
      await expect(page.locator(`section#${id}`).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByRole("heading", { name: "Everything a job search needs" }).isVisible()).resolves.toBe(true);

    const ctas: Array<[string, string]> = [
      ["Create Your Resume", "/templates"],
      ["Get Started Free", "/templates"],
      ["Sign In", "/login"],
      ["Login", "/login"],
    ];
    for (const [name, target] of ctas) {
      await page.goto("/");
      await page.getByRole("link", { name, exact: true }).click();
      // Signed-out visitors of /templates land on /login carrying where they were going.
      await page.waitForURL((url) => url.pathname === "/login");
      const url = new URL(page.url());
      if (target === "/templates") expect(url.searchParams.get("redirectTo")).toBe("/templates");
      else expect(url.searchParams.get("redirectTo")).toBeNull();
    }
  });

  it("follows the system theme first, then keeps the chosen theme across reloads without a flash", async () => {
    const page = await browser.newPage({ colorScheme: "dark" });
    await page.goto("/");
    const rootClass = () => page.evaluate(() => document.documentElement.className);
    expect(await rootClass()).toContain("dark");
    await screenshot(page, "landing-dark");

    await page.getByRole("button", { name: "Switch to light theme" }).click();
    expect(await rootClass()).not.toContain("dark");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");

    await page.reload();
    // Read before any script of the app's bundle could run: the boot script alone set it.
    expect(await rootClass()).toContain("light");
    await page.getByRole("button", { name: "Switch to dark theme" }).waitFor();
    await screenshot(page, "landing-light");

    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await page.reload();
    expect(await rootClass()).toContain("dark");
  });

  it("works without the app's JavaScript: the language by its form, the theme by its button, both kept", async () => {
    // A signed-out visitor gets the landing page as plain HTML and one inline script (app/components/static-page.ts).
    const page = await browser.newPage({ colorScheme: "dark" });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto("/");
    expect(await response!.text()).not.toMatch(/<script[^>]* src=|modulepreload|__remixContext/);
    const header = page.getByRole("banner");
    const rootClass = () => page.evaluate(() => document.documentElement.className);

    // The theme: the button says what it switches to, switches, and the choice outlives a reload.
    expect(await rootClass()).toContain("dark");
    await header.getByRole("button", { name: "Switch to light theme" }).click();
    expect(await rootClass()).toContain("light");
    await header.getByRole("button", { name: "Switch to dark theme" }).waitFor();
    await page.reload();
    expect(await rootClass()).toContain("light");
    await header.getByRole("button", { name: "Switch to dark theme" }).waitFor();

    // The language, from the keyboard: the select focused, German chosen; the page comes back in it.
    const switcher = header.getByLabel("Interface language", { exact: true });
    await switcher.focus();
    await switcher.selectOption("de");
    await page.waitForURL((url) => url.pathname === "/");
    await page
      .getByRole("heading", { level: 1, name: "Komm am Lebenslauf-Filter vorbei und vor einen Menschen." })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    // Still light, and the button speaks German.
    expect(await rootClass()).toContain("light");
    await header.getByRole("button", { name: "Zum dunklen Design wechseln" }).waitFor();
    await screenshot(page, "landing-static-de");
    expect(scripts).toEqual([]);
    // Its links still lead where they say, in German.
    await header.getByRole("link", { name: "Anmelden", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await page.getByRole("heading", { name: "Bei deinem Konto anmelden" }).waitFor();
  });

  it("works with JavaScript off: the switcher's own button posts the choice", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false, locale: "es-ES" });
    await page.goto("/");
    await page
      .getByRole("heading", { level: 1, name: "Supera el filtro de currículums y llega a una persona." })
      .waitFor();
    const header = page.getByRole("banner");
    // Nothing runs the theme button without scripts: it is not shown.
    expect(await header.getByRole("button", { name: /Cambiar al tema/ }).count()).toBe(0);
    await header.getByLabel("Idioma de la interfaz", { exact: true }).selectOption("en");
    await header.getByRole("button", { name: "Aplicar" }).click();
    await page
      .getByRole("heading", { level: 1, name: "Get past the resume filter and in front of a person." })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    await screenshot(page, "landing-no-javascript");
  });

  it("fits a 360 px wide phone without sideways scrolling", async () => {
    const page = await browser.newPage({ width: 360, height: 740 });
    await page.goto("/");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "landing-mobile");
  });
});

describe("routes", () => {
  it.each([
    ["/resume", "/templates"],
    ["/builder", "/templates"],
    ["/resume/modern-professional", "/builder/modern-professional"],
    ["/templates/sales-impact", "/builder/sales-impact"],
  ])("%s redirects to %s (then to sign-in when signed out)", async (from, to) => {
    const page = await browser.newPage();
    const response = await page.goto(from);
    const chain: string[] = [];
    for (let request = response!.request().redirectedFrom(); request; request = request.redirectedFrom()) {
      chain.unshift(new URL(request.url()).pathname);
    }
    chain.push(new URL(page.url()).pathname);
    expect(chain).toContain(to);
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe(to);
  });

  it("shows a 404 page for unknown paths", async () => {
    const page = await browser.newPage();
    const response = await page.goto("/there/is/nothing/here");
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" }).isVisible()).resolves.toBe(true);
    await page.getByRole("link", { name: "Back to home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  it("says 'Loading page...' while a page loads on client navigation", async () => {
    const page = await browser.newPage();
    // The sign-in page, hydrated (the landing page is not, for a visitor: app/components/static-page.ts).
    await page.goto("/login");
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('a[href="/login/forgot"]') ?? {}).some((key) =>
        key.startsWith("__reactFiber"),
      ),
    );
    // Hold the next page's data a moment so the indicator is visible, as on a slow connection.
    await page.route("**/*.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByText("Loading page...").waitFor();
    await page.waitForURL((url) => url.pathname === "/login/forgot");
    await page.getByText("Loading page...").waitFor({ state: "detached" });
  });

  it("serves the styling demo page", async () => {
    const page = await browser.newPage();
    await page.goto("/test");
    await expect(page.getByRole("heading", { name: "Styling demo" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Primary" }).isVisible()).resolves.toBe(true);
  });
});
