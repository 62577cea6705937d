/**
 * The resume's language and direction (docs/product.md#resume-language), as a person uses them in
 * the editor: German headings and months in the preview and the PDF, right-to-left resumes in
 * Arabic and Hebrew, and the editor's own inputs drawing CJK without a system font.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { RESUME_LANGUAGES } from "../../app/domain/resume/language";
import type { ResumeData } from "../../app/domain/resume/schema";
import type { TemplateId } from "../../app/domain/resume/template-ids";
import { MONTHS_2020 } from "../fixtures/resume-languages";
import { SCREENSHOT_DIR, setupBrowser, watchPopupsAndAlerts } from "./browser";
import { ARABIC, HEBREW, popplerText } from "./multilingual-resume";
import { newAccount, signInNewUser } from "./session";

const browser = setupBrowser();
const PREVIEW = 'iframe[title="Live preview of your resume"]';
/** pdftotext marks right-to-left lines with bidi controls, which are no text. */
const flat = (text: string) =>
  text
    .replace(/[\u202a-\u202e]/g, "")
    .replace(/\s+/g, " ")
    .trim();

const ENGLISH: Partial<ResumeData> = {
  summary: "Builds payment systems.",
  experience: [
    {
      id: "x1",
      company: "Acme GmbH",
      position: "Engineer",
      startDate: "2019-03",
      endDate: "",
      current: true,
      description: "- Built the ledger",
    },
  ],
  education: [
    {
      id: "d1",
      institution: "TU Berlin",
      degree: "MSc",
      fieldOfStudy: "Informatics",
      startDate: "",
      endDate: "2018-09",
      gpa: "1.3",
    },
  ],
};

