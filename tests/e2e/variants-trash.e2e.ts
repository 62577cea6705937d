/**
 * Deleting a master with a variant from the dashboard (docs/variants.md#deleting-a-master): the
 * dialog asks what happens to the variant (by keyboard, light and dark, no serious axe finding);
 * "Move … to the Trash too" takes both there and Undo brings both back; "Keep" leaves the variant
 * in the list as an independent resume.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { screenshot, setupBrowser } from "./browser";
import { newAccount, startNewResume } from "./session";

const browser = setupBrowser();

const trashSection = (page: Page) => page.getByRole("region", { name: /^Trash/ });
const myResumes = (page: Page) => page.getByRole("region", { name: /^My resumes/ });
const DIALOG_NAME = "Move to Trash: what about its variants?";

async function openDelete(page: Page, title: string) {
  await page.getByRole("button", { name: `More actions for ${title}`, exact: true }).click();
  await page.getByRole("button", { name: `Delete ${title}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: DIALOG_NAME });
  await dialog.waitFor();
  return dialog;
}

async function setTheme(page: Page, theme: "light" | "dark") {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate((theme) => {
    document.documentElement.classList.remove("light", "dark");
    document.documentElement.classList.add(theme);
  }, theme);
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

describe("deleting a master with a variant from the dashboard", () => {
  it("asks about the variant: to the Trash too (and Undo brings both back), or kept as an independent resume", async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await newAccount(page, "Vera Variant");
    await startNewResume(page, "modern-professional");
    const masterId = new URL(page.url()).searchParams.get("resume")!;
    const made = await page.request.post(`/api/resumes/${masterId}/variants`, { data: { language: "de" } });
    expect(made.status()).toBe(201);
    const variant = (await made.json()) as { id: string; title: string };
    const master = "Vera Variant's resume";
    expect(variant.title).toBe(`${master} · Deutsch`);

    await page.goto("/dashboard");
    await myResumes(page).getByRole("link", { name: variant.title }).waitFor();

    // The question, with Cancel focused: Escape closes it and nothing moves.
    let dialog = await openDelete(page, master);
    expect(await dialog.textContent()).toContain(`“${master}” has a variant`);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    for (const theme of ["light", "dark"] as const) {
      await setTheme(page, theme);
      expect(await seriousViolations(page, "dialog[open]"), theme).toEqual([]);
      await screenshot(page, `variants-trash-dialog-${theme}`);
    }
    await setTheme(page, "light");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await trashSection(page).getByTestId("trash-item").count()).toBe(0);

    // By keyboard: Shift+Tab from Cancel reaches "Move the variant to the Trash too"; Enter chooses it.
    dialog = await openDelete(page, master);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
      "Move the variant to the Trash too",
    );
    await page.keyboard.press("Enter");
    const toast = page.getByRole("status").filter({ hasText: "Moved to Trash with its variant" });
    await toast.waitFor();
    await trashSection(page).getByRole("heading", { name: master, exact: true }).waitFor();
    await trashSection(page).getByRole("heading", { name: variant.title }).waitFor();
    expect(await myResumes(page).getByRole("link", { name: master, exact: true }).count()).toBe(0);
    await screenshot(page, "variants-trash-both");

    // Undo restores the master, and the variant that went with it.
    await toast.getByRole("button", { name: "Undo" }).click();
    await myResumes(page).getByRole("link", { name: variant.title }).waitFor();
    await myResumes(page).getByRole("link", { name: master, exact: true }).waitFor();
    await trashSection(page).getByText("The Trash is empty.").waitFor();
    const upstream = await page.request.get(`/api/resumes/${variant.id}/upstream`);
    expect(upstream.status()).toBe(200);

    // Keep: the master goes, the variant stays as an independent resume.
    dialog = await openDelete(page, master);
    await dialog.getByRole("button", { name: /Keep the variant as an independent resume/ }).click();
    await trashSection(page).getByRole("heading", { name: master, exact: true }).waitFor();
    expect(await trashSection(page).getByTestId("trash-item").count()).toBe(1);
    await myResumes(page).getByRole("link", { name: variant.title }).waitFor();
    expect(await myResumes(page).getByRole("link", { name: master, exact: true }).count()).toBe(0);
    const detached = await page.request.get(`/api/resumes/${variant.id}/upstream`);
    expect(detached.status()).toBe(409);
    expect(await detached.json()).toMatchObject({ code: "notAVariant" });
    // It is an ordinary resume now: deleting it asks the plain question.
    await page.getByRole("button", { name: `More actions for ${variant.title}`, exact: true }).click();
    await page.getByRole("button", { name: `Delete ${variant.title}`, exact: true }).click();
    await page.getByRole("dialog", { name: "Move to Trash?" }).waitFor();
    await screenshot(page, "variants-trash-kept");
  });
});
