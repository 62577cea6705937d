#!/usr/bin/env node
/**
 * Assembles tests/ats-eval/pairs.json from the resumes and job descriptions in this folder.
 * The texts are written for this product (no real people or employers). Every job has one resume
 * written for it ("good"), the other resume of its field ("partial": same field, but a different
 * role or seniority that misses key requirements), and two resumes of other fields ("none"), one of
 * them from an adjacent field that shares tools, so the set rewards more than word overlap.
 *
 * Usage: node tests/ats-eval/build-pairs.mjs
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));

/** [job, good resume, partial resume, none (adjacent field), none (far field)] */
const PLAN = [
  ["sw-backend-senior", "sw-backend-senior", "sw-frontend-mid", "data-scientist", "nurse-icu"],
  ["sw-frontend-mid", "sw-frontend-mid", "sw-backend-senior", "design-product-senior", "sales-sdr"],
  ["data-scientist", "data-scientist", "data-analyst", "sw-backend-senior", "teacher-math-hs"],
  ["data-analyst", "data-analyst", "data-scientist", "fin-fpa-senior", "medical-assistant"],
  ["nurse-icu", "nurse-icu", "medical-assistant", "teacher-sped-elementary", "ops-dc-manager"],
  ["medical-assistant", "medical-assistant", "nurse-icu", "sales-ae-enterprise", "fin-staff-accountant"],
  ["sales-ae-enterprise", "sales-ae-enterprise", "sales-sdr", "mkt-digital-manager", "teacher-math-hs"],
  ["sales-sdr", "sales-sdr", "sales-ae-enterprise", "mkt-content", "design-graphic"],
  ["mkt-digital-manager", "mkt-digital-manager", "mkt-content", "sales-ae-enterprise", "data-analyst"],
  ["mkt-content", "mkt-content", "mkt-digital-manager", "design-graphic", "fin-staff-accountant"],
  ["fin-fpa-senior", "fin-fpa-senior", "fin-staff-accountant", "data-analyst", "ops-procurement-analyst"],
  ["fin-staff-accountant", "fin-staff-accountant", "fin-fpa-senior", "ops-procurement-analyst", "mkt-content"],
  ["teacher-math-hs", "teacher-math-hs", "teacher-sped-elementary", "data-analyst", "sales-sdr"],
  ["teacher-sped-elementary", "teacher-sped-elementary", "teacher-math-hs", "medical-assistant", "ops-dc-manager"],
  ["design-product-senior", "design-product-senior", "design-graphic", "sw-frontend-mid", "mkt-content"],
  ["design-graphic", "design-graphic", "design-product-senior", "mkt-content", "sw-backend-senior"],
  ["ops-dc-manager", "ops-dc-manager", "ops-procurement-analyst", "fin-fpa-senior", "nurse-icu"],
  [
    "ops-procurement-analyst",
    "ops-procurement-analyst",
    "ops-dc-manager",
    "fin-staff-accountant",
    "teacher-sped-elementary",
  ],
];

/**
 * Harder cases: resumes that fit a job but use other words for the same things (aliases,
 * abbreviations, paragraphs), and resumes from the same field that miss the seniority or licence
 * the job requires while sharing much of its wording. [job, resume, label, note]
 */