async function createResume(
  page: Page,
  templateId: TemplateId,
  data: Partial<ResumeData>,
  fullName = "Grete Weber",
): Promise<string> {
  const body = {
    personalInfo: { fullName, email: "grete@example.com", phone: "", address: "Berlin", linkedIn: "", github: "" },
    summary: "",
    skills: [],
    experience: [],
    education: [],
    projects: [],
    ...data,
  };
  const created = await page.request.post("/api/resumes", { data: { templateId, data: body } });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** Generate PDF as a person clicks it (the page was set up by watchPopupsAndAlerts); returns the PDF's text as poppler reads it. */
async function generatePdfText(page: Page, opened: () => Promise<string[]>): Promise<string> {
  const before = (await opened()).length;
  await page.getByRole("button", { name: "Generate PDF" }).click();
  await page.getByRole("status").getByText("PDF generated successfully!").last().waitFor({ timeout: 30_000 });
  await expect.poll(async () => (await opened()).length).toBe(before + 1);
  const file = await page.request.get((await opened()).at(-1)!);
  expect(file.status()).toBe(200);
  return popplerText(new Uint8Array(await file.body()));
}

function pdfScreenshot(pdf: Uint8Array, name: string): void {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  writeFileSync(`${SCREENSHOT_DIR}${name}.pdf`, pdf);
  execFileSync("pdftoppm", [
    "-png",
    "-r",
    "70",
    "-f",
    "1",
    "-l",
    "1",
    "-singlefile",
    `${SCREENSHOT_DIR}${name}.pdf`,
    `${SCREENSHOT_DIR}${name}`,
  ]);
}

describe("resume language", () => {
  it("German chosen in the editor: preview headings, months and labels in German, and the PDF reads them back", async () => {
    const page = await browser.newPage({ width: 1440, height: 1000 });
    const { alerts, opened } = await watchPopupsAndAlerts(page);
    await newAccount(page, "Grete Weber");
    const id = await createResume(page, "modern-professional", ENGLISH);
    await page.goto(`/builder/modern-professional?resume=${id}`);
    const frame = page.frameLocator(PREVIEW);
    await frame.getByRole("heading", { name: "Professional Experience" }).waitFor();

    // This browser's month names are the ones the Worker prints (the unit test checks workerd's).
    const months = await page.evaluate(
      ({ languages }) =>
        Object.fromEntries(
          languages.map((language) => {
            const locales: Record<string, string> = {
              en: "en-US",
              es: "es-ES",
              fr: "fr-FR",
              de: "de-DE",
              pt: "pt-BR",
              pl: "pl-PL",
              ar: "ar-u-nu-latn",
              he: "he-IL",
              zh: "zh-CN",
              ja: "ja-JP",
            };
            const format = new Intl.DateTimeFormat(locales[language], {
              month: "short",
              year: "numeric",
              timeZone: "UTC",
            });
            return [language, Array.from({ length: 12 }, (_, month) => format.format(Date.UTC(2020, month, 1)))];
          }),
        ),
      { languages: [...RESUME_LANGUAGES] },
    );
    expect(months).toEqual(MONTHS_2020);

    await page.getByLabel("Language", { exact: true }).selectOption({ label: "Deutsch" });
    await frame.getByRole("heading", { name: "Berufserfahrung" }).waitFor();
    await expect(frame.getByRole("heading", { name: "Ausbildung" }).count()).resolves.toBe(1);
    await expect(frame.getByText("März 2019 – heute").count()).resolves.toBe(1);
    await expect(frame.getByText("MSc in Informatics").count()).resolves.toBe(1);
    await expect(frame.getByText("Note: 1.3").count()).resolves.toBe(1);
    await expect(frame.locator("html").getAttribute("lang")).resolves.toBe("de");
    await page.screenshot({ path: `${SCREENSHOT_DIR}language-german-editor.png` });

    const text = flat(await generatePdfText(page, opened));
    expect(alerts).toEqual([]);
    // The template sets headings in capitals (CSS), which is what the PDF's text holds.
    for (const expected of ["Berufserfahrung", "Ausbildung", "Berufsprofil", "März 2019 – heute", "Sept. 2018"])
      expect(text.toLowerCase(), expected).toContain(expected.toLowerCase());
    expect(text.toLowerCase()).not.toContain("professional experience");

    // Kept: after a reload the resume is still German.
    await page.reload();
    await page.frameLocator(PREVIEW).getByRole("heading", { name: "Berufserfahrung" }).waitFor();
    await expect(page.getByLabel("Language", { exact: true }).inputValue()).resolves.toBe("de");

    // The card in the dark theme, for a person to look at.
    await page.evaluate(() => localStorage.setItem("theme", "dark"));
    await page.reload();
    await page.getByLabel("Text direction").waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}language-german-editor-dark.png` });
  });

  it("Arabic and Hebrew resumes mirror in two templates, the switch overrides, and the PDF reads back", async () => {
    const page = await browser.newPage({ width: 1440, height: 1000 });
    const { opened } = await watchPopupsAndAlerts(page);
    await signInNewUser(page, "Noa Levi");
    for (const [name, data] of [
      ["arabic", { ...ARABIC, settings: { language: "ar", direction: "auto" } }],
      ["hebrew", HEBREW],
    ] as const) {
      for (const templateId of ["classic-executive", "startup-entrepreneur"] as const) {
        const id = await createResume(page, templateId, data, data.personalInfo.fullName);
        const pdf = await page.request.get(`/api/resumes/${id}/export?format=pdf`);
        expect(pdf.status()).toBe(200);
        const bytes = new Uint8Array(await pdf.body());
        pdfScreenshot(bytes, `language-${name}-${templateId}`);
        const text = flat(popplerText(bytes));
        expect(text, `${name} ${templateId}`).toContain(flat(data.personalInfo.fullName));
        expect(text).toContain(flat(data.experience[0]!.position));
        expect(text).toContain(data.personalInfo.email);
        // "Experience" in the language: the long heading in one template, the short in the other.
        expect(text).toContain(name === "arabic" ? "الخبرة" : "ניסיון");
        // The month names and the open end in the language. (poppler moves the dash of a
        // right-to-left range before the year, "يناير – 2019حتى الآن", whatever the markup: the
        // page itself reads "يناير 2019 – حتى الآن", see the screenshots.)
        for (const part of name === "arabic" ? ["يناير", "2019", "حتى الآن"] : ["ינו׳", "2020", "היום"])
          expect(text).toContain(part);
      }
    }

    const id = await createResume(page, "classic-executive", HEBREW, HEBREW.personalInfo.fullName);
    await page.goto(`/builder/classic-executive?resume=${id}`);
    const frame = page.frameLocator(PREVIEW);
    await frame.getByRole("heading", { name: "ניסיון תעסוקתי" }).waitFor();
    await expect(frame.locator("html").getAttribute("dir")).resolves.toBe("rtl");
    await expect(frame.locator(".contact-email a").getAttribute("dir")).resolves.toBe("ltr");
    await page.screenshot({ path: `${SCREENSHOT_DIR}language-hebrew-editor.png` });
    const direction = page.getByLabel("Text direction");
    await expect(page.getByTestId("auto-direction").textContent()).resolves.toBe("Now right to left. ");
    await direction.selectOption({ label: "Left to right" });
    await expect.poll(() => frame.locator("html").getAttribute("dir")).toBe("ltr");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel("Text direction").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}language-card-mobile.png` });
    await page.setViewportSize({ width: 1440, height: 1000 });
    await direction.selectOption("auto");
    await expect.poll(() => frame.locator("html").getAttribute("dir")).toBe("rtl");
    const text = flat(await generatePdfText(page, opened));
    expect(text).toContain(flat(HEBREW.personalInfo.fullName));
    expect(text).toContain("השכלה");
  });

  it("the editor loads Noto only for the scripts typed: none for Latin, the Chinese slices for Chinese", async () => {
    const page = await browser.newPage({ width: 1440, height: 1000 });
    const fonts: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/fonts/")) fonts.push(path);
    });
    await newAccount(page, "Wang Fang");
    const id = await createResume(page, "modern-professional", ENGLISH, "Wang Fang");
    await page.goto(`/builder/modern-professional?resume=${id}`);
    await page.frameLocator(PREVIEW).getByRole("heading", { name: "Professional Experience" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(
      fonts.filter((path) => /noto/.test(path)),
      "a Latin resume's editor fetches no fallback",
    ).toEqual([]);
    await expect(page.locator("link[data-script-font]").count()).resolves.toBe(0);

    const summary = page.getByLabel("Summary", { exact: true });
    await summary.fill("资深软件工程师，负责支付系统。");
    await page.locator('link[data-script-font="simplifiedChinese"]').waitFor({ state: "attached" });
    await expect
      .poll(() => summary.evaluate((element) => getComputedStyle(element).fontFamily))
      .toContain("Noto Sans SC");
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans SC"', "资深软件工程师")), {
        timeout: 10_000,
      })
      .toBe(true);
    await expect.poll(() => fonts.some((path) => /noto-sans-sc-\d+-400-normal\.woff2$/.test(path))).toBe(true);
    await summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}language-editor-cjk.png` });
  });
});
