/** Signing a fresh user in through the real pages, for end-to-end tests of signed-in features. */
import type { Page } from "playwright-core";
import { codeIn, waitForMail } from "./mailbox";

export const E2E_PASSWORD = "a long enough passphrase";
let counter = 0;

export function newEmail(prefix = "e2e"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

export async function signUp(page: Page, email: string, fullName: string) {
  await page.goto("/signup");
  await page.getByLabel("Full Name").fill(fullName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL((url) => url.pathname === "/verify-otp");
}

export async function enterCode(page: Page, code: string) {
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify email" }).click();
}

/** Signs up and verifies a new user in `page`; the page ends on /templates, signed in. */
export async function signInNewUser(
  page: Page,
  fullName = "Jordan Rivera",
): Promise<{ email: string; fullName: string }> {
  const email = newEmail();
  await signUp(page, email, fullName);
  await enterCode(page, codeIn(await waitForMail(email)));
  await page.waitForURL((url) => url.pathname === "/templates");
  return { email, fullName };
}

export async function signIn(page: Page, email: string, redirectTo = "/templates") {
  await page.goto(`/login?${new URLSearchParams({ redirectTo })}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname === redirectTo.split("?")[0]);
}

/** A new resume in `templateId`, the way a user starts one: step 2 of the template flow, Start. */
export async function startNewResume(page: Page, templateId = "modern-professional") {
  await page.goto(`/templates?${new URLSearchParams({ template: templateId, step: "2" })}`);
  await page.getByRole("button", { name: "Start Building Your Resume" }).click();
  await page.waitForURL((url) => url.pathname === `/builder/${templateId}` && url.searchParams.has("resume"));
}
