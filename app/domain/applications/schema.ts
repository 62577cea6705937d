/**
 * Job applications (docs/api.md#applications): what a person applied for, with which resume and
 * letter, and how far it got. Every string is bounded so a board of hundreds stays one D1 query
 * and one small page.
 */
import * as z from "zod";
import { savedJobDescriptionSchema, type SavedJobDescription } from "../resume/job-description";

/** The board's columns, in order. */
export const STAGES = ["saved", "applied", "interview", "offer", "rejected", "withdrawn"] as const;
export type Stage = (typeof STAGES)[number];
export const isStage = (value: unknown): value is Stage =>
  typeof value === "string" && (STAGES as readonly string[]).includes(value);

export const APPLICATION_LIMITS = {
  company: 200,
  role: 200,
  jobDescription: 20_000,
  url: 500,
  location: 200,
  salary: 100,
  notes: 5_000,
  contacts: 2_000,
  eventTitle: 120,
  eventNote: 1_000,
  eventsPerApplication: 100,
  /** A CSV import's file (the page checks it before sending, the server again). */
  csvImportBytes: 2 * 1024 * 1024,
  /** Per account: a busy search is a few hundred; the board and its bench are built for 500. */
  perAccount: 1_000,
} as const;

const text = (max: number) => z.string().trim().max(max, "atMost");
/** A calendar day as <input type="date"> gives it, or empty. */
export const daySchema = z.string().regex(/^(\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]))?$/, "dayFormat");
const urlSchema = text(APPLICATION_LIMITS.url).refine(
  (value) => value === "" || /^https?:\/\/\S+$/i.test(value),
  "jobUrlRule",
);

const fields = {
  company: text(APPLICATION_LIMITS.company).min(1, "companyEmpty"),
  role: text(APPLICATION_LIMITS.role).min(1, "roleEmpty"),
  jobDescription: text(APPLICATION_LIMITS.jobDescription),
  jobUrl: urlSchema,
  location: text(APPLICATION_LIMITS.location),
  salary: text(APPLICATION_LIMITS.salary),
  deadline: daySchema,
  notes: text(APPLICATION_LIMITS.notes),
  contacts: text(APPLICATION_LIMITS.contacts),
};

/**
 * The job as every other endpoint takes it, `{title, company?, description}` (the saved job
 * description of app/domain/resume/job-description.ts): its title is the application's role and its
 * company the application's company. A bare string is still taken as the description alone, with
 * `role` and `company` beside it (the first version of this API).
 */
const jobInput = z.union([fields.jobDescription, savedJobDescriptionSchema]);

/** Case and spacing aside, the same words. */
const sameWords = (a: string, b: string) =>
  a.replace(/\s+/g, " ").trim().toLowerCase() === b.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * The application's role, company and description from a job given as an object: a `role` or
 * `company` sent beside it must say the same (else the job would be stored half one, half the other).
 */
function liftJob<T extends { role?: string; company?: string; jobDescription?: string | SavedJobDescription }>(
  input: T,
  ctx: z.RefinementCtx,
  { required }: { required: boolean },
) {
  const { jobDescription: job, ...rest } = input;
  if (typeof job !== "object") {
    if (required && !rest.role) ctx.addIssue({ code: "custom", path: ["role"], message: "roleEmpty" });
    if (required && !rest.company) ctx.addIssue({ code: "custom", path: ["company"], message: "companyEmpty" });
    return { ...rest, ...(job === undefined ? {} : { jobDescription: job }) };
  }
  if (rest.role !== undefined && !sameWords(rest.role, job.title))
    ctx.addIssue({
      code: "custom",
      path: ["role"],
      message: "jobFieldConflict",
      params: { field: "role", jobField: "title" },
    });
  if (rest.company !== undefined && job.company && !sameWords(rest.company, job.company)) {
    ctx.addIssue({
      code: "custom",
      path: ["company"],
      message: "jobFieldConflict",
      params: { field: "company", jobField: "company" },
    });
  }
  const company = job.company || rest.company;
  if (required && !company)
    ctx.addIssue({ code: "custom", path: ["jobDescription", "company"], message: "companyEmpty" });
  return { ...rest, role: job.title, ...(company ? { company } : {}), jobDescription: job.description };
}

export const createApplicationSchema = z
  .strictObject({
    resumeId: z.string().min(1).max(64),
    company: fields.company.optional(),
    role: fields.role.optional(),
    jobDescription: jobInput.optional(),
    jobUrl: fields.jobUrl.optional(),
    location: fields.location.optional(),
    salary: fields.salary.optional(),
    deadline: fields.deadline.optional(),
    notes: fields.notes.optional(),
    contacts: fields.contacts.optional(),
    coverLetterId: z.string().min(1).max(64).nullable().optional(),
    stage: z.enum(STAGES).optional(),
  })
  .transform((input, ctx) => {
    const lifted = liftJob(input, ctx, { required: true });
    return { ...lifted, role: lifted.role ?? "", company: lifted.company ?? "" };
  });
export type CreateApplicationInput = z.infer<typeof createApplicationSchema>;

export const updateApplicationSchema = z
  .strictObject({
    stage: z.enum(STAGES),
    company: fields.company,
    role: fields.role,
    jobDescription: jobInput,
    jobUrl: fields.jobUrl,
    location: fields.location,
    salary: fields.salary,
    deadline: fields.deadline,
    notes: fields.notes,
    contacts: fields.contacts,
    coverLetterId: z.string().min(1).max(64).nullable(),
  })
  .partial()
  .refine((input) => Object.keys(input).length > 0, "nothingToChange")
  .transform((input, ctx) => liftJob(input, ctx, { required: false }));
export type UpdateApplicationInput = z.infer<typeof updateApplicationSchema>;

export const eventInputSchema = z.strictObject({
  title: text(APPLICATION_LIMITS.eventTitle).min(1, "eventTitleEmpty"),
  date: daySchema.optional(),
  note: text(APPLICATION_LIMITS.eventNote).optional(),
});
export type EventInput = z.infer<typeof eventInputSchema>;

export interface ApplicationEvent {
  id: string;
  title: string;
  date: string;
  note: string;
}

/** What the board and the table show of an application. */
export interface ApplicationSummary {
  id: string;
  resumeId: string | null;
  /** The resume's title when the application was made (kept if the resume is deleted). */
  resumeTitle: string;
  coverLetterId: string | null;
  company: string;
  role: string;
  location: string;
  salary: string;
  deadline: string;
  stage: Stage;
  /** ATS score of what was sent, once applied. */
  sentScore: number | null;
  /** It reached Interview or Offer at some point (a later rejection keeps it). */
  reachedInterview: boolean;
  appliedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What was sent, frozen when the application moved to Applied. */
export interface SentSnapshot {
  at: string;
  templateId: string;
  pageSize: string;
  /** The resume version recorded in its history, while that history keeps it. */
  versionId: string | null;
  hasLetter: boolean;
  jobDescription: string;
  ats: { score: number; components: Array<{ id: string; earned: number; weight: number }> } | null;
}

export interface ApplicationDocument extends ApplicationSummary {
  jobDescription: string;
  jobUrl: string;
  notes: string;
  contacts: string;
  events: ApplicationEvent[];
  sent: SentSnapshot | null;
}
