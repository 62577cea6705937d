/**
 * Finding a pasted posting's title among what comes with it: a job board's own lines, the
 * employer's name, what boards add to the title (docs/ats-reading.md, "Postings").
 */
import { describe, expect, it } from "vitest";
import { POSTING_FORMS } from "./fixtures/copied-text";
import { analyzeAts } from "./index";
import { expandTitleAbbreviations, titleAsRead } from "./job-title";
import { readJob } from "./job-reading";

const BODY =
  "Responsibilities\n- Install and repair wiring in commercial buildings\nRequirements\n- 4+ years as an electrician";
const titleOf = (posting: string) => readJob(posting).profile.title;

describe("a posting's title", () => {
  it("is found under a job board's own lines", () => {
    expect(titleOf(`Easy Apply\nSave\nElectrician\nVolt Services\n${BODY}`)).toBe("Electrician");
    expect(titleOf(`Acme\n4.1 ★\nMaintenance Electrician\nAustin, TX\n$50K - $70K (Employer est.)\n${BODY}`)).toBe(
      "Maintenance Electrician",
    );
    expect(titleOf(`Volt Services Inc.\nAustin, TX · Full-time · 3 days ago\nElectrician\n${BODY}`)).toBe(
      "Electrician",
    );
    expect(titleOf(`Acme\nPharmacy Dispenser\nAustin, TX 78701\n$50,000 - $70,000 a year - Full-time\n${BODY}`)).toBe(
      "Pharmacy Dispenser",
    );
    expect(readJob(`Electrician\n$50,000 - $70,000 a year - Full-time\n${BODY}`).text).not.toContain("a year");
  });

  it("is the first part of a long first line that names a role", () => {
    expect(
      titleOf(
        "Management Analyst, Program Analyst, Program & Management Analyst (Promotion potential may vary by position.)\n" +
          `General Services Administration - Agency Wide\n${BODY}`,
      ),
    ).toBe("Management Analyst");
  });

  it("is found after the employer's words about itself", () => {
    const about = "Acme is a fast-growing contractor with offices in three cities and a friendly, curious team.";
    expect(titleOf(`About Acme\n${about}\n\nElectrician\n${BODY}`)).toBe("Electrician");
    expect(titleOf(`Who we are:\n${about}\n${about}\nMaintenance Electrician\nAustin, TX\n${BODY}`)).toBe(
      "Maintenance Electrician",
    );
    // "About the role" opens the post itself: a short line after its paragraph is no title.
    expect(
      titleOf(`About the role\nYou will wire commercial fit-outs across the city, days only.\n\nForeman\n${BODY}`),
    ).not.toBe("Foreman");
  });

  it("is not a line that leads into a list", () => {
    expect(titleOf(`Volt Services\nQuestions? Ask our recruiter:\nElectrician\n${BODY}`)).toBe("Electrician");
  });

  it("is not the employer's name on the line under an unreadable first line", () => {
    for (const employer of [
      "Saint Lawrence Seaway Development Corporation",
      "Veterans Health Administration",
      "Forest Service",
      "Office of the Chief Engineer",
      "U.S. Atlantic Fleet",
    ]) {
      expect(titleOf(`18-0042\n${employer}\nSummary\nThe selectee will serve in the agency.`), employer).toBeNull();
    }
  });

  it("leaves out what boards and trackers add to it", () => {
    expect(titleOf(`Electrician - job post\nVolt Services\n${BODY}`)).toBe("Electrician");
    expect(titleOf(`Electrician – Req ID 4711\n${BODY}`)).toBe("Electrician");
    expect(titleOf(`Electrician #12345\n${BODY}`)).toBe("Electrician");
    expect(titleOf(`Electrician (m/w/d)\n${BODY}`)).toBe("Electrician");
    expect(titleOf(`URGENT: Electrician needed\n${BODY}`)).toBe("Electrician");
    expect(titleOf(`We're hiring: Electrician!\n${BODY}`)).toBe("Electrician");
    expect(titleOf(`Now hiring - Maintenance Electrician\n${BODY}`)).toBe("Maintenance Electrician");
    expect(titleOf(`Join our team as an Electrician!\n${BODY}`)).toBe("Electrician");
    expect(titleOf(`Hiring Maintenance Electrician!\n${BODY}`)).toBe("Maintenance Electrician");
    expect(titleOf(`Volt Services is hiring an Electrician\n${BODY}`)).toBe("Electrician");
    // "Hiring" that is the title's own word stays.
    expect(titleOf(`Hiring Manager\n${BODY}`)).toBe("Hiring Manager");
    expect(titleOf(`Electrician: Join a growing team\n${BODY}`)).toBe("Electrician");
    // A pay plan names no work: "flat" leaned to mail sorters.
    expect(titleOf(`Flat Rate Electrician\n${BODY}`)).toBe("Electrician");
    expect(readJob(`Flat-Rate Technician\n${BODY}`).profile.occupation?.candidates[0]).toEqual(
      readJob(`Technician\n${BODY}`).profile.occupation?.candidates[0],
    );
    // A comma inside a title the synonyms name whole: "Member, Technical Staff" is no "Member".
    expect(titleOf(`Member, Technical Staff\n${BODY}`)).toBe("Member Technical Staff");
    expect(readJob(`Electrician - job post\n${BODY}`).profile.specialties).toEqual([]);
  });

  it("leaves out the ad's own words, its hours, a requisition code and the department before it", () => {
    expect(titleOf(`Electrician Position\n${BODY}`)).toBe("Electrician");
    expect(titleOf(`Electrician Opening - Apply Today!\n${BODY}`)).toBe("Electrician");
    // A search page's title is no place line to drop: "Austin, TX" alone is.
    expect(titleOf(`Electrician Job in Austin, TX\n${BODY}`)).toBe("Electrician");
    expect(titleOf(`Electrician - Austin, TX\n${BODY}`)).toBe("Electrician");
    expect(titleOf(`Volt Services\nSalt Lake City, UT\nElectrician\n${BODY}`)).toBe("Electrician");
    expect(titleOf(`JR-10234 Electrician\n${BODY}`)).toBe("Electrician");
    expect(titleOf(`R0042517 - Maintenance Electrician\n${BODY}`)).toBe("Maintenance Electrician");
    expect(titleOf(`Part-Time Electrician\n${BODY}`)).toBe("Electrician");
    // O*NET lists "Operations" and "Maintenance" as titles too: a department before the bar is not the title.
    expect(titleOf(`Operations | Electrician\n${BODY}`)).toBe("Electrician");
    expect(titleOf(`Maintenance - Industrial Electrician\n${BODY}`)).toBe("Industrial Electrician");
    // An employer after the bar is no title either (O*NET lists "Industries").
    expect(titleOf(`Maintenance | Volt Industries\n${BODY}`)).toBe("Maintenance");
    // Real postings' titles after a department, found by the bench's title additions (2026-11-29):
    // words O*NET lists no title of, and a long title, are the title still; a grade alone is not.
    expect(titleOf(`Operations | Senior Midwife\n${BODY}`)).toBe("Senior Midwife");
    expect(titleOf(`Operations | Kitchen Stores Person\n${BODY}`)).toBe("Kitchen Stores Person");
    expect(titleOf(`Operations | Lead Contact Representative (Lead Customer Service Representative)\n${BODY}`)).toBe(
      "Lead Contact Representative",
    );
    // A long rest whose first part names the role (a real federal title behind a department).
    expect(
      titleOf(
        `Operations | Management Analyst, Program Analyst, Program & Management Analyst (Promotion potential may vary by position.)\n${BODY}`,
      ),
    ).toBe("Management Analyst");
    expect(titleOf(`Nursing - Band 5\n${BODY}`)).toBe("Nursing");
    // The employer described or named after it.
    expect(titleOf(`Electrician for a leading contractor\n${BODY}`)).toBe("Electrician");
    expect(titleOf(`Electrician with Volt Services\n${BODY}`)).toBe("Electrician");
    expect(titleOf(`Electrician at Volt Inc.\n${BODY}`)).toBe("Electrician");
    expect(readJob(`Electrician - Industrial at Volt\n${BODY}`).profile.specialties.map((s) => s.label)).toEqual([
      "Industrial",
    ]);
    // Whom the job serves stays: "for the Deaf" names no employer.
    expect(titleOf(`Teacher for the Deaf\n${BODY}`)).toBe("Teacher for the Deaf");
    // A title that starts with such a word keeps it.
    expect(titleOf(`Position Classification Specialist\n${BODY}`)).toBe("Position Classification Specialist");
  });

  it("reads a grade written after the title as the title's grade", () => {
    const profile = (title: string) => readJob(`${title}\n${BODY}`).profile;
    // Its dot ends no sentence: the line was no title.
    expect(profile("Electrician Sr.").title).toBe("Sr Electrician");
    expect(profile("Electrician, Senior").seniority).toBe(profile("Senior Electrician").seniority);
    expect(profile("Electrician (Senior)").specialties).toEqual([]);
    expect(profile("Electrician Level II").titleKey).toBe(profile("Electrician II").titleKey);
    expect(profile("Entry Level Electrician").titleKey).toBe(profile("Electrician").titleKey);
    expect(profile("Snr Electrician").seniority).toBe(profile("Senior Electrician").seniority);
    expect(profile("Electrician (Level 2)").titleKey).toBe(profile("Electrician II").titleKey);
    expect(profile("Electrician - Level II").specialties).toEqual([]);
    expect(profile("Electrician (Lead)").seniority).toBe(profile("Lead Electrician").seniority);
    expect(profile("Forklift Operator Lead").titleKey).toBe(profile("Lead Forklift Operator").titleKey);
    // "Warehouse Lead" leads the warehouse: O*NET's "Warehouse" is no role before it.
    expect(profile("Warehouse Lead").titleKey).not.toBe(profile("Warehouse").titleKey);
    // Initials with dots are the initials: "Staff R.N." was read as a sentence, "R.N." as no title.
    expect(profile("Staff R.N.").title).toBe("Staff RN");
    expect(profile("L.P.N.").titleKey).toBe(profile("LPN").titleKey);
    // "Principal" after a plain space is the role: a school's principal.
    expect(profile("School Principal").title).toBe("School Principal");
  });

  it("reads no specialty in what an ad offers or in the employer's name after the title", () => {
    const specialties = (title: string) => readJob(`${title}\n${BODY}`).profile.specialties.map((s) => s.label);
    expect(specialties("Electrician - Weekly Pay")).toEqual([]);
    expect(specialties("Electrician - $5,000 Sign-On Bonus")).toEqual([]);
    expect(specialties("Electrician - Immediate Start")).toEqual([]);
    expect(specialties("Electrician — Volt Corp")).toEqual([]);
    expect(specialties("Electrician - Work From Home")).toEqual([]);
    expect(specialties("Electrician - Paid Training")).toEqual([]);
    expect(specialties("Electrician - Hiring Event")).toEqual([]);
    // The offer made the line too long to be O*NET's title, and the bracket's role was read instead.
    expect(titleOf(`Recreation Aid (Lifeguard) NF-01 - $5,000 Sign-On Bonus\n${BODY}`)).toBe(
      titleOf(`Recreation Aid (Lifeguard) NF-01\n${BODY}`),
    );
    expect(titleOf(`Team Lead - Hiring Event\n${BODY}`)).toBe("Team Lead");
    expect(titleOf(`Electrician, Weekly Pay\n${BODY}`)).toBe("Electrician");
    // Their words alone name fields: after a lone role noun, the title's own field (below).
    expect(titleOf(`Specialist - Training\n${BODY}`)).toBe("Training Specialist");
    expect(specialties("Caregiver - Home Care")).toEqual([]);
    expect(titleOf(`Caregiver - Home Care\n${BODY}`)).toBe("Home Care Caregiver");
    expect(specialties("Nursing - Registered Nurse")).toEqual([]);
    // The field beside the offer stays, and a field that uses one of its words keeps them all.
    expect(titleOf(`Electrician - Industrial - Weekly Pay\n${BODY}`)).toBe("Industrial Electrician");
    expect(specialties("Industrial Electrician - Controls - Weekly Pay")).toEqual(["Controls"]);
    expect(specialties("Teacher - Head Start")).toEqual(["Head Start"]);
    expect(specialties("Registered Nurse - Cardiac Unit")).toEqual(["Cardiac Unit"]);
    // A note in brackets is a sentence, no field (a real federal title); an abbreviation's stop is none.
    expect(specialties("Management Analyst (Promotion potential may vary by position.)")).toEqual([]);
    expect(specialties("Program Analyst (Promotion Potential GS-13)")).toEqual([]);
    expect(specialties("Senior Engineer - Site Reliability Eng.")).toEqual(["Site Reliability Eng"]);
  });

  it("reads an ad's call after a colon, and where the post is, as no words of the posting", () => {
    // A real NHS title: "Driver & Call Handler - Night shifts". With ": Join a growing team" after
    // it, or " at Acme Inc.", its terms were read as the posting's words ("night shifts" a keyword).
    const read = (title: string) => readJob(`${title}\n${BODY}`).profile;
    const base = read("Driver & Call Handler - Night shifts");
    for (const title of [
      "Driver & Call Handler - Night shifts: Join a growing team",
      "Driver & Call Handler - Night shifts at Acme Inc.",
    ]) {
      expect(read(title).title, title).toBe(base.title);
      expect(read(title).keywords, title).toEqual(base.keywords);
      expect(read(title).specialties, title).toEqual(base.specialties);
    }
    expect(read("Electrician: Join a growing team").specialties).toEqual([]);
    // A field after a colon is the title's own.
    expect(read("Registered Nurse: Cardiac Unit").specialties.map((s) => s.label)).toEqual(["Cardiac Unit"]);
  });

  it("reads a posting written in capitals as the same posting in ordinary case", () => {
    const ordinary = readJob(`Electrical Technician\n${BODY}`).profile;
    const shouted = readJob(`ELECTRICAL TECHNICIAN\n${BODY.toUpperCase()}`).profile;
    expect(ordinary.keywords.length).toBeGreaterThan(0);
    expect(ordinary.occupation?.candidates[0]).toBeDefined();
    expect(shouted.keywords.map((keyword) => keyword.key)).toEqual(ordinary.keywords.map((keyword) => keyword.key));
    expect(shouted.occupation?.candidates[0]?.occupation).toBe(ordinary.occupation?.candidates[0]?.occupation);
  });

  it("reads skill names and pay grades in a posting in capitals as they are written in ordinary case", () => {
    const shouted = readJob("DATA ANALYST NA-6\nREQUIREMENTS\n- 3+ YEARS OF SAS AND SQL\n- ADVANCED EXCEL").profile;
    expect(shouted.title).toBe("Data analyst");
    expect(shouted.skills.map((skill) => skill.name)).toEqual(expect.arrayContaining(["SAS", "SQL"]));
    // A letter, "etc." and a verb in capitals are no skills.
    const letters = readJob("ANALYST\nREQUIREMENTS\n- PLAN C, TRAVEL ETC.\n- REACT QUICKLY TO CUSTOMERS").profile;
    expect(letters.skills.map((skill) => skill.name)).toEqual([]);
  });

  it("reads a Capitalised name in a posting in capitals where a list or a tool's context names it", () => {
    const skillsOf = (posting: string) =>
      readJob(posting.toUpperCase())
        .profile.skills.map((skill) => skill.name)
        .sort();
    const ordinary = (posting: string) =>
      readJob(posting)
        .profile.skills.map((skill) => skill.name)
        .sort();
    // Each as the same posting in ordinary case reads it.
    for (const posting of [
      "Office Administrator\nRequirements\n- Microsoft Office (Outlook, Word, Excel)\n- Proficient in Excel and Outlook",
      "Analyst\nRequirements\n- Produce Excel reports for the team",
      "Research Scientist\nRequirements\n- Knowledge of C and C++ on Unix platforms\n- Experience with Matlab/R",
      "Administrator\nRequirements\n- Proficiency in Microsoft Office packages, especially Outlook, Word and Excel are also essential.",
      "HR Assistant\nRequirements\n- Experience of HR systems e.g. Workday and of payroll",
    ])
      expect(skillsOf(posting)).toEqual(ordinary(posting));
    expect(skillsOf("Analyst\nRequirements\n- Proficient in Excel and Outlook")).toEqual([
      "Excel",
      "Microsoft Outlook",
    ]);
    // Words, a list's letter, a grade and a name's initials are none.
    const words =
      "Sales Advisor\nRequirements\n- A positive outlook and the drive to excel in sales\n" +
      "- Grade C or above in English; C) a driving licence\n- Registered with the American Dietetic Association (ADA)";
    expect(skillsOf(words)).toEqual([]);
    expect(ordinary(words)).toEqual([]);
  });

  it("reads a place, a label's value and a sentence's start in a posting in capitals as in ordinary case", () => {
    const posting =
      "Receptionist\nLocation: Shah Jalal Medical Centre, 44 Hessel Street, London\nReporting to: Line manager\n" +
      "Closing date: 12 December\nWe are a busy surgery. Patients come first. Street parking is free.\n" +
      "Requirements\n- Greeting patients at the front desk and booking appointments\n- Answering calls from patients";
    const keys = (text: string) => readJob(text).profile.keywords.map((keyword) => keyword.key);
    expect(keys(posting)).not.toContain("street");
    expect(keys(posting.toUpperCase())).toEqual(keys(posting));
  });

  it("reads a posting wrapped at a narrow width as the same posting, its sentences and items whole", () => {
    const posting =
      "Clinical Assistant Administrator\nLocation: Eastbourne\n" +
      "We are currently recruiting for a Clinical Assistant Administrator to join our MRI department at Eastbourne District General Hospital.\n" +
      "As a Clinical Assistant Administrator, you will act as a first point of contact for all visitors, patients and incoming calls, and complete administrative tasks for clinical practitioners.\n" +
      "What are the key responsibilities of the role?\n" +
      "- Greeting patients and their carers in an empathetic and professional manner, ensuring their arrival is recorded on the patient administration system\n" +
      "- Preparing patients for their procedure and escorting them to the clinical area as required\n" +
      "What skills and experience will you need?\n" +
      "- A passion for delivering the highest level of customer service\n" +
      "- Using Microsoft packages and other IT systems\n" +
      "What can we offer you?\n" +
      "We offer a highly competitive salary and a generous flexible benefits package, including 27 days holiday plus bank holidays, a company pension scheme and discounted gym membership.";
    const wrapped = POSTING_FORMS.wrappedAt50!(posting);
    expect(wrapped.split("\n").length).toBeGreaterThan(posting.split("\n").length + 8);
    const read = (text: string) => {
      const { profile } = readJob(text);
      return {
        title: profile.title,
        skills: profile.skills.map((skill) => `${skill.name}/${skill.importance}`),
        keywords: profile.keywords.map((keyword) => keyword.key),
      };
    };
    expect(read(wrapped)).toEqual(read(posting));
  });

  it("reads a German or Spanish posting's title and headings, not a heading as the title", () => {
    const german = readJob(
      "Pflegefachkraft (m/w/d)\nIhre Aufgaben\n- Pflege von Patienten\nIhr Profil\n- Erfahrung mit SAP und Excel\nWir bieten\n- 30 Tage Urlaub",
    ).profile;
    expect(german.title).toBe("Pflegefachkraft");
    expect(german.skills.map((skill) => `${skill.name}/${skill.importance}`)).toEqual(["SAP/must", "Excel/must"]);
    const spanish = readJob(
      "Desarrollador Backend (h/m)\nFunciones\n- Desarrollo de servicios\nRequisitos\n- 3 años de experiencia con Java y SQL\n" +
        "Se valorará\n- Experiencia con Kubernetes\nQué ofrecemos\n- Teletrabajo",
    ).profile;
    expect(spanish.title).toBe("Desarrollador Backend");
    expect(spanish.skills.find((skill) => skill.name === "Java")?.importance).toBe("must");
    expect(spanish.skills.find((skill) => skill.name === "Kubernetes")?.importance).toBe("nice");
  });

  it("reads a posting in capitals with its sections and grades as in ordinary case", () => {
    const hospice =
      "HR Manager\nYou will lead the HR team of the hospice.\nAbout us: St Cuthbert's Hospice provides holistic " +
      "care for patients with life limiting illnesses. Our 11 bedded palliative care unit supports each person.\n" +
      "Requirements\n- 3 years of employee relations";
    // "ABOUT US: ST CUTHBERT'S" is the employer's section, as "About us:" is, not a heading glued to its text.
    const keys = (posting: string) => readJob(posting).profile.keywords.map((keyword) => keyword.key);
    expect(keys(hospice.toUpperCase())).toEqual(keys(hospice));
    const graded = "Data Scientist, GS-1501-14\nRequirements\n- 3 years of statistics";
    expect(readJob(graded.toUpperCase()).profile.seniority).toBe(readJob(graded).profile.seniority);
  });

  it("is the line that names a role even when it ends like a heading, first or under a board's lines", () => {
    const posting = "Aircraft Mechanic (Fixed Wing) - Military Requirement\nHeadquarters, Air Force Reserve Command";
    expect(titleOf(`${posting}\n${BODY}`)).toBe("Aircraft Mechanic");
    expect(titleOf(`Acme\n4.1 ★\n${posting}\n${BODY}`)).toBe("Aircraft Mechanic");
  });

  it("leaves out a federal hiring authority, which is no employer either", () => {
    expect(titleOf(`Acme Corp\nAustin, TX · Full-time · 3 days ago\nCarpenter - Direct Hire Authority\n${BODY}`)).toBe(
      "Carpenter",
    );
    expect(titleOf(`Speech Pathologist-Direct Hire Authority\n${BODY}`)).toBe("Speech Pathologist");
  });

  it("is a first line of title words before a later line that merely holds a title's word", () => {
    const posting =
      "Electrical Craftsperson\nWe are looking to recruit an electrician to our busy electrical workshop.\n" +
      "For further details / informal visits contact:\nDaryl, workshop supervisor\nJob description\n- Maintain wiring";
    expect(titleOf(posting)).toBe("Electrical Craftsperson");
    // "Job description" under the employer's first paragraph is its own heading, kept.
    expect(readJob(posting).text).toContain("Job description");
  });

  it("reads a posting the same with or without a board's heading over its text", () => {
    const plain = "Registered Nurse\nWe care for 400 patients a day in Ohio.\nRequirements\n- BLS\n- Epic charting";
    for (const heading of ["About the job", "Full job description", "Job description"]) {
      const wrapped = plain.replace("\nWe care", `\n${heading}\nWe care`);
      expect(readJob(wrapped).profile.keywords, heading).toEqual(readJob(plain).profile.keywords);
      expect(readJob(wrapped).profile.skills, heading).toEqual(readJob(plain).profile.skills);
    }
    // "About the role" is the employer's heading over the duties, not a board's.
    expect(readJob(plain.replace("\nWe care", "\nAbout the role\nWe care")).text).toContain("About the role");
  });

  it("keeps a line of skills that a board's facts sit in", () => {
    const reading = readJob(`Backend Engineer\nPython · Django · Remote\n${BODY}`);
    expect(reading.text).toContain("Django");
    expect(readJob(`Backend Engineer\nAcme · Remote · 2 days ago · 40 applicants\n${BODY}`).text).not.toContain(
      "applicants",
    );
  });

  it("is found under a board's lines when it is long, or ends like an employer's name", () => {
    const long =
      "Management Analyst, Program Analyst, Program & Management Analyst (Promotion potential may vary by position.)";
    expect(titleOf(`Acme Corp\nAustin, TX · Full-time · Posted 3 days ago\n${long}\n${BODY}`)).toBe(
      "Management Analyst",
    );
    // An Indeed page: its heading over the text is dropped under a long title too.
    expect(readJob(`${long} - job post\nAcme\nFull job description\n${BODY}`).text).not.toContain("job description");
    expect(
      titleOf(`Acme Corp\nSoftware Engineer Staff Scientist: Human Language Technologies\nWho we are\n${BODY}`),
    ).toBe("Software Engineer Staff Scientist");
    expect(titleOf(`Acme\n4.1 ★\nAgile Product Owner for the Digital Control Centre\n${BODY}`)).toBe(
      "Agile Product Owner for the Digital Control Centre",
    );
  });

  it("is not the job title of the person to contact, as NHS postings name them", () => {
    const contact =
      "For further details / informal visits contact:\nName: Andrew Haycock\nJob title: Deputy Head of Estates\n" +
      "Email address: andrew.haycock@nhs.net";
    expect(titleOf(`Maintenance Technician - Mechanical\n${BODY}\n${contact}`)).toBe("Maintenance Technician");
    expect(titleOf(`Acme\nJob title: Maintenance Technician\n${BODY}\n${contact}`)).toBe("Maintenance Technician");
  });

  it("is no 'position:' of a sentence wrapped at the page's width", () => {
    // A federal posting's selective factor, wrapped: "…to qualify for this / position: Do you…".
    const wrapped =
      "Applicant must also possess the following selective placement factor to qualify for this\n" +
      "position: Do you possess a valid state Class\nA or B commercial driver's license";
    expect(titleOf(`Motor Vehicle Operator (CDL)\n${BODY}\n${wrapped}`)).toBe("Motor Vehicle Operator");
    // A label on its own line still names the title.
    expect(titleOf(`Acme Logistics\nPosition: Motor Vehicle Operator\n${BODY}`)).toBe("Motor Vehicle Operator");
  });

  it("is labelled under the posting, and the posting above it is still read", () => {
    // As a recruiter's tracker exports a posting: the details block, title included, at the end.
    const body = "Responsibilities\n- Build ETL pipelines\nRequirements\n- Python and SQL\n- Apache Airflow";
    const posting = `${body}\nLocation: Uxbridge\nRole: Data Engineer`;
    expect(titleOf(posting)).toBe("Data Engineer");
    const skills = readJob(posting).profile.skills.map((skill) => skill.name);
    expect(skills).toEqual(expect.arrayContaining(["Python", "SQL", "Apache Airflow"]));
    expect(skills).toEqual(readJob(`Data Engineer\n${body}`).profile.skills.map((skill) => skill.name));
  });

  it("is the part that names a role when a dash puts something else first", () => {
    // The NHS's staff bank: "Bank - Healthcare Assistant" is a healthcare assistant's post.
    const title = "Bank - Healthcare Assistant";
    expect(titleOf(`${title}\n${BODY}`)).toBe("Healthcare Assistant");
    expect(titleOf(`${title} - job post\nAcme\n4.1 out of 5 stars\nFull job description\n${BODY}`)).toBe(
      "Healthcare Assistant",
    );
    expect(titleOf(`Registered Nurse - Night Shift\n${BODY}`)).toBe("Registered Nurse");
    // A grade's noun first, the work after the dash.
    expect(titleOf(`Research Associate - Programmer\n${BODY}`)).toBe("Programmer");
    expect(titleOf(`Sales Associate - Downtown Store\n${BODY}`)).toBe("Sales Associate");
    // So after a comma or in parentheses: a firm's "Associate" alone was a team assembler.
    expect(titleOf(`Associate, Java Developer\n${BODY}`)).toBe("Java Developer");
    expect(titleOf(`Senior Associate, Information Security Engineer\n${BODY}`)).toBe("Information Security Engineer");
    expect(titleOf(`Associate (Management Consultant)\n${BODY}`)).toBe("Management Consultant");
    expect(titleOf(`Associate, Regulatory Affairs\n${BODY}`)).toBe("Regulatory Affairs Associate");
    expect(titleOf(`Research Associate (Chemistry)\n${BODY}`)).toBe("Research Associate");
  });

  it("reads a team lead's field after a dash or a comma, as the title written the other way round", () => {
    // "Team Lead - Warehouse" was any team lead (the dash's part dropped), so it read as the
    // posting's forklift work and scored a forklift operator 12 points above "Warehouse Team Lead".
    expect(titleOf(`Team Lead - Warehouse\n${BODY}`)).toBe("Warehouse Team Lead");
    expect(titleOf(`Team Lead, Warehouse\n${BODY}`)).toBe("Warehouse Team Lead");
    // The terms of the job, a place or another role are no field.
    expect(titleOf(`Team Lead - Nights\n${BODY}`)).toBe("Team Lead");
    expect(titleOf(`Team Lead, Austin TX\n${BODY}`)).toBe("Team Lead");
    // A sales associate's department is no team's field: read as before.
    expect(titleOf(`Sales Associate, Home Goods\n${BODY}`)).toBe("Sales Associate");
    expect(titleOf(`Sales Associate - Home Goods\n${BODY}`)).toBe("Sales Associate");
  });

  it("reads a lone role noun's field after a dash as after a comma, as the title written the other way round", () => {
    // "Supervisor - Security" was any supervisor, placed among social workers; "Supervisor,
    // Security" a security supervisor (docs/ats-scorecard.md "Titles written the other way round").
    for (const title of ["Supervisor - Security", "Supervisor, Security", "Security Supervisor"])
      expect(titleOf(`${title}\n${BODY}`)).toBe("Security Supervisor");
    expect(titleOf(`Laborer - Landscape\n${BODY}`)).toBe("Landscape Laborer");
    // In brackets too, where the bracket holds a field alone: "Engineer (Civil)" was any engineer.
    expect(titleOf(`Engineer (Civil)\n${BODY}`)).toBe("Civil Engineer");
    expect(titleOf(`Nurse (ICU)\n${BODY}`)).toBe("ICU Nurse");
    expect(titleOf(`Nurse (Remote)\n${BODY}`)).toBe("Nurse");
    expect(titleOf(`Operations | Accountant (Accounts Receivable) - Remote\n${BODY}`)).toBe(
      "Accounts Receivable Accountant",
    );
    expect(titleOf(`LABORER (Standing Register)\n${BODY}`)).toBe("LABORER");
    // The terms of the job in brackets are no title of their own ("Seasonal" is one O*NET lists).
    expect(titleOf(`Sales Associate (Seasonal)\n${BODY}`)).toBe("Sales Associate");
    // After the employer's name too: "FirstCry - Executive - Social Media" was any executive.
    expect(titleOf(`FirstCry - Executive - Social Media\n${BODY}`)).toBe("Social Media Executive");
    expect(titleOf(`Acme - Nurse - Nights\n${BODY}`)).toBe("Nurse");
    // The terms of the job, a place or an employer are no field.
    expect(titleOf(`Nurse - Nights\n${BODY}`)).toBe("Nurse");
    expect(titleOf(`Electrician - Austin, TX\n${BODY}`)).toBe("Electrician");
    expect(titleOf(`Driver - Acme Logistics Inc\n${BODY}`)).toBe("Driver");
  });

  it("reads a list of fields written with its commas as one title, and no role's units after its comma", () => {
    expect(titleOf(`Transportation, Storage, and Distribution Managers\n${BODY}`)).toBe(
      "Transportation Storage and Distribution Managers",
    );
    expect(titleOf(`Registered Nurse, ICU, and Step-Down\n${BODY}`)).toBe("Registered Nurse");
  });

  it("reads a title whose role noun comes a word after an O*NET title, on a posting pasted as one line", () => {
    // "Warehouse" is an O*NET title: the one-line posting's title ended there, not at "Lead".
    expect(
      titleOf(`Warehouse Team Lead Northside Distribution ships 20,000 orders a day. ${BODY.replace(/\n/g, " ")}`),
    ).toBe("Warehouse Team Lead");
    expect(
      titleOf(`Logistics Dispatcher Swift Freight runs three distribution centers. ${BODY.replace(/\n/g, " ")}`),
    ).toBe("Logistics Dispatcher");
    // A dash joins the title to more of it: the title does not end at the dash.
    expect(titleOf(`Site Supervisor - Security Sentinel Security protects offices. ${BODY.replace(/\n/g, " ")}`)).toBe(
      "Site Supervisor",
    );
  });

  it("keeps the posting's words on its title's line after an 'at', a board's additions aside", () => {
    for (const posting of [
      "Staff Accountant - we need someone at Acme who knows NetSuite and Excel\nResponsibilities\n- Close the books",
      "We are hiring a Staff Accountant to join our team at Acme and run the month-end close in NetSuite and Excel",
    ])
      expect(
        readJob(posting).profile.skills.map((skill) => skill.name),
        posting,
      ).toEqual(expect.arrayContaining(["NetSuite", "Excel"]));
    // The title stops where the sentence says what the hire is for.
    expect(
      titleOf("We are hiring a Staff Accountant to join our team at Acme and run the month-end close in NetSuite"),
    ).toBe("Staff Accountant");
  });

  it("reads the same job whatever employer or place a board shows around the title", () => {
    // "Acme" is also a screw thread in O*NET's tasks: the employer's line says nothing of the work.
    const plain = readJob(`Maintenance Electrician\n${BODY}`).profile;
    for (const page of [
      `Acme\nMaintenance Electrician\n${BODY}`,
      `Maintenance Electrician - job post\nAcme\nAustin, TX 78701\n${BODY}`,
      `Maintenance Electrician\nRemote in Denver, CO\n${BODY}`,
      // What a board or an ad writes after the title, on its line: its words are no part of the
      // posting's keywords or wording (they moved a real bartender's score by 6).
      `Maintenance Electrician | Acme | London, UK (Hybrid)\n${BODY}`,
      `Maintenance Electrician - Weekly Pay\n${BODY}`,
      `Maintenance Electrician, Boston MA\n${BODY}`,
    ]) {
      const read = readJob(page).profile;
      expect(read.occupation?.candidates, page).toEqual(plain.occupation?.candidates);
      expect(read.keywords, page).toEqual(plain.keywords);
      expect([...read.wording.keys()], page).toEqual([...plain.wording.keys()]);
      expect(read.seniority, page).toBe(plain.seniority);
    }
    // A place after a title that is no O*NET title is no part of a list of fields.
    expect(titleOf(`Pharmacy Dispenser, Boston MA\n${BODY}`)).toBe("Pharmacy Dispenser");
    // Nor are a board's employer and place between bars after a noun the lexicon knows as no role's
    // (a real NHS post: read as pharmacists, not pharmacy aides, with them).
    const dispenser = readJob(`Pharmacy Dispenser\n${BODY}`).profile;
    const barred = readJob(`Pharmacy Dispenser | Acme | London, UK (Hybrid)\n${BODY}`).profile;
    expect(barred.occupation?.candidates).toEqual(dispenser.occupation?.candidates);
    expect([...barred.wording.keys()]).toEqual([...dispenser.wording.keys()]);
  });

  it("reads the field after a comma that follows a grade and a role noun, and no place or shift", () => {
    const read = (title: string, body: string) => readJob(`${title}\n${body}`).profile;
    const marketing = "Responsibilities\n- Plan product launches and campaigns\nRequirements\n- 8+ years in marketing";
    const inverted = read("Senior Director, Product Marketing", marketing);
    const written = read("Senior Product Marketing Director", marketing);
    expect(inverted.occupation?.candidates).toEqual(written.occupation?.candidates);
    expect(inverted.keywords).toEqual(written.keywords);
    const books = "Responsibilities\n- Close the books each month\nRequirements\n- CPA";
    for (const [withTerms, title] of [
      ["Senior Accountant, London", "Senior Accountant"],
      ["Lead Nurse, Nights", "Lead Nurse"],
      ["Senior Accountant, Remote", "Senior Accountant"],
      // A lone role noun takes the field after its comma ("Helper, Roofing"), never a place.
      ["Accountant, Boston MA", "Accountant"],
    ] as const) {
      expect(read(withTerms, books).title, withTerms).toBe(title);
      expect(read(withTerms, books).keywords, withTerms).toEqual(read(title, books).keywords);
    }
  });

  it("reads the first of titles offered as alternatives, and no slash between fields or kinds of work", () => {
    const body = "Responsibilities\n- Build and run web services\nRequirements\n- Python\n- SQL";
    const read = (title: string) => readJob(`${title}\n${body}`).profile;
    for (const [offered, first] of [
      ["Software Engineer / Developer", "Software Engineer"],
      ["Accountant/Bookkeeper", "Accountant"],
      ["Staff Accountant / Senior Accountant", "Staff Accountant"],
      // A grade after the role noun, and a title's own abbreviation before the slash's other side.
      ["Mechanical Engineer / Mechanical Engineer II", "Mechanical Engineer"],
      ["Senior Mechanical Engineer / Sr. Mechanical Engineer", "Senior Mechanical Engineer"],
      ["Paralegal / Litigation Paralegal", "Paralegal"],
      // A role O*NET names that is no role noun of ours.
      ["Barista / Lead Barista", "Barista"],
      // One title twice, the second with its setting after a dash.
      ["Physical Therapist / Physical Therapist - Outpatient", "Physical Therapist"],
    ] as const) {
      expect(read(offered).title, offered).toBe(first);
      expect(read(offered).keywords, offered).toEqual(read(first).keywords);
    }
    // Fields joined by a slash, or two kinds of work, are read whole.
    for (const whole of [
      "AI/ML Engineer",
      "UI/UX Designer",
      "Mechanical/Electrical Technician",
      "Clinical Director/Physical Therapist",
      "Analyst / Programmer",
    ])
      expect(read(whole).title, whole).toBe(whole);
  });

  it("is held by a resume that abbreviates it, as the posting's would be written out", () => {
    const analysis = analyzeAts({
      resumeText:
        "Summary\nB2B seller of clinic software.\nExperience\nAccount Exec, MedSoft — 2020-01 – Present\n- Closed $1.2M in new revenue",
      jobDescriptionText: "Account Executive\nRequirements\n- 3+ years of B2B sales\n- Salesforce",
      asOf: "2026-11",
    });
    const title = analysis.metadata.analysis.components.find((component) => component.id === "jobTitle")!;
    expect(title.items[0]?.detailText).toEqual({ code: "titleExact" });
    const roleFit = analysis.metadata.analysis.components.find((component) => component.id === "roleFit")!;
    // Quoted as the resume writes it, read as the same occupation.
    expect(roleFit.items[0]?.detailText).toMatchObject({
      params: { roleFit: { params: { text: "Account Exec", relation: "same" } } },
    });
    const headline = analyzeAts({
      resumeText: "Jordan Reyes\nSr. Account Exec\nSkills\nSalesforce, B2B sales, negotiation",
      jobDescriptionText: "Account Executive\nRequirements\n- 3+ years of B2B sales\n- Salesforce",
      asOf: "2026-11",
    }).metadata.analysis.components.find((component) => component.id === "roleFit")!;
    expect(headline.items[0]?.detailText).toMatchObject({
      params: { roleFit: { params: { source: "headline", relation: "same" } } },
    });
  });

  it("places a role noun 'of' its field as the title written the other way round, and shows it as written", () => {
    const read = (title: string) => titleAsRead(titleOf(`${title}\n${BODY}`) ?? "");
    expect(read("Director of Marketing")).toBe("Marketing Director");
    expect(read("Senior Director of Engineering")).toBe("Senior Engineering Director");
    expect(read("Supervisor of Housekeeping, Nights")).toBe("Housekeeping Supervisor");
    // A head and a vice president head the field as its director does, "of" it or not ("VP
    // Operations" was a textile machine setter, "Operations" alone an operator's word).
    expect(read("Vice President of Sales")).toBe("Sales Director");
    expect(read("Head of Engineering")).toBe("Engineering Director");
    expect(read("VP Operations")).toBe("Operations Director");
    expect(read("SVP Engineering")).toBe("Engineering Director");
    expect(read("VP Software Engineer")).toBe("VP Software Engineer");
    // The field after a comma, or before the grade: "VP, Engineering" was read by "Engineering"
    // alone, "EVP, Sales" and "AVP, Data Science" by the grade alone.
    expect(read("VP, Engineering")).toBe("Engineering Director");
    expect(read("EVP, Sales")).toBe("Sales Director");
    expect(read("AVP, Data Science")).toBe("Data Science Director");
    expect(read("Vice President, Marketing")).toBe("Marketing Director");
    expect(read("Engineering VP")).toBe("Engineering Director");
    expect(read("Vice President, Boston, MA")).toBe("Vice President");
    // A specialty's fellow is a physician in training (O*NET lists "Fellow" only for research);
    // a research or policy fellow reads as written.
    expect(read("Pediatric Anesthesiology Fellow")).toBe("Pediatric Anesthesiology Physician");
    expect(read("Fellow - Adult Cardiothoracic Anesthesiology")).toBe("Adult Cardiothoracic Anesthesiology Physician");
    expect(read("Policy Fellow")).toBe("Policy Fellow");
    expect(read("Pediatric Dentistry Fellow")).toBe("Pediatric Dentistry Fellow");
    // "First-Line" is the first level of supervision, no field.
    expect(read("First-Line Supervisor of Food Service")).toBe("Food Service Supervisor");
    // Whom the job serves, a staff, a place: read as written.
    expect(read("Teacher for the Deaf")).toBe("Teacher for the Deaf");
    expect(read("Chief of Staff")).toBe("Chief of Staff");
    expect(read("Professor of Practice")).toBe("Professor of Practice");
    expect(read("Director of Austin Operations")).toBe("Director of Austin Operations");
    // The title shown, and looked for in the resume, is the employer's.
    expect(titleOf(`Director of Marketing\n${BODY}`)).toBe("Director of Marketing");
  });

  it("places two title words written as one apart, and no tool's name", () => {
    expect(titleAsRead("Sheetmetal Worker")).toBe("Sheet metal Worker");
    expect(titleAsRead("Lawncare Technician")).toBe("Lawn care Technician");
    // Words that begin no O*NET title together, and tools, stay whole.
    expect(titleAsRead("Firebase Developer")).toBe("Firebase Developer");
    expect(titleAsRead("Teamcenter Administrator")).toBe("Teamcenter Administrator");
    expect(titleAsRead("Salesforce Administrator")).toBe("Salesforce Administrator");
  });

  it("places the work named for the one who does it", () => {
    expect(titleAsRead("General Farm Work")).toBe("General Farm Worker");
    expect(titleAsRead("Work")).toBe("Work");
  });
});

