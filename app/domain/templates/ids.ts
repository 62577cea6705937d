/** The ten template ids: the nine of docs/product.md#constants plus classic-executive (product.md). */
export const TEMPLATE_IDS = [
  "modern-professional",
  "professional-elegant",
  "creative-portfolio",
  "minimal-modern",
  "tech-minimalist",
  "academic-research",
  "sales-impact",
  "startup-entrepreneur",
  "healthcare-professional",
  "classic-executive",
] as const;

export type TemplateId = (typeof TEMPLATE_IDS)[number];

export const DEFAULT_TEMPLATE_ID: TemplateId = "modern-professional";

export function isTemplateId(value: unknown): value is TemplateId {
  return typeof value === "string" && (TEMPLATE_IDS as readonly string[]).includes(value);
}
