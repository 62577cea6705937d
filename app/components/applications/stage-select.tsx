/** An application's stage as a menu: how the board's cards and the table's rows move one without dragging. */
import { useTranslation } from "react-i18next";
import { STAGES, type ApplicationSummary, type Stage } from "~/domain/applications/schema";

export function StageSelect({
  application,
  onMove,
  className,
}: {
  application: ApplicationSummary;
  onMove: (id: string, stage: Stage) => void;
  className: string;
}) {
  const { t } = useTranslation();
  return (
    <select
      aria-label={t("applications.stageOf", { company: application.company, role: application.role })}
      className={className}
      value={application.stage}
      onChange={(event) => onMove(application.id, event.target.value as Stage)}
    >
      {STAGES.map((stage) => (
        <option key={stage} value={stage}>
          {t(`applications.stage.${stage}`)}
        </option>
      ))}
    </select>
  );
}
