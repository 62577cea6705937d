import { describe, expect, it } from "vitest";
import evalSet from "../../../tests/ats-eval/pairs.json";
import { evaluate, wordOverlap, type EvalSet } from "../../../tests/ats-eval/metrics";
import { analyzeAts } from "./index";

const set = evalSet as unknown as EvalSet;

describe("ATS engine on the labelled evaluation set", () => {
  it("has enough varied pairs", () => {
    expect(set.pairs.length).toBeGreaterThanOrEqual(36);
    expect(new Set(set.pairs.map((pair) => pair.label))).toEqual(new Set(["good", "partial", "none"]));
  });

  it("ranks good fits above no fits (AUC >= 0.85) and beats word overlap", () => {
    const engine = evaluate(
      set,
      (resumeText, jobDescriptionText) => analyzeAts({ resumeText, jobDescriptionText, asOf: set.asOf }).score,
    );
    const baseline = evaluate(set, wordOverlap);
    expect(engine.goodVsNone).toBeGreaterThanOrEqual(0.85);
    expect(engine.goodVsRest).toBeGreaterThanOrEqual(baseline.goodVsRest);
    expect(engine.fitVsNone).toBeGreaterThan(baseline.fitVsNone);
  });
});
