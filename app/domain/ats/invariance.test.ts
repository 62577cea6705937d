/**
 * Metamorphic tests (docs/ats-scorecard.md, "Invariance"): what a person changes without thinking must not move the score.
 * The same posting laid out another way scores the same resume within ±3; the same job under a
 * synonymous title within ±10; a resume with most of the job's required skills and a title of the
 * job's family never scores under 60, whatever the job's occupation is read (or chosen) as.
 * Layouts and choices are generated with fast-check; a failure prints the seed and the case.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeAts } from "./index";
import {
  BOARD_PAGES,
  POSTING_FORMS,
  RESUME_DATES,
  RESUME_LAYOUTS,
  TEXT_FORMS,
  wrapLines,
  TITLE_ADDITIONS,
} from "./fixtures/copied-text";
import { FIELDS, plainPosting, type FieldFixture } from "./fixtures/fields";
import { atsData } from "./data";
import { analyzeTitle } from "./job-title";
import { titleFamily } from "./lexicon";
import { unshout } from "./capitals";
import { parseResume } from "./parse-resume";
import { normalizeResumeText } from "./normalize";

const score = (resumeText: string, jobDescriptionText: string, jobOccupation?: string) =>
  analyzeAts({ resumeText, jobDescriptionText, asOf: "2026-11", jobOccupation }).score;

/** One way a person may lay out the same posting. */
interface Layout {
  titleInline: boolean;
  bullet: "-" | "•" | "*" | "numbers" | "sentences";
  titleCase: "as is" | "upper" | "lower";
  headingCase: "as is" | "upper";
  headingColon: boolean;
  blankLines: boolean;
  requirementsFirst: boolean;
  requirementsHeading: "Requirements" | "What you'll need" | "Qualifications" | "What we're looking for";
  html: boolean;
  crlf: boolean;
}

const layoutArbitrary: fc.Arbitrary<Layout> = fc.record({
  titleInline: fc.boolean(),
  bullet: fc.constantFrom("-", "•", "*", "numbers", "sentences"),
  titleCase: fc.constantFrom("as is", "upper", "lower"),
  headingCase: fc.constantFrom("as is", "upper"),
  headingColon: fc.boolean(),
  blankLines: fc.boolean(),
  requirementsFirst: fc.boolean(),
  requirementsHeading: fc.constantFrom("Requirements", "What you'll need", "Qualifications", "What we're looking for"),
  html: fc.boolean(),
  crlf: fc.boolean(),
});

function laidOut(title: string, body: FieldFixture["body"], layout: Layout): string {
  const heading = (text: string) => {
    const cased = layout.headingCase === "upper" ? text.toUpperCase() : text;
    return layout.html
      ? `<h3>${cased}${layout.headingColon ? ":" : ""}</h3>`
      : `${cased}${layout.headingColon ? ":" : ""}`;
  };
  const items = (lines: readonly string[]): string[] => {
    if (layout.html) return [`<ul>${lines.map((line) => `<li>${line.replace(/&/g, "&amp;")}</li>`).join("")}</ul>`];
    if (layout.bullet === "sentences") return [lines.map((line) => `${line}.`).join(" ")];
    return lines.map((line, index) => `${layout.bullet === "numbers" ? `${index + 1}.` : layout.bullet} ${line}`);
  };
  const cased =
    layout.titleCase === "upper" ? title.toUpperCase() : layout.titleCase === "lower" ? title.toLowerCase() : title;
  const duties = [heading("Responsibilities"), ...items(body.duties)];
  const requirements = [heading(layout.requirementsHeading), ...items(body.requirements)];
  const sections = layout.requirementsFirst ? [...requirements, ...duties] : [...duties, ...requirements];
  const intro = layout.html ? `<p>${body.intro}</p>` : body.intro;
  const lines = layout.titleInline
    ? [`${cased}. ${intro}`, ...sections, heading("Nice to have"), ...items(body.niceToHave)]
    : [
        layout.html ? `<h2>${cased}</h2>` : cased,
        intro,
        ...sections,
        heading("Nice to have"),
        ...items(body.niceToHave),
      ];
  const text = lines.join(layout.blankLines ? "\n\n" : "\n");
  return layout.crlf ? text.replace(/\n/g, "\r\n") : text;
}

