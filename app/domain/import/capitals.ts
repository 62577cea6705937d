/**
 * Text a design set in capitals ("NORTHWIND FREIGHT SYSTEMS", often by CSS, so the PDF holds the
 * capitals) back in the case people write names in. The original case is gone; this is the
 * likeliest one, and callers flag the field for review. Short words stay in capitals ("IBM",
 * "USA") unless they are small joining words ("of", "and").
 */
const SMALL_WORDS = new Set(["a", "an", "and", "at", "for", "in", "of", "on", "the", "to", "&"]);

const capitalized = (word: string): string =>
  word.replace(
    /(^|['’-])(\p{L})(\p{L}*)/gu,
    (_, mark: string, first: string, rest: string) => `${mark}${first}${rest.toLowerCase()}`,
  );

export function fromCapitals(text: string): string {
  const letters = text.replace(/[^\p{L}]/gu, "");
  if (letters.length < 4 || letters !== letters.toUpperCase() || letters === letters.toLowerCase()) return text;
  return text
    .split(/(\s+)/)
    .map((word, index) => {
      if (/^\s+$/.test(word)) return word;
      const lower = word.toLowerCase();
      if (index > 0 && SMALL_WORDS.has(lower)) return lower;
      const bare = word.replace(/[^\p{L}]/gu, "");
      return bare.length <= 3 ? word : capitalized(word);
    })
    .join("");
}
