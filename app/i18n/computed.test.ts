/**
 * The domain's English and the `computed.*` English resources say the same, for every code: each
 * real analysis, tailoring and version summary below is rendered from its code through the English
 * resources and compared with the English the domain wrote, and every resource key is used at
 * least once (so a key the domain no longer words, or a code no input reaches, fails here).
 */
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import evalSet from "../../tests/ats-eval/pairs.json";
import foreignResumes from "../../tests/import/foreign/resumes.json";
import { analyzeAts } from "~/domain/ats";
import { DEGREE_LEVEL_NAMES, SOFT_SKILLS } from "~/domain/ats/lexicon";
import { roleFitMessage, suggestionMessage, type RoleFitText, type SuggestionText } from "~/domain/ats/messages";
import type { SkillPlace } from "~/domain/ats/match";
import {
  SCORE_CHECK_LABELS,
  scoreDetailMessage,
  scoreLabelMessage,
  type ScoreCheck,
  type ScoreDetailText,
  type ScoreLabelText,
} from "~/domain/ats/score-texts";
import { SENIORITY_LEVELS } from "~/domain/ats/seniority";
import { PERSONAL_FIELDS, type EntrySectionName, type RoomDocument } from "~/domain/resume/document";
import {
  SKIP_REASONS,
  skipNotice,
  skipNoticeMessage,
  skipNoticeText,
  UNDO_SECTION_LABELS,
  UNDO_TOP_LABELS,
  type Skip,
  type SkipNoticeText,
  type SkipTarget,
} from "~/domain/collab/undo-changes";
import { emptyLetter } from "~/domain/cover-letter/schema";
import { summarizeLetterChanges } from "~/domain/cover-letter/versions";
import { IMPORT_MESSAGES, ImportFileError, type ImportMessageCode } from "~/domain/import/file";
import type { ResumeData } from "~/domain/resume/schema";
import { diffDocuments, summarizeChanges } from "~/domain/resume/version-diff";
import { doc, job } from "../../tests/fixtures/room-documents";
import {
  LETTER_FIELD_LABELS,
  PERSONAL_LABELS,
  readVersionSummary,
  SECTION_LABELS,
} from "~/domain/resume/version-summary";
import { proposeTailoring, questionMessage, reasonMessage, type ReasonText, type TailorJob } from "~/domain/tailor";
import { TAILOR_JOB, TAILOR_RESUME } from "../../tests/fixtures/tailor";
import {
  diffFieldIn,
  entryTitleIn,
  importErrorIn,
  localized,
  questionIn,
  scoreComponentIn,
  scoreDetailIn,
  scoreLabelIn,
  reasonIn,
  roleFitIn,
  suggestionIn,
  undoNoticeIn,
  versionSummaryIn,
} from "./computed";
import { createI18n } from "./instance.server";
import { enComputed } from "./resources/computed/en";

type Tree = { readonly [key: string]: string | Tree };
const leaves = (tree: Tree, prefix: string): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}.${key}`] : leaves(value, `${prefix}.${key}`),
  );

/** English `t` that notes every key it resolves (plural suffix included, as English picks it). */
const used = new Set<string>();
const english = createI18n("en").t;
const t = ((key: string, options?: { count?: number }) => {
  used.add(options?.count === undefined ? key : `${key}_${options.count === 1 ? "one" : "other"}`);
  return english(key as never, options as never);
}) as unknown as TFunction;
const german = createI18n("de").t;

const set = evalSet as unknown as {
  asOf: string;
  jobs: Record<string, string>;
  resumes: Record<string, string>;
  pairs: Array<{ job: string; resume: string }>;
};
const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index % 50}`).join(" ");

/** Resumes and jobs that reach what the labelled pairs do not: no contact, no headings, no dates, odd lengths, an unreadable job. */
const EXTRA_PAIRS: Array<[string, string]> = [
  ["Jo Park\nI like puzzles.", set.jobs["sw-backend-senior"] ?? ""],
  [`Jo Park\njo@example.com\nSummary\n${words(1100)}`, set.jobs["nurse-icu"] ?? ""],
  [`Jo Park\njo@example.com\nSummary\n${words(1400)}`, set.jobs["nurse-icu"] ?? ""],
  [set.resumes["sw-backend-senior"] ?? "", "12345 67890"],
];

