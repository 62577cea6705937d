/**
 * How a document paged as the PDF renderer printed it, kept with the stored PDF (R2 metadata), and
 * what `GET /api/resumes/{id}/layout` answers from it (docs/api.md#page-layout).
 */
import * as z from "zod";
import { fittedSchema } from "../resume/fit-settings";

export const printLayoutSchema = z.object({
  pages: z.number().int().min(1).max(1000),
  /** Where the content ends on the paged sheet (px), the page's height and bottom margin (px), the body's line height (px). */
  contentBottom: z.number().min(0),
  pageHeight: z.number().positive(),
  marginBottom: z.number().min(0),
  lineHeight: z.number().positive(),
});
export type PrintLayout = z.output<typeof printLayoutSchema>;

/** What the print tab measured, checked (it comes back from a browser page). */
export function printLayoutOf(value: unknown): PrintLayout | null {
  const parsed = printLayoutSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function parsePrintLayout(text: string | undefined): PrintLayout | null {
  if (!text) return null;
  try {
    return printLayoutOf(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * Body lines of content past `allowedPages` pages' last content line (content as it flows, before
 * blocks are pushed to the next page: what must go to fit); 0 when it fits, at least 1 when not.
 * The preview, the fit solver and the layout API all count this way.
 */
export function linesPast(layout: PrintLayout, allowedPages: number): number {
  if (layout.pages <= allowedPages) return 0;
  const over = layout.contentBottom - (allowedPages * layout.pageHeight - layout.marginBottom);
  return Math.max(1, Math.ceil(over / layout.lineHeight));
}

/** Body lines past `allowedPages` pages as printed, or null when it fits in them. */
export function linesOver(layout: PrintLayout, allowedPages: number): { lines: number } | null {
  const lines = linesPast(layout, allowedPages);
  return lines ? { lines } : null;
}

/**
 * What the print tab's fitting chose (docs/fit-to-pages.md#fitting-without-a-browser), kept with
 * the stored PDF next to its layout: the settings it printed with (null: as designed), or that
 * nothing fits and by how much (then it printed the resume's own settings).
 */
export const printFitSchema = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true), target: z.union([z.literal(1), z.literal(2)]), fitted: fittedSchema.nullable() }),
  z.object({
    ok: z.literal(false),
    target: z.union([z.literal(1), z.literal(2)]),
    overBy: z.object({ lines: z.number().int().min(1) }),
  }),
]);
export type PrintFit = z.output<typeof printFitSchema>;

export function parsePrintFit(text: string | undefined): PrintFit | null {
  if (!text) return null;
  try {
    const parsed = printFitSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
