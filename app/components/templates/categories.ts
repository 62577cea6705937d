import { TEMPLATE_CATEGORIES, type TemplateCategory, type TemplateInfo } from "~/domain/templates/catalog";

export type CategoryFilter = "all" | TemplateCategory;

const CATEGORY_LABELS: Record<TemplateCategory, string> = {
  modern: "Modern",
  professional: "Professional",
  creative: "Creative",
  classic: "Classic",
};

export function filterLabel(filter: CategoryFilter): string {
  return filter === "all" ? "All Templates" : CATEGORY_LABELS[filter];
}

export function parseCategoryFilter(value: string | null): CategoryFilter {
  return (TEMPLATE_CATEGORIES as readonly string[]).includes(value ?? "") ? (value as TemplateCategory) : "all";
}

export function templatesIn(templates: readonly TemplateInfo[], filter: CategoryFilter): readonly TemplateInfo[] {
  return filter === "all" ? templates : templates.filter((template) => template.category === filter);
}
