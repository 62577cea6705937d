/**
 * The texts of the variants' dialog and upstream panel, in the three interface languages. They
 * travel with those parts, which the editor loads only when they are opened (the dialog) or on a
 * variant (the panel), not with every editor's language chunk (docs/i18n.md#texts-that-travel-with-a-part).
 * English is the reference; texts.test.ts checks the others key for key and placeholder for placeholder.
 */
import { useTranslation } from "react-i18next";

const en = {
  variantOf: "Variant of",
  masterGone: "Its master is in the Trash or no longer shared with you: nothing follows from it.",
  toTranslate_one: "{{count}} field to translate",
  toTranslate_other: "{{count}} fields to translate",
  allTranslated: "Every field is translated.",
  changes: "Changes from the master",
  upToDate: "Up to date with the master.",
  masterBefore: "Master before",
  masterAfter: "Master now",
  variantNow: "This version",
  take: "Take the master's text",
  skip: "Keep mine",
  taken: "The master's text is in this version now.",
  skipped: "Kept your text.",
  check: "Check for changes",
  checking: "Checking…",
  failed: "Could not read the master's changes: {{reason}}",
  decideFailed: "Could not apply your choice: {{reason}}",
  empty: "(empty)",
  master: "Master:",
  needsTranslation: "Needs translation",
  dialogIntro:
    "A variant is a resume of its own that stays in sync with this one: new entries, dates and companies follow at once; text you changed in the variant waits for your click.",
  existing: "Variants",
  none: "No variants yet.",
  pending_one: "{{count}} change waiting",
  pending_other: "{{count}} changes waiting",
  openVariant: "Open",
  language: "Language",
  sameLanguage: "Same language as this resume",
  forJob: "For the saved job: {{job}}",
  noJob: "Save a job description to make a version for that job.",
  make: "Make variant",
  making: "Making…",
  makeFailed: "Could not make the variant: {{reason}}",
  chooseKind: "Choose another language, the saved job, or both.",
  close: "Close",
  loading: "Loading variants…",
  loadFailed: "Could not load the variants: {{reason}}",
  isVariant: "This resume is a variant itself: variants are made from its master.",
};

type Texts = Record<keyof typeof en, string>;

const de: Texts = {
  variantOf: "Variante von",
  masterGone: "Das Original liegt im Papierkorb oder ist nicht mehr mit Ihnen geteilt: Nichts wird übernommen.",
  toTranslate_one: "{{count}} Feld zu übersetzen",
  toTranslate_other: "{{count}} Felder zu übersetzen",
  allTranslated: "Alle Felder sind übersetzt.",
  changes: "Änderungen im Original",
  upToDate: "Auf dem Stand des Originals.",
  masterBefore: "Original vorher",
  masterAfter: "Original jetzt",
  variantNow: "Diese Fassung",
  take: "Text des Originals übernehmen",
  skip: "Meinen behalten",
  taken: "Der Text des Originals steht jetzt in dieser Fassung.",
  skipped: "Ihr Text bleibt.",
  check: "Nach Änderungen sehen",
  checking: "Wird geprüft…",
  failed: "Die Änderungen des Originals konnten nicht gelesen werden: {{reason}}",
  decideFailed: "Ihre Wahl konnte nicht angewendet werden: {{reason}}",
  empty: "(leer)",
  master: "Original:",
  needsTranslation: "Zu übersetzen",
  dialogIntro:
    "Eine Variante ist ein eigener Lebenslauf, der mit diesem im Einklang bleibt: Neue Einträge, Daten und Firmen kommen sofort an; Text, den Sie in der Variante geändert haben, wartet auf Ihren Klick.",
  existing: "Varianten",
  none: "Noch keine Varianten.",
  pending_one: "{{count}} Änderung wartet",
  pending_other: "{{count}} Änderungen warten",
  openVariant: "Öffnen",
  language: "Sprache",
  sameLanguage: "Dieselbe Sprache wie dieser Lebenslauf",
  forJob: "Für die gespeicherte Stelle: {{job}}",
  noJob: "Speichern Sie eine Stellenbeschreibung, um eine Fassung für diese Stelle zu erstellen.",
  make: "Variante erstellen",
  making: "Wird erstellt…",
  makeFailed: "Die Variante konnte nicht erstellt werden: {{reason}}",
  chooseKind: "Wählen Sie eine andere Sprache, die gespeicherte Stelle oder beides.",
  close: "Schließen",
  loading: "Varianten werden geladen…",
  loadFailed: "Die Varianten konnten nicht geladen werden: {{reason}}",
  isVariant: "Dieser Lebenslauf ist selbst eine Variante: Varianten entstehen aus seinem Original.",
};

const es: Texts = {
  variantOf: "Variante de",
  masterGone: "Su original está en la papelera o ya no se comparte contigo: no llega nada de él.",
  toTranslate_one: "{{count}} campo por traducir",
  toTranslate_other: "{{count}} campos por traducir",
  allTranslated: "Todos los campos están traducidos.",
  changes: "Cambios del original",
  upToDate: "Al día con el original.",
  masterBefore: "Original antes",
  masterAfter: "Original ahora",
  variantNow: "Esta versión",
  take: "Tomar el texto del original",
  skip: "Conservar el mío",
  taken: "El texto del original ya está en esta versión.",
  skipped: "Se conserva tu texto.",
  check: "Buscar cambios",
  checking: "Buscando…",
  failed: "No se pudieron leer los cambios del original: {{reason}}",
  decideFailed: "No se pudo aplicar tu elección: {{reason}}",
  empty: "(vacío)",
  master: "Original:",
  needsTranslation: "Por traducir",
  dialogIntro:
    "Una variante es un currículum propio que se mantiene al día con este: las entradas nuevas, las fechas y las empresas llegan al instante; el texto que cambiaste en la variante espera tu clic.",
  existing: "Variantes",
  none: "Aún no hay variantes.",
  pending_one: "{{count}} cambio en espera",
  pending_other: "{{count}} cambios en espera",
  openVariant: "Abrir",
  language: "Idioma",
  sameLanguage: "El mismo idioma que este currículum",
  forJob: "Para el empleo guardado: {{job}}",
  noJob: "Guarda una descripción del empleo para crear una versión para él.",
  make: "Crear variante",
  making: "Creando…",
  makeFailed: "No se pudo crear la variante: {{reason}}",
  chooseKind: "Elige otro idioma, el empleo guardado o ambos.",
  close: "Cerrar",
  loading: "Cargando variantes…",
  loadFailed: "No se pudieron cargar las variantes: {{reason}}",
  isVariant: "Este currículum ya es una variante: las variantes se crean desde su original.",
};

export const VARIANT_TEXTS = { en, de, es } as const;
export type VariantTextKey = keyof typeof en;

/** The text in the interface's language, with `{{name}}` filled and `_one`/`_other` chosen by `count`. */
export function useVariantTexts() {
  const { i18n } = useTranslation();
  const texts: Texts = VARIANT_TEXTS[i18n.language as keyof typeof VARIANT_TEXTS] ?? en;
  const plural = new Intl.PluralRules(i18n.language);
  return (key: string, params: Record<string, string | number> = {}): string => {
    const chosen =
      typeof params.count === "number" && `${key}_${plural.select(params.count)}` in texts
        ? `${key}_${plural.select(params.count)}`
        : typeof params.count === "number" && `${key}_other` in texts
          ? `${key}_other`
          : key;
    const text = (texts as Record<string, string>)[chosen] ?? (en as Record<string, string>)[chosen] ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
  };
}
