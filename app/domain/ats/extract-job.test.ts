import { describe, expect, it } from "vitest";
import { extractJob } from "./extract-job";
import { readJob } from "./job-reading";

const POSTING = `Senior Backend Engineer
Acme Payments — Remote

About us
Acme builds scheduling software for clinics.

What you'll do
- Build microservices on k8s in Amazon Web Services
- Mentor other engineers

Requirements
- 5+ years of software engineering experience
- Strong Golang and PostgreSQL skills
- Experience with JS tooling
- Bachelor's degree in Computer Science required; Master's preferred
- Excellent written communication

Nice to have
- Terraform
- Kafka experience is a plus`;

const names = (job: ReturnType<typeof extractJob>, importance?: string) =>
  job.skills.filter((skill) => !importance || skill.importance === importance).map((skill) => skill.name);

describe("extractJob", () => {
  const job = extractJob(POSTING);

  it("finds the title, its role noun and seniority, and the role family", () => {
    expect(job.title).toBe("Senior Backend Engineer");
    expect(job.titleKey).toBe("backend engin");
    expect(job.seniority).toBe(3);
    expect(job.occupation?.candidates[0]).toBeDefined();
  });

  it("resolves aliases to one canonical skill", () => {
    expect(names(job)).toEqual(expect.arrayContaining(["Kubernetes", "AWS", "Go", "PostgreSQL", "JavaScript"]));
    expect(names(job)).not.toContain("k8s");
  });

  it("tells must-haves from nice-to-haves by heading and by wording", () => {
    expect(names(job, "must")).toEqual(expect.arrayContaining(["Go", "PostgreSQL"]));
    expect(names(job, "nice")).toEqual(expect.arrayContaining(["Terraform", "Apache Kafka"]));
    // Under Requirements but said to be "a plus": the wording wins.
    expect(names(job, "must")).not.toContain("Apache Kafka");
    // Named in duties only.
    expect(job.skills.find((skill) => skill.name === "Microservices")?.importance).toBe("normal");
  });

  it("reads years and the required (not the preferred) degree", () => {
    expect(job.yearsRequired).toBe(5);
    expect(job.degree).toEqual({ level: 3, flexible: false });
  });

  it("reads a list's importance from its heading however the heading is worded", () => {
    const importance = (heading: string) =>
      extractJob(`Dispatcher\n${heading}\n- Excel\n- SAP`).skills.find((skill) => skill.name === "Excel")?.importance;
    for (const heading of [
      "Must haves",
      "Your profile",
      "Knowledge, Skills and Abilities",
      "To be successful you will have",
      "The ideal candidate will have",
      "Requirements",
    ])
      expect(importance(heading), heading).toBe("must");
    for (const heading of ["Nice to haves", "It'd be great if", "Even better if you have", "Additional Qualifications"])
      expect(importance(heading), heading).toBe("nice");
    // A US posting's "Essential Functions" are its duties.
    expect(importance("Essential Functions")).toBe("normal");
    expect(importance("Company Profile")).not.toBe("must");
  });

  it("reads the years however a posting writes them", () => {
    const years = (line: string) => extractJob(`Dispatcher\nRequirements\n- ${line}\n- Excel`).yearsRequired;
    for (const line of [
      "3+ years of experience in dispatching",
      "three years of experience in dispatching",
      "three (3) years of experience in dispatching",
      "3 (three) years of experience in dispatching",
      "3 or more years of experience in dispatching",
      "3 plus years of experience in dispatching",
      "3+ yrs. experience in dispatching",
      "at least 3 years of experience in dispatching",
      "3-5 years of experience in dispatching",
    ])
      expect(years(line), line).toBe(3);
  });

  it("finds soft skills as concepts", () => {
    expect(job.softSkills.map((concept) => concept.label)).toEqual(
      expect.arrayContaining(["Communication", "Mentoring"]),
    );
  });

  it("keeps company descriptions and company names out of keywords", () => {
    expect(names(job)).not.toContain("Scheduling");
    expect(job.keywords.map((keyword) => keyword.label)).not.toContain("acme");
  });

  it("reads an 'About Acme' section as the employer's, and 'About the practice' as the job's", () => {
    const posting = (heading: string) =>
      extractJob(`Warehouse Lead\nRequirements\n- Forklift certification\n${heading}\nWe build our tools in Python.`);
    expect(names(posting("About Acme"))).not.toContain("Python");
    expect(names(posting("About the practice"))).toContain("Python");
    expect(names(posting("About the job"))).toContain("Python");
  });

  it("reads a post under an 'About Acme' paragraph as the same post without it", () => {
    const about =
      "About Acme\nAcme is a fast-growing company with offices in three cities and a friendly, curious team.\n\n";
    const unheaded =
      "Warehouse Lead\nYou will track stock in SAP and train new starters on forklift safety every week.";
    const headed = `${unheaded}\nRequirements\n- Microsoft Excel`;
    for (const post of [unheaded, headed]) {
      expect(names(extractJob(about + post)), post).toEqual(names(extractJob(post)));
      expect(names(extractJob(post)).length, post).toBeGreaterThan(0);
    }
  });

  it("reads headings asked as questions, so an 'About the Company' section ends at the first", () => {
    // A real post (linkedin-in): every heading after "About the Company" was a question, so the
    // whole post was read as the employer's words and asked for no skill at all.
    const post = `SDE 1
About the Company

Nymble is a Series A funded consumer robotics startup building a cooking robot for your home.

What can I expect from this role? 🤔

The Software Development Engineer role involves working across our core stack.

What makes you a match for us? 😍

* Strong Experience in Java
* Experience writing JUnit Test cases.
* Knowledge of Git and version control.

Why Nymble?

* Attractive Compensation, Flexible remote work policy, Personalised L&D budgets`;
    const job = extractJob(post);
    expect(names(job, "must")).toEqual(expect.arrayContaining(["Java", "JUnit", "Git"]));
    expect(job.keywords.map((keyword) => keyword.label)).not.toContain("robot");
    // A question that opens a post's sentence, not a heading, changes nothing.
    const opening = "Are you a warehouse lead looking for your next step?\nYou will track stock in SAP.";
    expect(names(extractJob(`Warehouse Lead\n${opening}`))).toEqual(["SAP"]);
  });

  it("reads the kind of a heading asked as a question", () => {
    const posting = (heading: string) => extractJob(`Warehouse Lead\n${heading}\n- We build our tools in Python.`);
    expect(names(posting("Who are Acme Logistics?"))).not.toContain("Python");
    expect(names(posting("What can Acme offer you?"))).not.toContain("Python");
    expect(names(posting("Why Acme?"))).not.toContain("Python");
    expect(names(posting("What will you do? 🔧"), "normal")).toContain("Python");
    expect(names(posting("Who are you?"), "must")).toContain("Python");
    // Not questions, and under "About PhonePe Group:" (a real post) read as the employer's before.
    const about = (heading: string) => posting(`About Acme Group:\nAcme runs payments.\n${heading}`);
    expect(names(about("As a Software Engineer:"), "normal")).toContain("Python");
    expect(names(about("Who we looking for"), "must")).toContain("Python");
  });

  it("reads Go as a language only in a programming posting", () => {
    const nonTech = extractJob(
      "Store Associate\nRequirements\n- Go above and beyond for customers\n- Ready to go the extra mile",
    );
    expect(names(nonTech)).not.toContain("Go");
    const tech = extractJob("Backend Developer\nRequirements\n- Experience with Go, Python and Docker");
    expect(names(tech)).toContain("Go");
  });

  it("does not read Java into JavaScript, or the reverse", () => {
    const js = extractJob("Frontend Developer\nRequirements\n- JavaScript and TypeScript");
    expect(names(js)).toContain("JavaScript");
    expect(names(js)).not.toContain("Java");
    const java = extractJob("Software Engineer\nRequirements\n- Java and Spring Boot");
    expect(names(java)).toContain("Java");
    expect(names(java)).not.toContain("JavaScript");
  });

  it("finds non-technical hard skills", () => {
    const nursing = extractJob(
      "Registered Nurse\nRequirements\n- Current RN license and BLS / CPR certification\n- Experience with electronic health records and patient care",
    );
    expect(names(nursing)).toEqual(
      expect.arrayContaining(["Registered Nurse license", "BLS", "CPR", "EHR", "Patient care"]),
    );
    const sales = extractJob(
      "Account Executive\nRequirements\n- B2B sales experience, lead generation and a CRM such as Salesforce\n- Budgeting and forecasting",
    );
    expect(names(sales)).toEqual(
      expect.arrayContaining(["B2B sales", "Lead generation", "CRM", "Salesforce", "Budgeting", "Forecasting"]),
    );
  });

  it("reads no skill into a posting's boilerplate or another trade's words", () => {
    // Each line was read as the skill beside it in real postings (docs/ats-scorecard.md, "Skills
    // that were not asked for").
    const misread: Array<[string, string[]]> = [
      ["Closing Date 10th November 2020", []],
      ["We are currently recruiting for a Bank Driver; the recruitment process takes four weeks", []],
      ["Benefits: NHS Pension Scheme, cycle to work scheme", []],
      ["Competition for Security Guard positions affects national security and personnel security", []],
      ["Uses VA data sources and purchased care data", []],
      ["The curriculum must include differential and integral calculus", ["Calculus"]],
      ["Climbing of ladders or scaffolds", []],
      ["Undertake medicines reconciliation on the ward", ["Medication reconciliation"]],
      ["Registered with the American Dietetic Association ADA", []],
      ["j Serves as a preceptor for new staff", []],
      ["Staff our Community Outreach Programs", []],
      ["Experience managing projects and teams", ["Project management"]],
      ["Ability to react to situations as they arise, communicate clearly, and work in a team", []],
      ["Prepare organisation charts, diagrams and briefings", []],
      ["Duty station: San Juan, PR", []],
      ["APPLICANTS WILL NOT BE REFERRED IF MANAGEMENT DOES NOT WISH TO SELECT", []],
    ];
    const read = misread.map(([line]) => [line, names(extractJob(`Clerk\nRequirements\n- ${line}`))]);
    expect(read).toEqual(misread);
    const asked = extractJob(
      "Recruiter\nRequirements\n- Full-cycle recruiting\n- Cybersecurity awareness\n- Purchasing knowledge\n" +
        "- Medicines reconciliation\n- Balance sheet reconciliations\n- Curriculum design\n- Closing deals\n" +
        "- Experience with React for our frontend",
    );
    expect(names(asked)).toEqual(
      expect.arrayContaining([
        "Talent acquisition",
        "Information security",
        "Procurement",
        "Medication reconciliation",
        "Account reconciliation",
        "Curriculum development",
        "Deal closing",
        "React",
      ]),
    );
  });

  it("finds a trade's requirements: codes, licences, drawings, machines and acronyms in the plural", () => {
    const electrician = extractJob(
      "Electrician\nResponsibilities\n- Read blueprints and follow the NEC\nRequirements\n" +
        "- State journeyman electrician license\n- OSHA 10\n- Experience with PLCs and VFDs",
    );
    expect(names(electrician)).toEqual(
      expect.arrayContaining(["Blueprint reading", "National Electrical Code", "Journeyman license", "OSHA", "PLC"]),
    );
    const driver = extractJob(
      "Warehouse Driver\nRequirements\n- Class A CDL\n- Forklift certification\n- Lockout/tagout training",
    );
    expect(names(driver)).toEqual(expect.arrayContaining(["CDL", "Forklift operation", "Lockout/tagout"]));
    // "nec" in ordinary words is no code.
    expect(names(extractJob("Clerk\nRequirements\n- Neat handwriting, nec plus ultra"))).not.toContain(
      "National Electrical Code",
    );
  });

  it("does not take ordinary words for degrees", () => {
    const job = extractJob(
      "Warehouse Manager\nRequirements\n- Lead a team of 180 associates\n- Certified Scrum Master a plus",
    );
    expect(job.degree).toBeNull();
  });
});

