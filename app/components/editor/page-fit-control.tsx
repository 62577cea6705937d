import { useTranslation } from "react-i18next";
import { PAGE_SECTIONS, type FitToPages, type PageFit, type PageSection } from "~/domain/resume/fit-settings";
import { resolveFit } from "~/domain/layout/fit-css";
import { isTemplateId, DEFAULT_TEMPLATE_ID, type TemplateId } from "~/domain/resume/template-ids";
import { LAYOUTS } from "~/domain/templates/layouts";

export interface PageFitOptions {
  templateId: TemplateId;
  fit: PageFit;
  canEdit: boolean;
  /** Runs the solver for a target in the preview and stores the outcome as one edit. */
  onFit: (target: FitToPages) => void;
  /** Lines over the target the last attempt could not fit, or null. */
  cannotFit: number | null;
  /** Sections that start on a new page, and the edit that changes them. */
  newPageSections: PageSection[];
  onNewPageSections: (value: PageSection[]) => void;
}

interface Props extends PageFitOptions {
  pages: number;
  /** Body lines past pages - 1. */
  over: number;
}

/** Lines over the page before, below which the editor offers to fit ("3 lines over one page"). */
const OFFER_BELOW_LINES = 20;

/**
 * The page count's companion in the preview (docs/fit-to-pages.md): how far a resume runs over
 * its last full page, the offer to fit it, the Fit-to choice, and what fitting chose or why it
 * could not.
 */
export function PageFitControl({
  pages,
  over,
  templateId,
  fit,
  canEdit,
  onFit,
  cannotFit,
  newPageSections,
  onNewPageSections,
}: Props) {
  const { t } = useTranslation();
  const fewer = pages - 1;
  // A page started on purpose ("start on a new page") is not an overflow to fit away.
  const offer =
    fit.fitToPages === null &&
    newPageSections.length === 0 &&
    pages > 1 &&
    fewer <= 2 &&
    over > 0 &&
    over < OFFER_BELOW_LINES;
  const layout = LAYOUTS[isTemplateId(templateId) ? templateId : DEFAULT_TEMPLATE_ID];
  const chosen = fit.fitted ? resolveFit(fit.fitted, layout.margin, layout.css) : null;
  return (
    <div className="mb-2 space-y-1 text-xs text-slate-600 dark:text-slate-300" data-testid="page-fit">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {offer ? (
          <span data-testid="page-fit-over">
            {t("editorChrome.pageFit.over", {
              count: over,
              pages: t("editorChrome.pageFit.pagesWord", { count: fewer }),
            })}
            .{" "}
            {canEdit ? (
              <button
                type="button"
                className="min-h-11 font-medium text-brand-700 underline hover:no-underline focus-visible:outline-2 dark:text-brand-300"
                onClick={() => onFit(fewer as 1 | 2)}
              >
                {t("editorChrome.pageFit.fitTo", { count: fewer })}
              </button>
            ) : null}
          </span>
        ) : null}
        <label className="flex min-h-11 items-center gap-1">
          <span>{t("editorChrome.pageFit.label")}</span>
          <select
            className="min-h-11 rounded border border-slate-300 bg-white px-2 text-xs dark:border-slate-600 dark:bg-slate-800"
            value={fit.fitToPages === null ? "any" : String(fit.fitToPages)}
            disabled={!canEdit}
            data-testid="page-fit-select"
            onChange={(event) => onFit(event.target.value === "any" ? null : (Number(event.target.value) as 1 | 2))}
          >
            <option value="any">{t("editorChrome.pageFit.any")}</option>
            <option value="1">{t("editorChrome.pageFit.one")}</option>
            <option value="2">{t("editorChrome.pageFit.two")}</option>
          </select>
        </label>
      </div>
      <fieldset className="flex flex-wrap items-center gap-x-3" disabled={!canEdit}>
        <legend className="float-left me-2">{t("editorChrome.pageFit.newPage")}:</legend>
        {PAGE_SECTIONS.map((section) => (
          <label key={section} className="flex min-h-11 items-center gap-1.5">
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-600"
              // A name of its own: the form's fields are named "Summary", "Skills"... too.
              aria-label={t("editorChrome.pageFit.newPageFor", {
                section: t(`editorChrome.pageFit.sections.${section}`),
              })}
              checked={newPageSections.includes(section)}
              onChange={(event) =>
                onNewPageSections(
                  event.target.checked
                    ? PAGE_SECTIONS.filter((key) => key === section || newPageSections.includes(key))
                    : newPageSections.filter((key) => key !== section),
                )
              }
            />
            {t(`editorChrome.pageFit.sections.${section}`)}
          </label>
        ))}
      </fieldset>
      <p aria-live="polite" data-testid="page-fit-status">
        {cannotFit !== null
          ? t("editorChrome.pageFit.cannot", { count: cannotFit })
          : chosen
            ? t("editorChrome.pageFit.chosen", {
                spacing: Math.round(chosen.spacing * 100),
                lineHeight: Math.round(chosen.lineHeight * 100),
                vertical: chosen.marginMm.vertical,
                horizontal: chosen.marginMm.horizontal,
                body: chosen.bodyPt,
              })
            : fit.fitToPages !== null
              ? t("editorChrome.pageFit.asDesigned")
              : null}
      </p>
    </div>
  );
}
