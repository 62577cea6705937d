import type { TFunction } from "i18next";

/**
 * The sections a review note can be filed under. The note stores the English name (other clients
 * and the reviewed PDF read it); the page shows the known ones in the interface language and any
 * other name as it was stored (docs/i18n.md).
 */
export const REVIEW_SECTIONS = {
  "Personal information": "personalInfo",
  Summary: "summary",
  Experience: "experience",
  Education: "education",
  Projects: "projects",
  Skills: "skills",
} as const;
export type ReviewSectionName = keyof typeof REVIEW_SECTIONS;

export function reviewSectionIn(t: TFunction, name: string): string {
  const key = (REVIEW_SECTIONS as Record<string, (typeof REVIEW_SECTIONS)[ReviewSectionName] | undefined>)[name];
  return key ? t(`reviewThreads.section.${key}`) : name;
}
