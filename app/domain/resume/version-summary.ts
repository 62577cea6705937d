/**
 * The one-line summary of a version ("Summary edited; Skills: +Kubernetes, -Perl"), of a resume or
 * a cover letter, as parts with codes and parameters, and its English wording. The English line is
 * what the store keeps and the API returns; the History panel reads it back into parts
 * (`readVersionSummary`) and translates them (app/i18n/computed.ts, docs/i18n.md "Computed texts").
 */
import type { LetterTextField } from "../cover-letter/live-edit";
import { ENTRY_SECTIONS, PERSONAL_FIELDS, type EntrySectionName } from "./document";

export type PersonalField = (typeof PERSONAL_FIELDS)[number];

export const SECTION_LABELS: Record<EntrySectionName | "personalInfo" | "summary" | "skills" | "settings", string> = {
  personalInfo: "Personal information",
  summary: "Summary",
  skills: "Skills",
  experience: "Experience",
  education: "Education",
  projects: "Projects",
  extraSections: "More sections",
  settings: "Template and job",
};

export const PERSONAL_LABELS: Record<PersonalField, string> = {
  fullName: "Name",
  email: "Email",
  phone: "Phone",
  address: "Address",
  linkedIn: "LinkedIn",
  github: "GitHub",
};

export const LETTER_FIELD_LABELS: Record<LetterTextField, string> = {
  recipientName: "Recipient",
  recipientCompany: "Company",
  recipientAddress: "Address",
  date: "Date",
  greeting: "Greeting",
  closing: "Closing",
  signature: "Signature",
};

type NoParams = Record<string, never>;

interface PartParams {
  first: NoParams;
  none: NoParams;
  personal: { fields: PersonalField[] };
  summaryEdited: NoParams;
  /** `changes`: "+Kubernetes", "-Perl" (at most four); `more`: how many more. */
  skills: { changes: string[]; more: number };
  skillsReordered: NoParams;
  entries: { section: EntrySectionName; added: number; edited: number; removed: number; reordered: boolean };
  template: { template: string };
  pageSize: { size: string };
  jobAdded: NoParams;
  jobRemoved: NoParams;
  jobEdited: NoParams;
  letterField: { field: LetterTextField };
  paragraphsAdded: { count: number };
  paragraphsRemoved: { count: number };
  paragraphsEdited: { count: number };
}

type SummaryCode = keyof PartParams;
/** One part of a summary as a code: a wrong code or a missing parameter does not compile. */
export type SummaryPart = { [C in SummaryCode]: { code: C; params: PartParams[C] } }[SummaryCode];

const entries = (count: number): string => `${count} ${count === 1 ? "entry" : "entries"}`;
const paragraphs = (count: number): string => `${count} paragraph${count === 1 ? "" : "s"}`;

function partMessage(part: SummaryPart): string {
  switch (part.code) {
    case "first":
      return "First version";
    case "none":
      return "No changes";
    case "personal":
      return `Personal information: ${part.params.fields.map((field) => PERSONAL_LABELS[field].toLowerCase()).join(", ")} edited`;
    case "summaryEdited":
      return "Summary edited";
    case "skills":
      return `Skills: ${part.params.changes.join(", ")}${part.params.more > 0 ? ` and ${part.params.more} more` : ""}`;
    case "skillsReordered":
      return "Skills: reordered";
    case "entries": {
      const { section, added, edited, removed, reordered } = part.params;
      const changes = [
        added > 0 ? `${entries(added)} added` : "",
        edited > 0 ? `${entries(edited)} edited` : "",
        removed > 0 ? `${entries(removed)} removed` : "",
        reordered ? "reordered" : "",
      ];
      return `${SECTION_LABELS[section]}: ${changes.filter(Boolean).join(", ")}`;
    }
    case "template":
      return `Template: ${part.params.template}`;
    case "pageSize":
      return `Page size: ${part.params.size}`;
    case "jobAdded":
      return "Job description added";
    case "jobRemoved":
      return "Job description removed";
    case "jobEdited":
      return "Job description edited";
    case "letterField":
      return `${LETTER_FIELD_LABELS[part.params.field]} edited`;
    case "paragraphsAdded":
      return `+${paragraphs(part.params.count)}`;
    case "paragraphsRemoved":
      return `-${paragraphs(part.params.count)}`;
    case "paragraphsEdited":
      return `${paragraphs(part.params.count)} edited`;
  }
}

