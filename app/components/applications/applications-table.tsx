/** The applications as a table: one row each, the stage changeable in place like on the board. */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ApplicationSummary, Stage } from "~/domain/applications/schema";
import { StageSelect } from "./stage-select";

export function ApplicationsTable({
  applications,
  onMove,
}: {
  applications: ApplicationSummary[];
  onMove: (id: string, stage: Stage) => void;
}) {
  const { t, i18n } = useTranslation();
  const day = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleDateString(i18n.language, {
          year: "numeric",
          month: "short",
          day: "numeric",
          timeZone: "UTC",
        })
      : "—";
  return (
    <div className="card overflow-x-auto" tabIndex={0} role="region" aria-label={t("applications.views.table")}>
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t("applications.table.company")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("applications.table.role")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("applications.table.stage")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("applications.table.resume")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("applications.table.applied")}
            </th>
            <th scope="col" className="px-4 py-3">
              {t("applications.table.deadline")}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {t("applications.table.score")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {applications.map((application) => (
            <tr key={application.id} data-testid="application-row">
              <td className="px-4 py-2 font-medium">
                <Link
                  to={`/applications/${application.id}`}
                  className="inline-flex min-h-11 items-center hover:underline"
                >
                  {application.company}
                </Link>
              </td>
              <td className="px-4 py-2">{application.role}</td>
              <td className="px-4 py-2">
                <StageSelect application={application} onMove={onMove} className="input w-auto py-1 text-xs" />
              </td>
              <td className="max-w-[14rem] truncate px-4 py-2 text-slate-600 dark:text-slate-300">
                {application.resumeTitle}
              </td>
              <td className="px-4 py-2 whitespace-nowrap">{day(application.appliedAt)}</td>
              <td className="px-4 py-2 whitespace-nowrap">{application.deadline || "—"}</td>
              <td className="px-4 py-2 text-right tabular-nums">{application.sentScore ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
