/** The Trash on the dashboard (docs/product.md#trash): delete, find it in the Trash, restore, open; delete forever. */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, setupBrowser } from "./browser";
import { newAccount, signInNewUser, startNewResume } from "./session";

const browser = setupBrowser();

const trashSection = (page: Page) => page.getByRole("region", { name: /^Trash/ });
const myResumes = (page: Page) => page.getByRole("region", { name: /^My resumes/ });

async function moveToTrash(page: Page, title: string) {
  await page.getByRole("button", { name: `More actions for ${title}` }).click();
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Move to Trash?" });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain("where you can restore it for 30 days");
  await dialog.getByRole("button", { name: "Move to Trash" }).click();
}

describe("the Trash", () => {
  it("moves a deleted resume to the Trash, undoes, restores it and opens it; deletes forever", async () => {
    const page = await browser.newPage();
    await newAccount(page, "Tara Trash");
    await startNewResume(page, "tech-minimalist");
    const resumeUrl = new URL(page.url());
    await page.goto("/dashboard");
    await trashSection(page).getByText("The Trash is empty.").waitFor();
    await screenshot(page, "trash-empty");
    const title = "Tara Trash's resume";

    // Delete, then Undo from the toast.
    await moveToTrash(page, title);
    const toast = page.getByRole("status").filter({ hasText: "Moved to Trash" });
    await toast.waitFor();
    await trashSection(page).getByRole("heading", { name: title }).waitFor();
    await myResumes(page).getByRole("link", { name: title }).waitFor({ state: "detached" });
    await screenshot(page, "trash-toast");
    await toast.getByRole("button", { name: "Undo" }).click();
    await myResumes(page).getByRole("link", { name: title }).waitFor();
    await page
      .getByRole("status")
      .filter({ hasText: `Restored “${title}”` })
      .waitFor();
    await trashSection(page).getByText("The Trash is empty.").waitFor();

    // Delete again: it waits in the Trash with its days left; Restore (by keyboard) brings it back.
    await moveToTrash(page, title);
    const item = trashSection(page).getByTestId("trash-item");
    await item.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Your resumes");
    expect(await item.textContent()).toContain("30 days left");
    expect(await item.textContent()).toContain("Tech Minimalist");
    expect(await page.getByRole("link", { name: "Trash (1)" }).count()).toBe(1);
    await page.goto(resumeUrl.pathname + resumeUrl.search);
    await page
      .getByRole("heading", { name: /not found/i })
      .first()
      .waitFor();
    await page.goto("/dashboard");
    await screenshot(page, "trash-listed");
    await trashSection(page)
      .getByRole("button", { name: `Restore ${title}` })
      .focus();
    await page.keyboard.press("Enter");
    await myResumes(page).getByRole("link", { name: title }).waitFor();
    await trashSection(page).getByText("The Trash is empty.").waitFor();
    // The focused button went with its card: the keyboard carries on from the Trash's heading.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("trash-heading");
    await myResumes(page).getByRole("link", { name: "Open" }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === "/builder/tech-minimalist" &&
        url.searchParams.get("resume") === resumeUrl.searchParams.get("resume"),
    );
    await page.getByLabel("Full Name").waitFor();
    expect(await page.getByLabel("Full Name").inputValue()).toBe("Tara Trash");

    // Delete forever asks first; Cancel keeps it.
    await page.goto("/dashboard");
    await moveToTrash(page, title);
    await trashSection(page)
      .getByRole("button", { name: `Delete ${title} forever` })
      .click();
    const confirm = page.getByRole("dialog", { name: "Delete forever?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect(await trashSection(page).getByTestId("trash-item").count()).toBe(1);
    await trashSection(page)
      .getByRole("button", { name: `Delete ${title} forever` })
      .click();
    await confirm.getByRole("button", { name: "Delete forever" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `“${title}” was deleted forever` })
      .waitFor();
    await trashSection(page).getByText("The Trash is empty.").waitFor();
    await page.getByText("No resumes yet").waitFor();
    const left = await page.request.get("/api/resumes?trash=1");
    expect(await left.json()).toEqual({ resumes: [] });
  });

  it("takes a shared resume from a collaborator who has it open, and gives it back on restore", async () => {
    const friendPage = await browser.newPage({ width: 1280, height: 900 });
    const friend = await signInNewUser(friendPage, "Fred Friend");
    const owner = await browser.newPage({ width: 1280, height: 900 });
    await newAccount(owner, "Olga Owner");
    await startNewResume(owner, "modern-professional");
    const resumeUrl = new URL(owner.url());
    const resumeId = resumeUrl.searchParams.get("resume")!;
    const shared = await owner.request.post(`/api/resumes/${resumeId}/collaborators`, {
      data: { email: friend.email, role: "editor" },
    });
    expect(shared.status()).toBe(201);

    await friendPage.goto(resumeUrl.pathname + resumeUrl.search);
    await friendPage.getByTestId("live-badge").filter({ hasText: "Live" }).waitFor({ timeout: 20_000 });

    await owner.goto("/dashboard");
    await moveToTrash(owner, "Olga Owner's resume");
    await trashSection(owner).getByTestId("trash-item").waitFor();

    const notice = friendPage.getByRole("alert").filter({ hasText: "This resume was moved to the Trash or deleted." });
    await notice.waitFor();
    expect(await notice.getByRole("button", { name: "Retry" }).count()).toBe(0);
    await screenshot(friendPage, "trash-collaborator-editor");
    await notice.getByRole("link", { name: "Go to the dashboard" }).click();
    await friendPage.waitForURL((url) => url.pathname === "/dashboard");
    await friendPage.getByRole("heading", { name: "Your resumes" }).waitFor();
    expect(await friendPage.getByRole("link", { name: "Olga Owner's resume" }).count()).toBe(0);
    // A collaborator has no Trash of the owner's: theirs is empty.
    await trashSection(friendPage).getByText("The Trash is empty.").waitFor();

    await trashSection(owner).getByRole("button", { name: "Restore Olga Owner's resume" }).click();
    await myResumes(owner).getByRole("link", { name: "Olga Owner's resume" }).waitFor();
    await friendPage.reload();
    await friendPage
      .getByRole("region", { name: /^Shared with you/ })
      .getByRole("link", { name: "Open" })
      .click();
    await friendPage.getByTestId("live-badge").filter({ hasText: "Live" }).waitFor({ timeout: 20_000 });
  });

  it("looks right on a phone in dark mode and works without JavaScript", async () => {
    const phone = await browser.newPage({ colorScheme: "dark", width: 390, height: 844 });
    await newAccount(phone, "Pia Phone");
    await startNewResume(phone, "modern-professional");
    await phone.goto("/dashboard");
    await moveToTrash(phone, "Pia Phone's resume");
    await trashSection(phone).getByTestId("trash-item").waitFor();
    await trashSection(phone).scrollIntoViewIfNeeded();
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await screenshot(phone, "trash-phone-dark");

    // The same dashboard without JavaScript: Restore is a plain form post.
    const cookies = await phone.context().cookies();
    const plain = await browser.newPage({ javaScriptEnabled: false });
    await plain.context().addCookies(cookies);
    await plain.goto("/dashboard");
    await trashSection(plain).getByRole("button", { name: "Restore Pia Phone's resume" }).click();
    await plain.waitForURL((url) => url.pathname === "/dashboard");
    await myResumes(plain).getByRole("link", { name: "Pia Phone's resume" }).waitFor();
    await trashSection(plain).getByText("The Trash is empty.").waitFor();
  });
});
