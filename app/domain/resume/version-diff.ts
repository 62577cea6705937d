/**
 * What changed between two states of a resume: a one-line summary stored with each version
 * ("Experience: 2 entries edited; Skills: +Kubernetes, -Perl; Summary edited") and a by-section,
 * by-field diff the History panel shows (docs/product.md, issue 13). Pure: the server, the room and
 * the browser use the same functions.
 */
import { ENTRY_SECTIONS, PERSONAL_FIELDS, type EntrySectionName, type RoomDocument } from "../collab/protocol";
import { diffWords, type DiffPart } from "./word-diff";

export const SECTION_LABELS: Record<EntrySectionName | "personalInfo" | "summary" | "skills" | "settings", string> = {
  personalInfo: "Personal information",
  summary: "Summary",
  skills: "Skills",
  experience: "Experience",
  education: "Education",
  projects: "Projects",
  settings: "Template and job",
};

const PERSONAL_LABELS: Record<(typeof PERSONAL_FIELDS)[number], string> = {
  fullName: "Name",
  email: "Email",
  phone: "Phone",
  address: "Address",
  linkedIn: "LinkedIn",
  github: "GitHub",
};

const ENTRY_FIELD_LABELS: Record<string, string> = {
  company: "Company",
  position: "Position",
  institution: "Institution",
  degree: "Degree",
  fieldOfStudy: "Field of study",
  name: "Name",
  startDate: "Start",
  endDate: "End",
  current: "Current",
  description: "Description",
  gpa: "GPA",
  technologies: "Technologies",
  githubLink: "GitHub link",
  liveLink: "Live link",
};

type Entry = { id: string } & Record<string, unknown>;

function entriesOf(document: RoomDocument, section: EntrySectionName): Entry[] {
  return (document.data[section] ?? []) as Entry[];
}

/** A field's value as text: lists joined by commas, booleans as Yes/No. */
function asText(value: unknown): string {
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (value === undefined || value === null) return "";
  return String(value);
}

function entryTitle(section: EntrySectionName, entry: Entry): string {
  const pick = (...keys: string[]) => keys.map((key) => asText(entry[key]).trim()).filter(Boolean);
  const parts = section === "experience" ? pick("position", "company") : section === "education" ? pick("degree", "institution") : pick("name");
  return parts.join(" at ") || "Untitled entry";
}

function entryFields(entry: Entry | undefined): string[] {
  return entry ? Object.keys(entry).filter((key) => key !== "id") : [];
}

function sameValue(a: unknown, b: unknown): boolean {
  return asText(a) === asText(b) && Array.isArray(a) === Array.isArray(b);
}

/** Entry ids in both lists whose relative order differs. */
function reordered(before: Entry[], after: Entry[]): boolean {
  const common = new Set(after.map((entry) => entry.id));
  const a = before.filter((entry) => common.has(entry.id)).map((entry) => entry.id);
  const kept = new Set(a);
  const b = after.filter((entry) => kept.has(entry.id)).map((entry) => entry.id);
  return a.some((id, index) => b[index] !== id);
}

function entries(count: number): string {
  return `${count} ${count === 1 ? "entry" : "entries"}`;
}

function entryChanged(before: Entry, after: Entry): boolean {
  return [...new Set([...entryFields(before), ...entryFields(after)])].some((key) => !sameValue(before[key], after[key]));
}

/** "+Kubernetes, +Go, -Perl, and 3 more" */
function listChanges(before: string[], after: string[]): string {
  const had = new Set(before);
  const has = new Set(after);
  const changes = [...after.filter((item) => !had.has(item)).map((item) => `+${item}`), ...before.filter((item) => !has.has(item)).map((item) => `-${item}`)];
  if (changes.length === 0) return "reordered";
  const shown = changes.slice(0, 4).join(", ");
  return changes.length > 4 ? `${shown} and ${changes.length - 4} more` : shown;
}

