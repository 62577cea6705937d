import { describe, expect, it } from "vitest";
import { API_REFERENCE_TEXTS } from "../api-reference/texts";
import { TRASH_TEXTS } from "../dashboard/variants-trash-texts";
import { LIBRARY_TEXTS } from "../library/texts";
import { VARIANT_TEXTS } from "./texts";

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

// The texts that travel with a part (docs/i18n.md#texts-that-travel-with-a-part), held to the resources' rules.
// `same`: keys whose translation is the English word itself (Spanish "No").
describe.each([
  ["the variants' dialog and panel", VARIANT_TEXTS, []],
  ["the dashboard's question about a master's variants", TRASH_TEXTS, []],
  ["the editor's library card", LIBRARY_TEXTS, []],
  ["the API reference page", API_REFERENCE_TEXTS, ["es.no"]],
] as const)("the texts of %s", (_, tables, same: readonly string[]) => {
  it("has every English key in German and Spanish, with the same placeholders, none left in English", () => {
    const english = tables.en as Record<string, string>;
    const keys = Object.keys(english).sort();
    for (const language of ["de", "es"] as const) {
      const texts = tables[language] as Record<string, string>;
      expect(Object.keys(texts).sort()).toEqual(keys);
      for (const key of keys) {
        expect(texts[key], `${language}.${key}`).toBeTruthy();
        expect(placeholders(texts[key]!), `${language}.${key}`).toEqual(placeholders(english[key]!));
        if (!same.includes(`${language}.${key}`))
          expect(texts[key], `${language}.${key} is still English`).not.toBe(english[key]);
      }
    }
  });
});
