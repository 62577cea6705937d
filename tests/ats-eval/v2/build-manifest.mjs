#!/usr/bin/env node
/**
 * Builds tests/ats-eval/v2/manifest.json: which real resume is paired with which real job posting,
 * and the label of each pair. Run once by hand; the manifest is committed, the texts are not (they
 * are read from the source repositories' snapshots, see README.md).
 *
 * Labels come from written rules over what each document says it is, never from any score:
 *  - a resume's occupation and level are read from its headline (the title its owner gave it, the
 *    first line of every resume in the source) by the OCCUPATIONS patterns below;
 *  - a posting's occupation and level from its title (and pay grade words);
 *  - fit: same occupation, levels at most one step apart; seniority: same occupation (or the same
 *    field's words in the headline), two or more steps apart; related: an occupation listed as a
 *    neighbour (same industry, overlapping duties); none: any other occupation.
 *
 * Usage: node tests/ats-eval/v2/build-manifest.mjs [--seed N] [--exclude set.json]
 * --exclude leaves out every resume and posting of another set (one used to choose the engine's
 * weights), so this one stays held out.
 * Needs `git` and `pdftotext` (poppler-utils), and the snapshots (see README.md).
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCsv, SOURCES, snapshotDir, resumeText } from "./sources.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const seedArg = process.argv.indexOf("--seed");
let seed = seedArg > 0 ? Number(process.argv[seedArg + 1]) : 2026;
const random = () => {
  // mulberry32: the same pairs on every run with the same seed.
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const excludeArg = process.argv.indexOf("--exclude");
const excluded =
  excludeArg > 0 ? JSON.parse(readFileSync(process.argv[excludeArg + 1], "utf8")) : { jobs: {}, resumes: {} };
const excludedResume = (id) => id in excluded.resumes;
const excludedJob = (id) => id in excluded.jobs;
const pick = (list, n) => {
  const copy = [...list];
  const out = [];
  while (copy.length > 0 && out.length < n) out.push(copy.splice(Math.floor(random() * copy.length), 1)[0]);
  return out;
};

/** Occupations: industry, the resume headlines that name them, the posting titles that name them, the field's words. */
const OCCUPATIONS = {
  accountant: {
    label: "Accountant or auditor",
    industry: "finance",
    resume:
      /^(staff |senior |sr\.? |general |cost |tax |property )?(accountant|auditor|internal auditor|accounting (specialist|analyst))$/,
    job: /^(staff |cost |senior )?(accountant|auditor)\b/i,
    field: /account|audit/,
  },
  budget: {
    label: "Budget or financial analyst",
    industry: "finance",
    resume: /^(senior )?(financial|budget|finance) analyst$/,
    job: /budget analyst|financial management (analyst|specialist)|financial analyst/i,
    field: /financ|budget/,
  },
  hr: {
    label: "Human resources specialist or assistant",
    industry: "hr",
    resume:
      /^(hr|human resources?) (generalist|specialist|coordinator|assistant|representative|associate|administrator)$/,
    job: /human resources (specialist|assistant)/i,
    field: /\bhr\b|human resource/,
  },
  it: {
    label: "IT specialist",
    industry: "it",
    resume:
      /^(it|information technology) (specialist|technician|support specialist|analyst|support technician)$|^(network|systems?) (administrator|engineer)$|^help ?desk (technician|analyst)$/,
    job: /^(it|information technology) specialist/i,
    field: /\bit\b|information technology|network|systems/,
  },
  nurse: {
    label: "Registered or practical nurse",
    industry: "healthcare",
    resume:
      /^(rn |staff )?(registered nurse|rn|staff nurse|charge nurse|licensed practical nurse|lpn|field nurse|nurse)\b/,
    job: /^(registered nurse|practical nurse|licensed practical nurse|clinical nurse|nurse \(clinical|staff nurse)/i,
    field: /nurs|\brn\b/,
  },
  cook: {
    label: "Cook or chef",
    industry: "food",
    resume:
      /^(chef|cook|line cook|sous chef|executive chef|head chef|prep cook|kitchen manager|chef de cuisine|lead cook|pastry chef)$/,
    job: /^cook\b|short order cook/i,
    field: /chef|cook|kitchen|culinary/,
  },
  retail: {
    label: "Retail sales associate or cashier",
    industry: "retail",
    resume:
      /^(sales associate|retail sales associate|sales clerk|cashier|retail associate|store associate|sales floor associate)$/,
    job: /sales (store checker|clerk)|store worker|cashier/i,
    field: /sales|retail|store|cashier/,
  },
  pr: {
    label: "Public relations or communications specialist",
    industry: "communications",
    resume:
      /^(public relations (specialist|coordinator|associate|manager)|communications (specialist|coordinator|manager|associate)|media relations (specialist|manager))$/,
    job: /public affairs (specialist|officer|coordinator)|public affairs -/i,
    field: /public relations|communications|media/,
  },
  designer: {
    label: "Graphic designer",
    industry: "design",
    resume: /^(senior )?(graphic designer|visual designer|graphic artist)$/,
    job: /visual information specialist/i,
    field: /design|creative|art/,
  },
  fitness: {
    label: "Fitness or recreation worker",
    industry: "fitness",
    resume:
      /^(personal trainer|fitness (instructor|trainer|specialist|coach)|group fitness instructor|lifeguard|recreation (aide|assistant|specialist|leader))$/,
    job: /recreation (assistant|aid)|fitness/i,
    field: /fitness|recreation|trainer|coach/,
  },
  engineer: {
    label: "Civil engineer",
    industry: "engineering",
    resume: /^(civil engineer|project engineer|design engineer|structural engineer|staff engineer)$/,
    job: /^civil engineer/i,
    field: /engineer/,
  },
  technician: {
    label: "Engineering technician",
    industry: "engineering",
    resume:
      /^(engineering technician|civil engineering technician|engineering aide|cad technician|drafter|engineering assistant)$/,
    job: /^engineering technician/i,
    field: /technician|drafter|engineering aide/,
  },
  admin: {
    label: "Administrative assistant or secretary",
    industry: "office",
    resume:
      /^(administrative assistant|office assistant|secretary|executive assistant|office administrator|receptionist|administrative specialist)$/,
    job: /administrative assistant|^secretary|office automation|administrative support assistant/i,
    field: /administrative|office|secretar/,
  },
  customer: {
    label: "Customer service representative",
    industry: "office",
    resume:
      /^(customer service (representative|associate|specialist|agent|advocate)|call center (representative|agent)|customer care representative|customer advocate)$/,
    job: /contact representative|customer service representative/i,
    field: /customer/,
  },
  legal: {
    label: "Attorney or paralegal",
    industry: "legal",
    resume:
      /^(attorney|lawyer|paralegal|legal assistant|associate attorney|staff attorney|student attorney|legal specialist)/,
    job: /attorney|paralegal/i,
    field: /legal|attorney|paralegal|counsel/,
  },
  mechanic: {
    label: "Aircraft or equipment mechanic",
    industry: "maintenance",
    resume: /mechanic$|^(aircraft|aviation) (maintenance technician|technician)$|^avionics technician$/,
    job: /mechanic\b/i,
    field: /\bmechanic\b|\bmaintenance\b/,
  },
  teacher: {
    label: "Teacher or instructor",
    industry: "education",
    resume:
      /^(teacher|substitute teacher|lead teacher|elementary (school )?teacher|instructor|(math|science|english|history|art|music|special education) teacher|high school teacher|classroom teacher)$/,
    job: /teacher|training instructor/i,
    field: /teach|instructor|education/,
  },
};

/** Occupations a recruiter would see as neighbours: same industry or overlapping duties, not the same job. */
const NEIGHBOURS = {
  accountant: ["budget", "admin"],
  budget: ["accountant"],
  hr: ["admin", "customer"],
  it: ["customer", "engineer"],
  nurse: ["fitness", "customer"],
  cook: ["retail"],
  retail: ["customer", "cook"],
  pr: ["designer", "admin"],
  designer: ["pr"],
  fitness: ["teacher", "nurse"],
  engineer: ["technician", "it"],
  technician: ["engineer", "mechanic"],
  admin: ["hr", "customer"],
  customer: ["retail", "admin"],
  legal: ["admin"],
  mechanic: ["technician"],
  teacher: ["fitness", "admin"],
};

/** 0 intern/trainee ... 5 director, from title words (the same scale the product's README describes). */
function level(title) {
  const t = title.toLowerCase();
  if (/\b(intern|trainee|student|recent graduate|apprentice)\b/.test(t)) return 0;
  if (/\b(director|chief|vp|vice president|president|executive director|owner)\b/.test(t)) return 5;
  if (/\b(manager|supervisor|supervisory|head|superintendent)\b/.test(t)) return 4;
  if (/\b(senior|sr|lead|leader|principal)\b/.test(t)) return 3;
  if (/\b(assistant|aide?|clerk|junior|helper|checker)\b/.test(t)) return 1;
  return 2;
}

// Resumes: every PDF's headline.
const resumeRepo = snapshotDir("resumes");
const resumePaths = execFileSync(
  "git",
  ["-C", resumeRepo, "ls-tree", "-r", "--name-only", SOURCES.resumes.commit, "data"],
  { encoding: "utf8" },
)
  .split("\n")
  .filter((path) => path.endsWith(".pdf"));
const resumes = resumePaths.map((path) => {
  const text = resumeText(path);
  const headline = (text.split("\n").find((line) => line.trim()) ?? "").trim();
  const lower = headline.toLowerCase();
  const occupation = Object.entries(OCCUPATIONS).find(([, rule]) => rule.resume.test(lower))?.[0] ?? null;
  const fields = Object.entries(OCCUPATIONS)
    .filter(([, rule]) => rule.field.test(lower))
    .map(([key]) => key);
  return {
    id: path
      .replace(/^data\//, "")
      .replace(/\.pdf$/, "")
      .replace("/", "-"),
    path,
    headline,
    occupation,
    fields,
    level: level(headline),
  };
});

// Postings: every distinct USAJOBS announcement with substantive text.
const jobRepo = snapshotDir("jobs");
const files = execFileSync("git", ["-C", jobRepo, "ls-tree", "--name-only", SOURCES.jobs.commit, "collected_data/"], {
  encoding: "utf8",
})
  .split("\n")
  .filter(Boolean);
const jobs = new Map();
for (const file of files) {
  const rows = parseCsv(
    execFileSync("git", ["-C", jobRepo, "show", `${SOURCES.jobs.commit}:${file}`], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    }),
  );
  for (const row of rows) {
    if (jobs.has(row.PositionID) || (row.JobSummary?.length ?? 0) + (row.QualificationSummary?.length ?? 0) < 1500)
      continue;
    const occupation = Object.entries(OCCUPATIONS).find(([, rule]) => rule.job.test(row.PositionTitle))?.[0] ?? null;
    if (!occupation) continue;
    jobs.set(row.PositionID, {
      id: row.PositionID,
      file,
      title: row.PositionTitle,
      occupation,
      level: level(row.PositionTitle),
    });
  }
}

const byOccupation = (key) => resumes.filter((resume) => resume.occupation === key && !excludedResume(resume.id));
const usable = Object.keys(OCCUPATIONS).filter(
  (key) => byOccupation(key).length >= 3 && [...jobs.values()].some((job) => job.occupation === key),
);

const pairs = [];
const chosenJobs = [];
for (const key of usable) {
  const candidates = [...jobs.values()].filter((job) => job.occupation === key && !excludedJob(job.id));
  for (const job of pick(candidates, 6)) {
    const fits = byOccupation(key).filter((resume) => Math.abs(resume.level - job.level) <= 1);
    if (fits.length < 2) continue;
    chosenJobs.push(job);
    for (const resume of pick(fits, 3))
      pairs.push({ job: job.id, resume: resume.id, label: "fit", note: `${resume.headline} for ${job.title}` });
    const senior = resumes.filter(
      (resume) =>
        !excludedResume(resume.id) &&
        (resume.occupation === key || resume.fields.includes(key)) &&
        Math.abs(resume.level - job.level) >= 2,
    );
    for (const resume of pick(senior, 1))
      pairs.push({
        job: job.id,
        resume: resume.id,
        label: "seniority",
        note: `${resume.headline} (level ${resume.level}) for ${job.title} (level ${job.level})`,
      });
    for (const neighbour of NEIGHBOURS[key] ?? []) {
      for (const resume of pick(byOccupation(neighbour), 1))
        pairs.push({
          job: job.id,
          resume: resume.id,
          label: "related",
          note: `${resume.headline} (${neighbour}) for ${job.title} (${key})`,
        });
    }
    const far = usable.filter(
      (other) =>
        other !== key &&
        !(NEIGHBOURS[key] ?? []).includes(other) &&
        OCCUPATIONS[other].industry !== OCCUPATIONS[key].industry,
    );
    for (const other of pick(far, 2)) {
      for (const resume of pick(byOccupation(other), 1))
        pairs.push({
          job: job.id,
          resume: resume.id,
          label: "none",
          note: `${resume.headline} (${other}) for ${job.title} (${key})`,
        });
    }
  }
}

const usedResumes = new Set(pairs.map((pair) => pair.resume));
const manifest = {
  version: 2,
  // The resumes' "Current" roles were current when they were collected (2018-2020); postings are of December 2017.
  asOf: "2018-01",
  sources: SOURCES,
  occupations: Object.fromEntries(
    usable.map((key) => [key, { label: OCCUPATIONS[key].label, industry: OCCUPATIONS[key].industry }]),
  ),
  resumes: Object.fromEntries(
    resumes
      .filter((resume) => usedResumes.has(resume.id))
      .map((resume) => [
        resume.id,
        {
          source: "resumes",
          path: resume.path,
          headline: resume.headline,
          occupation: resume.occupation,
          level: resume.level,
        },
      ]),
  ),
  jobs: Object.fromEntries(
    chosenJobs.map((job) => [
      job.id,
      { source: "jobs", file: job.file, key: job.id, title: job.title, occupation: job.occupation, level: job.level },
    ]),
  ),
  pairs,
};
const out = join(HERE, "manifest.json");
writeFileSync(out, `${JSON.stringify(manifest, null, 1)}\n`);
const counts = pairs.reduce((acc, pair) => ({ ...acc, [pair.label]: (acc[pair.label] ?? 0) + 1 }), {});
console.log(
  `wrote ${out}: ${pairs.length} pairs ${JSON.stringify(counts)}, ${chosenJobs.length} jobs, ${usedResumes.size} resumes, ${usable.length} occupations`,
);
