/**
 * The master a resume is a variant of, as its editor shows it (docs/variants.md#the-editor): the
 * server answers it with the editor's page (app/server/variants.server.ts variantLinkOf) and the
 * variant's panel reads it (app/components/variants/upstream-panel.tsx).
 */
import type { ResumeLanguage } from "../resume/language";

export interface VariantLink {
  masterId: string;
  /** Null when the caller may not open the master (or it is in the Trash): no link, no sync. */
  master: { title: string; templateId: string; language: ResumeLanguage } | null;
  language: ResumeLanguage;
}
