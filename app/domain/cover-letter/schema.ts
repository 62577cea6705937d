/**
 * The cover letter model (docs/api.md#cover-letters): one zod schema shared by the letter API, the
 * editor, the renderer and the exports. Every string and list is bounded so a letter always fits
 * on about a page and in one D1 row.
 */
import * as z from "zod";
import { savedJobDescriptionSchema, type SavedJobDescription } from "../resume/job-description";

export const LETTER_LIMITS = {
  recipientField: 200,
  address: 500,
  greeting: 200,
  paragraphs: 12,
  paragraph: 3_000,
  closing: 120,
  signature: 200,
  /** Drafted sentences whose source is remembered; a draft writes far fewer. */
  traces: 60,
  sourcesPerTrace: 8,
  sourceLabel: 300,
} as const;

const text = (max: number) => z.string().max(max, "atMost");

const recipientSchema = z.object({
  name: text(LETTER_LIMITS.recipientField).default(""),
  company: text(LETTER_LIMITS.recipientField).default(""),
  address: text(LETTER_LIMITS.address).default(""),
});
export type Recipient = z.infer<typeof recipientSchema>;

/** A calendar date as <input type="date"> gives it. */
export const letterDateSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "dayFormat");

/**
 * Where a drafted sentence came from. A resume fact names its entry and field so the editor can say
 * "From: Experience · Acme · bullet 2"; a job fact names the part of the posting.
 */
const traceSourceSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("resume"),
    section: z.enum(["personalInfo", "summary", "skills", "experience", "projects", "education"]),
    /** The entry id for experience/projects/education; absent for summary, skills and personal info. */
    entryId: z.string().max(64).optional(),
    field: z.string().max(40),
    /** 1-based bullet or line number inside a description. */
    line: z.number().int().min(1).max(500).optional(),
    label: text(LETTER_LIMITS.sourceLabel),
  }),
  z.object({
    kind: z.literal("job"),
    part: z.enum(["title", "company", "description"]),
    label: text(LETTER_LIMITS.sourceLabel),
  }),
]);
export type TraceSource = z.infer<typeof traceSourceSchema>;

/**
 * A sentence the draft wrote, with its sources. It stays attached only while `paragraphs[paragraph]`
 * still contains `sentence` verbatim: once the user edits the sentence, its trace no longer applies.
 */
const sentenceTraceSchema = z.object({
  paragraph: z
    .number()
    .int()
    .min(0)
    .max(LETTER_LIMITS.paragraphs - 1),
  sentence: text(LETTER_LIMITS.paragraph).min(1),
  sources: z.array(traceSourceSchema).min(1).max(LETTER_LIMITS.sourcesPerTrace),
});
export type SentenceTrace = z.infer<typeof sentenceTraceSchema>;

export const letterContentSchema = z.object({
  recipient: recipientSchema.default({ name: "", company: "", address: "" }),
  date: letterDateSchema,
  greeting: text(LETTER_LIMITS.greeting).default(""),
  paragraphs: z.array(text(LETTER_LIMITS.paragraph)).max(LETTER_LIMITS.paragraphs, "atMostParagraphs").default([]),
  closing: text(LETTER_LIMITS.closing).default(""),
  signature: text(LETTER_LIMITS.signature).default(""),
  traces: z.array(sentenceTraceSchema).max(LETTER_LIMITS.traces).default([]),
});
export type LetterContent = z.infer<typeof letterContentSchema>;

/** POST /api/resumes/{id}/cover-letters */
export const createLetterSchema = z.object({
  jobDescription: savedJobDescriptionSchema.optional(),
});

/** PUT /api/cover-letters/{letterId}: the whole content, against the version it was based on. */
export const updateLetterSchema = z.object({
  content: letterContentSchema,
  baseVersion: z.number().int().min(1),
});
export type UpdateLetterInput = z.infer<typeof updateLetterSchema>;

type LetterRole = "owner" | "editor" | "viewer";

export interface CoverLetterDocument {
  id: string;
  resumeId: string;
  jobDescription: SavedJobDescription | null;
  content: LetterContent;
  version: number;
  role: LetterRole;
  createdAt: string;
  updatedAt: string;
}

export interface CoverLetterSummary {
  id: string;
  resumeId: string;
  /** "Programmer at Babbage & Co", or "Cover letter" when it is for no job. */
  title: string;
  updatedAt: string;
}

export function letterTitle(job: SavedJobDescription | null): string {
  if (!job) return "Cover letter";
  return job.company ? `${job.title} at ${job.company}` : job.title;
}

/** The traces that still apply: their sentence is still in their paragraph, unedited. */
export function liveTraces(content: LetterContent): SentenceTrace[] {
  return content.traces.filter((trace) => content.paragraphs[trace.paragraph]?.includes(trace.sentence) ?? false);
}

export function emptyLetter(date: string, signature = ""): LetterContent {
  return {
    recipient: { name: "", company: "", address: "" },
    date,
    greeting: "Dear Hiring Manager,",
    paragraphs: [""],
    closing: "Sincerely,",
    signature,
    traces: [],
  };
}
