/**
 * The summary rule: a summary that leads with the job's title (when the resume already states it,
 * otherwise with the person's own title) and the skills of the job the resume has, followed by the
 * resume's own summary sentences and strongest matching bullets, most relevant first. It writes no
 * fact of its own: every title, skill and number comes from the resume (the guard checks).
 */
import { titleVariants } from "../ats/match";
import { phraseKey, tokenize } from "../ats/tokenize";
import { stripBullet } from "../ats/text";
import { resumeToPlainText } from "../templates/plain-text";
import { LIMITS, type ExperienceEntry, type ResumeData } from "../resume/schema";
import { lineRelevance, listText, stableOrder, type JobView } from "./job-view";
import { reasonOf } from "./reasons";
import { spellingIn } from "./skill-text";
import type { SummaryChange } from "./types";

const TOP_SKILLS = 4;
const BULLETS_REUSED = 2;

const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+|\r?\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
const asSentence = (text: string): string => {
  const trimmed = text.trim().replace(/[\s,;:–—-]+$/, "");
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/**
 * A description's bullets as whole statements: an imported resume keeps the source's line breaks,
 * so a line that neither starts a bullet nor follows a finished sentence continues the one before
 * ("…outgrow a single database." then "Incident Timeline Bot: …from alerts," was two fragments).
 */
function statementsOf(description: string): string[] {
  const out: string[] = [];
  for (const raw of description.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = /^[-•*▪◦‣·]\s*/.test(line);
    const text = stripBullet(line);
    const last = out.length - 1;
    if (!bullet && last >= 0 && !/[.!?]$/.test(out[last]!)) out[last] = `${out[last]} ${text}`;
    else out.push(text);
  }
  return out;
}

/** A statement a summary may reuse: a sentence a person wrote, not a label or a fragment. */
const wholeStatement = (text: string): boolean =>
  /^[\p{Lu}\p{N}]/u.test(text) && text.split(/\s+/).length >= 5 && !/:\s*$/.test(text) && !/^[^:]{1,40}:\s/.test(text);

/** Latest first: current roles, then by end date (the order a reader assumes). */
function byRecency(entries: readonly ExperienceEntry[]): ExperienceEntry[] {
  const key = (entry: ExperienceEntry) => (entry.current ? "9999-99" : entry.endDate || entry.startDate || "0000-00");
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => key(b.entry).localeCompare(key(a.entry)) || a.index - b.index)
    .map((item) => item.entry);
}

interface Lead {
  text: string;
  /** The resume states the job's title (or a synonym of it) as a role it had. */
  supported: boolean;
}

function titleLead(data: ResumeData, view: JobView): Lead | null {
  const positions = byRecency(data.experience)
    .map((entry) => entry.position.trim())
    .filter(Boolean);
  const titleKey = view.profile.titleKey;
  if (titleKey) {
    const variants = titleVariants(titleKey);
    const matching = positions.find((position) =>
      variants.some((variant) => ` ${phraseKey(position)} `.includes(` ${variant} `)),
    );
    if (matching) {
      // The job's own words when the resume has every one of them ("Senior" only if it says so).
      const words = new Set(tokenize(resumeToPlainText(data)).map((token) => token.norm));
      const jobTitle = view.job.title.trim();
      const jobWords = tokenize(jobTitle).map((token) => token.norm);
      return {
        text: jobWords.length > 0 && jobWords.every((word) => words.has(word)) ? jobTitle : matching,
        supported: true,
      };
    }
  }
  return positions[0] ? { text: positions[0], supported: false } : null;
}

export function proposeSummary(
  data: ResumeData,
  view: JobView,
  resumeSkills: ReadonlySet<number>,
): SummaryChange | null {
  const context = view.profile.programmingContext;
  const resumeText = [
    data.summary,
    data.skills.join(", "),
    ...data.experience.map((e) => e.description),
    ...(data.projects ?? []).map((p) => p.description),
  ].join("\n");
  const lead = titleLead(data, view);
  const leadWords = new Set(tokenize(lead?.text ?? "").map((token) => token.norm));
  const top = [...view.skills]
    .filter(([id]) => resumeSkills.has(id))
    .sort((a, b) => b[1].weight - a[1].weight)
    // As the resume writes it, and only skills it names in its own text (not ones read from a title).
    .flatMap(([id]) => spellingIn(resumeText, id, context) ?? [])
    // Not a word the title already says ("Senior Backend Engineer with experience in Backend").
    .filter((spelling) => !tokenize(spelling).every((token) => leadWords.has(token.norm)))
    .slice(0, TOP_SKILLS);
  const opening = lead
    ? top.length
      ? `${lead.text} with experience in ${listText(top)}.`
      : asSentence(lead.text)
    : top.length
      ? `Experience with ${listText(top)}.`
      : "";

  const own = sentencesOf(data.summary);
  const ownOrder = stableOrder(own.map((sentence) => lineRelevance(sentence, view).score));
  const known = new Set(own.map((sentence) => sentence.toLowerCase()));
  const bullets = [...data.experience.map((e) => e.description), ...(data.projects ?? []).map((p) => p.description)]
    .flatMap(statementsOf)
    .filter((line) => wholeStatement(line) && !known.has(asSentence(line).toLowerCase()));
  const bulletScores = bullets.map((line) => lineRelevance(line, view).score);
  const strongest = stableOrder(bulletScores)
    .filter((index) => (bulletScores[index] ?? 0) > 0)
    .slice(0, BULLETS_REUSED)
    .map((index) => asSentence(bullets[index] ?? ""));

  const parts: string[] = [];
  for (const sentence of [opening, ...ownOrder.map((index) => own[index] ?? ""), ...strongest]) {
    if (!sentence || parts.includes(sentence)) continue;
    if ([...parts, sentence].join(" ").length > LIMITS.summary) break;
    parts.push(sentence);
  }
  const after = parts.join(" ");
  if (!after || after === data.summary.trim()) return null;
  return {
    id: "summary",
    kind: "summary",
    section: "summary",
    before: data.summary,
    after,
    ...reasonOf(
      !lead
        ? { code: "summarySkills", params: {} }
        : lead.supported
          ? { code: "summaryJobTitle", params: { title: lead.text } }
          : { code: "summaryOwnTitle", params: { title: lead.text } },
    ),
  };
}
