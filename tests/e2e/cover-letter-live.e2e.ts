/** A cover letter edited by two people at once (docs/collaboration.md#cover-letters). */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, screenshot, setupBrowser, watchPopupsAndAlerts } from "./browser";
import { signInNewUser } from "./session";

const browser = setupBrowser();

const paragraph = (page: Page, n: number) => page.getByRole("textbox", { name: `Paragraph ${n}`, exact: true });

/** An owner's resume with a blank letter, shared with a second person as editor; both on the letter. */
async function sharedLetter(options: { colorScheme?: "light" | "dark"; width?: number } = {}) {
  const size = { width: options.width ?? 1280, height: 900, colorScheme: options.colorScheme };
  const owner = await browser.newPage(size);
  const editor = await browser.newPage(size);
  await signInNewUser(owner, "Ana Owner");
  const friend = await signInNewUser(editor, "Ben Editor");
  const created = await owner.request.post("/api/resumes", {
    data: { templateId: "classic-executive", data: { personalInfo: { fullName: "Ana Owner" } } },
  });
  expect(created.status()).toBe(201);
  const { id: resumeId } = (await created.json()) as { id: string };
  const shared = await owner.request.post(`/api/resumes/${resumeId}/collaborators`, {
    data: { email: friend.email, role: "editor" },
    headers: { Origin: baseUrl() },
  });
  expect(shared.status()).toBe(201);
  const letter = await owner.request.post(`/api/resumes/${resumeId}/cover-letters`, { data: {} });
  expect(letter.status()).toBe(201);
  const { id: letterId } = (await letter.json()) as { id: string };
  for (const page of [owner, editor]) {
    await page.goto(`/cover-letters/${letterId}`);
    await page.getByTestId("letter-presence").getByText("Live").waitFor({ timeout: 20_000 });
  }
  return { owner, editor, letterId, resumeId };
}

describe("live cover letter", () => {
  it("shows who is here, and each person's typing in the other's browser without reload", async () => {
    const { owner, editor } = await sharedLetter();
    const { alerts } = await watchPopupsAndAlerts(owner);
    await owner.getByText("Ben Editor is here").waitFor();
    await editor.getByText("Ana Owner is here").waitFor();

    // Both type at the same time, in different fields.
    await Promise.all([
      paragraph(owner, 1).pressSequentially("I build reliable systems <fast>.", { delay: 15 }),
      editor.getByRole("textbox", { name: "Greeting" }).fill("Dear Ms. Hopper,"),
    ]);
    await expect
      .poll(() => paragraph(editor, 1).inputValue(), { timeout: 10_000 })
      .toBe("I build reliable systems <fast>.");
    await expect
      .poll(() => owner.getByRole("textbox", { name: "Greeting" }).inputValue(), { timeout: 10_000 })
      .toBe("Dear Ms. Hopper,");
    // The live preview follows too, with the text shown as text.
    await editor
      .frameLocator('iframe[title="Cover letter preview"]')
      .getByText("I build reliable systems <fast>.")
      .waitFor();
    // Each is told, once per burst, who changed the letter.
    await owner.getByText("Ben Editor edited the letter").waitFor();
    await owner.getByTestId("save-state").getByText("All changes saved").waitFor({ timeout: 10_000 });
    await editor.getByTestId("save-state").getByText("All changes saved").waitFor({ timeout: 10_000 });
    await screenshot(owner, "cover-letter-live-owner");
    await screenshot(editor, "cover-letter-live-editor");

    // Both survive a reload: they are stored.
    await owner.reload();
    await expect(paragraph(owner, 1).inputValue()).resolves.toBe("I build reliable systems <fast>.");
    await expect(owner.getByRole("textbox", { name: "Greeting" }).inputValue()).resolves.toBe("Dear Ms. Hopper,");
    expect(alerts).toEqual([]);
  });

  it("fits a 390 px phone in dark mode with the collaborator shown", async () => {
    const { owner, editor } = await sharedLetter({ colorScheme: "dark", width: 390 });
    await owner.getByText("Ben Editor is here").waitFor();
    await editor.getByRole("textbox", { name: "Closing" }).fill("Warm regards,");
    await expect
      .poll(() => owner.getByRole("textbox", { name: "Closing" }).inputValue(), { timeout: 10_000 })
      .toBe("Warm regards,");
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(owner, "cover-letter-live-phone-dark");
    // The History drawer is a full-screen sheet on a phone.
    await owner.getByRole("button", { name: "History" }).click();
    await owner.getByRole("dialog").getByRole("heading", { name: "Letter history" }).waitFor();
    await screenshot(owner, "cover-letter-history-phone-dark");
    await owner.keyboard.press("Escape");
    await expect.poll(() => owner.getByRole("dialog").count()).toBe(0);
  });

  it("restores a named version from the History drawer, for both people", async () => {
    const { owner, editor } = await sharedLetter();
    const greeting = (page: Page) => page.getByRole("textbox", { name: "Greeting" });
    await expect(greeting(owner).inputValue()).resolves.toBe("Dear Hiring Manager,");

    // The owner names the letter as it is, from the drawer.
    await owner.getByRole("button", { name: "History" }).click();
    const drawer = owner.getByRole("dialog");
    await drawer.getByLabel("Name the current version").fill("Before Ben's changes");
    await drawer.getByRole("button", { name: "Name version" }).click();
    await drawer.getByRole("button", { name: /Before Ben's changes/ }).waitFor();
    await drawer.getByRole("button", { name: "Close" }).click();

    // The editor rewrites the greeting; the owner sees it live.
    await greeting(editor).fill("Hey there,");
    await expect.poll(() => greeting(owner).inputValue(), { timeout: 10_000 }).toBe("Hey there,");
    await editor.getByTestId("save-state").getByText("All changes saved").waitFor({ timeout: 10_000 });

    // The owner restores the named version from the drawer.
    await owner.getByRole("button", { name: "History" }).click();
    await drawer.getByRole("button", { name: /Before Ben's changes/ }).click();
    await drawer.frameLocator('iframe[title="Preview of this version"]').getByText("Dear Hiring Manager,").waitFor();
    await screenshot(owner, "cover-letter-history");
    await drawer.getByRole("button", { name: "Restore this version" }).click();
    await owner.getByText("Version restored for everyone.").first().waitFor();
    await expect.poll(() => greeting(owner).inputValue()).toBe("Dear Hiring Manager,");
    // The editor sees the restore without reloading.
    await expect.poll(() => greeting(editor).inputValue(), { timeout: 10_000 }).toBe("Dear Hiring Manager,");

    // The state it replaced is in the history, with what changed.
    await drawer
      .getByRole("button", { name: /Before restore/ })
      .getByText("Greeting edited")
      .waitFor();
    await screenshot(owner, "cover-letter-history-after-restore");
  });
});