describe("ATS suggestions and role fit in English through the resources", () => {
  const analyses = [
    ...set.pairs.map((pair) =>
      analyzeAts({
        resumeText: set.resumes[pair.resume] ?? "",
        jobDescriptionText: set.jobs[pair.job] ?? "",
        asOf: set.asOf,
      }),
    ),
    ...EXTRA_PAIRS.map(([resumeText, jobDescriptionText]) =>
      analyzeAts({ resumeText, jobDescriptionText, asOf: set.asOf }),
    ),
  ];

  it("say what the engine says, for every suggestion and role fit of the labelled pairs", () => {
    const differ: string[] = [];
    for (const analysis of analyses) {
      for (const suggestion of analysis.suggestions) {
        if (!suggestion.text) differ.push(`no code: ${suggestion.message}`);
        else if (suggestionIn(t, suggestion.text) !== suggestion.message) differ.push(suggestion.message);
      }
      if (!analysis.roleFit.text || roleFitIn(t, analysis.roleFit.text) !== analysis.roleFit.message)
        differ.push(analysis.roleFit.message);
    }
    expect(differ).toEqual([]);
    expect(analyses.flatMap((analysis) => analysis.suggestions).length).toBeGreaterThan(1000);
  });

  it("word the score breakdown as the engine does: component headings, item labels and details", () => {
    const differ: string[] = [];
    let details = 0;
    for (const analysis of analyses) {
      for (const component of analysis.metadata.analysis.components) {
        if (scoreComponentIn(t, component.id) !== component.label) differ.push(component.label);
        for (const item of component.items) {
          if (item.labelText && scoreLabelIn(t, item.labelText) !== item.label) differ.push(item.label);
          if (item.detail !== undefined) {
            details += 1;
            if (!item.detailText) differ.push(`no code: ${item.detail}`);
            else if (scoreDetailIn(t, item.detailText) !== item.detail) differ.push(item.detail);
          }
        }
      }
    }
    expect(differ).toEqual([]);
    expect(details).toBeGreaterThan(1000);
    const labels: ScoreLabelText[] = [
      ...[1, 2, 3, 4, 5, 9].map((degree) => ({ code: "degreeRequired" as const, params: { degree } })),
      ...SENIORITY_LEVELS.map((level) => ({ code: "level" as const, params: { level } })),
      ...(["same", "sameTitle", "family", "close", "related", "distant", "unrelated"] as const).map((relation) => ({
        code: "relation" as const,
        params: { relation },
      })),
      ...(Object.keys(SCORE_CHECK_LABELS) as ScoreCheck[]).map((check) => ({
        code: "check" as const,
        params: { check },
      })),
      { code: "specialty", params: { label: "INFOSEC" } },
      { code: "otherWords", params: { count: 1 } },
      { code: "otherWords", params: { count: 14 } },
      ...SOFT_SKILLS.map((skill) => ({ code: "softSkill" as const, params: { label: skill.label } })),
      { code: "years" },
      { code: "degree" },
      { code: "yearsRequired", params: { years: 1 } },
    ];
    for (const text of labels) expect(scoreLabelIn(t, text)).toBe(scoreLabelMessage(text));
    const detailTexts: ScoreDetailText[] = [
      ...[0, 1, 2, 3, 4, 5].map((found) => ({ code: "degreeFound" as const, params: { found } })),
      ...(["tooShort", "short", "good", "long", "tooLong"] as const).map((verdict) => ({
        code: "length" as const,
        params: { words: 1, verdict },
      })),
      ...(["ranges", "years", "none"] as const).map((found) => ({ code: "dates" as const, params: { found } })),
      ...[0, 1, 2].flatMap((count) => [
        { code: "weak" as const, params: { count } },
        { code: "yearsShown" as const, params: { years: count } },
      ]),
      ...(["must", "normal", "nice"] as const).flatMap((importance) => [
        {
          code: "skillFound" as const,
          params: { importance, places: ["experience", "skills", "summary", "other"] as SkillPlace[] },
        },
        { code: "skillRelated" as const, params: { importance, related: "PostgreSQL", skill: "MySQL" } },
        { code: "skillMissing" as const, params: { importance } },
        ...[1, 7].map((years) => ({ code: "skillDated" as const, params: { importance, years } })),
      ]),
      { code: "titlePast", params: { evidence: "Human Resources Assistant" } },
      { code: "specialtyFound" },
      { code: "specialtyMissing" },
      { code: "titleExact" },
      { code: "titleNone" },
      { code: "titlePartial", params: { evidence: "" } },
      { code: "titlePartial", params: { evidence: "Backend Developer" } },
      { code: "noMinimum" },
      { code: "noDegreeRequired" },
      { code: "noRoleTitle" },
      { code: "levels", params: { job: "senior", resume: "junior" } },
      { code: "levelOtherField", params: { job: "senior" } },
      { code: "quantified", params: { quantified: 1, total: 3 } },
    ];
    for (const text of detailTexts) expect(scoreDetailIn(t, text)).toBe(scoreDetailMessage(text));
    expect(scoreDetailIn(german, { code: "skillFound", params: { importance: "must", places: ["experience"] } })).toBe(
      "Pflicht · gefunden in Berufserfahrung",
    );
  });

  it("say the same for the forms no input above reaches", () => {
    const roleFits: RoleFitText[] = [
      { code: "noJob", params: {} },
      { code: "noRole", params: { job: "Nurse Practitioners" } },
      { code: "noRole", params: { job: "Nurse Practitioners", chosen: true } },
      {
        code: "placed",
        params: {
          source: "latestRole",
          text: "Staff Nurse",
          occupation: "Registered Nurses",
          job: "Nurse Practitioners",
          relation: "close",
          chosen: true,
        },
      },
      ...(["latestRole", "role", "headline", "experience"] as const).flatMap((source) =>
        (["same", "sameTitle", "family", "close", "related", "distant", "unrelated"] as const).flatMap((relation) =>
          ["", "Staff Nurse"].map((text): RoleFitText => ({
            code: "placed",
            params: {
              source,
              text: source === "experience" ? "" : text || (source === "headline" ? "NURSE" : ""),
              occupation: "Registered Nurses",
              job: "Nurse Practitioners",
              relation,
            },
          })),
        ),
      ),
    ];
    const suggestions: SuggestionText[] = [
      ...roleFits.map((roleFit): SuggestionText => ({ code: "roleFit", params: { roleFit } })),
      ...[1, 2, 3, 4, 5, 0, 9].map((degree): SuggestionText => ({
        code: "education",
        params: { degree, flexible: degree % 2 === 0 },
      })),
      ...SENIORITY_LEVELS.map((level): SuggestionText => ({
        code: "seniorityHigher",
        params: { job: "director", resume: level },
      })),
      { code: "softSkill", params: { skills: SOFT_SKILLS.map((skill) => skill.label), count: SOFT_SKILLS.length } },
      { code: "keyword", params: { keywords: ["patient flow"] } },
      { code: "keyword", params: { keywords: [] } },
      { code: "stuffing", params: { words: 42 } },
    ];
    for (const text of roleFits) expect(roleFitIn(t, text)).toBe(roleFitMessage(text));
    for (const text of suggestions) expect(suggestionIn(t, text)).toBe(suggestionMessage(text));
  });

  it("translate the engine's fixed words: levels, degrees, soft skills", () => {
    expect(Object.keys(enComputed.ats.level)).toEqual([...SENIORITY_LEVELS]);
    expect(Object.values(enComputed.ats.level)).toEqual([...SENIORITY_LEVELS]);
    expect([1, 2, 3, 4, 5].map((level) => enComputed.ats.degree[level as 1])).toEqual(DEGREE_LEVEL_NAMES.slice(1));
    expect(Object.entries(enComputed.ats.softSkill)).toEqual(
      SOFT_SKILLS.map((skill) => [skill.label, skill.label.toLowerCase()]),
    );
    const missing: SuggestionText = {
      code: "softSkill",
      params: { skills: ["Communication", "Leadership"], count: 4 },
    };
    expect(suggestionIn(german, missing)).toBe(
      "Die Stelle legt Wert auf Kommunikation und Führung. Zeig das an konkreten Beispielen in Stichpunkten, statt es nur aufzuzählen.",
    );
    expect(suggestionIn(german, { code: "missingNice", params: { skill: "Kubernetes" } })).toBe(
      "Wünschenswert: „Kubernetes“. Wenn du es kannst, ergänze es in deinem Abschnitt „Fähigkeiten“.",
    );
  });
});

