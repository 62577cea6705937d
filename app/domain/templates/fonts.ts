/**
 * Fonts ship with the app (public/fonts), so a resume never depends on a third-party font host and
 * prints identically offline. Latin subsets only, and only the weights a template uses.
 * `source` is where scripts/build-template-previews.mjs copies each file from.
 */
export interface FontFaceDef {
  family: string;
  file: string;
  weight: string;
  style: "normal" | "italic";
  source: string;
}

function fontsource(pkg: string, family: string, weight: number, style: "normal" | "italic" = "normal"): FontFaceDef {
  const file = `${pkg}-latin-${weight}-${style}.woff2`;
  return { family, file, weight: String(weight), style, source: `@fontsource/${pkg}/files/${file}` };
}

export const FONTS = {
  // Static weights, not the variable font: Chromium embeds variable fonts in PDFs as Type 3
  // glyphs, which some ATS text extractors cannot read.
  inter: [
    fontsource("inter", "Inter", 300),
    fontsource("inter", "Inter", 400),
    fontsource("inter", "Inter", 500),
    fontsource("inter", "Inter", 600),
    fontsource("inter", "Inter", 700),
  ],
  sourceSerif: [
    fontsource("source-serif-4", "Source Serif 4", 400),
    fontsource("source-serif-4", "Source Serif 4", 400, "italic"),
    fontsource("source-serif-4", "Source Serif 4", 600),
    fontsource("source-serif-4", "Source Serif 4", 700),
  ],
  sourceSans: [
    fontsource("source-sans-3", "Source Sans 3", 400),
    fontsource("source-sans-3", "Source Sans 3", 400, "italic"),
    fontsource("source-sans-3", "Source Sans 3", 600),
    fontsource("source-sans-3", "Source Sans 3", 700),
  ],
  playfair: [fontsource("playfair-display", "Playfair Display", 700)],
  workSans: [
    fontsource("work-sans", "Work Sans", 400),
    fontsource("work-sans", "Work Sans", 500),
    fontsource("work-sans", "Work Sans", 600),
    fontsource("work-sans", "Work Sans", 700),
  ],
  plexSans: [
    fontsource("ibm-plex-sans", "IBM Plex Sans", 400),
    fontsource("ibm-plex-sans", "IBM Plex Sans", 500),
    fontsource("ibm-plex-sans", "IBM Plex Sans", 600),
  ],
  plexMono: [fontsource("ibm-plex-mono", "IBM Plex Mono", 400), fontsource("ibm-plex-mono", "IBM Plex Mono", 500)],
  lato: [
    fontsource("lato", "Lato", 400),
    fontsource("lato", "Lato", 400, "italic"),
    fontsource("lato", "Lato", 700),
    fontsource("lato", "Lato", 900),
  ],
  garamond: [
    fontsource("eb-garamond", "EB Garamond", 400),
    fontsource("eb-garamond", "EB Garamond", 400, "italic"),
    fontsource("eb-garamond", "EB Garamond", 600),
    fontsource("eb-garamond", "EB Garamond", 700),
  ],
} satisfies Record<string, FontFaceDef[]>;

export type FontKey = keyof typeof FONTS;

/** Every file any template uses, once: what public/fonts must hold. */
export function allFontFiles(): FontFaceDef[] {
  return Object.values(FONTS).flat();
}

/** Local fallbacks whose metrics are close, for the moment before (or instead of) the web font. */
export const STACKS = {
  sans: `"Helvetica Neue", Arial, "Liberation Sans", sans-serif`,
  serif: `Georgia, "Times New Roman", "Liberation Serif", serif`,
  mono: `Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace`,
} as const;

export function fontFaceCss(keys: readonly FontKey[], assetBaseUrl: string): string {
  const base = assetBaseUrl.replace(/\/+$/, "");
  return keys
    .flatMap((key) => FONTS[key])
    .map(
      (font) =>
        `@font-face{font-family:"${font.family}";font-style:${font.style};font-weight:${font.weight};` +
        `font-display:block;src:url("${base}/fonts/${font.file}") format("woff2")}`,
    )
    .join("\n");
}
