/**
 * Resumes in any script (docs/product.md#resume-language): every template exported to PDF through the real renderer with
 * names and bullets in eight scripts draws every glyph with a template font or a shipped Noto
 * font (pdffonts), and poppler reads every string back whole; right-to-left resumes mirror; the
 * preview fetches only the font slices a resume uses.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { ResumeData } from "../../app/domain/resume/schema";
import { TEMPLATE_IDS, type TemplateId } from "../../app/domain/resume/template-ids";
import { SCREENSHOT_DIR, setupBrowser } from "./browser";
import { ARABIC, CHINESE, MULTILINGUAL, multilingualStrings, pdfFonts, popplerText } from "./multilingual-resume";
import { newAccount, signInNewUser } from "./session";

const browser = setupBrowser();

/** The PostScript family each template's own typeface embeds under. */
const TEMPLATE_FONTS: Record<TemplateId, string> = {
  "modern-professional": "Inter",
  "professional-elegant": "SourceSerif4",
  "creative-portfolio": "WorkSans",
  "minimal-modern": "Inter",
  "tech-minimalist": "IBMPlexSans",
  "academic-research": "SourceSerif4",
  "sales-impact": "Lato",
  "startup-entrepreneur": "WorkSans",
  "healthcare-professional": "SourceSans3",
  "classic-executive": "EBGaramond",
};
/** "NotoSansJP-Bold", "NotoSansJPThin-Bold" (see SHIPPED), but not "NotoSansJPX" for "NotoSans". */
const isFamily = (name: string, family: string) => new RegExp(`^${family}(?:[A-Z][a-z]+)*-`).test(name);
const SHIPPED =
  /^(Inter|SourceSerif4|SourceSans3|PlayfairDisplay|WorkSans|IBMPlexSans|IBMPlexMono|Lato|EBGaramond|NotoSans(JP|SC|TC|KR|Arabic|Hebrew|Devanagari|Thai)?)[A-Za-z]*-/;
// (Some of Fontsource's static files keep the name of the variable font's default instance, such
// as "NotoSansJPThin-Bold" or "SourceSans3ExtraLight-Regular", whatever their weight.)

