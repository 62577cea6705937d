/**
 * The misreadings that opened this wave (docs/ats-scorecard.md, "Invariance"), as tests: one backend engineer's resume against one posting
 * whose title is written on its own line or inline, with the resume in sections or as "Summary: …"
 * lines (once 98, 25, 36 and 20: the posting read as "Building Cleaning Workers"); and one Python
 * engineer against one posting under twelve titles (once 80 down to 0 for "Member of Technical
 * Staff", read as a sales occupation). Each must now read as software work and score within the
 * bounds the issue sets: ±3 for formatting, ±10 for a synonymous title.
 */
import { describe, expect, it } from "vitest";
import { analyzeAts } from "./index";
import { endsInGluedDetailsHeading } from "./headings";
import { parseResume } from "./parse-resume";

const sections = `Priya Raman
priya@example.com | +1 555 0100
Senior Backend Engineer
Summary
Backend engineer with 8 years building distributed systems in Go and Python.
Experience
Senior Backend Engineer, Northwind — 2019-01 – Present
- Built Go microservices on Kubernetes serving 5,000 requests per second
- Designed PostgreSQL schemas and Kafka event pipelines
- Deployed on AWS with Terraform and Docker
Software Engineer, Contoso — 2015-06 – 2018-12
- Wrote Python services and REST APIs
Skills
Go, Python, PostgreSQL, Kafka, Kubernetes, Docker, AWS, Terraform
Education
B.S. Computer Science, State University, 2015`;
const lines = `Priya Raman priya@example.com +1 555 0100
Summary: Backend engineer with 8 years building distributed systems in Go and Python.
Experience: Senior Backend Engineer, Northwind, 2019-01 – Present. Built Go microservices on Kubernetes serving 5,000 requests per second. Designed PostgreSQL schemas and Kafka event pipelines. Deployed on AWS with Terraform and Docker. Software Engineer, Contoso, 2015-06 – 2018-12. Wrote Python services and REST APIs.
Skills: Go, Python, PostgreSQL, Kafka, Kubernetes, Docker, AWS, Terraform
Education: B.S. Computer Science, State University, 2015`;
const bullets =
  "- 5+ years building backend services in Go\n- PostgreSQL and Kafka in production\n- Kubernetes and Docker\n- AWS and Terraform";

const analyze = (resumeText: string, jobDescriptionText: string) =>
  analyzeAts({ resumeText, jobDescriptionText, asOf: "2026-11" });

describe("the title written inline, the resume written as lines", () => {
  const cases = [
    ["title on its own line", sections, `Senior Backend Engineer\nRequirements:\n${bullets}`],
    ["title inline", sections, `Senior Backend Engineer. Requirements:\n${bullets}`],
    ["resume as lines", lines, `Senior Backend Engineer\nRequirements:\n${bullets}`],
    ["both", lines, `Senior Backend Engineer. Requirements:\n${bullets}`],
  ] as const;
  const scores = cases.map(([, resume, job]) => analyze(resume, job));
  it.each(cases.map(([label], index) => [label, index] as const))("%s reads as software work", (_, index) => {
    expect(scores[index]!.job.occupation?.title).toBe("Software Developers");
    expect(scores[index]!.job.title).toBe("Senior Backend Engineer");
  });
  it("all four within ±3 of the first", () => {
    for (const analysis of scores)
      expect(
        Math.abs(analysis.score - scores[0]!.score),
        `${scores.map((a) => a.score).join(", ")}`,
      ).toBeLessThanOrEqual(3);
    expect(scores[0]!.score).toBeGreaterThanOrEqual(80);
  });
});

