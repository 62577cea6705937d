import { describe, expect, it } from "vitest";
import raw from "./occupations.json";
import { findTitle, occupationById, placeOccupation, placementFit, relatedness, RELATEDNESS } from "./occupations";
import { extractJob, placeTitle } from "./extract-job";
import { tokenizeLine, type Token } from "./tokenize";

const tokens = (text: string): Token[] => {
  const out: Token[] = [];
  tokenizeLine(text, 0, out);
  return out;
};
const place = (title: string, duties = "") => placeOccupation(tokens(title), tokens(duties));
const top = (title: string, duties = "") => {
  const placement = place(title, duties);
  return placement ? occupationById(placement.candidates[0]!.occupation).title : null;
};
const codeOf = (title: string) => raw.occupations.findIndex(([, name]) => name === title);

describe("O*NET occupation data", () => {
  it("carries the O*NET attribution and stays compact", () => {
    expect(raw.attribution).toContain("O*NET OnLine by the U.S. Department of Labor");
    expect(raw.attribution).toContain("CC BY 4.0");
    expect(raw.occupations.length).toBe(1016);
    expect(JSON.stringify(raw).length).toBeLessThan(2.5 * 1024 * 1024);
  });
});

describe("placing a title in an occupation", () => {
  it.each([
    ["Registered Nurse", "Registered Nurses"],
    ["Staff RN", "Registered Nurses"],
    ["ACCOUNTANT", "Accountants and Auditors"],
    ["Senior Staff Accountant", "Accountants and Auditors"],
    ["Chef", "Chefs and Head Cooks"],
    ["Paralegal", "Paralegals and Legal Assistants"],
    ["Graphic Designer", "Graphic Designers"],
    ["Hospital Administrator", "Medical and Health Services Managers"],
    ["Senior Frontend Engineer", "Web Developers"],
  ])("reads %j as %s", (title, occupation) => {
    expect(top(title)).toBe(occupation);
  });

  it("finds the title phrase inside a noisy role line, longest first", () => {
    const line = tokens("Company Name July 2011 to November 2012 Staff Accountant");
    const match = findTitle(line)!;
    expect(
      line
        .slice(match.start, match.start + match.length)
        .map((token) => token.raw)
        .join(" "),
    ).toBe("Staff Accountant");
  });

  it("lets the duties choose among the occupations a vague title names", () => {
    expect(top("Manager", "Managed the restaurant kitchen, menus, food cost and line cooks")).toMatch(
      /Food Service Managers|Chefs and Head Cooks/,
    );
    expect(
      top(
        "Manager",
        "Led the accounting team: financial statements, general ledger, budgets, audits, cash flow and financial reporting for the CFO",
      ),
    ).toMatch(/Financial Managers|Accountants/);
  });

  it("reads a title O*NET does not list by its words and duties", () => {
    expect(
      top("Marketing Analytics Specialist", "Analyzed campaign performance and built marketing dashboards"),
    ).toMatch(/Market Research|Marketing|Business Intelligence/);
  });

  it("places a role by its duties alone when it has no title", () => {
    expect(
      top(
        "",
        "Administered medications, assessed patients, charted vital signs in the EHR, educated families on discharge",
      ),
    ).toMatch(/Nurse/);
  });
});

describe("how close two occupations are", () => {
  it("is 1 for the same occupation, less for related ones, 0 for unrelated ones", () => {
    const rn = codeOf("Registered Nurses");
    const lpn = codeOf("Licensed Practical and Licensed Vocational Nurses");
    const acute = codeOf("Acute Care Nurses");
    const cook = codeOf("Cooks, Restaurant");
    expect(relatedness(rn, rn)).toBe(RELATEDNESS.same);
    expect(relatedness(rn, acute)).toBe(RELATEDNESS.variant);
    expect(relatedness(rn, lpn)).toBe(RELATEDNESS.primaryShort);
    expect(relatedness(rn, cook)).toBe(0);
  });

  it("scores two readings of the same title 1 however uncertain, and unrelated ones near 0", () => {
    const teacher = place("Teacher", "lesson plans for 5th grade students")!;
    expect(placementFit(teacher, place("Teacher", "taught reading and math to 4th graders")!).credit).toBeGreaterThan(
      0.8,
    );
    expect(placementFit(place("Registered Nurse")!, place("Line Cook")!).credit).toBeLessThan(0.1);
    const sales = placementFit(
      place("Marketing Analyst", "market research, campaign analytics")!,
      place("Sales Representative", "sold to accounts, met quota")!,
    ).credit;
    expect(sales).toBeGreaterThan(0.05);
    expect(sales).toBeLessThan(0.6);
  });
});

