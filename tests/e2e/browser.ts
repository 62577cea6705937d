import { mkdirSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const SCREENSHOT_DIR = new URL("./screenshots/", import.meta.url).pathname;

/** Debian's Chromium, with the flags this offline, root-run machine needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
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
 * Registers a browser for the test file. Each call of `newPage()` gets a fresh context
 * (own cookies and storage), so tests do not leak sign-ins into each other.
 */
export function setupBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async newPage(
      options: { colorScheme?: "light" | "dark"; width?: number; height?: number; javaScriptEnabled?: boolean } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        colorScheme: options.colorScheme ?? "light",
        viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
        javaScriptEnabled: options.javaScriptEnabled ?? true,
      });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
  };
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
