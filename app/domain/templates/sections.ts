/**
 * Section markup shared by every layout. The DOM is always one column in reading order (name,
 * contact, then sections with standard headings), because that order is what an ATS parser
 * extracts from the PDF; each layout changes only its CSS and the options below.
 */
import type { EducationEntry, ExperienceEntry, ProjectEntry, ResumeData } from "../resume/schema";
import { emailHref, escapeHtml, linkOrText, safeHref } from "./escape";
import { clean, dateRangeParts, parseDescription, RANGE_SEPARATOR } from "../resume/format";
import { degreeLine, LABELS, type LabelKey, type ResumeLocale } from "../resume/labels";
import { extraSectionItems } from "../resume/extra-sections";
import { descriptionBlocks, keptWithNext, mayBreakInside } from "../layout/entry-breaks";

type SectionKey = "summary" | "skills" | "experience" | "education" | "projects";

const DEFAULT_ORDER: readonly SectionKey[] = ["summary", "skills", "experience", "education", "projects"];

/**
 * Headings ATS parsers recognise; layouts pick among these standard wordings only, as keys of the
 * label table (../resume/labels.ts) so every heading exists in every resume language.
 */
const DEFAULT_HEADINGS: Record<SectionKey, LabelKey> = {
  summary: "summary",
  skills: "skills",
  experience: "experience",
  education: "education",
  projects: "projects",
};

export const ENGLISH: ResumeLocale = { language: "en", labels: LABELS.en };

export interface BodyOptions {
  order?: readonly SectionKey[];
  headings?: Partial<Record<SectionKey, "summaryShort" | "experienceShort">>;
  /** Company before position, the convention of executive resumes. */
  orgFirst?: boolean;
  /** Figures in experience bullets (40%, $2.4M, 12+) set in bold: the sales template's hook. */
  highlightMetrics?: boolean;
  /** Project technologies as a tag list instead of a "Technologies:" line. */
  techTags?: boolean;
}

const NUM = String.raw`\d+(?:[.,]\d+)*`;
/** Money, percentages, multipliers, counts with a suffix, and plain counts of 10 or more (years are left alone). */
const METRIC = new RegExp(
  [
    String.raw`(?<!\w)\$\s?${NUM}\s?(?:[kKmMbB]\b|million\b|billion\b)?\+?`,
    String.raw`(?<![\w.$])${NUM}\s?(?:%|percent\b|[kKmMbB]\b\+?|x\b|\+)`,
    String.raw`(?<![\w.$])\d{1,3}(?:,\d{3})+\b`,
    String.raw`(?<![\w.$])\d{2,3}\b(?![.,]\d)`,
  ].join("|"),
  "g",
);

/**
 * Escapes the text, wrapping metric-looking figures in <b> (bold for the eye). Not <strong>:
 * Chromium tags <strong> in the PDF as the PDF 2.0 type "Strong", which PDF/UA-1 readers do not
 * know (docs/accessibility.md#pdf); escaping happens per piece.
 */