describe("a posting laid out another way scores the same resume within ±3", () => {
  for (const field of FIELDS) {
    const title = field.titles[0]![0];
    const base = score(field.resume, plainPosting(title, field.body));
    it(`${field.field}: "${title}" (plain layout ${base})`, () => {
      fc.assert(
        fc.property(layoutArbitrary, (layout) => {
          const moved = score(field.resume, laidOut(title, field.body, layout));
          expect(Math.abs(moved - base), `${JSON.stringify(layout)} → ${moved}, plain ${base}`).toBeLessThanOrEqual(3);
        }),
        { numRuns: 60, seed: 51 },
      );
    });
  }

  it("the issue's case: the title inline with 'Requirements:' reads as on its own line", () => {
    const resume = FIELDS[0]!.resume;
    const bullets = "- 5+ years building backend services in Python\n- PostgreSQL in production\n- AWS\n- Git";
    const ownLine = score(resume, `Senior Backend Engineer\nRequirements:\n${bullets}`);
    const inline = score(resume, `Senior Backend Engineer. Requirements:\n${bullets}`);
    expect(Math.abs(ownLine - inline)).toBeLessThanOrEqual(3);
    const reading = analyzeAts({
      resumeText: resume,
      jobDescriptionText: `Senior Backend Engineer. Requirements:\n${bullets}`,
      asOf: "2026-11",
    });
    expect(reading.job.title).toBe("Senior Backend Engineer");
    expect(reading.job.occupation?.title).toBe("Software Developers");
  });
});

describe("a posting copied from a job board's page, or arriving in other characters and lines, scores as typed within ±3", () => {
  const keys = <T extends object>(record: T) => Object.keys(record) as Array<keyof T & string>;
  for (const field of FIELDS) {
    it(`${field.field}: every title of the field, under each board's page, title additions, text and posting forms`, () => {
      const misses: string[] = [];
      for (const [title, variant] of field.titles) {
        const plain = plainPosting(title, field.body);
        const base = score(field.resume, plain);
        const variants: Array<[string, string]> = [
          ...keys(BOARD_PAGES).map((page): [string, string] => [page, BOARD_PAGES[page]!(plain)]),
          // The title and another name for the job, as alternatives: "Accountant / Staff Accountant".
          ...(variant ? [["alternatives", plainPosting(`${title} / ${variant}`, field.body)] as [string, string]] : []),
          ...keys(TITLE_ADDITIONS).map((addition): [string, string] => [
            addition,
            plainPosting(TITLE_ADDITIONS[addition]!(title), field.body),
          ]),
          ...keys(TEXT_FORMS).map((form): [string, string] => [form, TEXT_FORMS[form]!(plain)]),
          ...keys(POSTING_FORMS).map((form): [string, string] => [form, POSTING_FORMS[form]!(plain)]),
        ];
        for (const [name, posting] of variants) {
          const moved = score(field.resume, posting);
          if (Math.abs(moved - base) > 3) misses.push(`"${title}" ${name}: ${moved} (typed ${base})`);
        }
      }
      expect(misses).toEqual([]);
    });

    it(`${field.field}: a board's page with the text in another form, drawn at random`, () => {
      const title = field.titles[0]![0];
      const plain = plainPosting(title, field.body);
      const base = score(field.resume, plain);
      fc.assert(
        fc.property(
          fc.constantFrom(...keys(BOARD_PAGES)),
          fc.subarray(keys(TEXT_FORMS), { maxLength: 3 }),
          (page, forms) => {
            const posting = forms.reduce((text, form) => TEXT_FORMS[form]!(text), BOARD_PAGES[page]!(plain));
            const moved = score(field.resume, posting);
            expect(
              Math.abs(moved - base),
              `${page} + ${forms.join(", ")} → ${moved}, typed ${base}`,
            ).toBeLessThanOrEqual(3);
          },
        ),
        { numRuns: 25, seed: 51 },
      );
    });
  }
});

