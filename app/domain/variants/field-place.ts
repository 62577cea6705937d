/**
 * Where a variant's field is, for a person (docs/variants.md#the-editor): the section, the entry
 * (its company, institution or name, as the resume says it) and the field, so an upstream change
 * reads "Experience · Acme · Description" rather than a path of ids. The pages translate the
 * section and the field by these names; the entry is the resume's own words.
 */
import type { ResumeData } from "../resume/schema";
import { LIST_SECTIONS, valueAt, type FieldPath, type ListSection } from "./sync";

export interface FieldPlace {
  /** `summary`, `skills`, `personalInfo` or a list section. */
  section: "summary" | "skills" | "personalInfo" | ListSection;
  /** What names the entry in the resume (empty when it has no name yet); null outside a list. */
  entry: string | null;
  /** The field, as the form names it: `summary`, `address`, `description`, `name`… */
  field: string;
}

/** The words that name an entry of each section, in the order they are tried. */
const ENTRY_NAMES: Record<ListSection, readonly string[]> = {
  experience: ["company", "position"],
  education: ["institution", "degree"],
  projects: ["name"],
  extraSections: ["title"],
};

export function fieldPlace(data: ResumeData, path: FieldPath): FieldPlace {
  const [head, id, field] = path.split(".");
  if (head === "personalInfo") return { section: "personalInfo", entry: null, field: id ?? "" };
  if ((LIST_SECTIONS as string[]).includes(head ?? "") && id && field) {
    const section = head as ListSection;
    const entry = ENTRY_NAMES[section]
      .map((name) => valueAt(data, `${section}.${id}.${name}`))
      .find((value): value is string => typeof value === "string" && value.trim() !== "");
    return { section, entry: entry?.trim() ?? "", field };
  }
  return { section: head === "skills" ? "skills" : "summary", entry: null, field: head ?? "summary" };
}

/** A field's value as one text: lists (skills, technologies) joined by commas. */
export function fieldText(value: unknown): string {
  if (Array.isArray(value)) return value.filter((item) => typeof item === "string").join(", ");
  return typeof value === "string" ? value : value === null || value === undefined ? "" : String(value);
}
