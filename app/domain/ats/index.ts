/**
 * The ATS engine: scores a resume against a job description, explains every point, and suggests
 * concrete edits. Pure TypeScript, no platform types: the Worker's POST /api/ats-score and the
 * browser's live panel run the same code. Deterministic: the result depends only on the input.
 */
import { readJob } from "./job-reading";
import { matchResume } from "./match";
import { normalizeResumeText, setVocabulary } from "./normalize";
import { chosenPlacement, isVocabularyStem, occupationByCode, occupationById, type Placement } from "./occupations";
import { parseResume } from "./parse-resume";
import { unshout } from "./capitals";
import { withoutHtml } from "./posting-text";
import { roleFitMessage } from "./messages";
import { roleFitText } from "./role-fit";
import { SENIORITY_LEVELS } from "./seniority";
import { scoreComponents } from "./score";
import { withoutPastedJob } from "./stuffing";
import { buildSuggestions } from "./suggestions";
import { ATS_BAND_MESSAGES, bandFor, type AtsAnalysis, type AtsInput } from "./types";
import { DEGREE_LEVEL_NAMES } from "./lexicon";

export * from "./types";
export { COMPONENT_WEIGHTS, IMPORTANCE_WEIGHT, SEARCHABILITY_POINTS } from "./score";
export { COMPONENT_LABELS } from "./score-texts";
export { dictionaryAttribution } from "./dictionary";
export {
  occupationByCode,
  occupationsAttribution,
  searchOccupations,
  warmOccupations,
  type Occupation,
} from "./occupations";
export { ATS_DATA_PATHS, hasAtsData, provideAtsData, type AtsData } from "./data";
export { normalizeResumeText } from "./normalize";
export { extractJob, placeTitle, type JobProfile, type JobSkill } from "./extract-job";
export { findTitle, occupationById, type Placement } from "./occupations";
export { tokenizeLine } from "./tokenize";
export { parseResume, type ParsedResume } from "./parse-resume";
export { rewriteWeakOpening } from "./suggestions";

function parseAsOf(asOf: string | undefined): number | null {
  const match = asOf ? /^(\d{4})-(\d{2})$/.exec(asOf) : null;
  return match ? Number(match[1]) * 12 + Number(match[2]) - 1 : null;
}

setVocabulary(isVocabularyStem);

const occupationOf = (id: number | undefined): AtsAnalysis["job"]["occupation"] => {
  if (id === undefined) return null;
  const { code, title } = occupationById(id);
  return { code, title };
};

function jobReadingOf(placement: Placement | null): AtsAnalysis["job"]["occupation"] {
  const top = placement?.candidates[0];
  if (!placement || !top) return null;
  const { code, title } = occupationById(top.occupation);
  const { basis } = placement;
  return {
    code,
    title,
    confidence: placement.confidence,
    chosen: placement.chosen === true,
    basis: { title: basis.title, skillsUsed: basis.skills.used, skillsTotal: basis.skills.total, duties: basis.duties },
  };
}

export function analyzeAts(input: AtsInput): AtsAnalysis {
  // The job's reading is kept for the next score against the same text (./job-reading.ts).
  const { profile: read, runs: jobRuns } = readJob(input.jobDescriptionText);
  // "This job is a … job": the user's reading replaces the engine's (the cached reading stays as read).
  const chosen = input.jobOccupation ? occupationByCode(input.jobOccupation) : null;
  const job = chosen ? { ...read, occupation: chosenPlacement(chosen.id) } : read;
  // Text pasted from the job earns nothing: it is left out before the resume is read (./stuffing.ts).
  // A resume in capitals is read in ordinary case, as a posting is (./capitals.ts); one sent as
  // HTML as its text (./posting-text.ts).
  const destuffed = withoutPastedJob(
    normalizeResumeText(unshout(withoutHtml(input.resumeText), { titleCaseShortLines: true })),
    jobRuns,
  );
  const resume = parseResume(destuffed.text, parseAsOf(input.asOf));
  const match = matchResume(job, resume);
  const components = scoreComponents(job, resume, match);
  const total = components.reduce((sum, component) => sum + component.earned, 0);
  const score = Math.max(0, Math.min(100, Math.round(total)));
  const band = bandFor(score);
  const suggestions = buildSuggestions(job, resume, match, destuffed.ignoredWords);

  const keywordsFound: string[] = [];
  let maxPossible = 0;
  // The occupation's own name ("Web Developers") is no keyword: no recruiter searches for it.
  for (const { skill, places } of match.skills) {
    maxPossible += 1;
    if (places.length > 0) keywordsFound.push(skill.name);
  }
  if (job.title) {
    maxPossible += 1;
    if (match.title.level === "exact" || match.title.level === "partial") keywordsFound.push(job.title);
  }
  for (const { concept, matched } of match.soft) {
    maxPossible += 1;
    if (matched) keywordsFound.push(concept.label);
  }
  for (const { keyword, matched } of match.keywords) {
    maxPossible += 1;
    if (matched) keywordsFound.push(keyword.label);
  }

  const roleFit = roleFitText(match.role);
  return {
    score,
    band,
    bandMessage: ATS_BAND_MESSAGES[band],
    feedback: suggestions.map((suggestion) => suggestion.message),
    suggestions,
    missingSkills: match.skills.filter((entry) => entry.places.length === 0).map((entry) => entry.skill.name),
    relatedSkills: match.skills.flatMap((entry) =>
      entry.places.length === 0 && entry.relatedTo ? [{ skill: entry.skill.name, via: entry.relatedTo }] : [],
    ),
    roleFit: {
      job: occupationOf(match.role.job?.occupation),
      resume: occupationOf(match.role.best?.occupation),
      relation: match.role.relation,
      message: roleFitMessage(roleFit),
      text: roleFit,
    },
    keywordsFound,
    job: {
      title: job.title,
      occupation: jobReadingOf(job.occupation),
      seniority: SENIORITY_LEVELS[job.seniority] ?? "mid-level",
      yearsRequired: job.yearsRequired,
      degreeRequired: job.degree ? (DEGREE_LEVEL_NAMES[job.degree.level] ?? null) : null,
      mustHaveSkills: job.skills.filter((skill) => skill.importance === "must").map((skill) => skill.name),
      niceToHaveSkills: job.skills.filter((skill) => skill.importance === "nice").map((skill) => skill.name),
    },
    metadata: { analysis: { rawScore: keywordsFound.length, maxPossible, components } },
  };
}
