import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, setupBrowser } from "./browser";
import { invitationLinkIn, waitForMail } from "./mailbox";
import { live, share } from "./collab-steps";
import { newAccount, signIn, signInNewUser, startNewResume } from "./session";

const browser = setupBrowser();

async function ownerWithResume(name: string) {
  const page = await browser.newPage({ width: 1440, height: 1000 });
  await newAccount(page, name);
  await startNewResume(page, "modern-professional");
  await page.waitForURL((url) => url.searchParams.has("resume"));
  await live(page);
  return { page, url: new URL(page.url()) };
}

/** Invites, and keeps a picture of the dialog with the invitee listed. */
function shareWithPicture(owner: Page, email: string, role: "editor" | "viewer") {
  return share(owner, email, role, async (dialog) => {
    await dialog.getByText(email).last().waitFor();
    await screenshot(owner, `share-dialog-${role}`);
  });
}

describe("real-time collaboration", () => {
  it("sends an invitation e-mail whose HTML keeps the owner's name inert and whose link opens the resume after sign-up", async () => {
    const { page: owner, url } = await ownerWithResume('Eve <img src=x onerror="alert(1)">');
    const invitee = `invitee-${Date.now()}@example.com`;
    await shareWithPicture(owner, invitee, "viewer");
    const mail = await waitForMail(invitee);
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;img src=x");
    // No account yet: the link leads through sign-up to the resume.
    const link = new URL(invitationLinkIn(mail));
    expect(link.pathname).toBe("/signup");
    expect(link.searchParams.get("redirectTo")).toBe(url.pathname + url.search);

    // The Share button moves into More below 1152 px; an open dialog stays open across that width.
    await owner.getByRole("button", { name: "Share", exact: true }).click();
    const dialog = owner.getByRole("dialog", { name: "Share this resume" });
    const listed = dialog.getByRole("listitem").filter({ hasText: invitee });
    await listed.waitFor();
    await owner.setViewportSize({ width: 1000, height: 900 });
    // (Behind the modal the page is inert, so not found by role: the toolbar has its More menu now.)
    await owner.locator('button[aria-label="More actions"]').waitFor({ state: "attached" });
    await owner.setViewportSize({ width: 1440, height: 1000 });
    await listed.waitFor({ timeout: 2_000 });
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("two editors type into different fields at once and both edits survive everywhere, with live activity", async () => {
    const friendPage = await browser.newPage({ width: 1440, height: 1000 });
    const friend = await signInNewUser(friendPage, "Fran Friend");
    const { page: owner, url } = await ownerWithResume("Olive Owner");
    await shareWithPicture(owner, friend.email, "editor");

    await friendPage.goto("/dashboard");
    await friendPage.getByRole("heading", { name: "Shared with you" }).waitFor();
    // The friend follows the link in the invitation e-mail (the second mail: the first was the code).
    const invitation = await waitForMail(friend.email, { nth: 2 });
    expect(invitation.subject).toBe("Olive Owner shared a resume with you on ResumeForge");
    const link = invitationLinkIn(invitation);
    expect(new URL(link).pathname + new URL(link).search).toBe(url.pathname + url.search);
    await friendPage.goto(link);
    await live(friendPage);
    await owner.getByTestId("editor-count").filter({ hasText: "2 editors" }).waitFor();

    // Both type at the same moment, into different fields.
    await Promise.all([
      owner.getByLabel("Summary", { exact: true }).pressSequentially("Owner wrote this summary", { delay: 15 }),
      friendPage.getByLabel("Phone", { exact: true }).pressSequentially("+1 555 0100", { delay: 15 }),
    ]);
    for (const page of [owner, friendPage]) {
      await expect
        .poll(() => page.getByLabel("Summary", { exact: true }).inputValue())
        .toBe("Owner wrote this summary");
      await expect.poll(() => page.getByLabel("Phone", { exact: true }).inputValue()).toBe("+1 555 0100");
    }
    await friendPage.getByText("Resume summary updated by Olive Owner").waitFor();
    // The owner's pointer and selection show on the friend's form, with the owner's name.
    for (let i = 0; i < 40; i++) await owner.mouse.move(120 + i * 4, 420 + i * 2);
    await friendPage.getByTestId("remote-cursor").filter({ hasText: "Olive Owner" }).waitFor();
    await owner.getByLabel("Summary", { exact: true }).selectText();
    await friendPage.getByTestId("remote-cursor").filter({ hasText: "“Owner wrote this summary”" }).waitFor();
    await owner.getByRole("button", { name: "Collaboration panel" }).click();
    await expect(owner.getByTestId("recent-changes").textContent()).resolves.toContain(
      "Resume personal information updated by Fran Friend",
    );
    await screenshot(owner, "collab-owner");

    for (const page of [owner, friendPage]) {
      await page.reload();
      await live(page);
      await expect
        .poll(() => page.getByLabel("Summary", { exact: true }).inputValue())
        .toBe("Owner wrote this summary");
      await expect.poll(() => page.getByLabel("Phone", { exact: true }).inputValue()).toBe("+1 555 0100");
    }
  });

  it("a viewer watches but cannot edit, and a removed collaborator is cut off", async () => {
    const viewerPage = await browser.newPage();
    const viewer = await signInNewUser(viewerPage, "Vic Viewer");
    const { page: owner, url } = await ownerWithResume("Olga Owner");
    await shareWithPicture(owner, viewer.email, "viewer");

    await viewerPage.goto(url.pathname + url.search);
    await live(viewerPage);
    await expect(viewerPage.getByLabel("Summary", { exact: true }).isDisabled()).resolves.toBe(true);
    // Viewers cannot edit, so they have no undo either.
    await expect(viewerPage.getByTestId("undo-button").count()).resolves.toBe(0);
    await owner.getByLabel("Summary", { exact: true }).fill("Watched live");
    await expect.poll(() => viewerPage.getByLabel("Summary", { exact: true }).inputValue()).toBe("Watched live");

    await owner.getByRole("button", { name: "Share", exact: true }).click();
    await owner.getByRole("button", { name: `Remove ${viewer.email}` }).click();
    await viewerPage.getByText(/Connection error: .*access/i).waitFor({ timeout: 15_000 });
    const again = await viewerPage.reload();
    expect(again!.status()).toBe(404);
  });

  it("a signed-out visitor of a shared link signs in and lands on the resume", async () => {
    const { page: owner, url } = await ownerWithResume("Otto Owner");
    const guestPage = await browser.newPage();
    const guest = await signInNewUser(guestPage, "Gia Guest");
    await guestPage.context().clearCookies();
    await shareWithPicture(owner, guest.email, "editor");
    await guestPage.goto(url.pathname + url.search);
    await guestPage.waitForURL((next) => next.pathname === "/login");
    await signIn(guestPage, guest.email, url.pathname + url.search);
    await live(guestPage);
  });
});
