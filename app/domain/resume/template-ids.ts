/** The ten template ids (docs/product.md#constants). */
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
