import { describe, expect, it } from "vitest";
import {
  joinBrokenWords,
  joinHyphenatedBreaks,
  joinSpacedLetters,
  normalizeBullets,
  normalizeCharacters,
  normalizeResumeText,
  removePageFurniture,
  repairContacts,
  splitHeadings,
  setVocabulary,
  unmarkdown,
} from "./normalize";
import { headingKind } from "./headings";
import { isVocabularyStem } from "./occupations";
import { parseResume } from "./parse-resume";

setVocabulary(isVocabularyStem);

describe("reading step: blank lines", () => {
  it("keeps at most two in a row: more say nothing more, and each would cost every later step", () => {
    expect(normalizeResumeText("Experience\n\n\n\n\n\nSkills")).toBe("Experience\n\n\nSkills");
    expect(normalizeResumeText("Experience\n\nSkills")).toBe("Experience\n\nSkills");
    expect(normalizeResumeText(`Alex Kim${"\n".repeat(200_000)}Python`).split("\n")).toHaveLength(4);
  });
});

describe("reading step: characters", () => {
  it("repairs UTF-8 that was read as Windows-1252 once, and leaves real accented text alone", () => {
    expect(normalizeCharacters("Managerâ€™s report â€” 2019 cafÃ© ï¼š")).toBe("Manager's report — 2019 café :");
    expect(normalizeCharacters("naïve São Paulo Zürich Ångström Æsir")).toBe("naïve São Paulo Zürich Ångström Æsir");
  });

  it("drops what a no-break space read as Windows-1252 leaves once the space became an ordinary one", () => {
    // As pdftotext gives a third of the real resumes here: "Â" glued to a word hid the word.
    expect(normalizeCharacters("Microsoft OutlookÂ and ExcelÂ")).toBe("Microsoft Outlook  and Excel ");
    expect(normalizeResumeText("• Â Â 20 years of Material Management experienceÂ with the State")).toBe(
      "• 20 years of Material Management experience with the State",
    );
    expect(normalizeCharacters("ÂUpdated in 2019")).toBe(" Updated in 2019");
    // "Â" inside a word is a letter.
    expect(normalizeCharacters("CÂMARA and Ângela")).toBe("CÂMARA and Ângela");
  });

  it("unfolds ligatures, odd spaces, soft hyphens and smart quotes", () => {
    expect(normalizeCharacters("Eﬃcient ﬁnance\u00A0team\u200B, manager\u2019s re\u00ADport\r\nnext")).toBe(
      "Efficient finance team, manager's report\nnext",
    );
  });

  it("keeps a run of blanks to eight, a column's gap still a gap (a run of 200,000 took minutes)", () => {
    expect(normalizeCharacters(`Acme Corp${" \t".repeat(100)}2019 – 2021\n\n\nnext`)).toBe(
      `Acme Corp${" ".repeat(8)}2019 – 2021\n\n\nnext`,
    );
    expect(normalizeCharacters("Acme Corp   2019")).toBe("Acme Corp   2019");
  });
});

describe("reading step: bullets", () => {
  it.each([
    ["● Led a team of 5", "• Led a team of 5"],
    ["\uF0B7 Reconciled accounts", "• Reconciled accounts"],
    ["▪ Managed payroll", "• Managed payroll"],
    ["➢ Built dashboards", "• Built dashboards"],
    ["o Trained new hires", "• Trained new hires"],
    ["- Wrote reports", "• Wrote reports"],
    ["✓ Cut costs 10%", "• Cut costs 10%"],
    // Job boards' and social posts' check marks: "✅ Knife skills" was read as a heading ("… skills").
    ["✅ Knife skills", "• Knife skills"],
    ["☑ ServSafe certification", "• ServSafe certification"],
  ])("reads %j as a bullet", (line, expected) => {
    expect(normalizeBullets(line)).toEqual([expected]);
  });

  it("splits bullets run together on one line", () => {
    expect(normalizeBullets("● Excel ● SQL ● Tableau")).toEqual(["• Excel", "• SQL", "• Tableau"]);
  });

  it("leaves ordinary lines and hyphenated words alone", () => {
    expect(normalizeBullets("Results-driven analyst - 5 years")).toEqual(["Results-driven analyst - 5 years"]);
    expect(normalizeBullets("operations manager")).toEqual(["operations manager"]);
  });
});

