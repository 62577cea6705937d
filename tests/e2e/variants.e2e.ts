/**
 * Variants (docs/variants.md): an English master, a German variant translated by hand and a job
 * variant, made from the editor. A new job added to the master appears in both; the German one
 * asks for its translation; the master's summary change waits in German (side by side, taken with
 * a click) and follows by itself in the job variant; the German variant's PDF prints German headings.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, setupBrowser, watchPopupsAndAlerts } from "./browser";
import { pdfText } from "./pdf-text";
import { newAccount, startNewResume } from "./session";

const browser = setupBrowser();
const summary = (page: Page) => page.getByLabel("Summary", { exact: true });
const previewText = async (page: Page) =>
  (await page.frameLocator('iframe[title="Live preview of your resume"]').locator("body").textContent()) ?? "";

async function saved(page: Page) {
  await page.getByText("All changes saved").waitFor({ timeout: 10_000 });
}

async function openVariants(page: Page) {
  await page.getByRole("button", { name: "Variants…" }).click();
  const dialog = page.getByRole("dialog", { name: "Languages and job versions" });
  await dialog.waitFor();
  return dialog;
}

describe("variants", () => {
  it("keeps a German and a job variant in step with their English master", async () => {
    const page = await browser.newPage({ width: 1440, height: 1000 });
    const { opened } = await watchPopupsAndAlerts(page);
    await newAccount(page, "Vera Variant");
    await startNewResume(page);
    const masterUrl = page.url();
    await page.getByTestId("live-badge").waitFor();
    await summary(page).fill("I build reliable payment systems.");
    await page.getByRole("button", { name: "+ Add experience" }).click();
    await page.getByLabel("Company", { exact: true }).fill("Globex");
    await page.getByLabel("Position", { exact: true }).fill("Staff Engineer");
    await page.getByLabel("Description", { exact: true }).first().fill("- Cut deploy time by 80%");
    await page.getByLabel("Job Title", { exact: true }).fill("Platform Engineer");
    await page
      .getByRole("textbox", { name: "Job Description", exact: true })
      .fill("We need a platform engineer with Go, Kubernetes and payment systems experience.");
    // The job is saved as typed, then scored.
    await page.getByTestId("ats-score").waitFor({ timeout: 10_000 });
    await saved(page);

    // The German variant, from the dialog: it opens at once, every text field to translate.
    let dialog = await openVariants(page);
    await dialog.getByText("No variants yet.").waitFor();
    await dialog.getByLabel("Language").selectOption("de");
    await dialog.getByRole("button", { name: "Make variant" }).click();
    await page.waitForURL((url) => url.searchParams.get("resume") !== new URL(masterUrl).searchParams.get("resume"));
    const germanUrl = page.url();
    const panel = page.getByTestId("upstream-panel");
    await panel.getByText("Variant of").waitFor();
    await expect.poll(() => panel.getByTestId("to-translate").textContent()).toBe("3 fields to translate");
    const summaryBeside = page.locator('[data-master-text="summary"]');
    await expect(summaryBeside.textContent()).resolves.toContain("I build reliable payment systems.");
    await expect(summaryBeside.locator("[data-needs-translation]").count()).resolves.toBe(1);
    // Translated by hand: the mark goes as the text changes.
    await page.getByTestId("live-badge").waitFor();
    await summary(page).fill("Ich baue verlässliche Zahlungssysteme.");
    await expect.poll(() => panel.getByTestId("to-translate").textContent()).toBe("2 fields to translate");
    await expect(summaryBeside.locator("[data-needs-translation]").count()).resolves.toBe(0);
    await saved(page);
    await expect.poll(() => previewText(page)).toContain("Berufserfahrung");
    await screenshot(page, "variant-translation-desktop-light");

    // The job variant, from the master's dialog, which now lists the German one.
    await page.goto(masterUrl);
    dialog = await openVariants(page);
    await dialog.getByRole("listitem").filter({ hasText: "Deutsch" }).waitFor();
    await dialog.getByRole("checkbox", { name: /For the saved job: Platform Engineer/ }).check();
    await dialog.getByRole("button", { name: "Make variant" }).click();
    await page.waitForURL((url) => url.href !== masterUrl);
    const jobUrl = page.url();
    await page.getByTestId("upstream-panel").getByText("Up to date with the master.").waitFor();
    await expect(page.getByTestId("to-translate").count()).resolves.toBe(0);

    // The master changes its summary and gains a job.
    await page.goto(masterUrl);
    await page.getByTestId("live-badge").waitFor();
    await summary(page).fill("I build reliable, fast payment systems.");
    await page.getByRole("button", { name: "+ Add experience" }).click();
    await page.getByLabel("Company", { exact: true }).nth(1).fill("Initech");
    await page.getByLabel("Position", { exact: true }).nth(1).fill("Engineer");
    await saved(page);

    // German: the new job arrives, to translate; the summary change waits, side by side.
    await page.goto(germanUrl);
    await page.getByTestId("live-badge").waitFor();
    const change = page.locator('[data-upstream-change="summary"]');
    await change.waitFor({ timeout: 15_000 });
    await expect(change.textContent()).resolves.toMatch(
      /Master before.*I build reliable payment systems\..*Master now.*I build reliable, fast payment systems\..*This version.*Ich baue verlässliche Zahlungssysteme\./s,
    );
    await expect.poll(() => page.getByLabel("Company", { exact: true }).nth(1).inputValue()).toBe("Initech");
    await expect(page.locator('[data-master-text$=".position"] [data-needs-translation]').count()).resolves.toBe(2);
    await expect(summary(page).inputValue()).resolves.toBe("Ich baue verlässliche Zahlungssysteme.");
    await screenshot(page, "variant-upstream-desktop-light");
    const themeToggle = page.locator("[data-theme-toggle]:visible").first();
    await themeToggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.className)).toContain("dark");
    await screenshot(page, "variant-upstream-desktop-dark");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "variant-upstream-phone-dark");
    await page.setViewportSize({ width: 1440, height: 1000 });
    await themeToggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.className)).not.toContain("dark");
    await page.setViewportSize({ width: 390, height: 844 });
    // On a phone the panel is far below the form: the top of the form says what waits, and links down.
    const notice = page.getByTestId("variant-notice");
    await expect(notice.textContent()).resolves.toMatch(/^1 change waiting · \d+ fields? to translate/);
    await screenshot(page, "variant-upstream-phone-light");
    await notice.getByRole("link", { name: "Review" }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#upstream-panel");
    await expect(change.isVisible()).resolves.toBe(true);
    await page.setViewportSize({ width: 1440, height: 1000 });
    // Beside the form on a wide screen: no notice.
    await expect(notice.isVisible()).resolves.toBe(false);

    // Taken with a click: the master's text, to translate again.
    await change.getByRole("button", { name: "Take the master's text" }).click();
    await page.getByText("The master's text is in this version now.").waitFor();
    await expect.poll(() => summary(page).inputValue()).toBe("I build reliable, fast payment systems.");
    await expect(change.count()).resolves.toBe(0);
    await expect(summaryBeside.locator("[data-needs-translation]").count()).resolves.toBe(1);

    // The German PDF prints German headings, the new job in it.
    await page.getByRole("button", { name: "Generate PDF" }).click();
    await page.getByRole("status").getByText("PDF generated successfully!").last().waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await opened()).length).toBe(1);
    const pdf = await page.request.get((await opened())[0]!);
    expect(pdf.status()).toBe(200);
    const { text } = await pdfText(new Uint8Array(await pdf.body()));
    expect(text).toMatch(/BERUFSERFAHRUNG|Berufserfahrung/);
    expect(text).not.toMatch(/Professional Experience/i);
    expect(text).toContain("Initech");

    // The job variant changed nothing: the summary and the new job followed by themselves.
    await page.goto(jobUrl);
    await page.getByTestId("upstream-panel").getByText("Up to date with the master.").waitFor({ timeout: 15_000 });
    await expect.poll(() => summary(page).inputValue()).toBe("I build reliable, fast payment systems.");
    await expect.poll(() => page.getByLabel("Company", { exact: true }).nth(1).inputValue()).toBe("Initech");
  }, 180_000);
});