describe("words of a posting that are no skills", () => {
  const skillsOf = (posting: string) => readJob(posting).profile.skills.map((skill) => skill.name);

  it("reads the verb 'act' and a law's 'Act' as words, not the CRM Act!", () => {
    const duties = "Call Handler\nResponsibilities\n";
    expect(skillsOf(`${duties}- You will act as the first point of contact`)).not.toContain("Act!");
    expect(skillsOf(`${duties}- Keep records under the Data Protection Act 2018`)).not.toContain("Act!");
  });

  it("reads a kitchen's Head Chef as the cook, and the tool Chef where software is", () => {
    expect(skillsOf("Catering Assistant\nFor further information please contact our Head Chef.")).not.toContain("Chef");
    expect(skillsOf("DevOps Engineer\nRequirements\n- Automate servers with Chef and Terraform")).toContain("Chef");
  });

  it("reads a lettered item, on its own line or inside a sentence, as no language C", () => {
    const software = "Software tester\nWe test software in a programming team.\n";
    expect(skillsOf(`${software}C. Ability to estimate costs\nB. Knowledge of drafting`)).not.toContain("C");
    expect(skillsOf(`${software}Qualify with (B) a degree; OR (C) A combination of both.`)).not.toContain("C");
    expect(skillsOf(`${software}Requirements\n- C and C++ on embedded targets`)).toContain("C");
  });

  it("reads a form's labels as no keywords", () => {
    const posting = "Clinical Assistant\nJob Title: Clinical Assistant\nWorking pattern: 36 hours per week\n" + BODY;
    const keys = readJob(posting.toUpperCase()).profile.keywords.map((keyword) => keyword.label);
    expect(keys).not.toContain("title");
    expect(keys).not.toContain("pattern");
  });
});