describe("reading step: letter-spaced text", () => {
  it.each([
    ["C O N T A C T", "CONTACT"],
    ["E D U C A T I O N", "EDUCATION"],
    ["W O R K  H I S T O R Y", "WORK HISTORY"],
    ["S K I L L S", "SKILLS"],
    ["P R O F E S S I O N A L  S U M M A R Y", "PROFESSIONAL SUMMARY"],
  ])("joins %j", (line, expected) => {
    expect(joinSpacedLetters(line)).toBe(expected);
  });

  it("splits a joined heading into its words when no double space marks them", () => {
    expect(joinSpacedLetters("W O R K H I S T O R Y")).toBe("WORK HISTORY");
  });

  it("leaves initials and prose alone", () => {
    expect(joinSpacedLetters("Plan B is a plan")).toBe("Plan B is a plan");
    expect(joinSpacedLetters("J. R. R. Tolkien")).toBe("J. R. R. Tolkien");
  });
});

describe("reading step: words broken across a space", () => {
  it.each([
    ["Focused on d elivering results", "Focused on delivering results"],
    ["Audited inte rnal controls", "Audited internal controls"],
    ["Project manage ment office", "Project management office"],
  ])("mends %j", (line, expected) => {
    expect(joinBrokenWords(line)).toBe(expected);
  });

  it.each([
    ["Led the manage-\nment of a team of 12", "Led the management\nof a team of 12"],
    ["A self-\nmotivated analyst", "A self-motivated\nanalyst"],
    ["- Built a data ware-\n  house in Snowflake.", "- Built a data warehouse\nin Snowflake."],
  ])("mends a word hyphenated at a line's end: %j", (text, expected) => {
    expect(joinHyphenatedBreaks(text)).toBe(expected);
  });

  it("leaves a dash at a line's end that breaks no word", () => {
    for (const text of ["Sales -\nmanager", "Jan 2019-\n2021", "Acme Corp-\nDallas, TX", "the CO-\nOP"])
      expect(joinHyphenatedBreaks(text)).toBe(text);
  });

  it("reads a line again after the vocabulary changes, not as it was mended before", () => {
    expect(normalizeResumeText("Project manage ment office")).toBe("Project management office");
    setVocabulary(() => false);
    try {
      expect(normalizeResumeText("Project manage ment office")).toBe("Project manage ment office");
    } finally {
      setVocabulary(isVocabularyStem);
    }
    expect(normalizeResumeText("Project manage ment office")).toBe("Project management office");
  });

  it("never joins two real words", () => {
    expect(joinBrokenWords("Managed a team in the office")).toBe("Managed a team in the office");
    expect(joinBrokenWords("car pool and to do lists")).toBe("car pool and to do lists");
  });
});

describe("reading step: e-mail addresses and links", () => {
  it.each([
    ["jane.doe @gmail .com", "jane.doe@gmail.com"],
    ["jane.doe@ gmail.com | 555-0100", "jane.doe@gmail.com | 555-0100"],
    ["jane @ example . org", "jane@example.org"],
    ["linkedin.com/in/jane -doe-1a2b/", "linkedin.com/in/jane-doe-1a2b/"],
    ["www.linkedin.com/in/ jane-doe", "www.linkedin.com/in/jane-doe"],
    ["linkedin .com/in/jane", "linkedin.com/in/jane"],
  ])("mends %j", (line, expected) => {
    expect(repairContacts(line)).toBe(expected);
  });

  it("leaves sentences alone", () => {
    expect(repairContacts("Grew sales 20% at Acme. Com-pliance lead")).toBe("Grew sales 20% at Acme. Com-pliance lead");
  });
});

