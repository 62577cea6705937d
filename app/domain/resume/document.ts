/**
 * What a resume is as the editor, the room and versions hold it: its data plus the editor-level
 * settings (`RoomDocument`), and the names of its parts: the list sections and the personal fields.
 * The room's wire protocol (app/domain/collab/protocol.ts) carries these; they describe a resume.
 */
import type { SavedJobDescription } from "./job-description";
import {
  educationSchema,
  experienceSchema,
  extraSectionSchema,
  projectSchema,
  type EducationEntry,
  type ExperienceEntry,
  type ExtraSection,
  type PAGE_SIZES,
  type ProjectEntry,
  type ResumeData,
} from "./schema";
import type { TemplateId } from "./template-ids";

export const ENTRY_SECTIONS = ["experience", "education", "projects", "extraSections"] as const;
export type EntrySectionName = (typeof ENTRY_SECTIONS)[number];

export const PERSONAL_FIELDS = ["fullName", "email", "phone", "address", "linkedIn", "github"] as const;
/** Everything the room keeps of a resume: its data plus the editor-level settings. */
export interface RoomDocument {
  data: ResumeData;
  templateId: TemplateId;
  jobDescription: SavedJobDescription | null;
  pageSize: (typeof PAGE_SIZES)[number];
}
/** Each list section's entry schema: what an added entry and an edited field must fit. */
export const ENTRY_SCHEMAS = {
  experience: experienceSchema,
  education: educationSchema,
  projects: projectSchema,
  extraSections: extraSectionSchema,
} as const;

export type EntryOf<S extends EntrySectionName> = S extends "experience"
  ? ExperienceEntry
  : S extends "education"
    ? EducationEntry
    : S extends "projects"
      ? ProjectEntry
      : ExtraSection;
