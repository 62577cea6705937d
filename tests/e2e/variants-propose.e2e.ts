/**
 * Variants, the way back (docs/variants.md#proposing-to-the-master): a German variant's skills,
 * the same in both languages, are marked translated with a click (the count drops, and stays down
 * after a reload); a job variant's better bullet is proposed to the English master and its owner
 * sees it there as a suggestion.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, SCREENSHOT_DIR, setupBrowser } from "./browser";
import { newAccount, startNewResume } from "./session";

const browser = setupBrowser();
const summary = (page: Page) => page.getByLabel("Summary", { exact: true });
const skills = (page: Page) => page.getByRole("textbox", { name: "Skills", exact: true });
const description = (page: Page) => page.getByLabel("Description", { exact: true }).first();
const BETTER = "- Cut deploy time by 80% with blue-green releases";

async function saved(page: Page) {
  await page.getByText("All changes saved").waitFor({ timeout: 10_000 });
}

async function makeVariant(page: Page, choose: (dialog: ReturnType<Page["getByRole"]>) => Promise<void>) {
  const before = page.url();
  await page.getByRole("button", { name: "Variants…" }).click();
  const dialog = page.getByRole("dialog", { name: "Languages and job versions" });
  await dialog.waitFor();
  await choose(dialog);
  await dialog.getByRole("button", { name: "Make variant" }).click();
  await page.waitForURL((url) => url.href !== before);
  await page.getByTestId("upstream-panel").getByText("Variant of").waitFor();
  return page.url();
}

describe("variants: marked translated, and proposed back to the master", () => {
  it("marks a field the same in both languages, and proposes a job variant's bullet to the master", async () => {
    const page = await browser.newPage({ width: 1440, height: 1000 });
    await newAccount(page, "Pia Proposer");
    await startNewResume(page);
    const masterUrl = page.url();
    await page.getByTestId("live-badge").waitFor();
    await summary(page).fill("I build reliable payment systems.");
    await skills(page).fill("Python, SQL");
    await page.getByRole("button", { name: "+ Add experience" }).click();
    await page.getByLabel("Company", { exact: true }).fill("Globex");
    await page.getByLabel("Position", { exact: true }).fill("Staff Engineer");
    await description(page).fill("- Cut deploy time by 80%");
    await page.getByLabel("Job Title", { exact: true }).fill("Platform Engineer");
    await page
      .getByRole("textbox", { name: "Job Description", exact: true })
      .fill("We need a platform engineer with Go, Kubernetes and payment systems experience.");
    await page.getByTestId("ats-score").waitFor({ timeout: 10_000 });
    await saved(page);

    // German: the skills read the same in both languages; one click, and they count as translated.
    await makeVariant(page, (dialog) =>
      dialog
        .getByLabel("Language")
        .selectOption("de")
        .then(() => undefined),
    );
    const panel = page.getByTestId("upstream-panel");
    const count = () => panel.getByTestId("to-translate").textContent();
    await expect.poll(count).toBe("4 fields to translate");
    const skillsBeside = page.locator('[data-master-text="skills"]');
    await skillsBeside.locator("[data-needs-translation]").waitFor();
    await skillsBeside.locator("xpath=..").screenshot({ path: `${SCREENSHOT_DIR}variant-same-in-both-light.png` });
    await skillsBeside.getByRole("button", { name: "Same in both languages" }).click();
    await expect.poll(count).toBe("3 fields to translate");
    await expect(skillsBeside.locator("[data-needs-translation]").count()).resolves.toBe(0);
    await expect(skills(page).inputValue()).resolves.toBe("Python, SQL");
    // Not a moment's state: read again, it stays translated.
    await page.reload();
    await expect.poll(count).toBe("3 fields to translate");
    await expect(page.locator('[data-master-text="skills"] [data-needs-translation]').count()).resolves.toBe(0);
    // A language variant proposes nothing back.
    await expect(page.getByTestId("propose-list").count()).resolves.toBe(0);

    // The job variant: a better bullet, proposed to the master.
    await page.goto(masterUrl);
    await page.getByTestId("live-badge").waitFor();
    await makeVariant(page, (dialog) =>
      dialog.getByRole("checkbox", { name: /For the saved job: Platform Engineer/ }).check(),
    );
    await page.getByTestId("live-badge").waitFor();
    await description(page).fill(BETTER);
    await saved(page);
    await panel.getByRole("button", { name: "Check for changes" }).click();
    const list = page.getByTestId("propose-list");
    const item = list.locator('[data-proposable$=".description"]');
    await item.waitFor({ timeout: 15_000 });
    await expect(item.textContent()).resolves.toContain(BETTER);
    const propose = list.getByRole("button", { name: "Propose to the master" });
    await expect(propose.isDisabled()).resolves.toBe(true);
    // Keyboard: the checkbox takes the focus and Space ticks it.
    await item.getByRole("checkbox", { name: /Experience · Globex · Description/ }).focus();
    await page.keyboard.press("Space");
    await expect(propose.isDisabled()).resolves.toBe(false);
    await screenshot(page, "variant-propose-desktop-light");
    await panel.screenshot({ path: `${SCREENSHOT_DIR}variant-propose-panel-desktop-light.png` });
    const themeToggle = page.locator("[data-theme-toggle]:visible").first();
    await themeToggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.className)).toContain("dark");
    await panel.screenshot({ path: `${SCREENSHOT_DIR}variant-propose-panel-desktop-dark.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "variant-propose-phone-dark");
    await panel.screenshot({ path: `${SCREENSHOT_DIR}variant-propose-panel-phone-dark.png` });
    await page.setViewportSize({ width: 1440, height: 1000 });
    await themeToggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.className)).not.toContain("dark");
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.screenshot({ path: `${SCREENSHOT_DIR}variant-propose-panel-phone-light.png` });
    await page.setViewportSize({ width: 1440, height: 1000 });

    await propose.click();
    await list.getByText("Proposed: the master's owner sees it as a suggestion.").waitFor();
    await list.locator('[data-proposed$=".description"]').waitFor();
    await panel.screenshot({ path: `${SCREENSHOT_DIR}variant-proposed-panel-desktop-light.png` });

    // The master's owner sees it in the master's editor, as a suggestion, and the master is as it was.
    await list.getByRole("link", { name: "Open the master" }).click();
    await page.waitForURL((url) => url.href === masterUrl);
    await page.getByTestId("live-badge").waitFor();
    const mark = page.locator('[data-field-suggestions$=".description"]');
    await mark.getByText(BETTER).waitFor({ timeout: 10_000 });
    await page.getByTestId("suggestions-panel").getByText("1 pending").waitFor();
    await expect(description(page).inputValue()).resolves.toBe("- Cut deploy time by 80%");
    await screenshot(page, "variant-proposed-master-desktop-light");
    // Accepted there: the master has the bullet.
    await mark.getByRole("button", { name: /^Accept/ }).click();
    await expect.poll(() => description(page).inputValue()).toBe(BETTER);
  }, 180_000);
});