describe("a title's grade written another way scores the same resume within ±3", () => {
  // Found by a probe on 2026-11-29 (docs/ats-reading.md "A grade written after the title"): "Electrician
  // Sr." had no title (read as a sentence), "Electrician Level II" and "Entry Level Cook" held the
  // word "level" as a title word the resume lacks, "Planner, Senior" lost the grade.
  const GRADES: ReadonlyArray<ReadonlyArray<(title: string) => string>> = [
    [
      (t) => `Senior ${t}`,
      (t) => `Sr. ${t}`,
      (t) => `Snr ${t}`,
      (t) => `SENIOR ${t}`,
      (t) => `${t}, Senior`,
      (t) => `${t} (Senior)`,
      (t) => `${t} - Senior`,
      (t) => `${t} Sr.`,
    ],
    [
      (t) => `Junior ${t}`,
      (t) => `Jr. ${t}`,
      (t) => `Entry Level ${t}`,
      (t) => `Entry-Level ${t}`,
      (t) => `${t} (Entry Level)`,
    ],
    [(t) => `${t} II`, (t) => `${t} Level II`, (t) => `${t} Lvl 2`, (t) => `${t} (Level 2)`, (t) => `${t} - Level II`],
    [(t) => `Lead ${t}`, (t) => `${t} (Lead)`, (t) => `${t} - Lead`],
  ];
  for (const field of FIELDS) {
    it(`${field.field}: ${field.titles[0]![0]}`, () => {
      const title = field.titles[0]![0];
      const misses: string[] = [];
      for (const [first, ...others] of GRADES) {
        const base = score(field.resume, plainPosting(first!(title), field.body));
        for (const other of others) {
          const moved = score(field.resume, plainPosting(other(title), field.body));
          if (Math.abs(moved - base) > 3) misses.push(`"${other(title)}" ${moved} ("${first!(title)}" ${base})`);
        }
      }
      expect(misses).toEqual([]);
    });
  }
});

