/**
 * How occupation titles and task words become lookup keys. Shared by the build script
 * (scripts/build-occupations.mjs, which stores the keys in occupations.json) and the runtime
 * (occupations.ts, which makes keys of the titles it reads), so both sides agree by construction.
 */
import { STOPWORDS } from "./lexicon";
import { tokenizeLine, type Token } from "./tokenize";

/** Stems of a title, space-joined: "Senior Registered Nurses" → "senior regist nurs". */
export function titleKey(text: string): string {
  const tokens: Token[] = [];
  tokenizeLine(text, 0, tokens);
  return tokens.map((token) => token.stem).join(" ");
}

/**
 * Words that say nothing about which occupation a duty belongs to. Task statements open with verbs
 * every occupation uses ("Prepare", "Maintain", "Coordinate"); they would pull every resume toward
 * every occupation.
 */
const GENERIC_TASK_WORDS = new Set(
  (
    "activities activity additional appropriate assigned assign assist assists assure basis changes completed " +
    "complete conduct confer consult contact coordinate correct daily determine develop direct discuss document " +
    "duties ensure establish evaluate examine explain follow functions identify implement information " +
    "inspect instruct issues maintain make matters meet methods monitor needs obtain operate operations order " +
    "organize other others perform personnel plan prepare problems procedures proper provide purposes receive " +
    "recommend records related reports request required requirements resolve responsible review schedule " +
    "specifications specified staff standards such supervise techniques types use various verify work workers " +
    "write written persons person individuals including necessary according accordance regarding new"
  ).split(/\s+/),
);

/**
 * Role nouns that alone say little about the occupation: "Specialist" or "Manager" is a title in
 * O*NET's lists, but of dozens of occupations (or of one odd one).
 */
const GENERIC_TITLE_WORDS = new Set(
  (
    "specialist manager assistant analyst coordinator associate officer director consultant representative rep " +
    "technician supervisor administrator clerk agent executive lead head advisor adviser worker operator " +
    "engineer designer developer member staff professional leader partner owner intern trainee generalist"
  ).split(" "),
);

/** A generic role noun, singular or plural ("Laborers", "Managers"): filed titles are often plural. */
export const isGenericTitleWord = (norm: string): boolean =>
  GENERIC_TITLE_WORDS.has(norm) || (norm.endsWith("s") && GENERIC_TITLE_WORDS.has(norm.slice(0, -1)));

/** Whether a token carries occupational meaning (for task vectors and document frequencies). */
export function isContentToken(token: Token): boolean {
  const norm = token.norm;
  return (
    norm.length >= 3 && /^[a-z]/.test(norm) && !STOPWORDS.has(norm) && !GENERIC_TASK_WORDS.has(norm) && !/\d/.test(norm)
  );
}
