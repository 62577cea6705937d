/**
 * Every language has every English key, no key English lacks, no empty text, and the same
 * interpolation placeholders ({{name}}) and tags (<strong>) as English (docs/i18n.md).
 */
import { describe, expect, it } from "vitest";
import { createI18n } from "./instance.server";
import { allTranslations } from "./resources/all";
import { languageFromAcceptLanguage, UI_LANGUAGES } from "./languages";
import { TEMPLATES } from "~/domain/templates/catalog";
import { templateFeaturesIn, templateRolesIn } from "./template-texts";
import { REVIEW_SECTIONS, reviewSectionIn } from "~/components/review/section-names";

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const tokens = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[0].replace(/\s/g, "")).sort();

// Lists (a template's features) flatten by position, as i18next reads them ("features.x.0").
const english = flatten(allTranslations.en as unknown as Tree);

describe("interface translations", () => {
  for (const language of UI_LANGUAGES.filter((code) => code !== "en")) {
    const translated = flatten(allTranslations[language] as unknown as Tree);

    it(`${language} has every English key and no other`, () => {
      expect([...english.keys()].filter((key) => !translated.has(key))).toEqual([]);
      expect([...translated.keys()].filter((key) => !english.has(key))).toEqual([]);
    });

    it(`${language} texts are not empty and keep the English placeholders`, () => {
      const problems: string[] = [];
      for (const [key, text] of translated) {
        const source = english.get(key);
        if (source === undefined) continue;
        if (!text.trim()) problems.push(`${key}: empty`);
        if (tokens(text).join() !== tokens(source).join())
          problems.push(`${key}: ${tokens(text).join()} instead of ${tokens(source).join()}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it("names the ATS button in the empty states' instructions as the button says it", () => {
    for (const language of UI_LANGUAGES) {
      const texts = flatten(allTranslations[language] as unknown as Tree);
      const button = texts.get("panels.ats.getScore")!;
      expect(texts.get("panels.ats.emptyBody"), language).toContain(button);
      expect(texts.get("analysis.emptyBody"), language).toContain(button);
    }
  });

  it("renders synchronously in the asked language, falling back to nothing untranslated", () => {
    expect(createI18n("de").t("header.signOut")).toBe("Abmelden");
    expect(createI18n("es").t("auth.resendIn", { seconds: 42 })).toBe("Reenviar código en 42 s");
    expect(createI18n("en").t("apiErrors.badCredentials")).toBe("Invalid email or password.");
  });

  it("has every template's description, in English word for word as the catalog has it", () => {
    const descriptions = allTranslations.en.templateTexts.description;
    expect(Object.keys(descriptions).sort()).toEqual(TEMPLATES.map((template) => template.id).sort());
    for (const template of TEMPLATES) expect(descriptions[template.id]).toBe(template.description);
  });

  it("has every template's features and recommended roles, in English word for word as the catalog has them", () => {
    const { features, recommended } = allTranslations.en.templateTexts;
    for (const template of TEMPLATES) {
      expect(features[template.id]).toEqual(template.features);
      expect(recommended[template.id]).toEqual(template.recommended);
      for (const language of UI_LANGUAGES) {
        const texts = allTranslations[language].templateTexts;
        expect(texts.features[template.id].length).toBe(template.features.length);
        expect(texts.recommended[template.id].length).toBe(template.recommended.length);
      }
    }
    expect(templateFeaturesIn(createI18n("en").t, TEMPLATES[0]!)).toEqual(TEMPLATES[0]!.features);
    expect(templateFeaturesIn(createI18n("de").t, TEMPLATES[0]!)[0]).toBe("ATS-freundliches einspaltiges Layout");
    expect(templateRolesIn(createI18n("es").t, TEMPLATES[0]!)[0]).toBe("Ingeniero/a de software");
  });

  it("names a review note's stored English section in the interface language, any other as stored", () => {
    for (const [name, key] of Object.entries(REVIEW_SECTIONS))
      expect(allTranslations.en.reviewThreads.section[key]).toBe(name);
    expect(reviewSectionIn(createI18n("de").t, "Experience")).toBe("Berufserfahrung");
    expect(reviewSectionIn(createI18n("es").t, "Personal information")).toBe("Información personal");
    expect(reviewSectionIn(createI18n("de").t, "Volunteering")).toBe("Volunteering");
  });
});

describe("language from Accept-Language", () => {
  it.each([
    [null, "en"],
    ["", "en"],
    ["es-MX,es;q=0.9,en;q=0.8", "es"],
    ["de-CH", "de"],
    ["fr-FR,fr;q=0.9", "en"],
    ["fr;q=0.9,de;q=0.8,es;q=0.7", "de"],
    ["en;q=0.1,es;q=0.5", "es"],
    ["de;q=0,es", "es"],
    ["*", "en"],
  ])("%s → %s", (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});