describe("a resume written another way scores the same posting within ±3", () => {
  const layouts = Object.keys(RESUME_LAYOUTS);
  const textForms = [
    "ligatures",
    "noBreakSpaces",
    "capitals",
    "markdown",
    "wordBullets",
    "doubleSpaced",
    "html",
    "blankLinesFirst",
  ] as const;
  for (const field of FIELDS) {
    it(`${field.field}: each way of writing dates, and each layout alone and double-spaced`, () => {
      const posting = plainPosting(field.titles[0]![0], field.body);
      const base = score(field.resume, posting);
      const variants: Array<[string, string]> = [
        ...Object.entries(RESUME_DATES).map(([name, write]): [string, string] => [name, write(field.resume)]),
        ...layouts.flatMap((name): Array<[string, string]> => {
          const resume = RESUME_LAYOUTS[name]!(field.resume);
          return [
            [name, resume],
            [`${name}, double-spaced`, TEXT_FORMS.doubleSpaced!(resume)],
          ];
        }),
      ];
      const misses = variants
        .map(([name, resume]) => [name, score(resume, posting)] as const)
        .filter(([, moved]) => Math.abs(moved - base) > 3)
        .map(([name, moved]) => `${name}: ${moved} (as written ${base})`);
      expect(misses).toEqual([]);
    });

    // A plain-text file, an e-mail or a PDF's column: every line broken at a width
    // (docs/ats-reading.md, "Resumes wrapped at a width").
    it(`${field.field}: wrapped at 80 and 100 characters, and wrapped in capitals`, () => {
      const posting = plainPosting(field.titles[0]![0], field.body);
      const base = score(field.resume, posting);
      const misses = [80, 100]
        .flatMap((width): Array<[string, string]> => [
          [`at ${width}`, wrapLines(field.resume, width)],
          [`at ${width}, in capitals`, TEXT_FORMS.capitals!(wrapLines(field.resume, width))],
        ])
        .map(([name, resume]) => [name, score(resume, posting)] as const)
        .filter(([, moved]) => Math.abs(moved - base) > 3)
        .map(([name, moved]) => `${name}: ${moved} (as written ${base})`);
      expect(misses).toEqual([]);
    });

    it(`${field.field}: dates, role lines, headings, bullets, sections and characters, drawn at random`, () => {
      const posting = plainPosting(field.titles[0]![0], field.body);
      const base = score(field.resume, posting);
      fc.assert(
        fc.property(
          fc.constantFrom(...Object.keys(RESUME_DATES)),
          fc.subarray(layouts, { maxLength: 4 }),
          fc.subarray([...textForms], { maxLength: 2 }),
          (dates, chosen, forms) => {
            let resume = RESUME_DATES[dates]!(field.resume);
            for (const layout of chosen) resume = RESUME_LAYOUTS[layout]!(resume);
            for (const form of forms) resume = TEXT_FORMS[form]!(resume);
            const moved = score(resume, posting);
            expect(
              Math.abs(moved - base),
              `${[dates, ...chosen, ...forms].join(", ")} → ${moved}, as written ${base}`,
            ).toBeLessThanOrEqual(3);
          },
        ),
        { numRuns: 80, seed: 51 },
      );
    });
  }
});

describe("a resume pasted after blank lines", () => {
  it("is the same resume: a headline under its opening education still reads as one", () => {
    // As Indian job sites export them: education first, then the title.
    const resume =
      "Education Details\nBCA Vinayaka Missions University\nOperations Manager\n\nSkill Details\n" +
      "Operations Management- Experience - Less than 1 year months\nCompany Details\ncompany - BNY Mellon\n" +
      "description - Managed the daily operations of a team of 12, reconciled trades and escalated breaks to the desk.";
    const job = "Operations Manager\nRequirements\n- 3+ years managing operations teams\n- Trade reconciliation";
    const read = (text: string) => analyzeAts({ resumeText: text, jobDescriptionText: job, asOf: "2026-11" });
    const asWritten = read(resume);
    expect(asWritten.roleFit.text).toEqual(read(`\n \n${resume}`).roleFit.text);
    expect(read(`\n${resume}`).score).toBe(asWritten.score);
  });
});

