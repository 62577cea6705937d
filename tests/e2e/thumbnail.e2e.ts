/**
 * The dashboard's thumbnail shows the resume as the editor left it (it once showed text the
 * user had undone until a reload). Thumbnails are stored by the hash of what they show (their
 * ETag), so the same content gives the same ETag: after an undo, the thumbnail the dashboard
 * shows must be the one from before the undone edit.
 *
 * The undone edit must have reached D1 first, or the test proves nothing: the room writes back
 * about once a minute, and at once when someone leaves (app/domain/collab/write-back.ts), so a
 * second tab that opens the resume and closes again puts the edit in D1.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { WRITE_BACK_LATEST_MS } from "../../app/domain/collab/write-back";
import { setupBrowser } from "./browser";
import { newAccount, startNewResume } from "./session";

const browser = setupBrowser();
const summary = (page: Page) => page.getByLabel("Summary", { exact: true });

/** The ETag of the thumbnail the page's dashboard shows now (its address carries the resume's updatedAt). */
function watchThumbnails(page: Page, resumeId: string): () => Promise<string | undefined> {
  const etagOf = new Map<string, string>();
  page.on("response", (response) => {
    if (response.url().includes(`/api/resumes/${resumeId}/thumbnail`))
      etagOf.set(response.url(), response.headers()["etag"] ?? `status ${response.status()}`);
  });
  return async () => {
    const src = await page
      .getByTestId("resume-thumbnail")
      .getAttribute("src", { timeout: 1_000 })
      .catch(() => null);
    return src ? etagOf.get(new URL(src, page.url()).href) : undefined;
  };
}

describe("the dashboard thumbnail", () => {
  it("shows what the editor left, an undone edit included, without a reload", async () => {
    const page = await browser.newPage({ width: 1440, height: 900 });
    await newAccount(page, "Thea Thumbnail");
    await startNewResume(page);
    const editorUrl = page.url();
    const resumeId = new URL(editorUrl).searchParams.get("resume")!;
    const shownEtag = watchThumbnails(page, resumeId);

    await page.getByTestId("live-badge").waitFor();
    await summary(page).fill("Alpha");
    await page.getByText("All changes saved").waitFor();
    await page.getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    // Leaving wrote "Alpha" back; the dashboard may have read D1 just before, and catches up.
    await page.waitForTimeout(WRITE_BACK_LATEST_MS + 1_000);
    await page.reload();
    await expect.poll(shownEtag, { timeout: 20_000 }).toBeDefined();
    const before = (await shownEtag())!;

    await page.goto(editorUrl);
    await page.getByTestId("live-badge").waitFor();
    await expect.poll(() => summary(page).inputValue()).toBe("Alpha");
    await summary(page).fill("Alpha Beta");
    await page.getByText("All changes saved").waitFor();
    // A second tab opens the resume and goes to the dashboard: its leaving writes "Alpha Beta" to
    // D1, and its dashboard shows another thumbnail than before.
    const other = await page.context().newPage();
    const otherShows = watchThumbnails(other, resumeId);
    await other.goto(editorUrl);
    await other.getByTestId("live-badge").waitFor();
    await expect.poll(() => summary(other).inputValue()).toBe("Alpha Beta");
    await other.getByRole("link", { name: "Dashboard" }).click();
    await other.waitForURL((url) => url.pathname === "/dashboard");
    await expect.poll(otherShows, { timeout: 20_000 }).toMatch(/^"[0-9a-f]{64}"$/);
    await expect.poll(otherShows, { timeout: 20_000 }).not.toBe(before);
    await other.close();

    await summary(page).press("Control+z");
    await expect.poll(() => summary(page).inputValue()).toBe("Alpha");
    // Straight to the dashboard, whose loader reads D1 before the room has written the undo back.
    await page.getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await expect.poll(shownEtag, { timeout: 20_000 }).toBe(before);
  }, 90_000);
});
