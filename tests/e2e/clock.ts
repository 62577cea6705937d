/**
 * Waiting out a page's own timers without waiting for them (docs/performance.md#the-test-suites-time).
 * With Playwright's clock installed before the page loads, a test moves the page's time on
 * (setTimeout, setInterval, Date) a second at a time, and gives what each second started (a
 * socket's attempt failing, a fetch) a moment of real time to happen. The server's side runs in
 * real time: this is for the browser's retries and pauses, not for the server's.
 */
import type { Locator, Page } from "playwright-core";

/** The page's time moved on at once. */
const STEP_MS = 1_000;
/** Real time after each step, for what it started to settle. */
const SETTLE_MS = 100;

/** Installs the page's clock: before its first navigation, or its timers stay real. */
export async function installClock(page: Page): Promise<void> {
  await page.clock.install();
}

/** `ms` of the page's time pass, in about a tenth of that. */
export async function letTimePass(page: Page, ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += STEP_MS) {
    await page.clock.fastForward(STEP_MS);
    await page.waitForTimeout(SETTLE_MS);
  }
}

/** The page's time passes until `locator` shows, for at most `ms` of it. */
export async function letTimePassUntil(page: Page, locator: Locator, ms: number): Promise<void> {
  for (let passed = 0; !(await locator.isVisible()); passed += STEP_MS) {
    if (passed >= ms) throw new Error(`not shown within ${ms} ms of the page's time: ${locator}`);
    await page.clock.fastForward(STEP_MS);
    await page.waitForTimeout(SETTLE_MS);
  }
}
