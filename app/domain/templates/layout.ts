import type { FontKey } from "./fonts";
import type { BodyOptions } from "./sections";

/** One template: its fonts, its CSS and how the shared section markup is ordered and labelled. */
export interface TemplateLayout {
  fonts: readonly FontKey[];
  /** @page margin: real print margins, repeated on every page. */
  margin: string;
  css: string;
  body?: BodyOptions;
}