describe("a resume whose glued heading is given its own line", () => {
  it("keeps the title set under the degrees as the owner's title", () => {
    // A Kaggle text: "Education Details" ends a sentence of the skills; wrapped at a width it stands on
    // its own line, and the owner's title under the degrees fell in the education section and was
    // no title like the job's (jobTitle 11 -> 0).
    const tail =
      "Education Details\nBCA Nanded, Maharashtra Nanded University\nETL Developer\n\n" +
      "ETL Developer - Sun Trust Bank NY\nSkill Details\nETL- Experience - 39 months\n" +
      "INFORMATICA- Experience - 39 months\nCompany Details\ncompany - Sun Trust Bank NY\n" +
      "description - Built Informatica mappings that load the bank's Oracle data warehouse.";
    const skills = "Programming Skills: SQL, PLSQL BI Tools: Informatica 9.1 OS: Windows, Unix";
    const job = "Data Engineer\nRequirements\n- Build ETL pipelines with Informatica\n- SQL and Oracle";
    const title = (resume: string) =>
      analyzeAts({ resumeText: resume, jobDescriptionText: job, asOf: "2026-11" }).metadata.analysis.components.find(
        (component) => component.id === "jobTitle",
      )!;
    const glued = title(`${skills} ${tail}`);
    const ownLine = title(`${skills}\n${tail}`);
    expect(glued.earned).toBeGreaterThan(0);
    expect(ownLine.earned).toBe(glued.earned);
  });

  it("reads the title the site sets above 'Skill Details' when it is wrapped onto two lines", () => {
    // A Kaggle text wrapped at 60 characters: the line above the heading was the title's tail
    // ("Cards - INR & FTC)"), so the headline came from the skills paragraph's first words.
    const resume = (titleLine: string) =>
      "Operations management, people management, customer service, payments and prepaid cards\n" +
      `Education Details\nCommerce Mumbai, Maharashtra Mumbai University\n\n${titleLine}\nSkill Details\n` +
      "OPERATIONS- Experience - 73 months\nCompany Details\ncompany - Zaggle Prepaid Ocean Services Pvt Ltd\n" +
      "description - Ran card operations and the service desk for bank clients.";
    const asOf = 2026 * 12 + 10;
    const whole = parseResume(
      resume("Service Manager - Operations (Payment Industry - Prepaid Cards - INR & FTC)"),
      asOf,
    );
    const wrapped = parseResume(
      resume("Service Manager - Operations (Payment Industry - Prepaid\nCards - INR & FTC)"),
      asOf,
    );
    expect(whole.headline?.text).toBe("Service Manager");
    expect(wrapped.headline?.text).toBe(whole.headline?.text);
    // Wrapped after the dash, the line above the heading is the employer's name, no title.
    const employer = (titleLine: string) => parseResume(resume(titleLine), asOf).headline?.text;
    expect(employer("Testing and Quality Control Engineer - M/S Rakesh\nTransformer Industries Pvt. Ltd")).toBe(
      employer("Testing and Quality Control Engineer - M/S Rakesh Transformer Industries Pvt. Ltd"),
    );
  });

  it("takes no piece of the skills paragraph that opens it for the headline, wrapped or not", () => {
    // A Kaggle text: wrapped at 60 characters, "Project Process Audits • Planning, Scheduling," stood
    // as the headline "Scheduling" (unwrapped, a bullet of the same paragraph did).
    const paragraph =
      "AREA OF EXPERTISE (PROFILE) Around 10 plus years' proven experience with a global brand with below " +
      "expertise:- • PMO • ITIL Management • Process Improvements • Project Process Audits • Planning, " +
      "Scheduling, Effort/Issue/Risk Tracking • SLA Management • Transition • Operations management";
    const rest =
      "Education Details\nMBA HR and Finance Bengaluru, Karnataka RKIMS College\nSenior Executive PMO\n\n" +
      "Senior Executive PMO Consultant\nSkill Details\nOPERATIONS- Experience - 125 months\nCompany Details\n" +
      "company - Wipro\ndescription - Ran the PMO's staffing, audits and SLA reporting.";
    const asOf = 2026 * 12 + 10;
    const headline = (text: string) => parseResume(normalizeResumeText(text), asOf).headline?.text;
    const whole = headline(`${paragraph} ${rest}`);
    expect(headline(`${wrapLines(paragraph, 60)} ${rest}`)).toBe(whole);
    expect(["ITIL Management", "Scheduling"]).not.toContain(whole);
  });
});

