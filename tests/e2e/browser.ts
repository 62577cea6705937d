import { mkdirSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, inject } from "vitest";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Runs CHROMIUM without the omnibox popup's renderer that every new window starts (see the script). */
const LEAN_CHROMIUM = new URL("../../scripts/chromium-lean.sh", import.meta.url).pathname;
export const SCREENSHOT_DIR = new URL("./screenshots/", import.meta.url).pathname;

/** Debian's Chromium, with the flags this offline, root-run machine needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: LEAN_CHROMIUM,
    env: { ...process.env, LEAN_CHROMIUM_BINARY: CHROMIUM },
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

export function baseUrl(): string {
  return inject("baseUrl");
}

/**
 * What a page logged as an error: uncaught exceptions and console.error. A 4xx answer the test
 * provoked on purpose (a wrong password, a stranger's URL) makes Chromium log "Failed to load
 * resource"; those are the test's business, not the page's, and are left out.
 */
const pageErrors = new WeakMap<Page, { errors: string[]; expected: RegExp[] }>();
const EXPECTED_NETWORK = /^Failed to load resource: the server responded with a status of 4\d\d/;

/** This test makes the page log an error on purpose (matching `pattern`). */
export function expectPageError(page: Page, pattern: RegExp): void {
  pageErrors.get(page)?.expected.push(pattern);
}

/** A page's answers of 400 and over, latest last (for describePages). */
const failedAnswers = new WeakMap<Page, string[]>();

function watchErrors(page: Page): void {
  const record = { errors: [] as string[], expected: [] as RegExp[] };
  pageErrors.set(page, record);
  page.on("pageerror", (error) => record.errors.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !EXPECTED_NETWORK.test(message.text()))
      record.errors.push(`console.error: ${message.text()}`);
  });
}

/**
 * Registers a browser for the test file. Each call of `newPage()` gets a fresh context
 * (own cookies and storage), so tests do not leak sign-ins into each other. A test fails when one
 * of its pages had an uncaught exception or logged console.error it did not expect.
 */
export function setupBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  /** The contexts of the test running now: their pages are described when it fails. */
  let testContexts: BrowserContext[] = [];
  let pages: Page[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === "fail") await describePages(testContexts, task.name);
    testContexts = [];
    const unexpected = pages.flatMap((page) => {
      const record = pageErrors.get(page);
      return record ? record.errors.filter((error) => !record.expected.some((pattern) => pattern.test(error))) : [];
    });
    pages = [];
    if (unexpected.length > 0) throw new Error(`The page reported errors:\n${unexpected.join("\n")}`);
  });
  return {
    async newPage(
      options: {
        colorScheme?: "light" | "dark";
        width?: number;
        height?: number;
        javaScriptEnabled?: boolean;
        locale?: string;
        baseURL?: string;
      } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        // Another address for the site: a proxy in front of it (tests/e2e/upgrade-proxy.ts).
        baseURL: options.baseURL ?? baseUrl(),
        colorScheme: options.colorScheme ?? "light",
        viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        // The browser's language: navigator.language and the Accept-Language it sends.
        locale: options.locale ?? "en-US",
      });
      contexts.push(context);
      testContexts.push(context);
      context.on("response", (response) => {
        if (response.status() < 400) return;
        const request = response.request();
        // A service worker's request has no frame (Playwright throws): no page to note it on.
        const page = request.serviceWorker() ? null : request.frame().page();
        if (!page) return;
        const seen = failedAnswers.get(page) ?? [];
        seen.push(`${response.status()} ${request.method()} ${new URL(response.url()).pathname}`);
        failedAnswers.set(page, seen.slice(-10));
      });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      watchErrors(page);
      pages.push(page);
      return page;
    },
  };
}

/**
 * A failed test's pages as they were (CI keeps only the log): each page's address, title, the
 * answers of 400 and over it got, the start of its text, and a screenshot. Bounded in time: a page
 * that hangs must not hang the report.
 */
async function describePages(contexts: BrowserContext[], testName: string): Promise<void> {
  const slug = testName.replace(/[^a-z0-9]+/gi, "-").slice(0, 60);
  const within = <T>(work: Promise<T>): Promise<T | string> =>
    Promise.race([work, new Promise<string>((done) => setTimeout(() => done("(no answer in 3 s)"), 3_000))]);
  const lines: string[] = [`Pages of the failed test "${testName}":`];
  let n = 0;
  for (const page of contexts.flatMap((context) => context.pages())) {
    n += 1;
    const text = await within(
      page.evaluate(() => (document.body?.innerText ?? "").replace(/\s+/g, " ").slice(0, 600)).catch(String),
    );
    const shot = await within(screenshot(page, `failed-${slug}-${n}`).catch(String));
    lines.push(
      `  ${n}. ${page.url()} (${String(await within(page.title().catch(String)))})`,
      `     answers >= 400: ${failedAnswers.get(page)?.join(", ") || "none"}`,
      `     text: ${String(text)}`,
      `     screenshot: ${shot}`,
    );
  }
  console.error(lines.join("\n"));
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = `${SCREENSHOT_DIR}${name}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Records window.open targets and accepts alerts, keeping their texts. */
export async function watchPopupsAndAlerts(page: Page) {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.addInitScript(() => {
    (window as unknown as { __opened: string[] }).__opened = [];
    window.open = (url?: string | URL) => {
      (window as unknown as { __opened: string[] }).__opened.push(String(url));
      return null;
    };
  });
  return {
    alerts,
    opened: () => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened),
  };
}
