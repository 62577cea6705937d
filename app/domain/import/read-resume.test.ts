import { describe, expect, it } from "vitest";
import { readResume } from "./read-resume";
import { line } from "../../../tests/fixtures/import-lines";

const heading = (text: string) => line(text, { bold: true, size: 12, gapBefore: 1.4 });
const bullet = (text: string) => line(text, { x: 62, gapBefore: 0.5 });

describe("import: lines into the resume model", () => {
  const lines = [
    line("Maria Santos", { size: 22, bold: true, gapBefore: 0 }),
    line("maria.santos@example.com   |   (555) 201-3344   |   Austin, TX", { gapBefore: 0.8 }),
    line("linkedin.com/in/maria-santos"),
    heading("PROFESSIONAL SUMMARY"),
    line("Registered nurse with eight years in emergency and intensive care.", { gapBefore: 0.8 }),
    heading("Work History"),
    line("Charge Nurse   Mar 2019 – Present", {
      bold: true,
      gapBefore: 0.8,
      segments: ["Charge Nurse", "Mar 2019 – Present"],
    }),
    line("St. Luke's Hospital"),
    bullet("• Led a team of 12 nurses on a 30-bed emergency unit"),
    bullet("• Cut triage wait times by 25% with a new intake protocol"),
    line("Staff Nurse, Mercy Clinic   2015 – 2019", {
      bold: true,
      gapBefore: 1,
      segments: ["Staff Nurse, Mercy Clinic", "2015 – 2019"],
    }),
    bullet("• Cared for 5–6 ICU patients per shift"),
    heading("Education"),
    line("Bachelor of Science in Nursing   May 2015", {
      bold: true,
      gapBefore: 0.8,
      segments: ["Bachelor of Science in Nursing", "May 2015"],
    }),
    line("University of Texas at Austin"),
    line("GPA: 3.8"),
    heading("Skills"),
    line("Triage, Patient Assessment, IV Therapy | Epic EHR", { gapBefore: 0.8 }),
    heading("Certifications"),
    line("BLS, ACLS, PALS", { gapBefore: 0.8 }),
  ];
  const { data, flags, unplaced } = readResume(lines, { links: ["https://www.linkedin.com/in/maria-santos"] });

  it("reads the masthead, with the full address of a shortened link", () => {
    expect(data.personalInfo).toEqual({
      fullName: "Maria Santos",
      email: "maria.santos@example.com",
      phone: "(555) 201-3344",
      address: "Austin, TX",
      linkedIn: "https://www.linkedin.com/in/maria-santos",
      github: "",
    });
  });

  it("reads entries: title and organisation in either order, dates, bullets", () => {
    expect(data.summary).toBe("Registered nurse with eight years in emergency and intensive care.");
    expect(data.experience).toHaveLength(2);
    expect(data.experience[0]).toMatchObject({
      position: "Charge Nurse",
      company: "St. Luke's Hospital",
      startDate: "2019-03",
      current: true,
    });
    expect(data.experience[0]!.description).toBe(
      "- Led a team of 12 nurses on a 30-bed emergency unit\n- Cut triage wait times by 25% with a new intake protocol",
    );
    expect(data.experience[1]).toMatchObject({
      position: "Staff Nurse",
      company: "Mercy Clinic",
      description: "- Cared for 5–6 ICU patients per shift",
    });
    expect(data.education[0]).toMatchObject({
      degree: "Bachelor of Science",
      fieldOfStudy: "Nursing",
      institution: "University of Texas at Austin",
      endDate: "2015-05",
      gpa: "3.8",
    });
    expect(data.skills).toEqual(["Triage", "Patient Assessment", "IV Therapy", "Epic EHR"]);
  });

  it("invents nothing: a year without a month stays empty and is flagged", () => {
    expect(data.experience[1]).toMatchObject({ startDate: "", endDate: "" });
    expect(flags["experience.1.startDate"]).toBe("unsure");
    expect(flags["experience.0.startDate"]).toBeUndefined();
  });

  it("keeps Certifications as a section of its own, under the file's heading, saved with the resume", () => {
    expect(data.extraSections?.map(({ title, description }) => ({ title, description }))).toEqual([
      { title: "Certifications", description: "BLS, ACLS, PALS" },
    ]);
    expect(unplaced).toEqual([]);
  });

  it("flags what it could not find", () => {
    const bare = readResume([
      line("Some text that is not a resume at all, written as one long sentence.", { gapBefore: 0 }),
    ]);
    expect(bare.flags).toMatchObject({
      "personalInfo.fullName": "missing",
      "personalInfo.email": "missing",
      experience: "missing",
      education: "missing",
      skills: "missing",
    });
    expect(bare.data.experience).toEqual([]);
  });
});

