import { describe, expect, it } from "vitest";
import { applyOps, emptyTombstones } from "../collab/apply";
import { editToOps } from "../collab/edit-ops";
import { validOpSchema } from "../resume/ops";
import type { RoomDocument } from "../resume/document";
import { starterResume } from "../resume/edit";
import { RESUME_LANGUAGES, settingsOf, type ResumeLanguage } from "../resume/language";
import { resumeDataSchema, type ResumeData } from "../resume/schema";
import { formatDateRange, formatMonth } from "../resume/format";
import { TEMPLATE_IDS } from "../resume/template-ids";
import { degreeLine, LABELS } from "../resume/labels";
import { renderResumeHtml, resumeDirection } from "./render";
import { sampleResume } from "./sample-resume";
import { MONTHS_2020 } from "../../../tests/fixtures/resume-languages";

function inLanguage(
  language: ResumeLanguage,
  data: ResumeData = sampleResume,
  direction: "auto" | "ltr" | "rtl" = "auto",
): ResumeData {
  return { ...data, settings: { language, direction } };
}

function headings(html: string): string[] {
  return [...html.matchAll(/<h2 class="section-title">([^<]*)<\/h2>/g)].map((match) => match[1]!);
}

describe("resume language setting", () => {
  it("a resume saved before the setting existed reads as English, direction from content", () => {
    const old = resumeDataSchema.parse({ personalInfo: { fullName: "Ada" } });
    expect(old.settings).toBeUndefined();
    expect(settingsOf(old)).toEqual({ language: "en", direction: "auto" });
    // A partial settings object is completed by the schema's defaults.
    expect(resumeDataSchema.parse({ personalInfo: {}, settings: { language: "de" } }).settings).toEqual({
      language: "de",
      direction: "auto",
    });
  });

  it("refuses a language or direction outside the closed lists", () => {
    expect(resumeDataSchema.safeParse({ personalInfo: {}, settings: { language: "xx" } }).success).toBe(false);
    expect(resumeDataSchema.safeParse({ personalInfo: {}, settings: { language: 'en"><script>' } }).success).toBe(
      false,
    );
    expect(resumeDataSchema.safeParse({ personalInfo: {}, settings: { direction: "up" } }).success).toBe(false);
    expect(validOpSchema.safeParse({ op: "setLanguage", value: "xx" }).success).toBe(false);
    expect(validOpSchema.safeParse({ op: "setDirection", value: "rtl" }).success).toBe(true);
  });

  it("the editor's language and direction edits become room operations that set data.settings", () => {
    let document: RoomDocument = {
      data: starterResume("Ada", "ada@example.com"),
      templateId: "modern-professional",
      jobDescription: null,
      pageSize: "A4",
    };
    const tombstones = emptyTombstones();
    const ops = [
      ...editToOps({ type: "language", value: "de" }, document.data),
      ...editToOps({ type: "direction", value: "rtl" }, document.data),
    ];
    expect(ops).toEqual([
      { op: "setLanguage", value: "de" },
      { op: "setDirection", value: "rtl" },
    ]);
    document = applyOps(document, tombstones, ops).document;
    expect(document.data.settings).toEqual({ language: "de", direction: "rtl" });
    expect(document.data.personalInfo.fullName).toBe("Ada");
  });
});

describe("dates in the resume's language", () => {
  it.each(RESUME_LANGUAGES)(
    "%s: every month of 2020 as the platform's CLDR data says (same in workerd and Chromium)",
    (language) => {
      const months = Array.from({ length: 12 }, (_, index) =>
        formatMonth(`2020-${String(index + 1).padStart(2, "0")}`, language),
      );
      expect(months).toEqual(MONTHS_2020[language]);
    },
  );

  it("ranges take the language's word for an open end", () => {
    expect(formatDateRange("2020-01", "", true)).toBe("Jan 2020 \u2013 Present");
    expect(formatDateRange("2020-01", "", true, "es")).toBe("ene 2020 \u2013 actualidad");
    expect(formatDateRange("2019-03", "2021-12", false, "de")).toBe("März 2019 \u2013 Dez. 2021");
    expect(formatDateRange("2020-01", "", true, "ja")).toBe("2020年1月 \u2013 現在");
  });

  it("keeps what is not YYYY-MM as typed, and early years as years", () => {
    expect(formatMonth("Summer 2020", "fr")).toBe("Summer 2020");
    expect(formatMonth("", "de")).toBe("");
    expect(formatMonth("0050-01", "en")).toBe("Jan 50");
  });
});

