/**
 * A master's edits reach a variant open in another tab as they happen (docs/variants.md#when-a-sync-runs):
 * the master's room pushes them, so the variant's editor shows the new job, the followed text and
 * the change that waits without a reload, a click or its once-a-minute read; its PDF prints German
 * headings.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, setupBrowser, watchPopupsAndAlerts } from "./browser";
import { pdfText } from "./pdf-text";
import { newAccount, startNewResume } from "./session";

const browser = setupBrowser();
const summary = (page: Page) => page.getByLabel("Summary", { exact: true });

async function saved(page: Page) {
  await page.getByText("All changes saved").waitFor({ timeout: 10_000 });
}

describe("variants, live", () => {
  it("shows the master's new job and its waiting summary change in an open German variant", async () => {
    const master = await browser.newPage({ width: 1440, height: 1000 });
    const { opened } = await watchPopupsAndAlerts(master);
    await newAccount(master, "Lea Live");
    await startNewResume(master);
    const masterUrl = master.url();
    await master.getByTestId("live-badge").waitFor();
    await summary(master).fill("I build reliable payment systems.");
    await master.getByRole("button", { name: "+ Add experience" }).click();
    await master.getByLabel("Company", { exact: true }).fill("Globex");
    await master.getByLabel("Position", { exact: true }).fill("Staff Engineer");
    await saved(master);

    await master.getByRole("button", { name: "Variants…" }).click();
    const dialog = master.getByRole("dialog", { name: "Languages and job versions" });
    await dialog.getByLabel("Language").selectOption("de");
    await dialog.getByRole("button", { name: "Make variant" }).click();
    await master.waitForURL((url) => url.href !== masterUrl);
    // This tab is the German variant from now on; the master opens in a second tab.
    const german = master;
    const panel = german.getByTestId("upstream-panel");
    await expect.poll(() => panel.getByTestId("to-translate").textContent()).toBe("2 fields to translate");
    await german.getByTestId("live-badge").waitFor();
    await summary(german).fill("Ich baue verlässliche Zahlungssysteme.");
    await expect.poll(() => panel.getByTestId("to-translate").textContent()).toBe("1 field to translate");
    await saved(german);
    await panel.getByText("Up to date with the master.").waitFor();

    const inMaster = await german.context().newPage();
    await inMaster.setViewportSize({ width: 1440, height: 1000 });
    await inMaster.goto(masterUrl);
    await inMaster.getByTestId("live-badge").waitFor();
    await inMaster.getByRole("button", { name: "+ Add experience" }).click();
    await inMaster.getByLabel("Company", { exact: true }).nth(1).fill("Initech");
    await inMaster.getByLabel("Position", { exact: true }).nth(1).fill("Engineer");
    await summary(inMaster).fill("I build reliable, fast payment systems.");

    // Well within the variant's once-a-minute read: only the push can bring these.
    const company = german.getByLabel("Company", { exact: true }).nth(1);
    await expect.poll(() => company.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => company.inputValue(), { timeout: 10_000 }).toBe("Initech");
    await expect
      .poll(() => german.getByLabel("Position", { exact: true }).nth(1).inputValue(), { timeout: 10_000 })
      .toBe("Engineer");
    const change = german.locator('[data-upstream-change="summary"]');
    await change.waitFor({ timeout: 10_000 });
    await expect(change.textContent()).resolves.toContain("I build reliable, fast payment systems.");
    await expect(summary(german).inputValue()).resolves.toBe("Ich baue verlässliche Zahlungssysteme.");
    await expect
      .poll(() => panel.getByTestId("to-translate").textContent(), { timeout: 10_000 })
      .toBe("2 fields to translate");
    await screenshot(german, "variant-live-push-desktop-light");

    // The German variant's PDF, generated as a person does: German headings, the pushed job in it.
    await german.getByRole("button", { name: "Generate PDF" }).click();
    await german.getByRole("status").getByText("PDF generated successfully!").last().waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await opened()).length).toBe(1);
    const file = await german.request.get((await opened())[0]!);
    expect(file.status()).toBe(200);
    const { text } = await pdfText(new Uint8Array(await file.body()));
    expect(text).toMatch(/BERUFSERFAHRUNG|Berufserfahrung/);
    expect(text).toMatch(/BERUFSPROFIL|Berufsprofil/);
    expect(text).not.toMatch(/Professional Experience/i);
    expect(text).toContain("Initech");
  }, 120_000);
});
