/**
 * Review annotations (docs/collaboration.md#review-annotations): marks drawn on the resume's
 * exported PDF with pdf.js's annotation editors, shared through the resume's room and kept with
 * the resume. Everything a client sends is bounded here, so one schema guards the room, the REST
 * list and the browser alike.
 */
import * as z from "zod";

export const REVIEW_LIMITS = {
  /** Annotations one resume keeps (docs/limits.md#review-marks). */
  perResume: 500,
  /** Characters of a comment or of a free-text note. */
  textChars: 2_000,
  /** Comments in one thread: with the text limit this bounds one stored annotation. */
  commentsPerThread: 50,
  /** Points of one ink annotation, over all its strokes, after simplification (./ink.ts). */
  inkPoints: 2_000,
  inkStrokes: 100,
  /** Bytes of a stamp or signature image, decoded. */
  imageBytes: 200 * 1024,
  /** Pixels of a stamp or signature image, each way: enough for a sharp signature at print size. */
  imageSide: 2_000,
  /**
   * Bytes (JSON) of all of a resume's marks together: a fresh join receives them all before it may
   * edit, so this bounds that wait (./ledger.ts).
   */
  bytesPerResume: 4 * 1024 * 1024,
  /** Bytes one collaborator's marks and comments may take; the owner has no share of their own, only the total. */
  bytesPerReviewer: 1024 * 1024,
  /** Pages of a resume PDF an annotation may sit on. */
  pages: 50,
} as const;

const id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
/** PDF user-space coordinates: a resume page is at most a few hundred points wide. */
const coordinate = z.number().finite().min(-10_000).max(10_000);
/** [x1, y1, x2, y2] on the page, PDF user space (origin bottom left), as pdf.js serializes it. */
const rect = z.tuple([coordinate, coordinate, coordinate, coordinate]);
const rgb = z.tuple([
  z.number().int().min(0).max(255),
  z.number().int().min(0).max(255),
  z.number().int().min(0).max(255),
]);
const opacity = z.number().min(0).max(1);
const text = z.string().max(REVIEW_LIMITS.textChars);

/** One stroke: flat [x0, y0, x1, y1, ...] in page coordinates. */
const stroke = z
  .array(coordinate)
  .max(REVIEW_LIMITS.inkPoints * 2)
  .refine((points) => points.length % 2 === 0 && points.length >= 2, "A stroke is pairs of coordinates");

/** Base64 of a PNG or JPEG, re-encoded by the browser, checked by magic bytes (./image.ts). */
const imageData = z
  .string()
  .max(Math.ceil(REVIEW_LIMITS.imageBytes / 3) * 4)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/);

/**
 * What each kind keeps of pdf.js's `editor.serialize()`: its geometry and look, never a URL or
 * anything the viewer would fetch. Each variant is closed (z.object strips unknown keys).
 */
export const annotationShapeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("freeText"), rect, color: rgb, fontSize: z.number().min(4).max(100), text: text.min(1) }),
  z
    .object({
      kind: z.literal("ink"),
      rect,
      color: rgb,
      thickness: z.number().min(0.5).max(40),
      opacity,
      strokes: z.array(stroke).min(1).max(REVIEW_LIMITS.inkStrokes),
    })
    .refine((shape) => shape.strokes.reduce((sum, points) => sum + points.length / 2, 0) <= REVIEW_LIMITS.inkPoints, {
      message: `An ink annotation has at most ${REVIEW_LIMITS.inkPoints} points`,
    }),
  z.object({
    kind: z.literal("highlight"),
    rect,
    color: rgb,
    opacity,
    /** Quadrilaterals of the highlighted text, 8 numbers each. */
    quadPoints: z
      .array(coordinate)
      .min(8)
      .max(800)
      .refine((points) => points.length % 8 === 0, "Quadrilaterals have 8 numbers"),
    /** The highlighted text, as the viewer read it. */
    text: z.string().max(REVIEW_LIMITS.textChars).optional(),
  }),
  z.object({ kind: z.literal("stamp"), rect, image: imageData }),
  z.object({ kind: z.literal("signature"), rect, image: imageData }),
]);
export type AnnotationShape = z.infer<typeof annotationShapeSchema>;

const authorSchema = z.object({ userId: z.string().max(64), name: z.string().max(200) });
export type ReviewAuthor = z.infer<typeof authorSchema>;

export const commentSchema = z.object({ id, author: authorSchema, createdAt: z.number().int(), text: text.min(1) });
type ReviewComment = z.infer<typeof commentSchema>;

/** What a client proposes: the room adds author, time, thread and resolved state. */
export const annotationDraftSchema = z.object({
  id,
  pageIndex: z
    .number()
    .int()
    .min(0)
    .max(REVIEW_LIMITS.pages - 1),
  /** The room version (docs/collaboration.md) of the resume whose PDF it was drawn on. */
  drawnOnVersion: z.number().int().min(0),
  /** The resume section under the mark, when the viewer could tell ("Experience"). */
  section: z.string().max(64).optional(),
  shape: annotationShapeSchema,
});
export type AnnotationDraft = z.infer<typeof annotationDraftSchema>;

export interface Annotation extends AnnotationDraft {
  author: ReviewAuthor;
  createdAt: number;
  updatedAt: number;
  resolved: boolean;
  comments: ReviewComment[];
}

/** Trimmed, non-empty, bounded: a comment as the room stores it. */
export const commentTextSchema = z
  .string()
  .trim()
  .min(1, "A comment cannot be empty.")
  .max(REVIEW_LIMITS.textChars, `A comment has at most ${REVIEW_LIMITS.textChars} characters.`);

/** Drawn on an older state of the resume than the one now shown: the UI marks it. */
export function isOutdated(annotation: Pick<Annotation, "drawnOnVersion">, currentVersion: number): boolean {
  return annotation.drawnOnVersion < currentVersion;
}

/** What a comment's activity line says, in parts: pages word it in the reader's language. */
export interface CommentActivity {
  /** The section under the mark as stored (English, or what the viewer read); absent when unknown. */
  section?: string;
  /** 1-based. */
  page: number;
  by: string;
}

export function commentActivityOf(annotation: Pick<Annotation, "section" | "pageIndex">, by: string): CommentActivity {
  return { ...(annotation.section ? { section: annotation.section } : {}), page: annotation.pageIndex + 1, by };
}

/** "Comment on Experience by Ana", or "Comment on page 1 by Ana" when the section is unknown. */
export function commentActivityText(annotation: Pick<Annotation, "section" | "pageIndex">, by: string): string {
  const activity = commentActivityOf(annotation, by);
  return `Comment on ${activity.section ?? `page ${activity.page}`} by ${activity.by}`;
}