describe("a resume written wholly in capitals", () => {
  it("is read as in ordinary case: the same roles, quoted as a person writes them, and the same score", () => {
    const resume =
      "Dana Whitfield\nSenior Business Analyst\nSummary\nBusiness analyst with 8 years of requirements work for banks.\n" +
      "Experience\nSenior Business Analyst, First Harbor Bank — 2019-01 – Present\n" +
      "- Gathered requirements for online banking releases in Jira\n" +
      "Software Implementation Engineer, Acme Software — 2014-12 – 2018-12\n- Implemented a sales product for 30 clients\n" +
      "Skills\nSQL, Jira, Requirements gathering, User acceptance testing";
    const job = "Business Analyst\nRequirements\n- 4+ years gathering requirements\n- SQL and Jira";
    const read = (text: string) => analyzeAts({ resumeText: text, jobDescriptionText: job, asOf: "2026-11" });
    const ordinary = read(resume);
    const shouted = read(resume.toUpperCase());
    expect(shouted.roleFit.text).toEqual(ordinary.roleFit.text);
    expect(Math.abs(shouted.score - ordinary.score)).toBeLessThanOrEqual(3);
  });
  it("holds the tools its sentences name in Capitalised names: Outlook, Excel", () => {
    // Sentences, which are not read in Title Case as a short line is: "OUTLOOK" and "EXCEL" are
    // tools here by the words around them, as in ordinary case.
    const resume =
      "Jordan Ames\nHR Coordinator\nExperience\nHR Coordinator, Harbor Health — 2020-03 – Present\n" +
      "- Kept the hiring calendar in Outlook for a team of forty and answered every query within the day.\n" +
      "- Produced Excel reports on open roles for the managers of all four clinics every Monday.";
    const job = "HR Coordinator\nRequirements\n- Microsoft Outlook and Excel";
    const read = (text: string) => analyzeAts({ resumeText: text, jobDescriptionText: job, asOf: "2026-11" });
    const ordinary = read(resume);
    const shouted = read(resume.toUpperCase());
    expect(ordinary.missingSkills).toEqual([]);
    expect(shouted.missingSkills).toEqual([]);
    expect(Math.abs(shouted.score - ordinary.score)).toBeLessThanOrEqual(3);
  });
  it("writes a wrapped sentence's end, a bullet and a role's dated line as a person writes them", () => {
    // Text copied out of a PDF wraps its lines: "ONLINE COMPETITORS" alone on a line looks like a
    // title in Title Case ("Online Competitors" read as athletes), but it ends the sentence above it.
    const resume = [
      "Experience",
      "Senior Analyst - Business Intelligence and Analytics - Retail 05/2013 to Current Company Name City , State",
      "Partnered with clients to develop reports that drive discussions with merchants on our position in regards to",
      "online competitors",
      "Maintained the floor plans and fixture layouts for three hundred stores across the region with",
      "CAD drawings for the stores",
      "Wrote a monthly newsletter on goals, health and upcoming events, as well as healthy (vegan)",
      "recipes for our community.",
      "- Built weekly margin reports",
      "Education",
    ];
    // Read back as written, line for line.
    expect(unshout(resume.join("\n").toUpperCase(), { titleCaseShortLines: true }).split("\n")).toEqual(resume);
  });
});

