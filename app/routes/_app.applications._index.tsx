import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useFetcher, useLoaderData, useSearchParams } from "@remix-run/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { ApplicationsTable } from "~/components/applications/applications-table";
import { Board } from "~/components/applications/board";
import { InsightsPanel } from "~/components/applications/insights-panel";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { arrange, readArrangement, SORTS, VIEWS } from "~/domain/applications/arrange";
import { insightsOf } from "~/domain/applications/insights";
import { APPLICATION_LIMITS, STAGES, type Stage } from "~/domain/applications/schema";
import { actionErrorText } from "~/i18n/api-errors";
import { pageTitle } from "~/i18n/page-title";
import {
  importApplicationsCsv,
  listApplications,
  MAX_IMPORT_BYTES,
  moveApplication,
} from "~/server/applications.server";
import { assertSameOrigin, readForm } from "~/server/http.server";
import { actionError, actionErrorFor, refusedAction } from "~/server/http-errors.server";
import { requireUser } from "~/server/session.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "applications.pageTitle") }];

/** The board's data: every application of the user (at most 1,000), as summaries, and their insights. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  const applications = await listApplications(env, user.id);
  return { applications, insights: insightsOf(applications) };
}

const moveSchema = z.object({ intent: z.literal("move"), id: z.string().min(1).max(64), stage: z.enum(STAGES) });

/** A move on the board or in the table (a small form post), or a CSV import (a file). */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  assertSameOrigin(request);
  try {
    if ((request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) {
      if (Number(request.headers.get("Content-Length") ?? "0") > MAX_IMPORT_BYTES + 4096)
        return refusedAction(actionError("csvTooLarge"));
      const form = await request.formData().catch(() => null);
      if (!form) return refusedAction(actionError("csvFormUnreadable"));
      const file = form.get("file");
      if (!(file instanceof File) || file.size === 0) return refusedAction(actionError("chooseCsv"));
      if (file.size > MAX_IMPORT_BYTES) return refusedAction(actionError("csvTooLarge"));
      return { imported: (await importApplicationsCsv(env, user.id, await file.text())).imported };
    }
    const parsed = moveSchema.safeParse(Object.fromEntries(await readForm(request)));
    if (!parsed.success) return refusedAction(actionError("impossibleMove"));
    return { moved: await moveApplication(env, parsed.data.id, user, parsed.data.stage) };
  } catch (error) {
    const refused = actionErrorFor(error);
    if (refused) return refused;
    throw error;
  }
}

export default function ApplicationsPage() {
  const { applications, insights } = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const arrangement = readArrangement(params);
  const { t } = useTranslation();
  const mover = useFetcher<typeof action>();
  const importer = useFetcher<typeof action>();
  // A move shows at once; the board then reloads from the server.
  const [moved, setMoved] = useState<Record<string, Stage>>({});
  const onMove = (id: string, stage: Stage) => {
    setMoved((was) => ({ ...was, [id]: stage }));
    mover.submit({ intent: "move", id, stage }, { method: "post" });
  };
  const current = useMemo(
    () =>
      applications.map((application) =>
        moved[application.id] && mover.state !== "idle"
          ? { ...application, stage: moved[application.id]! }
          : application,
      ),
    [applications, moved, mover.state],
  );
  const shown = arrange(current, arrangement);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const moveError = mover.data && "error" in mover.data ? actionErrorText(t, mover.data) : null;
  // A file over the limit is refused here, before its upload: the server would only say the same after it.
  const [fileTooLarge, setFileTooLarge] = useState(false);
  const importResult = fileTooLarge ? { code: "csvTooLarge" as const, error: null, params: {} } : importer.data;

  return (
    <main className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t("applications.title")}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("applications.subtitle")}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <a href="/api/applications/export.csv" className="btn-secondary" download>
            {t("applications.exportCsv")}
          </a>
          <importer.Form method="post" encType="multipart/form-data" className="flex items-center">
            <label className="btn-secondary cursor-pointer">
              {t("applications.importCsv")}
              <input
                type="file"
                name="file"
                accept=".csv,text/csv"
                className="sr-only"
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  setFileTooLarge(file !== undefined && file.size > APPLICATION_LIMITS.csvImportBytes);
                  if (file && file.size <= APPLICATION_LIMITS.csvImportBytes)
                    importer.submit(event.currentTarget.form, { method: "post", encType: "multipart/form-data" });
                }}
              />
            </label>
          </importer.Form>
          <Link to="/applications/new" className="btn-primary">
            {t("applications.newApplication")}
          </Link>
        </div>
      </div>

      <div role="status" aria-live="polite" className="text-sm">
        {importResult && "imported" in importResult ? (
          <p className="text-emerald-700 dark:text-emerald-400">
            {t("applications.imported", { count: importResult.imported })}
          </p>
        ) : null}
        {importResult && "error" in importResult ? (
          <p className="text-red-600 dark:text-red-400">{actionErrorText(t, importResult)}</p>
        ) : null}
        {moveError ? <p className="text-red-600 dark:text-red-400">{moveError}</p> : null}
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <nav
          aria-label={t("applications.views.label")}
          className="flex rounded-lg border border-slate-200 p-1 dark:border-slate-700"
        >
          {VIEWS.map((view) => (
            <Link
              key={view}
              to={`?${new URLSearchParams({ ...Object.fromEntries(params), view })}`}
              aria-current={arrangement.view === view ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium ${arrangement.view === view ? "bg-brand-600 text-white dark:bg-brand-500" : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"}`}
              preventScrollReset
            >
              {t(`applications.views.${view}`)}
            </Link>
          ))}
        </nav>
        {arrangement.view === "insights" ? null : (
          <Form role="search" className="flex flex-wrap items-end gap-3" onSubmit={(event) => event.preventDefault()}>
            <label className="block">
              <span className="label">{t("applications.search")}</span>
              <input
                type="search"
                className="input w-64"
                defaultValue={arrangement.q}
                onChange={(event) => set("q", event.target.value)}
              />
            </label>
            <label className="block">
              <span className="label">{t("applications.filterStage")}</span>
              <select
                className="input w-auto"
                value={arrangement.stage ?? ""}
                onChange={(event) => set("stage", event.target.value)}
              >
                <option value="">{t("applications.allStages")}</option>
                {STAGES.map((stage) => (
                  <option key={stage} value={stage}>
                    {t(`applications.stage.${stage}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="block">
              <span className="label">{t("applications.sort.label")}</span>
              <select
                className="input w-auto"
                value={arrangement.sort}
                onChange={(event) => set("sort", event.target.value)}
              >
                {SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`applications.sort.${sort}`)}
                  </option>
                ))}
              </select>
            </label>
          </Form>
        )}
      </div>

      {applications.length === 0 ? (
        <p className="card p-6 text-slate-600 dark:text-slate-300">{t("applications.empty")}</p>
      ) : arrangement.view === "insights" ? (
        <InsightsPanel insights={insights} />
      ) : shown.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t("applications.noMatch")}</p>
      ) : arrangement.view === "table" ? (
        <ApplicationsTable applications={shown} onMove={onMove} />
      ) : (
        <Board applications={shown} onMove={onMove} />
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
