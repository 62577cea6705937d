/**
 * The entry labels the templates print in the other resume languages ("Note: 3.8",
 * "Technologien: Rust, Go"), as regular-expression alternatives, so a resume exported in German
 * reads back like one in English (docs/import.md). English keeps its own, older patterns.
 */
import { RESUME_LANGUAGES } from "../resume/language";
import { LABELS } from "../resume/labels";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function alternatives(key: "gpa" | "technologies"): string {
  const words = new Set(
    RESUME_LANGUAGES.filter((language) => language !== "en").map((language) => LABELS[language][key]),
  );
  words.delete(LABELS.en[key]);
  return [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|");
}

/** "Nota media", "Moyenne", "Note", "绩点"...: only ever followed by a colon where a template prints it. */
export const LOCALIZED_GPA = alternatives("gpa");
export const LOCALIZED_TECHNOLOGIES = alternatives("technologies");
