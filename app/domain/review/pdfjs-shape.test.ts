import { describe, expect, it } from "vitest";
import { REVIEW_LIMITS } from "./annotation";
import { EDITOR_TYPE, editorFromShape, shapeFromEditor } from "./pdfjs-shape";

// What pdf.js 6.5's editors serialize (editor/freetext.js, ink.js, highlight.js serialize()).
const freeText = {
  annotationType: EDITOR_TYPE.freeText,
  pageIndex: 0,
  rect: [300.123, 650, 420, 668],
  rotation: 0,
  color: [220, 38, 38],
  fontSize: 10,
  value: "  Quantify this  ",
  id: null,
};
const ink = {
  annotationType: EDITOR_TYPE.ink,
  pageIndex: 1,
  rect: [100, 100, 200, 150],
  color: [0, 0, 255],
  opacity: 1,
  thickness: 3,
  paths: {
    lines: [new Float32Array([NaN, NaN, NaN, NaN, 100, 100])],
    points: [new Float32Array([100, 100, 150, 125, 200, 150])],
  },
};

describe("pdf.js editors to room shapes", () => {
  it("keeps a note's box, colour, size and trimmed text", () => {
    expect(shapeFromEditor(freeText)).toEqual({
      pageIndex: 0,
      shape: {
        kind: "freeText",
        rect: [300.12, 650, 420, 668],
        color: [220, 38, 38],
        fontSize: 10,
        text: "Quantify this",
      },
    });
  });

  it("keeps ink strokes as flat point lists, simplified", () => {
    const mapped = shapeFromEditor(ink);
    // The middle point lies on the line between the ends: simplification drops it.
    expect(mapped).toEqual({
      pageIndex: 1,
      shape: {
        kind: "ink",
        rect: [100, 100, 200, 150],
        color: [0, 0, 255],
        thickness: 3,
        opacity: 1,
        strokes: [[100, 100, 200, 150]],
      },
    });
    // A long, smooth, looping stroke (a signature-like scribble) of 5,000 points.
    const scribble = Array.from({ length: 5_000 }, (_, index) => [
      200 + 80 * Math.cos(index / 40),
      300 + 60 * Math.sin(index / 13) + index * 0.02,
    ]).flat();
    const big = shapeFromEditor({ ...ink, paths: { points: [new Float32Array(scribble)] } });
    expect(big?.shape.kind).toBe("ink");
    if (big?.shape.kind === "ink")
      expect(big.shape.strokes.flat().length / 2).toBeLessThanOrEqual(REVIEW_LIMITS.inkPoints);
  });

  it("keeps a highlight's quadrilaterals", () => {
    const quadPoints = new Float32Array([50, 700, 200, 700, 50, 688, 200, 688]);
    expect(
      shapeFromEditor({
        annotationType: EDITOR_TYPE.highlight,
        pageIndex: 0,
        rect: [50, 688, 200, 700],
        color: [255, 255, 152],
        opacity: 1,
        quadPoints,
      })?.shape,
    ).toEqual({
      kind: "highlight",
      rect: [50, 688, 200, 700],
      color: [255, 255, 152],
      opacity: 1,
      quadPoints: [50, 700, 200, 700, 50, 688, 200, 688],
    });
  });

  it("keeps the highlighted text on one line, within the limit", () => {
    const highlight = {
      annotationType: EDITOR_TYPE.highlight,
      pageIndex: 0,
      rect: [50, 688, 200, 700],
      color: [255, 255, 152],
      opacity: 1,
      quadPoints: [50, 700, 200, 700, 50, 688, 200, 688],
    };
    expect(shapeFromEditor({ ...highlight, text: "  Senior Software\n Engineer " })?.shape).toMatchObject({
      text: "Senior Software Engineer",
    });
    expect(shapeFromEditor({ ...highlight, text: "x".repeat(REVIEW_LIMITS.textChars + 10) })?.shape).toMatchObject({
      text: "x".repeat(REVIEW_LIMITS.textChars),
    });
    expect(shapeFromEditor({ ...highlight, text: "  " })?.shape).not.toHaveProperty("text");
  });

  it("drops what the room would refuse or does not share", () => {
    expect(shapeFromEditor({ ...freeText, value: "   " })).toBeNull();
    expect(shapeFromEditor({ ...freeText, value: "x".repeat(REVIEW_LIMITS.textChars + 1) })).toBeNull();
    expect(shapeFromEditor({ ...freeText, deleted: true })).toBeNull();
    expect(shapeFromEditor({ ...freeText, pageIndex: undefined })).toBeNull();
    expect(shapeFromEditor({ ...freeText, rect: [0, 0, 1e9, 1] })).toBeNull();
    expect(shapeFromEditor({ ...ink, paths: { points: [] } })).toBeNull();
    expect(shapeFromEditor({ annotationType: EDITOR_TYPE.stamp, pageIndex: 0, rect: [0, 0, 10, 10] })).toBeNull();
    expect(
      shapeFromEditor({
        annotationType: EDITOR_TYPE.highlight,
        pageIndex: 0,
        rect: [0, 0, 10, 10],
        color: [0, 0, 0],
        quadPoints: null,
      }),
    ).toBeNull();
  });
});

