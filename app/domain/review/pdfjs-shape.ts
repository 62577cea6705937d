/**
 * Between pdf.js's `editor.serialize()` output and the room's bounded annotation shapes
 * (docs/collaboration.md#review-annotations). pdf.js is the drawing tool; the room keeps only
 * geometry and look, so what a client sends is small, checked, and never a URL.
 * Numbers follow pdf.js's AnnotationEditorType (FREETEXT 3, HIGHLIGHT 9, STAMP 13, INK 15,
 * SIGNATURE 101); they are copied here so this module stays free of pdf.js.
 */
import { annotationShapeSchema, REVIEW_LIMITS, type AnnotationShape } from "./annotation";
import { simplifyStrokes } from "./ink";

export const EDITOR_TYPE = { freeText: 3, highlight: 9, stamp: 13, ink: 15, signature: 101 } as const;

/** The fields of a serialized pdf.js editor this app reads (pdf.js 6.5: editor/*.js serialize()). */
export interface SerializedEditor {
  annotationType?: number;
  pageIndex?: number;
  rect?: ArrayLike<number>;
  color?: ArrayLike<number>;
  fontSize?: number;
  value?: string;
  thickness?: number;
  opacity?: number;
  quadPoints?: ArrayLike<number> | null;
  paths?: { points?: ArrayLike<number>[] } | null;
  deleted?: boolean;
  /** Not pdf.js's: the text a highlight was made from, as the page's selection read it (added by the Review tab). */
  text?: string;
}

const numbers = (values: ArrayLike<number> | null | undefined): number[] =>
  Array.from(values ?? [], (value) => Math.round(Number(value) * 100) / 100);
const color = (values: ArrayLike<number> | undefined): [number, number, number] => {
  const [r = 0, g = 0, b = 0] = Array.from(values ?? [], (value) =>
    Math.max(0, Math.min(255, Math.round(Number(value)))),
  );
  return [r, g, b];
};
const rect = (values: ArrayLike<number> | undefined) => numbers(values).slice(0, 4) as [number, number, number, number];

/** The selection's text on one line, cut to the room's limit; nothing when it is blank. */
function highlightedText(text: string | undefined): { text?: string } {
  const line = (text ?? "").replace(/\s+/g, " ").trim();
  return line ? { text: line.slice(0, REVIEW_LIMITS.textChars) } : {};
}

/**
 * The room shape for one serialized editor, or null when it is empty, deleted, of a kind this app
 * does not share yet (stamps and signatures go through their own image path), or out of bounds.
 */
export function shapeFromEditor(serialized: SerializedEditor): { pageIndex: number; shape: AnnotationShape } | null {
  if (serialized.deleted || typeof serialized.pageIndex !== "number") return null;
  let candidate: unknown = null;
  switch (serialized.annotationType) {
    case EDITOR_TYPE.freeText:
      candidate = {
        kind: "freeText",
        rect: rect(serialized.rect),
        color: color(serialized.color),
        fontSize: serialized.fontSize ?? 10,
        text: (serialized.value ?? "").trim(),
      };
      break;
    case EDITOR_TYPE.ink:
      candidate = {
        kind: "ink",
        rect: rect(serialized.rect),
        color: color(serialized.color),
        thickness: serialized.thickness ?? 1,
        opacity: serialized.opacity ?? 1,
        strokes: simplifyStrokes((serialized.paths?.points ?? []).map((points) => numbers(points))).filter(
          (points) => points.length >= 2,
        ),
      };
      break;
    case EDITOR_TYPE.highlight:
      candidate = {
        kind: "highlight",
        rect: rect(serialized.rect),
        color: color(serialized.color),
        opacity: serialized.opacity ?? 1,
        quadPoints: numbers(serialized.quadPoints),
        ...highlightedText(serialized.text),
      };
      break;
    default:
      return null;
  }
  const parsed = annotationShapeSchema.safeParse(candidate);
  return parsed.success ? { pageIndex: serialized.pageIndex, shape: parsed.data } : null;
}

/** A stamp or signature to save: pdf.js wants its image as an ImageBitmap, which the browser makes from `image`. */
interface SavedImageEditor extends Record<string, unknown> {
  annotationType: typeof EDITOR_TYPE.stamp;
  bitmapId: string;
  isSvg: false;
  image: { base64: string; type: "image/png" | "image/jpeg" };
}

/** pdf.js order of a quadrilateral: top-left, top-right, bottom-left, bottom-right; an outline goes round it. */
function quadOutlines(quadPoints: number[]): Float32Array[] {
  const outlines: Float32Array[] = [];
  for (let index = 0; index + 8 <= quadPoints.length; index += 8) {
    const [x1, y1, x2, y2, x3, y3, x4, y4] = quadPoints.slice(index, index + 8) as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    outlines.push(new Float32Array([x1, y1, x2, y2, x4, y4, x3, y3]));
  }
  return outlines;
}

/** A base64 image's type by its first bytes (the room let only PNG and JPEG in: ./image.ts). */
export const imageTypeOf = (base64: string): "image/png" | "image/jpeg" =>
  base64.startsWith("/9j/") ? "image/jpeg" : "image/png";

/**
 * What pdf.js's saveDocument() takes for a new annotation of this shape (the inverse of
 * shapeFromEditor), so a "reviewed PDF" carries the room's marks as real PDF annotations:
 * FreeText, Ink, Highlight (its QuadPoints, and an outline per quadrilateral for the appearance),
 * and Stamp for stamps and signatures (an image; see SavedImageEditor). `id` names the image.
 * Ink strokes become straight segments in pdf.js's line format: [NaN x4, x, y] per point.
 */
export function editorFromShape(shape: AnnotationShape, pageIndex: number, id = "0"): Record<string, unknown> {
  const base = { pageIndex, rect: shape.rect, rotation: 0, structTreeParentId: null, popupRef: "" };
  switch (shape.kind) {
    case "freeText":
      return {
        ...base,
        annotationType: EDITOR_TYPE.freeText,
        color: shape.color,
        fontSize: shape.fontSize,
        value: shape.text,
      };
    case "ink": {
      const lines = shape.strokes.map((points) => {
        const line: number[] = [];
        for (let index = 0; index < points.length; index += 2)
          line.push(NaN, NaN, NaN, NaN, points[index]!, points[index + 1]!);
        return new Float32Array(line);
      });
      const points = shape.strokes.map((stroke) => new Float32Array(stroke));
      return {
        ...base,
        annotationType: EDITOR_TYPE.ink,
        color: shape.color,
        thickness: shape.thickness,
        opacity: shape.opacity,
        paths: { lines, points },
      };
    }
    case "highlight":
      return {
        ...base,
        annotationType: EDITOR_TYPE.highlight,
        color: shape.color,
        opacity: shape.opacity,
        quadPoints: new Float32Array(shape.quadPoints),
        outlines: quadOutlines(shape.quadPoints),
      };
    case "stamp":
    case "signature": {
      const image: SavedImageEditor = {
        ...base,
        annotationType: EDITOR_TYPE.stamp,
        bitmapId: `review_image_${id}`,
        isSvg: false,
        image: { base64: shape.image, type: imageTypeOf(shape.image) },
      };
      return image;
    }
  }
}
