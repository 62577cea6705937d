import { describe, expect, it } from "vitest";
import { extractJob } from "./extract-job";
import { familyTitleShare, matchResume, titleVariants } from "./match";
import { roleFitMessage } from "./messages";
import { roleFitText } from "./role-fit";
import { RELATEDNESS } from "./occupations";
import { parseResume } from "./parse-resume";

const match = (resume: string, job: string) => matchResume(extractJob(job), parseResume(resume, 2026 * 12 + 10));
const found = (result: ReturnType<typeof match>) =>
  result.skills.filter((entry) => entry.places.length > 0).map((entry) => entry.skill.name);

describe("a name in lower case after words that name examples", () => {
  it("is held in a resume's sentence as in a list: 'databases such as excel'", () => {
    const job = "Office Administrator\nRequirements\n- Excel";
    const resume = "Experience\n- Kept the rota in databases such as excel for a team of forty nurses.";
    expect(found(match(resume, job))).toContain("Excel");
    expect(found(match(resume.replace("such as excel", "and excel"), job))).not.toContain("Excel");
  });
});

describe("matchResume", () => {
  it("is whole-word: Java is not found in JavaScript", () => {
    const result = match("Experience\n- Built apps in JavaScript", "Software Engineer\nRequirements\n- Java");
    expect(found(result)).toEqual([]);
  });

  it("does not hold a skill a resume names as an acronym it spells out as something else", () => {
    const job = "Data Scientist\nRequirements\n- NLP";
    expect(found(match("Experience\n- Earned the Navy Lodging Program (NLP) certificate", job))).toEqual([]);
    expect(found(match("Experience\n- Built Natural Language Processing (NLP) models", job))).toEqual([
      "Natural language processing",
    ]);
  });

  it("reads a title by the longest name of its synonym group that it holds", () => {
    // "Landscape Technician" holds "landscap", Landscaper's stem, too; it is the technician's name.
    expect(titleVariants("landscap technician")).toEqual(expect.arrayContaining(["landscap", "groundskeep"]));
  });

  it("holds no skill named only inside an employer's name", () => {
    const job = "Nurse Educator\nRequirements\n- Patient education";
    expect(found(match("Experience\n- Seconded to Health Education England for a year", job))).toEqual([]);
    expect(found(match("Experience\n- Led patient education at Health Education England", job))).toEqual([
      "Patient education",
    ]);
  });

  it("matches aliases and inflections on both sides", () => {
    const job = "Platform Engineer\nRequirements\n- Kubernetes and AWS\n- Forecasting";
    const result = match("Experience\n- Ran k8s clusters on Amazon Web Services\n- Built weekly forecasts", job);
    expect(found(result)).toEqual(expect.arrayContaining(["Kubernetes", "AWS", "Forecasting"]));
  });

  it.each([
    // [the job's title, the skill as the dictionary names it, other ways people write it]
    ["Database Developer", "SQL Server", ["Microsoft SQL Server", "MS SQL", "MSSQL", "MS SQL Server"]],
    ["Database Developer", "SQL", ["T-SQL", "TSQL", "Transact-SQL"]],
    ["DevOps Engineer", "CI/CD", ["CICD", "CI / CD", "continuous integration"]],
    ["Office Manager", "Microsoft Office", ["MS Office", "Office 365", "O365", "M365"]],
    ["Office Manager", "Google Workspace", ["G Suite", "GSuite"]],
    ["Staff Nurse", "Registered Nurse license", ["RN", "Registered Nurse"]],
    ["Welder", "Welding", ["MIG", "TIG", "MIG welding", "GTAW"]],
    ["Warehouse Associate", "Forklift operation", ["forklift", "fork lift", "fork-lift", "fork lifts"]],
    ["Site Supervisor", "OSHA", ["OSHA30", "OSHA10", "OSHA 30"]],
    ["Office Manager", "PowerPoint", ["PPT", "MS PowerPoint"]],
    ["Office Manager", "Microsoft Outlook", ["Outlook", "MS Outlook"]],
    ["Office Manager", "Excel", ["PivotTables", "V-lookup", "MS Excel"]],
    ["Database Developer", "Microsoft Access", ["MS Access", "MS-Access"]],
    ["Operations Analyst", "Microsoft Power Automate", ["Power Automate", "Microsoft Flow"]],
    ["Graphic Designer", "Adobe Creative Cloud", ["Adobe CS", "Creative Suite"]],
    ["Drafter", "AutoCAD", ["Auto CAD", "Autocad"]],
    ["Mechanical Designer", "SolidWorks", ["Solid Works", "Solidworks"]],
    ["Office Manager", "QuickBooks", ["Quick Books", "QBO"]],
    ["Bookkeeper", "Accounting", ["bookkeeping", "book keeping", "book-keeping"]],
    ["Help Desk Technician", "ServiceNow", ["Service Now"]],
    ["Office Manager", "ADP Workforce Now", ["ADP"]],
    ["Store Manager", "Kronos", ["UKG Kronos", "Kronos"]],
    ["Medical Coder", "Medical coding", ["ICD10", "ICD-10"]],
    ["Systems Analyst", "Microsoft Dynamics", ["Dynamics 365", "MS Dynamics", "D365"]],
    ["Database Administrator", "Oracle Database", ["Oracle DB"]],
    ["Marketing Specialist", "Email marketing", ["e-mail marketing"]],
    ["Office Manager", "Tax preparation", ["GST", "GST returns", "taxation"]],
    ["Software Engineer", "Bitbucket", ["Bitbucket"]],
    ["Help Desk Technician", "ITIL", ["ITIL v4", "ITIL Foundation"]],
    ["Help Desk Technician", "CompTIA A+", ["A+ certification", "CompTIA A+"]],
    ["Security Analyst", "CISSP", ["CISSP", "Certified Information Systems Security Professional"]],
    // Versions glued on, and products by their edition's name (2026-11-29).
    ["Software Engineer", "Java", ["Java8", "Java11", "Java 17"]],
    ["Software Engineer", "Angular", ["Angular2+", "Angular9"]],
    ["Software Engineer", "Vue.js", ["Vue3"]],
    ["Software Engineer", "Spring Boot", ["SpringBoot", "Springboot"]],
    ["Software Engineer", "C#", ["C#.NET"]],
    ["Salesforce Administrator", "Salesforce", ["Sales Cloud", "Service Cloud"]],
    ["Civil Designer", "AutoCAD Civil 3D", ["Civil 3D"]],
  ] as const)("reads a %s's %s written as %j", (title, skill, spellings) => {
    for (const spelling of spellings) {
      const asked = extractJob(`${title}\nRequirements\n- Experience with ${spelling} required`);
      expect(asked.skills.map((entry) => entry.name)).toEqual([skill]);
      const held = match(
        `Summary\n${title} with 6 years of experience.\nExperience\n- Used ${spelling} every day\nSkills\n${spelling}, teamwork`,
        `${title}\nRequirements\n- ${skill}`,
      );
      expect(found(held)).toEqual([skill]);
    }
  });

  it("reads a version glued to a software product's name only, not to another field's skill", () => {
    // "GL3" (a v5 resume's) is no general ledger; "HTML5" and "CSS3" are HTML and CSS.
    const asked = extractJob("Web Developer\nRequirements\n- HTML5 and CSS3\n- GL3 access");
    expect(asked.skills.map((entry) => entry.name)).toEqual(expect.arrayContaining(["HTML", "CSS"]));
    expect(asked.skills.map((entry) => entry.name)).not.toContain("General ledger");
  });

  it("reads a library a resume names where its other programming languages say it is code", () => {
    // "React" and "Swift" are words too; a web designer's list of HTML, CSS and JavaScript says which.
    const job = "Frontend Developer\nRequirements\n- JavaScript\n- React";
    const resume =
      "Summary\nWeb designer.\nExperience\n- Designed and built sites in React\nSkills\nHTML, CSS, JavaScript, React";
    expect(found(match(resume, job))).toEqual(["JavaScript", "React"]);
  });

  it("holds the credential its owner signs with, not the colleagues' they name", () => {
    const job = "Charge Nurse\nRequirements\n- Registered Nurse license";
    expect(found(match("Maria Lopez, RN\nExperience\n- Precepted new RNs", job))).toEqual(["Registered Nurse license"]);
    expect(found(match("Maria Lopez, LPN\nSummary\nLPN who assisted the RN on every shift", job))).toEqual([]);
  });

  it("reads no language in the letters of an abbreviation: the 'R' of A/R", () => {
    const job = "Software Engineer\nRequirements\n- R\n- C";
    expect(found(match("Summary\nClerk who posted A/R and A/P entries and used the C-C-A-R model.", job))).toEqual([]);
    expect(found(match("Summary\nSoftware analyst who wrote R/Python and C/C++ models.", job))).toEqual(["R", "C"]);
  });

  it("records where each skill sits", () => {
    const job = "Backend Engineer\nRequirements\n- Go\n- PostgreSQL";
    const resume = "Summary\nBackend engineer.\nExperience\n- Built services in Golang\nSkills\nPostgreSQL, Go";
    const result = match(resume, job);
    expect(result.skills.find((entry) => entry.skill.name === "Go")?.places).toEqual(["experience", "skills"]);
    expect(result.skills.find((entry) => entry.skill.name === "PostgreSQL")?.places).toEqual(["skills"]);
  });

  it("counts a related skill as related, never as found", () => {
    const result = match(
      "Summary\nSoftware engineer.\nSkills\nSalesforce, Epic, Kubernetes, React",
      "Account Manager\nRequirements\n- CRM experience\n- EHR experience\n- Docker\n- Frontend development",
    );
    expect(found(result)).toEqual([]);
    const related = Object.fromEntries(result.skills.map((entry) => [entry.skill.name, entry.relatedTo]));
    expect(related).toMatchObject({
      CRM: "Salesforce",
      EHR: "Epic",
      Docker: "Kubernetes",
      "Frontend development": "React",
    });
  });

  it("finds a skill written the job's way or by a true alias", () => {
    const result = match(
      "Experience\n- Deployed services to k8s and Docker",
      "Platform Engineer\nRequirements\n- Docker\n- Kubernetes",
    );
    expect(found(result)).toEqual(expect.arrayContaining(["Docker", "Kubernetes"]));
    expect(result.skills.every((entry) => entry.relatedTo === null)).toBe(true);
  });

  it("finds a skill the last words of a longer one name: 'REST APIs' are APIs, an 'Epic EMR' is an EMR", () => {
    const result = match(
      "Experience\n- Built Django REST APIs\n- Charted in Epic EMR\n- Wrote Transact-SQL reports",
      "Backend Engineer\nRequirements\n- Design and build APIs\n- EMR experience\n- SQL",
    );
    expect(found(result)).toEqual(expect.arrayContaining(["API design", "EHR", "SQL"]));
  });

  it("finds no skill in a longer name's last word that means something else", () => {
    const job = "Operations Lead\nRequirements\n- Auditing\n- Warehouse management\n- C\n- Canva\n- UX";
    const resume =
      "Experience\n- Edited podcasts in Adobe Audition\n- Built data warehousing pipelines\n" +
      "- Wrote iOS apps in Objective-C\n- Taught with Instructure Canvas\n- Ran Hewlett Packard HP-UX servers";
    const result = match(resume, job);
    expect(result.skills.map((entry) => entry.skill.name)).toEqual(
      expect.arrayContaining(["Auditing", "Warehouse management", "Canva", "UX design"]),
    );
    expect(found(result)).toEqual([]);
  });

  it("reads a nurse's assessments as no teacher's formative assessment", () => {
    const job = extractJob(
      "Registered Nurse\nResponsibilities\n- Assess, plan and deliver patient care\n- Complete patient assessments",
    );
    expect(job.skills.map((skill) => skill.name)).not.toContain("Formative assessment");
    const teaching = extractJob("Teacher\nResponsibilities\n- Use formative assessments to plan lessons");
    expect(teaching.skills.map((skill) => skill.name)).toContain("Formative assessment");
  });

  it("counts the tool for its practice as related: GitHub for Git, Django for backend work, BLS for CPR", () => {
    const result = match(
      "Skills\nGitHub, Django, GraphQL, BLS",
      "Backend Engineer\nRequirements\n- Git\n- Backend development\n- API design\n- CPR",
    );
    expect(found(result)).toEqual([]);
    const related = Object.fromEntries(result.skills.map((entry) => [entry.skill.name, entry.relatedTo]));
    expect(related).toMatchObject({
      Git: "GitHub",
      "Backend development": "Django",
      "API design": "GraphQL",
      CPR: "BLS",
    });
  });

  it("takes one shared tool and a title of the same family for no same occupation", () => {
    // A coordinator of benefits who trained staff on information security, for an IT post asking
    // security alone: "coordinator" is of the specialist's family, and one tool was enough.
    const result = match(
      "Benefits Coordinator, County Services — 2020-01 – Present\n- Helped families apply for benefits and trained staff on information security",
      "IT Specialist\nRequirements\n- Cybersecurity awareness\n- Help users with their computers",
    );
    expect(result.skills.map((entry) => entry.skill.name)).toEqual(["Information security"]);
    expect(result.role.relation).not.toBe("same");
    expect(result.role.credit).toBeLessThan(0.5);
  });

  it("says a family title with the job's tools counted, where the two placements differ", () => {
    const result = match(
      "Maintenance Technician, Acme Plant — 2020-01 – Present\n- Repaired motors and panels to the National Electrical Code; OSHA 10 card",
      "Electrician\nRequirements\n- National Electrical Code\n- OSHA 10",
    );
    expect(result.role.credit).toBeGreaterThan(0.9);
    expect(result.role.best?.occupation).not.toBe(result.role.job?.occupation);
    expect(result.role.relation).toBe("family");
    expect(roleFitMessage(roleFitText(result.role))).toMatch(
      /^Your latest role "Maintenance Technician" reads as .+; this job reads as Electricians: a title of the same kind, with the job's tools\.$/,
    );
  });

  it("matches the job title exactly or by synonym, and places the roles by occupation", () => {
    const job = "Registered Nurse\nRequirements\n- BLS";
    expect(match("Jane Doe\nICU Staff RN — Mercy Health, 2020 – Present", job).title.level).toBe("exact");
    expect(match("Jane Doe\nSummary\nRegistered Nurse with 5 years in the ICU.", job).title.level).toBe("exact");
    // A charge nurse is a nurse of the same field: a title of the job's family, part of the credit.
    const charge = match("Jane Doe\nCharge Nurse, Mercy Health, 2020 – Present", job);
    expect(charge.title.level).toBe("partial");
    expect(charge.role.relation).toMatch(/same|close/);
    const barista = match("Jane Doe\nBarista, Joe's Coffee, 2020 – Present", job);
    expect(barista.title.level).toBe("none");
    expect(barista.role.relation).toBe("unrelated");
  });

  it("reads a degree's field as no title: a Master of Engineering is no engineer's title", () => {
    const resume =
      "Summary\nMaster of Engineering in Computer Technology, 2018.\nExperience\n" +
      "Database Administrator, Infosys — 2019-01 – Present\n- Tuned PostgreSQL databases for 40 teams";
    const job = "Data Engineer\nRequirements\n- 3+ years building data pipelines\n- SQL and PostgreSQL";
    expect(match(resume, job).title.level).toBe("none");
    // A title of the family, written as one, still counts.
    expect(match(resume.replace("Database Administrator", "Database Developer"), job).title.level).toBe("partial");
  });

  it("holds a title whose field names the job's role: a Data Science Consultant for a Data Scientist", () => {
    const job = "Data Scientist\nRequirements\n- Python and SQL\n- 3+ years of machine learning";
    const resume = (title: string) =>
      `${title}\nExperience\n${title}, Deloitte — 2019-01 – Present\n- Built churn models in Python`;
    expect(match(resume("Data Science Consultant"), job).title.level).toBe("partial");
    // The field alone, or another field's role, is no title of the job's.
    expect(match(resume("Data Entry Clerk"), job).title.level).toBe("none");
    expect(match("Summary\nA passion for data science.\nExperience\n- Filed reports", job).title.level).toBe("none");
  });

  it("counts only relevant years", () => {
    const job = "Backend Engineer\nRequirements\n- 5+ years of software engineering experience";
    const resume =
      "Experience\nJunior Software Engineer, Acme\nJan 2025 – Present\nBarista, Coffee Co\nJan 2015 – Dec 2024";
    expect(match(resume, job).resumeYears).toBeLessThan(2.5);
  });

  it("finds soft skills by concept and keywords by stem", () => {
    const job =
      "Analyst\nRequirements\n- Strong communication skills\n- Experience with merchandising and merchandising analytics";
    const result = match("Experience\n- Communicated results to merchandisers and merchandising leads", job);
    expect(result.soft.find((entry) => entry.concept.label === "Communication")?.matched).toBe(true);
    expect(result.keywords.find((entry) => entry.keyword.label === "merchandising")?.matched).toBe(true);
  });
});

