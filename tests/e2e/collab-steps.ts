/** Steps the collaboration end-to-end tests share: waiting for the live room, inviting someone. */
import type { Locator, Page } from "playwright-core";

/** The editor has joined its resume's room. */
export async function live(page: Page) {
  await page.getByTestId("live-badge").filter({ hasText: "Live" }).waitFor({ timeout: 20_000 });
}

/**
 * The owner invites `email` from the Share dialog and closes it; `beforeClose` may look at the
 * dialog first (the invitee listed, a screenshot).
 */
export async function share(owner: Page, email: string, role: "editor" | "viewer", beforeClose?: (dialog: Locator) => Promise<void>) {
  await owner.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = owner.getByRole("dialog", { name: "Share this resume" });
  await dialog.getByLabel("Email address to invite").fill(email);
  await dialog.getByLabel("Role").selectOption(role);
  await dialog.getByRole("button", { name: "Invite" }).click();
  await dialog.getByText(`Invitation sent to ${email}.`).waitFor();
  await beforeClose?.(dialog);
  await dialog.getByRole("button", { name: "Close" }).click();
}
