/**
 * Import into an existing resume (docs/import.md#into-a-resume): what the file has that the resume
 * has not, section by section and field by field, as changes the user ticks one by one. Entries
 * are matched by their identity (a job by company, title and start; a degree by school, degree and
 * dates that do not contradict; a project by name; a section by heading), so nothing is added
 * twice; and a value that differs only as people would not notice (./same.ts: "Bachelor of
 * Science - BS" and "Bachelor of Science", a leading "- ", spacing, case) is no change. Changes are kept as
 * intentions and turned into room operations against the resume as it is when they are applied
 * (`mergeOps`), so a collaborator's edit in between is built on, not overwritten wholesale.
 */
import type { Op } from "../resume/ops";
import { PERSONAL_FIELDS } from "../resume/document";
import type { EntryTypes } from "../resume/edit";
import { newEntryId, type ResumeData } from "../resume/schema";
import { degreeKey, nameKey, sameValue } from "./same";

type EntrySection = keyof EntryTypes;
type PersonalField = (typeof PERSONAL_FIELDS)[number];

export type MergeChange =
  | { kind: "personal"; field: PersonalField; value: string }
  | { kind: "summary"; value: string }
  | { kind: "skills"; add: string[] }
  | { kind: "addEntry"; section: EntrySection; entry: EntryTypes[EntrySection] }
  | { kind: "updateEntry"; section: EntrySection; id: string; patch: Record<string, string | boolean | string[]> };

export interface MergeItem {
  /** Stable within one plan: what a checkbox is tied to. */
  key: string;
  change: MergeChange;
  /** The resume's text now and the file's, for the side-by-side view. */
  current: string;
  incoming: string;
  /** "Experience", "Personal", ...; the entry's name when it is one ("Backend Engineer, Acme"). */
  section: "personal" | "summary" | "skills" | EntrySection;
  label: string;
}

/** Dates of two entries that do not contradict: equal where both have one. */
const datesAgree = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) =>
  (!a.startDate || !b.startDate || a.startDate === b.startDate) &&
  (!a.endDate || !b.endDate || a.endDate === b.endDate);

const SAME_ENTRY: { [S in EntrySection]: (a: EntryTypes[S], b: EntryTypes[S]) => boolean } = {
  experience: (a, b) =>
    nameKey(a.company) === nameKey(b.company) &&
    nameKey(a.position) === nameKey(b.position) &&
    a.startDate === b.startDate,
  education: (a, b) =>
    nameKey(a.institution) === nameKey(b.institution) &&
    degreeKey(a.degree) === degreeKey(b.degree) &&
    datesAgree(a, b),
  projects: (a, b) => nameKey(a.name) === nameKey(b.name),
  extraSections: (a, b) => nameKey(a.title) === nameKey(b.title),
};

const NAME: { [S in EntrySection]: (entry: EntryTypes[S]) => string } = {
  experience: (entry) => [entry.position, entry.company].filter(Boolean).join(", "),
  education: (entry) => [entry.degree, entry.institution].filter(Boolean).join(", "),
  projects: (entry) => entry.name,
  extraSections: (entry) => entry.title,
};

const ENTRY_SECTIONS: EntrySection[] = ["experience", "education", "projects", "extraSections"];

function show(value: unknown): string {
  if (Array.isArray(value)) return value.join(", ");
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value ?? "");
}

function entryText(entry: Record<string, unknown>): string {
  return Object.entries(entry)
    .filter(([field, value]) => field !== "id" && typeof value !== "boolean" && show(value).trim())
    .map(([, value]) => show(value))
    .join(" · ");
}

export function planMerge(current: ResumeData, incoming: ResumeData): MergeItem[] {
  const items: MergeItem[] = [];
  for (const field of PERSONAL_FIELDS) {
    const value = (incoming.personalInfo[field] ?? "").trim();
    if (value && !sameValue(field, value, current.personalInfo[field] ?? ""))
      items.push({
        key: `personal.${field}`,
        change: { kind: "personal", field, value },
        current: current.personalInfo[field] ?? "",
        incoming: value,
        section: "personal",
        label: field,
      });
  }
  if (incoming.summary.trim() && !sameValue("summary", incoming.summary, current.summary))
    items.push({
      key: "summary",
      change: { kind: "summary", value: incoming.summary.trim() },
      current: current.summary,
      incoming: incoming.summary.trim(),
      section: "summary",
      label: "summary",
    });
  const have = new Set(current.skills.map(nameKey));
  const add = [
    ...new Set(incoming.skills.map((skill) => skill.trim()).filter((skill) => skill && !have.has(nameKey(skill)))),
  ];
  if (add.length)
    items.push({
      key: "skills",
      change: { kind: "skills", add },
      current: current.skills.join(", "),
      incoming: add.join(", "),
      section: "skills",
      label: "skills",
    });
  for (const section of ENTRY_SECTIONS) {
    const same = SAME_ENTRY[section] as (a: EntryTypes[EntrySection], b: EntryTypes[EntrySection]) => boolean;
    const name = NAME[section] as (entry: EntryTypes[EntrySection]) => string;
    const mine = (current[section] ?? []) as Array<EntryTypes[EntrySection]>;
    ((incoming[section] ?? []) as Array<EntryTypes[EntrySection]>).forEach((entry, index) => {
      const match = mine.find((candidate) => same(candidate, entry));
      if (!match) {
        items.push({
          key: `${section}.add.${index}`,
          change: { kind: "addEntry", section, entry: { ...entry, id: newEntryId() } },
          current: "",
          incoming: entryText(entry),
          section,
          label: name(entry),
        });
        return;
      }
      const patch: Record<string, string | boolean | string[]> = {};
      for (const [field, value] of Object.entries(entry)) {
        if (field === "id") continue;
        const now = (match as Record<string, unknown>)[field];
        const filled = Array.isArray(value)
          ? value.length > 0
          : typeof value === "string"
            ? value.trim() !== ""
            : value !== undefined;
        if (filled && !sameValue(field, value, now)) patch[field] = value as string | boolean | string[];
      }
      if (Object.keys(patch).length) {
        const fields = Object.keys(patch);
        items.push({
          key: `${section}.update.${match.id}`,
          change: { kind: "updateEntry", section, id: match.id, patch },
          current: fields.map((field) => show((match as Record<string, unknown>)[field])).join(" · "),
          incoming: fields.map((field) => show(patch[field])).join(" · "),
          section,
          label: name(match),
        });
      }
    });
  }
  return items;
}

/** The chosen changes as room operations against the resume as it is now. */
export function mergeOps(changes: readonly MergeChange[], now: ResumeData): Op[] {
  const ops: Op[] = [];
  for (const change of changes) {
    switch (change.kind) {
      case "personal":
        ops.push({ op: "setPersonal", field: change.field, value: change.value });
        break;
      case "summary":
        ops.push({ op: "setSummary", value: change.value });
        break;
      case "skills": {
        const have = new Set(now.skills.map(nameKey));
        const added = change.add.filter((skill) => !have.has(nameKey(skill)));
        if (added.length) ops.push({ op: "setSkills", value: [...now.skills, ...added] });
        break;
      }
      case "addEntry":
        ops.push({ op: "addEntry", section: change.section, entry: change.entry } as Op);
        break;
      case "updateEntry":
        if (((now[change.section] ?? []) as Array<{ id: string }>).some((entry) => entry.id === change.id)) {
          for (const [field, value] of Object.entries(change.patch))
            ops.push({ op: "setEntryField", section: change.section, id: change.id, field, value } as Op);
        }
        break;
    }
  }
  return ops;
}
