import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, setupBrowser } from "./browser";
import { live, share } from "./collab-steps";
import { newAccount, signInNewUser, startNewResume } from "./session";

const browser = setupBrowser();

const summary = (page: Page) => page.getByRole("textbox", { name: "Summary", exact: true });

async function openHistory(page: Page) {
  await page.getByRole("button", { name: "History", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "Version history" });
  await panel.waitFor();
  return panel;
}

describe("version history", () => {
  it("in two browsers: save, name a version, edit more, restore the older version and see it in both", async () => {
    const ownerPage = await browser.newPage({ width: 1440, height: 1000 });
    const friendPage = await browser.newPage({ width: 1440, height: 1000 });
    const friend = await signInNewUser(friendPage, "Fran Friend");
    await newAccount(ownerPage, "Olive Owner");
    await startNewResume(ownerPage, "modern-professional");
    await ownerPage.waitForURL((url) => url.searchParams.has("resume"));
    await live(ownerPage);
    await share(ownerPage, friend.email, "editor");
    await friendPage.goto(new URL(ownerPage.url()).pathname + new URL(ownerPage.url()).search);
    await live(friendPage);

    await summary(ownerPage).fill("Platform engineer who ships.");
    await ownerPage.getByRole("banner").getByRole("button", { name: "Save", exact: true }).click();
    await ownerPage.getByText("Resume saved successfully!").waitFor();

    let panel = await openHistory(ownerPage);
    await panel.getByLabel("Name the current version").fill("Sent to Acme, March");
    await panel.getByRole("button", { name: "Name version" }).click();
    await ownerPage.getByText('Saved the current state as "Sent to Acme, March"').waitFor();
    await panel.getByRole("button", { name: /Sent to Acme, March/ }).waitFor();
    await panel.getByRole("button", { name: "Close" }).click();

    // The collaborator rewrites the summary and adds a skill; the owner sees it live.
    await expect.poll(() => summary(friendPage).inputValue()).toBe("Platform engineer who ships.");
    await summary(friendPage).fill("Rewritten by Fran entirely.");
    await expect.poll(() => summary(ownerPage).inputValue()).toBe("Rewritten by Fran entirely.");

    panel = await openHistory(ownerPage);
    const named = panel.getByRole("button", { name: /Sent to Acme, March/ });
    await expect(named.textContent()).resolves.toContain("Olive Owner");
    await named.click();
    const diff = panel.getByTestId("version-diff");
    await diff.getByRole("region", { name: "Summary" }).waitFor();
    await expect(diff.locator("ins").filter({ hasText: "Platform engineer who ships." }).count()).resolves.toBe(1);
    await expect(diff.locator("del").filter({ hasText: "Rewritten by Fran entirely." }).count()).resolves.toBe(1);
    // The rendered preview of that version.
    const preview = panel.frameLocator('iframe[title="Preview of this version"]');
    await preview.getByText("Platform engineer who ships.").waitFor();
    await screenshot(ownerPage, "history-panel");

    await panel.getByRole("button", { name: "Restore this version" }).click();
    await ownerPage.getByText("Version restored for everyone. The state it replaced is kept in History.").waitFor();
    for (const page of [ownerPage, friendPage])
      await expect.poll(() => summary(page).inputValue()).toBe("Platform engineer who ships.");
    // The friend is told who changed it; the owner is not told that they did it themselves.
    await friendPage.getByText("Resume summary updated by Olive Owner").waitFor();
    expect(await ownerPage.getByText("updated by Olive Owner").count()).toBe(0);
    // The state it replaced is a version too.
    await panel.getByRole("button", { name: /Before restore/ }).waitFor();
    await screenshot(ownerPage, "history-after-restore");
    await panel.getByRole("button", { name: "Close" }).click();

    // Reloaded, both still show the restored text (it reached the room and D1).
    await friendPage.reload();
    await live(friendPage);
    await expect.poll(() => summary(friendPage).inputValue()).toBe("Platform engineer who ships.");

    // The restore is the owner's own change: their Undo takes it back, for everyone.
    await ownerPage.getByRole("button", { name: /^Undo/ }).click();
    for (const page of [ownerPage, friendPage])
      await expect.poll(() => summary(page).inputValue()).toBe("Rewritten by Fran entirely.");
  });

  it("a viewer on a dark phone sees the history full screen, without Restore", async () => {
    const ownerPage = await browser.newPage({ width: 1280, height: 900 });
    const viewerPage = await browser.newPage({ colorScheme: "dark", width: 390, height: 844 });
    const viewer = await signInNewUser(viewerPage, "Vera Viewer");
    await newAccount(ownerPage, "Owen Owner");
    await startNewResume(ownerPage, "modern-professional");
    await ownerPage.waitForURL((url) => url.searchParams.has("resume"));
    await live(ownerPage);
    await summary(ownerPage).fill("A summary worth keeping.");
    const panel = await openHistory(ownerPage);
    await panel.getByLabel("Name the current version").fill("First draft");
    await panel.getByRole("button", { name: "Name version" }).click();
    await panel.getByRole("button", { name: /First draft/ }).waitFor();
    await panel.getByRole("button", { name: "Close" }).click();
    await share(ownerPage, viewer.email, "viewer");
    // The header keeps History on one row without widening the page, from tablets (768 px) up.
    for (const width of [768, 820, 1024]) {
      await ownerPage.setViewportSize({ width, height: 900 });
      await ownerPage.getByRole("button", { name: "History", exact: true }).waitFor();
      await screenshot(ownerPage, `history-header-${width}`);
      expect({
        width,
        overflow: await ownerPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      }).toEqual({ width, overflow: 0 });
    }

    await viewerPage.goto(new URL(ownerPage.url()).pathname + new URL(ownerPage.url()).search);
    await live(viewerPage);
    await viewerPage.getByRole("button", { name: "More actions" }).click();
    const viewerPanel = await openHistory(viewerPage);
    await expect(viewerPanel.getByLabel("Name the current version").count()).resolves.toBe(0);
    const box = await viewerPanel.boundingBox();
    expect(box?.width).toBe(390);
    await viewerPanel.getByRole("button", { name: /First draft/ }).click();
    // Viewers may download a version as PDF: a real file from the export path.
    const [download] = await Promise.all([
      viewerPage.waitForEvent("download", { timeout: 30_000 }),
      viewerPanel.getByRole("button", { name: "Download PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    await expect(viewerPanel.getByRole("button", { name: "Restore this version" }).count()).resolves.toBe(0);
    await screenshot(viewerPage, "history-phone-dark");
    // Keyboard: Escape closes the drawer.
    await viewerPage.keyboard.press("Escape");
    await viewerPanel.waitFor({ state: "hidden" });
  });
});