describe("tailoring reasons and questions in English through the resources", () => {
  const jobs: TailorJob[] = [
    TAILOR_JOB,
    ...Object.values(set.jobs).map((description) => ({
      title: description.split("\n")[0] ?? "",
      company: "Acme",
      description,
    })),
  ];
  const untitled: ResumeData = {
    ...TAILOR_RESUME,
    experience: TAILOR_RESUME.experience.map((entry) => ({ ...entry, position: "" })),
  };
  const resumes = [
    TAILOR_RESUME,
    untitled,
    ...(foreignResumes as unknown as Array<{ data: ResumeData }>).slice(0, 6).map((resume) => resume.data),
  ];

  it("say what the rules say, for every change and question", () => {
    const changes = [
      ...jobs.flatMap((tailorJob) => [
        ...proposeTailoring(TAILOR_RESUME, tailorJob),
        ...proposeTailoring(untitled, tailorJob),
      ]),
      ...resumes.flatMap((resume) => proposeTailoring(resume, TAILOR_JOB)),
    ];
    const differ: string[] = [];
    for (const change of changes) {
      if (reasonIn(t, change.reasonText) !== change.reason) differ.push(change.reason);
      if (change.kind === "missing-skill-question" && questionIn(t, change.questionText) !== change.question)
        differ.push(change.question);
    }
    expect(differ).toEqual([]);
    expect(new Set(changes.map((change) => change.reasonText.code))).toEqual(
      new Set([
        "skillsFirst",
        "bulletsWithSkills",
        "bulletsByWords",
        "wording",
        "missingSkill",
        "summarySkills",
        "summaryJobTitle",
        "summaryOwnTitle",
      ]),
    );
  });

  it("say the same for the forms no input above reaches", () => {
    const texts: ReasonText[] = [
      { code: "skillsFirst", params: { skills: [] } },
      { code: "bulletsWithSkills", params: { skills: ["Go", "SQL", "AWS"] } },
      ...(["must", "normal", "nice"] as const).flatMap((importance): ReasonText[] => [
        { code: "wording", params: { jobWord: "Kubernetes", resumeWord: "K8s", importance } },
        { code: "missingSkill", params: { skill: "Terraform", importance, related: null } },
        { code: "missingSkill", params: { skill: "Terraform", importance, related: "Pulumi" } },
      ]),
    ];
    for (const text of texts) expect(reasonIn(t, text)).toBe(reasonMessage(text));
    expect(questionIn(german, { code: "haveYouUsed", params: { skill: "Terraform" } })).toBe(
      "Hast du mit Terraform gearbeitet? Wenn ja, ergänze es dort, wo du es eingesetzt hast.",
    );
    expect(questionMessage({ code: "haveYouUsed", params: { skill: "Terraform" } })).toBe(
      "Have you used Terraform? If yes, add it where you used it.",
    );
  });
});

