/** "Tailor for this job" (docs/tailoring.md): proposals, applying them, and the no-invention guard. */
export * from "./types";
export { questionMessage, reasonMessage, type QuestionText, type ReasonText } from "./reasons";
export { applyTailoring, type ApplyOptions } from "./apply";
export { findInventions, describeInventions } from "./guard";
export { proposeTailoring, tailorScore, tailoredTitle } from "./propose";
export { analyzeTailored, currentMonth } from "./score";
export { wordDiff, type DiffPart } from "./word-diff";
