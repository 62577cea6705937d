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
  ["ops-procurement-analyst", "ops-procurement-analyst", "ops-dc-manager", "fin-staff-accountant", "teacher-sped-elementary"],
];

const OCCUPATION = {
  sw: "software", data: "data", nurse: "healthcare", medical: "healthcare", sales: "sales", mkt: "marketing",
  fin: "finance", teacher: "teaching", design: "design", ops: "operations",
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
  for (const id of [job, good, partial, adjacent, far]) {
    if (!(id in (id === job ? jobs : resumes)) && !(id in resumes)) throw new Error(`missing text ${id}`);
  }
  pairs.push({ job, resume: good, label: "good" });
  pairs.push({ job, resume: partial, label: "partial" });
  pairs.push({ job, resume: adjacent, label: "none", note: "adjacent field" });
  pairs.push({ job, resume: far, label: "none" });
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
console.log(`wrote pairs.json: ${pairs.length} pairs, ${Object.keys(jobs).length} jobs, ${Object.keys(resumes).length} resumes`);