describe("one posting under twelve titles", () => {
  const resume = `Alex Kim
alex@example.com
Experience
Software Engineer, Finlytics — 2020-03 – Present
- Built Django REST APIs in Python backed by PostgreSQL
- Deployed services on AWS (EC2, S3, RDS)
Junior Developer, WebCo — 2018-01 – 2020-02
- Wrote Python scripts and Django views
Skills
Python, Django, PostgreSQL, AWS, Git
Education
B.S. Computer Science, 2017`;
  const posting = (title: string) => `${title}
We are looking for an engineer to join our trading platform team.
Requirements
- 3+ years of professional experience with Python
- PostgreSQL
- AWS
- Experience building APIs`;
  const base = analyze(resume, posting("Software Engineer II"));
  it.each([
    "DevOps Engineer",
    "Backend Engineer",
    "Python Engineer",
    "Django Engineer",
    "Full Stack Engineer",
    "Golang Engineer",
    "iOS Engineer",
    "Senior Python Engineer",
    "Member of Technical Staff",
    "SDE II",
    "Founding Engineer",
  ])("%s reads as software work, within ±10 of Software Engineer II", (title) => {
    const analysis = analyze(resume, posting(title));
    expect(analysis.job.occupation?.title).toBe("Software Developers");
    expect(Math.abs(analysis.score - base.score), `${analysis.score} vs ${base.score}`).toBeLessThanOrEqual(10);
  });
});

describe("a cloud platform posting under the titles software teams give it", () => {
  // O*NET gives "Site Reliability Engineer", and with it Kubernetes, Terraform and Go, to
  // Validation Engineers: titles that name no O*NET phrase read as engineering (SOC 17-) until a
  // software team's title word counted (occupations.ts, isSoftwareTitle).
  const posting = (title: string) => `${title}
Build and run our internal developer platform on Kubernetes
Requirements
- Kubernetes, Terraform, Go
- CI/CD pipelines`;
  it.each(["Platform Engineer", "Senior Platform Engineer", "SRE", "Backend Engineer", "Full Stack Engineer"])(
    "%s reads as computer work",
    (title) => {
      const occupation = analyze("x", posting(title)).job.occupation;
      expect(occupation?.code.slice(0, 5), occupation?.title).toBe("15-12");
    },
  );

  it("a software title over a seller's skills reads as selling", () => {
    // The software title word counts only where most of the skills are computer occupations' tools.
    const occupation = analyze(
      "x",
      "Member of Technical Staff\nWe are looking for a Member of Technical Staff to grow our accounts.\n- Prospect and close new business with enterprise customers\n- Manage a sales pipeline and forecast quarterly revenue\n- Negotiate contracts and meet sales quotas",
    ).job.occupation;
    expect(occupation?.code.slice(0, 2)).toBe("41");
  });

  it("a specific phrase still decides: a Platform Attendant is no software job", () => {
    expect(analyze("x", posting("Platform Attendant")).job.occupation?.code.slice(0, 5)).not.toBe("15-12");
  });
});

describe("an everyday title O*NET lists under a clerk too", () => {
  it("a Controller asked for a CPA and GAAP is a financial manager, not a credit clerk", () => {
    const occupation = analyze(
      "x",
      "Controller\nOversee the monthly close, financial statements and audits\nRequirements\n- CPA\n- 8 years of accounting experience, GAAP\n- NetSuite",
    ).job.occupation;
    expect(occupation?.code.slice(0, 7)).toBe("11-3031");
  });
});

