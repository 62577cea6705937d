import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { nearOnePageResume } from "../fixtures/near-one-page";
import { screenshot, setupBrowser } from "./browser";
import { signInNewUser } from "./session";

const browser = setupBrowser();

/** `pdfinfo`'s page count of a PDF. */
function pdfPages(bytes: Buffer): number {
  const path = join(mkdtempSync(join(tmpdir(), "fit-e2e-")), "resume.pdf");
  writeFileSync(path, bytes);
  return Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [path], { encoding: "utf8" }))?.[1]);
}

describe("fit to pages", () => {
  it("fits a resume three lines over one page to one page, in the preview and the PDF; Undo brings back two pages", async () => {
    const page = await browser.newPage({ width: 1440, height: 1000 });
    await signInNewUser(page, "Fiona Fitwell");
    const created = await page.request.post("/api/resumes", { data: { templateId: "modern-professional", data: nearOnePageResume(3, 4) } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/builder/modern-professional?resume=${id}`);

    const count = page.getByTestId("preview-page-count");
    await expect.poll(() => count.textContent(), { timeout: 20_000 }).toBe("2 pages");
    await expect.poll(() => page.getByTestId("page-fit-over").textContent()).toMatch(/^3 lines over one page\. Fit to 1 page\?$/);
    await screenshot(page, "fit-before");
    await page.getByRole("button", { name: "Fit to 1 page?" }).click();
    await expect.poll(() => count.textContent()).toBe("1 page");
    await expect.poll(() => page.getByTestId("page-fit-status").textContent()).toMatch(/^Fitted: spacing \d+%, line height \d+%, margins [\d.]+ × [\d.]+ mm, body text [\d.]+ pt\. Undo takes it back\.$/);
    await expect(page.getByTestId("page-fit-select").inputValue()).resolves.toBe("1");
    await screenshot(page, "fit-after");

    // As the PDF prints it, once the room has the edit: one page, and pdfinfo agrees.
    await expect.poll(async () => (await (await page.request.get(`/api/resumes/${id}/layout`)).json()) as { pages: number; fitToPages: number | null }, { timeout: 20_000 }).toMatchObject({ pages: 1, fitToPages: 1 });
    const pdf = await page.request.get(`/api/resumes/${id}/export?format=pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdfPages(await pdf.body())).toBe(1);

    // Undo takes the fit back: two pages again, for the preview and the PDF.
    await page.getByTestId("undo-button").click();
    await expect.poll(() => count.textContent()).toBe("2 pages");
    await expect(page.getByTestId("page-fit-select").inputValue()).resolves.toBe("any");
    await expect.poll(async () => ((await (await page.request.get(`/api/resumes/${id}/layout`)).json()) as { pages: number }).pages, { timeout: 20_000 }).toBe(2);
    expect(pdfPages(await (await page.request.get(`/api/resumes/${id}/export?format=pdf`)).body())).toBe(2);
  });

  it("starts a section on a new page in the preview and the PDF alike", async () => {
    const page = await browser.newPage({ width: 1440, height: 1000 });
    await signInNewUser(page, "Page Breaker");
    const created = await page.request.post("/api/resumes", { data: { templateId: "sales-impact", data: nearOnePageResume(1) } });
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/builder/sales-impact?resume=${id}`);
    const count = page.getByTestId("preview-page-count");
    await expect.poll(() => count.textContent(), { timeout: 20_000 }).toBe("1 page");
    await page.getByRole("checkbox", { name: "Start Education on a new page" }).check();
    await expect.poll(() => count.textContent()).toBe("2 pages");
    await screenshot(page, "fit-new-page-section");
    await expect.poll(async () => ((await (await page.request.get(`/api/resumes/${id}/layout`)).json()) as { pages: number }).pages, { timeout: 20_000 }).toBe(2);
    expect(pdfPages(await (await page.request.get(`/api/resumes/${id}/export?format=pdf`)).body())).toBe(2);
  });

  it("says by how much a resume is over when it cannot fit, and changes nothing", async () => {
    const page = await browser.newPage({ width: 1440, height: 1000 });
    await signInNewUser(page, "Long Writer");
    const created = await page.request.post("/api/resumes", { data: { templateId: "classic-executive", data: nearOnePageResume(8, 5) } });
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/builder/classic-executive?resume=${id}`);
    const count = page.getByTestId("preview-page-count");
    await expect.poll(() => count.textContent(), { timeout: 20_000 }).toMatch(/^[2-9] pages$/);
    const before = await count.textContent();
    await page.getByTestId("page-fit-select").selectOption("1");
    await expect.poll(() => page.getByTestId("page-fit-status").textContent()).toMatch(/^About \d+ lines over even at the tightest settings: shorten or remove an entry\. Nothing was changed\.$/);
    await expect(count.textContent()).resolves.toBe(before);
    await expect(page.getByTestId("page-fit-select").inputValue()).resolves.toBe("any");
    await expect(page.getByTestId("undo-button").isDisabled()).resolves.toBe(true);
  });
});
