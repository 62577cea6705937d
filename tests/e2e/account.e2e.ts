/**
 * The Account page as its owner uses it: the user menu opens it, the name is changed and the
 * header greets the new one, the password is changed, a wrong password deletes nothing, and the
 * right one deletes the account: the home page says so, and the address no longer signs in.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { emptyResume } from "../../app/domain/resume/schema";
import { screenshot, setupBrowser } from "./browser";
import { audited } from "./page-audit";
import { E2E_PASSWORD, newAccount, signInNewUser } from "./session";

const browser = setupBrowser();
const NEW_PASSWORD = "another long enough passphrase";

/** The number of resumes the signed-in browser owns, as the API lists them. */
function resumeCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const response = await fetch("/api/resumes", { headers: { Accept: "application/json" } });
    return ((await response.json()) as { resumes: unknown[] }).resumes.length;
  });
}

describe("the Account page", () => {
  it("renames the account, changes its password, refuses a wrong one, and deletes the account with the right one", async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    const { email } = await signInNewUser(page, "Avery Account");
    const found: string[] = [];
    const made = await page.evaluate(
      async (data) =>
        (
          await fetch("/api/resumes", {
            method: "POST",
            headers: { "Content-Type": "application/json", Accept: "application/json" },
            body: JSON.stringify({ templateId: "modern-professional", data }),
          })
        ).status,
      emptyResume(),
    );
    expect(made).toBe(201);

    // The user menu leads to the page, which shows the name and the address.
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Account menu for Avery Account" }).click();
    await page.getByRole("link", { name: "Account", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/account");
    await page.getByRole("heading", { name: "Account", level: 1 }).waitFor();
    expect(await page.getByLabel("Full name").inputValue()).toBe("Avery Account");
    expect(await page.getByTestId("account-email").textContent()).toBe(email);
    expect(await page.getByRole("link", { name: "Download my data" }).getAttribute("href")).toBe("/api/account/export");
    found.push(...(await audited(page, "light 1280")));
    await screenshot(page, "account-light");

    // A name sign-up would refuse is refused here in the same words; a good one is saved and greeted.
    await page.getByLabel("Full name").fill("   ");
    await page.getByRole("button", { name: "Save name" }).click();
    await page.getByRole("alert").getByText("Please enter your full name.").waitFor();
    await page.getByLabel("Full name").fill("Avery Renamed");
    await page.getByRole("button", { name: "Save name" }).click();
    await page.getByRole("status").getByText("Your name is saved.").waitFor();
    await page.getByRole("button", { name: "Account menu for Avery Renamed" }).waitFor();
    await page.reload();
    expect(await page.getByLabel("Full name").inputValue()).toBe("Avery Renamed");

    // The password changes once the current one is given; the new one is what deleting asks for.
    await page.getByLabel("Current password").fill("not my password at all");
    await page.getByLabel("New password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByRole("alert").getByText("That is not your password.").waitFor();
    await page.getByLabel("Current password").fill(E2E_PASSWORD);
    await page.getByLabel("New password").fill("short");
    await page.getByRole("button", { name: "Change password" }).click();
    await page
      .getByRole("alert")
      .getByText(/at least 8 characters/)
      .waitFor();
    await page.getByLabel("New password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByRole("status").getByText("Your password is changed. Your other devices are signed out.").waitFor();
    expect(await page.getByLabel("Current password").inputValue()).toBe("");

    // Deleting asks for the password; a wrong one, confirmed, deletes nothing.
    const danger = page.getByTestId("delete-account");
    await danger.getByRole("button", { name: "Delete my account" }).click();
    await danger.getByRole("alert").getByText("Please enter your password.").waitFor();
    await danger.getByLabel("Your password").fill("not my password at all");
    await danger.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account for good?" });
    await dialog.waitFor();
    found.push(...(await audited(page, "dialog light 1280", "dialog[open]")));
    await dialog.getByRole("button", { name: "Delete for good" }).click();
    await danger.getByRole("alert").getByText("That is not your password.").waitFor();
    expect(await resumeCount(page)).toBe(1);

    // Seen dark, on a phone.
    await page.emulateMedia({ colorScheme: "dark" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole("heading", { name: "Delete account" }).waitFor();
    // The reload keeps the scroll; the audit reads the page from its top, under the sticky header.
    await page.evaluate(() => window.scrollTo(0, 0));
    found.push(...(await audited(page, "dark 390")));
    await screenshot(page, "account-dark-phone");

    // The right password, confirmed: the account is gone, and the home page says so.
    await danger.getByLabel("Your password").fill(NEW_PASSWORD);
    await danger.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByRole("button", { name: "Delete for good" }).click();
    await page.waitForURL((url) => url.pathname === "/" && url.searchParams.get("account") === "deleted");
    await page.getByRole("status").getByText("Your account has been deleted, with everything it held.").waitFor();
    await screenshot(page, "account-deleted-dark-phone");
    expect(await page.getByRole("button", { name: /^Account menu for / }).count()).toBe(0);

    // Signed out, and the old address and password no longer open anything.
    await page.goto("/dashboard");
    await page.waitForURL((url) => url.pathname === "/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").getByText("Invalid email or password.").waitFor();

    expect(found, found.join("\n")).toEqual([]);
  }, 120_000);

  it("works without JavaScript: the forms post to the page, never a password into the address", async () => {
    const page = await browser.newPage({ width: 1280, height: 900, javaScriptEnabled: false });
    const { email } = await newAccount(page, "Nora Noscript");
    await page.goto("/account");

    await page.getByLabel("Full name").fill("Nora Renamed");
    await page.getByRole("button", { name: "Save name" }).click();
    await page.getByRole("status").getByText("Your name is saved.").waitFor();
    expect(await page.getByLabel("Full name").inputValue()).toBe("Nora Renamed");

    await page.getByLabel("Current password").fill("not my password at all");
    await page.getByLabel("New password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByRole("alert").getByText("That is not your password.").waitFor();
    expect(new URL(page.url()).search).toBe("");

    const danger = page.getByTestId("delete-account");
    await danger.getByLabel("Your password").fill(E2E_PASSWORD);
    await danger.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.pathname === "/" && url.searchParams.get("account") === "deleted");
    await page.getByRole("status").getByText("Your account has been deleted, with everything it held.").waitFor();
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("alert").getByText("Invalid email or password.").waitFor();
  }, 120_000);
});
