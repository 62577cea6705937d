/**
 * Accents a PDF drew apart from their letters, as pdfLaTeX does with OT1 fonts (moderncv's
 * default): "Caf´e", "saut´e", "Ren¨ee". The spacing accent and its letter become one letter
 * when Unicode has it ("é"); anything else (an apostrophe typed as "´" in "don´t") stays.
 */
const COMBINING: Readonly<Record<string, string>> = {
  "´": "\u0301",
  "`": "\u0300",
  "¨": "\u0308",
  ˆ: "\u0302",
  "˜": "\u0303",
  "¸": "\u0327",
  "˚": "\u030A",
  ˇ: "\u030C",
};

export function composeAccents(text: string): string {
  if (!/[´`¨ˆ˜¸˚ˇ]/.test(text)) return text;
  return text.replace(
    /(\p{L})?([´`¨ˆ˜¸˚ˇ])(\p{L})/gu,
    (whole, before: string | undefined, accent: string, letter: string) => {
      const composed = `${letter}${COMBINING[accent]}`.normalize("NFC");
      return composed.length === 1 ? `${before ?? ""}${composed}` : whole;
    },
  );
}
