import { useTranslation } from "react-i18next";
import { pageTitle } from "~/i18n/page-title";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { parseCategoryFilter, type CategoryFilter } from "~/components/templates/categories";
import { ChooseTemplateStep } from "~/components/templates/choose-template-step";
import { SelectedTemplateStep } from "~/components/templates/selected-template-step";
import { StepIndicator } from "~/components/templates/step-indicator";
import { TemplatePreviewModal } from "~/components/templates/template-preview-modal";
import { getTemplate, TEMPLATES, type TemplateInfo } from "~/domain/templates/catalog";
import { requireUser } from "~/server/session.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "templates.title") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context.cloudflare.env);
  return null;
}

/** Steps and filters live in the query string only; they need no new data from the server. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

interface OpenPreview {
  template: TemplateInfo;
  opener: HTMLElement;
}

/**
 * The template flow, steps 1 and 2. The step, the chosen template and the category filter are
 * kept in the URL (?template=id&step=2&category=modern) so reload and the back button work.
 */
export default function TemplatesPage() {
  const [params, setParams] = useSearchParams();
  const [preview, setPreview] = useState<OpenPreview | null>(null);
  const selected = getTemplate(params.get("template") ?? "") ?? null;
  const step = params.get("step") === "2" && selected ? 2 : 1;
  const filter = parseCategoryFilter(params.get("category"));
  const stepHeading = useStepFocus(step);
  const { t } = useTranslation();

  const update = (
    change: (next: URLSearchParams) => void,
    options?: { replace?: boolean; preventScrollReset?: boolean },
  ) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      change(next);
      return next;
    }, options);

  const select = (template: TemplateInfo) => {
    setPreview(null);
    update((next) => {
      next.set("template", template.id);
      next.set("step", "2");
    });
  };
  const changeTemplate = () => update((next) => next.delete("step"));
  const changeFilter = (value: CategoryFilter) =>
    update((next) => (value === "all" ? next.delete("category") : next.set("category", value)), {
      replace: true,
      preventScrollReset: true,
    });

  return (
    <>
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        <div className="space-y-6">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("templates.title")}</h1>
            <p className="mt-1 text-slate-600 dark:text-slate-400">{t("templates.lead")}</p>
          </div>
          <StepIndicator current={step} />
        </div>
        <div className="mt-10">
          {step === 2 && selected ? (
            <SelectedTemplateStep
              ref={stepHeading}
              template={selected}
              onChangeTemplate={changeTemplate}
              resumeId={params.get("resume")}
            />
          ) : (
            <ChooseTemplateStep
              ref={stepHeading}
              templates={TEMPLATES}
              filter={filter}
              selectedId={selected?.id ?? null}
              onFilter={changeFilter}
              onSelect={select}
              onPreview={(template, opener) => setPreview({ template, opener })}
            />
          )}
        </div>
      </main>
      {preview && (
        <TemplatePreviewModal
          key={preview.template.id}
          template={preview.template}
          returnFocusTo={preview.opener}
          onClose={() => setPreview(null)}
          onUse={select}
        />
      )}
    </>
  );
}

/** Moves focus to the new step's heading when the step changes, so keyboard users are not lost. */
function useStepFocus(step: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus({ preventScroll: true });
  }, [step]);
  return heading;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
