/**
 * A language variant's form shows, under each text field, the master's text of that field
 * (read-only) and a "needs translation" mark while the field is still in the master's words, with
 * "Same in both languages" to mark it translated as it is (docs/variants.md#the-editor). The upstream panel (loaded only for a variant) provides the
 * value; this part ships with the editor, so it carries no texts of its own: the labels come in
 * the value, translated by the panel.
 */
import { createContext, useContext, type ReactNode } from "react";

export interface MasterBeside {
  /** The master's text by form field (`summary`, `experience.{id}.description`…). */
  text: ReadonlyMap<string, string>;
  /** Fields still in the master's words. */
  toTranslate: ReadonlySet<string>;
  /** The master's language (BCP 47), for the text's `lang`. */
  language: string;
  labels: { master: string; needsTranslation: string };
  /**
   * Beside the mark of an untranslated field: "Same in both languages", rendered by the upstream
   * panel's chunk (its text and code travel with it); absent for whoever may not edit.
   */
  markAction?: (fieldId: string) => ReactNode;
}

const MasterBesideContext = createContext<MasterBeside | null>(null);
export const MasterBesideProvider = MasterBesideContext.Provider;

/** Under a field of a language variant: the master's text, and the mark while it is untranslated. */
export function FieldMasterText({ fieldId }: { fieldId?: string }) {
  const beside = useContext(MasterBesideContext);
  if (!beside || !fieldId) return null;
  const text = beside.text.get(fieldId);
  const untranslated = beside.toTranslate.has(fieldId);
  if (!text && !untranslated) return null;
  return (
    <div
      className="mt-1 rounded-md border border-dashed border-slate-300 bg-slate-50 px-2 py-1 text-xs text-slate-600 dark:border-slate-600 dark:bg-slate-800/60 dark:text-slate-300"
      data-master-text={fieldId}
    >
      {untranslated ? (
        <span
          className="mr-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900 dark:bg-amber-900/60 dark:text-amber-100"
          data-needs-translation
        >
          {beside.labels.needsTranslation}
        </span>
      ) : null}
      {untranslated ? beside.markAction?.(fieldId) : null}
      {text ? (
        <>
          <span className="font-medium">{beside.labels.master}</span>{" "}
          <span lang={beside.language} dir="auto" className="whitespace-pre-line">
            {text}
          </span>
        </>
      ) : null}
    </div>
  );
}
