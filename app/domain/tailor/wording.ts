/**
 * The wording rule: where the resume names a skill of the job in another form ("K8s"), write the
 * job's exact word next to it ("Kubernetes (K8s)"), because a keyword filter looks for the word.
 * Only skills the dictionary says are the same skill; the resume's own form stays in brackets.
 */
import { LIMITS, type ResumeData } from "../resume/schema";
import { relatedSkills, skillById } from "../ats/dictionary";
import type { JobView } from "./job-view";
import { questionMessage, reasonOf, type QuestionText } from "./reasons";
import { replaceSpelling, spellingIn } from "./skill-text";
import type { MissingSkillQuestion, SkillWordingChange, WordingTarget } from "./types";

const wholeWord = (text: string, word: string): boolean =>
  new RegExp(`(?<![A-Za-z0-9])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z0-9])`, "i").test(text);

interface Place {
  target: WordingTarget;
  label?: string;
  text: string;
  limit: number;
}

function placesOf(data: ResumeData): Place[] {
  return [
    ...data.skills.map((skill, index): Place => ({
      target: { section: "skills", index },
      text: skill,
      limit: LIMITS.skill,
    })),
    ...data.experience.map((entry): Place => ({
      target: { section: "experience", entryId: entry.id },
      label: [entry.position, entry.company]
        .map((v) => v.trim())
        .filter(Boolean)
        .join(", "),
      text: entry.description,
      limit: LIMITS.description,
    })),
    ...(data.projects ?? []).map((project): Place => ({
      target: { section: "projects", entryId: project.id },
      label: project.name,
      text: project.description,
      limit: LIMITS.description,
    })),
  ];
}

export function skillWording(
  data: ResumeData,
  view: JobView,
  resumeText: string,
  resumeSkills: ReadonlySet<number>,
): SkillWordingChange[] {
  const changes: SkillWordingChange[] = [];
  const places = placesOf(data);
  const context = view.profile.programmingContext;
  for (const [id, skill] of view.skills) {
    if (!resumeSkills.has(id)) continue;
    const jobWord = spellingIn(view.text, id, context);
    // The resume already uses the job's word somewhere: the filter finds it.
    if (!jobWord || wholeWord(resumeText, jobWord)) continue;
    for (const place of places) {
      const resumeWord = spellingIn(place.text, id, context);
      if (!resumeWord || resumeWord.toLowerCase() === jobWord.toLowerCase()) continue;
      const to = `${jobWord} (${resumeWord})`;
      const after = replaceSpelling(place.text, resumeWord, to);
      if (after === place.text || after.length > place.limit) continue;
      const where = place.target.section === "skills" ? "skills" : place.target.entryId;
      changes.push({
        id: `skill-wording:${id}:${where}`,
        kind: "skill-wording",
        section: place.target.section,
        target: place.target,
        entryLabel: place.label,
        from: resumeWord,
        to,
        before: place.text,
        after,
        skill: skill.name,
        ...reasonOf({ code: "wording", params: { jobWord, resumeWord, importance: skill.importance } }),
      });
      break;
    }
  }
  return changes;
}

const QUESTION_LIMIT = 12;

/** The job's skills the resume does not name, as questions: never as added text. */
export function missingSkillQuestions(view: JobView, resumeSkills: ReadonlySet<number>): MissingSkillQuestion[] {
  const missing = [...view.skills].filter(([id]) => !resumeSkills.has(id));
  missing.sort((a, b) => b[1].weight - a[1].weight);
  return missing.slice(0, QUESTION_LIMIT).map(([id, skill]) => {
    const word = spellingIn(view.text, id, view.profile.programmingContext) ?? skill.name;
    const related = relatedSkills(id).find((other) => resumeSkills.has(other));
    const question: QuestionText = { code: "haveYouUsed", params: { skill: word } };
    return {
      id: `missing-skill:${id}`,
      kind: "missing-skill-question",
      section: "skills",
      skill: word,
      importance: skill.importance,
      question: questionMessage(question),
      questionText: question,
      ...reasonOf({
        code: "missingSkill",
        params: {
          skill: word,
          importance: skill.importance,
          related: related === undefined ? null : skillById(related).name,
        },
      }),
    };
  });
}
