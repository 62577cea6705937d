#!/usr/bin/env node
/**
 * Builds app/domain/ats/skills-dictionary.json, the hard-skill dictionary of the ATS engine.
 *
 * Source: ../shared/data/onet/technology-skills.tsv (O*NET Technology Skills).
 *
 * This product includes information from O*NET OnLine by the U.S. Department of Labor, Employment
 * and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark
 * of USDOL/ETA.
 *
 * Why derive instead of shipping the table: the raw names ("Amazon Web Services AWS software",
 * "Oracle Java") never appear like that in a resume, the table is 2.5 MB, and most of its 8,745
 * names are niche products. We keep Hot Technology / In Demand names and names used by several
 * occupations, clean them into the form people write, and merge a curated list that also covers
 * the non-software hard skills (clinical, sales, finance, teaching...) O*NET does not list.
 *
 * Output shape (compact arrays keep the file small for the browser bundle):
 *   { attribution, source, categories: string[], entries: [canonical, categoryIndex, aliases[], flags][],
 *     index: [key, entryIndex, code][] }
 * index holds every spelling already tokenized and stemmed by the engine's own tokenizer
 * (app/domain/ats/dictionary-index.ts, bundled here with esbuild), so the Worker does not redo it
 * on a cold start.
 * flags bit 1: single-word aliases that are also ordinary English words match only when written
 *              capitalised (or in a Skills list); bit 2: only in a programming context (Go);
 *              bit 4: Hot Technology / In Demand in O*NET.
 *
 * Usage: node scripts/build-skills-dictionary.mjs [--check]
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { importTs, writeGenerated } from "./lib/import-ts.mjs";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE = resolve(ROOT, "../shared/data/onet/technology-skills.tsv");
const OUTPUT = resolve(ROOT, "app/domain/ats/skills-dictionary.json");

const ATTRIBUTION =
  "This product includes information from O*NET OnLine by the U.S. Department of Labor, Employment and " +
  "Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA.";

const CASE_SENSITIVE = 1;
const PROGRAMMING_CONTEXT = 2;
const HOT = 4;

/** Vendors people drop when they name the product ("Excel", not "Microsoft Excel"). */
const VENDORS = [
  "Microsoft", "Oracle", "Adobe", "Autodesk", "IBM", "Google", "Apple", "Atlassian", "Amazon", "The MathWorks",
  "MathWorks", "ESRI", "Intuit", "Apache", "JetBrains", "Dassault Systemes", "Bentley", "Trimble", "Sun Microsystems",
  "Red Hat", "Epic Systems", "Cisco", "Salesforce", "Facebook", "Meta", "Corel", "Sage", "Infor", "Workday",
];

/**
 * Ordinary English words: a product whose cleaned name is one of these only keeps its vendor-prefixed
 * form, or else "Project" would match every "project manager".
 */
const ENGLISH_WORDS = new Set(
  (
    "access act analytics answer apps arena atlas basic beacon blackboard box bridge canvas capture catalyst " +
    "center chart chef cloud compass connect core dash data design desktop dynamics echo edge elements " +
    "email encore excel express flash flow focus forms fusion gather go graph guide hub impact insight " +
    "journal keynote lens link live mail maple maps market matrix meet mode money monitor notes office " +
    "one outlook paint pages pilot planner plus portal power prime prism project publisher pulse quest " +
    "reader records reflex report sales scan scout scratch sheets shell sketch slack smart snap spark " +
    "sphere spring square stream studio suite swift symphony teams track trello vision visual vault " +
    "web word works zoom numbers photos sway forms lists stream bookings money kaizala to do to-do"
  ).split(/\s+/),
);

/**
 * Whether a product name stands on its own once the vendor is dropped. "AutoCAD", "SPSS" or
 * "ArcGIS Pro" cannot be mistaken for ordinary words; a single plain word ("Sites", "Drive",
 * "Classroom") can, unless it is a product name everyone knows.
 */
const KNOWN_PRODUCTS = new Set(
  "photoshop illustrator indesign lightroom acrobat dreamweaver premiere visio tableau hyperion primavera peoplesoft taleo kronos revit maya navisworks bigquery firebase kubernetes java javascript hadoop kafka spark cassandra tomcat maven jenkins".split(" "),
);
function distinctiveName(name) {
  if (name.length <= 2) return false;
  if (name.includes(" ")) return !ENGLISH_WORDS.has(name.split(" ")[0].toLowerCase()) || /[A-Z]{2}|\d/.test(name);
  if (KNOWN_PRODUCTS.has(name.toLowerCase())) return true;
  return /^.+[A-Z]/.test(name) || /[^A-Za-z]/.test(name) || /^[A-Z]{3,}$/.test(name);
}

/** Names that are a category, not a skill anyone lists ("Web browser software"). */
const GENERIC_WORDS = /^(?:[A-Z]?[a-z][a-z-]*)(?: [a-z][a-z-]*| (?:and|or|of|for|to|the))*$/;

