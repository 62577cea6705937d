import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, setupBrowser } from "./browser";
import { signInNewUser, startNewResume } from "./session";

const browser = setupBrowser();

async function live(page: Page) {
  await page.getByTestId("live-badge").filter({ hasText: "Live" }).waitFor({ timeout: 20_000 });
}

async function openReview(page: Page) {
  await page.getByRole("tab", { name: "Review", exact: true }).click();
  // The exported PDF is drawn (the first export prints it; later ones come from R2).
  await page.locator("canvas[data-rendered-page]").waitFor({ timeout: 60_000 });
}

describe("review mode", () => {
  it("a viewer adds a note and comments, the owner sees it live, replies and resolves", async () => {
    const viewerPage = await browser.newPage({ width: 1440, height: 1000 });
    const viewer = await signInNewUser(viewerPage, "Vera Viewer");
    const owner = await browser.newPage({ width: 1440, height: 1000 });
    await signInNewUser(owner, "Olga Owner");
    await startNewResume(owner, "modern-professional");
    await owner.waitForURL((url) => url.searchParams.has("resume"));
    await live(owner);
    const url = new URL(owner.url());

    await owner.getByRole("button", { name: "Share", exact: true }).click();
    const dialog = owner.getByRole("dialog", { name: "Share this resume" });
    await dialog.getByLabel("Email address to invite").fill(viewer.email);
    await dialog.getByLabel("Role").selectOption("viewer");
    await dialog.getByRole("button", { name: "Invite" }).click();
    await dialog.getByText(`Invitation sent to ${viewer.email}.`).waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();

    await viewerPage.goto(url.pathname + url.search);
    await live(viewerPage);
    await openReview(owner);
    await openReview(viewerPage);

    await viewerPage.getByLabel("Add a note on page 1").fill("Quantify the impact here");
    await viewerPage.getByLabel("About").selectOption("Experience");
    await viewerPage.getByRole("button", { name: "Add note" }).click();
    const ownerThread = owner.getByRole("article", { name: "Note by Vera Viewer" });
    await ownerThread.getByText("Quantify the impact here").waitFor();

    const viewerThread = viewerPage.getByRole("article", { name: "Note by Vera Viewer" });
    await viewerThread.getByLabel("Reply to Vera Viewer").fill("A number would help, e.g. 30%.");
    await viewerThread.getByRole("button", { name: "Reply" }).click();
    await owner.getByText("Comment on Experience by Vera Viewer").first().waitFor();
    await ownerThread.getByText("A number would help, e.g. 30%.").waitFor();
    await screenshot(owner, "review-owner-sees-comment");

    await ownerThread.getByLabel("Reply to Vera Viewer").fill("Done, thanks!");
    await ownerThread.getByRole("button", { name: "Reply" }).click();
    await viewerThread.getByText("Done, thanks!").waitFor();
    await ownerThread.getByRole("button", { name: "Resolve" }).click();
    // Resolved threads hide by default, for everyone.
    await expect.poll(() => viewerThread.count()).toBe(0);
    await expect.poll(() => ownerThread.count()).toBe(0);
    await owner.getByLabel(/Show resolved \(1\)/).check();
    await ownerThread.getByRole("button", { name: "Reopen" }).waitFor();
    await screenshot(owner, "review-resolved-shown");

    // A late joiner (a reload) sees it all.
    await viewerPage.reload();
    await live(viewerPage);
    await viewerPage.getByRole("tab", { name: "Review", exact: true }).click();
    await viewerPage.getByLabel(/Show resolved \(1\)/).check();
    await viewerThread.getByText("Done, thanks!").waitFor();
  });
});
