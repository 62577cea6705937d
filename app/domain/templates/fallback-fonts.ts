import { distinctCharacters } from "./unicode-range";

/**
 * Noto fallbacks for what a template's typeface lacks: Cyrillic and Greek for the typefaces
 * without them, and the scripts no template typeface has (Chinese, Japanese, Korean, Arabic,
 * Hebrew, Devanagari, Thai). Each is one stylesheet in public/fonts, written by
 * scripts/copy-fonts.mjs from the @fontsource package: Fontsource's split files (about a hundred
 * `unicode-range` slices per CJK weight), so a browser fetches only the slices holding the
 * characters a resume uses. A document links only the sheets for scripts its text contains, so a
 * Latin-only resume links none and fetches nothing more than before.
 *
 * Noto Sans everywhere, serif templates included: its CJK faces are the ones Word and browsers
 * pair with any Latin face, and a second, serif CJK set would double the ~27 MB of slices.
 */
interface FallbackSheet {
  /** public/fonts/{sheet}.css */
  sheet: string;
  family: string;
  /** The @fontsource package the files come from. */
  pkg: string;
  /** Fontsource subsets to ship; "slices" means the numbered unicode-range slices of a CJK font. */
  subsets: readonly string[] | "slices";
  styles: ReadonlyArray<{ weight: number; style: "normal" | "italic" }>;
}

const REGULAR_BOLD = [
  { weight: 400, style: "normal" },
  { weight: 700, style: "normal" },
] as const;

function noto(script: string, subsets: readonly string[] | "slices", family = `Noto Sans ${script}`): FallbackSheet {
  const pkg = `noto-sans-${script.toLowerCase()}`;
  return { sheet: pkg, family, pkg, subsets, styles: REGULAR_BOLD };
}

export const FALLBACKS = {
  greekCyrillic: {
    sheet: "noto-sans",
    family: "Noto Sans",
    pkg: "noto-sans",
    subsets: ["cyrillic", "cyrillic-ext", "greek", "greek-ext"],
    styles: [...REGULAR_BOLD, { weight: 400, style: "italic" }],
  },
  japanese: noto("JP", "slices"),
  traditionalChinese: noto("TC", "slices"),
  simplifiedChinese: noto("SC", "slices"),
  korean: noto("KR", "slices"),
  arabic: noto("Arabic", ["arabic"]),
  hebrew: noto("Hebrew", ["hebrew"]),
  devanagari: noto("Devanagari", ["devanagari"]),
  thai: noto("Thai", ["thai"]),
} satisfies Record<string, FallbackSheet>;

export type FallbackKey = keyof typeof FALLBACKS;

const SCRIPTS = {
  greekCyrillic: /[\p{Script=Greek}\p{Script=Cyrillic}]/u,
  han: /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u,
  kana: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  hangul: /\p{Script=Hangul}/u,
  arabic: /\p{Script=Arabic}/u,
  hebrew: /\p{Script=Hebrew}/u,
  devanagari: /\p{Script=Devanagari}/u,
  thai: /\p{Script=Thai}/u,
};

/**
 * Characters written only in Traditional Chinese (their Simplified forms differ), common on
 * resumes: one of them makes the Han text Traditional.
 */
const TRADITIONAL_ONLY =
  /[們國學這來時說會為與個對經發過開關門問間體點實現當麼裡讓書長東車馬語請讀誰電話網頁務員專業營銷產設計師軟資訊導領歷職責術項負質團隊統據庫億萬臺灣華]/u;

function count(text: string, pattern: RegExp): number {
  return text.match(new RegExp(pattern.source, "gu"))?.length ?? 0;
}

/**
 * The Noto fallbacks `text` needs, in the order they go into font-family. One Han face draws the
 * Han characters: Japanese when there is kana (Simplified after it for what it lacks), Traditional
 * when a Traditional-only character occurs, else Simplified. Korean comes first when Hangul
 * outnumbers Han.
 */
export function fallbacksFor(text: string): FallbackKey[] {
  // Which scripts occur is asked of the distinct characters (about ten tests, on every keystroke);
  // how many of them, of the whole text.
  const chars = distinctCharacters(text);
  const keys: FallbackKey[] = [];
  if (SCRIPTS.greekCyrillic.test(chars)) keys.push("greekCyrillic");
  const cjk: FallbackKey[] = [];
  if (SCRIPTS.han.test(chars) || SCRIPTS.kana.test(chars)) {
    // Japanese lacks the Simplified-only characters (软, 负): Chinese beside Japanese needs both.
    if (SCRIPTS.kana.test(chars)) cjk.push("japanese", "simplifiedChinese");
    else cjk.push(TRADITIONAL_ONLY.test(chars) ? "traditionalChinese" : "simplifiedChinese");
  }
  if (SCRIPTS.hangul.test(chars)) {
    if (count(text, SCRIPTS.hangul) > count(text, SCRIPTS.han)) cjk.unshift("korean");
    else cjk.push("korean");
  }
  keys.push(...cjk);
  for (const key of ["arabic", "hebrew", "devanagari", "thai"] as const) if (SCRIPTS[key].test(chars)) keys.push(key);
  return keys;
}

const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER = /\p{L}/u;

/**
 * "rtl" when most letters of the text are Arabic or Hebrew (or another right-to-left script).
 * The caller leaves out what is always written left to right (e-mail, links, technologies).
 */
export function textDirection(text: string): "ltr" | "rtl" {
  const rtl = count(text, RTL_LETTER);
  return rtl > 0 && rtl > count(text, LETTER) - rtl ? "rtl" : "ltr";
}

/**
 * CSS a document needs for the scripts it contains. Arabic: the Noto Arabic faces draw the dots of
 * a letter as separate mark glyphs (their "ccmp" feature), which Chromium writes into the PDF so
 * far from the letter that text extraction (poppler, many ATS parsers) breaks words apart
 * ("مهن دس" for "مهندس"); without "ccmp" each letter is one glyph and looks the same. And letter
 * spacing would tear joined Arabic letters apart, so a name in Arabic is set without it.
 */
export function scriptCss(text: string, name: string): string {
  if (!SCRIPTS.arabic.test(text)) return "";
  const rules = [`* { font-feature-settings: "liga" 0, "clig" 0, "dlig" 0, "ccmp" 0; }`];
  if (SCRIPTS.arabic.test(name)) rules.push(".name { letter-spacing: 0; }");
  return rules.join("\n");
}
