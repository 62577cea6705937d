import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { TEMPLATES } from "../../app/domain/templates/catalog";
import { expectPageError, SCREENSHOT_DIR, screenshot, setupBrowser } from "./browser";
import { newAccount, signInNewUser } from "./session";

const browser = setupBrowser();

const LABELS = { modern: "Modern", professional: "Professional", creative: "Creative", classic: "Classic" } as const;
const CATEGORIES = Object.keys(LABELS) as Array<keyof typeof LABELS>;

const cards = (page: Page) => page.locator("article[data-template-id]");
const card = (page: Page, id: string) => page.locator(`article[data-template-id="${id}"]`);
const dialog = (page: Page) => page.getByRole("dialog");

/** The harness's screenshots are full-page; a modal is only seen right in the viewport. */
async function viewportShot(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png` });
}

/** Thumbnails load lazily: scroll them all into view so a full-page screenshot shows them. */
async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    const images = Array.from(document.querySelectorAll<HTMLImageElement>("main img"));
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLImageElement>("main img")).every(
      (image) => image.complete && image.naturalWidth > 0,
    ),
  );
}

/** Sideways scrolling caused by this page's content (the shared header is checked elsewhere). */
async function mainOverflow(page: Page) {
  return page.evaluate(() => {
    const wide = Array.from(document.querySelectorAll("main *")).filter(
      (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
    );
    return wide.map((element) => `${element.tagName}.${element.getAttribute("class") ?? ""}`);
  });
}

/** The canvas has been drawn by PDF.js: it is marked with its page and holds non-white pixels. */
async function waitForDrawnPage(page: Page, pageNumber: number) {
  const canvas = page.locator(`canvas[data-rendered-page="${pageNumber}"]`);
  await canvas.waitFor({ timeout: 30_000 }).catch(async (error) => {
    // Say what the modal showed instead (an error text, a spinner) rather than only "timeout".
    console.error(
      "No drawn page; the dialog shows:",
      await page
        .getByRole("dialog")
        .textContent()
        .catch(() => "(no dialog)"),
    );
    throw error;
  });
  const inked = await canvas.evaluate((element: HTMLCanvasElement) => {
    const pixels = element.getContext("2d")!.getImageData(0, 0, element.width, element.height).data;
    let dark = 0;
    for (let i = 0; i < pixels.length; i += 4 * 97) if (pixels[i]! < 128) dark += 1;
    return {
      dark,
      width: element.width,
      cssWidth: element.getBoundingClientRect().width,
      ratio: window.devicePixelRatio,
    };
  });
  expect(inked.dark).toBeGreaterThan(50);
  // Drawn at the device pixel ratio, as wide as the space it is shown in.
  expect(Math.abs(inked.width - Math.floor(inked.cssWidth * inked.ratio))).toBeLessThanOrEqual(2);
}

async function activeElementInfo(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      text: active?.textContent?.trim() ?? "",
      templateId: active?.closest<HTMLElement>("article[data-template-id]")?.dataset.templateId ?? null,
      inDialog: Boolean(active?.closest('[role="dialog"]')),
    };
  });
}

describe("template selection, step 1", () => {
  it("shows the title, steps, filters with counts and the cards; a broken thumbnail shows the placeholder", async () => {
    const page = await browser.newPage();
    // One thumbnail that cannot be fetched, from the first request on.
    await page.route("**/templates/sales-impact.png", (route) => route.abort());
    expectPageError(page, /Failed to load resource: net::ERR_FAILED/);
    await signInNewUser(page, "Jordan Rivera");

    expect(await page.title()).toBe("Select Resume Template");
    await page.getByRole("heading", { level: 1, name: "Select Resume Template" }).waitFor();
    const current = page.locator('nav[aria-label="Progress"] [aria-current="step"]');
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toContain("Choose Template");
    const steps = await page.locator('nav[aria-label="Progress"] li').allTextContents();
    expect(steps.join("|")).toMatch(/Choose Template.*\|.*Customize Resume.*\|.*Download & Share/);
    await page.getByRole("heading", { name: "Choose Your Resume Template" }).waitFor();
    await page.getByRole("button", { name: "Account menu for Jordan Rivera" }).waitFor();

    const all = page.getByRole("button", { name: `All Templates (${TEMPLATES.length})` });
    expect(TEMPLATES.length).toBe(10);
    expect(await all.getAttribute("aria-pressed")).toBe("true");
    expect(await cards(page).count()).toBe(10);

    // Each card: name, badge, description, two features and the rest counted.
    const first = TEMPLATES[0]!;
    const firstCard = card(page, first.id);
    const text = (await firstCard.textContent()) ?? "";
    for (const part of [first.name, LABELS[first.category], first.description, first.features[0]!, first.features[1]!])
      expect(text).toContain(part);
    expect(text).not.toContain(first.features[2]!);
    expect(text).toContain(`+${first.features.length - 2} more`);
    await firstCard.getByRole("button", { name: "Select Template" }).waitFor();
    await firstCard.getByRole("button", { name: "Preview" }).waitFor();

    const broken = card(page, "sales-impact").locator("img");
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('article[data-template-id="sales-impact"] img');
      return image?.src.endsWith("/templates/placeholder.svg") && image.complete && image.naturalWidth > 0;
    });
    expect(await broken.getAttribute("alt")).toBe("Sales Impact template");
    const healthy = await card(page, first.id)
      .locator("img")
      .evaluate((image: HTMLImageElement) => image.src);
    expect(healthy).toMatch(new RegExp(`/templates/${first.id}\\.png$`));

    await loadAllImages(page);
    await screenshot(page, "templates-step1-light");

    for (const category of CATEGORIES) {
      const expected = TEMPLATES.filter((template) => template.category === category);
      const button = page.getByRole("button", { name: `${LABELS[category]} (${expected.length})`, exact: true });
      await button.click();
      await page.locator(`button[aria-pressed="true"]:has-text("${LABELS[category]} (")`).waitFor();
      expect(await all.getAttribute("aria-pressed")).toBe("false");
      await page.waitForFunction(
        (count) => document.querySelectorAll("article[data-template-id]").length === count,
        expected.length,
      );
      const shown = await cards(page).evaluateAll((elements) =>
        elements.map((element) => (element as HTMLElement).dataset.templateId),
      );
      expect(shown).toEqual(expected.map((template) => template.id));
      expect(new URL(page.url()).searchParams.get("category")).toBe(category);
    }
    await all.click();
    await page.waitForFunction(() => document.querySelectorAll("article[data-template-id]").length === 10);
  });

  it("looks right in the dark theme", async () => {
    const page = await browser.newPage({ colorScheme: "dark" });
    await signInNewUser(page);
    expect(await page.evaluate(() => document.documentElement.className)).toContain("dark");
    await loadAllImages(page);
    await screenshot(page, "templates-step1-dark");
    await card(page, "startup-entrepreneur").getByRole("button", { name: "Preview" }).click();
    await waitForDrawnPage(page, 1);
    await viewportShot(page, "templates-modal-dark");
  });

  it("fits a 375 px phone in one column without sideways scrolling", async () => {
    const page = await browser.newPage({ width: 375, height: 812 });
    await signInNewUser(page);
    await page.getByRole("heading", { name: "Choose Your Resume Template" }).waitFor();
    expect(await mainOverflow(page)).toEqual([]);
    const columns = await page
      .locator("ul:has(> li > article)")
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(1);
    await loadAllImages(page);
    await screenshot(page, "templates-mobile");
    await viewportShot(page, "templates-mobile-top");

    await card(page, "creative-portfolio").getByRole("button", { name: "Preview" }).click();
    await waitForDrawnPage(page, 1);
    await viewportShot(page, "templates-modal-mobile");
  });
});

describe("the preview modal", () => {
  it("draws the PDF with paging, traps focus, locks scrolling, closes on Escape and the backdrop", async () => {
    const page = await browser.newPage();
    // A slow PDF, so the loading indicator can be seen.
    await page.route("**/templates/tech-minimalist.pdf", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await signInNewUser(page);
    const template = TEMPLATES.find((entry) => entry.id === "tech-minimalist")!;
    const preview = card(page, template.id).getByRole("button", { name: "Preview" });
    // Nothing of PDF.js is loaded before a preview opens.
    const pdfjsRequests: string[] = [];
    page.on("request", (request) => {
      if (/pdfjs|pdf\.worker/.test(request.url())) pdfjsRequests.push(`${request.method()} ${request.url()}`);
    });
    expect(pdfjsRequests).toEqual([]);

    await preview.click();
    await dialog(page).waitFor();
    expect(await dialog(page).getAttribute("aria-modal")).toBe("true");
    const labelledBy = await dialog(page).getAttribute("aria-labelledby");
    expect(await page.locator(`[id="${labelledBy}"]`).textContent()).toBe(template.name);
    expect(await dialog(page).textContent()).toContain(template.description);
    expect(
      (await activeElementInfo(page)).inDialog ||
        (await page.evaluate(() => document.activeElement?.getAttribute("role"))) === "dialog",
    ).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await dialog(page).getByRole("status").filter({ hasText: "Loading preview..." }).waitFor();

    await waitForDrawnPage(page, 1);
    // The worker came from the site itself, not the CDN.
    expect(
      pdfjsRequests.some((request) => /^GET .*\/pdf\.worker\.min\.mjs$/.test(request) && !request.includes("cdn.")),
    ).toBe(true);
    expect(pdfjsRequests.filter((request) => request.includes("cdn."))).toEqual([]);
    const pager = dialog(page).getByText(/^Page \d+ of \d+$/);
    const [, pageCount] = /Page 1 of (\d+)/.exec((await pager.textContent()) ?? "") ?? [];
    expect(Number(pageCount)).toBeGreaterThanOrEqual(2);
    const previous = dialog(page).getByRole("button", { name: "Previous" });
    const next = dialog(page).getByRole("button", { name: "Next" });
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(false);

    // Within the 95vh / max-w-4xl bounds, and scrollable inside.
    const box = (await dialog(page).boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(800 * 0.95 + 1);
    expect(box.width).toBeLessThanOrEqual(896 + 1);
    await viewportShot(page, "templates-modal");

    await next.click();
    await dialog(page).getByText(`Page 2 of ${pageCount}`).waitFor();
    await waitForDrawnPage(page, 2);
    expect(await previous.isDisabled()).toBe(false);
    if (Number(pageCount) === 2) {
      expect(await next.isDisabled()).toBe(true);
      // The keyboard user who pressed Next keeps focus inside, on the button still usable.
      expect((await activeElementInfo(page)).text).toContain("Previous");
    }
    await previous.click();
    await dialog(page).getByText(`Page 1 of ${pageCount}`).waitFor();

    // Tab and Shift+Tab never leave the dialog.
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press("Tab");
      expect((await activeElementInfo(page)).inDialog).toBe(true);
    }
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press("Shift+Tab");
      expect((await activeElementInfo(page)).inDialog).toBe(true);
    }

    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "detached" });
    expect(await activeElementInfo(page)).toMatchObject({ text: "Preview", templateId: template.id });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");

    // Opening again starts on page 1; a click on the backdrop closes, one inside does not.
    await preview.click();
    await dialog(page).getByText(`Page 1 of ${pageCount}`).waitFor({ timeout: 30_000 });
    await dialog(page).click({ position: { x: 40, y: 20 } });
    expect(await dialog(page).isVisible()).toBe(true);
    await page.mouse.click(5, 5);
    await dialog(page).waitFor({ state: "detached" });

    await preview.click();
    await dialog(page).getByRole("button", { name: "Close", exact: true }).click();
    await dialog(page).waitFor({ state: "detached" });
    await preview.click();
    await dialog(page).getByRole("button", { name: "Close preview" }).click();
    await dialog(page).waitFor({ state: "detached" });
  });

  it("shows the thumbnail and the error texts when the PDF cannot be loaded", async () => {
    const page = await browser.newPage();
    await page.route("**/templates/minimal-modern.pdf", (route) => route.fulfill({ status: 500, body: "broken" }));
    // The viewer logs the failure, as the product says it does: "Failed to load preview:".
    expectPageError(page, /status of 500|Failed to load preview:/);
    await signInNewUser(page);
    await card(page, "minimal-modern").getByRole("button", { name: "Preview" }).click();
    const alert = dialog(page).getByRole("alert");
    await alert.waitFor({ timeout: 30_000 });
    const text = (await alert.textContent()) ?? "";
    expect(text).toContain("Failed to load preview:");
    expect(text).toMatch(/Error loading preview: \S/);
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[role="dialog"] img');
      return image?.src.endsWith("/templates/minimal-modern.png") && image.complete && image.naturalWidth > 0;
    });
    expect(
      await dialog(page)
        .getByText(/^Page \d+ of/)
        .count(),
    ).toBe(0);
    await viewportShot(page, "templates-modal-error");
  });

  it("falls back to the CDN copy of the worker when the local one is missing", async () => {
    const page = await browser.newPage();
    const cdn: string[] = [];
    await page.route("**/pdf.worker.min.mjs", async (route) => {
      const url = route.request().url();
      if (!url.startsWith("https://cdn.jsdelivr.net/npm/pdfjs-dist@"))
        return route.fulfill({ status: 404, body: "Not found" });
      // This machine is offline: stand in for the CDN with the same file, as the CDN serves it.
      cdn.push(url);
      await route.fulfill({
        path: "node_modules/pdfjs-dist/build/pdf.worker.min.mjs",
        contentType: "text/javascript",
        headers: { "Access-Control-Allow-Origin": "*" },
      });
    });
    await signInNewUser(page);
    await card(page, "modern-professional").getByRole("button", { name: "Preview" }).click();
    await waitForDrawnPage(page, 1);
    const { version } = JSON.parse(readFileSync("node_modules/pdfjs-dist/package.json", "utf8")) as { version: string };
    expect(cdn).toContain(`https://cdn.jsdelivr.net/npm/pdfjs-dist@${version}/build/pdf.worker.min.mjs`);
  });
});