describe("misreadings found among the fitting pairs that scored under 20 (docs/ats-scorecard.md)", () => {
  const mechanic = `Lead Maintenance Mechanic
Summary
Lead maintenance mechanic with 7 years of HVAC, plumbing and electrical repairs in hospital buildings.
Experience
Lead Maintenance Mechanic, City Hospital — 2017-01 – Present
- Repaired boilers, chillers and pumps; ran planned preventive maintenance`;
  const estates = `Estates Officer Operations
The Trust is looking for two Estates Officers to supervise the maintenance of hospital buildings, plant and engineering services, manage contractors and ensure compliance with health and safety.`;

  it("a British 'Estates Officer' looks after buildings (U.S. facilities), not real estate", () => {
    const analysis = analyze(mechanic, estates);
    expect(analysis.job.occupation?.title).toBe("Facilities Managers");
    expect(analysis.roleFit.relation).not.toBe("unrelated");
    expect(analysis.score).toBeGreaterThanOrEqual(35);
  });

  it("'Real estates' stays real estate", () => {
    const analysis = analyze(
      "Real Estate Agent\nSold 40 homes a year.",
      "Real Estates Agent\nSell houses and apartments to buyers, show properties and negotiate offers.",
    );
    expect(analysis.job.occupation?.title).toBe("Real Estate Sales Agents");
  });

  it("a federal 'Interdisciplinary (Computer Engineer/Computer Scientist)' title is read from its parentheses", () => {
    const analysis = analyze(
      "Java Developer\nExperience\nJava Developer, TCS — 2018-01 – Present\n- Built Spring MVC web applications in Java",
      `Interdisciplinary ((Computer Engineer/Computer Scientist) Recent Graduate) U.S. Army Research Laboratory
The incumbent will conduct research in computer science and engineering, and develop software and algorithms in C++ and Java.`,
    );
    // The first of the titles it offers as alternatives (job-title.ts, firstOfAlternatives).
    expect(analysis.job.title).toBe("Computer Engineer");
    expect(analysis.roleFit.relation).not.toBe("unrelated");
  });

  it("a parenthetical that names no role is dropped, nested or not", () => {
    const analysis = analyze(
      "x",
      "Registered Nurse (Band 5 (Agenda for Change)) - Cardiology\nCare for patients on the ward.",
    );
    expect(analysis.job.title).toBe("Registered Nurse");
  });
});

describe("a work history written as fields", () => {
  // Indian job sites' layout: the dates in a "description" field, the role in a "Position" one.
  const resume = `Rahul Mehta
Skill Details
MS SQL Server- Exprience - 48 months
Company Details
company - Barclays Global Services Centre
description - Jan 2019 till Date
About the Company
A technology centre of a bank, with offices in three cities
Position: Database Administrator
• Log shipping, replication and database mirroring for 40 production servers
company - Wipro Infotech
description - 2012.
• Backups, restores and disaster recovery drills`;
  const job = `Database Administrator
Requirements
- 4+ years administering MS SQL Server
- Log shipping, replication and mirroring`;

  it('reads no field\'s label as a role, runs a range "till Date" to the present, and takes the role from its field', () => {
    const parsed = parseResume(resume, 2026 * 12 + 10);
    expect(parsed.roles.map((role) => role.title)).not.toContain("description");
    const latest = parsed.roles[0];
    expect(latest?.title).toBe("Database Administrator");
    expect(latest?.range.end).toBeNull();
    expect(analyze(resume, job).roleFit.text).toMatchObject({
      code: "placed",
      params: { source: "latestRole", text: "Database Administrator", occupation: "Database Administrators" },
    });
  });
});

describe("a role's title that begins as a month does", () => {
  // "Mar" of "Marketing", "Jan" of "Janitor", "Jun" of "Junior", "Apr" of "Apprentice" were read as
  // months and dropped: a marketing manager held "Manager" (docs/ats-scorecard.md "Everyday titles").
  it("is read whole, and a month's name before a year is still a date", () => {
    const resume = `Sam Lee
Experience
Marketing Manager, Acme — Mar 2021 – Present
- Ran campaigns
Janitor, City Schools — Febuary 2019 – Feb 2021
- Cleaned classrooms
Junior Developer | Webco | June 2017 - Jan. 2019
- Wrote code
Apprentice Electrician, Volt — 2015 – 2017
- Wired houses`;
    const parsed = parseResume(resume, 2026 * 12 + 10);
    expect(parsed.roles.map((role) => role.title)).toEqual([
      "Marketing Manager",
      "Janitor",
      "Junior Developer",
      "Apprentice Electrician",
    ]);
    expect(parsed.roles[1]?.range.start).toBe(2019 * 12 + 1);
    // Nor is the end of another word a month before a year: "Rosemary 2015" is no March.
    const year = parseResume("Experience\nTeacher, Rosemary 2015 – 2017\n- Taught", 2026 * 12 + 10);
    expect(year.roles[0]?.range.start).toBe(
      parseResume("Experience\nTeacher, Rose 2015 – 2017\n- Taught", 2026 * 12 + 10).roles[0]?.range.start,
    );
  });
});

