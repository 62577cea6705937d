import { useId, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { PdfViewer } from "~/components/pdf-viewer/pdf-viewer";
import type { TemplateInfo } from "~/domain/templates/catalog";
import { CategoryBadge } from "./category-badge";
import { PreviewError } from "./preview-error";
import { PreviewPager } from "./preview-pager";
import { TemplateThumbnail } from "./template-thumbnail";
import { useModalDialog } from "./use-modal-dialog";

interface TemplatePreviewModalProps {
  template: TemplateInfo;
  onClose: () => void;
  onUse: (template: TemplateInfo) => void;
  /** Gets focus back when the modal closes. */
  returnFocusTo: HTMLElement | null;
}

/**
 * The preview of one template. Mount it only while open, keyed by the template: its page,
 * page count and error then start fresh on every opening and vanish on close (docs/product.md#states).
 */
export function TemplatePreviewModal({ template, onClose, onUse, returnFocusTo }: TemplatePreviewModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const [page, setPage] = useState(1);
  const [pageCount, setPageCount] = useState(0);
  const [error, setError] = useState<unknown>(null);
  useModalDialog(dialog, onClose, returnFocusTo);

  const showPdf = Boolean(template.pdfPreview) && error === null;

  // Only a click that starts and ends on the backdrop closes: selecting text must not.
  const onBackdropDown = (event: MouseEvent) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  return (
    <div
      data-testid="preview-backdrop"
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/70 p-2 backdrop-blur-sm sm:p-6"
      onMouseDown={onBackdropDown}
      onClick={onBackdropClick}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className="flex max-h-[95vh] w-full max-w-4xl flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-900/10 outline-none dark:bg-slate-900 dark:ring-white/10"
      >
        <header className="flex items-start gap-4 border-b border-slate-200 p-4 sm:px-6 dark:border-slate-800">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={titleId} className="text-xl font-bold text-slate-900 dark:text-white">
                {template.name}
              </h2>
              <CategoryBadge category={template.category} />
            </div>
            <p id={descriptionId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t(`templateTexts.description.${template.id}`)}
            </p>
          </div>
          <button
            type="button"
            className="btn-ghost -mt-1 -mr-2 h-9 w-9 shrink-0 p-0 text-xl"
            aria-label={t("templateTexts.closePreview")}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>

        <div className="min-h-0 flex-1 overflow-y-auto bg-slate-100 p-3 sm:p-6 dark:bg-slate-950/60">
          <div className="mx-auto max-w-2xl">
            {showPdf ? (
              <PdfViewer
                url={template.pdfPreview}
                page={page}
                label={t("templateTexts.pdf", { name: template.name })}
                onPageCount={setPageCount}
                onError={(cause) => {
                  console.error("Failed to load preview:", cause);
                  setError(cause ?? new Error("Unknown error"));
                }}
              />
            ) : (
              <div className="space-y-4">
                {error !== null && <PreviewError error={error} />}
                <TemplateThumbnail
                  src={template.thumbnail}
                  alt={t("templateTexts.image", { name: template.name })}
                  loading="eager"
                  className="shadow-md ring-1 ring-slate-900/10"
                />
              </div>
            )}
          </div>
        </div>

        <footer className="flex flex-col gap-3 border-t border-slate-200 p-3 sm:flex-row sm:items-center sm:px-6 dark:border-slate-800">
          {showPdf && pageCount > 1 && (
            <div className="flex justify-center">
              <PreviewPager page={page} pageCount={pageCount} onPage={setPage} />
            </div>
          )}
          <div className="flex gap-2 sm:ml-auto">
            <button type="button" className="btn-secondary flex-1 sm:flex-none" onClick={onClose}>
              {t("templateTexts.close")}
            </button>
            <button type="button" className="btn-primary flex-1 sm:flex-none" onClick={() => onUse(template)}>
              {t("templateTexts.use")}
            </button>
          </div>
        </footer>
      </div>
    </div>
  );
}