describe("version summaries and diff labels in English through the resources", () => {
  const jd = { title: "Nurse", company: "Mercy", description: "Care." };
  const base = doc();
  const documents: RoomDocument[] = [
    doc({ summary: "Senior engineer.", skills: ["Go", "Kubernetes"] }),
    doc({ skills: ["Perl", "Go"], experience: [job("e2", "Lead"), job("e1", "Developer"), job("e3", "Intern")] }),
    doc({ experience: [job("e1", "Developer II"), job("e2", "Lead II"), job("e3", "Intern")] }),
    doc({
      skills: ["A", "B", "C", "D", "E", "F"],
      experience: [job("e1", "Developer, senior"), job("e4", ""), job("e5", "")],
    }),
    doc({
      experience: [job("e1", "Developer")],
      education: [
        { id: "d1", institution: "State", degree: "BSc", fieldOfStudy: "", startDate: "", endDate: "", gpa: "" },
      ],
    }),
    doc(
      {
        personalInfo: {
          ...base.data.personalInfo,
          fullName: "Ada",
          email: "ada@example.com",
          linkedIn: "x",
          github: "y",
          phone: "1",
          address: "Here",
        },
      },
      { templateId: "classic-executive", pageSize: "Letter", jobDescription: jd },
    ),
    doc({
      projects: [
        { id: "p1", name: "", description: "", technologies: ["Go"], githubLink: "", liveLink: "https://a.example" },
      ],
    }),
  ];

  it("read every summary the store writes back into parts that say the same", () => {
    const summaries = [
      summarizeChanges(null, base),
      summarizeChanges(base, base),
      ...documents.flatMap((after) => [summarizeChanges(base, after), summarizeChanges(after, base)]),
      summarizeChanges(doc({}, { jobDescription: jd }), doc({}, { jobDescription: { ...jd, title: "RN" } })),
      summarizeChanges(doc({}, { jobDescription: jd }), base),
    ];
    const before = { ...emptyLetter("2026-11-23", "Ada"), paragraphs: ["One.", "Two."] };
    const letters = [
      summarizeLetterChanges(null, before),
      summarizeLetterChanges(before, structuredClone(before)),
      summarizeLetterChanges(before, {
        ...before,
        greeting: "Hi,",
        closing: "Best,",
        signature: "A.",
        date: "2026-11-24",
        recipient: { name: "Bo", company: "Navy", address: "Pier 1" },
        paragraphs: ["One!", "Two.", "Three."],
      }),
      summarizeLetterChanges(before, { ...before, paragraphs: ["One!", "Two!", "3", "4"] }),
      summarizeLetterChanges(before, { ...before, paragraphs: [] }),
      summarizeLetterChanges(before, { ...before, paragraphs: ["One."] }),
    ];
    for (const summary of [...summaries, ...letters]) {
      expect(readVersionSummary(summary), summary).not.toBeNull();
      expect(versionSummaryIn(t, summary)).toBe(summary);
    }
    expect(versionSummaryIn(german, summaries[2] ?? "")).toBe(
      "Zusammenfassung geändert; Fähigkeiten: +Kubernetes, -Perl",
    );
  });

  it("show a line they cannot read, or one that reads ambiguously, as it was stored", () => {
    for (const text of [
      "Something an older version wrote",
      "Skills: +a; b",
      "Experience: 2 entries renamed",
      "Summary edited; ",
    ]) {
      expect(versionSummaryIn(german, text)).toBe(text);
    }
  });

  it("label every field and entry of a diff as the domain does", () => {
    const sections = documents.flatMap((after) => [...diffDocuments(base, after), ...diffDocuments(after, base)]);
    for (const section of sections) {
      expect(t(`computed.history.section.${section.section}`)).toBe(section.label);
      for (const field of [...section.fields, ...section.entries.flatMap((entry) => entry.fields)])
        expect(diffFieldIn(t, field)).toBe(field.label);
      for (const entry of section.entries) expect(entryTitleIn(t, entry.titleParts)).toBe(entry.title);
    }
    expect(
      Object.keys(SECTION_LABELS).map((section) =>
        t(`computed.history.section.${section as keyof typeof SECTION_LABELS}`),
      ),
    ).toEqual(Object.values(SECTION_LABELS));
    expect(
      Object.keys(PERSONAL_LABELS).map((field) => [
        t(`computed.history.field.${field as keyof typeof PERSONAL_LABELS}`),
        t(`computed.history.personalInline.${field as keyof typeof PERSONAL_LABELS}`),
      ]),
    ).toEqual(Object.values(PERSONAL_LABELS).map((label) => [label, label.toLowerCase()]));
    expect(
      Object.keys(LETTER_FIELD_LABELS).map((field) =>
        t(`computed.history.letterField.${field as keyof typeof LETTER_FIELD_LABELS}`),
      ),
    ).toEqual(Object.values(LETTER_FIELD_LABELS));
    expect(diffFieldIn(german, { field: "unknownField", label: "unknownField" })).toBe("unknownField");
    expect(entryTitleIn(german, ["Developer", "Acme"])).toBe("Developer bei Acme");
  });
});