describe("a resume laid out as Indian job sites lay it out", () => {
  // "Education Details", then the degrees and the owner's title, "Skill Details", "Company Details".
  const resume = `Education Details
January 2018 M.S. Nutrition and Exercise Physiology New York, NY Teachers College, Columbia University
January 2016 B.S. Nutrition and Dietetics Miami, FL Florida International University
Group Fitness Instructor
Skill Details
Strength training- Exprience - 36 months
Company Details
company - Columbia University
description - Organized weight training, cardiovascular and indoor cycling classes for participants of every fitness level
company - Columbia Dental School
description - Provided nutrition counselling and follow up to dental patients with diabetes and obesity`;
  const job = `Fitness Specialist
Duties
- Lead group exercise classes and design fitness programs for service members
- Assess fitness levels and advise on nutrition
Requirements
- Experience instructing group fitness classes`;

  it("reads its sections, and its title under the degrees as the headline", () => {
    const analysis = analyze(resume, job);
    expect(analysis.roleFit.text).toMatchObject({
      code: "placed",
      params: {
        source: "headline",
        text: "Group Fitness Instructor",
        occupation: "Exercise Trainers and Group Fitness Instructors",
      },
    });
    expect(analysis.score).toBeGreaterThanOrEqual(60);
  });
});

describe("a resume laid out as Indian job sites lay it out, its headings glued to the text", () => {
  // A real Kaggle text: the "Education Details" heading lost its line break, so the line it ends (a
  // course) stood as the headline, and the owner's own title ("HR", the line the site sets above
  // "Skill Details") was read as nothing. The resume scored 17 against a Human Resources Specialist.
  const resume = `Training in Special Education (Certificate Course) Education Details
July 2016 to October 2018 M.Sc Psychology with specialization in Organizational Behaviour Malappuram, Kerala Calicut University
July 2013 to March 2016 BSc Psychology Thrissur Prajyoti Niketan College
HR
Skill Details
Company Details
company -
description - I have done a 30 days internship in the HR department of Foster Hot Breads, Malappuram, Kerala and I have also done a 60 days internship at Santhwana Institute of Counselling and Psychotherapy, Cochin, Kerala as Counsellor`;

  it("tells a line that ends in a glued heading, glued to a word too", () => {
    expect(endsInGluedDetailsHeading("Report Tool: iReport, Crystal report. Career GraphEducation Details")).toBe(true);
    expect(endsInGluedDetailsHeading("CNC- Experience - 6 monthsCompany Details")).toBe(true);
    expect(endsInGluedDetailsHeading("Education Details")).toBe(false);
    expect(endsInGluedDetailsHeading("Please send me the Travel Details")).toBe(false);
  });

  it("reads no headline in the line a heading ends, and the field named above 'Skill Details' as one", () => {
    expect(parseResume(resume, 2026 * 12 + 10).headline).toEqual({ text: "HR", line: 3 });
    // A name there is no field.
    expect(parseResume(resume.replace("\nHR\n", "\nPriya Nair\n"), 2026 * 12 + 10).headline).toBeNull();
  });

  it("reads the headline where the site sets it, however the paragraph above is wrapped", () => {
    // A real Kaggle text's opening: wrapped at 60 characters, a piece of its skills paragraph
    // ("Technical Skills Application Servers") stood as the headline.
    const analyst = `Technical Skills Application Servers: IIS 6.0, Jboss 7.1. Database: SQL, Oracle and DB2. Report Tool: iReport, Crystal report. Career GraphEducation Details
January 2012 to January 2015 B.Com Pune University

Business Analyst - Zensar Technologies Ltd
Skill Details
SQL- Exprience - 36 months`;
    const wrapped = analyst.replace(
      "Technical Skills Application Servers: IIS 6.0, Jboss 7.1. Database:",
      "Technical Skills Application Servers: IIS 6.0, Jboss 7.1.\nDatabase:",
    );
    // Wrapped so that a label opens a line, as a heading would ("INDUSTRIAL" / "EXPERIENCE: …").
    const labelled = analyst.replace(
      "Career GraphEducation Details",
      "Career Graph INDUSTRIAL\nEXPERIENCE:\n• 10 days of training at Zensar. Education Details",
    );
    for (const text of [analyst, wrapped, labelled])
      expect(parseResume(text, 2026 * 12 + 10).headline?.text, text).toBe("Business Analyst");
  });

  it("reads that headline as the owner's field against a human resources post", () => {
    const job = `Human Resources Specialist
Duties
- Advise managers on recruitment, staffing and employee relations
- Process personnel actions and maintain employee records
Requirements
- Experience in human resources`;
    const analysis = analyze(resume, job);
    expect(analysis.roleFit.text).toMatchObject({ code: "placed", params: { source: "headline", text: "HR" } });
    expect(analysis.score).toBeGreaterThanOrEqual(30);
  });
});

