/**
 * What changed between two states of a resume: a one-line summary stored with each version
 * ("Experience: 2 entries edited; Skills: +Kubernetes, -Perl; Summary edited") and a by-section,
 * by-field diff the History panel shows (docs/api.md#version-history). Pure: the server, the room and
 * the browser use the same functions.
 */
import { ENTRY_SECTIONS, PERSONAL_FIELDS, type EntrySectionName, type RoomDocument } from "./document";
import { PERSONAL_LABELS, SECTION_LABELS, summaryMessage, type SummaryPart } from "./version-summary";
import { diffWords, type DiffPart } from "./word-diff";
import { entryTitleText } from "./entry-title";

export { SECTION_LABELS } from "./version-summary";

/** How the diff labels each field (the panel translates them by key: docs/i18n.md "Computed texts"). */
export const DIFF_FIELD_LABELS = {
  ...PERSONAL_LABELS,
  summary: "Summary",
  skills: "Skills",
  template: "Template",
  pageSize: "Page size",
  jobDescription: "Job description",
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
  keepTogether: "Keep on one page",
} as const satisfies Record<string, string>;

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

/** What names an entry: position and company, degree and institution, or a project's name (none: untitled). */
function entryTitleParts(section: EntrySectionName, entry: Entry): string[] {
  const pick = (...keys: string[]) => keys.map((key) => asText(entry[key]).trim()).filter(Boolean);
  return section === "experience"
    ? pick("position", "company")
    : section === "education"
      ? pick("degree", "institution")
      : pick("name");
}

export { entryTitleText };

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

function entryChanged(before: Entry, after: Entry): boolean {
  return [...new Set([...entryFields(before), ...entryFields(after)])].some(
    (key) => !sameValue(before[key], after[key]),
  );
}

/** "+Kubernetes, +Go, -Perl and 3 more", or "reordered". */
function listChanges(before: string[], after: string[]): SummaryPart {
  const had = new Set(before);
  const has = new Set(after);
  const changes = [
    ...after.filter((item) => !had.has(item)).map((item) => `+${item}`),
    ...before.filter((item) => !has.has(item)).map((item) => `-${item}`),
  ];
  if (changes.length === 0) return { code: "skillsReordered", params: {} };
  return { code: "skills", params: { changes: changes.slice(0, 4), more: Math.max(0, changes.length - 4) } };
}

/** One line saying what changed from `before` to `after`; "First version" when there is no before. */
export function summarizeChanges(before: RoomDocument | null, after: RoomDocument): string {
  return summaryMessage(changeParts(before, after));
}

/** What changed, as the parts of the summary line (version-summary.ts). */
function changeParts(before: RoomDocument | null, after: RoomDocument): SummaryPart[] {
  if (!before) return [{ code: "first", params: {} }];
  const parts: SummaryPart[] = [];
  const personal = PERSONAL_FIELDS.filter(
    (field) => (before.data.personalInfo[field] ?? "") !== (after.data.personalInfo[field] ?? ""),
  );
  if (personal.length > 0) parts.push({ code: "personal", params: { fields: personal } });
  if (before.data.summary !== after.data.summary) parts.push({ code: "summaryEdited", params: {} });
  if (before.data.skills.join("\n") !== after.data.skills.join("\n"))
    parts.push(listChanges(before.data.skills, after.data.skills));
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
    const moved = reordered(was, now);
    if (added > 0 || edited > 0 || removed > 0 || moved)
      parts.push({ code: "entries", params: { section, added, edited, removed, reordered: moved } });
  }
  if (before.templateId !== after.templateId) parts.push({ code: "template", params: { template: after.templateId } });
  if (before.pageSize !== after.pageSize) parts.push({ code: "pageSize", params: { size: after.pageSize } });
  if (JSON.stringify(before.jobDescription) !== JSON.stringify(after.jobDescription)) {
    parts.push({
      code: after.jobDescription === null ? "jobRemoved" : before.jobDescription === null ? "jobAdded" : "jobEdited",
      params: {},
    });
  }
  return parts.length > 0 ? parts : [{ code: "none", params: {} }];
}

export interface FieldDiff {
  /** What the field is: a personal field, an entry's field ("company"), or summary, skills, template, pageSize, jobDescription. */
  field: string;
  label: string;
  before: string;
  after: string;
  parts: DiffPart[];
}

interface EntryDiff {
  id: string;
  title: string;
  /** The words `title` is made of (entryTitleText), for the panel to join in its language. */
  titleParts: string[];
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

function fieldDiff(field: string, before: unknown, after: unknown): FieldDiff | null {
  // An optional switch (keepTogether) that was never set reads as off: unset and off are no change.
  const a = asText(before === undefined && typeof after === "boolean" ? false : before);
  const b = asText(after === undefined && typeof before === "boolean" ? false : after);
  if (a === b) return null;
  return {
    field,
    label: (DIFF_FIELD_LABELS as Record<string, string>)[field] ?? field,
    before: a,
    after: b,
    parts: diffWords(a, b),
  };
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
    [...new Set([...entryFields(from), ...entryFields(to)])]
      .map((key) => fieldDiff(key, from?.[key], to?.[key]))
      .filter(present);
  const diff = (entry: Entry, status: EntryDiff["status"], fields: FieldDiff[]): EntryDiff => {
    const titleParts = entryTitleParts(section, entry);
    return { id: entry.id, title: entryTitleText(titleParts), titleParts, status, fields };
  };
  const diffs: EntryDiff[] = [];
  for (const entry of now) {
    const old = wasById.get(entry.id);
    const fields = fieldsOf(old, entry);
    if (!old) diffs.push(diff(entry, "added", fields));
    else if (fields.length > 0) diffs.push(diff(entry, "edited", fields));
  }
  for (const entry of was) if (!nowIds.has(entry.id)) diffs.push(diff(entry, "removed", fieldsOf(entry, undefined)));
  return diffs;
}

/** The changes from `before` to `after`, section by section; sections without changes are left out. */
export function diffDocuments(before: RoomDocument, after: RoomDocument): SectionDiff[] {
  const sections: SectionDiff[] = [];
  const add = (
    section: SectionDiff["section"],
    fields: Array<FieldDiff | null>,
    entries: EntryDiff[] = [],
    moved = false,
  ) => {
    const changed = fields.filter(present);
    if (changed.length > 0 || entries.length > 0 || moved)
      sections.push({ section, label: SECTION_LABELS[section], fields: changed, entries, reordered: moved });
  };
  add(
    "personalInfo",
    PERSONAL_FIELDS.map((field) => fieldDiff(field, before.data.personalInfo[field], after.data.personalInfo[field])),
  );
  add("summary", [fieldDiff("summary", before.data.summary, after.data.summary)]);
  add("skills", [fieldDiff("skills", before.data.skills, after.data.skills)]);
  for (const section of ENTRY_SECTIONS)
    add(
      section,
      [],
      entryDiffs(section, before, after),
      reordered(entriesOf(before, section), entriesOf(after, section)),
    );
  const job = (document: RoomDocument) =>
    document.jobDescription
      ? [document.jobDescription.title, document.jobDescription.company, document.jobDescription.description]
          .filter(Boolean)
          .join("\n")
      : "";
  add("settings", [
    fieldDiff("template", before.templateId, after.templateId),
    fieldDiff("pageSize", before.pageSize, after.pageSize),
    fieldDiff("jobDescription", job(before), job(after)),
  ]);
  return sections;
}