/** The English line: the parts joined by "; ". */
export function summaryMessage(parts: readonly SummaryPart[]): string {
  return parts.map(partMessage).join("; ");
}

const keyOf = <K extends string>(
  labels: Record<K, string>,
  label: string,
  read: (text: string) => string = (text) => text,
): K | undefined => (Object.keys(labels) as K[]).find((key) => read(labels[key]) === label);
const count = (text: string | undefined): number => Number(text ?? 0);

function readPart(text: string): SummaryPart | null {
  const fixed: Partial<Record<string, SummaryPart>> = {
    "First version": { code: "first", params: {} },
    "No changes": { code: "none", params: {} },
    "Summary edited": { code: "summaryEdited", params: {} },
    "Skills: reordered": { code: "skillsReordered", params: {} },
    "Job description added": { code: "jobAdded", params: {} },
    "Job description removed": { code: "jobRemoved", params: {} },
    "Job description edited": { code: "jobEdited", params: {} },
  };
  const known = fixed[text];
  if (known) return known;
  let match = /^Personal information: (.+) edited$/.exec(text);
  if (match) {
    const fields = (match[1] ?? "")
      .split(", ")
      .map((label) => keyOf(PERSONAL_LABELS, label, (name) => name.toLowerCase()));
    return fields.every((field) => field !== undefined)
      ? { code: "personal", params: { fields: fields as PersonalField[] } }
      : null;
  }
  match = /^Skills: (.+?)(?: and (\d+) more)?$/.exec(text);
  if (match) return { code: "skills", params: { changes: (match[1] ?? "").split(", "), more: count(match[2]) } };
  match = /^Template: (.+)$/.exec(text);
  if (match) return { code: "template", params: { template: match[1] ?? "" } };
  match = /^Page size: (.+)$/.exec(text);
  if (match) return { code: "pageSize", params: { size: match[1] ?? "" } };
  match = /^(\w+): (.+)$/.exec(text);
  const section = match ? ENTRY_SECTIONS.find((name) => SECTION_LABELS[name] === match?.[1]) : undefined;
  if (match && section) {
    const params = { section, added: 0, edited: 0, removed: 0, reordered: false };
    for (const change of (match[2] ?? "").split(", ")) {
      const counted = /^(\d+) entr(?:y|ies) (added|edited|removed)$/.exec(change);
      if (counted) params[counted[2] as "added" | "edited" | "removed"] = count(counted[1]);
      else if (change === "reordered") params.reordered = true;
      else return null;
    }
    return { code: "entries", params };
  }
  match = /^(\w+) edited$/.exec(text);
  const field = match ? keyOf(LETTER_FIELD_LABELS, match[1] ?? "") : undefined;
  if (field) return { code: "letterField", params: { field } };
  match = /^([+-]?)(\d+) paragraphs?( edited)?$/.exec(text);
  if (match && (match[1] === "") === (match[3] !== undefined)) {
    const code = match[1] === "+" ? "paragraphsAdded" : match[1] === "-" ? "paragraphsRemoved" : "paragraphsEdited";
    return { code, params: { count: count(match[2]) } };
  }
  return null;
}

/**
 * A stored summary read back into parts, or null when it is not one this module words (written by
 * another version, or data that reads ambiguously): the parts must say exactly the same line.
 */
export function readVersionSummary(text: string): SummaryPart[] | null {
  const parts: SummaryPart[] = [];
  for (const piece of text.split("; ")) {
    const part = readPart(piece);
    if (!part) return null;
    parts.push(part);
  }
  return summaryMessage(parts) === text ? parts : null;
}