describe("reading step: headings", () => {
  it("splits headings read across two columns", () => {
    expect(splitHeadings("Skills  Work  History")).toEqual(["Skills", "Work History"]);
    expect(splitHeadings("EDUCATION   SKILLS")).toEqual(["EDUCATION", "SKILLS"]);
  });

  it("separates a heading glued to the text after it", () => {
    expect(splitHeadings("SUMMARYResults-driven accountant")).toEqual(["SUMMARY", "Results-driven accountant"]);
    expect(splitHeadings("EXPERIENCE Company Name 2019 - Present")).toEqual([
      "EXPERIENCE",
      "Company Name 2019 - Present",
    ]);
    expect(splitHeadings("Professional Summary   Nurse with 6 years")).toEqual([
      "Professional Summary",
      "Nurse with 6 years",
    ]);
  });

  it('reads "… Details" headings as the section they name', () => {
    expect(
      ["Education Details", "Skill Details", "Company Details", "Project Details", "Academic Details"].map(headingKind),
    ).toEqual(["education", "skills", "experience", "projects", "education"]);
    // Only a section's name: shipping details are no heading.
    expect(headingKind("Shipping Details")).toBeUndefined();
  });

  it("leaves a title line alone", () => {
    expect(splitHeadings("SENIOR ACCOUNTANT")).toEqual(["SENIOR ACCOUNTANT"]);
    expect(splitHeadings("Work History")).toEqual(["Work History"]);
  });
});

describe("reading step: page furniture", () => {
  it("drops page numbers and the header repeated on later pages", () => {
    const body = Array.from({ length: 20 }, (_, i) => `Bullet ${i}`);
    const lines = [
      "Jane Doe",
      "jane@example.com | 555-0100",
      "Summary",
      ...body,
      "Page 1 of 2",
      "Jane Doe",
      "jane@example.com | 555-0100",
      "Experience",
      "2",
      "- 3 -",
    ];
    expect(removePageFurniture(lines)).toEqual([
      "Jane Doe",
      "jane@example.com | 555-0100",
      "Summary",
      ...body,
      "Experience",
    ]);
  });

  it("keeps a title that repeats the headline right below it", () => {
    const lines = ["GRAPHIC DESIGNER", "Experience", "Graphic Designer", "January 2014 to January 2015"];
    expect(removePageFurniture(lines)).toEqual(lines);
  });
});

describe("reading step: a whole PDF-extracted resume", () => {
  it("gives lines the parser can read", () => {
    const text = [
      "JANE  DOE",
      "C O N T A C T",
      "jane.doe @gmail .com    linkedin.com/in/jane -doe-1a2b/",
      "Skills  Work  History",
      "\uF0B7 Excel \uF0B7 SQL",
      "Staff Accountant, Acme   01/2019 - Present",
      "● Focused on d elivering monthly close",
      "Page 1 of 2",
    ].join("\n");
    expect(normalizeResumeText(text).split("\n")).toEqual([
      "JANE DOE",
      "CONTACT",
      "jane.doe@gmail.com linkedin.com/in/jane-doe-1a2b/",
      "Skills",
      "Work History",
      "• Excel",
      "• SQL",
      "Staff Accountant, Acme 01/2019 - Present",
      "• Focused on delivering monthly close",
    ]);
  });
});

describe("reading step: Markdown", () => {
  it("drops emphasis and heading marks, and keeps a '* ' bullet", () => {
    expect(unmarkdown("**Requirements**")).toBe("Requirements");
    expect(unmarkdown("## Experience")).toBe("Experience");
    expect(unmarkdown("Built __fast__ APIs in **Go**")).toBe("Built fast APIs in Go");
    expect(unmarkdown("* Python and SQL")).toBe("* Python and SQL");
    expect(unmarkdown("C# and 2 ** 10")).toBe("C# and 2 ** 10");
  });
});