/**
 * Real posting titles, as labour-certification filings write them (docs/ats-scorecard.md
 * "Placement of real posting titles"): the field (SOC major group) each is read in.
 */
describe("placing filed posting titles in their field", () => {
  const majorGroup = (title: string) => {
    const placement = placeTitle(title);
    return placement ? occupationById(placement.candidates[0]!.occupation).code.slice(0, 2) : null;
  };

  // O*NET's "Livestock, Grain, Cotton and Other Farm Products Purchasing Agent" once made
  // "Livestock" a buyer's title, "Cleaning, Washing, and Metal Pickling Equipment Operators"
  // made "Cleaning" a machine operator's: the head of a list of fields is no title.
  it.each([
    ["Farm and Livestock Worker", "45"],
    ["Irrigation and Livestock Worker", "45"],
    ["Cleaning Staff", "37"],
    // A comma in a filed title: the inverted form of the Dictionary of Occupational Titles (a lone
    // role noun first), and a list of fields before the role noun.
    ["SUPERVISOR, ROAD PAVING", "47"],
    ["HELPER, PLASTICS MANUFACTURING", "51"],
    ["LABORER, ROOFING", "47"],
    ["Child, Family, and School Social Worker", "21"],
    // "Laborer", "Attendant": role nouns of many fields, placed by the rest of the title.
    ["Seafood Plant Laborer", "51"],
    ["Farmworker/Laborer - Orchards", "45"],
    ["Insulation Laborers", "47"],
    ["Banquet Attendants", "35"],
    ["Lawn Crew Members", "37"],
    // A title O*NET lists alike under "All Other" occupations and a detailed one.
    ["Field Worker - Onion Harvest", "45"],
    ["Sweet Potato Field Workers", "45"],
    // "Chef" is also a configuration tool: in a chef's title it is the cook.
    ["Summer Chef", "35"],
    ["Wood-Fired Pizza Chef", "35"],
    // Listed alike under several occupations: the one named for it goes first.
    ["Medical Technologist - Blood Bank", "29"],
    // A title none of whose words O*NET knows, misspelt by a letter.
    ["Recepionist", "43"],
    ["Dishwaser", "35"],
    ["Landscapper", "37"],
    // A word misspelt by a letter beside words O*NET knows ("Engineer" read alone was any engineer).
    ["Softare Engineer, Applications", "15"],
    ["Computer Systmes Analyst", "15"],
    // Terms and grades ("Seasonal", "Temporary", "I") say nothing of the occupation.
    ["Seasonal Laborers", "53"],
    // Nor do "Senior" (a word of "Senior Pastor") or "Lead" (of "Lead Glazier", "Lead Abatement
    // Worker"): "Senior Consultant" read as a religious director, "Lead Consultant" as a glazier.
    ["Senior Consultant", "13"],
    ["Lead Consultant", "13"],
    ["Senior Developer", "15"],
    // A generic role noun before a comma in O*NET's own title ("Directors, Religious Activities and
    // Education") is no title of every director.
    ["Senior Director of Technology", "11"],
    ["Director of Men's Tennis", "11"],
    // Grades before the role noun, the field after the comma.
    ["Senior Director, Product Marketing", "11"],
    ["Sr. Associate, Regulatory Affairs", "13"],
    ["Senior Engineer, Software", "15"],
    // A list of fields written with its commas, and O*NET's own titles that hold one; the first
    // level of supervision ("First-Line") is no field, and a role noun "of" its field, or before
    // its field after a dash, is the title written the other way round.
    ["Transportation, Storage, and Distribution Managers", "11"],
    ["Laborers and Freight, Stock, and Material Movers, Hand", "53"],
    ["First-Line Supervisors of Police and Detectives", "33"],
    ["First Line Supervisor, Food Service", "35"],
    ["Supervisor - Security", "33"],
    ["Head of Sales", "11"],
    ["Laborer - Landscape", "37"],
    ["Helper - Roofing", "47"],
    // Two title words written as one, and the work named for the one who does it.
    ["Sheetmetal Worker", "47"],
    ["Lawncare Laborer", "37"],
    ["General Farm Work", "45"],
    // Abbreviations of filed and posted titles.
    ["Computer SW Engineers, Applications", "15"],
    ["Sr. S/W Developer", "15"],
    ["Info Security Analyst", "15"],
    // Titles of software teams O*NET lacks or lists only elsewhere.
    ["Tech Lead", "15"],
    ["Product Owner", "13"],
    ["Test Analyst", "15"],
    ["Mobile Developer", "15"],
    ["QA Lead", "15"],
    ["Requirements Analyst", "15"],
    ["Application Consultant", "15"],
    // Titles read in another field altogether: an animal O*NET's titles never name before
    // "Processor" (a postal mail processor), "Help" (a help desk), "Head" (a head cook).
    ["Crawfish Processors", "51"],
    ["Kitchen Help", "35"],
    ["Head Groom", "39"],
    ["Houseman", "37"],
    ["Call Handler", "43"],
    ["Farm Tractor Driver", "45"],
    // A tool in the title says which architect: a system's, or a building's.
    ["SAP Architect", "15"],
    ["Revit Architect", "17"],
    ["Customer Service Team Lead", "43"],
    ["Virtual Assistant", "43"],
    ["Business Development Representative", "41"],
    ["VP Operations", "11"],
    ["Attending Physician", "29"],
    ["Pediatric Anesthesiology Fellow", "29"],
    ["Research Fellow", "19"],
  ])("reads %j in SOC %s-", (title, group) => {
    expect(majorGroup(title)).toBe(group);
  });

  // Where O*NET lists a title alike under several occupations, the one whose own title names its
  // role noun goes first ("UX Designer" is Web and Digital Interface Designers', not the testers');
  // "HVAC" is no skill of the dictionary: a skill in a title speaks as a skill, and the title of
  // the heating and cooling mechanics would be a technician's alone.
  it.each([
    ["UX Designer", "15-1255.00"],
    ["HVAC Technician", "49-9021.00"],
  ])("reads %j as %s", (title, code) => {
    const placement = placeTitle(title);
    expect(placement && occupationById(placement.candidates[0]!.occupation).code).toBe(code);
  });

  it("reads an Account Executive by the work: closing sales, or running an agency's campaigns", () => {
    // O*NET lists the title only under Advertising and Promotions Managers; on job boards it is
    // mostly the sales representative.
    const topTitle = (duties: string) =>
      occupationById(place("Account Executive", duties)!.candidates[0]!.occupation).title;
    expect(
      topTitle("Close new B2B software deals with mid-market customers, run demos and negotiate contracts"),
    ).toMatch(/^Sales Representatives/);
    expect(topTitle("Manage advertising campaigns for agency clients, media planning and buying")).toBe(
      "Advertising and Promotions Managers",
    );
  });

  it("reads a title listed alike under several occupations as one named for it", () => {
    // "Equipment Operator" is a reported title of Nuclear Technicians as of equipment operators.
    const placement = placeTitle("Equipment Operator (Seasonal)")!;
    expect(occupationById(placement.candidates[0]!.occupation).title).toMatch(/Equipment Operators/);
  });

  it("reads a title by its own words before other words of the same stems", () => {
    // "Computer Scientist" is a computer research scientist's title; mathematicians list
    // "Computational Scientist", of the same stems. A federal posting's coursework in mathematics
    // and statistics does not make it theirs.
    const federal = extractJob(
      "Computer Scientist\nQualifications\n- 30 semester hours in a combination of mathematics, statistics and computer " +
        "science, including differential and integral calculus",
    );
    expect(occupationById(federal.occupation!.candidates[0]!.occupation).title).toBe(
      "Computer and Information Research Scientists",
    );
    const weightOf = (title: string, occupation: string) =>
      placeTitle(title)!.candidates.find((candidate) => occupationById(candidate.occupation).title === occupation)?.p ??
      0;
    // "Product Manager" and "Production Manager" share stems, and not their occupations.
    expect(weightOf("Product Manager", "Marketing Managers")).toBeGreaterThan(
      1.5 * weightOf("Product Manager", "Industrial Production Managers"),
    );
    expect(weightOf("Production Manager", "Marketing Managers")).toBe(0);
    // "Physical Instructor" is a fitness instructor's; "Physics Instructor" a physics teacher's.
    expect(occupationById(placeTitle("Physical Instructor")!.candidates[0]!.occupation).title).toBe(
      "Exercise Trainers and Group Fitness Instructors",
    );
  });

  it("reads a chief … officer as a chief executive, unless the officer is a uniformed service's", () => {
    const topTitle = (title: string) => occupationById(placeTitle(title)!.candidates[0]!.occupation).title;
    for (const title of [
      "Chief Marketing Officer",
      "Chief Medical Officer",
      "Chief Compliance Officer",
      "Global Chief Human Resources & Strategy Officer",
      "EVP & Chief Development Officer",
    ])
      expect(topTitle(title), title).toBe("Chief Executives");
    expect(topTitle("Chief Probation Officer")).toBe("Probation Officers and Correctional Treatment Specialists");
    expect(topTitle("Chief Petty Officer")).not.toBe("Chief Executives");
    // A chief officer with nothing between is a ship's chief mate, no chief executive.
    expect(topTitle("Chief Officer")).not.toBe("Chief Executives");
  });

  it("reads a consulting firm's advisory practice as no field of its own", () => {
    const topTitle = (title: string) => occupationById(placeTitle(title)!.candidates[0]!.occupation).title;
    expect(topTitle("Advisory Senior Consultant")).toBe(topTitle("Senior Consultant"));
    expect(topTitle("Advisory Manager")).not.toBe("Occupational Health and Safety Technicians");
    // O*NET's own title with the word still reads as itself.
    expect(topTitle("Advisory Industrial Hygienist")).toBe("Occupational Health and Safety Technicians");
  });

  it("reads a laborer or an attendant as neither a profession nor a supervisor", () => {
    const topTitle = (title: string) => occupationById(placeTitle(title)!.candidates[0]!.occupation).title;
    expect(topTitle("Landscape Planting Laborer")).toBe("Landscaping and Groundskeeping Workers");
    expect(topTitle("Commissary Kitchen Attendant")).toBe("Food Preparation Workers");
    expect(topTitle("Landscape Crew Lead Laborer")).toMatch(/^First-Line Supervisors of Landscaping/);
  });

  it("reads a title the same with or without its terms and grade", () => {
    const topTitle = (title: string) => occupationById(placeTitle(title)!.candidates[0]!.occupation).title;
    expect(topTitle("Seasonal Laborers")).toBe(topTitle("Laborers"));
    expect(placeTitle("Temporary Resort Housekeeper I")!.confidence).toBeGreaterThan(0.4);
  });

  it("keeps a tool the title's phrase agrees with as evidence", () => {
    // "Python Developer" is an O*NET title and Python a tool of its occupation: the skill still speaks.
    expect(placeTitle("Python Developer")!.basis.skills.total).toBe(1);
    expect(placeTitle("Ramen Chef")!.basis.skills.total).toBe(0);
  });
});

