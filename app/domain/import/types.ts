/** What the import reads and what it gives back. */
import type { ResumeData } from "../resume/schema";

/** A run of text placed on a page, as a PDF reader gives it (y grows downwards, in points). */
export interface PositionedText {
  text: string;
  x: number;
  /** Baseline. */
  y: number;
  width: number;
  /** Font size in points. */
  size: number;
  bold: boolean;
  page: number;
}

/** One line of the document in reading order, with what its typography says. */
export interface DocLine {
  text: string;
  /** Parts of the line set apart by wide gaps or tab stops ("Staff Engineer", "Jan 2021 – Present"). */
  segments: string[];
  size: number;
  bold: boolean;
  page: number;
  /** Left edge, in points (DOCX: 0). */
  x: number;
  /** Right edge of the line's text, when the source has positions. */
  right?: number;
  /** Left edge of each segment, when the source has positions. */
  segmentX?: number[];
  /** Empty space above the line, in multiples of its font size. */
  gapBefore: number;
  /** Marked as a heading by the source itself (a DOCX heading style). */
  heading?: boolean;
  /** Marked as a list item by the source itself (a DOCX list). */
  bullet?: boolean;
  /** Where a list item's text starts when its bullet hangs apart from it (a hanging indent). */
  hangX?: number;
  /** How many words the line opens with in bold, when the rest is not bold (a run-in title: "**tinyqueue.** A job queue..."). */
  leadBoldWords?: number;
}

/** How sure the reader is of a field: a path such as "experience.0.company" or "personalInfo.email". */
export type FieldFlag = "unsure" | "missing";

export interface ImportResult {
  data: ResumeData;
  flags: Record<string, FieldFlag>;
  /** Text the reader could not place (an "Awards" section, a line it could not read), for the user to move. */
  unplaced: string[];
}
