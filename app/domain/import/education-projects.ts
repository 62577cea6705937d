/**
 * Education and Projects entries, read from the raw entries splitEntries (./entries.ts) cut:
 * the degree, field, school and GPA of a study; a project's name, stack and links.
 */
import { fromCapitals } from "./capitals";
import { WEB_ADDRESS as LINK } from "./patterns";
import { LOCALIZED_GPA, LOCALIZED_TECHNOLOGIES } from "./localized-labels";
import { LEADING_BULLET as BULLET } from "../ats/normalize";
import { wordCount } from "../ats/text";
import { newEntryId, type EducationEntry, type ProjectEntry } from "../resume/schema";
import type { ResumeLanguage } from "../resume/language";
import type { DocLine, FieldFlag } from "./types";
import {
  DEGREE,
  describe,
  headPieces,
  headX,
  isBullet,
  isLinksOnly,
  SCHOOL,
  stackItems,
  stackLine,
  type RawEntry,
} from "./entries";

const GPA = new RegExp(
  String.raw`(?:\bGPA\s*[:-]?|(?<![\p{L}])(?:${LOCALIZED_GPA})\s*:)\s*([0-9](?:\.[0-9]{1,2})?(?:\s*\/\s*[0-9](?:\.[0-9]{1,2})?)?)`,
  "iu",
);

/**
 * "B.S. in Computer Science" → degree and field; "Master of Science, Nursing" too; and as the
 * templates print it in other languages: "… en …" (es, fr), "… em …" (pt), "…, kierunek: …" (pl).
 */
function degreeAndField(text: string, fieldFirst: boolean): { degree: string; field: string } {
  // Chinese and Japanese templates print "{field} {degree}": "Computer Science Bachelor of Science".
  const degreeAt = fieldFirst ? text.search(DEGREE) : -1;
  if (degreeAt > 0) return { degree: text.slice(degreeAt).trim(), field: text.slice(0, degreeAt).trim() };
  const inMatch = /^(.*?(?:\bof\s+\w+(?:\s+\w+)?)?)\s+(?:in|en|em|في)\s+(.+)$/iu.exec(text);
  if (inMatch && DEGREE.test(inMatch[1] ?? "")) return { degree: inMatch[1]!.trim(), field: inMatch[2]!.trim() };
  const comma = /^([^,]+),\s*(?:kierunek:\s*)?(.+)$/.exec(text);
  if (comma && DEGREE.test(comma[1] ?? "")) return { degree: comma[1]!.trim(), field: comma[2]!.trim() };
  return { degree: text.trim(), field: "" };
}

/** `language`: the document's, when its headings told it (read-resume.ts). */
export function readEducation(
  raw: RawEntry,
  index: number,
  flags: Record<string, FieldFlag>,
  language?: ResumeLanguage,
): EducationEntry {
  const path = `education.${index}`;
  const lines = [...raw.head, ...raw.body];
  const { pieces, groups, dates } = headPieces(
    lines.filter((line) => !GPA.test(line.text) || wordCount(line.text) > 3),
  );
  const gpa =
    lines
      .map((line) => GPA.exec(line.text)?.[1])
      .find(Boolean)
      ?.replace(/\s+/g, "") ?? "";
  const degreeAt = pieces.findIndex((piece) => DEGREE.test(piece));
  const degreePiece = pieces[degreeAt] ?? "";
  // "B.S., Accounting": the piece after the degree, in the same segment, is its field.
  const next = pieces[degreeAt + 1];
  const plainNext = next !== undefined && ![SCHOOL, GPA, DEGREE].some((pattern) => pattern.test(next));
  // Or, stacked one per line ("B.A." / "Communication" / "San Diego State University"), the line
  // under a degree that names no field, when a school is named on another.
  const stackedField =
    plainNext &&
    !degreeAndField(degreePiece, false).field &&
    pieces.some((piece, at) => at > degreeAt + 1 && SCHOOL.test(piece));
  const fieldPiece =
    degreeAt >= 0 && next && plainNext && (groups[degreeAt + 1] === groups[degreeAt] || stackedField) ? next : "";
  const others = pieces.filter((piece) => piece !== degreePiece && piece !== fieldPiece);
  const schoolPiece = others.find((piece) => SCHOOL.test(piece)) ?? others.find((piece) => !GPA.test(piece)) ?? "";
  const { degree, field } = fieldPiece
    ? { degree: degreePiece, field: fieldPiece }
    : degreeAndField(degreePiece, language === "zh" || language === "ja");
  if (!degree) flags[`${path}.degree`] = "missing";
  if (!schoolPiece) flags[`${path}.institution`] = "missing";
  else if (!SCHOOL.test(schoolPiece)) flags[`${path}.institution`] = "unsure";
  const graduation = dates?.end || dates?.start || "";
  if (!graduation) flags[`${path}.endDate`] = dates?.monthless ? "unsure" : "missing";
  return {
    id: newEntryId(),
    institution: fromCapitals(schoolPiece),
    degree,
    fieldOfStudy: field,
    startDate: dates?.end ? dates.start : "",
    endDate: graduation,
    gpa,
  };
}

