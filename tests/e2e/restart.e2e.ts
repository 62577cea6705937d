import { afterAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./browser";
import { installClock, letTimePass } from "./clock";
import { startNewResume } from "./session";
import { plantUsers, startSite, type RunningSite } from "../../scripts/lib/site.mjs";

/**
 * Its own site, because this test stops and restarts the server under an open editor: the page
 * must reconnect by itself and lose nothing typed while the server was away.
 */
describe("server restart", () => {
  let site: RunningSite | null = null;
  afterAll(async () => {
    await site?.stop();
  });

  it("the editor reconnects when the network is back after a long outage, and keeps an edit typed while it was down", async () => {
    site = await startSite();
    const [user] = plantUsers(site.stateDir, 1, { prefix: "restart", names: ["Rey Start"] });
    const token = user!.token;

    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ baseURL: site.url });
      await context.addCookies([{ name: "rb_session", value: token, url: site.url, httpOnly: true, sameSite: "Lax" }]);
      const page = await context.newPage();
      // The outage's quick attempts are the page's timers: its clock is moved on through them.
      await installClock(page);
      page.setDefaultTimeout(30_000);
      const pageErrors: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(error.message));
      await startNewResume(page, "modern-professional");
      await page.waitForURL((url) => url.searchParams.has("resume"));
      const badge = page.getByTestId("live-badge");
      await badge.filter({ hasText: "Live" }).waitFor();
      await page.getByLabel("Summary", { exact: true }).fill("Typed before the restart.");
      await page.getByText("All changes saved").waitFor();

      const { stateDir, port } = site;
      await site.stop({ keepState: true });
      await badge.filter({ hasText: /Offline|Connecting/ }).waitFor();
      await page.getByLabel("Summary", { exact: true }).fill("Typed while the server was down.");

      // An outage longer than the 5 quick attempts (about 15 s): they are spent before it ends.
      await letTimePass(page, 20_000);
      site = await startSite({ stateDir, port });
      // The network coming back (the browser's online event) reconnects at once: no Retry press.
      await page.evaluate(() => window.dispatchEvent(new Event("online")));
      await badge.filter({ hasText: "Live" }).waitFor({ timeout: 10_000 });
      await page.getByText("All changes saved").waitFor();

      await page.reload();
      await badge.filter({ hasText: "Live" }).waitFor();
      await expect
        .poll(() => page.getByLabel("Summary", { exact: true }).inputValue())
        .toBe("Typed while the server was down.");
      expect(pageErrors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 180_000);
});
