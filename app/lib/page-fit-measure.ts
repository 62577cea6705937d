/**
 * Measures a resume for the fit solver (app/domain/layout/solver.ts) in a real layout engine: a
 * document rendered `measurable` (its template CSS reads fitting's custom properties) is paged
 * the way print pages it (./preview-pagination.ts) under each candidate setting, by changing
 * those properties on its root element: no second render, so a whole ladder takes a few layouts.
 */
import { fitVariables, resolveFit } from "~/domain/layout/fit-css";
import type { Fitted } from "~/domain/resume/fit-settings";
import { linesPast } from "~/domain/layout/print-layout";
import type { Measurement } from "~/domain/layout/solver";
import type { TemplateLayout } from "~/domain/templates/layout";
import { paginate, PAGE_HEIGHT_PX, type PageMetrics } from "./preview-pagination";

/** Sets a candidate's custom properties on the document (null: the template as designed). */
export function applyFit(doc: Document, layout: Pick<TemplateLayout, "margin" | "css">, settings: Fitted | null): void {
  const variables = fitVariables(resolveFit(settings, layout.margin, layout.css));
  for (const [name, value] of Object.entries(variables)) doc.documentElement.style.setProperty(name, value);
}

/** Clears what applyFit set: the document's own stored fit applies again. */
export function clearFit(doc: Document): void {
  for (const name of ["--rf-space", "--rf-lh", "--rf-font", "--rf-mv", "--rf-mh"])
    doc.documentElement.style.removeProperty(name);
}

/**
 * Pages as printing pages the document now, and how many body lines of content run past
 * `allowedPages` pages' last content line (content as it flows, before blocks are pushed to the
 * next page: what must go to fit).
 */
export function measurePages(doc: Document, pageSize: "A4" | "Letter", allowedPages: number): Measurement {
  const metrics = paginate(doc, pageSize);
  return { pages: metrics.pages, overflowLines: overflowLines(metrics, allowedPages) };
}

/** Body lines past `allowedPages` pages, counted as the layout API counts them (../domain/layout/print-layout.ts). */
export function overflowLines(metrics: PageMetrics, allowedPages: number): number {
  const { pages, pageHeight, contentBottom = 0, marginBottom = 0, lineHeight = 16 } = metrics;
  return linesPast({ pages, pageHeight, contentBottom, marginBottom, lineHeight }, allowedPages);
}

export { PAGE_HEIGHT_PX };
