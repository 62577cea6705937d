/**
 * The browser the end-to-end tests launch (scripts/chromium-lean.sh): no window starts the omnibox
 * popup's renderer, and Playwright's own --disable-features list still reaches Chromium, merged
 * with the script's instead of replaced by it (Chromium keeps only the last such switch).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { descendantsOf } from "../../scripts/lib/process-tree.mjs";
import { launchBrowser } from "./browser";

/** The switches of the Chromium browser process this test process started (not its renderers). */
function browserSwitches(): string[] {
  const browsers = descendantsOf(process.pid)
    .map((proc) => {
      try {
        return readFileSync(`/proc/${proc.pid}/cmdline`, "utf8").split("\0");
      } catch {
        return []; // gone since the listing
      }
    })
    .filter((args) => args.includes("--remote-debugging-pipe") && !args.some((arg) => arg.startsWith("--type=")));
  expect(browsers).toHaveLength(1);
  return browsers[0]!;
}

describe("the end-to-end tests' Chromium", () => {
  it("opens windows without the omnibox popup and keeps Playwright's disabled features", async () => {
    const browser = await launchBrowser();
    try {
      const cdp = await browser.newBrowserCDPSession();
      const targets: string[] = [];
      cdp.on("Target.targetCreated", ({ targetInfo }) => targets.push(`${targetInfo.type} ${targetInfo.url}`));
      await cdp.send("Target.setDiscoverTargets", { discover: true });
      for (let window = 0; window < 2; window++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto("data:text/html,<p>hello</p>");
        expect(await page.textContent("p")).toBe("hello");
        await context.close();
      }
      // Plain Chromium 156 lists two browser_ui targets (chrome://omnibox-popup.top-chrome/) per window.
      expect(targets.filter((target) => !target.startsWith("page "))).toEqual([]);
      expect(targets).toHaveLength(2);

      const disabled = browserSwitches().filter((arg) => arg.startsWith("--disable-features="));
      expect(disabled).toHaveLength(1);
      const features = disabled[0]!.slice("--disable-features=".length).split(",");
      // The script's own, and two of Playwright's (chromiumSwitches.ts in playwright-core).
      expect(features).toEqual(expect.arrayContaining(["WebUIOmniboxPopup", "PaintHolding", "MediaRouter"]));
    } finally {
      await browser.close();
    }
  });
});
