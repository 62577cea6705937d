/**
 * Words of a before/after pair marked as kept, removed or added, for the review view's diff. A
 * longest common subsequence over words; past a size where that would cost too much, the whole
 * text is shown as replaced (a summary is at most 3,000 characters, so this rarely happens).
 */
export interface DiffPart {
  text: string;
  kind: "same" | "removed" | "added";
}

const MAX_CELLS = 250_000;

export function wordDiff(before: string, after: string): DiffPart[] {
  const a = before.split(/(\s+)/).filter(Boolean);
  const b = after.split(/(\s+)/).filter(Boolean);
  if (a.length * b.length > MAX_CELLS) {
    return [
      ...(before ? [{ text: before, kind: "removed" as const }] : []),
      ...(after ? [{ text: after, kind: "added" as const }] : []),
    ];
  }
  const lengths: Uint16Array[] = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  const push = (text: string, kind: DiffPart["kind"]) => {
    const last = parts.at(-1);
    if (last && last.kind === kind) last.text += text;
    else parts.push({ text, kind });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(a[i]!, "same");
      i += 1;
      j += 1;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) {
      push(a[i]!, "removed");
      i += 1;
    } else {
      push(b[j]!, "added");
      j += 1;
    }
  }
  while (i < a.length) push(a[i++]!, "removed");
  while (j < b.length) push(b[j++]!, "added");
  return parts;
}
