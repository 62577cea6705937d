/**
 * Why each tailoring change helps, and the missing-skill questions, as codes with parameters and
 * their English wording. The API keeps the English (`reason`, `question`); the tailoring view
 * translates the code (app/i18n/computed.ts, docs/i18n.md "Computed texts").
 */
import type { Importance } from "../ats/extract-job";
import { listText } from "../ats/messages";

interface ReasonParams {
  /** `skills`: up to four job skills the list now starts with. */
  skillsFirst: { skills: string[] };
  bulletsWithSkills: { skills: string[] };
  bulletsByWords: Record<string, never>;
  wording: { jobWord: string; resumeWord: string; importance: Importance };
  /** `related`: a skill the resume names that is related, or null. */
  missingSkill: { skill: string; importance: Importance; related: string | null };
  /** The proposed summary leads with the job's skills (no title to lead with). */
  summarySkills: Record<string, never>;
  /** … with the job's title, which a role of the resume states. */
  summaryJobTitle: { title: string };
  /** … with the person's own latest title: the resume does not state the job's. */
  summaryOwnTitle: { title: string };
}

type ReasonCode = keyof ReasonParams;
/** A change's reason as a code: a wrong code or a missing parameter does not compile. */
export type ReasonText = { [C in ReasonCode]: { code: C; params: ReasonParams[C] } }[ReasonCode];
export type QuestionText = { code: "haveYouUsed"; params: { skill: string } };

const IMPORTANCE_TEXT: Readonly<Record<Importance, string>> = {
  must: "a must-have of this job",
  normal: "named in this job",
  nice: "a nice-to-have of this job",
};
const SUMMARY_TAIL = ", then your strongest matching facts. Every sentence is taken from your resume.";

export function reasonMessage(text: ReasonText): string {
  switch (text.code) {
    case "skillsFirst":
      return `${listText(text.params.skills)} ${text.params.skills.length === 1 ? "is a skill" : "are skills"} this job asks for: listed first, a recruiter and an ATS see them at once.`;
    case "bulletsWithSkills":
      return `Bullets that show ${listText(text.params.skills)}, which this job asks for, come first: readers skim the top of each role.`;
    case "bulletsByWords":
      return "Bullets that use this job's own words come first: readers skim the top of each role.";
    case "wording":
      return `${text.params.jobWord} is ${IMPORTANCE_TEXT[text.params.importance]} and you write it as ${text.params.resumeWord}: an ATS looks for the job's own word.`;
    case "missingSkill": {
      const { skill, importance, related } = text.params;
      const relatedText =
        related === null ? "" : ` You list ${related}, which is related, but a filter looks for the word itself.`;
      return `${skill} is ${IMPORTANCE_TEXT[importance]} and your resume does not name it. Tailoring never adds a skill for you.${relatedText}`;
    }
    case "summarySkills":
      return `Leads with the job's skills your resume names${SUMMARY_TAIL}`;
    case "summaryJobTitle":
      return `Leads with the job's title, ${text.params.title}, which your resume already states${SUMMARY_TAIL}`;
    case "summaryOwnTitle":
      return `Your resume does not state this job's title, so it leads with your own, ${text.params.title}${SUMMARY_TAIL}`;
  }
}

export function questionMessage(text: QuestionText): string {
  return `Have you used ${text.params.skill}? If yes, add it where you used it.`;
}

/** A change's English reason and its code, from the code. */
export const reasonOf = (text: ReasonText): { reason: string; reasonText: ReasonText } => ({
  reason: reasonMessage(text),
  reasonText: text,
});