describe("template labels", () => {
  it.each(RESUME_LANGUAGES)("%s has every label, none empty, and the degree pattern has both places", (language) => {
    const labels = LABELS[language];
    expect(Object.keys(labels).sort()).toEqual(Object.keys(LABELS.en).sort());
    for (const [key, value] of Object.entries(labels)) expect(value.trim(), `${language}.${key}`).not.toBe("");
    expect(labels.degreeInField).toContain("{degree}");
    expect(labels.degreeInField).toContain("{field}");
  });

  it("a degree or field typed with placeholders or $ patterns stays literal", () => {
    expect(degreeLine(LABELS.en, "B.Sc {field} $&", "Math $1")).toBe("B.Sc {field} $& in Math $1");
    expect(degreeLine(LABELS.de, "", "Physik")).toBe("Physik");
  });

  it.each(TEMPLATE_IDS)("%s prints German headings, months and labels, lang=de", (id) => {
    const html = renderResumeHtml(inLanguage("de"), id);
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(headings(html)).toContain("Berufserfahrung");
    expect(headings(html)).toContain("Ausbildung");
    expect(headings(html).some((heading) => /Experience|Education|Skills|Summary|Projects/.test(heading))).toBe(false);
    expect(html).toContain("heute");
    expect(html).not.toContain(">Present<");
    expect(html).toContain("Lebenslauf</title>");
  });

  it.each(TEMPLATE_IDS)("%s in English is unchanged: English headings, lang=en", (id) => {
    const html = renderResumeHtml(sampleResume, id);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(headings(html).some((heading) => /Experience/.test(heading))).toBe(true);
  });

  it("Chinese headings bring the Chinese fallback font even for a Latin-only resume", () => {
    const html = renderResumeHtml(inLanguage("zh"), "modern-professional");
    expect(html).toContain("noto-sans-sc.css");
    expect(renderResumeHtml(sampleResume, "modern-professional")).not.toContain("noto-sans");
  });
});

describe("direction", () => {
  const arabicName: ResumeData = {
    ...sampleResume,
    personalInfo: { ...sampleResume.personalInfo, fullName: "ليلى حداد" },
    summary: "مهندسة برمجيات",
  };

  it("auto: right to left for Arabic and Hebrew resumes, and for mainly-Arabic content in any language", () => {
    expect(resumeDirection(inLanguage("ar"))).toBe("rtl");
    expect(resumeDirection(inLanguage("he"))).toBe("rtl");
    expect(resumeDirection(inLanguage("en"))).toBe("ltr");
    expect(
      resumeDirection({
        ...sampleResume,
        personalInfo: { ...sampleResume.personalInfo, fullName: "ليلى حداد" },
        summary: "مهندسة برمجيات ".repeat(200),
      }),
    ).toBe("rtl");
  });

  it("the explicit switch wins over language and content", () => {
    expect(resumeDirection(inLanguage("ar", sampleResume, "ltr"))).toBe("ltr");
    expect(resumeDirection(inLanguage("en", sampleResume, "rtl"))).toBe("rtl");
    const html = renderResumeHtml(inLanguage("ar", arabicName), "classic-executive");
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("الخبرة المهنية");
    // Latin fragments stay left to right inside the mirrored page.
    expect(html).toMatch(/<a dir="ltr" href="mailto:/);
  });
});
