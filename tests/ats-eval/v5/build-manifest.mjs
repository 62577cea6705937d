#!/usr/bin/env node
/**
 * Builds tests/ats-eval/v5/manifest.json: which real resume is paired with which real job posting,
 * and each pair's label. Run by hand; the manifest is committed, no source text is.
 *
 * Labels come only from written rules over what each source says a document is, never from any
 * score (no ATS engine, TF-IDF or other scorer is imported or run here):
 *  - an occupation (an O*NET-SOC code) for every posting from its title, and for every livecareer
 *    resume from its headline (the title its owner put on the first line), by the ordered
 *    TITLE_RULES below; for every Kaggle resume from its category (KAGGLE_CATEGORIES);
 *  - the occupation's family (FAMILIES: a group of O*NET-SOC codes) and the family's field;
 *  - fit: same family; related: another family of the same field; none: a family of a field that
 *    is not adjacent (ADJACENT_FIELDS lists field pairs too close to call "none"; such pairs are
 *    not used).
 * Titles at the ends of the ladder (interns, trainees, students, directors, chiefs, presidents,
 * owners, volunteers) are left out, so that "fit" is not a level mismatch.
 *
 * Pairs: per resume and per posting source that has at least 2 fit postings for the resume's
 * family: 3 fit, up to 2 related, 3 none, drawn at random (fixed seed). Resumes: up to PER_FAMILY
 * per resume source and family (6 livecareer, 12 Kaggle), drawn at random. Every resume therefore has both fit and non-fit
 * pairs within each posting source it meets (grouped AUC).
 *
 * Usage: node tests/ats-eval/v5/build-manifest.mjs [--seed N] [--census]
 *   --census prints the most frequent titles each rule set leaves unmatched, and the family counts.
 * Needs the six snapshots (see README.md), `git`, and `pdftotext` for the livecareer headlines.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { csvRows, defaultMirror } from "../snapshots.mjs";
import { entryText, missingSources, postingTitle, sha256, SOURCE_BY_ID, SOURCES, sourceDir } from "./materialize.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const ONET = process.env.ONET_DIR ?? "/work/shared/data/onet";
const argv = process.argv.slice(2);
const SEED = argv.includes("--seed") ? Number(argv[argv.indexOf("--seed") + 1]) : 2026;
const CENSUS = argv.includes("--census");
// The Kaggle set has few distinct resumes (166), so more of each family are used.
const PER_FAMILY = { livecareer: 6, "kaggle-resumes": 12 };
const PER_SOURCE = { fit: 3, related: 2, none: 3 };
const MIN_FIT_POSTINGS = 2;

// -----------------------------------------------------------------------------------------------
// Families: groups of O*NET-SOC codes (the first is the family's own code), each in a field.

const FAMILIES = {
  // Technology
  "software-dev": { field: "tech", codes: ["15-1252.00", "15-1251.00", "15-1299.07", "15-1221.00"] },
  "web-dev": { field: "tech", codes: ["15-1254.00"] },
  "data-scientist": { field: "tech", codes: ["15-2051.00"] },
  "data-analyst": { field: "tech", codes: ["15-2051.01"] },
  "data-engineer": { field: "tech", codes: ["15-1243.00"] },
  dba: { field: "tech", codes: ["15-1242.00"] },
  "qa-tester": { field: "tech", codes: ["15-1253.00"] },
  devops: { field: "tech", codes: ["15-1299.08"] },
  security: { field: "tech", codes: ["15-1212.00"] },
  "it-ops": { field: "tech", codes: ["15-1244.00", "15-1232.00", "15-1231.00"] },
  "systems-analyst": { field: "tech", codes: ["15-1211.00"] },
  "it-manager": { field: "tech", codes: ["11-3021.00"] },
  // Design
  "graphic-designer": { field: "design", codes: ["27-1024.00"] },
  "ux-designer": { field: "design", codes: ["15-1255.00"] },
  "interior-designer": { field: "design", codes: ["27-1025.00"] },
  // Health care
  "nurse-rn": { field: "health", codes: ["29-1141.00"] },
  "nurse-practitioner": { field: "health", codes: ["29-1171.00"] },
  "nurse-lpn": { field: "health", codes: ["29-2061.00"] },
  "nursing-assistant": { field: "health", codes: ["31-1131.00"] },
  "medical-assistant": { field: "health", codes: ["31-9092.00"] },
  pharmacist: { field: "health", codes: ["29-1051.00"] },
  "pharmacy-tech": { field: "health", codes: ["29-2052.00"] },
  physiotherapist: { field: "health", codes: ["29-1123.00"] },
  "occupational-therapist": { field: "health", codes: ["29-1122.00"] },
  "speech-therapist": { field: "health", codes: ["29-1127.00"] },
  "lab-scientist": { field: "health", codes: ["29-2011.00"] },
  radiographer: { field: "health", codes: ["29-2034.00"] },
  physician: { field: "health", codes: ["29-1229.00", "29-1215.00"] },
  psychologist: { field: "health", codes: ["19-3033.00"] },
  "health-manager": { field: "health", codes: ["11-9111.00"] },
  "dental-assistant": { field: "health", codes: ["31-9091.00"] },
  midwife: { field: "health", codes: ["29-9099.01"] },
  dietitian: { field: "health", codes: ["29-1031.00"] },
  "surgical-tech": { field: "health", codes: ["29-2055.00"] },
  phlebotomist: { field: "health", codes: ["31-9097.00"] },
  podiatrist: { field: "health", codes: ["29-1081.00"] },
  "cardiac-physiologist": { field: "health", codes: ["29-2031.00"] },
  audiologist: { field: "health", codes: ["29-1181.00"] },
  // Fitness
  "fitness-trainer": { field: "fitness", codes: ["39-9031.00"] },
  // Finance
  accountant: { field: "finance", codes: ["13-2011.00"] },
  bookkeeper: { field: "finance", codes: ["43-3031.00", "43-3051.00"] },
  "financial-analyst": { field: "finance", codes: ["13-2051.00"] },
  "credit-analyst": { field: "finance", codes: ["13-2041.00"] },
  "budget-analyst": { field: "finance", codes: ["13-2031.00"] },
  "finance-manager": { field: "finance", codes: ["11-3031.00"] },
  "bank-teller": { field: "finance", codes: ["43-3071.00"] },
  // Human resources
  "hr-specialist": { field: "hr", codes: ["13-1071.00"] },
  "hr-manager": { field: "hr", codes: ["11-3121.00"] },
  "hr-assistant": { field: "hr", codes: ["43-4161.00"] },
  "training-specialist": { field: "hr", codes: ["13-1151.00"] },
  // Sales
  "sales-rep": { field: "sales", codes: ["41-4012.00", "41-3091.00"] },
  "sales-manager": { field: "sales", codes: ["11-2022.00"] },
  "retail-sales": { field: "sales", codes: ["41-2031.00", "41-2011.00"] },
  // Marketing and communications
  "marketing-specialist": { field: "marketing", codes: ["13-1161.00"] },
  "marketing-manager": { field: "marketing", codes: ["11-2021.00"] },
  "content-writer": { field: "marketing", codes: ["27-3043.00"] },
  "pr-specialist": { field: "marketing", codes: ["27-3031.00", "11-2032.00"] },
  // Business and management. O*NET lists "Product Manager" under Marketing Managers (11-2021.00);
  // product-management postings here are software products, so they are kept as their own family.
  "ops-manager": { field: "business", codes: ["11-1021.00"] },
  "project-manager": { field: "business", codes: ["13-1082.00", "15-1299.09"] },
  "product-manager": { field: "business", codes: ["11-2021.00"], note: "O*NET code shared with marketing-manager" },
  "business-analyst": { field: "business", codes: ["13-1111.00"] },
  // Office and customer service
  "admin-assistant": { field: "admin", codes: ["43-6014.00", "43-6011.00"] },
  "medical-secretary": { field: "admin", codes: ["43-6013.00"] },
  receptionist: { field: "admin", codes: ["43-4171.00"] },
  "customer-service": { field: "admin", codes: ["43-4051.00"] },
  "office-clerk": { field: "admin", codes: ["43-9061.00", "43-9021.00"] },
  "office-manager": { field: "admin", codes: ["11-3012.00"] },
  // Engineering
  "civil-eng": { field: "engineering", codes: ["17-2051.00"] },
  "mech-eng": { field: "engineering", codes: ["17-2141.00"] },
  "electrical-eng": { field: "engineering", codes: ["17-2071.00", "17-2072.00"] },
  "industrial-eng": { field: "engineering", codes: ["17-2112.00"] },
  "aerospace-eng": { field: "engineering", codes: ["17-2011.00"] },
  "eng-technician": { field: "engineering", codes: ["17-3029.00", "17-3022.00"] },
  "engineering-manager": { field: "engineering", codes: ["11-9041.00"] },
  // Construction trades
  "construction-manager": { field: "construction", codes: ["11-9021.00"] },
  "construction-worker": { field: "construction", codes: ["47-2061.00"] },
  electrician: { field: "construction", codes: ["47-2111.00"] },
  plumber: { field: "construction", codes: ["47-2152.00"] },
  carpenter: { field: "construction", codes: ["47-2031.00"] },
  "construction-inspector": { field: "construction", codes: ["47-4011.00"] },
  // Maintenance and mechanics
  "maintenance-worker": { field: "maintenance", codes: ["49-9071.00"] },
  "auto-mechanic": { field: "maintenance", codes: ["49-3023.00", "49-3031.00", "49-3042.00"] },
  "aircraft-mechanic": { field: "maintenance", codes: ["49-3011.00", "49-2091.00"] },
  // Education
  teacher: {
    field: "education",
    codes: ["25-2021.00", "25-2011.00", "25-2012.00", "25-2022.00", "25-2031.00", "25-3031.00"],
  },
  "teacher-assistant": { field: "education", codes: ["25-9042.00"] },
  "instructional-designer": { field: "education", codes: ["25-9031.00"] },
  // Legal
  lawyer: { field: "legal", codes: ["23-1011.00"] },
  paralegal: { field: "legal", codes: ["23-2011.00"] },
  // Food
  chef: { field: "food", codes: ["35-1011.00"] },
  cook: { field: "food", codes: ["35-2014.00", "35-2012.00"] },
  "food-service": { field: "food", codes: ["35-2021.00", "35-3031.00", "35-3023.00"] },
  "food-service-manager": { field: "food", codes: ["11-9051.00"] },
  // Facilities
  housekeeping: { field: "facilities", codes: ["37-2012.00", "37-2011.00"] },
  "security-guard": { field: "facilities", codes: ["33-9032.00"] },
  // Logistics
  logistician: { field: "logistics", codes: ["13-1081.00"] },
  purchasing: { field: "logistics", codes: ["13-1023.00"] },
  warehouse: { field: "logistics", codes: ["53-7062.00", "53-7065.00", "43-5071.00"] },
  driver: { field: "logistics", codes: ["53-3032.00", "53-3033.00", "53-3053.00"] },
  // Science
  "research-scientist": { field: "science", codes: ["19-1042.00", "19-1029.00", "19-2031.00", "19-4021.00"] },
  // Social care
  "social-worker": { field: "social", codes: ["21-1021.00", "21-1022.00", "21-1023.00"] },
  "social-assistant": { field: "social", codes: ["21-1093.00"] },
};

/** Fields too close for "none" (their cross pairs are left out). */
const ADJACENT_FIELDS = [
  ["tech", "design"],
  ["tech", "engineering"],
  ["tech", "business"],
  ["tech", "science"],
  ["health", "fitness"],
  ["health", "science"],
  ["health", "social"],
  ["finance", "business"],
  ["finance", "admin"],
  ["hr", "business"],
  ["hr", "admin"],
  ["sales", "marketing"],
  ["sales", "business"],
  ["sales", "admin"],
  ["marketing", "design"],
  ["marketing", "business"],
  ["admin", "business"],
  ["admin", "logistics"],
  ["admin", "legal"],
  ["engineering", "construction"],
  ["engineering", "maintenance"],
  ["engineering", "science"],
  ["engineering", "business"],
  ["construction", "maintenance"],
  ["facilities", "maintenance"],
  ["logistics", "business"],
  ["education", "fitness"],
  ["education", "social"],
  ["education", "hr"],
];