describe("what the job stresses", () => {
  it("weighs a skill the job repeats or puts in its title above one it mentions once", async () => {
    const { skillStress } = await import("./score");
    const job = extractJob(
      "Salesforce Administrator\nResponsibilities\n- Maintain Salesforce and SQL reports\n- Build Salesforce flows\nRequirements\n- Excel",
    );
    const stress = Object.fromEntries(job.skills.map((skill) => [skill.name, skillStress(skill)]));
    expect(stress.Salesforce).toBeGreaterThan(stress.Excel!);
    expect(stress.Excel).toBeGreaterThan(stress.SQL!);
  });

  it("prefers the words of the job's own occupation to hiring boilerplate as keywords", () => {
    const job = extractJob(
      "Staff Accountant\nWe will review every resume submitted before the notice closes; vacancies may be filled from this announcement.\n" +
        "Duties\n- Reconcile the general ledger and prepare journal entries\n- Reconcile accounts payable and receivable each month\n- Prepare financial statements and reconciliations",
    );
    // "ledger" and "reconcile" are hard skills (General ledger, Account reconciliation), counted there.
    expect(job.skills.map((skill) => skill.name)).toEqual(
      expect.arrayContaining(["General ledger", "Account reconciliation"]),
    );
    const weight = (word: string) => job.keywords.find((keyword) => keyword.label === word)?.weight ?? 0;
    expect(job.keywords[0]!.label).toBe("payable");
    for (const boilerplate of ["vacancies", "notice", "resume", "announcement"])
      expect(weight(boilerplate)).toBeLessThan(weight("payable") / 5);
  });
});