describe("familyTitleShare", () => {
  it("credits a same-family title in proportion to the role fit, with no step a small change could cross", () => {
    expect(familyTitleShare(RELATEDNESS.minorGroup)).toBe(0);
    expect(familyTitleShare(RELATEDNESS.primaryLong)).toBe(1);
    expect(familyTitleShare(RELATEDNESS.same)).toBe(1);
    for (let credit = 0; credit < 1; credit += 0.01)
      expect(Math.abs(familyTitleShare(credit + 0.01) - familyTitleShare(credit))).toBeLessThan(0.05);
  });
});

// docs/ats-reading.md, "Resumes wrapped at a width": a title like the job's stands where a title does.
describe("a similar title is read where a title stands", () => {
  const title = (resume: string, job: string) => match(resume, job).title;

  it("not in a degree, a credential or the middle of a long sentence", () => {
    const job = "Material Handler\nRequirements\n- Forklift experience";
    const degree = "Experience\nWarehouse Clerk\nEducation\nAssociate of Applied Arts and Science, 2019";
    expect(title(degree, job).level).toBe("none");
    const sentence =
      "Summary\nDedicated leader with a record of supporting business areas such as accounting, database management and human resources.";
    expect(title(sentence, "Business Analyst Manager\nRequirements\n- SQL").level).toBe("none");
    // The opening words of a summary still say the title: "Aviation Electrician with 20 years…".
    const opening =
      "Summary\nAviation Electrician with 20 years of experience on large electronic systems, installation and repair.";
    expect(title(opening, "Maintenance Electrician\nRequirements\n- Wiring").level).toBe("partial");
  });

  it("in a long role's line, by the role's title only, not its duties run on after it", () => {
    // A real resume: a trainer's role line ran on into its duties ("…Develop training classes…"),
    // which made a similar title for a training specialist's post, and wrapped did not.
    const resume = [
      "Experience",
      "Technical Trainer/ Instructional Designer Company Name City, State Responsibilities Develop training classes for customers; develop course content. 06/2015 to Current",
    ].join("\n");
    const job = "Staff Operations and Training Specialist\nRequirements\n- Plan training for units";
    expect(title(resume, job).level).toBe("none");
    // The role's title still stands for the role: "Training Specialist" held.
    const held =
      "Experience\nTraining Specialist Company Name City, State Responsibilities Plan courses for new hires and supervisors. 06/2015 to Current";
    expect(title(held, job).level).not.toBe("none");
  });

  it("not in the rest of a duty wrapped onto a line that opens with a role noun", () => {
    const resume = [
      "Experience",
      "HR Specialist, Acme Labs — 2013 – Present",
      "Responsible for the on-boarding of interns: payroll and creation of Identity",
      "Manager accounts/badging Facilitated New Hire Orientation",
    ].join("\n");
    const job = "Human Resources Manager\nRequirements\n- Onboarding and HR policy";
    expect(title(resume, job)).toEqual({ level: "none" });
    // In a summary, cut twice: the short line between is the rest of the long one too.
    const summary = [
      "Summary",
      "I have a current Project Management Professional certificate and am working towards my Agile Project",
      "Management certificate and my IIBA",
      "Business Analyst certification.",
      "Experience",
      "Technical Project Manager, PMA Media Group — 2015 – Present",
    ].join("\n");
    expect(title(summary, "Management Analyst\nRequirements\n- Process studies")).toEqual({ level: "none" });
  });

  it("not in a skills list, however short its lines", () => {
    // A real resume's skills paragraph wrapped at 100 characters: the piece naming the CAD tool
    // "Pro/Engineer" was a similar title for a mechanical engineer's post (and, unwrapped, not).
    const resume = [
      "Experience",
      "Mechanical Designer, Acme Trailers — 2015 – Present",
      "- Designed trailer frames in Autodesk Inventor",
      "Skills",
      "Pipe) and Autodesk Vault Professional 2102, certification in Pro/Engineer, Creo, ComputerVision 3-D",
    ].join("\n");
    const job = "Supervisory Mechanical Engineer\nRequirements\n- Autodesk Inventor";
    expect(title(resume, job)).toEqual({ level: "none" });
  });

  it("by a family's word, not its stem: to develop or to repair names no developer or repairer", () => {
    const resume = [
      "Skills",
      "Ability to develop and improve hydraulic circuits",
      "Experience",
      "Civil Drafter, Acme Civil — 2018 – Present",
      "- Drafted grading, drainage and road plans in AutoCAD Civil 3D for site development",
    ].join("\n");
    const job = "Civil Engineer\nRequirements\n- AutoCAD Civil 3D\n- Site development and drainage design";
    expect(title(resume, job)).toEqual({ level: "none" });
    // The family's word in a role's line is the similar title, not the verb in the line above it.
    const designer = [
      "Summary",
      "I design and print brochures",
      "Experience",
      "Print Production Artist, Acme Print — 2018 – Present",
      "- Prepared layouts in Adobe InDesign and Illustrator for print and web",
    ].join("\n");
    const evidence = title(designer, "Graphic Designer\nRequirements\n- Adobe InDesign\n- Adobe Illustrator");
    expect(evidence).toMatchObject({
      level: "partial",
      evidence: "Print Production Artist, Acme Print — 2018 – Present",
    });
  });
});