function highlightMetrics(text: string): string {
  let html = "";
  let last = 0;
  for (const match of text.matchAll(METRIC)) {
    const index = match.index ?? 0;
    html += escapeHtml(text.slice(last, index)) + `<b class="metric">${escapeHtml(match[0])}</b>`;
    last = index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/**
 * `keptWithNext`: for an entry that may break across pages, the blocks (flattened) print keeps
 * with the one after them (../layout/entry-breaks.ts); each gets the `keep-next` class.
 */
function richText(description: string, metrics: boolean, keptWithNext?: Set<number>): string {
  const inline = metrics ? highlightMetrics : escapeHtml;
  let index = 0;
  const attrs = () => (keptWithNext?.has(index++) ? ` class="keep-next"` : "");
  return parseDescription(description)
    .map((block) =>
      block.kind === "bullets"
        ? `<ul class="bullets">${block.items.map((item) => `<li${attrs()}>${inline(item)}</li>`).join("")}</ul>`
        : `<p${attrs()}>${inline(block.text)}</p>`,
    )
    .join("\n");
}

/** An entry's body and its class: `entry-breakable` when print may break it between blocks. */
function entryBody(
  entry: { description: string; keepTogether?: boolean },
  metrics: boolean,
  lineAfter: boolean,
): { body: string; breakable: string } {
  if (!mayBreakInside(entry)) return { body: richText(entry.description, metrics), breakable: "" };
  return {
    body: richText(entry.description, metrics, keptWithNext(descriptionBlocks(entry.description), lineAfter)),
    breakable: " entry-breakable",
  };
}

function section(key: SectionKey, heading: string, inner: string): string {
  return `<section class="section section-${key}">\n<h2 class="section-title">${escapeHtml(heading)}</h2>\n${inner}\n</section>`;
}

function textPart(tag: string, className: string, value: string): string {
  return value ? `<${tag} class="${className}">${escapeHtml(value)}</${tag}>` : "";
}

/** Whitespace between parts keeps words apart in extracted PDF text whatever the CSS does. */
function join(parts: string[]): string {
  return parts.filter(Boolean).join("\n");
}

function contactList(kind: string, items: string[]): string {
  return items.length ? `<ul class="contact contact-${kind}">\n${items.join("\n")}\n</ul>` : "";
}

/**
 * Name, then contact details as real text: how to reach the person (e-mail, phone, place) on one
 * list and their profiles on another, so layouts can set them as two tidy lines.
 */
export function renderMasthead(data: ResumeData): string {
  const info = data.personalInfo;
  const name = clean(info.fullName);
  const reach: string[] = [];
  const email = clean(info.email);
  if (email) reach.push(`<li class="contact-email">${linkOrText(email, emailHref(email))}</li>`);
  if (clean(info.phone))
    reach.push(`<li class="contact-phone"><span dir="ltr">${escapeHtml(clean(info.phone))}</span></li>`);
  if (clean(info.address)) reach.push(`<li class="contact-address">${escapeHtml(clean(info.address))}</li>`);
  const profiles: string[] = [];
  for (const [key, value] of [
    ["linkedin", info.linkedIn],
    ["github", info.github],
  ] as const) {
    if (clean(value)) profiles.push(`<li class="contact-${key}">${linkOrText(value, safeHref(value))}</li>`);
  }
  const nameHtml = name ? `<div class="masthead-name"><h1 class="name">${escapeHtml(name)}</h1></div>` : "";
  const lists = join([contactList("main", reach), contactList("links", profiles)]);
  const contactHtml = lists ? `<div class="masthead-contact">\n${lists}\n</div>` : "";
  if (!nameHtml && !contactHtml) return "";
  return `<div class="masthead">\n${join([nameHtml, contactHtml])}\n</div>`;
}

/** Each month-year never breaks inside itself, so a narrow date column wraps only at the dash. */
function dateRangeHtml(locale: ResumeLocale, start: string, end: string, current = false): string {
  return dateRangeParts(start, end, current, locale.language)
    .map((part) => `<span class="date">${escapeHtml(part)}</span>`)
    .join(RANGE_SEPARATOR);
}

/**
 * `datesHtml` is already escaped markup (see dateRangeHtml). The dates follow the organisation in
 * the markup either way, so a template can set them on its line and every reader takes them in
 * that order (docs/parser-survival.md).
 */
function entryHead(title: string, org: string, datesHtml: string, orgFirst = false): string {
  const titleHtml = textPart("h3", "entry-title", title);
  const orgHtml = textPart("p", "entry-org", org);
  const dates = datesHtml ? `<p class="entry-dates">${datesHtml}</p>` : "";
  const parts = orgFirst ? [orgHtml, dates, titleHtml] : [titleHtml, orgHtml, dates];
  return `<div class="entry-head${orgFirst ? " org-first" : ""}">\n${join(parts)}\n</div>`;
}

function experienceEntry(entry: ExperienceEntry, options: BodyOptions, locale: ResumeLocale): string {
  const dates = dateRangeHtml(locale, entry.startDate, entry.endDate, entry.current);
  const { body, breakable } = entryBody(entry, options.highlightMetrics ?? false, false);
  return `<article class="entry entry-experience${breakable}">\n${entryHead(clean(entry.position), clean(entry.company), dates, options.orgFirst)}\n${body ? `<div class="entry-body">\n${body}\n</div>` : ""}\n</article>`;
}

function educationEntry(entry: EducationEntry, locale: ResumeLocale): string {
  const graduation = dateRangeHtml(locale, entry.endDate || entry.startDate, "");
  const gpa = clean(entry.gpa);
  const meta = gpa ? `<p class="entry-meta">${escapeHtml(locale.labels.gpa)}: ${escapeHtml(gpa)}</p>` : "";
  const degree = degreeLine(locale.labels, clean(entry.degree), clean(entry.fieldOfStudy));
  return `<article class="entry entry-education">\n${entryHead(degree, clean(entry.institution), graduation)}\n${meta}\n</article>`;
}

function projectEntry(entry: ProjectEntry, options: BodyOptions, locale: ResumeLocale): string {
  const links = [
    clean(entry.githubLink) ? linkOrText(entry.githubLink, safeHref(entry.githubLink), "project-link") : "",
    clean(entry.liveLink) ? linkOrText(entry.liveLink, safeHref(entry.liveLink), "project-link") : "",
  ].filter(Boolean);
  const head = `<div class="entry-head">\n${join([
    textPart("h3", "entry-title", clean(entry.name)),
    links.length ? `<p class="entry-links">${links.join("\n")}</p>` : "",
  ])}\n</div>`;
  const tech = entry.technologies.map(clean).filter(Boolean);
  const { body, breakable } = entryBody(entry, false, tech.length > 0);
  let techHtml = "";
  if (tech.length && options.techTags) {
    techHtml = `<ul class="tags">${tech.map((t) => `<li><bdi>${escapeHtml(t)}</bdi></li>`).join("\n")}</ul>`;
  } else if (tech.length) {
    techHtml = `<p class="entry-tech"><bdi class="tech-label">${escapeHtml(locale.labels.technologies)}:</bdi> <bdi>${escapeHtml(tech.join(", "))}</bdi></p>`;
  }
  return `<article class="entry entry-project${breakable}">\n${join([head, body ? `<div class="entry-body">\n${body}\n</div>` : "", techHtml])}\n</article>`;
}

function hasContent(values: string[]): boolean {
  return values.some((value) => clean(value).length > 0);
}

function renderSection(
  key: SectionKey,
  data: ResumeData,
  options: BodyOptions = {},
  locale: ResumeLocale = ENGLISH,
): string {
  const heading = locale.labels[options.headings?.[key] ?? DEFAULT_HEADINGS[key]];
  switch (key) {
    case "summary": {
      const body = richText(data.summary, false);
      return body ? section(key, heading, `<div class="summary">\n${body}\n</div>`) : "";
    }
    case "skills": {
      const skills = data.skills.map(clean).filter(Boolean);
      if (!skills.length) return "";
      return section(
        key,
        heading,
        `<ul class="skills">\n${skills.map((s) => `<li><bdi>${escapeHtml(s)}</bdi></li>`).join("\n")}\n</ul>`,
      );
    }
    case "experience": {
      const entries = data.experience.filter((e) => hasContent([e.position, e.company, e.description]));
      if (!entries.length) return "";
      return section(
        key,
        heading,
        `<div class="entries">\n${entries.map((e) => experienceEntry(e, options, locale)).join("\n")}\n</div>`,
      );
    }
    case "education": {
      const entries = data.education.filter((e) => hasContent([e.degree, e.fieldOfStudy, e.institution]));
      if (!entries.length) return "";
      return section(
        key,
        heading,
        `<div class="entries">\n${entries.map((e) => educationEntry(e, locale)).join("\n")}\n</div>`,
      );
    }
    case "projects": {
      const entries = (data.projects ?? []).filter((p) => hasContent([p.name, p.description]));
      if (!entries.length) return "";
      return section(
        key,
        heading,
        `<div class="entries">\n${entries.map((p) => projectEntry(p, options, locale)).join("\n")}\n</div>`,
      );
    }
  }
}

/**
 * The user's own sections (Certifications, Languages...), after the layout's: their heading as
 * written (a parser reads it like any heading) and one item per line.
 */
function renderExtraSections(data: ResumeData): string {
  return join(
    (data.extraSections ?? []).map((extra) => {
      const title = clean(extra.title);
      const items = extraSectionItems(extra.description);
      if (!title && !items.length) return "";
      return `<section class="section section-extra">\n${textPart("h2", "section-title", title)}\n<ul class="bullets">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>\n</section>`;
    }),
  );
}

/** The whole document body: masthead, the non-empty sections in the layout's order, then the user's own. */
export function renderBody(data: ResumeData, options: BodyOptions = {}, locale: ResumeLocale = ENGLISH): string {
  const order = options.order ?? DEFAULT_ORDER;
  return join([
    renderMasthead(data),
    ...order.map((key) => renderSection(key, data, options, locale)),
    renderExtraSections(data),
  ]);
}
