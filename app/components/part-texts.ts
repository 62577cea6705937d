/**
 * Texts that travel with a part loaded apart (docs/i18n.md#texts-that-travel-with-a-part): a table
 * per interface language, English the reference, read in the interface's language with
 * `{{name}}` filled and `_one`/`_other` chosen by `count` as i18next does.
 */
import { useTranslation } from "react-i18next";

type Table = Record<string, string>;

export function usePartTexts(tables: { en: Table; de: Table; es: Table }) {
  const { i18n } = useTranslation();
  const texts: Table = tables[i18n.language as keyof typeof tables] ?? tables.en;
  const plural = new Intl.PluralRules(i18n.language);
  return (key: string, params: Record<string, string | number> = {}): string => {
    const count = typeof params.count === "number" ? params.count : null;
    const forms = count === null ? [key] : [`${key}_${plural.select(count)}`, `${key}_other`, key];
    const chosen = forms.find((form) => form in texts) ?? key;
    const text = texts[chosen] ?? tables.en[chosen] ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
  };
}
