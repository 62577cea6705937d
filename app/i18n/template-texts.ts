/**
 * A template's features and recommended roles in the interface language (docs/i18n.md): the
 * catalog words them in English (`app/domain/templates/catalog.ts`), the `templateTexts.features`
 * and `templateTexts.recommended` resources give them by template and position; a text the
 * resources lack is shown as the catalog has it.
 */
import type { TFunction } from "i18next";
import type { TemplateInfo } from "~/domain/templates/catalog";

type LooseT = (key: string, options: Record<string, unknown>) => string;

function listIn(t: TFunction, list: "features" | "recommended", template: TemplateInfo): string[] {
  const loose = t as unknown as LooseT;
  return template[list].map((english, index) =>
    loose(`templateTexts.${list}.${template.id}.${index}`, { defaultValue: english }),
  );
}

export const templateFeaturesIn = (t: TFunction, template: TemplateInfo) => listIn(t, "features", template);
export const templateRolesIn = (t: TFunction, template: TemplateInfo) => listIn(t, "recommended", template);
