/**
 * Whether a few words name a field of work ("Data Science", "HR", "Payments"): each a word of
 * O*NET's titles, none a place or a term of the job. A posting's title names one after a comma
 * (job-title.ts); a resume's headline may be one (parse-resume.ts).
 */
import { isTitleWord } from "./occupations";
import { tokenizeLine, type Token } from "./tokenize";

/**
 * Terms of the job, which O*NET's titles also use ("Night Auditor", "Site Manager"): no field. So is
 * a federal post's hiring list ("LABORER (Standing Register)").
 */
export const NOT_A_FIELD: ReadonlySet<string> = new Set(
  "remote hybrid onsite site contract permanent temporary night nights day days shift weekend weekends full part time standing register".split(
    " ",
  ),
);

/** Up to `maxWords` words ("and", "of" and "&" not counted), each a word of O*NET's titles, none a term of the job. */
export function namesField(text: string, maxWords: number): boolean {
  const tokens: Token[] = [];
  tokenizeLine(text, 0, tokens);
  const words = tokens.filter((token) => !/^(?:and|of|&)$/.test(token.norm));
  return (
    words.length > 0 &&
    words.length <= maxWords &&
    words.every((token) => !NOT_A_FIELD.has(token.norm) && isTitleWord(token.stem))
  );
}
