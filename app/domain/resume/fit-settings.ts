/**
 * What "fit to N pages" stores in a resume (`data.settings.fitToPages` and `data.settings.fitted`,
 * docs/fit-to-pages.md). The chosen settings are kept template-independent: multipliers for
 * spacing and line height, a fraction of the way from the template's margins to the 12 mm floor,
 * and a font scale that each template clamps to its own 9.5 pt body floor. So a resume renders the
 * same fitted way in the preview, the PDF and the public page without measuring again.
 */
import * as z from "zod";

/** 1, 2, or null: as many pages as it needs. */
export const fitToPagesSchema = z.union([z.literal(1), z.literal(2)]).nullable();
export type FitToPages = z.output<typeof fitToPagesSchema>;

export const fittedSchema = z.object({
  /** Multiplies the vertical space between sections, entries and lines of a template. */
  spacing: z.number().min(0.5).max(1),
  /** Multiplies every line height. */
  lineHeight: z.number().min(0.9).max(1),
  /** 0 keeps the template's margins, 1 brings each to the 12 mm floor. */
  margin: z.number().min(0).max(1),
  /** Multiplies every font size; each template stops at a 9.5 pt body (./fit-css.ts). */
  font: z.number().min(0.8).max(1),
});
export type Fitted = z.output<typeof fittedSchema>;

/** The fixed sections, each of which may start on a new page (`data.settings.newPageSections`). */
export const PAGE_SECTIONS = ["summary", "skills", "experience", "education", "projects"] as const;
export type PageSection = (typeof PAGE_SECTIONS)[number];
export const newPageSectionsSchema = z.array(z.enum(PAGE_SECTIONS)).max(PAGE_SECTIONS.length);

/** What one edit sets: the target and the solver's choice for it, together. */
export const pageFitSchema = z.object({ fitToPages: fitToPagesSchema, fitted: fittedSchema.nullable() });
export type PageFit = z.output<typeof pageFitSchema>;

/** The template exactly as designed. */
export const UNFITTED: Fitted = { spacing: 1, lineHeight: 1, margin: 0, font: 1 };

/** Margins never go under this (mm). */
export const MIN_MARGIN_MM = 12;
/** Body text never goes under this (pt); headings scale with it. */
export const MIN_BODY_PT = 9.5;
