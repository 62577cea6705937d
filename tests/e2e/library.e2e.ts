/**
 * The content library (docs/library.md): a job saved from resume A to the library, inserted into
 * resume B (it shows in B's form and preview), the item changed in the library, B's editor offering
 * the change side by side, taken with a click, and B showing the new text.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { SCREENSHOT_DIR, screenshot, setupBrowser } from "./browser";
import { signInNewUser, startNewResume } from "./session";

const browser = setupBrowser();
const previewText = async (page: Page) =>
  (await page.frameLocator('iframe[title="Live preview of your resume"]').locator("body").textContent()) ?? "";

async function saved(page: Page) {
  await page.getByText("All changes saved").waitFor({ timeout: 10_000 });
}

async function openLibrary(page: Page) {
  await page.getByTestId("library-card").getByRole("button", { name: "Open library" }).click();
  const dialog = page.getByRole("dialog", { name: "Library" });
  await dialog.waitFor();
  return dialog;
}

describe("the content library", () => {
  it("saves a job from one resume, inserts it into another, and offers the library's change there", async () => {
    const page = await browser.newPage({ width: 1440, height: 1000 });
    await signInNewUser(page, "Lina Library");

    // Resume A: a job, saved to the library.
    await startNewResume(page);
    await page.getByTestId("live-badge").waitFor();
    await page.getByRole("button", { name: "+ Add experience" }).click();
    await page.getByLabel("Company", { exact: true }).fill("Globex");
    await page.getByLabel("Position", { exact: true }).fill("Staff Engineer");
    await page.getByLabel("Description", { exact: true }).first().fill("- Cut deploy time by 80%");
    await saved(page);
    let dialog = await openLibrary(page);
    await dialog.getByText("Your library is empty.", { exact: false }).waitFor();
    await expect(dialog.getByLabel("Entry or bullet of this resume").inputValue()).resolves.toBeTruthy();
    await dialog.getByRole("button", { name: "Save to library" }).click();
    await dialog.getByText("Saved to your library.").waitFor();
    const item = dialog.locator("[data-library-item]").filter({ hasText: "Staff Engineer · Globex" });
    await item.waitFor();
    expect(await seriousViolations(page, "dialog[open]"), "the library's dialog").toEqual([]);
    // And one bullet of it.
    await dialog
      .getByLabel("Entry or bullet of this resume")
      .selectOption({ label: "- Cut deploy time by 80% (bullet of Staff Engineer · Globex)" });
    await dialog.getByRole("button", { name: "Save to library" }).click();
    await dialog.locator("[data-library-item]").filter({ hasText: "Bullet" }).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    // Resume B: the job inserted from the library reaches its form and preview through the room.
    await startNewResume(page);
    await page.getByTestId("live-badge").waitFor();
    await expect(page.getByLabel("Company", { exact: true }).count()).resolves.toBe(0);
    dialog = await openLibrary(page);
    await dialog.getByRole("button", { name: "Insert: Staff Engineer · Globex" }).click();
    await dialog.getByText("Inserted into this resume.").waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect
      .poll(() => page.getByLabel("Company", { exact: true }).inputValue(), { timeout: 10_000 })
      .toBe("Globex");
    await expect.poll(() => previewText(page)).toContain("Cut deploy time by 80%");

    // The item changes in the library: B is offered the change, side by side, and nothing moves by itself.
    dialog = await openLibrary(page);
    await dialog.getByRole("button", { name: "Edit: Staff Engineer · Globex" }).click();
    await dialog.getByRole("textbox", { name: "Description" }).fill("- Cut deploy time by 90%");
    await dialog.getByRole("button", { name: "Save change" }).click();
    await dialog.getByText("Changed.", { exact: false }).waitFor();
    await page.keyboard.press("Escape");
    const change = page.locator('[data-library-change$=".description"]');
    await change.waitFor({ timeout: 10_000 });
    await page.getByRole("heading", { name: "Library changes (1)" }).waitFor();
    await expect(change.textContent()).resolves.toMatch(
      /Library before.*Cut deploy time by 80%.*Library now.*Cut deploy time by 90%.*This resume.*Cut deploy time by 80%/s,
    );
    await expect(previewText(page)).resolves.toContain("Cut deploy time by 80%");

    await change.scrollIntoViewIfNeeded();
    await screenshot(page, "library-change-desktop-light");
    expect(await seriousViolations(page, '[data-testid="library-card"]'), "the changes, light").toEqual([]);
    const themeToggle = page.locator("[data-theme-toggle]:visible").first();
    await themeToggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.className)).toContain("dark");
    await screenshot(page, "library-change-desktop-dark");
    expect(await seriousViolations(page, '[data-testid="library-card"]'), "the changes, dark").toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "library-change-phone-dark");
    const card = page.getByTestId("library-card");
    await card.screenshot({ path: `${SCREENSHOT_DIR}library-card-phone-dark.png` });
    await page.setViewportSize({ width: 1440, height: 1000 });
    await themeToggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.className)).not.toContain("dark");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "library-change-phone-light");
    dialog = await openLibrary(page);
    await dialog.screenshot({ path: `${SCREENSHOT_DIR}library-dialog-phone-light.png` });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await page.setViewportSize({ width: 1440, height: 1000 });

    // Taken with the keyboard: B has the library's text, in the form and the preview.
    await change.getByRole("button", { name: "Take the library's text" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("The library's text is in this resume now.").waitFor();
    await expect(change.count()).resolves.toBe(0);
    await expect
      .poll(() => page.getByLabel("Description", { exact: true }).first().inputValue(), { timeout: 10_000 })
      .toBe("- Cut deploy time by 90%");
    await expect.poll(() => previewText(page)).toContain("Cut deploy time by 90%");
    await screenshot(page, "library-taken-desktop-light");

    // The saved bullet goes into the entry chosen beside it, as its last line.
    dialog = await openLibrary(page);
    const bullet = dialog.locator("[data-library-item]").filter({ hasText: "Bullet" });
    await expect(bullet.getByLabel("Into entry").inputValue()).resolves.toBeTruthy();
    await bullet.getByRole("button", { name: "Insert: - Cut deploy time by 80%" }).click();
    await dialog.getByText("Inserted into this resume.").waitFor();
    await page.keyboard.press("Escape");
    await expect
      .poll(() => page.getByLabel("Description", { exact: true }).first().inputValue(), { timeout: 10_000 })
      .toBe("- Cut deploy time by 90%\n- Cut deploy time by 80%");
  }, 180_000);
});