describe("the same job under a synonymous title scores the same resume within ±10", () => {
  const count = FIELDS.reduce((sum, field) => sum + field.titles.length, 0);
  it(`covers at least 40 everyday titles across sixty-one fields (${count})`, () => {
    expect(count).toBeGreaterThanOrEqual(40);
    expect(new Set(FIELDS.map((field) => field.field))).toEqual(
      new Set([
        "software",
        "nursing",
        "accounting",
        "sales",
        "trades",
        "teaching",
        "logistics",
        "design",
        "warehouse",
        "customer service",
        "food service",
        "patient care",
        "office administration",
        "retail",
        "truck driving",
        "human resources",
        "marketing",
        "mechanical engineering",
        "legal",
        "automotive",
        "pharmacy",
        "hospitality",
        "security",
        "data analytics",
        "custodial",
        "childcare",
        "banking",
        "dental",
        "construction",
        "social work",
        "caregiving",
        "IT support",
        "product management",
        "real estate",
        "physical therapy",
        "insurance",
        "care work (UK)",
        "accounts (India)",
        "cybersecurity",
        "machining",
        "medical coding",
        "veterinary",
        "radiology",
        "civil engineering",
        "beauty",
        "fitness",
        "HVAC",
        "aviation maintenance",
        "property management",
        "landscaping",
        "emergency medical services",
        "claims adjusting",
        "event planning",
        "electrical engineering",
        "welding",
        "respiratory therapy",
        "procurement",
        "flight attendant",
        "plumbing",
        "library",
        "journalism",
      ]),
    );
  });
  for (const field of FIELDS) {
    for (const [title, ...variants] of field.titles) {
      it(`${field.field}: ${title} ~ ${variants.join(" ~ ")}`, () => {
        const base = score(field.resume, plainPosting(title, field.body));
        for (const variant of variants) {
          const moved = score(field.resume, plainPosting(variant, field.body));
          expect(Math.abs(moved - base), `"${variant}" ${moved} vs "${title}" ${base}`).toBeLessThanOrEqual(10);
        }
      });
    }
  }

  for (const field of FIELDS) {
    it(`${field.field}: the resume's current title written as each title of the field`, () => {
      const posting = plainPosting(field.titles[0]![0], field.body);
      const base = score(field.resume, posting);
      // The current role's line: "Software Engineer, Finlytics — 2020-03 – Present".
      const current = /^([^\n,]+), [^\n—]+ — /m.exec(field.resume)![1]!;
      const misses = field.titles
        .flat()
        .map((title) => [title, score(field.resume.replace(`${current}, `, `${title}, `), posting)] as const)
        .filter(([, moved]) => Math.abs(moved - base) > 10)
        .map(([title, moved]) => `"${title}": ${moved} ("${current}": ${base})`);
      expect(misses).toEqual([]);
    });
  }

  it("the issue's case: 'Member of Technical Staff' reads as software work when the skills say so", () => {
    const field = FIELDS[0]!;
    const analysis = analyzeAts({
      resumeText: field.resume,
      jobDescriptionText: plainPosting("Member of Technical Staff", field.body),
      asOf: "2026-11",
    });
    expect(analysis.job.occupation?.title).toBe("Software Developers");
    expect(analysis.score).toBeGreaterThanOrEqual(
      score(field.resume, plainPosting("Software Engineer", field.body)) - 10,
    );
  });
});

describe("a title written with 'of' scores as the title written the other way round, within ±3", () => {
  // "Manager of Marketing" scored 11 points above "Marketing Manager" (its field word stood where the
  // role noun was looked for), and "Manager of Procurement, Midland Manufacturing" on a resume was
  // read as the role "Midland Manufacturing" (docs/ats-scorecard.md "Titles written the other way
  // round, and seasonal work").
  const cases: ReadonlyArray<readonly [string, string, string]> = [
    ["marketing", "Marketing Manager", "Manager of Marketing"],
    ["procurement", "Procurement Manager", "Manager of Procurement"],
    ["security", "Security Supervisor", "Supervisor of Security"],
  ];
  for (const [name, plain, withOf] of cases) {
    it(`${name}: "${plain}" ~ "${withOf}", in the posting and as the resume's current title`, () => {
      const field = FIELDS.find((item) => item.field === name)!;
      const current = /^([^\n,]+), [^\n—]+ — /m.exec(field.resume)![1]!;
      const holding = (title: string) => field.resume.replace(`${current}, `, `${title}, `);
      const scores = [plain, withOf].flatMap((posted) =>
        [plain, withOf].map((held) => score(holding(held), plainPosting(posted, field.body))),
      );
      expect(Math.max(...scores) - Math.min(...scores), scores.join(", ")).toBeLessThanOrEqual(3);
    });
  }
});

