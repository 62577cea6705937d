/**
 * The proposed changes of "Tailor for this job" (docs/tailoring.md). Each change is a value the
 * review view shows as a diff with its reason; applying a set of them is a pure function
 * (apply.ts). Ids are deterministic (derived from what the change touches), so the server can
 * recompute the proposals from the copy and its saved job and trust only the ids a client accepts.
 */
import type { QuestionText, ReasonText } from "./reasons";

/** Where a wording change is made: one item of the Skills list, or an entry's description. */
export type WordingTarget =
  { section: "skills"; index: number } | { section: "experience" | "projects"; entryId: string };

interface ChangeBase {
  id: string;
  /** One sentence a person reads: why this change helps with this job. */
  reason: string;
  /** `reason` as a code the tailoring view translates (reasons.ts). */
  reasonText: ReasonText;
}

export interface ReorderSkillsChange extends ChangeBase {
  kind: "reorder-skills";
  section: "skills";
  before: string[];
  after: string[];
  /** after[i] = before[order[i]]: a permutation of the original list, never new text. */
  order: number[];
}

export interface ReorderBulletsChange extends ChangeBase {
  kind: "reorder-bullets";
  section: "experience" | "projects";
  entryId: string;
  /** "Senior Engineer, Acme" or the project's name, for the view's heading. */
  entryLabel: string;
  /** The description's lines, before and after. */
  before: string[];
  after: string[];
  /** A permutation of the description's lines (split on newlines). */
  order: number[];
}

export interface SkillWordingChange extends ChangeBase {
  kind: "skill-wording";
  section: "skills" | "experience" | "projects";
  target: WordingTarget;
  entryLabel?: string;
  /** The skill as the resume writes it ("K8s") and as the change writes it ("Kubernetes (K8s)"). */
  from: string;
  to: string;
  /** The whole text that changes (the Skills item, or the description), before and after. */
  before: string;
  after: string;
  skill: string;
}

export interface SummaryChange extends ChangeBase {
  kind: "summary";
  section: "summary";
  before: string;
  after: string;
}

export interface MissingSkillQuestion extends ChangeBase {
  kind: "missing-skill-question";
  section: "skills";
  skill: string;
  importance: "must" | "normal" | "nice";
  /** "Have you used Terraform? If yes, add it where you used it." Never added to the resume. */
  question: string;
  /** `question` as a code the tailoring view translates. */
  questionText: QuestionText;
}

export type TailorChange =
  ReorderSkillsChange | ReorderBulletsChange | SkillWordingChange | SummaryChange | MissingSkillQuestion;

/** Something the guard found in a tailored resume that the original does not have. */
export interface Invention {
  kind: "skill" | "employer" | "title" | "degree" | "date" | "number" | "name";
  value: string;
}

/** The job a copy is tailored for: the saved job description's fields. */
export interface TailorJob {
  title: string;
  company: string;
  description: string;
  /** The occupation the user chose for the job (the saved job's `occupation`), scored instead of the engine's reading. */
  occupation?: string;
}
