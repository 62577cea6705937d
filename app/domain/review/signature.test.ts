import { describe, expect, it } from "vitest";
import { annotationShapeSchema } from "./annotation";
import { signatureRect } from "./signature";

const letter: [number, number, number, number] = [0, 0, 612, 792];

describe("where a signature lands", () => {
  it("sits in the chosen corner inside the margin, with the image's proportions", () => {
    // A wide signature (3:1) is bounded by the width: 160 x 53.33 points.
    expect(signatureRect(letter, { width: 300, height: 100 }, "bottomRight")).toEqual([416, 36, 576, 89.33]);
    expect(signatureRect(letter, { width: 300, height: 100 }, "topLeft")).toEqual([36, 702.67, 196, 756]);
    // A tall one by the height: 30 x 60.
    expect(signatureRect(letter, { width: 100, height: 200 }, "bottomLeft")).toEqual([36, 36, 66, 96]);
    expect(signatureRect([0, 0, 595.28, 841.89], { width: 400, height: 100 }, "topRight")).toEqual([
      399.28, 765.89, 559.28, 805.89,
    ]);
  });

  it("stays on a page whose box does not start at the origin, and is a shape the room accepts", () => {
    const rect = signatureRect([10, 20, 622, 812], { width: 300, height: 100 }, "bottomLeft");
    expect(rect).toEqual([46, 56, 206, 109.33]);
    expect(annotationShapeSchema.safeParse({ kind: "signature", rect, image: "iVBORw0KGgo=" }).success).toBe(true);
  });
});