/**
 * Titles and headlines to occupations: [pattern, O*NET-SOC code], first match wins. Applied to the
 * lower-cased title with "&" read as "and". More specific patterns come first.
 */
const TITLE_RULES = [
  // Level extremes and non-occupations: left out.
  [
    /\b(intern|internship|trainee|apprentice|apprenticeship|student|volunteer|summer|graduate program(me)?|director|chief|head of|vp|vice president|president|(?<!product )owner|ceo|cfo|cto|coo)\b/,
    null,
  ],
  // Titles whose words would mislead the rules below: left out.
  [
    /\b(immediate joiners?|nondestructive|supplier quality|information governance|voice and data|service writer|health visitor|billing|tutor|practice teacher|(supply|financial|procurement) systems analyst|(facilities|laboratory|catering|estates|procurement|theatre|pharmacy|admin|housekeeping) support worker)\b/,
    null,
  ],
  // Technology
  [
    /\b(software|application|applications|backend|back end|back-end|frontend|front end|front-end|full ?stack|java|\.net|dotnet|python|php|ruby|golang|c\+\+|c#|android|ios|mobile|react|angular|node(\.?js)?|salesforce|sap abap|blockchain)\b.*\b(engineer|developer|programmer|sde)\b|\b(sde|software development engineer)\b|\bdeveloper\b.*\b(software|java|python|\.net)\b/,
    "15-1252.00",
  ],
  [
    /\b(test|qa|software quality assurance)\b.*\b(engineer|analyst|tester|lead)\b|\b(software tester|tester|test automation)\b/,
    "15-1253.00",
  ],
  [
    /\b(devops|dev ops|site reliability|sre|cloud engineer|platform engineer|cloud architect|solutions? architect)\b/,
    "15-1299.08",
  ],
  [/\b(data engineer|big data|etl|hadoop|data architect|data warehouse)\b/, "15-1243.00"],
  [
    /\b(datascientist|data scien(ce|tist|tists)|machine learning|ml engineer|ai engineer|deep learning|nlp|ai scientist)\b/,
    "15-2051.00",
  ],
  [
    /\b(data analyst|business intelligence|bi analyst|bi developer|analytics (analyst|manager|consultant)|reporting analyst|information analyst|data and analytics|insight analyst|mi analyst|informatics analyst)\b/,
    "15-2051.01",
  ],
  [/\b(database administrator|dba|database (developer|programmer|engineer))\b/, "15-1242.00"],
  [
    /\b(cyber|information security|infosec|security (engineer|analyst|architect)|network security|penetration tester)\b/,
    "15-1212.00",
  ],
  [/\b(web developer|web programmer|webmaster)\b/, "15-1254.00"],
  [/\b(ux|ui|user experience|user interface|web designer|product designer|interaction designer)\b/, "15-1255.00"],
  [/\b(it|information technology|ict|technology|digital|systems) (project|programme|program) manager\b/, "15-1299.09"],
  [
    /\b(it manager|software engineering manager|information technology manager|it director|head of it|manager,? information technology|ict manager|infrastructure manager)\b/,
    "11-3021.00",
  ],
  [
    /\b(business systems analyst|systems analyst|it analyst|ict analyst|clinical systems analyst|epic analyst|application(s)? analyst)\b/,
    "15-1211.00",
  ],
  [
    /\b(itspec|it spec|help ?desk|service desk|desktop support|it support|ict support|technical support|it technician|ict technician|computer technician|support technician|it specialist|information technology specialist|it officer|ict officer|network (administrator|engineer|technician|analyst|specialist)|system(s)? administrator|sysadmin|infrastructure (engineer|analyst|technician)|it consultant|information technology consultant|information technology coordinator|it coordinator)\b/,
    "15-1244.00",
  ],
  [/\b(computer scientist|computer engineer)\b/, "15-1221.00"],
  [
    /\b(software engineer|software developer|programmer)\b|\b(net|java|python|sql|php|application|applications|digital|it|systems|mobile|full ?stack|front ?end|back ?end|bi|etl|salesforce)\s+developer\b|^(software|python|java) development$/,
    "15-1252.00",
  ],
  // Design
  [/\b(graphic designer|graphic artist|visual designer|visual information specialist|illustrator)\b/, "27-1024.00"],
  [/\b(interior designer|interior design)\b/, "27-1025.00"],
  // Health
  [
    /\b(medical secretary|medical receptionist|ward clerk|ward administrator|clinic clerk|medical records|patient services (administrator|coordinator)|clinical (administrator|coding|coder)|appointments (clerk|administrator|coordinator)|booking clerk|health records|gp receptionist)\b/,
    "43-6013.00",
  ],
  [/\b(nurse practitioner|advanced nurse practitioner|aprn|anp|emergency nurse practitioner)\b/, "29-1171.00"],
  [/\b(licensed practical nurse|practical nurse|lpn|lvn|licensed vocational nurse)\b/, "29-2061.00"],
  [
    /\b(nursing assistant|nurse aide|nursing aide|cna|certified nursing assistant|health ?care assistant|hca|health ?care support worker|clinical support worker|patient care (technician|assistant)|nursing auxiliary|nursing associate|nurse associate|care assistant)\b/,
    "31-1131.00",
  ],
  [/\b(dental nurse|dental assistant)\b/, "31-9091.00"],
  [/\b(nursery nurse|veterinary nurse)\b/, null],
  [/\b(midwife|midwives|midwifery)\b/, "29-9099.01"],
  [/\b(dietitian|dietician|nutritionist)\b/, "29-1031.00"],
  [
    /\b(theatre practitioner|operating department practitioner|scrub practitioner|surgical technologist|surgical technician|surgical tech)\b/,
    "29-2055.00",
  ],
  [/\b(phlebotomist|phlebotomy)\b/, "31-9097.00"],
  [/\b(podiatrist|podiatry)\b/, "29-1081.00"],
  [/\b(cardiac physiologist|cardiac technician|echocardiographer|cardiovascular technologist)\b/, "29-2031.00"],
  [/\b(audiologist|audiology)\b/, "29-1181.00"],
  [
    /\b(ward manager|ward sister|nurse manager|matron|practice manager|^service manager\b|clinical service manager|clinical manager)\b/,
    "11-9111.00",
  ],
  [
    /\b(registered nurse|staff nurse|charge nurse|rn|rgn|rmn|mental health nurse|community nurse|district nurse|practice nurse|clinical nurse|nurse specialist|specialist nurse|theatre nurse|scrub nurse|school nurse|research nurse|bank nurse|sister|deputy sister|nurses?)\b/,
    "29-1141.00",
  ],
  [/\b(medical assistant|clinical assistant)\b/, "31-9092.00"],
  [/\b(pharmacy technician|pharmacy assistant|pharmacy dispenser|dispenser)\b/, "29-2052.00"],
  [/\b(pharmacist)\b/, "29-1051.00"],
  [/\b(physiotherapist|physical therapist|physiotherapy)\b/, "29-1123.00"],
  [/\b(occupational therapist|occupational therapy)\b/, "29-1122.00"],
  [/\b(speech and language therapist|speech language pathologist|speech therapist|speech-language)\b/, "29-1127.00"],
  [
    /\b(biomedical scientist|medical laboratory (scientist|technologist|technician)|clinical laboratory (scientist|technologist)|lab(oratory)? scientist|med tech|medical technologist|laboratory technician)\b/,
    "29-2011.00",
  ],
  [
    /\b(radiographer|radiologic technologist|sonographer|mammographer|mri radiographer|x-ray technician)\b/,
    "29-2034.00",
  ],
  [
    /\b(general practitioner|gp|salaried gp|physician|specialty doctor|consultant (in|physician|psychiatrist|anaesthetist|haematologist|histopathologist|radiologist|paediatrician|neurologist|gastroenterologist|geriatrician|surgeon)|psychiatrist|surgeon|doctor|medical officer|registrar)\b/,
    "29-1229.00",
  ],
  [/\b(clinical psychologist|counselling psychologist|psychologist)\b/, "19-3033.00"],
  [
    /\b(personal trainer|fitness (instructor|trainer|coach|specialist)|group fitness|exercise (specialist|physiologist)|yoga instructor|gym instructor|health coach|recreation (assistant|aid|specialist))\b/,
    "39-9031.00",
  ],
  // Finance
  [
    /\b(finance manager|financial manager|manager of finance|finance controller|financial controller|comptroller|assistant controller - accounting|head of finance|finance business partner)\b/,
    "11-3031.00",
  ],
  [/\b(credit (analyst|risk analyst|risk)|credit officer|underwriter)\b/, "13-2041.00"],
  [/\b(budget analyst|budget officer|budget specialist)\b/, "13-2031.00"],
  [
    /\b(financial analyst|finance analyst|fp&a|fp and a|financial planning and analysis|investment analyst|equity analyst|equity research|portfolio analyst|financial analysis|(investment banking|valuation|trading|equity capital markets?|capital markets|credit research|risk) analyst|financial management (analyst|specialist)|analyst - finance|analyst,? finance)\b/,
    "13-2051.00",
  ],
  [
    /\b(accounts payable|accounts receivable|accounts assistant|accounting (clerk|technician|assistant)|finance assistant|finance officer|bookkeeper|book keeper|accounts clerk|payroll (clerk|officer|administrator|assistant|specialist)|finance administrator|accounting associate)\b/,
    "43-3031.00",
  ],
  [
    /\b(accountant|auditor|accounting (specialist|analyst)|chartered accountant|management accountant|cost accountant|tax (accountant|specialist))\b/,
    "13-2011.00",
  ],
  [/\b(bank teller|teller|personal banker|banking (specialist|associate|officer))\b/, "43-3071.00"],
  // Human resources
  [
    /\bmanager\b.*\b(hr|human resources?)\b|\b(hr|human resources?)\b.*\bmanager\b|\b(hr manager|human resources? manager|manager,? human resources|manager - human resources|hr business partner|human resources business partner|hrbp|head of hr|hr director|hr lead|people manager|workforce manager|senior manager - human resources|deputy manager - hr|assistant manager human resources)\b/,
    "11-3121.00",
  ],
  [
    /\b(hr assistant|human resources? assistant|hr (clerk|administrator|coordinator|associate)|human resources? (clerk|administrator|coordinator|associate)|personnel assistant|recruitment (administrator|coordinator|assistant|officer)|workforce (administrator|assistant|officer)|e-?rostering)\b/,
    "43-4161.00",
  ],
  [
    /\b(hr generalist|hr specialist|human resources? (specialist|generalist|officer|representative|consultant|analyst|advisor)|hr (officer|representative|consultant|analyst|executive|partner|advisor)|recruiter|talent acquisition|recruitment (consultant|specialist|partner|manager|lead)|staffing specialist|human resources)\b/,
    "13-1071.00",
  ],
  [/\b(training (specialist|coordinator|officer|manager)|learning and development|trainer)\b/, "13-1151.00"],
  // Sales and marketing
  [
    /\b(sales associate|retail (sales|associate|assistant)|sales (clerk|floor|assistant)|store associate|cashier|shop assistant|retail sales executive|store checker|cashier-checker|sales specialist sporting)\b/,
    "41-2031.00",
  ],
  [
    /\b(sales manager|manager.*\bsales\b|sales.*\bmanager\b|business development manager|bdm|manager.*business development|business development.*manager|account manager|key account)\b/,
    "11-2022.00",
  ],
  [
    /\b(sales (representative|rep|executive|consultant|engineer|officer|specialist|coordinator|agent)|account executive|business development (executive|representative|associate|specialist|officer|consultant)|inside sales|field sales|sales)\b/,
    "41-4012.00",
  ],
  [/\b(marketing manager|manager.*\bmarketing\b|brand manager|head of marketing|marketing lead)\b/, "11-2021.00"],
  [
    /\b(content writers?|content writing|copywriter|copy writer|technical writer|writer|editor|content (creator|strategist|specialist))\b/,
    "27-3043.00",
  ],
  [
    /\b(public relations|pr (specialist|manager|officer|coordinator)|communications (officer|specialist|manager|coordinator|lead|consultant)|media relations|public affairs)\b/,
    "27-3031.00",
  ],
  [/\b(marketing|social media|seo|sem|digital marketing|market research|brand (executive|specialist))\b/, "13-1161.00"],
  // Business
  [/\b(product manager|product owner|product management|associate product manager|apm)\b/, "11-2021.00"],
  [/\b(construction inspector|building inspector)\b/, "47-4011.00"],
  [
    /\b(construction manager|construction project manager|construction supervisor|construction management)\b|\bconstruction\b.*\bmanager\b/,
    "11-9021.00",
  ],
  [
    /\b(project manager|programme manager|program manager|project coordinator|project officer|pmo|project support officer|programme support officer|project lead)\b/,
    "13-1082.00",
  ],
  [
    /\b(business analyst|management analyst|management consultant|process analyst|business process analyst)\b/,
    "13-1111.00",
  ],
  [
    /\b(operations manager|general manager|operations director|business manager|branch manager|store manager|operations lead)\b/,
    "11-1021.00",
  ],
  // Office and customer service
  [
    /\b(office manager|administration manager|admin manager|administrative (services )?manager|business support manager)\b/,
    "11-3012.00",
  ],
  [/\b(receptionist|front desk)\b/, "43-4171.00"],
  [
    /\b(customer service|customer care|customer support|customer (advocate|experience)|call cent(er|re)|contact cent(er|re)|call handler|client service|member service|contact representative|patient advocate)\b/,
    "43-4051.00",
  ],
  [
    /\b(data entry|office (clerk|assistant)|clerical (officer|assistant)|clerk typist|filing clerk|office automation)\b/,
    "43-9061.00",
  ],
  [
    /\b(administrative assistant|admin assistant|administrative (officer|specialist|coordinator|support)|administrator|administration (officer|assistant)|secretary|personal assistant|executive assistant|team administrator|admin officer|office administrator|administrative associate)\b/,
    "43-6014.00",
  ],
  // Engineering
  [/\b(engineering manager|manager,? engineering|engineering supervisor)\b/, "11-9041.00"],
  [
    /\b(civil engineer|civil engineering|structural engineer|highway engineer|site engineer|geotechnical engineer)\b/,
    "17-2051.00",
  ],
  [
    /\bengineer\b.*\bmechanical\b|\b(piping engineer|mechanical (design )?engineer|mechanical engineering|mechanical designer|design engineer - mechanical|hvac engineer)\b/,
    "17-2141.00",
  ],
  [
    /\b(electrical engineer|electrical engineering|electronics engineer|electronic engineer|power engineer|instrumentation engineer)\b/,
    "17-2071.00",
  ],
  [
    /\b(manufacturing engineer|industrial engineer|production engineer|quality engineer|process engineer)\b/,
    "17-2112.00",
  ],
  [/\b(aerospace engineer|aeronautical engineer)\b/, "17-2011.00"],
  [
    /\b(engineering (technician|assistant|aide|specialist)|cad (designer|technician|drafter)|drafter|draughtsperson|engineering lab technician)\b/,
    "17-3029.00",
  ],
  // Construction and maintenance
  [/\b(electrician|electrical (fitter|technician|craftsperson)|wireman)\b/, "47-2111.00"],
  [/\b(plumber|pipefitter|plumbing)\b/, "47-2152.00"],
  [/\b(carpenter|joiner)\b/, "47-2031.00"],
  [/\b(construction worker|construction laborer|general laborer|labourer|laborer)\b/, "47-2061.00"],
  [
    /\b(aircraft mechanic|aviation mechanic|aircraft maintenance|airframe|avionics|aviation (maintenance )?technician|a&p mechanic)\b/,
    "49-3011.00",
  ],
  [
    /\b(maintenance (worker|mechanic|technician|operative|assistant|officer)|estates (officer|technician|operative|assistant)|building maintenance|handyman|multi-?skilled (operative|craftsperson)|facilities (technician|maintenance))\b/,
    "49-9071.00",
  ],
  [/\b(motor vehicle operator)\b/, "53-3032.00"],
  [
    /\b(automotive|auto mechanic|vehicle mechanic|diesel mechanic|heavy (mobile )?equipment (mechanic|repairer)|motor vehicle (mechanic|repairer)|automotive (technician|mechanic)|auto (technician|body))\b/,
    "49-3023.00",
  ],
  // Education
  [
    /\b(teaching assistant|teacher assistant|teacher aide|assistant teacher|classroom assistant|paraprofessional)\b/,
    "25-9042.00",
  ],
  [
    /\b(instructional designer|instructional coordinator|curriculum (designer|developer|specialist)|e-learning designer)\b/,
    "25-9031.00",
  ],
  [/\b(substitute teacher|supply teacher|guest teacher)\b/, "25-3031.00"],
  [/\b(preschool teacher|pre-k teacher|nursery teacher)\b/, "25-2011.00"],
  [/\b(kindergarten teacher)\b/, "25-2012.00"],
  [/\b(high school|secondary)\b.*\bteacher\b/, "25-2031.00"],
  [/\b(middle school)\b.*\bteacher\b/, "25-2022.00"],
  [/\bteacher\b/, "25-2021.00"],
  // Legal
  [/\b(attorney|lawyer|solicitor|legal counsel|counsel|advocate - legal|barrister|general counsel)\b/, "23-1011.00"],
  [/\b(paralegal|legal assistant|legal secretary|legal specialist)\b/, "23-2011.00"],
  // Food
  [
    /\b(kitchen manager|catering manager|food service (manager|director|supervisor)|restaurant manager|food and beverage manager)\b/,
    "11-9051.00",
  ],
  [/\b(executive chef|head chef|sous chef|chef de partie|chef de cuisine|pastry chef|sushi chef|chef)\b/, "35-1011.00"],
  [/\b(cook|line cook|prep cook)\b/, "35-2014.00"],
  [
    /\b(kitchen (assistant|porter|worker)|catering assistant|food service (worker|assistant)|food (server|handler)|(banquet|restaurant|cocktail) server|^server\b|waiter|waitress|dining|barista|bartender)\b/,
    "35-2021.00",
  ],
  // Facilities
  [
    /\b(housekeepers?|housekeeping|domestic (assistants?|supervisor|services)|cleaners?|janitor|custodian|custodial worker)\b/,
    "37-2012.00",
  ],
  [/\b(security (officer|guard)|security$)\b/, "33-9032.00"],
  // Logistics
  [
    /\b(logistics|logistician|supply chain|supply (technician|specialist|officer)|inventory management specialist|materials? (manager|planner|control))\b/,
    "13-1081.00",
  ],
  [/\b(purchasing|procurement|buyer|purchaser|contracting officer|contract specialist)\b/, "13-1023.00"],
  [
    /\b(warehouse|storekeeper|stores (person|assistant|officer|operative)|material handler|stocker|shipping|receiving|forklift|mover|distribution (clerk|operative))\b/,
    "53-7062.00",
  ],
  [/\b(truck driver|hgv driver|lgv driver|delivery driver|van driver|cdl|driver)\b/, "53-3032.00"],
  // Science
  [/\b(research scientist|scientist|chemist|biologist|microbiologist|biochemist|research associate)\b/, "19-1042.00"],
  // Social care
  [/\b(social worker)\b/, "21-1021.00"],
  [
    /\b(support worker|case manager|case worker|caseworker|victim advocate|family advocate|youth advocate|child family advocate|community advocate|domestic violence|outreach worker|peer support)\b/,
    "21-1093.00",
  ],
];

/** Kaggle resume categories to occupations (the category is the source's label). */
const KAGGLE_CATEGORIES = {
  "Java Developer": "15-1252.00",
  "Python Developer": "15-1252.00",
  "DotNet Developer": "15-1252.00",
  "SAP Developer": "15-1252.00",
  Blockchain: "15-1299.07",
  Testing: "15-1253.00",
  "Automation Testing": "15-1253.00",
  "DevOps Engineer": "15-1299.08",
  "Web Designing": "15-1255.00",
  HR: "13-1071.00",
  Hadoop: "15-1243.00",
  "ETL Developer": "15-1243.00",
  "Data Science": "15-2051.00",
  Database: "15-1242.00",
  "Mechanical Engineer": "17-2141.00",
  "Civil Engineer": "17-2051.00",
  "Electrical Engineering": "17-2071.00",
  Sales: "41-4012.00",
  "Operations Manager": "11-1021.00",
  "Health and fitness": "39-9031.00",
  PMO: "13-1082.00",
  "Business Analyst": "13-1111.00",
  "Network Security Engineer": "15-1212.00",
  Advocate: "23-1011.00",
  Arts: null, // fine-arts, dance and music resumes with no posting occupation in these sources
};

// -----------------------------------------------------------------------------------------------

function onetTitles() {
  const titles = new Map();
  for (const line of readFileSync(join(ONET, "occupation-data.tsv"), "utf8").split("\n").slice(1)) {
    const [code, title] = line.split("\t");
    if (code) titles.set(code, title);
  }
  return titles;
}

const FAMILY_OF_CODE = new Map();
for (const [family, spec] of Object.entries(FAMILIES))
  for (const code of spec.codes) FAMILY_OF_CODE.set(`${code}|${family}`, family);
function familyOf(code, title) {
  // Product managers share O*NET 11-2021.00 with marketing managers; the title decides.
  if (code === "11-2021.00")
    return /\bproduct (manager|owner|management)\b|\bapm\b/.test(title) && !/marketing/.test(title)
      ? "product-manager"
      : "marketing-manager";
  for (const [family, spec] of Object.entries(FAMILIES)) if (spec.codes.includes(code)) return family;
  throw new Error(`no family for ${code}`);
}

function normalise(title) {
  return title
    .toLowerCase()
    .replace(/&amp;/g, "&")
    .replace(/&/g, " and ")
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
}

/** The occupation of a title: { code, family } or null (no rule, or a rule that leaves it out). */
function classify(title) {
  const t = normalise(title);
  for (const [pattern, code] of TITLE_RULES) {
    if (pattern.test(t)) return code ? { code, family: familyOf(code, t) } : null;
  }
  return null;
}

const adjacent = new Set(ADJACENT_FIELDS.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
function relation(resumeFamily, jobFamily) {
  if (resumeFamily === jobFamily) return "fit";
  const a = FAMILIES[resumeFamily].field;
  const b = FAMILIES[jobFamily].field;
  if (a === b) return "related";
  if (adjacent.has(`${a}|${b}`)) return null;
  return "none";
}

let seed = SEED;
function random() {
  // mulberry32
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
function pick(list, n) {
  const copy = [...list];
  const out = [];
  while (copy.length > 0 && out.length < n) out.push(copy.splice(Math.floor(random() * copy.length), 1)[0]);
  return out;
}

function gitLines(sourceId, args) {
  return execFileSync("git", ["-C", sourceDir(sourceId), ...args], { encoding: "utf8", maxBuffer: 1 << 28 })
    .split("\n")
    .filter(Boolean);
}

/** Every NHS record at the pinned commit, read with one `git cat-file --batch` (14,842 small files). */
function nhsFiles() {
  const entries = gitLines("nhs", ["ls-tree", "-r", SOURCE_BY_ID.nhs.commit, "data/"])
    .map((line) => line.match(/^\d+ blob ([0-9a-f]+)\t(.+)$/))
    .filter((m) => m && m[2].endsWith(".json"))
    .map((m) => ({ blob: m[1], path: m[2] }));
  const out = execFileSync("git", ["-C", sourceDir("nhs"), "cat-file", "--batch"], {
    input: entries.map((e) => e.blob).join("\n") + "\n",
    maxBuffer: 1 << 30,
  });
  const files = [];
  let at = 0;
  for (const entry of entries) {
    const headerEnd = out.indexOf(10, at);
    const size = Number(out.subarray(at, headerEnd).toString("utf8").split(" ")[2]);
    files.push([entry.path, out.subarray(headerEnd + 1, headerEnd + 1 + size).toString("utf8")]);
    at = headerEnd + 1 + size + 1;
  }
  return files;
}
// -----------------------------------------------------------------------------------------------

const missing = missingSources();
if (missing.length > 0) {
  console.error(`snapshots missing: ${missing.join(", ")}`);
  process.exit(1);
}
const onet = onetTitles();
for (const [family, spec] of Object.entries(FAMILIES))
  for (const code of spec.codes)
    if (!onet.has(code)) throw new Error(`${family}: ${code} is not in O*NET occupation-data.tsv`);
for (const [, code] of TITLE_RULES) if (code && !onet.has(code)) throw new Error(`rule code ${code} is not in O*NET`);

const unmatched = {};
const read = {};
const note = (source, title) => {
  unmatched[source] ??= new Map();
  const t = normalise(title);
  unmatched[source].set(t, (unmatched[source].get(t) ?? 0) + 1);
};

/** Postings: every source's entries with a usable text, keyed as the loader reads them; deduplicated by text. */
function postings() {
  const out = [];
  const add = (source, key, title, body) => {
    read[source] = (read[source] ?? 0) + 1;
    if ((body ?? "").length < 300) return;
    const occupation = classify(title);
    if (!occupation) return note(source, title);
    out.push({ source, key, title, ...occupation, digest: sha256(`${source}\0${body}`) });
  };
  // Federal: the first file (in name order) that holds a PositionID, as v3/v4 do.
  const fedSource = SOURCE_BY_ID.federal;
  const seen = new Set();
  for (const file of gitLines("federal", ["ls-tree", "--name-only", fedSource.commit, "collected_data/"]).sort()) {
    for (const row of csvRows(sourceDir("federal"), fedSource.commit, file)) {
      if (seen.has(row.PositionID)) continue;
      seen.add(row.PositionID);
      add(
        "federal",
        `${file}#${row.PositionID}`,
        postingTitle("federal", row),
        `${row.JobSummary ?? ""}${row.QualificationSummary ?? ""}`,
      );
    }
  }
  for (const row of csvRows(sourceDir("glassdoor"), SOURCE_BY_ID.glassdoor.commit, SOURCE_BY_ID.glassdoor.file)) {
    add("glassdoor", row[""], postingTitle("glassdoor", row), row["Job Description"]);
  }
  const liSeen = new Set();
  for (const row of csvRows(
    sourceDir("linkedin-in"),
    SOURCE_BY_ID["linkedin-in"].commit,
    SOURCE_BY_ID["linkedin-in"].file,
  )) {
    if (liSeen.has(row.id)) continue;
    liSeen.add(row.id);
    add("linkedin-in", row.id, postingTitle("linkedin-in", row), row.description);
  }
  for (const [path, json] of nhsFiles()) {
    const row = JSON.parse(json);
    add("nhs", path, postingTitle("nhs", row), row.description);
  }
  // The same text posted twice (same source) is kept once: the first.
  const byDigest = new Map();
  for (const posting of out) if (!byDigest.has(posting.digest)) byDigest.set(posting.digest, posting);
  return [...byDigest.values()];
}

/** Resumes: livecareer by headline, Kaggle by category; deduplicated by text. */
function resumes() {
  const out = [];
  for (const path of gitLines("livecareer", ["ls-tree", "-r", "--name-only", SOURCE_BY_ID.livecareer.commit, "data"])) {
    if (!path.endsWith(".pdf")) continue;
    read.livecareer = (read.livecareer ?? 0) + 1;
    const text = entryText("livecareer", path);
    const headline = (text.split("\n").find((line) => line.trim()) ?? "").trim();
    if (text.length < 500) continue;
    const occupation = classify(headline);
    if (!occupation) {
      note("livecareer", headline);
      continue;
    }
    out.push({ source: "livecareer", key: path, title: headline, ...occupation, digest: sha256(text) });
  }
  const rows = csvRows(
    sourceDir("kaggle-resumes"),
    SOURCE_BY_ID["kaggle-resumes"].commit,
    SOURCE_BY_ID["kaggle-resumes"].file,
  );
  const seen = new Set();
  rows.forEach((row, i) => {
    const key = String(i + 1);
    read["kaggle-resumes"] = (read["kaggle-resumes"] ?? 0) + 1;
    const text = entryText("kaggle-resumes", key);
    const digest = sha256(text);
    if (seen.has(digest) || text.length < 500) return;
    seen.add(digest);
    const code = KAGGLE_CATEGORIES[row.Category];
    if (code === undefined) throw new Error(`Kaggle category without a rule: ${row.Category}`);
    if (!code) return;
    out.push({ source: "kaggle-resumes", key, title: row.Category, code, family: familyOf(code, ""), digest });
  });
  return out;
}

const allPostings = postings();
const allResumes = resumes();

if (CENSUS) {
  for (const [source, titles] of Object.entries(unmatched)) {
    console.log(`\n== ${source}: ${[...titles.values()].reduce((a, b) => a + b, 0)} unmatched; most frequent:`);
    console.log(
      [...titles.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 60)
        .map(([t, n]) => `${n} ${t}`)
        .join("\n"),
    );
  }
  const census = {};
  for (const item of [...allPostings, ...allResumes]) {
    census[item.family] ??= {};
    census[item.family][item.source] = (census[item.family][item.source] ?? 0) + 1;
  }
  console.log("\n== family counts (postings and resumes per source)");
  for (const [family, counts] of Object.entries(census).sort()) console.log(family.padEnd(24), JSON.stringify(counts));
}

// -----------------------------------------------------------------------------------------------
// Pairs.

const postingSources = SOURCES.filter((source) => source.kind === "postings").map((source) => source.id);
const bySourceFamily = new Map();
for (const posting of allPostings) {
  const key = `${posting.source}|${posting.family}`;
  if (!bySourceFamily.has(key)) bySourceFamily.set(key, []);
  bySourceFamily.get(key).push(posting);
}
const postingFamilies = (source) =>
  [...new Set(allPostings.filter((p) => p.source === source).map((p) => p.family))].sort();

// Resumes: up to PER_FAMILY per source and family, among families with fit postings in some source.
const chosenResumes = [];
for (const resumeSource of ["livecareer", "kaggle-resumes"]) {
  const families = [...new Set(allResumes.filter((r) => r.source === resumeSource).map((r) => r.family))].sort();
  for (const family of families) {
    const meets = postingSources.some((p) => (bySourceFamily.get(`${p}|${family}`) ?? []).length >= MIN_FIT_POSTINGS);
    if (!meets) continue;
    chosenResumes.push(
      ...pick(
        allResumes.filter((r) => r.source === resumeSource && r.family === family),
        PER_FAMILY[resumeSource],
      ),
    );
  }
}

const jobIndex = new Map();
const jobs = [];
const pairs = [];
const indexOfJob = (posting) => {
  const id = `${posting.source}:${posting.key}`;
  if (!jobIndex.has(id)) {
    jobIndex.set(id, jobs.length);
    jobs.push(posting);
  }
  return jobIndex.get(id);
};
chosenResumes.forEach((resume, r) => {
  for (const source of postingSources) {
    const fits = bySourceFamily.get(`${source}|${resume.family}`) ?? [];
    if (fits.length < MIN_FIT_POSTINGS) continue;
    const related = [];
    const none = [];
    for (const family of postingFamilies(source)) {
      const label = relation(resume.family, family);
      if (label === "related") related.push(...bySourceFamily.get(`${source}|${family}`));
      if (label === "none") none.push(...bySourceFamily.get(`${source}|${family}`));
    }
    // "none" postings drawn family first, so that large families (nurses in the NHS) do not crowd out the rest.
    const noneFamilies = [...new Set(none.map((p) => p.family))];
    const nonePicks = pick(noneFamilies, PER_SOURCE.none).map(
      (family) =>
        pick(
          none.filter((p) => p.family === family),
          1,
        )[0],
    );
    const relatedFamilies = [...new Set(related.map((p) => p.family))];
    const relatedPicks = pick(relatedFamilies, PER_SOURCE.related).map(
      (family) =>
        pick(
          related.filter((p) => p.family === family),
          1,
        )[0],
    );
    for (const posting of pick(fits, PER_SOURCE.fit)) pairs.push({ resume: r, job: indexOfJob(posting), label: "fit" });
    for (const posting of relatedPicks) pairs.push({ resume: r, job: indexOfJob(posting), label: "related" });
    for (const posting of nonePicks) pairs.push({ resume: r, job: indexOfJob(posting), label: "none" });
  }
});

// Only resumes that got pairs are kept; indices are remapped.
const used = [...new Set(pairs.map((pair) => pair.resume))].sort((a, b) => a - b);
const remap = new Map(used.map((r, i) => [r, i]));
const resumeEntries = used.map((r) => chosenResumes[r]);

const textSha = (source, key) => sha256(entryText(source, key));
const manifest = {
  version: 5,
  name: "sources",
  seed: SEED,
  rules: "tests/ats-eval/v5/build-manifest.mjs (TITLE_RULES, KAGGLE_CATEGORIES, FAMILIES, ADJACENT_FIELDS)",
  labels: {
    fit: "same family",
    related: "another family of the same field",
    none: "a family of a field not adjacent to the resume's",
  },
  sources: SOURCES.map(({ id, kind, repo, commit, licence, description, asOf, file }) => ({
    id,
    kind,
    repo,
    commit,
    licence,
    description,
    asOf,
    ...(file ? { file } : {}),
  })),
  families: Object.fromEntries(
    Object.entries(FAMILIES).map(([family, spec]) => [
      family,
      {
        field: spec.field,
        code: spec.codes[0],
        title: onet.get(spec.codes[0]),
        codes: spec.codes,
        ...(spec.note ? { note: spec.note } : {}),
      },
    ]),
  ),
  adjacentFields: ADJACENT_FIELDS,
  // Per source: entries read (distinct posting ids), entries with an occupation after deduplication, entries used in pairs.
  pool: Object.fromEntries(
    SOURCES.map(({ id }) => [
      id,
      {
        read: read[id] ?? 0,
        labelled: [...allPostings, ...allResumes].filter((item) => item.source === id).length,
        used: [...jobs, ...resumeEntries].filter((item) => item.source === id).length,
      },
    ]),
  ),
  resumes: resumeEntries.map((resume) => ({
    id: `${resume.source}:${resume.key}`,
    source: resume.source,
    key: resume.key,
    ...(resume.source === "kaggle-resumes" ? { category: resume.title } : {}),
    occupation: resume.code,
    family: resume.family,
    sha256: textSha(resume.source, resume.key),
  })),
  jobs: jobs.map((job) => ({
    id: `${job.source}:${job.key}`,
    source: job.source,
    key: job.key,
    occupation: job.code,
    family: job.family,
    sha256: textSha(job.source, job.key),
  })),
  pairs: pairs.map((pair) => ({ resume: remap.get(pair.resume), job: pair.job, label: pair.label })),
};
// One entry per line: readable diffs, a smaller file. No source text is written (titles and
// headlines stay in the snapshots; the loader reads a posting's title from its text).
const lines = (list) => list.map((item) => `  ${JSON.stringify(item)}`).join(",\n");
const head = { ...manifest };
delete head.resumes;
delete head.jobs;
delete head.pairs;
const headJson = JSON.stringify(head, null, 1);
writeFileSync(
  join(HERE, "manifest.json"),
  `${headJson.slice(0, -2)},\n "resumes": [\n${lines(manifest.resumes)}\n ],\n "jobs": [\n${lines(manifest.jobs)}\n ],\n "pairs": [\n${lines(manifest.pairs)}\n ]\n}\n`,
);

const counts = {};
for (const pair of manifest.pairs) {
  const key = `${manifest.jobs[pair.job].source} x ${manifest.resumes[pair.resume].source}`;
  counts[key] ??= { fit: 0, related: 0, none: 0 };
  counts[key][pair.label] += 1;
}
console.log(
  `wrote manifest.json: ${manifest.pairs.length} pairs, ${manifest.resumes.length} resumes, ${manifest.jobs.length} postings (seed ${SEED})`,
);
for (const [key, c] of Object.entries(counts).sort())
  console.log(`${key.padEnd(32)} fit ${c.fit}  related ${c.related}  none ${c.none}`);
console.log(`mirror: ${defaultMirror()}`);
console.log(`pool: ${JSON.stringify(manifest.pool)}`);
