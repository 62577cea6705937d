import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ResumeData } from "../../app/domain/resume/schema";
import { longLastEntryResume, nearOnePageResume } from "../fixtures/near-one-page";
import { baseUrl, screenshot, setupBrowser } from "./browser";
import { live } from "./collab-steps";
import { newAccount, signInNewUser } from "./session";

const browser = setupBrowser();

/** `pdfinfo`'s page count of a PDF. */
function pdfPages(bytes: Buffer): number {
  const path = join(mkdtempSync(join(tmpdir(), "fit-e2e-")), "resume.pdf");
  writeFileSync(path, bytes);
  return Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [path], { encoding: "utf8" }))?.[1]);
}

/** `pdftotext`'s text of each page of a PDF. */
function pdfPageTexts(bytes: Buffer): string[] {
  const path = join(mkdtempSync(join(tmpdir(), "fit-e2e-")), "resume.pdf");
  writeFileSync(path, bytes);
  return execFileSync("pdftotext", [path, "-"], { encoding: "utf8" })
    .split("\f")
    .map((page) => page.replace(/\s+/g, " "));
}

/** Where the preview shows the long entry: the page (0-based) of its heading (title, company and dates together, else -1) and of each bullet. */
async function previewPlaces(page: Page): Promise<{ heading: number; bullets: number[] }> {
  const frame = await (await page
    .locator('iframe[title="Live preview of your resume"]')
    .elementHandle())!.contentFrame();
  return frame!.evaluate(() => {
    const pageHeight = (297 * 96) / 25.4;
    const pageOf = (element: Element | null | undefined) =>
      element ? Math.floor((element.getBoundingClientRect().top + window.scrollY) / pageHeight) : -1;
    const entry = Array.from(document.querySelectorAll(".entry")).find((element) =>
      element.textContent?.includes("Lastentry Logistics"),
    );
    const title = pageOf(entry?.querySelector(".entry-title"));
    const company = pageOf(entry?.querySelector(".entry-org"));
    const dates = pageOf(entry?.querySelector(".entry-dates"));
    const bullets = Array.from(entry?.querySelectorAll("li") ?? []);
    return {
      heading: title === company && title === dates ? title : -1,
      bullets: Array.from({ length: 9 }, (_, index) =>
        pageOf(bullets.find((element) => element.textContent?.includes(`Long entry bullet ${index + 1}:`))),
      ),
    };
  });
}

