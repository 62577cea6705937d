/**
 * The single renderer behind the live preview (iframe srcdoc), the PDF export (Browser Rendering)
 * and the template previews under public/templates. Pure string building: it runs unchanged in
 * the Worker and in the browser, and the same input always gives the same bytes.
 */
import type { PageSize, ResumeData } from "../resume/schema";
import { baseCss } from "./base-css";
import { escapeHtml } from "./escape";
import { fontFaceCss } from "./fonts";
import { DEFAULT_TEMPLATE_ID, isTemplateId, type TemplateId } from "./ids";
import { LAYOUTS } from "./layouts";
import { renderBody } from "./sections";

export interface RenderOptions {
  pageSize?: PageSize;
  /** Absolute origin the fonts load from (headless printing); "" means same-origin relative. */
  assetBaseUrl?: string;
}

/** The origin only goes into CSS url(""), so anything that could close that string is refused. */
function cleanBaseUrl(value: string | undefined): string {
  const base = (value ?? "").trim();
  return /^https?:\/\/[^\s"'()<>\\]+$/i.test(base) ? base.replace(/\/+$/, "") : "";
}

export function renderResumeHtml(data: ResumeData, templateId: TemplateId, options: RenderOptions = {}): string {
  // Ids can arrive from URLs and stored rows: an unknown one renders the default template.
  const id = isTemplateId(templateId) ? templateId : DEFAULT_TEMPLATE_ID;
  const layout = LAYOUTS[id];
  const pageSize: PageSize = options.pageSize === "Letter" ? "Letter" : "A4";
  const name = data.personalInfo.fullName.trim();
  const title = name ? `${name} \u2013 Resume` : "Resume";
  const css = [fontFaceCss(layout.fonts, cleanBaseUrl(options.assetBaseUrl)), baseCss(pageSize, layout.margin), layout.css].join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
${css}
</style>
</head>
<body class="template-${id} page-${pageSize.toLowerCase()}">
<main class="resume">
${renderBody(data, layout.body)}
</main>
</body>
</html>
`;
}
