/**
 * A role changed while the page is open (docs/collaboration.md#roles): the owner makes an editor a
 * suggester, then a viewer, and the editor's page follows each change without a reload.
 */
import { describe, expect, it } from "vitest";
import { screenshot, setupBrowser } from "./browser";
import { live, share } from "./collab-steps";
import { signInNewUser, startNewResume } from "./session";

const browser = setupBrowser();

describe("a role changed while the page is open", () => {
  it("an editor made a suggester starts suggesting, then made a viewer reads only, without a reload", async () => {
    const guestPage = await browser.newPage({ width: 1280, height: 900 });
    const guest = await signInNewUser(guestPage, "Gil Guest");
    const owner = await browser.newPage({ width: 1280, height: 900 });
    await signInNewUser(owner, "Rhea Roles");
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
    await expect(guestPage.getByText("You can suggest changes: what you type becomes a suggestion").count()).resolves.toBe(0);
    const loads: string[] = [];
    guestPage.on("framenavigated", (frame) => {
      if (frame === guestPage.mainFrame()) loads.push(frame.url());
    });

    // Made a suggester: the page says so, and what the guest types becomes a suggestion.
    await share(owner, guest.email, "suggester");
    await guestPage.getByText("The owner made you a suggester: this page now works as one.").waitFor({ timeout: 5_000 });
    await guestPage.getByText("You can suggest changes: what you type becomes a suggestion").waitFor();
    const suggested = guestPage.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith(`/api/resumes/${resumeId}/suggestions`) && r.status() === 201);
    await summary.fill("Platform engineer who keeps forty teams' clusters running.");
    await suggested;
    await owner.locator('[data-field-suggestions="summary"]').getByText("Platform engineer who keeps forty teams' clusters running.").waitFor({ timeout: 5_000 });
    await expect(owner.getByLabel("Summary", { exact: true }).inputValue()).resolves.toBe("Platform engineer.");
    await screenshot(guestPage, "role-change-suggester");

    // Made a viewer: the form reads only.
    await share(owner, guest.email, "viewer");
    await guestPage.getByText("The owner made you a viewer: this page now works as one.").waitFor({ timeout: 5_000 });
    await guestPage.getByText("You can view this resume. Changes others make appear here live.").waitFor();
    await expect.poll(() => summary.isEditable()).toBe(false);
    expect(loads).toEqual([]);
  });
});