describe("import: designs seen in resumes made elsewhere", () => {
  it("reads 'Title · Company', a range closed on the next line, and 'B.S., Field'", () => {
    const { data } = readResume([
      line("Ana Ruiz", { size: 22, gapBefore: 0 }),
      line("ana@example.com"),
      heading("Experience"),
      line("Data Analyst · Peak Outfitters", { bold: true, gapBefore: 0.8 }),
      line("Apr 2019", { gapBefore: 0.3, x: 50 }),
      line("– Present", { gapBefore: 0.1, x: 47 }),
      bullet("• Built the demand forecast for 2,000 SKUs"),
      heading("Education"),
      line("B.S., Accounting", { bold: true, gapBefore: 0.8 }),
      line("University of Minnesota"),
      line("Graduated 05/2018"),
    ]);
    expect(data.experience[0]).toMatchObject({
      position: "Data Analyst",
      company: "Peak Outfitters",
      startDate: "2019-04",
      current: true,
    });
    expect(data.education[0]).toMatchObject({
      degree: "B.S.",
      fieldOfStudy: "Accounting",
      institution: "University of Minnesota",
      endDate: "2018-05",
    });
  });

  it("finds a large name below a sidebar, and a project's links on its Stack line", () => {
    const { data } = readResume([
      heading("CONTACT"),
      line("greg@example.com", { gapBefore: 0.5 }),
      line("Gregory Lindqvist", { size: 24, gapBefore: 2 }),
      heading("Projects"),
      line("Ski Traffic Forecast", { bold: true, gapBefore: 0.8 }),
      line("A dashboard that predicts weekend traffic from snowfall."),
      line("Stack: Python, Streamlit | github.com/hk/i70 | i70.example.org"),
    ]);
    expect(data.personalInfo).toMatchObject({ fullName: "Gregory Lindqvist", email: "greg@example.com" });
    expect(data.projects?.[0]).toMatchObject({
      name: "Ski Traffic Forecast",
      technologies: ["Python", "Streamlit"],
      githubLink: "github.com/hk/i70",
      liveLink: "i70.example.org",
    });
  });
});

describe('import: headings named with "Details"', () => {
  it("reads Education, Skill and Company Details as the sections they name, set plainly", () => {
    const plain = (text: string) => line(text, { gapBefore: 1.2 });
    const { data } = readResume([
      line("Rahul Deshmukh", { size: 22, bold: true, gapBefore: 0 }),
      line("rahul.deshmukh@example.com   |   +91 98200 12345   |   Pune", { gapBefore: 0.8 }),
      plain("Education Details"),
      line("B.E. in Computer Engineering   Jun 2016", {
        gapBefore: 0.8,
        segments: ["B.E. in Computer Engineering", "Jun 2016"],
      }),
      line("Savitribai Phule Pune University"),
      plain("Skill Details"),
      line("Java, Spring Boot, SQL", { gapBefore: 0.8 }),
      plain("Company Details"),
      line("Software Engineer   Jan 2017 – Present", {
        gapBefore: 0.8,
        segments: ["Software Engineer", "Jan 2017 – Present"],
      }),
      line("Infosys"),
      bullet("• Built REST services in Java for a bank's payments"),
    ]);
    expect(data.skills).toEqual(["Java", "Spring Boot", "SQL"]);
    expect(data.experience).toHaveLength(1);
    expect(data.experience[0]).toMatchObject({ position: "Software Engineer", company: "Infosys", current: true });
    expect(data.education[0]).toMatchObject({ institution: "Savitribai Phule Pune University", endDate: "2016-06" });
  });
});

