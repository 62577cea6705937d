/**
 * Measures a resume for the fit solver (app/domain/layout/solver.ts) in a real layout engine: a
 * document rendered `measurable` (its template CSS reads fitting's custom properties) is paged
 * the way print pages it (./preview-pagination.ts) under each candidate setting, by changing
 * those properties on its root element: no second render, so a whole ladder takes a few layouts.
 */
import { fitVariables, resolveFit } from "~/domain/layout/fit-css";
import type { Fitted } from "~/domain/layout/fit-settings";
import type { Measurement } from "~/domain/layout/solver";
import type { TemplateLayout } from "~/domain/templates/layout";
import { paginate, PAGE_HEIGHT_PX } from "./preview-pagination";

/** Sets a candidate's custom properties on the document (null: the template as designed). */
export function applyFit(doc: Document, layout: Pick<TemplateLayout, "margin" | "css">, settings: Fitted | null): void {
  const variables = fitVariables(resolveFit(settings, layout.margin, layout.css));
  for (const [name, value] of Object.entries(variables)) doc.documentElement.style.setProperty(name, value);
}

/** Clears what applyFit set: the document's own stored fit applies again. */
export function clearFit(doc: Document): void {
  for (const name of ["--rf-space", "--rf-lh", "--rf-font", "--rf-mv", "--rf-mh"]) doc.documentElement.style.removeProperty(name);
}

/** Pages and how many body lines run past `allowedPages`, as printing would page the document now. */
export function measurePages(doc: Document, pageSize: "A4" | "Letter", allowedPages: number): Measurement {
  const { pages, pageHeight } = paginate(doc, pageSize);
  return { pages, overflowLines: pages <= allowedPages ? 0 : overflowLines(doc, pageHeight, allowedPages) };
}

/** Body lines of a paged document past `allowedPages` pages' last content line (at least 1 when over). */
export function overflowLines(doc: Document, pageHeight: number, allowedPages: number): number {
  const view = doc.defaultView;
  if (!view || !doc.body) return 0;
  const main = doc.querySelector("main") ?? doc.body;
  const body = view.getComputedStyle(doc.body);
  const bodyTop = doc.body.getBoundingClientRect().top;
  const bottom = main.getBoundingClientRect().bottom - bodyTop;
  const limit = allowedPages * pageHeight - (parseFloat(body.paddingBottom) || 0);
  if (bottom <= limit) return 0;
  const lineHeight = parseFloat(body.lineHeight) || (parseFloat(body.fontSize) || 13) * 1.4;
  return Math.max(1, Math.ceil((bottom - limit) / lineHeight));
}

export { PAGE_HEIGHT_PX };
