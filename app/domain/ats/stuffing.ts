/**
 * Text pasted from the job description into the resume (often as white text: the known "stuffing"
 * trick) earns nothing: a line whose words mostly sit in six-word runs copied from the job, word
 * for word, is left out before the resume is read (docs/decisions/ats-weights.md#decision). A resume naturally
 * shares phrases with a job ("experience with Kubernetes"), so a line counts as pasted only when most
 * of its words are in such runs, and the whole only when such lines hold at least MIN_PASTED_WORDS.
 */

const SHINGLE = 6;
/** Share of a line's six-word runs found in the job, past which the line is the job's text. */
const PASTED_SHARE = 0.6;
/** Words of pasted lines below which nothing is removed (a shared sentence is not stuffing). */
const MIN_PASTED_WORDS = 30;

const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}+#.]+/gu)?.map((word) => word.replace(/\.+$/, "")) ?? [];

function shingles(tokens: string[]): string[] {
  const out: string[] = [];
  for (let at = 0; at + SHINGLE <= tokens.length; at += 1) out.push(tokens.slice(at, at + SHINGLE).join(" "));
  return out;
}

interface Destuffed {
  /** The resume without the pasted lines (unchanged when there are none). */
  text: string;
  /** Words left out as the job's own text; 0 when nothing was. */
  ignoredWords: number;
}

export function withoutPastedJob(resumeText: string, jobText: string): Destuffed {
  const job = new Set(shingles(words(jobText)));
  if (job.size === 0) return { text: resumeText, ignoredWords: 0 };
  const lines = resumeText.split("\n");
  // The resume's words in order, each with its line: a pasted block's runs cross its line breaks
  // (a job's bullet list is many short lines).
  const tokens = lines.flatMap((line, index) => words(line).map((word) => ({ word, line: index })));
  const covered = new Array<boolean>(tokens.length).fill(false);
  for (let at = 0; at + SHINGLE <= tokens.length; at += 1) {
    const run = tokens.slice(at, at + SHINGLE).map((token) => token.word).join(" ");
    if (job.has(run)) for (let k = at; k < at + SHINGLE; k += 1) covered[k] = true;
  }
  const perLine = lines.map(() => ({ words: 0, covered: 0 }));
  tokens.forEach((token, index) => {
    perLine[token.line]!.words += 1;
    if (covered[index]) perLine[token.line]!.covered += 1;
  });
  const pasted = perLine.map((line) => line.words > 0 && line.covered / line.words >= PASTED_SHARE);
  const ignoredWords = perLine.reduce((sum, line, index) => sum + (pasted[index] ? line.words : 0), 0);
  if (ignoredWords < MIN_PASTED_WORDS) return { text: resumeText, ignoredWords: 0 };
  return { text: lines.filter((_, index) => !pasted[index]).join("\n"), ignoredWords };
}