describe("import: a resume in another language", () => {
  it("reads German headings and dates into the same sections and fields", () => {
    const { data } = readResume([
      line("Jana Schröder", { size: 22, bold: true, gapBefore: 0 }),
      line("jana.schroeder@example.de   |   +49 30 1234567   |   Berlin", { gapBefore: 0.8 }),
      heading("Profil"),
      line("Softwareentwicklerin mit acht Jahren Erfahrung in Zahlungssystemen.", { gapBefore: 0.8 }),
      heading("Berufserfahrung"),
      line("Senior Entwicklerin   März 2019 – heute", {
        bold: true,
        gapBefore: 0.8,
        segments: ["Senior Entwicklerin", "März 2019 – heute"],
      }),
      line("Zahlwerk GmbH"),
      bullet("• Durchsatz des Abrechnungsdienstes um 40 % gesteigert"),
      line("Entwicklerin, Datenhaus AG   Okt. 2015 – Feb. 2019", {
        bold: true,
        gapBefore: 1,
        segments: ["Entwicklerin, Datenhaus AG", "Okt. 2015 – Feb. 2019"],
      }),
      bullet("• Berichte für 300 Kunden automatisiert"),
      heading("Ausbildung"),
      line("Master of Science in Informatik   Sep. 2015", {
        bold: true,
        gapBefore: 0.8,
        segments: ["Master of Science in Informatik", "Sep. 2015"],
      }),
      line("Technische Universität München"),
      heading("Kenntnisse"),
      line("TypeScript, Go, PostgreSQL, Kubernetes", { gapBefore: 0.8 }),
    ]);
    expect(data.personalInfo.fullName).toBe("Jana Schröder");
    expect(data.summary).toBe("Softwareentwicklerin mit acht Jahren Erfahrung in Zahlungssystemen.");
    expect(data.experience).toHaveLength(2);
    expect(data.experience[0]).toMatchObject({
      position: "Senior Entwicklerin",
      company: "Zahlwerk GmbH",
      startDate: "2019-03",
      endDate: "",
      current: true,
    });
    expect(data.experience[1]).toMatchObject({
      position: "Entwicklerin",
      company: "Datenhaus AG",
      startDate: "2015-10",
      endDate: "2019-02",
    });
    expect(data.education[0]).toMatchObject({ institution: "Technische Universität München", endDate: "2015-09" });
    expect(data.skills).toEqual(["TypeScript", "Go", "PostgreSQL", "Kubernetes"]);
    // Its headings are German, so the imported resume prints them in German again.
    expect(data.settings).toEqual({ language: "de", direction: "auto" });
  });

  it("leaves the language alone when the headings are English, or name no language clearly", () => {
    const english = readResume([
      line("Maria Santos", { size: 22, bold: true, gapBefore: 0 }),
      heading("Experience"),
      line("Nurse   Mar 2019 – Present"),
      heading("Education"),
      line("BSN   May 2015"),
    ]);
    expect(english.data.settings).toBeUndefined();
    // "Profil" alone is French or German: one heading is not enough to choose.
    const unsure = readResume([
      line("Jana Schröder", { size: 22, bold: true, gapBefore: 0 }),
      heading("Profil"),
      line("Entwicklerin mit acht Jahren Erfahrung.", { gapBefore: 0.8 }),
    ]);
    expect(unsure.data.settings).toBeUndefined();
  });
});

describe("import: sections the fixed ones don't cover", () => {
  it("keeps each line of a list section as its own item, joining only a wrapped sentence", () => {
    const { data } = readResume([
      line("Nia Okafor", { size: 22, gapBefore: 0 }),
      line("nia@example.com"),
      heading("CERTIFICATIONS"),
      line("BLS, American Heart Association"),
      line("ACLS, American Heart Association"),
      heading("Volunteering"),
      line("• Drove night shifts for the Red Cross blood service and trained"),
      line("new drivers on the cold chain"),
    ]);
    expect(data.extraSections?.map(({ title, description }) => ({ title, description }))).toEqual([
      { title: "Certifications", description: "BLS, American Heart Association\nACLS, American Heart Association" },
      {
        title: "Volunteering",
        description: "Drove night shifts for the Red Cross blood service and trained new drivers on the cold chain",
      },
    ]);
  });
});

