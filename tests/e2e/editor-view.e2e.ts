/**
 * Reading and finding your way in the editor: preview zoom, focus and full screen, page
 * miniatures, collapsible sections with an outline, and a phone header of one row.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fullResume } from "../import/full-resume";
import { screenshot, setupBrowser } from "./browser";
import { newAccount, startNewResume } from "./session";

const browser = setupBrowser();
const A4_WIDTH_PX = (210 * 96) / 25.4;

/** A signed-in user's editor on a resume long enough for two pages. */
async function twoPageResume(page: Page) {
  await newAccount(page, "Viewing Person");
  await startNewResume(page, "modern-professional");
  const id = new URL(page.url()).searchParams.get("resume")!;
  const saved = await page.request.put(`/api/resumes/${id}`, { data: { data: fullResume() } });
  expect(saved.status()).toBe(200);
  await page.reload();
  await page.getByText(/^[2-9] pages · A4$/).waitFor();
}

const scale = async (page: Page) => Number(await page.getByTestId("preview-page-stack").getAttribute("data-scale"));
const box = async (page: Page, testId: string) => (await page.getByTestId(testId).boundingBox())!;

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe("the editor's view", () => {
  it("zooms, focuses on the preview, goes full screen and pages through miniatures, remembering the choice", async () => {
    const page = await browser.newPage({ width: 1440, height: 900 });
    await twoPageResume(page);

    // Miniatures: one per page; picking page 2 scrolls the preview to it.
    const pages = page.getByRole("navigation", { name: "Pages" });
    await pages.getByRole("button", { name: "Page 2" }).click();
    const pageTwoTop = ((297 * 96) / 25.4) * (await scale(page));
    const scrolled = () =>
      page
        .getByTestId("preview-viewport")
        .evaluate((element) => ({ top: element.scrollTop, max: element.scrollHeight - element.clientHeight }));
    await expect.poll(async () => ((s) => s.top >= Math.min(pageTwoTop, s.max) - 2)(await scrolled())).toBe(true);
    expect((await scrolled()).top).toBeGreaterThan(100);
    await expect.poll(() => pages.getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");

    // Zoom: a percentage is that scale; the buttons step through the percentages.
    await page.getByLabel("Zoom", { exact: true }).selectOption("200");
    expect(await scale(page)).toBe(2);
    expect(Math.round((await box(page, "preview-page-stack")).width)).toBe(Math.round(A4_WIDTH_PX * 2));
    await page.getByRole("button", { name: "Zoom out" }).click();
    expect(await scale(page)).toBe(1.5);
    // Fit page: a whole page in the visible height.
    await page.getByLabel("Zoom", { exact: true }).selectOption("fit-page");
    const viewport = await page.getByTestId("preview-viewport").evaluate((element) => element.clientHeight);
    expect(((297 * 96) / 25.4) * (await scale(page))).toBeLessThanOrEqual(viewport + 1);

    // Focus: the form gives its column to the preview.
    await page.getByLabel("Zoom", { exact: true }).selectOption("fit-width");
    const narrow = (await box(page, "preview-viewport")).width;
    await page.getByRole("button", { name: "Focus on the preview" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Personal Information" }).isVisible()).toBe(false);
    expect((await box(page, "preview-viewport")).width).toBeGreaterThan(narrow * 1.8);
    await screenshot(page, "editor-focus-preview");

    // Remembered in this browser.
    await page.reload();
    await page.getByText(/^[2-9] pages · A4$/).waitFor();
    await expect(page.getByRole("button", { name: "Focus on the preview" }).getAttribute("aria-pressed")).resolves.toBe(
      "true",
    );
    await expect(page.getByLabel("Zoom", { exact: true }).inputValue()).resolves.toBe("fit-width");
    await page.getByRole("button", { name: "Focus on the preview" }).click();
    await page.getByRole("heading", { name: "Personal Information" }).waitFor();

    // Full screen covers the window until Esc.
    await page.getByRole("button", { name: "Full screen preview" }).click();
    const full = (await page.getByRole("region", { name: "Live Preview" }).boundingBox())!;
    expect([full.x, full.y, full.width, full.height]).toEqual([0, 0, 1440, 900]);
    await screenshot(page, "editor-full-screen");
    await page.keyboard.press("Escape");
    await expect
      .poll(async () => (await page.getByRole("region", { name: "Live Preview" }).boundingBox())!.width)
      .toBeLessThan(1000);
  });

  it("collapses sections to a summary line, remembers them, and jumps from the outline", async () => {
    const page = await browser.newPage({ width: 1440, height: 900 });
    await twoPageResume(page);
    const experience = page.getByRole("button", { name: /^Experience/, expanded: true });
    await experience.click();
    const folded = page.getByRole("button", { name: "Experience · 6 entries" });
    await expect(folded.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(page.getByLabel("Company", { exact: true }).count()).resolves.toBe(0);

    await page.reload();
    await folded.waitFor();
    await expect(page.getByLabel("Company", { exact: true }).count()).resolves.toBe(0);

    // The outline opens the section and brings it into view.
    await page
      .getByRole("navigation", { name: "Resume sections" })
      .getByRole("button", { name: /^Experience/ })
      .click();
    await expect.poll(() => page.getByLabel("Company", { exact: true }).count()).toBe(6);
    await expect
      .poll(() =>
        page.getByRole("heading", { name: "Experience" }).evaluate((heading) => heading.getBoundingClientRect().top),
      )
      .toBeLessThan(300);
    await screenshot(page, "editor-outline");
  });

  it("fits the phone header in one row, and its toasts and banners cover none of the controls", async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await newAccount(page, "Phone Person");
    await startNewResume(page, "modern-professional");
    await page.getByRole("heading", { name: "Resume Editor" }).waitFor();
    const header = (await page.getByRole("banner").boundingBox())!;
    expect(header.height).toBeLessThanOrEqual(64);
    // Share and Export wait behind More on a phone.
    await page.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("button", { name: "Share", exact: true }).waitFor();
    await page.getByRole("button", { name: "Export" }).waitFor();
    await page.keyboard.press("Escape");

    await page.getByLabel("Job Title", { exact: true }).fill("Nurse");
    await page
      .getByRole("textbox", { name: "Job Description", exact: true })
      .fill("Registered nurse for a busy ward. Patient care, charting, medication administration.");
    await page.getByRole("button", { name: "Save", exact: true }).last().click();
    const toast = page.getByRole("status").getByText("Job description saved");
    await toast.waitFor();
    const collab = (await page.getByRole("button", { name: "Collaboration panel" }).boundingBox())!;
    expect(overlaps((await toast.boundingBox())!, collab)).toBe(false);
    expect(overlaps((await toast.boundingBox())!, header)).toBe(false);
    await screenshot(page, "editor-phone-header");
  });
});
