/**
 * Fonts ship with the app (public/fonts, copied from the @fontsource packages on every build by
 * scripts/copy-fonts.mjs), so a resume never depends on a third-party font host and prints
 * identically offline. Each typeface comes as Fontsource's per-script files (latin, latin-ext,
 * vietnamese, cyrillic, greek...) declared with `unicode-range`, so a browser downloads only the
 * files whose characters a resume uses; scripts a typeface lacks fall back to Noto
 * (./fallback-fonts.ts).
 */
import { codePointsIn, type RangeList, parseUnicodeRange } from "./unicode-range";

/** Fontsource's unicode ranges (identical in every @fontsource package of 5.x). */
const SUBSET_RANGES = {
  latin:
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  "latin-ext":
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  vietnamese:
    "U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB",
  cyrillic: "U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116",
  "cyrillic-ext": "U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F",
  greek: "U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF",
  "greek-ext": "U+1F00-1FFF",
} as const;

type Subset = keyof typeof SUBSET_RANGES;

const PARSED: Record<Subset, RangeList> = Object.fromEntries(
  Object.entries(SUBSET_RANGES).map(([subset, range]) => [subset, parseUnicodeRange(range)]),
) as Record<Subset, RangeList>;

interface FontFaceDef {
  family: string;
  file: string;
  weight: string;
  style: "normal" | "italic";
  subset: Subset;
  /** Where scripts/copy-fonts.mjs copies the file from, inside node_modules. */
  source: string;
}

/** Every subset each package ships (checked against node_modules by scripts/copy-fonts.mjs). */
const ALL: Subset[] = ["latin", "latin-ext", "vietnamese", "cyrillic", "cyrillic-ext", "greek", "greek-ext"];
const PACKAGE_SUBSETS: Record<string, Subset[]> = {
  inter: ALL,
  "source-serif-4": ["latin", "latin-ext", "vietnamese", "cyrillic", "cyrillic-ext", "greek"],
  "source-sans-3": ALL,
  "playfair-display": ["latin", "latin-ext", "vietnamese", "cyrillic"],
  "work-sans": ["latin", "latin-ext", "vietnamese"],
  "ibm-plex-sans": ["latin", "latin-ext", "vietnamese", "cyrillic", "cyrillic-ext", "greek"],
  "ibm-plex-mono": ["latin", "latin-ext", "vietnamese", "cyrillic", "cyrillic-ext"],
  lato: ["latin", "latin-ext"],
  "eb-garamond": ALL,
};

function fontsource(pkg: string, family: string, weight: number, style: "normal" | "italic" = "normal"): FontFaceDef[] {
  return (PACKAGE_SUBSETS[pkg] ?? ["latin"]).map((subset) => {
    const file = `${pkg}-${subset}-${weight}-${style}.woff2`;
    return { family, file, weight: String(weight), style, subset, source: `@fontsource/${pkg}/files/${file}` };
  });
}

const FONTS = {
  // Static weights, not the variable font: Chromium embeds variable fonts in PDFs as Type 3
  // glyphs, which some ATS text extractors cannot read.
  inter: [300, 400, 500, 600, 700].flatMap((weight) => fontsource("inter", "Inter", weight)),
  sourceSerif: [
    ...fontsource("source-serif-4", "Source Serif 4", 400),
    ...fontsource("source-serif-4", "Source Serif 4", 400, "italic"),
    ...fontsource("source-serif-4", "Source Serif 4", 600),
    ...fontsource("source-serif-4", "Source Serif 4", 700),
  ],
  sourceSans: [
    ...fontsource("source-sans-3", "Source Sans 3", 400),
    ...fontsource("source-sans-3", "Source Sans 3", 400, "italic"),
    ...fontsource("source-sans-3", "Source Sans 3", 600),
    ...fontsource("source-sans-3", "Source Sans 3", 700),
  ],
  playfair: fontsource("playfair-display", "Playfair Display", 700),
  workSans: [400, 500, 600, 700].flatMap((weight) => fontsource("work-sans", "Work Sans", weight)),
  plexSans: [400, 500, 600].flatMap((weight) => fontsource("ibm-plex-sans", "IBM Plex Sans", weight)),
  plexMono: [400, 500].flatMap((weight) => fontsource("ibm-plex-mono", "IBM Plex Mono", weight)),
  lato: [
    ...fontsource("lato", "Lato", 400),
    ...fontsource("lato", "Lato", 400, "italic"),
    ...fontsource("lato", "Lato", 700),
    ...fontsource("lato", "Lato", 900),
  ],
  garamond: [
    ...fontsource("eb-garamond", "EB Garamond", 400),
    ...fontsource("eb-garamond", "EB Garamond", 400, "italic"),
    ...fontsource("eb-garamond", "EB Garamond", 600),
    ...fontsource("eb-garamond", "EB Garamond", 700),
  ],
} satisfies Record<string, FontFaceDef[]>;

export type FontKey = keyof typeof FONTS;

/** Every file any template uses, once: what public/fonts must hold besides the Noto fallbacks. */
export function allFontFiles(): FontFaceDef[] {
  return Object.values(FONTS).flat();
}

/** Local fonts whose metrics are close, for the moment before (or instead of) the web font. */
const LOCAL_STACKS = {
  sans: `"Helvetica Neue", Arial, "Liberation Sans", sans-serif`,
  serif: `Georgia, "Times New Roman", "Liberation Serif", serif`,
  mono: `Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace`,
} as const;

/**
 * What layouts put after their own family. Each stack is a custom property the renderer sets per
 * document (stackVariables): the Noto fallbacks that document links, then the local fonts.
 */
export const STACKS = {
  sans: "var(--stack-sans)",
  serif: "var(--stack-serif)",
  mono: "var(--stack-mono)",
} as const;

/** `:root` custom properties behind STACKS, with `families` (quoted names) before the local fonts. */
export function stackVariables(families: readonly string[]): string {
  const lead = families.map((family) => `"${family}", `).join("");
  return `:root{--stack-sans:${lead}${LOCAL_STACKS.sans};--stack-serif:${lead}${LOCAL_STACKS.serif};--stack-mono:${lead}${LOCAL_STACKS.mono}}`;
}

/** The subsets `text` needs: latin always (headings, dates), the others only when a character of theirs occurs. */
export function subsetsUsed(text: string): Set<Subset> {
  const points = codePointsIn(text);
  const used = new Set<Subset>(["latin"]);
  for (const subset of Object.keys(PARSED) as Subset[]) {
    if (PARSED[subset].some(([from, to]) => points.some((point) => point >= from && point <= to))) used.add(subset);
  }
  return used;
}

/**
 * @font-face rules for the template's families. Rules only for the subsets the text uses keep
 * the document small; `unicode-range` keeps the browser from fetching a subset a line does not need.
 */
export function fontFaceCss(keys: readonly FontKey[], assetBaseUrl: string, text = ""): string {
  const base = assetBaseUrl.replace(/\/+$/, "");
  const used = subsetsUsed(text);
  return keys
    .flatMap((key) => FONTS[key])
    .filter((font) => used.has(font.subset))
    .map(
      (font) =>
        `@font-face{font-family:"${font.family}";font-style:${font.style};font-weight:${font.weight};` +
        `font-display:block;src:url("${base}/fonts/${font.file}") format("woff2");unicode-range:${SUBSET_RANGES[font.subset]}}`,
    )
    .join("\n");
}