const TECH_LINE = new RegExp(
  String.raw`^(?:(?:technologies|tech(?:nology)? stack|tech|stack|tools|built with)\s*[:-]|(?:${LOCALIZED_TECHNOLOGIES})\s*:)\s*(.+)$`,
  "iu",
);

const INLINE_TECH = new RegExp(
  String.raw`(?:^|(?<=[.!?]\s))(?:technologies|tech(?:nology)? stack|tech|stack|tools|built with|${LOCALIZED_TECHNOLOGIES})\s*:\s*([^\n]+?)(?:\.(?=\s|$)|(?=\n)|$)`,
  "iu",
);

const KIND_LABEL = /^(?:(?:personal|side|open[- ]source|academic|selected|client|research)\s+)?projects?$/i;

export function readProject(raw: RawEntry, index: number, flags: Record<string, FieldFlag>): ProjectEntry {
  const path = `projects.${index}`;
  const { pieces, links } = headPieces(raw.head);
  let technologies: string[] = [];
  const body: DocLine[] = [];
  for (const line of raw.body) {
    const tech = TECH_LINE.exec(line.text.replace(BULLET, "").trim());
    // A row of short tags set apart by gaps (a tag list) is the technologies too.
    const tags =
      line.segments.length >= 2 && line.segments.every((segment) => wordCount(segment) <= 3) && !isBullet(line);
    if (isLinksOnly(line)) links.push(...(line.text.match(LINK) ?? []));
    else if (tech) {
      // "Stack: Python, pandas | github.com/jw/app": the addresses are the links, the rest the stack.
      const named = tech[1]!.replace(LINK, (link) => {
        links.push(link.replace(/[.,;]$/, ""));
        return "|";
      });
      technologies = named
        .split(/\s*[,;|•·]\s*|\.\s+/)
        .map((item) => item.replace(/\.$/, "").trim())
        .filter(Boolean);
    } else if (tags && technologies.length === 0) technologies = [...line.segments];
    else if (technologies.length === 0 && stackLine(line, body[body.length - 1])) technologies = stackItems(line.text);
    else body.push(line);
  }
  let description = describe(body, headX(raw));
  // "... dead-letter handling. Technologies: Go, SQLite. github.com/jw/tinyqueue": the stack and
  // the addresses set inside the paragraph are the entry's own fields.
  if (technologies.length === 0) {
    const inline = INLINE_TECH.exec(description);
    if (inline) {
      technologies = inline[1]!
        .split(/\s*[,;|•·]\s*/)
        .map((item) => item.trim())
        .filter(Boolean);
      description = description.replace(inline[0], " ");
    }
  }
  description = description
    .replace(LINK, (link) => {
      links.push(link.replace(/[.,;]$/, ""));
      return " ";
    })
    .split("\n")
    .map((line) =>
      line
        .replace(/[ \t]+/g, " ")
        .replace(/\s+([.,;])/g, "$1")
        .trim(),
    )
    .filter((line) => line && line !== "-")
    .join("\n");
  // A label such as "Project" in a margin names the kind of entry, not the project.
  const named = pieces.filter((piece) => !KIND_LABEL.test(piece));
  const name = named[0] ?? pieces[0] ?? "";
  if (!name) flags[`${path}.name`] = "missing";
  const github = links.find((link) => /github\.com/i.test(link)) ?? "";
  const live = links.find((link) => link !== github) ?? "";
  return { id: newEntryId(), name, description, technologies, githubLink: github, liveLink: live };
}