describe("a skill written another way, in the resume or the posting, reads the same", () => {
  // [field, as the fixture writes it, another way people write the same skill]
  const SPELLINGS: ReadonlyArray<readonly [string, string, string]> = [
    ["software", "PostgreSQL", "Postgres"],
    ["software", "AWS", "Amazon Web Services"],
    ["software", "Python", "python"],
    ["nursing", "BLS", "Basic Life Support (BLS)"],
    ["nursing", "ACLS", "Advanced Cardiac Life Support"],
    ["nursing", "Epic", "Epic EHR"],
    ["accounting", "GAAP", "Generally Accepted Accounting Principles"],
    ["accounting", "Excel", "MS Excel"],
    ["accounting", "QuickBooks", "QBO"],
    ["sales", "Salesforce", "SFDC"],
    ["trades", "OSHA 10", "OSHA-10"],
    ["trades", "National Electrical Code", "NEC"],
    ["logistics", "SAP", "SAP ERP"],
    ["design", "Adobe Photoshop", "Photoshop"],
    ["design", "Adobe InDesign", "InDesign"],
  ];
  const read = (resumeText: string, jobDescriptionText: string) =>
    analyzeAts({ resumeText, jobDescriptionText, asOf: "2026-11" });
  it.each(SPELLINGS)("%s: %j as %j scores within ±3 and misses the same skills", (name, written, other) => {
    const field = FIELDS.find((candidate) => candidate.field === name)!;
    const posting = plainPosting(field.titles[0]![0], field.body);
    const plain = read(field.resume, posting);
    for (const [resume, job] of [
      [field.resume.split(written).join(other), posting],
      [field.resume, posting.split(written).join(other)],
    ] as const) {
      const moved = read(resume, job);
      expect(Math.abs(moved.score - plain.score)).toBeLessThanOrEqual(3);
      expect(moved.missingSkills).toEqual(plain.missingSkills);
    }
  });
});

describe("no gate: most of the required skills and a title of the job's family never score under 60", () => {
  const codes = (atsData().occupations.occupations as Array<[string, string, number]>).map(([code]) => code);
  it("whatever occupation the job is read as, or chosen as", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FIELDS),
        fc.integer({ min: 0, max: 100 }),
        fc.option(fc.constantFrom(...codes), { nil: undefined }),
        fc.boolean(),
        (field, pick, jobOccupation, shuffleDuties) => {
          // Titles of the resume's own family ("Staff Nurse" for a Staff RN), as the property says.
          const family = titleFamily(analyzeTitle(field.roleTitle).titleHead);
          const titles = field.titles.flat().filter((title) => {
            const head = analyzeTitle(title).titleHead;
            return head !== null && family !== null && family.has(head);
          });
          expect(titles.length, `${field.field}: no title of the family of "${field.roleTitle}"`).toBeGreaterThan(0);
          const title = titles[pick % titles.length]!;
          // "Most": all but at most two fifths of the required skills, the rest dropped from the resume.
          const keep = Math.ceil(field.skills.length * 0.6);
          const dropped = field.skills.slice(keep);
          let resume = field.resume;
          for (const skill of dropped) resume = resume.split(skill).join("");
          const body = shuffleDuties ? { ...field.body, duties: [...field.body.duties].reverse() } : field.body;
          const value = score(resume, plainPosting(title, body), jobOccupation);
          expect(
            value,
            `${field.field} "${title}" read as ${jobOccupation ?? "read"}: ${value}`,
          ).toBeGreaterThanOrEqual(60);
        },
      ),
      { numRuns: 300, seed: 51 },
    );
  });

  it("a generic title's field held in a title of another noun counts as the family, whatever the job is chosen as", () => {
    // "Content Marketing Associate" wanted, "Digital Marketing Specialist" held: "Associate" names no
    // work, "Marketing" does (the property's families, by role noun, do not draw this pair).
    const field = FIELDS.find((candidate) => candidate.field === "marketing")!;
    const posting = plainPosting("Content Marketing Associate", field.body);
    for (const chosen of ["11-1011.00", "47-2031.00", undefined]) {
      expect(score(field.resume, posting, chosen), chosen ?? "read").toBeGreaterThanOrEqual(60);
    }
  });
});