/** A new user's resume made of `data`, open in the editor with `templateId`. */
async function openInEditor(
  fullName: string,
  templateId: string,
  data: ResumeData,
): Promise<{ page: Page; id: string }> {
  const page = await browser.newPage({ width: 1440, height: 1000 });
  await newAccount(page, fullName);
  const created = await page.request.post("/api/resumes", { data: { templateId, data } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/builder/${templateId}?resume=${id}`);
  return { page, id };
}

describe("fit to pages", () => {
  it("fits a resume three lines over one page to one page, in the preview and the PDF; Undo brings back two pages", async () => {
    const { page, id } = await openInEditor("Fiona Fitwell", "modern-professional", nearOnePageResume(3, 4));

    const count = page.getByTestId("preview-page-count");
    await expect.poll(() => count.textContent(), { timeout: 20_000 }).toBe("2 pages");
    await expect
      .poll(() => page.getByTestId("page-fit-over").textContent())
      .toMatch(/^3 lines over one page\. Fit to 1 page\?$/);
    await screenshot(page, "fit-before");
    await page.getByRole("button", { name: "Fit to 1 page?" }).click();
    await expect.poll(() => count.textContent()).toBe("1 page");
    await expect
      .poll(() => page.getByTestId("page-fit-status").textContent())
      .toMatch(
        /^Fitted: spacing \d+%, line height \d+%, margins [\d.]+ × [\d.]+ mm, body text [\d.]+ pt\. Undo takes it back\.$/,
      );
    await expect(page.getByTestId("page-fit-select").inputValue()).resolves.toBe("1");
    await screenshot(page, "fit-after");

    // As the PDF prints it, once the room has the edit: one page, and pdfinfo agrees.
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`/api/resumes/${id}/layout`)).json()) as {
            pages: number;
            fitToPages: number | null;
          },
        { timeout: 20_000 },
      )
      .toMatchObject({ pages: 1, fitToPages: 1 });
    const pdf = await page.request.get(`/api/resumes/${id}/export?format=pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdfPages(await pdf.body())).toBe(1);

    // Undo takes the fit back: two pages again, for the preview and the PDF.
    await page.getByTestId("undo-button").click();
    await expect.poll(() => count.textContent()).toBe("2 pages");
    await expect(page.getByTestId("page-fit-select").inputValue()).resolves.toBe("any");
    await expect
      .poll(
        async () => ((await (await page.request.get(`/api/resumes/${id}/layout`)).json()) as { pages: number }).pages,
        { timeout: 20_000 },
      )
      .toBe(2);
    expect(pdfPages(await (await page.request.get(`/api/resumes/${id}/export?format=pdf`)).body())).toBe(2);
  });

  it("a target set only through the API is fitted by the first PDF print, and the editor opened afterwards shows it fitted", async () => {
    const page = await browser.newPage({ width: 1440, height: 1000 });
    await signInNewUser(page, "Api Fitter");
    const data = { ...nearOnePageResume(3, 4), settings: { language: "en", direction: "auto", fitToPages: 1 } };
    const created = await page.request.post("/api/resumes", { data: { templateId: "modern-professional", data } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    // No editor has seen it: the layout call prints it fitted and stores the choice.
    const layout = (await (await page.request.get(`/api/resumes/${id}/layout`)).json()) as {
      pages: number;
      fitted: { bodyPt: number } | null;
      overBy: unknown;
    };
    expect(layout).toMatchObject({ pages: 1, overBy: null });
    expect(layout.fitted).not.toBeNull();
    expect(pdfPages(await (await page.request.get(`/api/resumes/${id}/export?format=pdf`)).body())).toBe(1);

    // Opened afterwards, the editor shows it fitted on one page, and its own refit changes nothing.
    await page.goto(`/builder/modern-professional?resume=${id}`);
    await expect.poll(() => page.getByTestId("preview-page-count").textContent(), { timeout: 20_000 }).toBe("1 page");
    await expect
      .poll(() => page.getByTestId("page-fit-status").textContent())
      .toMatch(/^Fitted: spacing \d+%, line height \d+%, margins [\d.]+ × [\d.]+ mm, body text [\d.]+ pt\./);
    await expect(page.getByTestId("page-fit-select").inputValue()).resolves.toBe("1");
    await screenshot(page, "fit-by-pdf-renderer");
  });

  it("a collaborator with the editor open receives the fit the PDF renderer stored, as an edit by whoever printed", async () => {
    const owner = await browser.newPage({ width: 1440, height: 1000 });
    const watcher = await browser.newPage({ width: 1440, height: 1000 });
    await signInNewUser(owner, "Paula Printer");
    const friend = await signInNewUser(watcher, "Vic Viewer");
    const data = { ...nearOnePageResume(3, 4), settings: { language: "en", direction: "auto", fitToPages: 1 } };
    const created = await owner.request.post("/api/resumes", { data: { templateId: "modern-professional", data } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const shared = await owner.request.post(`/api/resumes/${id}/collaborators`, {
      data: { email: friend.email, role: "viewer" },
      headers: { Origin: baseUrl() },
    });
    expect(shared.status()).toBe(201);

    // A viewer's editor does not fit (it may not edit): two pages, nothing fitted yet.
    await watcher.goto(`/builder/modern-professional?resume=${id}`);
    await live(watcher);
    const count = watcher.getByTestId("preview-page-count");
    await expect.poll(() => count.textContent(), { timeout: 20_000 }).toBe("2 pages");

    // The owner, who has no editor open, asks for the layout: the renderer fits and stores it.
    const layout = await owner.request.get(`/api/resumes/${id}/layout`);
    expect(((await layout.json()) as { pages: number }).pages).toBe(1);

    // The viewer's open editor receives the change live, named as the owner's.
    await watcher.getByText("Resume page fit updated by Paula Printer").waitFor({ timeout: 20_000 });
    await expect.poll(() => count.textContent(), { timeout: 20_000 }).toBe("1 page");
    await expect
      .poll(() => watcher.getByTestId("page-fit-status").textContent())
      .toMatch(/^Fitted: spacing \d+%, line height \d+%, margins [\d.]+ × [\d.]+ mm, body text [\d.]+ pt/);
    await screenshot(watcher, "fit-received-by-collaborator");
  });

  it("starts a section on a new page in the preview and the PDF alike", async () => {
    const { page, id } = await openInEditor("Page Breaker", "sales-impact", nearOnePageResume(1));
    const count = page.getByTestId("preview-page-count");
    await expect.poll(() => count.textContent(), { timeout: 20_000 }).toBe("1 page");
    await page.getByRole("checkbox", { name: "Start Education on a new page" }).check();
    await expect.poll(() => count.textContent()).toBe("2 pages");
    await screenshot(page, "fit-new-page-section");
    await expect
      .poll(
        async () => ((await (await page.request.get(`/api/resumes/${id}/layout`)).json()) as { pages: number }).pages,
        { timeout: 20_000 },
      )
      .toBe(2);
    expect(pdfPages(await (await page.request.get(`/api/resumes/${id}/export?format=pdf`)).body())).toBe(2);
  });

  it("says by how much a resume is over when it cannot fit, and changes nothing", async () => {
    const { page } = await openInEditor("Long Writer", "classic-executive", nearOnePageResume(8, 5));
    const count = page.getByTestId("preview-page-count");
    await expect.poll(() => count.textContent(), { timeout: 20_000 }).toMatch(/^[2-9] pages$/);
    const before = await count.textContent();
    await page.getByTestId("page-fit-select").selectOption("1");
    await expect
      .poll(() => page.getByTestId("page-fit-status").textContent())
      .toMatch(
        /^About \d+ lines over even at the tightest settings: shorten or remove an entry\. Nothing was changed\.$/,
      );
    await expect(count.textContent()).resolves.toBe(before);
    await expect(page.getByTestId("page-fit-select").inputValue()).resolves.toBe("any");
    await expect(page.getByTestId("undo-button").isDisabled()).resolves.toBe(true);
  });

  it("breaks a long entry between bullets, two on each side, and Keep this entry on one page moves it whole, in the preview and the PDF alike", async () => {
    const { page, id } = await openInEditor("Kim Keeptogether", "modern-professional", longLastEntryResume());
    await expect.poll(() => page.getByTestId("preview-page-count").textContent(), { timeout: 20_000 }).toBe("2 pages");

    const split = await previewPlaces(page);
    expect(split.heading).toBe(0);
    const onSecond = split.bullets.filter((place) => place === 1).length;
    expect(onSecond).toBeGreaterThanOrEqual(2);
    expect(split.bullets.filter((place) => place === 0).length).toBeGreaterThanOrEqual(2);
    const pdfSplit = pdfPageTexts(await (await page.request.get(`/api/resumes/${id}/export?format=pdf`)).body());
    expect(pdfSplit[1]).toContain(`Long entry bullet ${10 - onSecond}:`);
    expect(pdfSplit[1]).not.toContain(`Long entry bullet ${9 - onSecond}:`);
    await screenshot(page, "keep-together-before");

    // Each of the three entries is long (five bullets or more): each offers the switch.
    const keep = page.getByRole("checkbox", { name: "Keep this entry on one page" });
    await expect.poll(() => keep.count()).toBe(3);
    await keep.nth(2).check();
    await expect.poll(() => previewPlaces(page)).toEqual({ heading: 1, bullets: Array(9).fill(1) });
    await screenshot(page, "keep-together-after");
    await expect
      .poll(
        async () => {
          const pages = pdfPageTexts(await (await page.request.get(`/api/resumes/${id}/export?format=pdf`)).body());
          return pages[1]?.includes("Lastentry Logistics") && pages[1].includes("Long entry bullet 1:");
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    await page.getByTestId("undo-button").click();
    await expect.poll(() => previewPlaces(page)).toEqual(split);
    await expect(keep.nth(2).isChecked()).resolves.toBe(false);
  });

  it("keeps a long entry whole in Academic Research, whose date column print cannot split, in the preview and the PDF alike", async () => {
    const { page, id } = await openInEditor("Ada Academic", "academic-research", longLastEntryResume());
    await expect.poll(() => page.getByTestId("preview-page-count").textContent(), { timeout: 20_000 }).toBe("2 pages");
    await expect.poll(() => previewPlaces(page)).toEqual({ heading: 1, bullets: Array(9).fill(1) });
    await screenshot(page, "keep-together-academic");
    const pdf = pdfPageTexts(await (await page.request.get(`/api/resumes/${id}/export?format=pdf`)).body());
    expect(pdf[0]).not.toContain("Lastentry Logistics");
    expect(pdf[1]).toContain("Lastentry Logistics");
    expect(pdf[1]).toContain("Long entry bullet 1:");
  });
});
