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

/**
 * A new, verified account signed in in `page`'s browser context, made through the same API the
 * sign-up pages call (`page.request` shares the context's cookies); the page stays where it is.
 * Walking the sign-up pages costs a test about two seconds more; accounts.e2e.ts walks them, the
 * tests of what comes after signing up start here (docs/testing.md#end-to-end).
 */
export async function newAccount(page: Page, fullName = "Jordan Rivera"): Promise<{ email: string; fullName: string }> {
  const email = newEmail();
  const signedUp = await page.request.post("/api/auth/signup", { data: { fullName, email, password: E2E_PASSWORD } });
  if (!signedUp.ok()) throw new Error(`Sign-up answered ${signedUp.status()}: ${await signedUp.text()}`);
  const otp = codeIn(await waitForMail(email));
  const verified = await page.request.post("/api/auth/verify-otp", { data: { email, otp } });
  if (!verified.ok()) throw new Error(`Verification answered ${verified.status()}: ${await verified.text()}`);
  return { email, fullName };
}

/** A new account signed in in `page`, which ends on /templates, where sign-up leads. */
export async function signInNewUser(
  page: Page,
  fullName = "Jordan Rivera",
): Promise<{ email: string; fullName: string }> {
  const account = await newAccount(page, fullName);
  await page.goto("/templates");
  await page.waitForURL((url) => url.pathname === "/templates");
  return account;
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