describe("import file errors", () => {
  it("say in English what the reader's errors say, and are translated", () => {
    for (const code of Object.keys(IMPORT_MESSAGES) as ImportMessageCode[]) {
      expect(importErrorIn(t, code)).toBe(new ImportFileError(code).message);
      expect(importErrorIn(german, code)).not.toBe(IMPORT_MESSAGES[code]);
    }
  });
});

describe("undo's skip notices", () => {
  const reasons = Object.keys(SKIP_REASONS) as Skip["reason"][];
  const sections = Object.keys(UNDO_SECTION_LABELS) as EntrySectionName[];
  const targets: SkipTarget[] = [
    ...(Object.keys(UNDO_TOP_LABELS) as (keyof typeof UNDO_TOP_LABELS)[]).map((op) => ({ code: "top" as const, op })),
    ...PERSONAL_FIELDS.map((field) => ({ code: "personal" as const, field })),
    ...sections.flatMap((section) =>
      [...Object.keys(enComputed.undo.field), "location"].map((field) => ({
        code: "entryField" as const,
        section,
        field,
      })),
    ),
    ...sections.map((section) => ({ code: "entry" as const, section })),
  ];

  it("say in English what the engine says, for every target and reason", () => {
    for (const target of targets) {
      for (const reason of reasons) {
        for (const partly of [false, true]) {
          const text: SkipNoticeText = {
            code: "skipped",
            params: {
              partly,
              skips: [
                { target, reason },
                { target: { code: "top", op: "setSummary" }, reason: "changed" },
              ],
            },
          };
          expect(undoNoticeIn(t, text)).toBe(skipNoticeMessage(text));
        }
      }
    }
    const skips: Skip[] = [{ label: "Summary", target: { code: "top", op: "setSummary" }, reason: "changed" }];
    expect(undoNoticeIn(t, skipNoticeText(skips, false))).toBe(skipNotice(skips, false));
    expect(skipNotice(skips, false)).toBe("Skipped: Summary was changed by a collaborator");
  });

  it("are translated, with entry fields the resources lack humanized", () => {
    const text: SkipNoticeText = {
      code: "skipped",
      params: { partly: false, skips: [{ target: { code: "top", op: "setSummary" }, reason: "changed" }] },
    };
    expect(undoNoticeIn(german, text)).toBe("Übersprungen: Zusammenfassung wurde von einer anderen Person geändert");
    const field: SkipNoticeText = {
      code: "skipped",
      params: {
        partly: true,
        skips: [{ target: { code: "entryField", section: "experience", field: "location" }, reason: "removed" }],
      },
    };
    expect(undoNoticeIn(german, field)).toBe(
      "Teilweise erledigt. Übersprungen: Berufserfahrung › Location wurde von einer anderen Person entfernt",
    );
  });
});

describe("the resources and the pages", () => {
  it("use every English computed key at least once above", () => {
    const lookups = [
      "computed.ats.level.",
      "computed.ats.degree.",
      "computed.ats.softSkill.",
      "computed.history.personalInline.",
      "computed.history.letterField.",
      "computed.history.field.",
      "computed.history.section.",
      "computed.undo.field.",
    ];
    const keys = leaves(enComputed as unknown as Tree, "computed").filter(
      (key) => !lookups.some((prefix) => key.startsWith(prefix)),
    );
    expect(keys.filter((key) => !used.has(key))).toEqual([]);
  });

  it("show the domain's English on an English page, and the code rendered in another language", () => {
    const text: SuggestionText = { code: "missingNice", params: { skill: "Kubernetes" } };
    const message = suggestionMessage(text);
    expect(localized("en", message, text, (coded) => suggestionIn(german, coded))).toBe(message);
    expect(localized("de", message, undefined, (coded: SuggestionText) => suggestionIn(german, coded))).toBe(message);
    expect(localized("de", message, text, (coded) => suggestionIn(german, coded))).toContain("Wünschenswert");
  });
});
