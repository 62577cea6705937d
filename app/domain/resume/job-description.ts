/** The job description of docs/product.md#data-model, and the validation rules that derive from it. */
import * as z from "zod";

export const JOB_LIMITS = { title: 200, company: 200, description: 20_000 } as const;

/** An O*NET-SOC occupation code ("15-1252.00"): how the user's "This job is a … job" is stored. */
export const OCCUPATION_CODE = /^\d{2}-\d{4}\.\d{2}$/;
export const occupationCodeSchema = z.string().regex(OCCUPATION_CODE, "occupationCode");

/**
 * The job description as the editor saves it with a resume: its fields, nothing derived. The
 * resume API, the room protocol and the editor panel all validate with this one schema.
 */
export const savedJobDescriptionSchema = z.object({
  title: z.string().trim().min(1, "jobDescriptionRequired").max(JOB_LIMITS.title),
  company: z.string().trim().max(JOB_LIMITS.company).default(""),
  description: z.string().trim().min(1, "jobDescriptionRequired").max(JOB_LIMITS.description),
  /**
   * The job's occupation as the user chose it on the analysis page ("This job is a … job"), which
   * replaces the engine's reading; absent when the engine reads it. The format is checked here
   * (browser, room, API); that it names a known occupation, by the server where the tables are
   * (app/server/occupations.server.ts), and the engine ignores a code it does not know.
   */
  occupation: occupationCodeSchema.optional(),
});
export type SavedJobDescription = z.infer<typeof savedJobDescriptionSchema>;

const BULLET_LINE = /^\s*[•●▪◦‣∙·\-–—*]\s*(.+)$/;

export function deriveRequirements(description: string): string[] {
  const requirements: string[] = [];
  for (const line of description.split(/\r?\n/)) {
    const match = BULLET_LINE.exec(line);
    const item = match?.[1]?.trim();
    if (item) requirements.push(item);
  }
  return requirements;
}

/** What an employer or a board writes around a title: "Job Title:", "We're hiring:", "!", "(m/f/d)". */
const TITLE_LABEL = /^(?:job title|title|position|role|vacancy|job opening|open (?:role|position))\s*[:\-–]\s*/i;
const HIRING = /^(?:(?:we(?:'|’)re|we are|now)\s+hiring|hiring|urgent(?:ly)?)\s*[:!\-–]?\s+/i;
const JOIN_AS = /^join (?:us|our (?:\w+ )?team) as (?:an?|our)\s+/i;
const BOARD_ADDITIONS = /\s*(?:\((?:[mfwdhx]\s*\/\s*){1,3}[mfwdhx]\)|[-–—|]\s*job post)\s*$/i;
/**
 * A heading over the employer's words about itself, which some postings open with ("About Acme");
 * not "About the job" or "About you". The ATS engine steps over it too (app/domain/ats/job-title.ts).
 */
export const ABOUT_EMPLOYER =
  /^(?:about (?!(?:the |this )?(?:job|role|position|opportunity|post|vacancy)\b|you\b)\S.{0,40}|who we are|our (?:company|story)|company (?:overview|description|profile))\s*:?$/i;
/** A section's heading, not a title: "About the role", "Job Description", "Responsibilities". */
const SECTION_HEADING =
  /^(?:about\b.*|(?:full )?job description|description|overview|summary|responsibilities|requirements|qualifications|duties|the role|what you(?:'|’)ll do)\s*:?$/i;
const TITLE_WORDS = 10;

const wordsIn = (line: string) => line.split(/\s+/).filter(Boolean).length;

/**
 * A title for a pasted posting whose Job Title field was left blank, offered to the person to
 * accept: the posting's first short line (its title, as most postings open), without what boards
 * and employers write around it, after an "About Acme" paragraph; failing that, a labelled title
 * line further down. Null when neither is there: then only the person can say. The ATS engine
 * reads the title itself from the whole text (app/domain/ats/job-title.ts); this is only the
 * field's suggestion.
 */
export function titleFromPosting(description: string): string | null {
  const lines = description
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/[*#_]+/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
  let index = 0;
  if (ABOUT_EMPLOYER.test(lines[0] ?? "")) {
    index = 1;
    while (index < lines.length && wordsIn(lines[index]!) > TITLE_WORDS) index += 1;
  }
  const line = lines[index];
  if (!line) return null;
  return titleOfLine(line) ?? titleRunIntoSentence(line) ?? labelledTitle(lines.slice(index + 1));
}

/** "Registered Nurse. Mercy General is…", "Logistics Dispatcher - Swift Freight runs…". */
const TITLE_THEN_SENTENCE = /^(.{3,80}?)(?:\.\s+|\s+[-–—]\s+)(\S.*)$/;
const INLINE_TITLE_WORDS = 6;

/**
 * A title run into the posting's first sentence after a full stop or a dash, as the ATS engine
 * reads it too (app/domain/ats/posting-text.ts): a few words in Title Case ("Senior Backend
 * Engineer"), then a sentence. Words in lower case are a sentence's own ("Great opportunity - we
 * are growing fast.").
 */
function titleRunIntoSentence(line: string): string | null {
  const match = TITLE_THEN_SENTENCE.exec(line);
  if (!match) return null;
  const [, title = "", rest = ""] = match;
  const words = title.split(" ");
  if (words.length > INLINE_TITLE_WORDS || wordsIn(rest) < 4) return null;
  if (!words.every((word) => /^[A-Z0-9(&]/.test(word) || word.length < 4)) return null;
  return titleOfLine(title);
}

/**
 * A "Job title: …" (or "Role: …") line further down, for a posting that opens with a sentence and
 * names its title in a details block, as some trackers export postings ("…requirements… / Role:
 * Data Engineer"). Not a contact's title ("Name: …", "Job title: Deputy Head of Estates" under
 * "For further details contact:", as NHS postings close), nor a label inside a wrapped sentence.
 */
function labelledTitle(lines: readonly string[]): string | null {
  for (const [index, line] of lines.entries()) {
    if (/\bcontact\b|^name\s*:/i.test(line)) return null;
    const before = lines[index - 1] ?? "";
    if (!TITLE_LABEL.test(line) || (/[a-z,]$/.test(before) && wordsIn(before) >= 8)) continue;
    const title = titleOfLine(line);
    if (title) return title;
  }
  return null;
}

/** A line as a title: without what boards and employers write around it; null for a sentence or a heading. */
function titleOfLine(line: string): string | null {
  const title = line
    .replace(TITLE_LABEL, "")
    .replace(HIRING, "")
    .replace(JOIN_AS, "")
    .replace(BOARD_ADDITIONS, "")
    .replace(/(?<![\s!])[\s!]+$/, "")
    .trim();
  if (!title || wordsIn(title) > TITLE_WORDS || /[.?:;]$/.test(title) || BULLET_LINE.test(line)) return null;
  if (SECTION_HEADING.test(title)) return null;
  return title.slice(0, JOB_LIMITS.title);
}
