/**
 * The dashboard's thumbnail shows the resume as the editor left it (it once showed text the
 * user had undone until a reload). Thumbnails are stored by the hash of what they show (their
 * ETag), so the same content gives the same ETag: the last thumbnail the browser loaded after
 * an undo must be the one from before the undone edit.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { setupBrowser } from "./browser";
import { signInNewUser, startNewResume } from "./session";

const browser = setupBrowser();
const summary = (page: Page) => page.getByLabel("Summary", { exact: true });

describe("the dashboard thumbnail", () => {
  it("shows what the editor left, an undone edit included, without a reload", async () => {
    const page = await browser.newPage({ width: 1440, height: 900 });
    await signInNewUser(page, "Thea Thumbnail");
    await startNewResume(page);
    const resumeId = new URL(page.url()).searchParams.get("resume")!;
    const etags: string[] = [];
    page.on("response", (response) => {
      if (response.url().includes(`/api/resumes/${resumeId}/thumbnail`))
        etags.push(response.headers()["etag"] ?? `status ${response.status()}`);
    });

    await page.getByTestId("live-badge").waitFor();
    await summary(page).fill("Alpha");
    // The room writes its edits back to D1 within 3 s; wait it out, so D1 holds "Alpha".
    await page.waitForTimeout(3_500);
    await page.getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await expect.poll(() => etags.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const before = etags.at(-1)!;

    await page.goBack();
    await page.getByTestId("live-badge").waitFor();
    await expect.poll(() => summary(page).inputValue()).toBe("Alpha");
    await summary(page).fill("Alpha Beta");
    await page.waitForTimeout(3_500);
    await summary(page).press("Control+z");
    await expect.poll(() => summary(page).inputValue()).toBe("Alpha");
    // Straight to the dashboard: D1 still holds "Alpha Beta" for up to 3 s.
    const seen = etags.length;
    await page.getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await expect.poll(() => etags.length, { timeout: 20_000 }).toBeGreaterThan(seen);
    await expect.poll(() => etags.at(-1), { timeout: 15_000 }).toBe(before);
  }, 90_000);
});