describe('placing everyday titles in the field job boards mean (docs/ats-scorecard.md "Everyday titles")', () => {
  const codeOfTitle = (title: string, duties = "") => {
    const placement = duties ? place(title, duties) : placeTitle(title);
    return placement ? occupationById(placement.candidates[0]!.occupation).code : null;
  };

  // Titles O*NET lists alike under several fields, or only elsewhere: read alone, each was another
  // field's (in brackets what it was).
  it.each([
    ["Forklift Operator", "53-7051"], // construction equipment operators
    ["Maintenance Technician", "49-9071"], // highway maintenance workers
    ["Package Handler", "53-7062"], // postal service clerks
    ["Material Handler", "53-7062"], // production helpers
    ["Warehouse Associate", "53-7062"], // packaging machine operators
    ["Personal Trainer", "39-9031"], // athletic trainers
    ["Medical Laboratory Scientist", "29-2011"], // medical research scientists
    ["Data Analyst", "15-2051"], // survey researchers
    ["Project Manager", "13-1082"], // architectural and engineering managers
    ["Machine Operator", "51-9199"], // office machine operators
    ["Controller", "11-3031"], // credit authorizers
    ["Call Center Agent", "43-4051"], // telemarketers
    ["Support Specialist", "15-1232"], // stockers and order fillers
    // British names (2026-11-28, evening).
    ["Care Assistant", "31-1122"], // animal caretakers
    ["Carer", "31-1122"], // nothing
    ["Support Worker", "31-1122"], // legal support workers
    ["Waking Night Carer", "31-1122"], // hotel desk clerks
    ["Healthcare Assistant", "31-1131"], // healthcare practitioners, all other
    ["Shop Assistant", "41-2031"], // bicycle repairers
    ["Sales Assistant", "41-2031"], // brokerage clerks
    ["Customer Service Advisor", "43-4051"], // cost estimators
    ["Nursery Practitioner", "39-9011"], // nurse practitioners
    ["HGV Driver", "53-3032"], // driver/sales workers
    ["Kitchen Porter", "35-9021"], // baggage porters
    ["Hospital Porter", "31-1132"], // baggage porters
    ["Learning Support Assistant", "25-9043"], // special education teachers
    ["Dispensing Assistant", "31-9095"], // dispensing opticians
    ["Payroll Administrator", "43-3051"], // office supervisors
    // American everyday names (2026-11-28, night).
    ["Shift Supervisor", "35-1012"], // police supervisors
    ["CNA", "31-1131"], // home health aides
    ["Network Engineer", "15-1241"], // software developers
    ["Sales Associate", "41-2031"], // cashiers
    ["Case Manager", "21-1022"], // clinical and counseling psychologists
    ["Director of Nursing", "11-9111"], // registered nurses
    ["People Partner", "13-1071"], // accountants and auditors
    ["Account Manager", "11-2022"], // office supervisors
    ["Engineer in Training", "17-2051"], // flight attendants
    ["Buyer", "13-1023"], // farm products buyers
    ["Welding Helper", "51-9198"], // construction trades helpers
    // Titles O*NET lists only longer ("Headlines, and titles O*NET lists only longer", 2026-11-29).
    ["Administrative Support", "43-6014"], // network and computer systems administrators
    ["Customer Service", "43-4051"], // automotive and watercraft service attendants
    ["Guest Services", "43-4081"], // automotive and watercraft service attendants
    ["Retail Sales", "41-2031"], // wholesale and retail buyers
    ["Vice President", "11-1011"], // stays: only two longer titles, one a secretary's
    // Machine-learning titles O*NET lacks (2026-11-29).
    ["ML Engineer", "15-1221"], // engineers, all other
    ["Deep Learning Engineer", "15-1221"], // engineers, all other
    // Seasonal and service titles of the placement benchmark's tune split (2026-11-29, evening).
    ["Room Attendant", "37-2012"], // locker room attendants
    ["Cook Helper", "35-2021"], // production helpers
    ["Pharmacy Manager", "29-1051"], // managers, all other
    ["Lawn Care Applicator", "37-3012"], // plasterers
    ["Landscape Maintenance Worker", "37-3011"], // machinery maintenance workers
    ["Medical Lab Scientist", "29-2011"], // medical research scientists
    ["Software Development Manager", "11-3021"], // wind energy development managers
    ["Web Development Specialist", "15-1254"], // training and development specialists
    ["Site Cleaner", "37-2011"], // vehicle cleaners
    ["Program Director", "11-1021"], // religious activities' directors
    ["Church Program Director", "21-2021"], // stays: the church says so
    ["Director", "11-1021"], // producers and directors
    ["Senior Director", "11-1021"], // producers and directors
    ["Art Director", "27-1011"], // stays
    ["Postdoctoral Fellow", "19-1042"], // clinical research coordinators
    ["Medical Lab Tech Lead", "29-2012"], // software developers (a "Tech Lead")
    // A field's professors, named by the field's teacher (the first listing of "Assistant
    // Professor", computer science teachers, took them all).
    ["Assistant Professor of Pediatrics", "25-1071"], // computer science teachers
    ["Associate Professor of Surgery", "25-1071"], // education teachers
    ["Professor of Economics", "25-1063"],
    // Vice presidents and everyday board titles read in another field altogether (2026-11-30).
    ["VP, Engineering", "11-9041"], // engineers, all other ("Engineering" alone)
    ["Vice President, Engineering", "11-9041"], // chief executives ("President")
    ["EVP, Sales", "11-2022"], // sales engineers
    ["AVP, Data Science", "15-2051"], // nothing at all
    ["Technical Sourcer", "13-1071"], // fabric and apparel patternmakers
    ["Onboarding Specialist", "13-1071"], // protective service workers, all other
    ["People Operations Specialist", "13-1071"], // airfield operations specialists
    ["Client Services Manager", "11-2022"], // first-line supervisors of mechanics
    ["Relationship Manager", "11-2022"], // public relations managers
    ["Head of Product", "11-2021"], // producers and directors
    ["Data Science Manager", "15-2051"], // social sciences teachers
    ["Firmware Engineer", "15-1252"], // blockchain engineers
    ["Auto Tech", "49-3023"], // automotive glass installers
    ["Marketing Coordinator", "13-1161"], // public relations specialists
    ["Technical Program Manager", "15-1299"], // general and operations managers
    ["Clinical Research Nurse", "29-1141"], // epidemiologists
    ["SDET", "15-1253"], // nothing at all
    ["Software Engineer in Test", "15-1253"], // software developers, flight attendants beside them
    ["Deputy Manager", "11-9199"], // bailiffs ("Deputy" a sheriff's)
    ["Graduate Engineer", "17-2199"], // social science research assistants
    ["Chartered Engineer", "17-2199"], // transit bus drivers ("Chartered" a bus)
    ["Ward Manager", "29-1141"], // medical secretaries
    ["Headteacher", "11-9032"], // nothing at all
    ["Registered Manager", "11-9111"], // nurse anesthetists
    ["Conveyancer", "23-1011"], // conveyor operators (a lawyer, or the paralegal it is listed as)
    ["Lettings Negotiator", "41-9022"], // nothing at all
    ["Site Engineer", "17-2051"], // mining engineers
    ["Articled Assistant", "13-2011"], // writers and authors
    ["Deputy Sheriff", "33-3051"], // stays: the phrase names the sheriff's deputy
    ["Security Officer", "33-9032"], // gambling surveillance officers
    ["Store Associate", "41-2031"], // merchandise displayers and window trimmers
    ["Maintenance Supervisor", "49-1011"], // housekeeping supervisors
    ["Learning and Development Manager", "11-3131"], // wind energy development managers
    ["Service Desk Manager", "11-3021"], // hotel desk clerks
    ["Partnerships Manager", "11-2022"], // personal service managers
    ["Utilization Review Nurse", "29-1141"], // health informatics specialists
    ["CT Technologist", "29-2034"], // electrical and electronic engineering technicians
    ["CMA", "31-9092"], // home health aides
    ["Project Controls Specialist", "13-1082"], // control and valve installers
    ["Metrology Technician", "17-3028"], // electrical and electronics installers
    ["IAM Engineer", "15-1299"], // engineers, all other
    ["Smart Contract Engineer", "15-1299"], // civil engineers
    ["Malware Analyst", "15-1212"], // software quality assurance analysts
    ["Program Officer", "13-1199"], // transportation planners
  ])("reads %j in %s", (title, code) => {
    expect(codeOfTitle(title)?.slice(0, 7)).toBe(code);
  });

  it("reads a niche its title names, unless a detailed occupation is named for the title too", () => {
    // "Controller" names Treasurers and Controllers (a niche of Financial Managers); "Architect"
    // names both Architects and Computer Systems Engineers/Architects, and is an architect.
    expect(codeOfTitle("Financial Controller")).toBe("11-3031.01");
    expect(codeOfTitle("Architect")?.slice(0, 2)).toBe("17");
  });

  it("reads a team lead, a team leader and a team member by the work, not as assemblers or managers", () => {
    const warehouse = "Lead warehouse associates picking, packing and loading trucks; train new hires on the forklift";
    const callCenter =
      "Lead a team of call center agents answering customer calls; coach agents and handle escalations";
    for (const title of ["Team Lead", "Team Leader"]) {
      expect(codeOfTitle(title, warehouse)?.slice(0, 2), title).toBe("53");
      expect(codeOfTitle(title, callCenter)?.slice(0, 2), title).toBe("43");
    }
    expect(codeOfTitle("Team Member", warehouse)?.slice(0, 2)).toBe("53");
    // A phrase that names the field still speaks.
    expect(codeOfTitle("Team Assembler")?.slice(0, 2)).toBe("51");
  });

  it("places a posting by a trade's credentials where O*NET's tools name none", () => {
    const codeOfPosting = (posting: string) =>
      occupationById(extractJob(posting).occupation!.candidates[0]!.occupation).code.slice(0, 7);
    // "Colorist" is O*NET's title in six occupations, chemical technicians first.
    expect(codeOfPosting("Colorist\nRequirements\n- State cosmetology license\n- Balayage and foil highlights")).toBe(
      "39-5012",
    );
    expect(codeOfPosting("Technologist\nRequirements\n- ARRT registration\n- Experience with PACS")).toBe("29-2034");
    expect(
      codeOfPosting(
        "Line Mechanic\nRequirements\n- FAA A&P license\n- Knowledge of FAA regulations\n- Inspect and repair aircraft engines and airframes",
      ),
    ).toBe("49-3011");
    expect(codeOfPosting("Specialist\nRequirements\n- State adjuster license\n- Xactimate and Guidewire")).toBe(
      "13-1031",
    );
    expect(codeOfPosting("Technician\nRequirements\n- EPA 608 certification\n- NATE certified, HVAC service")).toBe(
      "49-9021",
    );
  });

  it("reads a shift supervisor and a case manager by the trade the title or the duties name", () => {
    expect(codeOfTitle("Retail Shift Supervisor")?.slice(0, 7)).toBe("41-1011");
    expect(codeOfTitle("Production Shift Supervisor")?.slice(0, 7)).toBe("51-1011");
    const store = extractJob(
      "Shift Supervisor\nRequirements\n- Supervise sales associates on the floor\n- Retail sales, merchandising, cash handling",
    );
    expect(occupationById(store.occupation!.candidates[0]!.occupation).code.slice(0, 2)).toBe("41");
    expect(codeOfTitle("RN Case Manager")?.slice(0, 7)).toBe("29-1141");
  });
});