describe("room shapes to what pdf.js saves", () => {
  it("writes a note and ink back in pdf.js's serialized form", () => {
    const note = shapeFromEditor(freeText)!;
    expect(editorFromShape(note.shape, 0)).toMatchObject({
      annotationType: EDITOR_TYPE.freeText,
      pageIndex: 0,
      rect: [300.12, 650, 420, 668],
      color: [220, 38, 38],
      fontSize: 10,
      value: "Quantify this",
    });
    const drawn = editorFromShape(
      { kind: "ink", rect: [0, 0, 10, 10], color: [0, 0, 0], thickness: 2, opacity: 1, strokes: [[1, 2, 3, 4]] },
      2,
    ) as { paths: { lines: Float32Array[]; points: Float32Array[] } };
    expect(Array.from(drawn.paths.points[0]!)).toEqual([1, 2, 3, 4]);
    // pdf.js's line format: NaN control points mean "line to" (its writeLineToCurveToAppearance).
    expect(Array.from(drawn.paths.lines[0]!)).toEqual([NaN, NaN, NaN, NaN, 1, 2, NaN, NaN, NaN, NaN, 3, 4]);
  });

  it("writes a highlight with its quadrilaterals and an outline round each", () => {
    const quadPoints = [50, 700, 200, 700, 50, 688, 200, 688, 50, 686, 120, 686, 50, 674, 120, 674];
    const saved = editorFromShape(
      { kind: "highlight", rect: [50, 674, 200, 700], color: [255, 255, 152], opacity: 0.5, quadPoints },
      1,
    ) as {
      annotationType: number;
      pageIndex: number;
      quadPoints: Float32Array;
      outlines: Float32Array[];
      color: number[];
      opacity: number;
    };
    expect(saved).toMatchObject({
      annotationType: EDITOR_TYPE.highlight,
      pageIndex: 1,
      color: [255, 255, 152],
      opacity: 0.5,
    });
    expect(Array.from(saved.quadPoints)).toEqual(quadPoints);
    // Top-left, top-right, bottom-right, bottom-left: a closed polygon pdf.js fills for the appearance.
    expect(saved.outlines.map((outline) => Array.from(outline))).toEqual([
      [50, 700, 200, 700, 200, 688, 50, 688],
      [50, 686, 120, 686, 120, 674, 50, 674],
    ]);
  });

  it("writes stamps and signatures as image stamps, with the image's type from its bytes", () => {
    const png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
    expect(editorFromShape({ kind: "signature", rect: [400, 60, 520, 100], image: png }, 0, "7")).toMatchObject({
      annotationType: EDITOR_TYPE.stamp,
      pageIndex: 0,
      rect: [400, 60, 520, 100],
      bitmapId: "review_image_7",
      isSvg: false,
      image: { base64: png, type: "image/png" },
    });
    expect(editorFromShape({ kind: "stamp", rect: [0, 0, 10, 10], image: "/9j/4AAQ" }, 0, "8")).toMatchObject({
      annotationType: EDITOR_TYPE.stamp,
      bitmapId: "review_image_8",
      image: { type: "image/jpeg" },
    });
  });
});
