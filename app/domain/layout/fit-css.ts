/**
 * Turns a template's fixed CSS into one that fitting can tighten: every vertical space, line
 * height and font size becomes a product with a custom property (--rf-space, --rf-lh, --rf-font),
 * and the screen padding that stands for the print margins reads --rf-mv/--rf-mh. The renderer
 * sets those properties from the stored fitted settings; a measuring page overrides them on the
 * root element to try a rung of the ladder without rendering again (docs/fit-to-pages.md).
 */
import { MIN_BODY_PT, MIN_MARGIN_MM, type Fitted, UNFITTED } from "../resume/fit-settings";

const PT = /(-?\d*\.?\d+)pt\b/g;
const scaled = (value: string, variable: string) =>
  value.replace(PT, (_, n: string) => `calc(${n}pt * var(${variable}, 1))`);

/** The vertical values of a margin/padding shorthand scaled, the horizontal ones kept. */
function scaleShorthand(value: string, variable: string): string {
  const parts = value.trim().split(/\s+/);
  const vertical = parts.length === 1 ? [0] : parts.length === 2 ? [0] : [0, 2];
  return parts.map((part, index) => (vertical.includes(index) ? scaled(part, variable) : part)).join(" ");
}

const DECLARATION =
  /(^|[;{\s])(font-size|line-height|margin|padding|margin-top|margin-bottom|padding-top|padding-bottom|margin-block|padding-block|margin-block-start|margin-block-end|row-gap)\s*:\s*([^;{}]+)/g;

export function fittableCss(css: string): string {
  return css.replace(DECLARATION, (whole, lead: string, property: string, value: string) => {
    if (value.includes("var(--rf-")) return whole;
    let next = value;
    if (property === "font-size") next = scaled(value, "--rf-font");
    else if (property === "line-height")
      next = /^\s*\d*\.?\d+\s*$/.test(value) ? `calc(${value.trim()} * var(--rf-lh, 1))` : scaled(value, "--rf-lh");
    else if (property === "margin" || property === "padding") next = scaleShorthand(value, "--rf-space");
    else next = scaled(value, "--rf-space");
    return `${lead}${property}: ${next}`;
  });
}

/** A template's margins ("18mm 20mm") in mm, vertical then horizontal. */
export function marginsMm(margin: string): { vertical: number; horizontal: number } {
  const values = margin
    .trim()
    .split(/\s+/)
    .map((part) => parseFloat(part));
  const vertical = values[0] ?? 15;
  return { vertical, horizontal: values[1] ?? vertical };
}

/** The body size a template declares (pt), read from its body rule. */
export function bodyPt(css: string): number {
  const rule = /(^|\n)body\s*\{([^}]*)\}/.exec(css)?.[2] ?? "";
  return parseFloat(/font-size:\s*(\d*\.?\d+)pt/.exec(rule)?.[1] ?? "10");
}

export interface ResolvedFit {
  spacing: number;
  lineHeight: number;
  marginMm: { vertical: number; horizontal: number };
  fontScale: number;
  bodyPt: number;
}

const round = (value: number, places = 3) => Math.round(value * 10 ** places) / 10 ** places;

/** The stored settings made concrete for one template, within its bounds. */
export function resolveFit(fitted: Fitted | null, margin: string, css: string): ResolvedFit {
  const fit = fitted ?? UNFITTED;
  const base = marginsMm(margin);
  const toward = (value: number) =>
    value <= MIN_MARGIN_MM ? value : round(value - fit.margin * (value - MIN_MARGIN_MM), 2);
  const body = bodyPt(css);
  // A template designed under the floor keeps its size; others never go below it.
  const fontScale = body <= MIN_BODY_PT ? 1 : Math.max(fit.font, MIN_BODY_PT / body);
  return {
    spacing: fit.spacing,
    lineHeight: fit.lineHeight,
    marginMm: { vertical: toward(base.vertical), horizontal: toward(base.horizontal) },
    fontScale: round(fontScale, 4),
    bodyPt: round(body * fontScale, 2),
  };
}

/** The custom properties a resolved fit sets. */
export function fitVariables(fit: ResolvedFit): Record<string, string> {
  return {
    "--rf-space": String(fit.spacing),
    "--rf-lh": String(fit.lineHeight),
    "--rf-font": String(fit.fontScale),
    "--rf-mv": `${fit.marginMm.vertical}mm`,
    "--rf-mh": `${fit.marginMm.horizontal}mm`,
  };
}

export function fitRootCss(fit: ResolvedFit): string {
  const declarations = Object.entries(fitVariables(fit))
    .map(([name, value]) => `${name}: ${value};`)
    .join(" ");
  return `:root { ${declarations} }`;
}