describe("a headline as people write it", () => {
  const asOf = 2026 * 12 + 10;
  // A summary wrapped mid-sentence: "administration" opened the second line and was read as a title
  // (a systems administrator's) for an office finance manager (docs/ats-scorecard.md, "Headlines").
  // A skills paragraph at the top, wrapped: its last piece ("Unix Professional Development
  // Trainings") stood as the headline (docs/ats-reading.md, "Resumes wrapped at a width").
  it("is not a piece of a paragraph at the top wrapped onto the next line", () => {
    const paragraph =
      "TechnicalProficiencies DB: Oracle 11g Domains: Investment Banking, Advertising Programming Skills: SQL, PLSQL BI Tools: Informatica 9.1 OS: Windows\nUnix Professional Development Trainings";
    expect(parseResume(paragraph, asOf).headline).toBeNull();
    // A name and a title at the top are lines of their own.
    expect(parseResume("Jane Doe\nData Engineer\nSummary\nBuilds pipelines.", asOf).headline?.text).toBe(
      "Data Engineer",
    );
  });

  it("is not the middle of a summary's sentence wrapped onto the next line", () => {
    const parsed = parseResume(
      `Summary
A self-motivated person with eight years in management, finance,
administration, advising and tutoring. Worked with international organizations.`,
      asOf,
    );
    expect(parsed.headline).toBeNull();
    // The same words opening a line of their own are still a title.
    expect(parseResume("Summary\nOffice Administrator\nEight years in finance.", asOf).headline?.text).toBe(
      "Office Administrator",
    );
  });

  it("names two fields that share one role noun", () => {
    for (const headline of ["Finance & Admin Manager", "Sales/Marketing Coordinator", "HR and Payroll Specialist"])
      expect(parseResume(`${headline}\nSummary\nEight years of work.`, asOf).headline?.text).toBe(headline);
  });
});

describe("a role's title cut in two by a width", () => {
  // A real LiveCareer resume's history wrapped at 60 characters: the role's line broke inside its
  // title, and the role read alone was "Technician", any technician (it took a similar-title credit
  // for an aircraft mechanic's post that the whole title does not earn).
  const history = `DRIVER
Experience
Company Name July 2017 to Current Driver
City , State
Company Name February 2016 to June 2017 Biological Science Technician
City , State
Caretaker of plant specimens for research project`;
  const wrapped = history.replace("Biological Science Technician", "Biological Science\nTechnician");

  it("reads the title whole, as in the unwrapped text", () => {
    const titles = (text: string) => parseResume(text, 2026 * 12 + 10).roles.map((role) => role.title);
    expect(titles(history)).toEqual(["Driver", "Biological Science Technician"]);
    expect(titles(wrapped)).toEqual(titles(history));
  });

  it("keeps a short line under a gap after the dated line as a title of its own", () => {
    // A blank line between them is a line's end as written, not a width's cut.
    const apart = history.replace("Biological Science Technician", "Biological Science\n\nTechnician");
    expect(parseResume(apart, 2026 * 12 + 10).roles.map((role) => role.title)).toEqual(["Driver", "Technician"]);
  });
});
