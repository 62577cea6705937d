/**
 * The resume model of docs/product.md#data-model, as one zod schema shared by the editor form, the resume
 * API, the template renderer and the ATS engine. Every string and list is bounded so a stored
 * resume can never grow past what a page (or a Durable Object message) can hold.
 * Its check messages are error codes (app/lib/error-catalogue.ts), translated by the pages.
 */
import * as z from "zod";
import { resumeSettingsSchema } from "./language";
import { fitsResumeLimit } from "./size";

export const LIMITS = {
  shortText: 200,
  url: 500,
  summary: 3_000,
  description: 5_000,
  skill: 80,
  skills: 100,
  technologies: 40,
  entries: 50,
} as const;

/** "YYYY-MM" as an <input type="month"> gives it, or empty while not filled in. */
const monthSchema = z
  .string()
  .regex(/^(\d{4}-(0[1-9]|1[0-2]))?$/, "monthFormat")
  .default("");

const text = (max: number) => z.string().max(max, "atMost").default("");
const optionalText = (max: number) => z.string().max(max, "atMost").optional();
/** Entry ids are made on the client (time-based plus random, docs/product.md#data-model). */
const entryId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "entryIdRule");

export const personalInfoSchema = z.object({
  fullName: text(LIMITS.shortText),
  email: text(LIMITS.shortText),
  phone: text(LIMITS.shortText),
  address: text(LIMITS.shortText),
  linkedIn: optionalText(LIMITS.url),
  github: optionalText(LIMITS.url),
});

export const experienceSchema = z.object({
  id: entryId,
  company: text(LIMITS.shortText),
  position: text(LIMITS.shortText),
  startDate: monthSchema,
  endDate: monthSchema,
  current: z.boolean().default(false),
  description: text(LIMITS.description),
  /** A long entry is kept on one page (docs/fit-to-pages.md#page-controls); absent means it may break between bullets. */
  keepTogether: z.boolean().optional(),
});

export const educationSchema = z.object({
  id: entryId,
  institution: text(LIMITS.shortText),
  degree: text(LIMITS.shortText),
  fieldOfStudy: text(LIMITS.shortText),
  startDate: monthSchema,
  /** Labelled "Graduation Date" in the editor. */
  endDate: monthSchema,
  gpa: optionalText(20),
});

export const projectSchema = z.object({
  id: entryId,
  name: text(LIMITS.shortText),
  description: text(LIMITS.description),
  technologies: z.array(z.string().max(LIMITS.skill)).max(LIMITS.technologies).default([]),
  githubLink: optionalText(LIMITS.url),
  liveLink: optionalText(LIMITS.url),
  /** As an experience entry's. */
  keepTogether: z.boolean().optional(),
});

/**
 * A section the fixed ones don't cover (Certifications, Languages, Awards, Volunteering...): its
 * own heading and its lines, one item per line as in a description. Kept so an imported resume
 * loses none of its sections (docs/product.md#data-model).
 */
export const extraSectionSchema = z.object({
  id: entryId,
  title: text(LIMITS.shortText),
  description: text(LIMITS.description),
});

export const resumeDataSchema = z
  .object({
    personalInfo: personalInfoSchema,
    summary: text(LIMITS.summary),
    skills: z.array(z.string().max(LIMITS.skill)).max(LIMITS.skills).default([]),
    experience: z.array(experienceSchema).max(LIMITS.entries).default([]),
    education: z.array(educationSchema).max(LIMITS.entries).default([]),
    projects: z.array(projectSchema).max(LIMITS.entries).optional(),
    /** Absent on resumes saved before they existed. */
    extraSections: z.array(extraSectionSchema).max(LIMITS.entries).optional(),
    /** Language and direction (./language.ts); absent on resumes saved before they existed. */
    settings: resumeSettingsSchema.optional(),
  })
  .refine(fitsResumeLimit, "resumeSizeLimit");

export type PersonalInfo = z.infer<typeof personalInfoSchema>;
export type ExperienceEntry = z.infer<typeof experienceSchema>;
export type EducationEntry = z.infer<typeof educationSchema>;
export type ProjectEntry = z.infer<typeof projectSchema>;
export type ExtraSection = z.infer<typeof extraSectionSchema>;
export type ResumeData = z.infer<typeof resumeDataSchema>;

export function emptyResume(): ResumeData {
  return {
    personalInfo: { fullName: "", email: "", phone: "", address: "", linkedIn: "", github: "" },
    summary: "",
    skills: [],
    experience: [],
    education: [],
    projects: [],
    extraSections: [],
  };
}

/** Time-based plus random, as docs/product.md#data-model says entry ids are made. */
export function newEntryId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** Comma-separated text to a clean list: trimmed, empties dropped (docs/product.md#validation). */
export function parseCommaList(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** Page sizes a resume prints on. */
export const PAGE_SIZES = ["A4", "Letter"] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
