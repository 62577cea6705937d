/**
 * Runs the fit solver on a document already showing the resume (the live preview's iframe): each
 * rung is tried by changing custom properties on the same document, then the document's own
 * stored fit is put back. Deterministic: the same document, template and target give the same
 * choice in every browser (docs/fit-to-pages.md).
 */
import type { FitToPages } from "~/domain/resume/fit-settings";
import { solveFit, type FitResult } from "~/domain/layout/solver";
import { isTemplateId, DEFAULT_TEMPLATE_ID, type TemplateId } from "~/domain/resume/template-ids";
import { LAYOUTS } from "~/domain/templates/layouts";
import { applyFit, clearFit, measurePages } from "./page-fit-measure";

export function fitInDocument(
  doc: Document,
  templateId: TemplateId,
  pageSize: "A4" | "Letter",
  target: Exclude<FitToPages, null>,
): FitResult & { ms: number } {
  const started = performance.now();
  const layout = LAYOUTS[isTemplateId(templateId) ? templateId : DEFAULT_TEMPLATE_ID];
  try {
    const result = solveFit(target, (settings) => {
      applyFit(doc, layout, settings);
      return measurePages(doc, pageSize, target);
    });
    return { ...result, ms: performance.now() - started };
  } finally {
    clearFit(doc);
  }
}