describe("import: entries set plainly", () => {
  it("starts a new project at a short name after a finished sentence, even without bold or space", () => {
    const { data } = readResume([
      line("Dana Reyes", { size: 22, bold: true, gapBefore: 0 }),
      line("dana@example.com"),
      heading("Projects"),
      line("Incident Timeline Bot"),
      line("Builds a timeline of an incident from alerts, deploys and chat, so the"),
      line("postmortem starts from facts."),
      line("Schema Linter"),
      line("Checks database migrations for locks before they run."),
    ]);
    expect(data.projects?.map(({ name, description }) => ({ name, description }))).toEqual([
      {
        name: "Incident Timeline Bot",
        description:
          "Builds a timeline of an incident from alerts, deploys and chat, so the postmortem starts from facts.",
      },
      { name: "Schema Linter", description: "Checks database migrations for locks before they run." },
    ]);
  });

  it("takes contact details from a page's footer into the masthead, not into the last section", () => {
    const { data } = readResume([
      line("Brian Mitchell", { size: 20, bold: true }),
      line("Experience", { bold: true, gapBefore: 1 }),
      line("HR Generalist, Carolina Health   Jun 2018 – Present"),
      line("- Ran open enrolment for 1,200 staff"),
      line("Skills", { bold: true, gapBefore: 1 }),
      line("Employee Relations, Recruiting"),
      line("brian.mitchell@example.com | +1 704 555 0128 | Charlotte, NC", { size: 9, gapBefore: 30 }),
    ]);
    expect(data.personalInfo).toMatchObject({
      email: "brian.mitchell@example.com",
      phone: "+1 704 555 0128",
      address: "Charlotte, NC",
    });
    expect(data.skills).toEqual(["Employee Relations", "Recruiting"]);
  });

  it("reads a bare place among the contact details and phones written the way people abroad write them", () => {
    const { data, unplaced } = readResume([
      line("Lina Okafor", { size: 20, bold: true }),
      line("lina@example.com | +234 803 555 0199 | Lagos"),
      line("Summary", { bold: true, gapBefore: 1 }),
      line("Backend engineer."),
    ]);
    expect(data.personalInfo).toMatchObject({ phone: "+234 803 555 0199", address: "Lagos" });
    expect(unplaced).toEqual([]);
    expect(
      readResume([line("Ana Ruiz", { size: 20, bold: true }), line("ana@example.com   +1 555 0199")]).data.personalInfo
        .phone,
    ).toBe("+1 555 0199");
  });
  it("starts the next job at a line set under a hanging bullet's glyph, not at its text", () => {
    // LibreOffice's list items: the glyph at the margin, the text at a hanging indent, wrapped
    // lines at the text's edge; the next job's "Title - Company" sits at the margin, set tight.
    const item = (text: string) =>
      line(`•   ${text}`, { x: 72, segments: ["•", text], segmentX: [72, 90], gapBefore: 0.34 });
    const { data } = readResume([
      line("Gregory Lindqvist", { size: 18, bold: true, gapBefore: 0 }),
      line("greg@example.com"),
      heading("Work Experience"),
      line("Senior Accountant - Northstar Manufacturing Co.", { x: 72, gapBefore: 0.46, bold: true, leadBoldWords: 2 }),
      line("Apr 2022 – Present", { x: 72, gapBefore: 0.52 }),
      item("Cut the close from 9 to 6 business days by automating accrual schedules in"),
      line("Excel and BlackLine", { x: 90, gapBefore: 0.34 }),
      item("Coordinate annual external audit requests"),
      line("Staff Accountant - Harlow & Finch LLP", { x: 72, gapBefore: 0.53, bold: true, leadBoldWords: 2 }),
      line("Jul 2018 – Mar 2022", { x: 72, gapBefore: 0.52 }),
      item("Performed audit fieldwork for manufacturing clients"),
    ]);
    expect(
      data.experience.map(({ position, company, startDate, endDate, current, description }) => ({
        position,
        company,
        startDate,
        endDate,
        current,
        description,
      })),
    ).toEqual([
      {
        position: "Senior Accountant",
        company: "Northstar Manufacturing Co.",
        startDate: "2022-04",
        endDate: "",
        current: true,
        description:
          "- Cut the close from 9 to 6 business days by automating accrual schedules in Excel and BlackLine\n- Coordinate annual external audit requests",
      },
      {
        position: "Staff Accountant",
        company: "Harlow & Finch LLP",
        startDate: "2018-07",
        endDate: "2022-03",
        current: false,
        description: "- Performed audit fieldwork for manufacturing clients",
      },
    ]);
  });
  it("reads a degree wrapped in a narrow column as one, and a heading's word wrapped there as text", () => {
    // A sidebar's schools: the degree wraps after "in"; the last line of a long one is the word
    // "Education", set like the text under it, while the document's headings are bold.
    const side = (text: string, options: Partial<Parameters<typeof line>[1]> = {}) =>
      line(text, { x: 426, size: 8.5, gapBefore: 0.41, ...options });
    const { data } = readResume([
      line("Rebecca Thornton", { size: 21, bold: true, gapBefore: 0 }),
      line("rthornton@example.org"),
      heading("Experience"),
      line("Science Teacher   Aug 2016 – Present", { gapBefore: 1.4 }),
      line("Westbrook Middle School"),
      heading("Education"),
      side("The Ohio State University", { bold: true, gapBefore: 1.56 }),
      side("Master of Education in"),
      side("Curriculum and Instruction"),
      side("May 2016"),
      side("Miami University", { bold: true, gapBefore: 1.38 }),
      side("Master of Education in Curriculum"),
      side("and Instruction"),
      side("May 2016"),
      side("Ohio University", { bold: true, gapBefore: 1.38 }),
      side("Bachelor of Science in"),
      side("Education in Middle Childhood"),
      side("Education"),
      side("May 2012"),
      heading("Skills"),
      side("Lab Safety", { gapBefore: 1.56 }),
    ]);
    expect(
      data.education.map(({ institution, degree, fieldOfStudy, endDate }) => ({
        institution,
        degree,
        fieldOfStudy,
        endDate,
      })),
    ).toEqual([
      {
        institution: "The Ohio State University",
        degree: "Master of Education",
        fieldOfStudy: "Curriculum and Instruction",
        endDate: "2016-05",
      },
      {
        institution: "Miami University",
        degree: "Master of Education",
        fieldOfStudy: "Curriculum and Instruction",
        endDate: "2016-05",
      },
      {
        institution: "Ohio University",
        degree: "Bachelor of Science",
        fieldOfStudy: "Education in Middle Childhood",
        endDate: "2012-05",
      },
    ]);
    expect(data.skills).toEqual(["Lab Safety"]);
  });
  it("reads a profile address broken after a hyphen of its path in a narrow column as one", () => {
    const { data, unplaced } = readResume([
      line("Danielle Okafor", { size: 21, bold: true, gapBefore: 0 }),
      line("danielle.okafor@example.com"),
      line("linkedin.com/in/danielle-", { gapBefore: 0.85 }),
      line("okafor-rn", { gapBefore: 0.41 }),
      heading("Skills"),
      line("Wound Care"),
    ]);
    expect(data.personalInfo.linkedIn).toBe("linkedin.com/in/danielle-okafor-rn");
    expect(unplaced).toEqual([]);
  });
  it("takes a bare stack parted by middle dots under a project's paragraph as its technologies", () => {
    const { data } = readResume([
      line("Chloe Fontaine", { size: 21, bold: true, gapBefore: 0 }),
      line("chloe@example.com"),
      heading("Projects"),
      line("Riverside Museum Rebrand", { bold: true, gapBefore: 1.45 }),
      line("New identity, signage and wayfinding for a regional history museum."),
      line("Illustrator · InDesign", { size: 8.5 }),
      line("chloefontaine.example.com/riverside"),
      line("Crumb & Co. Packaging", { bold: true, gapBefore: 1.53 }),
      line("Playful packaging system for an artisan cracker brand."),
      line("Illustrator · Photoshop", { size: 8.5 }),
    ]);
    expect(data.projects?.map(({ name, technologies, liveLink }) => ({ name, technologies, liveLink }))).toEqual([
      {
        name: "Riverside Museum Rebrand",
        technologies: ["Illustrator", "InDesign"],
        liveLink: "chloefontaine.example.com/riverside",
      },
      { name: "Crumb & Co. Packaging", technologies: ["Illustrator", "Photoshop"], liveLink: "" },
    ]);
  });
  it("keeps an acronym among skills typed one per paragraph in the list, in a DOCX and in a PDF", () => {
    const skills = ["Demand Generation", "HubSpot", "Paid Social", "SEO", "Email Marketing", "A/B Testing"];
    // A Word document: headings marked by their style, every paragraph set apart alike.
    const docx = readResume([
      line("Samantha Reyes", { size: 22, gapBefore: 1 }),
      line("sam@example.com", { gapBefore: 1 }),
      line("Summary", { heading: true, bold: true, gapBefore: 1 }),
      line("Marketing manager who turns research into campaigns.", { gapBefore: 1 }),
      line("Skills", { heading: true, bold: true, gapBefore: 1 }),
      ...skills.map((skill) => line(skill, { gapBefore: 1 })),
      line("Work Experience", { heading: true, bold: true, gapBefore: 1 }),
      line("Marketing Manager - Coastline Software", { gapBefore: 1 }),
      line("Sep 2021 – Present", { gapBefore: 1 }),
    ]);
    expect(docx.data.skills).toEqual(skills);
    expect(docx.data.extraSections).toEqual([]);
    // A PDF: the same list printed, one skill a line, evenly spaced.
    const pdf = readResume([
      line("Samantha Reyes", { size: 22, bold: true, gapBefore: 0 }),
      line("sam@example.com"),
      heading("Skills"),
      ...skills.map((skill) => line(skill, { gapBefore: 0.34 })),
      heading("Education"),
    ]);
    expect(pdf.data.skills).toEqual(skills);
  });
});