describe("placements kept for the next score", () => {
  const software = "Designed REST APIs in Python and deployed the services on Kubernetes and PostgreSQL";
  const bridges = "Designed steel bridges and inspected concrete structures for the state highway department";

  it("answers the same words the same, wherever they stand in the resume", () => {
    const first = place("Engineer", software);
    expect(place("Engineer", software)).toEqual(first);
    const title: Token[] = [];
    const duties: Token[] = [];
    tokenizeLine("Engineer", 40, title);
    tokenizeLine(software, 41, duties);
    expect(placeOccupation(title, duties)).toEqual(first);
  });

  it("never answers other words, or the same words with other skills, with a kept placement", () => {
    const asBridges = top("Engineer", bridges);
    const asSoftware = top("Engineer", software);
    expect(asSoftware).not.toBe(asBridges);
    expect(top("Engineer", bridges)).toBe(asBridges);
    expect(top("Engineer", software)).toBe(asSoftware);
    const withSkills = placeOccupation(tokens("Engineer"), tokens(bridges), [{ skill: 0, weight: 1 }]);
    expect(withSkills).not.toBe(place("Engineer", bridges));
  });

  it("keeps what it answers from being changed by a caller", () => {
    const placement = place("Registered Nurse")!;
    expect(() => (placement.candidates as unknown[]).push(null)).toThrow(TypeError);
    expect(() => ((placement as { confidence: number }).confidence = 0)).toThrow(TypeError);
  });
});
