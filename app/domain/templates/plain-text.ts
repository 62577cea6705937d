/**
 * The resume as clean plain text in reading order: what the TXT export gives, and what a person
 * pastes into an application form's "paste your resume" box.
 */
import { extraSectionItems } from "../resume/extra-sections";
import { formatDateRange, parseDescription } from "../resume/format";
import { degreeLine, localeOf } from "../resume/labels";
import type { ResumeData } from "../resume/schema";

function heading(title: string): string {
  return `\n${title.toUpperCase()}\n${"-".repeat(title.length)}`;
}

function descriptionLines(description: string): string[] {
  return parseDescription(description).flatMap((block) =>
    block.kind === "bullets" ? block.items.map((item) => `- ${item}`) : [block.text],
  );
}

/** Headings, dates and labels in the resume's language (docs/product.md#resume-language); the user's text as typed. */
export function resumeToPlainText(data: ResumeData): string {
  const { language, labels } = localeOf(data);
  const info = data.personalInfo;
  const lines: string[] = [];
  if (info.fullName.trim()) lines.push(info.fullName.trim());
  const contact = [info.email, info.phone, info.address].map((value) => value.trim()).filter(Boolean);
  if (contact.length) lines.push(contact.join(" | "));
  const profiles = [info.linkedIn, info.github].map((value) => (value ?? "").trim()).filter(Boolean);
  if (profiles.length) lines.push(profiles.join(" | "));

  if (data.summary.trim()) lines.push(heading(labels.summary), data.summary.trim());
  if (data.skills.length) lines.push(heading(labels.skills), data.skills.join(", "));
  if (data.experience.length) {
    lines.push(heading(labels.experience));
    for (const entry of data.experience) {
      const title = [entry.position, entry.company]
        .map((v) => v.trim())
        .filter(Boolean)
        .join(", ");
      const dates = formatDateRange(entry.startDate, entry.endDate, entry.current, language);
      lines.push("", [title, dates].filter(Boolean).join(" | "), ...descriptionLines(entry.description));
    }
  }
  if (data.education.length) {
    lines.push(heading(labels.education));
    for (const entry of data.education) {
      const degree = degreeLine(labels, entry.degree.trim(), entry.fieldOfStudy.trim());
      const dates = formatDateRange(entry.endDate || entry.startDate, "", false, language);
      lines.push("", [degree, entry.institution.trim(), dates].filter(Boolean).join(" | "));
      if (entry.gpa?.trim()) lines.push(`${labels.gpa}: ${entry.gpa.trim()}`);
    }
  }
  if ((data.projects ?? []).length) {
    lines.push(heading(labels.projects));
    for (const project of data.projects ?? []) {
      lines.push("", project.name.trim(), ...descriptionLines(project.description));
      if (project.technologies.length) lines.push(`${labels.technologies}: ${project.technologies.join(", ")}`);
      for (const link of [project.githubLink, project.liveLink]) if (link?.trim()) lines.push(link.trim());
    }
  }
  for (const extra of data.extraSections ?? []) {
    const items = extraSectionItems(extra.description);
    if (!extra.title.trim() && !items.length) continue;
    if (extra.title.trim()) lines.push(heading(extra.title.trim()));
    lines.push(...items.map((item) => `- ${item}`));
  }
  return `${lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}
