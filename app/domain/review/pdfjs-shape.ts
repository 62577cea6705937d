/**
 * Between pdf.js's `editor.serialize()` output and the room's bounded annotation shapes
 * (docs/collaboration.md#review-annotations). pdf.js is the drawing tool; the room keeps only
 * geometry and look, so what a client sends is small, checked, and never a URL.
 * Numbers follow pdf.js's AnnotationEditorType (FREETEXT 3, HIGHLIGHT 9, STAMP 13, INK 15,
 * SIGNATURE 101); they are copied here so this module stays free of pdf.js.
 */
import { annotationShapeSchema, type AnnotationShape } from "./annotation";
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
}

const numbers = (values: ArrayLike<number> | null | undefined): number[] => Array.from(values ?? [], (value) => Math.round(Number(value) * 100) / 100);
const color = (values: ArrayLike<number> | undefined): [number, number, number] => {
  const [r = 0, g = 0, b = 0] = Array.from(values ?? [], (value) => Math.max(0, Math.min(255, Math.round(Number(value)))));
  return [r, g, b];
};
const rect = (values: ArrayLike<number> | undefined) => numbers(values).slice(0, 4) as [number, number, number, number];

/**
 * The room shape for one serialized editor, or null when it is empty, deleted, of a kind this app
 * does not share yet (stamps and signatures go through their own image path), or out of bounds.
 */
export function shapeFromEditor(serialized: SerializedEditor): { pageIndex: number; shape: AnnotationShape } | null {
  if (serialized.deleted || typeof serialized.pageIndex !== "number") return null;
  let candidate: unknown = null;
  switch (serialized.annotationType) {
    case EDITOR_TYPE.freeText:
      candidate = { kind: "freeText", rect: rect(serialized.rect), color: color(serialized.color), fontSize: serialized.fontSize ?? 10, text: (serialized.value ?? "").trim() };
      break;
    case EDITOR_TYPE.ink:
      candidate = {
        kind: "ink",
        rect: rect(serialized.rect),
        color: color(serialized.color),
        thickness: serialized.thickness ?? 1,
        opacity: serialized.opacity ?? 1,
        strokes: simplifyStrokes((serialized.paths?.points ?? []).map((points) => numbers(points))).filter((points) => points.length >= 2),
      };
      break;
    case EDITOR_TYPE.highlight:
      candidate = { kind: "highlight", rect: rect(serialized.rect), color: color(serialized.color), opacity: serialized.opacity ?? 1, quadPoints: numbers(serialized.quadPoints) };
      break;
    default:
      return null;
  }
  const parsed = annotationShapeSchema.safeParse(candidate);
  return parsed.success ? { pageIndex: serialized.pageIndex, shape: parsed.data } : null;
}

/**
 * What pdf.js's saveDocument() takes for a new annotation of this shape (the inverse of
 * shapeFromEditor), so a "reviewed PDF" carries the room's marks as real PDF annotations.
 * Ink strokes become straight segments in pdf.js's line format: [NaN x4, x, y] per point.
 */
export function editorFromShape(shape: AnnotationShape, pageIndex: number): Record<string, unknown> | null {
  const base = { pageIndex, rect: shape.rect, rotation: 0, structTreeParentId: null, popupRef: "" };
  switch (shape.kind) {
    case "freeText":
      return { ...base, annotationType: EDITOR_TYPE.freeText, color: shape.color, fontSize: shape.fontSize, value: shape.text };
    case "ink": {
      const lines = shape.strokes.map((points) => {
        const line: number[] = [];
        for (let index = 0; index < points.length; index += 2) line.push(NaN, NaN, NaN, NaN, points[index]!, points[index + 1]!);
        return new Float32Array(line);
      });
      const points = shape.strokes.map((stroke) => new Float32Array(stroke));
      return { ...base, annotationType: EDITOR_TYPE.ink, color: shape.color, thickness: shape.thickness, opacity: shape.opacity, paths: { lines, points } };
    }
    case "highlight":
    case "stamp":
    case "signature":
      // Not written into the download yet: highlights need pdf.js's outline format and images a
      // decoded bitmap (docs/collaboration.md#review-annotations).
      return null;
  }
}
