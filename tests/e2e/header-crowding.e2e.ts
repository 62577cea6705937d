/**
 * The editor's header in every language at a phone's width and at desktop widths: no control of
 * the header overlaps or sits under another (once "PDF erstellen" sat over "Übersicht" in German,
 * the phone's More actions half under the avatar). Bounding boxes, not a screenshot glance.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, screenshot, setupBrowser } from "./browser";
import { newAccount, startNewResume } from "./session";

const browser = setupBrowser();

/** Overlapping or covered controls inside the page's header. */
async function headerClashes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector("header");
    if (!header) return ["no header"];
    const controls = [...header.querySelectorAll<HTMLElement>("a[href], button, select")].filter((element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 1 &&
        box.height > 1 &&
        getComputedStyle(element).visibility !== "hidden" &&
        !element.closest("[hidden]")
      );
    });
    const name = (element: HTMLElement) => element.getAttribute("aria-label") ?? element.innerText.trim();
    const clashes: string[] = [];
    controls.forEach((a, i) => {
      const box = a.getBoundingClientRect();
      if (box.right > innerWidth + 1 || box.left < -1) clashes.push(`${name(a)} runs off the window`);
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (hit && !a.contains(hit) && !hit.contains(a))
        clashes.push(`${name(a)} is under ${hit instanceof HTMLElement ? name(hit) || hit.tagName : "something"}`);
      for (const b of controls.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const other = b.getBoundingClientRect();
        const width = Math.min(box.right, other.right) - Math.max(box.left, other.left);
        const height = Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top);
        if (width > 1 && height > 1) clashes.push(`${name(a)} overlaps ${name(b)} by ${Math.round(width)} px`);
      }
    });
    return clashes;
  });
}

describe("the editor's header", () => {
  it("has no overlapping controls in English, Spanish or German, from a phone to a wide screen", async () => {
    const page = await browser.newPage({ width: 1440, height: 900 });
    await newAccount(page, "Maximiliane Überlänge-Schmidt");
    await startNewResume(page, "modern-professional");
    const found: string[] = [];
    for (const language of ["en", "es", "de"]) {
      await page.context().addCookies([{ name: "lang", value: language, url: baseUrl() }]);
      for (const width of [390, 640, 768, 1024, 1152, 1280, 1360, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.reload();
        await page.getByTestId("live-badge").waitFor();
        for (const clash of await headerClashes(page)) found.push(`${language} ${width}: ${clash}`);
        if (language === "de" && (width === 390 || width === 1440)) await screenshot(page, `editor-header-de-${width}`);
      }
    }
    expect(found).toEqual([]);
  }, 120_000);
});
