/**
 * The texts of the dashboard's question when a master with variants goes to the Trash
 * (docs/variants.md#deleting-a-master), in the three interface languages: they travel with the
 * dialog rather than every page's language chunk (docs/i18n.md#texts-that-travel-with-a-part).
 */
import { usePartTexts } from "../part-texts";

const en = {
  trashTitle: "Move to Trash: what about its variants?",
  trashBody_one:
    "“{{title}}” has a variant (a language or job version made from it). It moves to the Trash, where you can restore it for {{days}} days. What happens to the variant?",
  trashBody_other:
    "“{{title}}” has {{count}} variants (language or job versions made from it). It moves to the Trash, where you can restore it for {{days}} days. What happens to the variants?",
  trashKeep_one: "Keep the variant as an independent resume",
  trashKeep_other: "Keep the {{count}} variants as independent resumes",
  trashKeepHint_one: "It stays in your resumes and no longer follows changes made to this one.",
  trashKeepHint_other: "They stay in your resumes and no longer follow changes made to this one.",
  trashAlso_one: "Move the variant to the Trash too",
  trashAlso_other: "Move all {{count}} variants to the Trash too",
  trashAlsoHint_one:
    "Restoring this resume brings it back too. A variant someone else made stays with them, as an independent resume.",
  trashAlsoHint_other:
    "Restoring this resume brings them back too. A variant someone else made stays with them, as an independent resume.",
};

type Texts = Record<keyof typeof en, string>;

const de: Texts = {
  trashTitle: "In den Papierkorb: was ist mit den Varianten?",
  trashBody_one:
    "„{{title}}“ hat eine Variante (eine daraus erstellte Sprach- oder Stellenfassung). Er kommt in den Papierkorb, wo du ihn {{days}} Tage lang wiederherstellen kannst. Was geschieht mit der Variante?",
  trashBody_other:
    "„{{title}}“ hat {{count}} Varianten (daraus erstellte Sprach- oder Stellenfassungen). Er kommt in den Papierkorb, wo du ihn {{days}} Tage lang wiederherstellen kannst. Was geschieht mit den Varianten?",
  trashKeep_one: "Variante als eigenständigen Lebenslauf behalten",
  trashKeep_other: "Die {{count}} Varianten als eigenständige Lebensläufe behalten",
  trashKeepHint_one: "Sie bleibt in deinen Lebensläufen und folgt Änderungen an diesem nicht mehr.",
  trashKeepHint_other: "Sie bleiben in deinen Lebensläufen und folgen Änderungen an diesem nicht mehr.",
  trashAlso_one: "Variante ebenfalls in den Papierkorb verschieben",
  trashAlso_other: "Alle {{count}} Varianten ebenfalls in den Papierkorb verschieben",
  trashAlsoHint_one:
    "Wenn du diesen Lebenslauf wiederherstellst, kommt sie mit zurück. Eine Variante, die jemand anderes erstellt hat, bleibt bei dieser Person, als eigenständiger Lebenslauf.",
  trashAlsoHint_other:
    "Wenn du diesen Lebenslauf wiederherstellst, kommen sie mit zurück. Eine Variante, die jemand anderes erstellt hat, bleibt bei dieser Person, als eigenständiger Lebenslauf.",
};

const es: Texts = {
  trashTitle: "Mover a la papelera: ¿y sus variantes?",
  trashBody_one:
    "«{{title}}» tiene una variante (una versión por idioma o por empleo hecha a partir de él). Pasa a la papelera, donde puedes restaurarlo durante {{days}} días. ¿Qué pasa con la variante?",
  trashBody_other:
    "«{{title}}» tiene {{count}} variantes (versiones por idioma o por empleo hechas a partir de él). Pasa a la papelera, donde puedes restaurarlo durante {{days}} días. ¿Qué pasa con las variantes?",
  trashKeep_one: "Conservar la variante como currículum independiente",
  trashKeep_other: "Conservar las {{count}} variantes como currículums independientes",
  trashKeepHint_one: "Se queda en tus currículums y ya no sigue los cambios de este.",
  trashKeepHint_other: "Se quedan en tus currículums y ya no siguen los cambios de este.",
  trashAlso_one: "Mover también la variante a la papelera",
  trashAlso_other: "Mover también las {{count}} variantes a la papelera",
  trashAlsoHint_one:
    "Al restaurar este currículum vuelve con él. Una variante que hizo otra persona se queda con ella, como currículum independiente.",
  trashAlsoHint_other:
    "Al restaurar este currículum vuelven con él. Una variante que hizo otra persona se queda con ella, como currículum independiente.",
};

export const TRASH_TEXTS = { en, de, es } as const;

export const useTrashTexts = () => usePartTexts(TRASH_TEXTS);