/** Case and spacing aside; pdftotext marks right-to-left lines with bidi embedding controls, which are no text. */
const flat = (text: string) =>
  text
    .replace(/[\u202a-\u202e]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

async function createResume(page: Page, templateId: TemplateId, data: ResumeData): Promise<string> {
  const created = await page.request.post("/api/resumes", { data: { templateId, data } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function exportPdf(page: Page, id: string): Promise<Uint8Array> {
  const pdf = await page.request.get(`/api/resumes/${id}/export?format=pdf`);
  expect(pdf.status()).toBe(200);
  return new Uint8Array(await pdf.body());
}

/** Page 1 of the PDF as a PNG beside the e2e screenshots, for a person to look at. */
function pdfPageScreenshot(pdf: Uint8Array, name: string): void {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  writeFileSync(`${SCREENSHOT_DIR}${name}.pdf`, pdf);
  execFileSync("pdftoppm", [
    "-png",
    "-r",
    "80",
    "-f",
    "1",
    "-l",
    "1",
    "-singlefile",
    `${SCREENSHOT_DIR}${name}.pdf`,
    `${SCREENSHOT_DIR}${name}`,
  ]);
}

/** Exports the resume, saves page 1 as `name`.png, checks its fonts (all ours, `noto` among them) and returns its text lines. */
async function exportAndRead(page: Page, id: string, name: string, noto: string): Promise<string[]> {
  const pdf = await exportPdf(page, id);
  pdfPageScreenshot(pdf, name);
  const names = pdfFonts(pdf).map((font) => font.name);
  for (const font of names) expect(font).toMatch(SHIPPED);
  expect(
    names.some((font) => isFamily(font, noto)),
    names.join(", "),
  ).toBe(true);
  return popplerText(pdf).split("\n").map(flat);
}

/**
 * Every font the preview's text and the editor's own inputs need has loaded (so each was requested). Not the page's network
 * going quiet: the editor's room and saves keep it busy under load (networkidle timed out in CI).
 */
async function previewFontsLoaded(page: Page): Promise<void> {
  const frame = await (
    await page.locator('iframe[title="Live preview of your resume"]').elementHandle()
  )?.contentFrame();
  await frame?.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

describe("resume content in any script", () => {
  it("every template prints Polish, Vietnamese, Russian, Greek, Chinese, Japanese, Korean and Arabic with its own fonts or shipped Noto, and poppler reads every string", async () => {
    const page = await browser.newPage();
    await signInNewUser(page, "Łukasz Żółć");
    for (const templateId of TEMPLATE_IDS) {
      const pdf = await exportPdf(page, await createResume(page, templateId, MULTILINGUAL));
      const fonts = pdfFonts(pdf);
      for (const font of fonts) {
        expect(font.name, `${templateId}: ${font.name} is no font of ours`).toMatch(SHIPPED);
        expect(font.type, `${templateId}: ${font.name}`).not.toMatch(/Type 3/);
      }
      const names = fonts.map((font) => font.name);
      expect(
        names.some((name) => isFamily(name, TEMPLATE_FONTS[templateId])),
        `${templateId}: ${names.join(", ")}`,
      ).toBe(true);
      for (const noto of ["NotoSansJP", "NotoSansKR", "NotoSansArabic"]) {
        expect(
          names.some((name) => isFamily(name, noto)),
          `${templateId}: ${noto} in ${names.join(", ")}`,
        ).toBe(true);
      }
      const text = popplerText(pdf);
      for (const expected of multilingualStrings())
        expect(flat(text), `${templateId}: "${expected}"`).toContain(flat(expected));
      // The name is one line of its own: what an ATS takes as the candidate's name.
      expect(text.split("\n").map(flat), templateId).toContain(flat(MULTILINGUAL.personalInfo.fullName));
    }
  });

  it("an Arabic resume is right to left, keeps addresses left to right, and reads back in logical order", async () => {
    const page = await browser.newPage({ width: 1440, height: 1000 });
    await newAccount(page, "Mohammed Alali");
    const id = await createResume(page, "modern-professional", ARABIC);
    await page.goto(`/builder/modern-professional?resume=${id}`);
    const frame = page.frameLocator('iframe[title="Live preview of your resume"]');
    await expect(frame.locator("html").getAttribute("dir")).resolves.toBe("rtl");
    await expect(frame.locator(".contact-email a").getAttribute("dir")).resolves.toBe("ltr");
    // Mirrored: the name starts at the right edge of the paper.
    const gaps = await frame.locator(".name").evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const text = range.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return { left: text.left - box.left, right: box.right - text.right };
    });
    expect(gaps.right, JSON.stringify(gaps)).toBeLessThan(2);
    expect(gaps.left, JSON.stringify(gaps)).toBeGreaterThan(50);
    await page.screenshot({ path: `${SCREENSHOT_DIR}rtl-preview.png` });

    const lines = await exportAndRead(page, id, "rtl-pdf", "NotoSansArabic");
    expect(lines).toContain(flat(ARABIC.personalInfo.fullName));
    const text = flat(lines.join(" "));
    for (const expected of [ARABIC.summary, "خفض زمن الاستجابة", ARABIC.personalInfo.email, "C++", "Node.js"]) {
      expect(text, expected).toContain(flat(expected));
    }
  });

  it("a Chinese resume fetches only the Noto slices it uses, a Latin one none, and the name reads as one line", async () => {
    const page = await browser.newPage({ width: 1440, height: 1000 });
    await signInNewUser(page, "Wang Xiaoming");
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/fonts/")) fonts.push(new URL(request.url()).pathname);
    });
    const latin = await createResume(page, "classic-executive", {
      ...CHINESE,
      personalInfo: { ...CHINESE.personalInfo, fullName: "Jan Kowalski", address: "Łódź" },
      summary: "Software engineer.",
      skills: ["Java"],
      experience: [],
      education: [],
    });
    await page.goto(`/builder/classic-executive?resume=${latin}`);
    await page.frameLocator('iframe[title="Live preview of your resume"]').getByText("Jan Kowalski").waitFor();
    await previewFontsLoaded(page);
    expect(
      fonts.filter((path) => /noto/i.test(path)),
      "a Latin resume fetches no fallback",
    ).toEqual([]);
    expect(
      fonts.some((path) => path.includes("latin-ext")),
      `Ł of Łódź comes from the template's latin-ext file: ${fonts.join(", ")}`,
    ).toBe(true);

    const id = await createResume(page, "classic-executive", CHINESE);
    fonts.length = 0;
    await page.goto(`/builder/classic-executive?resume=${id}`);
    await page
      .frameLocator('iframe[title="Live preview of your resume"]')
      .getByText("资深软件工程师", { exact: false })
      .waitFor();
    await previewFontsLoaded(page);
    // The preview and the editor's own inputs (which draw the same characters) ask for the same
    // slices, each document once: count files, not requests.
    const slices = [...new Set(fonts.filter((path) => /noto-sans-sc-\d+-/.test(path)))];
    expect(slices.length).toBeGreaterThan(0);
    expect(slices.length, slices.join(", ")).toBeLessThan(20);
    expect(fonts.filter((path) => /noto-sans-(jp|tc|kr|arabic)/.test(path))).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}cjk-preview.png` });

    const lines = await exportAndRead(page, id, "cjk-pdf", "NotoSansSC");
    expect(lines).toContain(flat(CHINESE.personalInfo.fullName));
    for (const expected of ["设计并实现了每秒一万笔交易的支付网关", "上海云支付有限公司", "复旦大学"])
      expect(lines.join(" ")).toContain(expected);
  });
});
