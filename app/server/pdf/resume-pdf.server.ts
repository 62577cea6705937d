/**
 * A resume's PDF, fitted to its page target as it prints (docs/fit-to-pages.md, "Fitting without
 * a browser"): a resume with `fitToPages` is printed by the renderer with the editor's solver run
 * in its tab first, and what the solver chose, when it differs from what the resume stores, is
 * stored as one ordinary `setPageFit` edit through the resume's room, attributed to the person
 * who asked for the PDF. So a target set through the API, an edit from a phone, a tailored copy,
 * an import or a restore prints fitted without anyone opening the editor, and the DOCX and the
 * public page, which render from the stored settings, follow.
 */
import { mayEdit } from "~/domain/collab/roles";
import { pageFitOf, sameFitted } from "~/domain/layout/page-fit";
import type { PrintFit } from "~/domain/layout/print-layout";
import type { ResumeDocument } from "~/domain/resume/api";
import type { PageFit } from "~/domain/resume/fit-settings";
import { resumeFileName } from "~/domain/resume/file-name";
import { DEFAULT_TEMPLATE_ID, isTemplateId } from "~/domain/resume/template-ids";
import type { VersionAuthor } from "~/domain/resume/versions";
import { renderResumeHtml } from "~/domain/templates/render";
import { roomStub } from "../collab/room.server";
import { renderAndStorePdf, type StoredPdf } from "./store-pdf.server";

export interface ResumePdf {
  stored: StoredPdf;
  /** The target and settings the PDF printed with: the solver's choice when it fitted. */
  pageFit: PageFit;
  /** What fitting found in the tab (null: no target, or a copy stored without it). */
  fit: PrintFit | null;
  /** A new choice was stored as a setPageFit edit. */
  storedChange: boolean;
}

/** The settings a fitted print used: the solver's choice, or the resume's own when nothing fits. */
export function printedPageFit(stored: PageFit, fit: PrintFit | null): PageFit {
  if (!fit?.ok || fit.target !== stored.fitToPages) return stored;
  return { fitToPages: fit.target, fitted: fit.fitted };
}

/**
 * Prints `resume` (the live document: `withLiveDocument`) to a stored PDF, fitted to its target,
 * and stores a new fitting choice as `by`'s edit when `store` and `by` may edit it.
 */
export async function printResumePdf(
  env: Env,
  {
    resume,
    by,
    origin,
    store,
    beforeRender,
  }: {
    resume: ResumeDocument;
    by: VersionAuthor;
    origin: string;
    /**
     * Store a new choice: false for a version's document (printed as it was, never fitted into
     * the resume) and for an agent's call through MCP (which never changes a resume, docs/agents.md).
     */
    store: boolean;
    beforeRender?: () => Promise<void>;
  },
): Promise<ResumePdf> {
  const templateId = isTemplateId(resume.templateId) ? resume.templateId : DEFAULT_TEMPLATE_ID;
  const html = renderResumeHtml(resume.data, templateId, { pageSize: resume.pageSize, assetBaseUrl: origin });
  const own = pageFitOf(resume.data);
  const stored = await renderAndStorePdf(env, {
    userId: by.id,
    html,
    fileName: resumeFileName(resume.data.personalInfo.fullName),
    origin,
    pageSize: resume.pageSize,
    ...(beforeRender ? { beforeRender } : {}),
    ...(own.fitToPages !== null ? { fit: { target: own.fitToPages, templateId } } : {}),
  });
  const pageFit = printedPageFit(own, stored.fit);
  let storedChange = false;
  if (store && mayEdit(resume.role) && own.fitToPages !== null && !sameFitted(pageFit.fitted, own.fitted)) {
    storedChange = await storePageFit(env, resume, pageFit, by);
  }
  return { stored, pageFit, fit: stored.fit, storedChange };
}

/** One setPageFit edit by `by` through the room; a failure leaves the print as it is (logged, never thrown). */
async function storePageFit(env: Env, resume: ResumeDocument, fit: PageFit, by: VersionAuthor): Promise<boolean> {
  try {
    const result = await roomStub(env, resume.id).applyPageFit({
      resumeId: resume.id,
      fit,
      basedOn: resume.version,
      by,
    });
    return result !== null && "ops" in result && result.ops.length > 0;
  } catch (error) {
    console.error("Could not store the page fit", resume.id, error);
    return false;
  }
}
