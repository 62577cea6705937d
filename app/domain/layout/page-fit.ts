/** A resume's page-fit target and fitted settings, defaults filled in (docs/fit-to-pages.md). */
import type { PageFit } from "../resume/fit-settings";

export function pageFitOf(data: {
  settings?: { fitToPages?: 1 | 2 | null; fitted?: PageFit["fitted"] } | undefined;
}): PageFit {
  return { fitToPages: data.settings?.fitToPages ?? null, fitted: data.settings?.fitted ?? null };
}

/** Whether two fitted settings are the same choice (both made from the same ladder, so keys come in one order). */
export function sameFitted(a: PageFit["fitted"], b: PageFit["fitted"]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
