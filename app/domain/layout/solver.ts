/**
 * The fit-to-pages solver: pure and deterministic. It is given a way to measure a resume under
 * candidate settings (a real layout engine does that: the preview's iframe, the PDF's browser tab)
 * and walks the fixed ladder (./ladder.ts), stopping at the first rung that fits. When even the
 * tightest rung does not fit it changes nothing and says by how many lines it is over.
 */
import type { Fitted } from "../resume/fit-settings";
import { FIT_LADDER } from "./ladder";

export interface Measurement {
  pages: number;
  /** Body lines past the last allowed page (0 when it fits). */
  overflowLines: number;
}

export type Measure = (settings: Fitted | null) => Measurement;

export type FitResult =
  /** Fits: `fitted` is null when it already fits as designed. */
  | { ok: true; fitted: Fitted | null; pages: number; tried: number }
  /** Cannot fit within the bounds: keep what the resume has; `overBy` measured at the tightest rung. */
  | { ok: false; overBy: { lines: number }; pages: number; tried: number };

export type MeasureAsync = (settings: Fitted | null) => Promise<Measurement>;

/**
 * The ladder walk itself, one step per measurement: it yields the settings to measure next and
 * is given back what they measured. The synchronous solver (the editor's iframe) and the
 * asynchronous one (the PDF renderer's tab, measured through the protocol) both drive this one
 * walk, so the same measurements always give the same choice.
 */
function* walk(target: 1 | 2, ladder: readonly Fitted[]): Generator<Fitted | null, FitResult, Measurement> {
  const designed = yield null;
  if (designed.pages <= target) return { ok: true, fitted: null, pages: designed.pages, tried: 1 };
  let last = designed;
  for (let index = 0; index < ladder.length; index++) {
    const rung = ladder[index]!;
    last = yield rung;
    if (last.pages <= target) return { ok: true, fitted: rung, pages: last.pages, tried: index + 2 };
  }
  return { ok: false, overBy: { lines: Math.max(1, last.overflowLines) }, pages: last.pages, tried: ladder.length + 1 };
}

export function solveFit(target: 1 | 2, measure: Measure, ladder: readonly Fitted[] = FIT_LADDER): FitResult {
  const steps = walk(target, ladder);
  let step = steps.next();
  while (!step.done) step = steps.next(measure(step.value));
  return step.value;
}

/** solveFit with a layout engine that answers asynchronously (a browser tab driven over the protocol). */
export async function solveFitAsync(
  target: 1 | 2,
  measure: MeasureAsync,
  ladder: readonly Fitted[] = FIT_LADDER,
): Promise<FitResult> {
  const steps = walk(target, ladder);
  let step = steps.next();
  while (!step.done) step = steps.next(await measure(step.value));
  return step.value;
}
