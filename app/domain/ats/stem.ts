/**
 * The Porter (1980) stemmer, so "managed", "manages" and "managing" meet at "manag" and a resume is
 * not penalised for inflecting a job's words differently. Written out rather than imported so the
 * engine has no dependencies and runs the same in the Worker and the browser.
 *
 * Tokens with digits or symbols (c++, node.js, 401k) and very short tokens are returned unchanged:
 * they are names, and stemming "aws" to "aw" would only create collisions.
 */

const cache = new Map<string, string>();
const CACHE_LIMIT = 50_000;

const isConsonant = (word: string, i: number): boolean => {
  const c = word.charCodeAt(i);
  // a e i o u
  if (c === 97 || c === 101 || c === 105 || c === 111 || c === 117) return false;
  if (c === 121) return i === 0 || !isConsonant(word, i - 1); // y
  return true;
};

/** m(): the number of vowel-consonant sequences in word[0..end). */
function measure(word: string, end: number): number {
  let n = 0;
  let i = 0;
  while (i < end && isConsonant(word, i)) i += 1;
  while (i < end) {
    while (i < end && !isConsonant(word, i)) i += 1;
    if (i >= end) break;
    n += 1;
    while (i < end && isConsonant(word, i)) i += 1;
  }
  return n;
}

function hasVowel(word: string, end: number): boolean {
  for (let i = 0; i < end; i += 1) if (!isConsonant(word, i)) return true;
  return false;
}

function endsDoubleConsonant(word: string): boolean {
  const n = word.length;
  return n >= 2 && word[n - 1] === word[n - 2] && isConsonant(word, n - 1);
}

/** *o: stem ends consonant-vowel-consonant, last not w, x or y. */
function endsCvc(word: string, end: number): boolean {
  if (end < 3) return false;
  if (!isConsonant(word, end - 1) || isConsonant(word, end - 2) || !isConsonant(word, end - 3)) return false;
  const last = word[end - 1];
  return last !== "w" && last !== "x" && last !== "y";
}

type Rule = readonly [suffix: string, replacement: string];

function applyRules(word: string, rules: readonly Rule[], minMeasure: number): string {
  for (const [suffix, replacement] of rules) {
    if (!word.endsWith(suffix)) continue;
    const stemEnd = word.length - suffix.length;
    return measure(word, stemEnd) > minMeasure ? word.slice(0, stemEnd) + replacement : word;
  }
  return word;
}

const STEP2: readonly Rule[] = [
  ["ational", "ate"],
  ["tional", "tion"],
  ["enci", "ence"],
  ["anci", "ance"],
  ["izer", "ize"],
  ["bli", "ble"],
  ["alli", "al"],
  ["entli", "ent"],
  ["eli", "e"],
  ["ousli", "ous"],
  ["ization", "ize"],
  ["ation", "ate"],
  ["ator", "ate"],
  ["alism", "al"],
  ["iveness", "ive"],
  ["fulness", "ful"],
  ["ousness", "ous"],
  ["aliti", "al"],
  ["iviti", "ive"],
  ["biliti", "ble"],
  ["logi", "log"],
];
const STEP3: readonly Rule[] = [
  ["icate", "ic"],
  ["ative", ""],
  ["alize", "al"],
  ["iciti", "ic"],
  ["ical", "ic"],
  ["ful", ""],
  ["ness", ""],
];
const STEP4 = [
  "al",
  "ance",
  "ence",
  "er",
  "ic",
  "able",
  "ible",
  "ant",
  "ement",
  "ment",
  "ent",
  "ion",
  "ou",
  "ism",
  "ate",
  "iti",
  "ous",
  "ive",
  "ize",
];

function porter(input: string): string {
  let w = input;
  // Step 1a
  if (w.endsWith("sses")) w = w.slice(0, -2);
  else if (w.endsWith("ies")) w = w.slice(0, -2);
  else if (!w.endsWith("ss") && w.endsWith("s")) w = w.slice(0, -1);
  // Step 1b
  let cleanup = false;
  if (w.endsWith("eed")) {
    if (measure(w, w.length - 3) > 0) w = w.slice(0, -1);
  } else if (w.endsWith("ed") && hasVowel(w, w.length - 2)) {
    w = w.slice(0, -2);
    cleanup = true;
  } else if (w.endsWith("ing") && hasVowel(w, w.length - 3)) {
    w = w.slice(0, -3);
    cleanup = true;
  }
  if (cleanup) {
    if (w.endsWith("at") || w.endsWith("bl") || w.endsWith("iz")) w += "e";
    else if (endsDoubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w, w.length) === 1 && endsCvc(w, w.length)) w += "e";
  }
  // Step 1c
  if (w.endsWith("y") && hasVowel(w, w.length - 1)) w = `${w.slice(0, -1)}i`;
  w = applyRules(w, STEP2, 0);
  w = applyRules(w, STEP3, 0);
  // Step 4
  for (const suffix of STEP4) {
    if (!w.endsWith(suffix)) continue;
    const stemEnd = w.length - suffix.length;
    if (measure(w, stemEnd) > 1) {
      if (suffix !== "ion" || /[st]$/.test(w.slice(0, stemEnd))) w = w.slice(0, stemEnd);
    }
    break;
  }
  // Step 5
  if (w.endsWith("e")) {
    const m = measure(w, w.length - 1);
    if (m > 1 || (m === 1 && !endsCvc(w, w.length - 1))) w = w.slice(0, -1);
  }
  if (measure(w, w.length) > 1 && endsDoubleConsonant(w) && w.endsWith("l")) w = w.slice(0, -1);
  return w;
}

/**
 * Words Porter's rules run together though they name different things, given stems of their own:
 * "medication administration" is no "medical administrative" officer, "distribution systems" are
 * no "distributed systems", "performed" is no "performance" review, and "animals" are no
 * animation. Only pairs the skills dictionary was seen to confuse in real postings and resumes
 * (docs/ats-reading.md, "False skills in real postings").
 */
const OWN_STEMS: ReadonlyMap<string, string> = new Map([
  ["medication", "medicat"],
  ["medications", "medicat"],
  ["distribution", "distribution"],
  ["distributions", "distribution"],
  ["animal", "animal"],
  ["animals", "animal"],
  ["performance", "performanc"],
  ["performances", "performanc"],
]);

export function stem(token: string): string {
  if (token.length <= 3) return token;
  const hit = cache.get(token);
  if (hit !== undefined) return hit;
  const result = OWN_STEMS.get(token) ?? (/^[a-z]+$/.test(token) ? porter(token) : token);
  if (cache.size < CACHE_LIMIT) cache.set(token, result);
  return result;
}
