/** Steps the collaboration end-to-end tests share: waiting for the live room, inviting someone. */
import type { Locator, Page, Request } from "playwright-core";
import { expect } from "vitest";

/** The editor has joined its resume's room. */
export async function live(page: Page) {
  await page.getByTestId("live-badge").filter({ hasText: "Live" }).waitFor({ timeout: 20_000 });
}

/**
 * The owner invites `email` from the Share dialog and closes it; `beforeClose` may look at the
 * dialog first (the invitee listed, a screenshot).
 */
export async function share(
  owner: Page,
  email: string,
  role: "editor" | "suggester" | "viewer",
  beforeClose?: (dialog: Locator) => Promise<void>,
) {
  // The dialog loads the collaborators once when it opens and once after an invitation; a load
  // that reruns on every render kept the dialog busy (and once gone) under a loaded machine.
  let loads = 0;
  const countLoads = (request: Request) => {
    if (request.method() === "GET" && new URL(request.url()).pathname.endsWith("/collaborators")) loads += 1;
  };
  owner.on("request", countLoads);
  await owner.getByRole("button", { name: "Share", exact: true }).click();
  const dialog = owner.getByRole("dialog", { name: "Share this resume" });
  // What each role may do is said before choosing one, reviewing included.
  await dialog
    .getByText(
      "Viewer: sees the resume live and reviews it (notes, highlights, marks and comments on its PDF), but cannot change it.",
    )
    .waitFor();
  expect(await dialog.getByLabel("Role").getAttribute("aria-describedby")).toBe("share-roles");
  await dialog.getByLabel("Email address to invite").fill(email);
  await dialog.getByLabel("Role").selectOption(role);
  await dialog.getByRole("button", { name: "Invite" }).click();
  await dialog.getByText(`Invitation sent to ${email}.`).waitFor();
  await beforeClose?.(dialog);
  await owner.waitForTimeout(500);
  owner.off("request", countLoads);
  expect(loads).toBe(2);
  await dialog.getByRole("button", { name: "Close" }).click();
}