const EXTRA = [
  ["sw-backend-senior", "alt-sw-backend", "good", "other wording: Golang, k8s, Postgres"],
  ["sw-frontend-mid", "alt-sw-frontend", "good", "other wording: ReactJS, TS/JS, a11y"],
  ["data-analyst", "alt-data-analyst", "good", "other wording: BI developer, T-SQL, MS Excel"],
  ["nurse-icu", "alt-nurse", "good", "other wording: CVICU, RN, Cerner"],
  ["sales-sdr", "alt-sales-sdr", "good", "other wording: BDR, Salesloft, Salesforce"],
  ["mkt-content", "alt-mkt-content", "good", "other wording: writer and editor"],
  ["fin-staff-accountant", "alt-fin-accountant", "good", "other wording: GL, bank recs, A/P, QBO"],
  ["teacher-math-hs", "alt-teacher-math", "good", "other wording: Algebra 2, PEL, multilingual learners"],
  ["design-product-senior", "alt-design-product", "good", "other wording: UX/UI, usability studies, design language"],
  ["ops-dc-manager", "alt-ops-manager", "good", "other wording: fulfillment, site manager, LSS"],
  ["sw-backend-senior", "junior-sw-backend", "partial", "same stack, 1 year of experience"],
  ["nurse-icu", "newgrad-nurse", "partial", "new graduate, no acute care experience"],
  ["fin-staff-accountant", "ap-clerk", "partial", "AP specialist, no bachelor's degree"],
  ["mkt-digital-manager", "alt-mkt-content", "partial", "content writer, no paid media or management"],
  ["sw-frontend-mid", "junior-sw-backend", "partial", "junior backend developer"],
  ["data-scientist", "alt-data-analyst", "partial", "BI analyst, no modelling or graduate degree"],
  ["medical-assistant", "newgrad-nurse", "partial", "new RN applying to a medical assistant role"],
  ["teacher-sped-elementary", "alt-teacher-math", "partial", "secondary math teacher, no special education credential"],
  ["design-graphic", "alt-design-product", "partial", "UX designer, no print production"],
  ["ops-procurement-analyst", "alt-ops-manager", "partial", "warehouse operations, no sourcing"],
  ["sales-ae-enterprise", "alt-sales-sdr", "partial", "BDR with 1 year"],
  ["fin-fpa-senior", "ap-clerk", "partial", "AP specialist"],
  ["data-analyst", "alt-sw-backend", "none", "adjacent field: engineer with SQL"],
  ["sw-backend-senior", "alt-data-analyst", "none", "adjacent field: BI developer with SQL and Python"],
  ["nurse-icu", "alt-teacher-math", "none"],
  ["mkt-content", "alt-sales-sdr", "none"],
  ["teacher-math-hs", "alt-fin-accountant", "none"],
  ["design-product-senior", "alt-sw-backend", "none"],
  ["ops-dc-manager", "alt-nurse", "none"],
  ["sales-sdr", "alt-design-product", "none"],
  ["fin-staff-accountant", "alt-mkt-content", "none"],
  ["medical-assistant", "alt-ops-manager", "none"],
  ["teacher-sped-elementary", "newgrad-nurse", "none", "adjacent: caring role, patient education"],
  ["ops-procurement-analyst", "ap-clerk", "none", "adjacent: vendor records, purchase orders"],
  ["mkt-digital-manager", "alt-sw-frontend", "none", "adjacent: web, A/B tests"],
  ["sales-ae-enterprise", "alt-ops-manager", "none"],
];

const OCCUPATION = {
  sw: "software",
  data: "data",
  nurse: "healthcare",
  medical: "healthcare",
  sales: "sales",
  mkt: "marketing",
  fin: "finance",
  teacher: "teaching",
  design: "design",
  ops: "operations",
};

const readTexts = (folder) =>
  Object.fromEntries(
    readdirSync(join(HERE, folder))
      .filter((name) => name.endsWith(".txt"))
      .sort()
      .map((name) => [name.replace(/\.txt$/, ""), readFileSync(join(HERE, folder, name), "utf8").trim()]),
  );

const jobs = readTexts("jobs");
const resumes = readTexts("resumes");
const pairs = [];
for (const [job, good, partial, adjacent, far] of PLAN) {
  pairs.push({ job, resume: good, label: "good" });
  pairs.push({ job, resume: partial, label: "partial" });
  pairs.push({ job, resume: adjacent, label: "none", note: "adjacent field" });
  pairs.push({ job, resume: far, label: "none" });
}
for (const [job, resume, label, note] of EXTRA)
  pairs.push(note ? { job, resume, label, note } : { job, resume, label });
for (const pair of pairs) {
  if (!(pair.job in jobs)) throw new Error(`missing job ${pair.job}`);
  if (!(pair.resume in resumes)) throw new Error(`missing resume ${pair.resume}`);
}

const dataset = {
  description:
    "Labelled resume/job-description pairs for the ATS engine: good = written for the job; partial = same field, " +
    "different role or seniority; none = another field. Texts are fictional and written for this project.",
  asOf: "2026-11",
  occupations: [...new Set(Object.keys(jobs).map((id) => OCCUPATION[id.split("-")[0]]))],
  jobs,
  resumes,
  pairs,
};
writeFileSync(join(HERE, "pairs.json"), `${JSON.stringify(dataset, null, 2)}\n`);
console.log(
  `wrote pairs.json: ${pairs.length} pairs, ${Object.keys(jobs).length} jobs, ${Object.keys(resumes).length} resumes`,
);