/** One line saying what changed from `before` to `after`; "First version" when there is no before. */
export function summarizeChanges(before: RoomDocument | null, after: RoomDocument): string {
  if (!before) return "First version";
  const parts: string[] = [];
  const personal = PERSONAL_FIELDS.filter((field) => (before.data.personalInfo[field] ?? "") !== (after.data.personalInfo[field] ?? ""));
  if (personal.length > 0) parts.push(`Personal information: ${personal.map((field) => PERSONAL_LABELS[field].toLowerCase()).join(", ")} edited`);
  if (before.data.summary !== after.data.summary) parts.push("Summary edited");
  if (before.data.skills.join("\n") !== after.data.skills.join("\n")) parts.push(`Skills: ${listChanges(before.data.skills, after.data.skills)}`);
  for (const section of ENTRY_SECTIONS) {
    const was = entriesOf(before, section);
    const now = entriesOf(after, section);
    const wasById = new Map(was.map((entry) => [entry.id, entry]));
    const nowIds = new Set(now.map((entry) => entry.id));
    const added = now.filter((entry) => !wasById.has(entry.id)).length;
    const removed = was.filter((entry) => !nowIds.has(entry.id)).length;
    const edited = now.filter((entry) => {
      const old = wasById.get(entry.id);
      return old !== undefined && entryChanged(old, entry);
    }).length;
    const changes = [
      added > 0 ? `${entries(added)} added` : "",
      edited > 0 ? `${entries(edited)} edited` : "",
      removed > 0 ? `${entries(removed)} removed` : "",
      reordered(was, now) ? "reordered" : "",
    ].filter(Boolean);
    if (changes.length > 0) parts.push(`${SECTION_LABELS[section]}: ${changes.join(", ")}`);
  }
  if (before.templateId !== after.templateId) parts.push(`Template: ${after.templateId}`);
  if (before.pageSize !== after.pageSize) parts.push(`Page size: ${after.pageSize}`);
  if (JSON.stringify(before.jobDescription) !== JSON.stringify(after.jobDescription)) {
    parts.push(after.jobDescription === null ? "Job description removed" : before.jobDescription === null ? "Job description added" : "Job description edited");
  }
  return parts.length > 0 ? parts.join("; ") : "No changes";
}

export interface FieldDiff {
  label: string;
  before: string;
  after: string;
  parts: DiffPart[];
}

export interface EntryDiff {
  id: string;
  title: string;
  status: "added" | "removed" | "edited";
  fields: FieldDiff[];
}

export interface SectionDiff {
  section: keyof typeof SECTION_LABELS;
  label: string;
  fields: FieldDiff[];
  entries: EntryDiff[];
  /** The order of the entries both states have changed. */
  reordered: boolean;
}

function fieldDiff(label: string, before: unknown, after: unknown): FieldDiff | null {
  const a = asText(before);
  const b = asText(after);
  if (a === b) return null;
  return { label, before: a, after: b, parts: diffWords(a, b) };
}

function present<T>(value: T | null): value is T {
  return value !== null;
}

function entryDiffs(section: EntrySectionName, before: RoomDocument, after: RoomDocument): EntryDiff[] {
  const was = entriesOf(before, section);
  const now = entriesOf(after, section);
  const wasById = new Map(was.map((entry) => [entry.id, entry]));
  const nowIds = new Set(now.map((entry) => entry.id));
  const fieldsOf = (from: Entry | undefined, to: Entry | undefined) =>
    [...new Set([...entryFields(from), ...entryFields(to)])].map((key) => fieldDiff(ENTRY_FIELD_LABELS[key] ?? key, from?.[key], to?.[key])).filter(present);
  const diffs: EntryDiff[] = [];
  for (const entry of now) {
    const old = wasById.get(entry.id);
    const fields = fieldsOf(old, entry);
    if (!old) diffs.push({ id: entry.id, title: entryTitle(section, entry), status: "added", fields });
    else if (fields.length > 0) diffs.push({ id: entry.id, title: entryTitle(section, entry), status: "edited", fields });
  }
  for (const entry of was) if (!nowIds.has(entry.id)) diffs.push({ id: entry.id, title: entryTitle(section, entry), status: "removed", fields: fieldsOf(entry, undefined) });
  return diffs;
}

/** The changes from `before` to `after`, section by section; sections without changes are left out. */
export function diffDocuments(before: RoomDocument, after: RoomDocument): SectionDiff[] {
  const sections: SectionDiff[] = [];
  const add = (section: SectionDiff["section"], fields: Array<FieldDiff | null>, entries: EntryDiff[] = [], moved = false) => {
    const changed = fields.filter(present);
    if (changed.length > 0 || entries.length > 0 || moved) sections.push({ section, label: SECTION_LABELS[section], fields: changed, entries, reordered: moved });
  };
  add(
    "personalInfo",
    PERSONAL_FIELDS.map((field) => fieldDiff(PERSONAL_LABELS[field], before.data.personalInfo[field], after.data.personalInfo[field])),
  );
  add("summary", [fieldDiff("Summary", before.data.summary, after.data.summary)]);
  add("skills", [fieldDiff("Skills", before.data.skills, after.data.skills)]);
  for (const section of ENTRY_SECTIONS) add(section, [], entryDiffs(section, before, after), reordered(entriesOf(before, section), entriesOf(after, section)));
  const job = (document: RoomDocument) => (document.jobDescription ? [document.jobDescription.title, document.jobDescription.company, document.jobDescription.description].filter(Boolean).join("\n") : "");
  add("settings", [fieldDiff("Template", before.templateId, after.templateId), fieldDiff("Page size", before.pageSize, after.pageSize), fieldDiff("Job description", job(before), job(after))]);
  return sections;
}