// docs/ats-reading.md, "Resumes wrapped at a width": found by every 16th v5 resume wrapped at 80.
describe("reading step: lines wrapped mid-sentence", () => {
  it("joins a line with the next one its sentence or its role line goes on in", () => {
    for (const [wrapped, joined] of [
      [
        "Lighting Technician 10/2014 to 01/2016 Company Name City ,\nState",
        "Lighting Technician 10/2014 to 01/2016 Company Name City , State",
      ],
      ["Data Science Intern, Nov 2015 to\nJan 2016", "Data Science Intern, Nov 2015 to Jan 2016"],
      [
        "Engineering Technician with a blend of technical expertise and\nBusiness acumen.",
        "Engineering Technician with a blend of technical expertise and Business acumen.",
      ],
      [
        "Supports the lighting system's construction and maintenance\nprojects across the county",
        "Supports the lighting system's construction and maintenance projects across the county",
      ],
      [
        "Including but not limited to:\nfeeding, bathing and toileting",
        "Including but not limited to: feeding, bathing and toileting",
      ],
      [
        "I am now working towards my Agile Project Management certificate and the IIBA\nBusiness Analyst certification.",
        "I am now working towards my Agile Project Management certificate and the IIBA Business Analyst certification.",
      ],
      [
        "Sr. Executive-Mechanical Engineering- Automation & Projects Consultant -\nMechanical Engineering",
        "Sr. Executive-Mechanical Engineering- Automation & Projects Consultant - Mechanical Engineering",
      ],
      ["Site Engineer, Jan 2015 –\nPresent", "Site Engineer, Jan 2015 – Present"],
      [
        "Joined at Assistant Manager and was promoted to Deputy\nManager.",
        "Joined at Assistant Manager and was promoted to Deputy Manager.",
      ],
      [
        "• Since 2012, have prepared and prosecuted to conclusion, either by trial or\nsettlement, a number of claim cases involving personal injury or death.",
        "• Since 2012, have prepared and prosecuted to conclusion, either by trial or settlement, a number of claim cases involving personal injury or death.",
      ],
      [
        "• Since 2012, have prepared and prosecuted to conclusion,\neither by trial or settlement, a number of claim cases\ninvolving personal injury or death.",
        "• Since 2012, have prepared and prosecuted to conclusion, either by trial or settlement, a number of claim cases involving personal injury or death.",
      ],
      [
        "Public Relations Administrator/Bookkeeper Aug 2006 to Feb\n2009",
        "Public Relations Administrator/Bookkeeper Aug 2006 to Feb 2009",
      ],
    ] as const) {
      expect(normalizeResumeText(wrapped)).toBe(joined);
    }
  });

  it("reads a heading's word that ends a wrapped sentence as the sentence's tail, not a section", () => {
    const text = [
      "Experience",
      "Field Technician 10/2014 to 01/2016 Acme Power, Tampa, FL",
      "Produced drawings and archived CAD files for the completion of",
      "projects.",
      "Administrative Aide 06/2013 to 10/2014 Acme Power, Tampa, FL",
      "Assembled engineering work packages",
    ].join("\n");
    const resume = parseResume(normalizeResumeText(text), 2026 * 12 + 10);
    expect([...resume.headings]).toEqual(["experience"]);
    expect(resume.roles.map((role) => role.title)).toEqual(["Field Technician", "Administrative Aide"]);
  });

  it("keeps apart lines where a new one begins", () => {
    for (const lines of [
      ["• Resolved guest complaints and", "• Answered phones"],
      [
        "Administrative Aide 06/2013 to 10/2014 Company Name City , State",
        "serves as the records coordinator for the assigned service area and its crews",
      ],
      ["company - Aegis School of Data &", "description - Data Science Intern"],
      ["Known for leading teams of up to 12 engineers, and", "Skills"],
      ["Managed the front office and the team", "Front Desk Agent"],
      ["Reached 120% of quota in two quarters.", "and trained new hires"],
    ]) {
      expect(normalizeResumeText(lines.join("\n"))).toBe(lines.join("\n"));
    }
  });

  it("never joins a line with a heading ruled off to the page's width, however long", () => {
    const ruled = "Experience ______________________________________________________________";
    const lines = normalizeResumeText(`${ruled}\ncompany name, where I managed the floor`).split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe("company name, where I managed the floor");
  });

  it("reads a double-spaced text single-spaced, a longer gap as a paragraph's end", () => {
    const text =
      "Summary\n\nBuilt systems for logistics and\n\npayments\n\nLed a team of five\n\nShipped a pricing engine";
    expect(normalizeResumeText(`${text}\n\n\n\nSkills\n\nGo`)).toBe(
      "Summary\nBuilt systems for logistics and payments\nLed a team of five\nShipped a pricing engine\n\nSkills\nGo",
    );
  });
});
