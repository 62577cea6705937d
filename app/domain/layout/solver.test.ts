import { describe, expect, it } from "vitest";
import { MIN_BODY_PT, MIN_MARGIN_MM, type Fitted } from "../resume/fit-settings";
import { bodyPt, resolveFit } from "./fit-css";
import { FIT_LADDER } from "./ladder";
import { solveFit, solveFitAsync, type Measurement } from "./solver";
import { LAYOUTS } from "../templates/layouts";

/** A fake layout engine: the page count falls as settings tighten, by a "tightness" score. */
function engine(linesAsDesigned: number, linesPerPage = 50) {
  const seen: Array<Fitted | null> = [];
  const measure = (settings: Fitted | null): Measurement => {
    seen.push(settings);
    const s = settings ?? { spacing: 1, lineHeight: 1, margin: 0, font: 1 };
    const factor = (0.7 + 0.3 * s.spacing) * s.lineHeight * (1 - 0.05 * s.margin) * s.font;
    const lines = Math.ceil(linesAsDesigned * factor);
    return { pages: Math.ceil(lines / linesPerPage), overflowLines: Math.max(0, lines - linesPerPage) };
  };
  return { measure, seen };
}

describe("the fit solver", () => {
  it("changes nothing for a resume that already fits", () => {
    const { measure, seen } = engine(40);
    expect(solveFit(1, measure)).toEqual({ ok: true, fitted: null, pages: 1, tried: 1 });
    expect(seen).toEqual([null]);
  });

  it("walks the ladder in its fixed order and stops at the first rung that fits", () => {
    const { measure, seen } = engine(53);
    const result = solveFit(1, measure);
    expect(result.ok).toBe(true);
    // 53 * (0.7 + 0.3 * 0.85) = 50.6 -> 51 lines, over; 0.7 -> 48.8 fits.
    expect(result).toMatchObject({ fitted: FIT_LADDER[1], tried: 3 });
    expect(seen).toEqual([null, FIT_LADDER[0], FIT_LADDER[1]]);
  });

  it("is deterministic: the same measurements give the same choice", () => {
    expect(solveFit(1, engine(58).measure)).toEqual(solveFit(1, engine(58).measure));
  });

  it("tightens spacing, then line height, then margins, then font, each rung at least as tight as the last", () => {
    const order = FIT_LADDER.map((rung) => (rung.font < 1 ? 3 : rung.margin > 0 ? 2 : rung.lineHeight < 1 ? 1 : 0));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (let i = 1; i < FIT_LADDER.length; i++) {
      const [before, after] = [FIT_LADDER[i - 1]!, FIT_LADDER[i]!];
      expect(after.spacing).toBeLessThanOrEqual(before.spacing);
      expect(after.lineHeight).toBeLessThanOrEqual(before.lineHeight);
      expect(after.margin).toBeGreaterThanOrEqual(before.margin);
      expect(after.font).toBeLessThanOrEqual(before.font);
    }
  });

  it("says how far over it is and chooses nothing when it cannot fit within the bounds", () => {
    const { measure, seen } = engine(120);
    const result = solveFit(1, measure);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.overBy.lines).toBeGreaterThan(0);
    expect("fitted" in result).toBe(false);
    expect(seen).toHaveLength(FIT_LADDER.length + 1);
  });

  it("fits to two pages as well", () => {
    expect(solveFit(2, engine(104).measure)).toMatchObject({ ok: true, pages: 2 });
  });
});

describe("the asynchronous solver (the PDF renderer's tab)", () => {
  it("walks the same ladder and chooses exactly what the synchronous one does, for every case", async () => {
    for (const target of [1, 2] as const) {
      for (const lines of [10, 40, 51, 53, 58, 62, 70, 104, 110, 120, 200]) {
        const sync = engine(lines);
        const later = engine(lines);
        const asyncResult = await solveFitAsync(target, async (settings) => {
          await Promise.resolve();
          return later.measure(settings);
        });
        expect(asyncResult).toEqual(solveFit(target, sync.measure));
        expect(later.seen).toEqual(sync.seen);
      }
    }
  });

  it("stops measuring at the first rung that fits", async () => {
    const { measure, seen } = engine(53);
    const result = await solveFitAsync(1, async (settings) => measure(settings));
    expect(result).toMatchObject({ ok: true, fitted: FIT_LADDER[1], tried: 3 });
    expect(seen).toEqual([null, FIT_LADDER[0], FIT_LADDER[1]]);
  });
});

describe("the bounds", () => {
  it("never puts a margin under 12 mm nor a body under 9.5 pt, for every template and every rung", () => {
    for (const layout of Object.values(LAYOUTS)) {
      const designed = bodyPt(layout.css);
      for (const rung of FIT_LADDER) {
        const fit = resolveFit(rung, layout.margin, layout.css);
        expect(fit.marginMm.vertical).toBeGreaterThanOrEqual(MIN_MARGIN_MM);
        expect(fit.marginMm.horizontal).toBeGreaterThanOrEqual(MIN_MARGIN_MM);
        // A template designed under the floor is never made smaller.
        expect(fit.bodyPt).toBeGreaterThanOrEqual(Math.min(designed, MIN_BODY_PT) - 0.01);
      }
    }
  });

  it("keeps the template as designed when nothing was fitted", () => {
    const layout = LAYOUTS["classic-executive"];
    expect(resolveFit(null, layout.margin, layout.css)).toEqual({
      spacing: 1,
      lineHeight: 1,
      marginMm: { vertical: 18, horizontal: 20 },
      fontScale: 1,
      bodyPt: 11,
    });
  });
});
