import { useTranslation } from "react-i18next";
import type { PageSize } from "~/domain/resume/schema";
import { TEMPLATES } from "~/domain/templates/catalog";
import type { TemplateId } from "~/domain/resume/template-ids";

interface Props {
  collaborationOn: boolean;
  onCollaborationChange: (on: boolean) => void;
  templateId: TemplateId;
  onTemplateChange: (next: TemplateId) => void;
  pageSize: PageSize;
  onPageSizeChange: (next: PageSize) => void;
  canEdit: boolean;
}

/** Above the live preview: the collaboration switch, the template and the page size. */
export function PreviewToolbar({
  collaborationOn,
  onCollaborationChange,
  templateId,
  onTemplateChange,
  pageSize,
  onPageSizeChange,
  canEdit,
}: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="flex min-h-11 items-center gap-1.5 text-xs font-medium text-slate-600 dark:text-slate-300">
        <input
          type="checkbox"
          role="switch"
          className="h-4 w-4 accent-brand-600"
          checked={collaborationOn}
          onChange={(event) => onCollaborationChange(event.target.checked)}
        />
        {collaborationOn ? t("panels.preview.collaborationOn") : t("panels.preview.collaborationOff")}
      </label>
      <label className="sr-only" htmlFor="template-select">
        {t("panels.preview.template")}
      </label>
      <select
        id="template-select"
        className="input w-auto py-1 text-xs"
        value={templateId}
        onChange={(e) => onTemplateChange(e.target.value as TemplateId)}
        disabled={!canEdit}
      >
        {TEMPLATES.map((template) => (
          <option key={template.id} value={template.id}>
            {template.name}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor="page-size-select">
        {t("panels.preview.pageSize")}
      </label>
      <select
        id="page-size-select"
        className="input w-auto py-1 text-xs"
        value={pageSize}
        onChange={(e) => onPageSizeChange(e.target.value as PageSize)}
        disabled={!canEdit}
      >
        <option value="A4">A4</option>
        <option value="Letter">{t("panels.preview.usLetter")}</option>
      </select>
    </div>
  );
}