/**
 * Skills real postings were read to ask for that they never named (docs/ats-reading.md, "False
 * skills in real postings"): each line was found in evaluation set v5.
 */
describe("words that only look like a skill", () => {
  const asked = (line: string) => extractJob(`Officer\nRequirements\n- ${line}`).skills.map((skill) => skill.name);

  it("reads a name in any case in a list, and not in a sentence that has commas", () => {
    const sentence = extractJob(
      "Computer Engineer\nAbout us\nWe offer a broad range of quality-of-life, training and wellness programs, " +
        "and a campus in Fort Meade. Go to www.disa.mil for more information.\nRequirements\n- Experience with Java and C++",
    );
    expect(names(sentence)).not.toContain("Go");
    expect(
      asked("We value a mature, confident outlook in every member of our busy reception team, and we train"),
    ).toEqual([]);
    expect(asked("word, outlook, excel")).toEqual(expect.arrayContaining(["Excel", "Microsoft Outlook"]));
    // After words that name examples, a name in lower case is still the tool.
    expect(asked("Ability to use databases such as excel to maintain the rota")).toEqual(["Excel"]);
  });

  it("reads a hotel's night audit as no auditing", () => {
    const skills = extractJob("Night Audit Clerk\nRequirements\n- Cash handling").skills.map((skill) => skill.name);
    expect(skills).toContain("Night audit");
    expect(skills).not.toContain("Auditing");
  });

  it("reads a name spelled in capitals at an item's start, and in a posting written wholly in capitals", () => {
    expect(asked("HRIS experience required")).toEqual(["HRIS"]);
    const shouted = "HR GENERALIST\nREQUIREMENTS\n- 3+ YEARS OF HR GENERALIST EXPERIENCE\n- WORKDAY OR ANOTHER HRIS";
    expect(readJob(shouted).profile.skills.map((skill) => skill.name)).toEqual(["HRIS"]);
    expect(asked("the rest of the team")).toEqual([]);
  });

  it("reads a credential's acronym naming the people who hold it as no credential asked for", () => {
    expect(asked("Report changes in a patient's condition to the RN or MD")).toEqual([]);
    expect(asked("Work under the direction of a RN and/or LVN")).toEqual([]);
    expect(asked("Supervise LPNs and CNAs on the unit")).toEqual([]);
    expect(asked("Prepare schedules for each CPA on the team")).toEqual([]);
    expect(asked("Must be an RN")).toEqual(["Registered Nurse license"]);
    expect(asked("Work as a CNA for two years")).toEqual(["CNA"]);
    expect(asked("RN, LPN or CNA")).toEqual(["Registered Nurse license", "LPN", "CNA"]);
  });

  it("reads no skill across the end of a list's item", () => {
    expect(asked("Help patrons find online resources; Plan and lead story times")).not.toContain("Capacity planning");
    expect(asked("Help with resource planning for the team")).toContain("Capacity planning");
  });

  it("keeps words Porter's stems run together apart", () => {
    expect(asked("Experience as a Medical Administrative Officer")).not.toContain("Medication administration");
    expect(asked("Safe medication administration")).toContain("Medication administration");
    expect(asked("Knowledge of power distribution systems")).not.toContain("Distributed systems");
    expect(asked("Experience building distributed systems")).toContain("Distributed systems");
    expect(asked("Performed reviews of procedures")).not.toContain("Performance management");
  });

  it("reads an acronym's plural as that acronym only, not as a longer one", () => {
    expect(asked("Work alongside GPs and practice nurses")).not.toContain("GPS");
    expect(asked("Program PLCs on the line")).toContain("PLC");
  });

  it("takes REST in capitals only", () => {
    expect(asked("Support the rest of the finance team")).not.toContain("REST APIs");
    expect(asked("Pay shown is the locality pay for the Rest of U.S.")).not.toContain("REST APIs");
    expect(asked("Build services with REST and JSON")).toContain("REST APIs");
  });

  it("does not read how the employer interviews or where it posts news as the job", () => {
    const job = extractJob(
      "Payroll Officer\nRequirements\n- Interviews will be held via Microsoft Teams on 25 November – an Excel test will be set\n" +
        "- Please request a Microsoft Teams interview if you are self-isolating\n- Follow us on Facebook and on Twitter",
    );
    const names = job.skills.map((skill) => skill.name);
    expect(names).toContain("Excel");
    expect(names).not.toContain("Microsoft Teams");
    expect(names).not.toContain("Twitter");
    expect(asked("Confident with Outlook and MS Teams")).toContain("Microsoft Teams");
  });

  it("names whole the skills whose words another skill would take", () => {
    expect(asked("Regression testing of every release")).toEqual(["Regression testing"]);
    expect(asked("Operate a skid steer and a front end loader")).not.toContain("Frontend development");
    expect(asked("Configure routers running Cisco IOS")).not.toContain("iOS");
    expect(asked("Report to the upper management team")).not.toContain("People management");
    expect(asked("Prepare animals for surgery")).not.toContain("Motion design");
    expect(asked("Own our global GTM strategy")).not.toContain("Google Tag Manager");
    expect(asked("Fort Lewis is the Army's premiere installation")).not.toContain("Adobe Premiere Pro");
    expect(asked("Support the Department of the Treasury")).not.toContain("Cash flow management");
  });

  it("reads no skill in the name of an organisation, and still reads the words around it", () => {
    expect(asked("Health Education England funds the post")).not.toContain("Patient education");
    expect(asked("Liaise with the Defense Contract Audit Agency")).not.toContain("Auditing");
    expect(asked("Liaise with the Defense Contract Audit Agency on internal audits")).toContain("Auditing");
    expect(asked("Patient education, Infection control, Trust policies")).toContain("Patient education");
    expect(asked("Deliver patient education at the Health Centre")).toContain("Patient education");
  });

  it("reads trades' credentials, and acronyms that mean other things only written out", () => {
    expect(asked("ARRT registration in radiography")).toEqual(["ARRT", "Radiography"]);
    expect(asked("State cosmetology license")).toEqual(["Cosmetology license"]);
    expect(asked("Security+ or CySA+")).toEqual(["CompTIA Security+"]);
    expect(asked("NASM or ACSM certification")).toEqual(["Personal trainer certification"]);
    expect(asked("Credentialed veterinary technician (CVT, LVT or RVT)")).toEqual(["Veterinary technician credential"]);
    expect(asked("P.E. required")).toEqual(["PE license"]);
    expect(asked("NREMT certification and EVOC")).toEqual(["NREMT", "EVOC"]);
    expect(asked("State adjuster license and Xactimate")).toEqual(["Adjuster license", "Xactimate"]);
    // Cost per click, physical education: not the coder's or the engineer's credential.
    expect(asked("Lower CPC and CPA across campaigns")).not.toContain("Certified Professional Coder");
    expect(asked("Teach PE to grades 3-5")).not.toContain("PE license");
  });

  it("reads an acronym the posting spells out as something else as those words", () => {
    expect(asked("Ability to obtain Navy Lodging Program (NLP) certification")).not.toContain(
      "Natural language processing",
    );
    expect(asked("Knowledge of Department of Energy (DOE) policy and directives")).not.toContain("DOE");
    expect(asked("Natural Language Processing (NLP) research")).toContain("Natural language processing");
    expect(asked("Statistical Analysis System (SAS) programming")).toContain("SAS");
    expect(asked("Triage in the Emergency Department (ED)")).toContain("Emergency nursing");
  });
});
