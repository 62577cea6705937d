/**
 * How a document paged as the PDF renderer printed it, kept with the stored PDF (R2 metadata), and
 * what `GET /api/resumes/{id}/layout` answers from it (docs/api.md#page-layout).
 */
import * as z from "zod";

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

/** Body lines past `allowedPages` pages as printed, or null when it fits in them. */
export function linesOver(layout: PrintLayout, allowedPages: number): { lines: number } | null {
  if (layout.pages <= allowedPages) return null;
  const limit = allowedPages * layout.pageHeight - layout.marginBottom;
  return { lines: Math.max(1, Math.ceil((layout.contentBottom - limit) / layout.lineHeight)) };
}
