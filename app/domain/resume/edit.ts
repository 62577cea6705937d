/**
 * Every edit the editor makes to a resume, as data. Edits become room operations
 * (app/domain/collab/edit-ops.ts), which the room and every browser apply the same way.
 */
import {
  emptyResume,
  newEntryId,
  type EducationEntry,
  type ExperienceEntry,
  type ExtraSection,
  type PersonalInfo,
  type ProjectEntry,
  type ResumeData,
} from "./schema";
import type { ResumeLanguage, TextDirectionSetting } from "./language";
import type { PageFit, PageSection } from "./fit-settings";

export interface EntryTypes {
  experience: ExperienceEntry;
  education: EducationEntry;
  projects: ProjectEntry;
  extraSections: ExtraSection;
}
export type EntrySection = keyof EntryTypes;

export type ResumeEdit =
  | { type: "personal"; field: keyof PersonalInfo; value: string }
  | { type: "summary"; value: string }
  | { type: "skills"; value: string[] }
  | { type: "add"; section: EntrySection; id?: string }
  | { type: "remove"; section: EntrySection; id: string }
  | { type: "update"; section: EntrySection; id: string; patch: Partial<EntryTypes[EntrySection]> }
  | { type: "move"; section: EntrySection; from: number; to: number }
  | { type: "language"; value: ResumeLanguage }
  | { type: "direction"; value: TextDirectionSetting }
  /** Fit to N pages and what the solver chose (docs/fit-to-pages.md). */
  | { type: "pageFit"; value: PageFit }
  /** The sections that start on a new page. */
  | { type: "newPageSections"; value: PageSection[] };

export function blankEntry<S extends EntrySection>(section: S, id = newEntryId()): EntryTypes[S] {
  const entries: { [K in EntrySection]: EntryTypes[K] } = {
    experience: { id, company: "", position: "", startDate: "", endDate: "", current: false, description: "" },
    education: { id, institution: "", degree: "", fieldOfStudy: "", startDate: "", endDate: "", gpa: "" },
    projects: { id, name: "", description: "", technologies: [], githubLink: "", liveLink: "" },
    extraSections: { id, title: "", description: "" },
  };
  return entries[section];
}

/** A new resume starts with the account's name and e-mail filled in. */
export function starterResume(fullName: string, email: string): ResumeData {
  const data = emptyResume();
  data.personalInfo.fullName = fullName;
  data.personalInfo.email = email;
  return data;
}