/** Curated entries: [canonical, category, aliases, flags?]. Written for this product. */
const CURATED = [
  // Programming languages
  ["JavaScript", "programming language", ["JS", "ECMAScript", "ES6", "ES2015"]],
  ["TypeScript", "programming language", ["TS"]],
  ["Java", "programming language", ["Java SE", "Java EE", "J2EE", "Core Java"]],
  ["Python", "programming language", ["Python 3", "Python3"]],
  ["Go", "programming language", ["Golang", "Go lang"], CASE_SENSITIVE | PROGRAMMING_CONTEXT],
  ["Rust", "programming language", [], CASE_SENSITIVE | PROGRAMMING_CONTEXT],
  ["C", "programming language", ["ANSI C", "C language"], CASE_SENSITIVE | PROGRAMMING_CONTEXT],
  ["C++", "programming language", ["CPP", "C plus plus"]],
  ["C#", "programming language", ["C sharp", "CSharp"]],
  ["Ruby", "programming language", [], CASE_SENSITIVE],
  ["PHP", "programming language", ["Hypertext preprocessor"]],
  ["Swift", "programming language", [], CASE_SENSITIVE | PROGRAMMING_CONTEXT],
  ["Kotlin", "programming language", []],
  ["Scala", "programming language", []],
  ["R", "programming language", ["R programming", "RStudio"], CASE_SENSITIVE],
  ["SQL", "database", ["Structured query language", "T-SQL", "PL/SQL", "SQL queries"]],
  ["Bash", "programming language", ["shell scripting", "Bash scripting"]],
  ["Perl", "programming language", []],
  ["MATLAB", "programming language", ["MathWorks MATLAB"]],
  ["HTML", "web", ["HTML5", "Hypertext markup language"]],
  ["CSS", "web", ["CSS3", "Cascading style sheets"]],
  ["Sass", "web", ["SCSS"]],
  ["Dart", "programming language", [], CASE_SENSITIVE],
  ["Elixir", "programming language", []],
  ["Haskell", "programming language", []],
  ["Objective-C", "programming language", ["Objective C", "ObjC"]],
  ["VBA", "programming language", ["Visual Basic for Applications", "Excel VBA"]],
  ["Solidity", "programming language", [], CASE_SENSITIVE],
  // Frameworks and libraries
  ["React", "framework", ["React.js", "ReactJS", "React JS"], CASE_SENSITIVE],
  ["React Native", "framework", []],
  ["Next.js", "framework", ["NextJS", "Next js"]],
  ["Remix", "framework", ["Remix Run"], CASE_SENSITIVE],
  ["Vue.js", "framework", ["Vue", "VueJS", "Vue 3"]],
  ["Angular", "framework", ["AngularJS", "Angular.js", "Google Angular"], CASE_SENSITIVE],
  ["Svelte", "framework", ["SvelteKit"]],
  ["Redux", "framework", []],
  ["Node.js", "framework", ["Node", "NodeJS", "Node js"], CASE_SENSITIVE],
  ["Express.js", "framework", ["ExpressJS", "Express js"]],
  ["Django", "framework", []],
  ["Flask", "framework", [], CASE_SENSITIVE],
  ["FastAPI", "framework", []],
  ["Spring Boot", "framework", ["Spring Framework", "Spring MVC"]],
  ["Ruby on Rails", "framework", ["Rails", "RoR"], CASE_SENSITIVE],
  [".NET", "framework", ["dotnet", "ASP.NET", ".NET Core", "ASP.NET Core"]],
  ["jQuery", "framework", []],
  ["Tailwind CSS", "framework", ["Tailwind", "TailwindCSS"]],
  ["Bootstrap", "framework", [], CASE_SENSITIVE],
  ["GraphQL", "web", []],
  ["REST APIs", "web", ["REST", "RESTful", "RESTful APIs", "REST API", "RESTful services"]],
  ["gRPC", "web", []],
  ["Microservices", "architecture", ["microservice architecture", "microservices architecture"]],
  ["Distributed systems", "architecture", ["distributed system"]],
  ["System design", "architecture", []],
  ["Flutter", "framework", []],
  ["iOS", "mobile", ["iOS development", "Apple iOS"]],
  ["Android", "mobile", ["Android development", "Google Android"]],
  ["Jest", "testing", [], CASE_SENSITIVE],
  ["Cypress", "testing", [], CASE_SENSITIVE],
  ["Playwright", "testing", []],
  ["Selenium", "testing", ["Selenium WebDriver"]],
  ["JUnit", "testing", []],
  ["pytest", "testing", []],
  ["Unit testing", "testing", ["unit tests", "test-driven development", "TDD"]],
  ["Webpack", "tooling", []],
  ["Vite", "tooling", []],
  // Cloud and DevOps
  ["AWS", "cloud", ["Amazon Web Services", "Amazon AWS"]],
  ["Azure", "cloud", ["Microsoft Azure", "Azure cloud"]],
  ["Google Cloud", "cloud", ["GCP", "Google Cloud Platform"]],
  ["Cloudflare Workers", "cloud", ["Cloudflare"]],
  ["AWS Lambda", "cloud", ["Lambda"], CASE_SENSITIVE],
  ["Amazon S3", "cloud", ["S3", "Amazon Simple Storage Service"]],
  ["Amazon EC2", "cloud", ["EC2", "Amazon Elastic Compute Cloud"]],
  ["Docker", "devops", ["containerization", "Docker containers"]],
  ["Kubernetes", "devops", ["k8s", "EKS", "GKE", "AKS"]],
  ["Terraform", "devops", ["HashiCorp Terraform", "IBM Terraform"]],
  ["Ansible", "devops", ["Red Hat Ansible"]],
  ["CI/CD", "devops", ["continuous integration", "continuous delivery", "continuous deployment", "CI CD"]],
  ["Jenkins", "devops", ["Jenkins CI"]],
  ["GitHub Actions", "devops", []],
  ["Git", "devops", ["version control"], CASE_SENSITIVE],
  ["GitHub", "devops", []],
  ["GitLab", "devops", []],
  ["Linux", "operating system", ["Unix/Linux", "Ubuntu", "RHEL", "Red Hat Enterprise Linux"]],
  ["Observability", "devops", ["monitoring and alerting"]],
  ["Prometheus", "devops", [], CASE_SENSITIVE],
  ["Grafana", "devops", []],
  ["Datadog", "devops", []],
  ["Site reliability engineering", "devops", ["SRE"]],
  ["Infrastructure as code", "devops", ["IaC"]],
  ["Jira", "project management", ["Atlassian JIRA", "JIRA"]],
  ["Confluence", "project management", ["Atlassian Confluence"]],
  // Data
  ["PostgreSQL", "database", ["Postgres"]],
  ["MySQL", "database", []],
  ["MongoDB", "database", ["Mongo"]],
  ["Redis", "database", []],
  ["SQLite", "database", []],
  ["Elasticsearch", "database", ["Elastic search", "ELK"]],
  ["DynamoDB", "database", ["Amazon DynamoDB"]],
  ["Snowflake", "data", [], CASE_SENSITIVE],
  ["BigQuery", "data", ["Google BigQuery"]],
  ["Amazon Redshift", "data", ["Redshift"]],
  ["Databricks", "data", []],
  ["Apache Spark", "data", ["Spark", "PySpark"], CASE_SENSITIVE],
  ["Apache Kafka", "data", ["Kafka"]],
  ["Apache Airflow", "data", ["Airflow"]],
  ["Hadoop", "data", ["Apache Hadoop", "HDFS"]],
  ["dbt", "data", ["data build tool"]],
  ["ETL", "data", ["ELT", "extract transform load", "data pipelines", "data pipeline"]],
  ["Data warehousing", "data", ["data warehouse", "data warehouses"]],
  ["Data modeling", "data", ["data modelling", "dimensional modeling"]],
  ["pandas", "data", []],
  ["NumPy", "data", []],
  ["scikit-learn", "data", ["sklearn", "scikit learn"]],
  ["TensorFlow", "data", []],
  ["PyTorch", "data", []],
  ["Machine learning", "data", ["ML", "machine-learning"]],
  ["Deep learning", "data", ["neural networks"]],
  ["Natural language processing", "data", ["NLP"]],
  ["Large language models", "data", ["LLM", "LLMs", "generative AI", "GenAI"]],
  ["Statistics", "data", ["statistical analysis", "statistical modeling"]],
  ["A/B testing", "data", ["AB testing", "split testing", "experimentation"]],
  ["Regression analysis", "data", ["regression", "linear regression", "logistic regression"]],
  ["Time series forecasting", "data", ["time series"]],
  ["Data visualization", "data", ["dashboards", "dashboarding", "data viz"]],
  ["Tableau", "data", []],
  ["Power BI", "data", ["PowerBI", "Microsoft Power BI"]],
  ["Looker", "data", ["Looker Studio", "Google Data Studio"], CASE_SENSITIVE],
  ["Excel", "office", ["Microsoft Excel", "MS Excel", "spreadsheets", "pivot tables", "VLOOKUP", "XLOOKUP"], CASE_SENSITIVE],
  ["Google Sheets", "office", []],
  ["SAS", "data", ["SAS Enterprise Guide"]],
  ["SPSS", "data", ["IBM SPSS", "IBM SPSS Statistics"]],
  ["Stata", "data", []],
  ["Alteryx", "data", []],
  ["Jupyter", "data", ["Jupyter notebooks", "Jupyter Notebook"]],
  ["Data analysis", "data", ["data analytics", "analyzing data"]],
  ["Data governance", "data", ["data quality"]],
  // Design
  ["Figma", "design", []],
  ["Sketch", "design", ["Sketch app"], CASE_SENSITIVE],
  ["Adobe XD", "design", []],
  ["Adobe Photoshop", "design", ["Photoshop"]],
  ["Adobe Illustrator", "design", ["Illustrator"]],
  ["Adobe InDesign", "design", ["InDesign"]],
  ["Adobe After Effects", "design", ["After Effects"]],
  ["Adobe Premiere Pro", "design", ["Premiere Pro", "Premiere"]],
  ["Adobe Creative Cloud", "design", ["Creative Cloud", "Adobe Creative Suite", "Creative Suite"]],
  ["UX design", "design", ["user experience", "UX", "user experience design"]],
  ["UI design", "design", ["user interface design", "UI", "visual design", "interface design"]],
  ["User research", "design", ["usability testing", "user interviews", "UX research"]],
  ["Wireframing", "design", ["wireframes", "wireframe"]],
  ["Prototyping", "design", ["prototypes", "interactive prototypes"]],
  ["Design systems", "design", ["design system", "component library"]],
  ["Interaction design", "design", ["IxD"]],
  ["Information architecture", "design", []],
  ["Accessibility", "design", ["WCAG", "a11y", "web accessibility"]],
  ["Typography", "design", []],
  ["Branding", "design", ["brand identity", "visual identity"]],
  ["Motion design", "design", ["motion graphics", "animation"]],
  ["Journey mapping", "design", ["customer journey mapping", "user journeys", "journey maps"]],
  // Marketing
  ["SEO", "marketing", ["search engine optimization"]],
  ["SEM", "marketing", ["search engine marketing", "paid search", "PPC", "pay per click"]],
  ["Google Ads", "marketing", ["Google AdWords", "AdWords"]],
  ["Meta Ads", "marketing", ["Facebook Ads", "Facebook Ads Manager", "Instagram Ads"]],
  ["Google Analytics", "marketing", ["GA4", "Google Analytics 4"]],
  ["Google Tag Manager", "marketing", ["GTM"]],
  ["HubSpot", "marketing", ["HubSpot CRM"]],
  ["Marketo", "marketing", ["Adobe Marketo", "Marketo Engage"]],
  ["Mailchimp", "marketing", []],
  ["Marketing automation", "marketing", []],
  ["Email marketing", "marketing", ["email campaigns", "lifecycle marketing", "drip campaigns"]],
  ["Content marketing", "marketing", ["content strategy"]],
  ["Copywriting", "marketing", ["copy writing", "copyediting"]],
  ["Social media marketing", "marketing", ["social media", "social media management", "organic social"]],
  ["Paid social", "marketing", ["paid media", "performance marketing"]],
  ["Digital marketing", "marketing", ["online marketing"]],
  ["Demand generation", "marketing", ["demand gen"]],
  ["Product marketing", "marketing", ["go-to-market", "GTM strategy", "go to market"]],
  ["Brand management", "marketing", ["brand strategy"]],
  ["Market research", "marketing", ["competitive analysis", "market analysis"]],
  ["Conversion rate optimization", "marketing", ["CRO", "conversion optimization"]],
  ["Marketing analytics", "marketing", ["attribution modeling", "marketing attribution"]],
  ["Public relations", "marketing", ["PR", "media relations"], CASE_SENSITIVE],
  ["Event marketing", "marketing", ["trade shows", "event planning"]],
  ["Hootsuite", "marketing", []],
  ["Canva", "design", []],
  ["WordPress", "web", []],
  ["Shopify", "web", []],
  ["Salesforce Marketing Cloud", "marketing", ["SFMC", "ExactTarget"]],
  ["Account-based marketing", "marketing", ["ABM", "account based marketing"]],
  // Sales
  ["CRM", "sales", ["customer relationship management", "CRM software"]],
  ["Salesforce", "sales", ["SFDC", "Salesforce CRM", "Salesforce.com", "Salesforce Sales Cloud"]],
  ["B2B sales", "sales", ["business-to-business sales", "B2B selling"]],
  ["B2C sales", "sales", ["B2C selling"]],
  ["SaaS sales", "sales", ["software sales", "SaaS selling"]],
  ["Lead generation", "sales", ["lead gen", "generating leads", "lead generating"]],
  ["Prospecting", "sales", ["cold calling", "cold outreach", "outbound prospecting"]],
  ["Pipeline management", "sales", ["sales pipeline", "pipeline generation", "qualified pipeline"]],
  ["Account management", "sales", ["key account management", "client management", "book of business"]],
  ["Negotiation", "sales", ["contract negotiation", "negotiating", "negotiated", "negotiations", "negotiate"]],
  ["Closing", "sales", ["deal closing", "closing deals"]],
  ["Sales forecasting", "sales", []],
  ["Quota attainment", "sales", ["quota", "exceeded quota", "sales quota"]],
  ["Consultative selling", "sales", ["solution selling", "consultative sales", "value selling"]],
  ["MEDDIC", "sales", ["MEDDPICC"]],
  ["Outreach.io", "sales", ["Outreach"], CASE_SENSITIVE],
  ["Salesloft", "sales", []],
  ["ZoomInfo", "sales", []],
  ["LinkedIn Sales Navigator", "sales", ["Sales Navigator"]],
  ["Gong", "sales", [], CASE_SENSITIVE],
  ["Territory management", "sales", ["territory planning"]],
  ["Enterprise sales", "sales", ["enterprise accounts", "strategic accounts"]],
  ["Customer success", "sales", ["client success"]],
  ["Upselling", "sales", ["upsell", "cross-selling", "cross-sell", "expansion revenue"]],
  ["Retail sales", "sales", ["point of sale", "POS"]],
  // Finance and accounting
  ["Budgeting", "finance", ["budgets", "budget management", "budget planning", "budget"]],
  ["Forecasting", "finance", ["financial forecasting", "forecasts", "rolling forecasts"]],
  ["Financial modeling", "finance", ["financial models", "financial modelling", "3-statement model", "DCF"]],
  ["Financial analysis", "finance", ["variance analysis", "financial statement analysis"]],
  ["Financial reporting", "finance", ["financial statements", "management reporting"]],
  ["FP&A", "finance", ["financial planning and analysis", "FP A"]],
  ["GAAP", "finance", ["US GAAP", "generally accepted accounting principles"]],
  ["IFRS", "finance", []],
  ["Accounts payable", "finance", ["AP automation", "invoice processing"]],
  ["Accounts receivable", "finance", ["AR aging", "cash application"]],
  ["General ledger", "finance", ["GL", "journal entries"]],
  ["Month-end close", "finance", ["month end close", "month-end", "close process", "financial close"]],
  ["Account reconciliation", "finance", ["reconciliations", "bank reconciliations", "reconciling accounts"]],
  ["Auditing", "finance", ["audit", "audits", "internal audit", "external audit"]],
  ["Tax preparation", "finance", ["tax returns", "tax compliance", "taxation"]],
  ["Payroll", "finance", ["payroll processing"]],
  ["SOX compliance", "finance", ["SOX", "Sarbanes-Oxley", "internal controls"]],
  ["CPA", "certification", ["Certified Public Accountant"]],
  ["CFA", "certification", ["Chartered Financial Analyst"]],
  ["QuickBooks", "finance", ["Intuit QuickBooks", "QuickBooks Online"]],
  ["NetSuite", "finance", ["Oracle NetSuite", "NetSuite ERP"]],
  ["SAP", "erp", ["SAP ERP", "SAP S/4HANA", "S/4HANA", "SAP FICO"]],
  ["Oracle Financials", "finance", ["Oracle EBS", "Oracle Fusion"]],
  ["Xero", "finance", []],
  ["ERP", "erp", ["enterprise resource planning", "ERP systems"]],
  ["Cost accounting", "finance", ["cost analysis"]],
  ["Cash flow management", "finance", ["cash flow", "cash management", "treasury"]],
  ["Valuation", "finance", ["valuations"]],
  ["Bloomberg Terminal", "finance", ["Bloomberg"], CASE_SENSITIVE],
  ["Risk management", "finance", ["risk assessment", "risk analysis"]],
  ["Accounting", "finance", ["bookkeeping"]],
  // Healthcare
  ["Patient care", "healthcare", ["direct patient care", "bedside care", "patient-centered care"]],
  ["EHR", "healthcare", ["electronic health records", "EMR", "electronic medical records", "electronic health record", "charting"]],
  ["Epic", "healthcare", ["Epic Systems", "EpicCare", "Epic EHR", "Epic EMR"], CASE_SENSITIVE],
  ["Cerner", "healthcare", ["Cerner Millennium", "Oracle Health"]],
  ["Meditech", "healthcare", ["MEDITECH"]],
  ["CPR", "certification", ["cardiopulmonary resuscitation"]],
  ["BLS", "certification", ["Basic Life Support", "BLS certification"]],
  ["ACLS", "certification", ["Advanced Cardiovascular Life Support", "Advanced Cardiac Life Support"]],
  ["PALS", "certification", ["Pediatric Advanced Life Support"]],
  ["NIHSS", "certification", ["NIH Stroke Scale"]],
  ["Registered Nurse license", "certification", ["RN license", "RN licensure", "licensed RN", "Registered Nurse"]],
  ["LPN", "certification", ["Licensed Practical Nurse", "LVN"]],
  ["CNA", "certification", ["Certified Nursing Assistant"]],
  ["Medication administration", "healthcare", ["administering medications", "medication management", "med pass"]],
  ["IV therapy", "healthcare", ["IV insertion", "IV starts", "intravenous therapy", "IV medications"]],
  ["Wound care", "healthcare", ["wound management", "dressing changes"]],
  ["Vital signs", "healthcare", ["vital sign monitoring", "taking vitals"]],
  ["Patient assessment", "healthcare", ["patient assessments", "head-to-toe assessments", "nursing assessment", "clinical assessment"]],
  ["Care planning", "healthcare", ["care plans", "nursing care plans", "plan of care"]],
  ["Patient education", "healthcare", ["health education", "discharge teaching", "discharge education"]],
  ["Triage", "healthcare", []],
  ["Telemetry", "healthcare", ["cardiac monitoring", "telemetry monitoring"]],
  ["Critical care", "healthcare", ["ICU", "intensive care"]],
  ["Emergency nursing", "healthcare", ["emergency department", "ED", "ER"], CASE_SENSITIVE],
  ["Medical-surgical nursing", "healthcare", ["med-surg", "med surg", "medical surgical"]],
  ["Pediatrics", "healthcare", ["pediatric", "pediatric nursing"]],
  ["Infection control", "healthcare", ["infection prevention", "aseptic technique", "sterile technique"]],
  ["HIPAA", "healthcare", ["HIPAA compliance"]],
  ["Phlebotomy", "healthcare", ["venipuncture", "blood draws"]],
  ["Medical terminology", "healthcare", []],
  ["Medical coding", "healthcare", ["ICD-10", "CPT coding", "CPT", "medical billing"]],
  ["Case management", "healthcare", ["care coordination", "discharge planning"]],
  ["Clinical documentation", "healthcare", ["nursing documentation"]],
  ["Joint Commission", "healthcare", ["JCAHO"]],
  ["Quality improvement", "healthcare", ["QI", "performance improvement"]],
  ["Telehealth", "healthcare", ["telemedicine", "virtual care"]],
  ["Sepsis protocols", "healthcare", ["sepsis"]],
  ["Chronic disease management", "healthcare", ["diabetes management", "chronic care"]],
  // Teaching and education
  ["Lesson planning", "education", ["lesson plans", "lesson plan", "unit planning", "lesson design", "unit design"]],
  ["Curriculum development", "education", ["curriculum design", "curriculum", "instructional design"]],
  ["Classroom management", "education", ["behavior management", "classroom behavior", "classroom routines", "behavior system"]],
  ["Differentiated instruction", "education", ["differentiation", "differentiated learning", "small-group instruction", "scaffolds", "scaffolding"]],
  ["Formative assessment", "education", ["assessments", "formative assessments", "summative assessment", "student assessment"]],
  ["Common Core", "education", ["Common Core State Standards", "CCSS"]],
  ["IEP", "education", ["Individualized Education Program", "IEPs", "individualized education plans", "504 plans"]],
  ["Special education", "education", ["SPED", "special needs", "inclusion classroom", "inclusive classroom"]],
  ["Teaching certification", "certification", ["teaching license", "teaching credential", "state teaching certificate", "certified teacher"]],
  ["Google Classroom", "education", []],
  ["Canvas LMS", "education", ["Instructure Canvas"]],
  ["Learning management systems", "education", ["LMS", "Moodle", "Blackboard Learn", "Schoology"]],
  ["STEM education", "education", ["STEM"]],
  ["Project-based learning", "education", ["project based learning", "PBL", "inquiry-based learning"]],
  ["ESL", "education", ["English as a second language", "ELL", "ELLs", "English language learners", "ESOL", "TESOL", "multilingual learners", "emergent bilinguals"]],
  ["Parent communication", "education", ["parent-teacher conferences", "family engagement", "family communication", "parent conferences"]],
  ["Student engagement", "education", []],
  ["Data-driven instruction", "education", ["student data", "progress monitoring", "data-based regrouping", "data-informed instruction"]],
  ["Tutoring", "education", ["tutor"]],
  ["Social-emotional learning", "education", ["SEL", "social emotional learning"]],
  ["Educational technology", "education", ["EdTech", "instructional technology"]],
  ["Algebra", "education", ["Algebra I", "Algebra II"]],
  ["Geometry", "education", []],
  ["Calculus", "education", ["AP Calculus"]],
  // Operations, supply chain, project management, HR
  ["Project management", "project management", ["project planning", "managing projects"]],
  ["Agile", "project management", ["Agile methodology", "Agile development"], CASE_SENSITIVE],
  ["Scrum", "project management", ["Scrum master", "sprint planning", "sprints"]],
  ["Kanban", "project management", []],
  ["PMP", "certification", ["Project Management Professional"]],
  ["Lean", "operations", ["Lean manufacturing", "lean principles"], CASE_SENSITIVE],
  ["Six Sigma", "operations", ["Lean Six Sigma", "Six Sigma Green Belt", "Six Sigma Black Belt", "DMAIC"]],
  ["Process improvement", "operations", ["continuous improvement", "process optimization", "kaizen"]],
  ["Supply chain management", "operations", ["supply chain", "SCM"]],
  ["Logistics", "operations", ["logistics management", "transportation management"]],
  ["Inventory management", "operations", ["inventory control", "inventory planning", "stock management"]],
  ["Procurement", "operations", ["purchasing", "sourcing", "strategic sourcing"]],
  ["Vendor management", "operations", ["supplier management", "vendor relations", "supplier relationships"]],
  ["Demand planning", "operations", ["demand forecasting", "S&OP", "sales and operations planning"]],
  ["Warehouse management", "operations", ["WMS", "warehouse operations", "warehousing", "distribution center"]],
  ["KPIs", "operations", ["KPI", "key performance indicators", "metrics tracking", "OKRs"]],
  ["Root cause analysis", "operations", ["RCA", "5 whys", "root-cause analysis"]],
  ["Standard operating procedures", "operations", ["SOPs", "SOP"]],
  ["OSHA", "operations", ["OSHA compliance", "workplace safety", "safety compliance"]],
  ["Quality assurance", "operations", ["QA", "quality control", "QC"]],
  ["Capacity planning", "operations", ["resource planning", "workforce planning"]],
  ["Scheduling", "operations", ["staff scheduling", "production scheduling", "shift scheduling"]],
  ["Change management", "operations", []],
  ["Stakeholder management", "operations", ["stakeholder communication", "stakeholder engagement"]],
  ["Cross-functional leadership", "operations", ["cross-functional teams", "cross-functional collaboration", "cross-functional"]],
  ["People management", "management", ["team management", "direct reports", "managing teams", "team leadership"]],
  ["P&L management", "management", ["P&L", "profit and loss"]],
  ["Strategic planning", "management", ["strategy development", "business strategy"]],
  ["Recruiting", "hr", ["talent acquisition", "recruitment", "sourcing candidates", "full-cycle recruiting"]],
  ["Onboarding", "hr", ["employee onboarding"]],
  ["Employee relations", "hr", []],
  ["Performance management", "hr", ["performance reviews"]],
  ["Workday", "hr", ["Workday HCM"], CASE_SENSITIVE],
  ["Customer service", "service", ["customer support", "client service"]],
  ["Zendesk", "service", []],
  ["Microsoft Office", "office", ["MS Office", "Microsoft Office Suite", "Office 365", "Microsoft 365"]],
  ["Microsoft Word", "office", ["MS Word"]],
  ["PowerPoint", "office", ["Microsoft PowerPoint", "MS PowerPoint", "Google Slides", "Keynote"]],
  ["Microsoft Outlook", "office", ["MS Outlook"]],
  ["Microsoft Teams", "office", ["MS Teams"]],
  ["Microsoft Project", "project management", ["MS Project"]],
  ["Visio", "office", ["Microsoft Visio", "MS Visio"]],
  ["SharePoint", "office", ["Microsoft SharePoint"]],
  ["Smartsheet", "project management", []],
  ["Asana", "project management", []],
  ["Trello", "project management", []],
  ["Monday.com", "project management", []],
  ["Notion", "project management", [], CASE_SENSITIVE],
  ["Slack", "office", [], CASE_SENSITIVE],
  ["Zoom", "office", [], CASE_SENSITIVE],
  ["Security", "security", ["cybersecurity", "information security", "application security", "AppSec", "cloud security"]],
  ["OAuth", "security", ["OAuth2", "OAuth 2.0", "OpenID Connect", "OIDC", "SSO"]],
  ["Networking", "it", ["TCP/IP", "DNS", "computer networking"], CASE_SENSITIVE],
  ["Performance optimization", "software", ["performance tuning", "web performance"]],
  ["Code review", "software", ["code reviews"]],
  ["Object-oriented programming", "software", ["OOP", "object oriented programming", "object-oriented design"]],
  ["Data structures", "software", ["algorithms", "data structures and algorithms"]],
  ["API design", "software", ["API development", "APIs", "API"]],
  ["Web development", "software", ["web applications", "web apps", "full-stack", "full stack"]],
  ["Frontend development", "software", ["front-end", "frontend", "front end"]],
  ["Backend development", "software", ["back-end", "backend", "back end", "server-side"]],
  ["Mobile development", "software", ["mobile apps", "mobile applications"]],
  ["WebSockets", "web", ["WebSocket", "Socket.IO"]],
];

