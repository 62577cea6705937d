/**
 * The single renderer behind the live preview (iframe srcdoc), the PDF export (Browser Rendering)
 * and the template previews under public/templates. Pure string building: it runs unchanged in
 * the Worker and in the browser, and the same input always gives the same bytes.
 */
import { RTL_LANGUAGES, settingsOf, type ResumeSettings } from "../resume/language";
import type { PageSize, ResumeData } from "../resume/schema";
import { baseCss } from "./base-css";
import { fitRootCss, fittableCss, resolveFit } from "../layout/fit-css";
import type { Fitted } from "../resume/fit-settings";
import { escapeHtml } from "./escape";
import { FALLBACKS, fallbacksFor, scriptCss, textDirection } from "./fallback-fonts";
import { fontFaceCss, stackVariables } from "./fonts";
import { DEFAULT_TEMPLATE_ID, isTemplateId, type TemplateId } from "../resume/template-ids";
import { localeOf, type TemplateLabels } from "../resume/labels";
import type { TemplateLayout } from "./layout";
import { LAYOUTS } from "./layouts";
import { renderBody } from "./sections";

export interface RenderOptions {
  pageSize?: PageSize;
  /** Absolute origin the fonts load from (headless printing); "" means same-origin relative. */
  assetBaseUrl?: string;
  /**
   * Render with fitting's custom properties even when the resume has no fit target: a measuring
   * page then tries the ladder's rungs on one document (docs/fit-to-pages.md).
   */
  measurable?: boolean;
}

/** The origin only goes into CSS url(""), so anything that could close that string is refused. */
function cleanBaseUrl(value: string | undefined): string {
  const base = (value ?? "").trim();
  return /^https?:\/\/[^\s"'()<>\\]+$/i.test(base) ? base.replace(/\/+$/, "") : "";
}

/** The words that decide the direction: everything but what is always left to right (e-mail, phone, links, technologies). */
function proseText(data: ResumeData): string {
  const info = data.personalInfo;
  return [
    info.fullName,
    info.address,
    data.summary,
    ...data.skills,
    ...data.experience.flatMap((e) => [e.position, e.company, e.description]),
    ...data.education.flatMap((e) => [e.degree, e.fieldOfStudy, e.institution]),
    ...(data.projects ?? []).flatMap((p) => [p.name, p.description]),
  ].join("\n");
}

/**
 * The document's direction: the editor's explicit switch, else right to left for a language
 * written so or for content mostly in such a script (docs/product.md#resume-language).
 */
export function resumeDirection(data: ResumeData, settings: ResumeSettings = settingsOf(data)): "ltr" | "rtl" {
  if (settings.direction === "ltr" || settings.direction === "rtl") return settings.direction;
  return RTL_LANGUAGES.has(settings.language) ? "rtl" : textDirection(proseText(data));
}

/** Every word of the label table a document prints, so its fonts cover the headings too. */
function labelText(labels: TemplateLabels): string {
  return Object.values(labels).join(" ");
}

export function renderResumeHtml(data: ResumeData, templateId: TemplateId, options: RenderOptions = {}): string {
  const locale = localeOf(data);
  const { language, labels } = locale;
  const name = data.personalInfo.fullName.trim();
  const settings = settingsOf(data);
  const newPageSections = settings.newPageSections ?? [];
  return renderDocument({
    templateId,
    options,
    language,
    title: name ? `${name} \u2013 ${labels.resume}` : labels.resume,
    // Every character of the document is in its data or its labels: fonts follow from them. English
    // labels are Latin, which every template face has, so they add nothing.
    allText: language === "en" ? JSON.stringify(data) : `${JSON.stringify(data)}\n${labelText(labels)}`,
    dir: resumeDirection(data, { ...settings, language }),
    name,
    main: (body) => `<main class="resume">\n${renderBody(data, body, locale)}\n</main>`,
    fit: fitOf(data, options),
    ...(newPageSections.length ? { extraCss: newPageCss(newPageSections) } : {}),
  });
}

/** Sections the resume starts on a new page: a forced break that the preview's paging honours too. */
function newPageCss(sections: readonly string[]): string {
  return sections.map((key) => `.section-${key} { break-before: page; page-break-before: always; }`).join("\n");
}

/** The fit a resume renders with: null when it neither targets a page count nor is measured. */
function fitOf(data: ResumeData, options: RenderOptions): { fitted: Fitted | null } | null {
  const settings = settingsOf(data);
  const fitted = settings.fitted ?? null;
  if (!options.measurable && !fitted && (settings.fitToPages ?? null) === null) return null;
  return { fitted };
}

interface DocumentParts {
  templateId: TemplateId;
  options: RenderOptions;
  language: string;
  /** The document's <title>, unescaped. */
  title: string;
  /** Every character the document prints: picks the fonts and their subsets. */
  allText: string;
  dir: "ltr" | "rtl";
  /** The person's name, for script-specific name styling. */
  name: string;
  /** Extra CSS after the template's own (a cover letter's layout). */
  extraCss?: string;
  /** The escaped markup of <main>, given the template's section options. */
  main: (body: TemplateLayout["body"]) => string;
  /** Fitting's settings (../layout/fit-css.ts); absent renders the template's CSS untouched. */
  fit?: { fitted: Fitted | null } | null;
}

/** The template's CSS and margins, made fittable and set to the stored fit when there is one. */
function fittedCss(layout: TemplateLayout, pageSize: PageSize, fit: DocumentParts["fit"]): string {
  if (!fit) return [baseCss(pageSize, layout.margin), layout.css].join("\n");
  const resolved = resolveFit(fit.fitted, layout.margin, layout.css);
  const margin = `${resolved.marginMm.vertical}mm ${resolved.marginMm.horizontal}mm`;
  return [fitRootCss(resolved), baseCss(pageSize, margin, "var(--rf-mv) var(--rf-mh)"), fittableCss(layout.css)].join(
    "\n",
  );
}

/**
 * The page around a template's content: fonts, paper, the template's CSS. Shared by the resume and
 * its cover letters, so a letter prints in exactly its resume's typography.
 */
export function renderDocument(parts: DocumentParts): string {
  // Ids can arrive from URLs and stored rows: an unknown one renders the default template.
  const id = isTemplateId(parts.templateId) ? parts.templateId : DEFAULT_TEMPLATE_ID;
  const layout = LAYOUTS[id];
  const pageSize: PageSize = parts.options.pageSize === "Letter" ? "Letter" : "A4";
  const base = cleanBaseUrl(parts.options.assetBaseUrl);
  const fallbacks = fallbacksFor(parts.allText).map((key) => FALLBACKS[key]);
  const dir = parts.dir;
  const sheets = fallbacks.map((font) => `<link rel="stylesheet" href="${base}/fonts/${font.sheet}.css">\n`).join("");
  const css = [
    fontFaceCss(layout.fonts, base, parts.allText),
    stackVariables(fallbacks.map((font) => font.family)),
    fittedCss(layout, pageSize, parts.fit),
    scriptCss(parts.allText, parts.name),
    ...(parts.extraCss ? [parts.extraCss] : []),
  ].join("\n");
  return `<!doctype html>
<html lang="${escapeHtml(parts.language)}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(parts.title)}</title>
${sheets}<style>
${css}
</style>
</head>
<body class="template-${id} page-${pageSize.toLowerCase()}">
${parts.main(layout.body)}
</body>
</html>
`;
}