describe("a title on one line with the posting", () => {
  const body = " Meridian Engineering designs roads for cities in Texas. Requirements - Civil 3D - EIT or PE license";
  it("keeps the field written after the role, in brackets or after a dash", () => {
    for (const title of ["Project Engineer (Civil)", "Project Engineer - Civil"]) {
      const job = readJob(title + body).profile;
      expect(job.title, title).toBe("Project Engineer");
      expect(job.specialties.map((specialty) => specialty.label)).toEqual(["Civil"]);
    }
  });

  it("does not take the employer's first word for the field", () => {
    expect(
      readJob(`Project Engineer - Meridian Engineering designs roads. Requirements - Civil 3D`).profile.title,
    ).toBe("Project Engineer");
    expect(
      readJob(`Project Engineer - Meridian Engineering designs roads. Requirements - Civil 3D`).profile.specialties,
    ).toEqual([]);
  });

  it("reads another name for the job after the dash as no field", () => {
    const job = readJob(`Project Engineer - Civil / Civil Project Engineer\n${BODY}`).profile;
    expect(job.specialties.map((specialty) => specialty.label)).toEqual(["Civil"]);
  });
});

describe("a title's abbreviations", () => {
  it("writes out a veterinary practice's 'Vet', and only before its jobs", () => {
    expect(expandTitleAbbreviations("Surgery Vet Tech")).toBe("Surgery Veterinary Technician");
    expect(expandTitleAbbreviations("Vet Assistant")).toBe("Veterinary Assistant");
    expect(expandTitleAbbreviations("Vet Services Coordinator")).toBe("Vet Services Coordinator");
  });
});
