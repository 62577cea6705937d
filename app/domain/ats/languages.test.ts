/**
 * The engine reads a resume in every resume language as it reads it in English: headings, role
 * dates and years of experience (docs/product.md#resume-language). Each resume here is the one a
 * template prints (the editor's live score reads the same text), so headings and dates are exactly
 * what a user's resume carries.
 */
import { describe, expect, it } from "vitest";
import { RESUME_LANGUAGES, type ResumeLanguage } from "../resume/language";
import type { ResumeData } from "../resume/schema";
import { htmlToText } from "../templates/html-to-text";
import { TEMPLATE_IDS, type TemplateId } from "../resume/template-ids";
import { renderResumeHtml } from "../templates/render";
import { sampleResume } from "../templates/sample-resume";
import { analyzeAts, parseResume } from "./index";
import { normalizeResumeText } from "./normalize";
import { englishDates } from "./localized-dates";

const JOB = `Senior Software Engineer
Requirements
- 5+ years of experience building web applications
- TypeScript, React, Node.js and PostgreSQL
- Bachelor's degree in Computer Science
Nice to have
- Kubernetes`;

const AS_OF = "2026-11";

function resumeText(language: ResumeLanguage, templateId: TemplateId = TEMPLATE_IDS[0]): string {
  const data: ResumeData = { ...sampleResume, settings: { language, direction: "auto" } };
  return htmlToText(renderResumeHtml(data, templateId));
}

function parsed(language: ResumeLanguage, templateId: TemplateId = TEMPLATE_IDS[0]) {
  return parseResume(normalizeResumeText(resumeText(language, templateId)), 2026 * 12 + 10);
}

const english = parsed("en");

describe("resumes in every resume language", () => {
  it("the English resume is read as the reference: sections, four dated roles, about 12 years", () => {
    expect([...english.headings].sort()).toEqual(["education", "experience", "projects", "skills", "summary"]);
    expect(english.roles).toHaveLength(4);
    // Four roles (Jun 2014 – Present) less the months between them.
    expect(english.experienceMonths).toBe(146);
  });

  for (const language of RESUME_LANGUAGES.filter((code) => code !== "en")) {
    it(`${language}: every template's sections are found and its roles dated as in English`, () => {
      for (const templateId of TEMPLATE_IDS) {
        const resume = parsed(language, templateId);
        const reference = parsed("en", templateId);
        expect([...resume.headings].sort(), `${language} ${templateId}`).toEqual([...reference.headings].sort());
        expect(
          resume.roles.map((role) => role.range),
          `${language} ${templateId}`,
        ).toEqual(reference.roles.map((role) => role.range));
        expect(resume.experienceMonths, `${language} ${templateId}`).toBe(reference.experienceMonths);
      }
    });

    it(`${language}: the same resume scores the same against an English posting, with no missing-heading advice`, () => {
      const reference = analyzeAts({ resumeText: resumeText("en"), jobDescriptionText: JOB, asOf: AS_OF });
      const result = analyzeAts({ resumeText: resumeText(language), jobDescriptionText: JOB, asOf: AS_OF });
      expect(result.score).toBe(reference.score);
      expect(result.keywordsFound).toEqual(reference.keywordsFound);
      expect(result.missingSkills).toEqual(reference.missingSkills);
      expect(result.suggestions.filter((suggestion) => suggestion.type === "section-heading")).toEqual([]);
    });
  }

  it("reads hand-typed localized dates, 'Present' words and 'since'", () => {
    expect(englishDates("Ingeniera — Acme · ago 2019 – actualidad")).toBe("Ingeniera — Acme · aug 2019 – present");
    expect(englishDates("Jan. 2020 – Dez. 2022")).toBe("Jan. 2020 – dec 2022");
    expect(englishDates("März 2018 - heute")).toBe("mar 2018 - present");
    expect(englishDates("janv. 2019 – aujourd’hui")).toBe("janv. 2019 – present");
    expect(englishDates("out. de 2017 – atual")).toBe("oct 2017 – present");
    expect(englishDates("paź 2016 – obecnie")).toBe("oct 2016 – present");
    expect(englishDates("سبتمبر 2015 – حتى الآن")).toBe("sep 2015 – present");
    expect(englishDates("2015年9月 – 至今")).toBe("9/2015 – present");
    expect(englishDates("2015年9月 – 現在")).toBe("9/2015 – present");
    expect(englishDates("seit 2021")).toBe("since 2021");
  });

  it("leaves English lines as they were", () => {
    for (const line of [
      "Jan 2020 – Present",
      "Senior Engineer, Acme — 2019 - 2021",
      "Worked out of the Austin office since 2019",
      "Résumé writing",
    ]) {
      expect(englishDates(line)).toBe(line);
    }
  });
});