function parseTsv(text) {
  const rows = [];
  const lines = text.split(/\r?\n/);
  for (let i = 1; i < lines.length; i += 1) {
    const line = lines[i];
    if (!line) continue;
    const [code, name, , commodity, hot, demand] = line.split("\t");
    rows.push({ code, name: name.trim(), commodity: commodity.trim(), hot: hot === "Y" || demand === "Y" });
  }
  return rows;
}

function category(commodity) {
  return commodity
    .replace(/\s+software$/i, "")
    .replace(/\b([A-Z]{2,})\b/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

const isAcronym = (word) => /^[A-Z][A-Z0-9]{1,6}$/.test(word);
const MINOR = new Set(["and", "of", "for", "to", "the", "a", "or"]);

/** "Amazon Web Services AWS" → { canonical: "AWS", aliases: ["Amazon Web Services"] }. */
function splitAcronym(name) {
  const words = name.split(" ");
  const last = words[words.length - 1];
  if (words.length < 3 || !isAcronym(last)) return null;
  for (let start = words.length - 2; start >= 0; start -= 1) {
    const initials = words
      .slice(start, -1)
      .filter((word) => !MINOR.has(word.toLowerCase()))
      .map((word) => word[0].toUpperCase())
      .join("");
    if (initials === last.replace(/[0-9]/g, "")) {
      const prefix = words.slice(0, start).join(" ");
      const longForm = words.slice(start, -1).join(" ");
      return { prefix, acronym: last, longForm };
    }
  }
  // Loose fallback ("Hypertext markup language HTML"): the acronym starts like the long form does.
  const start = VENDORS.includes(words[0]) ? 1 : 0;
  if (words.length - start >= 3 && words[start][0].toUpperCase() === last[0]) {
    return { prefix: words.slice(0, start).join(" "), acronym: last, longForm: words.slice(start, -1).join(" ") };
  }
  return null;
}

function stripVendor(name) {
  for (const vendor of VENDORS) {
    if (name.startsWith(`${vendor} `)) return { vendor, product: name.slice(vendor.length + 1) };
  }
  return null;
}

/** One O*NET name → canonical, aliases, flags; or null when it names a category, not a product. */
function cleanOnetName(raw) {
  let name = raw.replace(/\s*\([^)]*\)\s*/g, " ").replace(/\s+/g, " ").trim();
  const hadSoftware = /\s+software$/i.test(name);
  name = name.replace(/\s+software$/i, "").replace(/\s+systems? software$/i, "").trim();
  if (!name || name.length > 48) return null;
  if (hadSoftware && GENERIC_WORDS.test(name)) return null;
  if (/^(?:Microsoft|Apple|Google|IBM) operating system$/i.test(name)) return null;
  if (VENDORS.includes(name)) return null;
  name = name.replace(/ systems$/, "");

  const aliases = new Set();
  let canonical = name;
  const acronym = splitAcronym(name);
  if (acronym) {
    const { prefix, acronym: short, longForm } = acronym;
    canonical = prefix ? `${prefix} ${short}` : short;
    aliases.add(prefix ? `${prefix} ${longForm}` : longForm);
    if (prefix && VENDORS.includes(prefix)) aliases.add(short);
  }
  const vendor = stripVendor(canonical);
  let flags = 0;
  if (vendor) {
    const bare = vendor.product;
    if (distinctiveName(bare)) {
      aliases.add(canonical);
      canonical = bare;
    }
  }
  if (!vendor && !canonical.includes(" ") && ENGLISH_WORDS.has(canonical.toLowerCase())) flags |= CASE_SENSITIVE;
  // "SAN", "ACT", "IDE": short acronyms must be written in capitals ("San Francisco" is not a SAN).
  if (/^[A-Z]{2,4}$/.test(canonical)) flags |= CASE_SENSITIVE;
  aliases.delete(canonical);
  return { canonical, aliases: [...aliases], flags };
}

const keyOf = (name) => name.toLowerCase().replace(/[^a-z0-9+#./&]+/g, " ").trim();

function build() {
  const rows = parseTsv(readFileSync(SOURCE, "utf8"));
  const byName = new Map();
  for (const row of rows) {
    const entry = byName.get(row.name) ?? { occupations: new Set(), commodities: new Map(), hot: false };
    entry.occupations.add(row.code);
    entry.commodities.set(row.commodity, (entry.commodities.get(row.commodity) ?? 0) + 1);
    entry.hot ||= row.hot;
    byName.set(row.name, entry);
  }

  const categories = [];
  const categoryIndex = (name) => {
    let index = categories.indexOf(name);
    if (index < 0) index = categories.push(name) - 1;
    return index;
  };
  /** key of any name or alias → entry, so curated and O*NET forms of one product merge. */
  const byKey = new Map();
  const entries = [];
  const add = (canonical, cat, aliases, flags) => {
    const keys = [canonical, ...aliases].map(keyOf).filter(Boolean);
    const existing = keys.map((key) => byKey.get(key)).find(Boolean);
    if (existing) {
      for (const alias of [canonical, ...aliases]) {
        if (byKey.has(keyOf(alias))) continue;
        existing.aliases.push(alias);
        byKey.set(keyOf(alias), existing);
      }
      existing.flags |= flags & HOT;
      return;
    }
    const entry = { canonical, category: categoryIndex(cat), aliases: [], flags };
    byKey.set(keyOf(canonical), entry);
    for (const alias of aliases) {
      if (byKey.has(keyOf(alias))) continue;
      entry.aliases.push(alias);
      byKey.set(keyOf(alias), entry);
    }
    entries.push(entry);
  };

  // Curated first: its canonical names and flags win over the O*NET spelling of the same product.
  for (const [canonical, cat, aliases, flags = 0] of CURATED) add(canonical, cat, aliases, flags);

  const kept = [...byName.entries()]
    .filter(([, info]) => info.hot || info.occupations.size >= 3)
    .sort((a, b) => b[1].occupations.size - a[1].occupations.size || a[0].localeCompare(b[0]));
  for (const [raw, info] of kept) {
    const cleaned = cleanOnetName(raw);
    if (!cleaned) continue;
    const topCommodity = [...info.commodities.entries()].sort((a, b) => b[1] - a[1])[0][0];
    add(cleaned.canonical, category(topCommodity), cleaned.aliases, cleaned.flags | (info.hot ? HOT : 0));
  }

  return {
    attribution: ATTRIBUTION,
    source: "O*NET Technology Skills (technology-skills.tsv), cleaned and merged with a curated list",
    categories,
    entries: entries.map((entry) => {
      const row = [entry.canonical, entry.category, entry.aliases];
      if (entry.flags) row.push(entry.flags);
      return row;
    }),
  };
}

const dictionary = build();
// The engine's own indexer, so keys are made by exactly the runtime's tokenizer and stemmer.
const { indexer } = await importTs({ indexer: resolve(ROOT, "app/domain/ats/dictionary-index.ts") });
dictionary.index = indexer.indexSpellings(dictionary.entries);
writeGenerated(OUTPUT, `${JSON.stringify(dictionary)}\n`, `${dictionary.entries.length} entries, ${dictionary.index.length} keys`);
