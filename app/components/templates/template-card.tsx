import { useId, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import type { TemplateInfo } from "~/domain/templates/catalog";
import { templateFeaturesIn } from "~/i18n/template-texts";
import { CategoryBadge } from "./category-badge";
import { TemplateThumbnail } from "./template-thumbnail";

/** docs/product.md#constants: a card lists at most 2 features. */
const FEATURES_ON_CARD = 2;

interface TemplateCardProps {
  template: TemplateInfo;
  selected: boolean;
  onSelect: (template: TemplateInfo) => void;
  onPreview: (template: TemplateInfo, opener: HTMLElement) => void;
}

export function TemplateCard({ template, selected, onSelect, onPreview }: TemplateCardProps) {
  const titleId = useId();
  const { t } = useTranslation();
  const features = templateFeaturesIn(t, template);
  const shown = features.slice(0, FEATURES_ON_CARD);
  const more = features.length - shown.length;
  return (
    <article
      aria-labelledby={titleId}
      data-template-id={template.id}
      className={`card flex h-full flex-col overflow-hidden transition-shadow hover:shadow-md ${
        selected ? "ring-2 ring-brand-500 dark:ring-brand-400" : ""
      }`}
    >
      <div className="aspect-[4/3] overflow-hidden border-b border-slate-200 bg-slate-100 px-8 pt-6 dark:border-slate-800 dark:bg-slate-800/60">
        <TemplateThumbnail
          src={template.thumbnail}
          alt={t("templateTexts.image", { name: template.name })}
          className="rounded-t-sm shadow-lg ring-1 ring-slate-900/10"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="space-y-1.5">
          <CategoryBadge category={template.category} />
          <h3 id={titleId} className="text-lg leading-snug font-semibold text-slate-900 dark:text-white">
            {template.name}
          </h3>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t(`templateTexts.description.${template.id}`)}</p>
        <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
          {shown.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="text-brand-600 dark:text-brand-400">
                ✓
              </span>
              {feature}
            </li>
          ))}
          {more > 0 && (
            <li className="pl-6 text-slate-500 dark:text-slate-400">{t("templateTexts.more", { count: more })}</li>
          )}
        </ul>
        <div className="mt-auto flex gap-2 pt-2">
          <button
            type="button"
            className="btn-primary flex-1"
            aria-describedby={titleId}
            onClick={() => onSelect(template)}
          >
            {t("templateTexts.select")}
          </button>
          <button
            type="button"
            className="btn-secondary"
            aria-describedby={titleId}
            aria-haspopup="dialog"
            onClick={(event: MouseEvent<HTMLButtonElement>) => onPreview(template, event.currentTarget)}
          >
            {t("templateTexts.preview")}
          </button>
        </div>
      </div>
    </article>
  );
}