describe("step 2", () => {
  it("Use This Template and Select Template lead to step 2, kept in the URL, and on to the builder", async () => {
    const page = await browser.newPage();
    await signInNewUser(page);
    const template = TEMPLATES.find((entry) => entry.id === "creative-portfolio")!;

    await card(page, template.id).getByRole("button", { name: "Preview" }).click();
    await dialog(page).getByRole("button", { name: "Use This Template" }).click();
    await dialog(page).waitFor({ state: "detached" });
    await page.getByRole("heading", { name: "Ready to Start Building Your Resume" }).waitFor();
    const url = new URL(page.url());
    expect(url.searchParams.get("template")).toBe(template.id);
    expect(url.searchParams.get("step")).toBe("2");
    expect(await page.locator('nav[aria-label="Progress"] [aria-current="step"]').textContent()).toContain(
      "Customize Resume",
    );
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");

    const main = (await page.locator("main").textContent()) ?? "";
    expect(main).toContain(`You've selected the ${template.name} template`);
    for (const part of [
      template.description,
      LABELS[template.category],
      "Features",
      "Perfect for",
      ...template.features,
      ...template.recommended,
    ]) {
      expect(main).toContain(part);
    }
    expect(main).toMatch(/ATS-optimized, but clean, well-structured content matters most/);
    await page.getByRole("heading", { name: "Features" }).waitFor();
    await page.getByRole("heading", { name: "Perfect for" }).waitFor();
    await loadAllImages(page);
    await screenshot(page, "templates-step2");

    // Reload keeps the step; the back button returns to step 1.
    await page.reload();
    await page.getByRole("heading", { name: "Ready to Start Building Your Resume" }).waitFor();
    await page.goBack();
    await page.getByRole("heading", { name: "Choose Your Resume Template" }).waitFor();
    await page.goForward();
    await page.getByRole("heading", { name: "Ready to Start Building Your Resume" }).waitFor();

    await page.getByRole("button", { name: "Change Template" }).click();
    await page.getByRole("heading", { name: "Choose Your Resume Template" }).waitFor();
    expect(new URL(page.url()).searchParams.get("step")).toBeNull();

    const other = TEMPLATES.find((entry) => entry.id === "healthcare-professional")!;
    await card(page, other.id).getByRole("button", { name: "Select Template" }).click();
    await page.getByText(`You've selected the ${other.name} template`).waitFor();
    // Starting creates a resume: a form post, not a link.
    const start = page.getByRole("button", { name: "Start Building Your Resume" });
    expect(await start.evaluate((button) => (button as HTMLButtonElement).form?.getAttribute("method"))).toBe("post");
    await start.click();
    await page.waitForURL((target) => target.pathname === `/builder/${other.id}` && target.searchParams.has("resume"));
  });

  it("looks right on a phone and in the dark theme", async () => {
    const page = await browser.newPage({ width: 375, height: 812, colorScheme: "dark" });
    await newAccount(page);
    await page.goto("/templates?template=sales-impact&step=2");
    await page.getByRole("heading", { name: "Ready to Start Building Your Resume" }).waitFor();
    expect(await mainOverflow(page)).toEqual([]);
    await loadAllImages(page);
    await screenshot(page, "templates-step2-mobile-dark");
  });

  it("an unknown template in the URL shows step 1", async () => {
    const page = await browser.newPage();
    await newAccount(page);
    await page.goto("/templates?template=no-such-template&step=2");
    await page.getByRole("heading", { name: "Choose Your Resume Template" }).waitFor();
  });
});
