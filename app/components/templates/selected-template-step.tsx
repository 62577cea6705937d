import { Trans, useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "@remix-run/react";
import { forwardRef } from "react";
import type { TemplateInfo } from "~/domain/templates/catalog";
import { templateFeaturesIn, templateRolesIn } from "~/i18n/template-texts";
import { CategoryBadge } from "./category-badge";
import { TemplateThumbnail } from "./template-thumbnail";

interface SelectedTemplateStepProps {
  template: TemplateInfo;
  onChangeTemplate: () => void;
  /** Set when the editor's Change Template sent the user here: the same resume, a new design. */
  resumeId?: string | null;
}

/** Step 2: what the chosen template offers, and the way into the editor. */
export const SelectedTemplateStep = forwardRef<HTMLHeadingElement, SelectedTemplateStepProps>(
  function SelectedTemplateStep({ template, onChangeTemplate, resumeId }, heading) {
    const navigation = useNavigation();
    const { t } = useTranslation();
    return (
      <section aria-labelledby="ready-heading" className="mx-auto max-w-5xl space-y-6">
        <div className="text-center">
          <h2
            id="ready-heading"
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
          >
            {t("templates.readyTitle")}
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            <Trans
              i18nKey="templates.selected"
              values={{ name: template.name }}
              components={{ strong: <strong className="font-semibold text-slate-900 dark:text-white" /> }}
            />
          </p>
        </div>

        <div className="card grid gap-8 p-5 sm:p-8 md:grid-cols-[minmax(0,17rem)_minmax(0,1fr)]">
          <div className="mx-auto w-full max-w-xs md:max-w-none">
            <TemplateThumbnail
              src={template.thumbnail}
              alt={`${template.name} template`}
              loading="eager"
              className="rounded-md shadow-lg ring-1 ring-slate-900/10"
            />
          </div>
          <div className="flex flex-col gap-6">
            <div>
              <div className="flex flex-wrap items-center gap-3">
                <h3 className="text-xl font-semibold text-slate-900 dark:text-white">{template.name}</h3>
                <CategoryBadge category={template.category} />
              </div>
              <p className="mt-2 text-slate-600 dark:text-slate-400">{t(`templateTexts.description.${template.id}`)}</p>
            </div>
            <TemplateFacts template={template} />
            <div className="flex flex-col gap-3 sm:flex-row">
              {resumeId ? (
                <Link
                  to={`/builder/${template.id}?${new URLSearchParams({ resume: resumeId })}`}
                  className="btn-primary px-5 py-2.5"
                >
                  {t("templates.start")} <span aria-hidden="true">→</span>
                </Link>
              ) : (
                // Creating a resume is a write: a form post, never a GET a link or an <img> could make.
                <Form method="post" action={`/builder/${template.id}`} className="contents">
                  <button type="submit" className="btn-primary px-5 py-2.5" disabled={navigation.state !== "idle"}>
                    {t("templates.start")} <span aria-hidden="true">→</span>
                  </button>
                </Form>
              )}
              <button type="button" className="btn-secondary px-5 py-2.5" onClick={onChangeTemplate}>
                {t("templates.change")}
              </button>
              {resumeId ? null : (
                <Link
                  to={`/import?${new URLSearchParams({ template: template.id })}`}
                  className="btn-secondary px-5 py-2.5"
                >
                  {t("templates.importInto")}
                </Link>
              )}
            </div>
          </div>
        </div>

        <aside className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100">
          <LightBulbIcon />
          <p>
            <strong className="font-semibold">{t("templates.tip")}</strong> {t("templates.tipText")}
          </p>
        </aside>
      </section>
    );
  },
);

function TemplateFacts({ template }: { template: TemplateInfo }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div>
        <h4 className="text-sm font-semibold text-slate-900 dark:text-white">{t("landing.nav.features")}</h4>
        <ul className="mt-2 space-y-1.5 text-sm text-slate-700 dark:text-slate-300">
          {templateFeaturesIn(t, template).map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="text-brand-600 dark:text-brand-400">
                ✓
              </span>
              {feature}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h4 className="text-sm font-semibold text-slate-900 dark:text-white">{t("templates.perfectFor")}</h4>
        <ul className="mt-2 flex flex-wrap gap-2">
          {templateRolesIn(t, template).map((role) => (
            <li
              key={role}
              className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200"
            >
              {role}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function LightBulbIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      className="mt-0.5 h-5 w-5 shrink-0 text-amber-500"
    >
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1.1 2V16h5v-.2c.1-.8.5-1.5 1.1-2A6 6 0 0 0 12 3Z"
      />
    </svg>
  );
}
