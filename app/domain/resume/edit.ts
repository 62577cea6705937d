/**
 * Every edit the editor makes to a resume, as data. The reducer is pure so the same edits can be
 * replayed, tested, and (for collaboration) described by section.
 */
import {
  emptyResume,
  newEntryId,
  type EducationEntry,
  type ExperienceEntry,
  type PersonalInfo,
  type ProjectEntry,
  type ResumeData,
} from "./schema";

export interface EntryTypes {
  experience: ExperienceEntry;
  education: EducationEntry;
  projects: ProjectEntry;
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
  | { type: "replace"; data: ResumeData };

export function blankEntry<S extends EntrySection>(section: S, id = newEntryId()): EntryTypes[S] {
  const entries: { [K in EntrySection]: EntryTypes[K] } = {
    experience: { id, company: "", position: "", startDate: "", endDate: "", current: false, description: "" },
    education: { id, institution: "", degree: "", fieldOfStudy: "", startDate: "", endDate: "", gpa: "" },
    projects: { id, name: "", description: "", technologies: [], githubLink: "", liveLink: "" },
  };
  return entries[section];
}

function entriesOf<S extends EntrySection>(data: ResumeData, section: S): EntryTypes[S][] {
  return ((data[section] as EntryTypes[S][] | undefined) ?? []) as EntryTypes[S][];
}

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export function applyEdit(data: ResumeData, edit: ResumeEdit): ResumeData {
  switch (edit.type) {
    case "personal":
      return { ...data, personalInfo: { ...data.personalInfo, [edit.field]: edit.value } };
    case "summary":
      return { ...data, summary: edit.value };
    case "skills":
      return { ...data, skills: edit.value };
    case "add":
      return { ...data, [edit.section]: [...entriesOf(data, edit.section), blankEntry(edit.section, edit.id)] };
    case "remove":
      return { ...data, [edit.section]: entriesOf(data, edit.section).filter((entry) => entry.id !== edit.id) };
    case "update":
      return {
        ...data,
        [edit.section]: entriesOf(data, edit.section).map((entry) => (entry.id === edit.id ? { ...entry, ...edit.patch, id: entry.id } : entry)),
      };
    case "move":
      return { ...data, [edit.section]: moveItem(entriesOf(data, edit.section), edit.from, edit.to) };
    case "replace":
      return edit.data;
  }
}

/** A new resume starts with the account's name and e-mail filled in. */
export function starterResume(fullName: string, email: string): ResumeData {
  const data = emptyResume();
  data.personalInfo.fullName = fullName;
  data.personalInfo.email = email;
  return data;
}
