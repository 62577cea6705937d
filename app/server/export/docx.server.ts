/**
 * The resume as a Word document with real structure: Title for the name, Heading 1 for sections,
 * Heading 2 for entries, real bulleted lists, so Word, LibreOffice and ATS parsers read it as
 * intended. Text goes in as text runs, never markup, so nothing needs escaping.
 */
import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun } from "docx";
import type { ResumeData } from "~/domain/resume/schema";
import { formatDateRange, parseDescription } from "~/domain/templates/format";

const BULLETS = "resume-bullets";

function sectionHeading(text: string): Paragraph {
  return new Paragraph({ text, heading: HeadingLevel.HEADING_1, spacing: { before: 240, after: 80 } });
}

function entryHeading(title: string, dates: string): Paragraph {
  const runs = [new TextRun({ text: title, bold: true })];
  if (dates) runs.push(new TextRun({ text: `\t${dates}` }));
  return new Paragraph({ heading: HeadingLevel.HEADING_2, children: runs, tabStops: [{ type: "right", position: 9000 }], spacing: { before: 160 } });
}

function description(text: string): Paragraph[] {
  return parseDescription(text).flatMap((block) =>
    block.kind === "bullets" ? block.items.map((item) => new Paragraph({ text: item, numbering: { reference: BULLETS, level: 0 } })) : [new Paragraph({ text: block.text })],
  );
}

export function resumeToDocxDocument(data: ResumeData): Document {
  const info = data.personalInfo;
  const children: Paragraph[] = [];
  if (info.fullName.trim()) children.push(new Paragraph({ text: info.fullName.trim(), heading: HeadingLevel.TITLE, alignment: AlignmentType.LEFT }));
  const contact = [info.email, info.phone, info.address, info.linkedIn ?? "", info.github ?? ""].map((v) => v.trim()).filter(Boolean);
  if (contact.length) children.push(new Paragraph({ text: contact.join(" | ") }));

  if (data.summary.trim()) children.push(sectionHeading("Professional Summary"), new Paragraph({ text: data.summary.trim() }));
  if (data.skills.length) children.push(sectionHeading("Skills"), new Paragraph({ text: data.skills.join(", ") }));
  if (data.experience.length) {
    children.push(sectionHeading("Professional Experience"));
    for (const entry of data.experience) {
      children.push(entryHeading([entry.position, entry.company].map((v) => v.trim()).filter(Boolean).join(", "), formatDateRange(entry.startDate, entry.endDate, entry.current)));
      children.push(...description(entry.description));
    }
  }
  if (data.education.length) {
    children.push(sectionHeading("Education"));
    for (const entry of data.education) {
      const degree = [entry.degree, entry.fieldOfStudy].map((v) => v.trim()).filter(Boolean).join(" in ");
      children.push(entryHeading(degree || entry.institution, formatDateRange(entry.endDate || entry.startDate, "")));
      if (degree && entry.institution.trim()) children.push(new Paragraph({ text: entry.institution.trim() }));
      if (entry.gpa?.trim()) children.push(new Paragraph({ text: `GPA: ${entry.gpa.trim()}` }));
    }
  }
  if ((data.projects ?? []).length) {
    children.push(sectionHeading("Projects"));
    for (const project of data.projects ?? []) {
      children.push(entryHeading(project.name.trim(), ""));
      children.push(...description(project.description));
      if (project.technologies.length) children.push(new Paragraph({ text: `Technologies: ${project.technologies.join(", ")}` }));
      for (const link of [project.githubLink, project.liveLink]) if (link?.trim()) children.push(new Paragraph({ text: link.trim() }));
    }
  }

  return new Document({
    creator: "ResumeForge",
    title: info.fullName.trim() ? `${info.fullName.trim()} – Resume` : "Resume",
    styles: { default: { document: { run: { font: "Calibri", size: 22 } } } },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [{ level: 0, format: LevelFormat.BULLET, text: "•", alignment: AlignmentType.LEFT, style: { paragraph: { indent: { left: 360, hanging: 260 } } } }],
        },
      ],
    },
    sections: [{ properties: { page: { margin: { top: 1000, bottom: 1000, left: 1100, right: 1100 } } }, children }],
  });
}

export async function resumeToDocx(data: ResumeData): Promise<Uint8Array<ArrayBuffer>> {
  const blob = await Packer.toBlob(resumeToDocxDocument(data));
  return new Uint8Array(await blob.arrayBuffer());
}
