import { describe, expect, it } from "vitest";
import { VARIANT_TEXTS } from "./texts";

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe("the variants' texts", () => {
  it("has every English key in German and Spanish, with the same placeholders, none left in English", () => {
    const keys = Object.keys(VARIANT_TEXTS.en).sort();
    for (const language of ["de", "es"] as const) {
      const texts = VARIANT_TEXTS[language] as Record<string, string>;
      expect(Object.keys(texts).sort()).toEqual(keys);
      for (const key of keys) {
        expect(placeholders(texts[key]!), `${language}.${key}`).toEqual(
          placeholders((VARIANT_TEXTS.en as Record<string, string>)[key]!),
        );
        expect(texts[key], `${language}.${key} is still English`).not.toBe(
          (VARIANT_TEXTS.en as Record<string, string>)[key],
        );
      }
    }
  });
});
