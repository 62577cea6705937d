/**
 * A role changed while the page is open (docs/collaboration.md#roles): the owner makes an editor a
 * suggester, then a viewer, from the role select beside the person in the Share dialog, and the
 * editor's page follows each change without a reload. Inviting someone who already has access
 * says so, and sends nothing.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, setupBrowser } from "./browser";
import { live, share } from "./collab-steps";
import { mailCount } from "./mailbox";
import { newAccount, signInNewUser, startNewResume } from "./session";

const browser = setupBrowser();

/** The owner picks another role for `name` in the Share dialog; the dialog says what happened. */
async function changeRole(
  owner: Page,
  name: string,
  role: "editor" | "suggester" | "viewer",
  said: string,
  shot?: string,
) {
  await owner.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = owner.getByRole("dialog", { name: "Share this resume" });
  const select = dialog.getByLabel(`Role of ${name}`);
  await select.waitFor();
  const changed = owner.waitForResponse((r) => r.request().method() === "PATCH" && /\/collaborators\//.test(r.url()));
  await select.selectOption(role);
  expect((await changed).status()).toBe(200);
  await dialog.getByRole("status").filter({ hasText: said }).waitFor();
  await expect.poll(() => select.inputValue()).toBe(role);
  if (shot) await screenshot(owner, shot);
  await dialog.getByRole("button", { name: "Close" }).click();
}

describe("a role changed while the page is open", () => {
  it("an editor made a suggester starts suggesting, then made a viewer reads only, without a reload", async () => {
    const guestPage = await browser.newPage({ width: 1280, height: 900 });
    const guest = await signInNewUser(guestPage, "Gil Guest");
    const owner = await browser.newPage({ width: 1280, height: 900 });
    await newAccount(owner, "Rhea Roles");
    await startNewResume(owner, "modern-professional");
    await live(owner);
    await owner.getByLabel("Summary", { exact: true }).fill("Platform engineer.");
    await share(owner, guest.email, "editor");
    const resumeId = new URL(owner.url()).searchParams.get("resume")!;

    await guestPage.goto(new URL(owner.url()).pathname + new URL(owner.url()).search);
    await live(guestPage);
    const summary = guestPage.getByLabel("Summary", { exact: true });
    await expect.poll(() => summary.inputValue()).toBe("Platform engineer.");
    await expect(summary.isEditable()).resolves.toBe(true);
    await expect(
      guestPage.getByText("You can suggest changes: what you type becomes a suggestion").count(),
    ).resolves.toBe(0);
    const loads: string[] = [];
    guestPage.on("framenavigated", (frame) => {
      if (frame === guestPage.mainFrame()) loads.push(frame.url());
    });

    // Made a suggester from the Share dialog: the page says so, and what the guest types becomes a suggestion.
    const mailsBefore = mailCount(guest.email);
    await changeRole(owner, "Gil Guest", "suggester", "Gil Guest is now a suggester.", "role-change-share-dialog");
    await guestPage
      .getByText("The owner made you a suggester: this page now works as one.")
      .waitFor({ timeout: 5_000 });
    await guestPage.getByText("You can suggest changes: what you type becomes a suggestion").waitFor();
    const suggested = guestPage.waitForResponse(
      (r) =>
        r.request().method() === "POST" &&
        r.url().endsWith(`/api/resumes/${resumeId}/suggestions`) &&
        r.status() === 201,
    );
    await summary.fill("Platform engineer who keeps forty teams' clusters running.");
    await suggested;
    await owner
      .locator('[data-field-suggestions="summary"]')
      .getByText("Platform engineer who keeps forty teams' clusters running.")
      .waitFor({ timeout: 5_000 });
    await expect(owner.getByLabel("Summary", { exact: true }).inputValue()).resolves.toBe("Platform engineer.");
    await screenshot(guestPage, "role-change-suggester");

    // Made a viewer: the form reads only.
    await changeRole(owner, "Gil Guest", "viewer", "Gil Guest is now a viewer.");
    await guestPage.getByText("The owner made you a viewer: this page now works as one.").waitFor({ timeout: 5_000 });
    await guestPage.getByText("You can view this resume. Changes others make appear here live.").waitFor();
    await expect.poll(() => summary.isEditable()).toBe(false);
    expect(loads).toEqual([]);
    // And the server holds them to it: a viewer's write is refused.
    const write = await guestPage.request.put(`/api/resumes/${resumeId}`, {
      data: { title: "Taken over" },
      headers: { Origin: new URL(guestPage.url()).origin },
    });
    expect(write.status()).toBe(403);

    // Inviting the same address again says they already have access, and sends no e-mail.
    await owner.getByRole("button", { name: "Share", exact: true }).click();
    const dialog = owner.getByRole("dialog", { name: "Share this resume" });
    await dialog.getByLabel("Email address to invite").fill(guest.email);
    await dialog.getByLabel("Role", { exact: true }).selectOption("viewer");
    await dialog.getByRole("button", { name: "Invite" }).click();
    await dialog.getByText("Gil Guest already has access as a viewer. No invitation was sent.").waitFor();
    await expect(dialog.getByText(`Invitation sent to ${guest.email}.`).count()).resolves.toBe(0);
    // Again with another role: the role changes, and that is what it says.
    await dialog.getByLabel("Email address to invite").fill(guest.email);
    await dialog.getByLabel("Role", { exact: true }).selectOption("editor");
    await dialog.getByRole("button", { name: "Invite" }).click();
    await dialog.getByText("Gil Guest already had access and is now an editor. No invitation was sent.").waitFor();
    await expect.poll(() => dialog.getByLabel("Role of Gil Guest").inputValue()).toBe("editor");
    await screenshot(owner, "role-change-reinvite");
    expect(mailCount(guest.email)).toBe(mailsBefore);
    await guestPage.getByText("The owner made you an editor: this page now works as one.").waitFor({ timeout: 5_000 });
    await expect.poll(() => summary.isEditable()).toBe(true);
  });
});
