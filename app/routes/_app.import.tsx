import { mayEdit } from "~/domain/collab/roles";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { FormAlert } from "~/components/form";
import { FileDrop } from "~/components/import/file-drop";
import { MergePanel, type MergeTarget } from "~/components/import/merge-panel";
import { ReviewForm } from "~/components/import/review-form";
import { useComputedText } from "~/components/use-computed-text";
import { ImportFileError, type ImportKind } from "~/domain/import/file";
import type { ImportResult } from "~/domain/import/types";
import { resumeDataSchema, type ResumeData } from "~/domain/resume/schema";
import { getTemplate, TEMPLATES } from "~/domain/templates/catalog";
import { DEFAULT_TEMPLATE_ID, type TemplateId } from "~/domain/resume/template-ids";
import { apiRequest } from "~/lib/api-client";
import { apiErrorText, errorText } from "~/i18n/api-errors";
import { fieldIssueError, issueError } from "~/lib/validation-issue";
import { createdResumeAnswer } from "~/lib/api-responses";
import type { ImportProgress } from "~/lib/read-import-file";
import { pageTitle } from "~/i18n/page-title";
import { listResumes } from "~/server/resumes.server";
import { requireUser } from "~/server/session.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "importPage.pageTitle") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  const url = new URL(request.url);
  const chosen = getTemplate(url.searchParams.get("template") ?? "");
  // The resumes a file may be added to: those the user may edit.
  const targets: MergeTarget[] = (await listResumes(env, user.id))
    .filter((resume) => mayEdit(resume.role))
    .map((resume) => ({ id: resume.id, title: resume.title, templateId: resume.templateId }));
  return {
    templateId: (chosen?.id ?? DEFAULT_TEMPLATE_ID) as TemplateId,
    targets,
    into: url.searchParams.get("into") ?? "",
  };
}

type Stage =
  | { step: "pick"; error?: string }
  | { step: "reading"; fileName: string; progress: ImportProgress }
  | { step: "review"; fileName: string; kind: ImportKind; result: ImportResult };

function progressText(t: TFunction, fileName: string, progress: ImportProgress): string {
  if (progress.step === "page") return t("importPage.readingPage", { page: progress.page, pages: progress.pages });
  if (progress.step === "reading") return t("importPage.finding");
  return t("importPage.opening", { name: fileName });
}

/**
 * Import: pick a PDF, DOCX or JSON file; it is read in this browser; the review screen shows what
 * was found (unsure fields marked) and nothing is saved until Create resume. See docs/import.md.
 */
export default function ImportPage() {
  const { templateId: initialTemplate, targets, into } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const computed = useComputedText();
  const [stage, setStage] = useState<Stage>({ step: "pick" });
  const [data, setData] = useState<ResumeData | null>(null);
  const [unplaced, setUnplaced] = useState("");
  const [templateId, setTemplateId] = useState<TemplateId>(initialTemplate);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const reading = useRef(0);

  useEffect(() => {
    if (stage.step === "review") reviewHeading.current?.focus();
  }, [stage.step]);

  async function read(file: File) {
    const attempt = ++reading.current;
    setSaveError(null);
    setStage({ step: "reading", fileName: file.name, progress: { step: "opening" } });
    try {
      // The server never reads files: the SSR test keeps PDF.js and mammoth out of the Worker.
      const { readImportFile } = import.meta.env.SSR
        ? await Promise.reject(new Error("browser only"))
        : await import("~/lib/read-import-file");
      const { kind, result } = await readImportFile(file, (progress) => {
        if (attempt === reading.current) setStage({ step: "reading", fileName: file.name, progress });
      });
      if (attempt !== reading.current) return;
      setData(result.data);
      setUnplaced(result.unplaced.join("\n\n"));
      setStage({ step: "review", fileName: file.name, kind, result });
    } catch (error) {
      if (attempt !== reading.current) return;
      const message = error instanceof ImportFileError ? computed.importError(error) : t("importPage.unreadable");
      setStage({ step: "pick", error: message });
    }
  }

  async function create() {
    if (!data) return;
    const checked = resumeDataSchema.safeParse(data);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setSaveError(
        issue
          ? apiErrorText(t, fieldIssueError(issue.path.join(" ") || t("importPage.aField"), issueError(issue)))
          : t("importPage.notValid"),
      );
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      const created = await apiRequest("/api/resumes/import", createdResumeAnswer, {
        body: { format: "parsed", data: checked.data, templateId },
      });
      navigate(`/builder/${templateId}?${new URLSearchParams({ resume: created.id })}`);
    } catch (error) {
      setSaveError(errorText(t, error, t("importPage.createFailed")));
      setSaving(false);
    }
  }

  const flagCount = stage.step === "review" ? Object.keys(stage.result.flags).length : 0;

  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <Link to="/dashboard" className="tap text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
          {t("importPage.back")}
        </Link>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">{t("importPage.pageTitle")}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("importPage.intro")}</p>
      </div>

      {stage.step !== "review" ? (
        <div className="space-y-4">
          {stage.step === "pick" && stage.error ? <FormAlert>{stage.error}</FormAlert> : null}
          <FileDrop onFile={(file) => void read(file)} disabled={stage.step === "reading"} />
          {stage.step === "reading" ? (
            <div role="status" className="flex items-center gap-3 text-sm text-slate-700 dark:text-slate-300">
              <span
                aria-hidden="true"
                className="h-4 w-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
              />
              {progressText(t, stage.fileName, stage.progress)}
            </div>
          ) : null}
        </div>
      ) : data ? (
        <div className="space-y-6">
          <div className="card space-y-3 p-5 sm:p-6">
            <h2 ref={reviewHeading} tabIndex={-1} className="text-xl font-semibold outline-none">
              {t("importPage.reviewTitle")}
            </h2>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              <Trans
                i18nKey="importPage.readFrom"
                values={{ kind: t(`importPage.kind.${stage.kind}`), name: stage.fileName }}
                components={{ strong: <strong className="font-semibold" /> }}
              />{" "}
              {flagCount > 0 ? t("importPage.flagged", { count: flagCount }) : t("importPage.checkBelow")}
            </p>
            <button
              type="button"
              className="btn-secondary px-3 py-1.5 text-sm"
              onClick={() => setStage({ step: "pick" })}
            >
              {t("importPage.another")}
            </button>
          </div>
          <ReviewForm
            data={data}
            flags={stage.result.flags}
            unplaced={unplaced}
            onChange={setData}
            onUnplacedChange={setUnplaced}
          />
          <div className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-end sm:justify-between sm:p-6">
            <div className="sm:w-72">
              <label htmlFor="import-template" className="label">
                {t("importPage.template")}
              </label>
              <select
                id="import-template"
                className="input"
                value={templateId}
                onChange={(event) => setTemplateId(event.target.value as TemplateId)}
              >
                {TEMPLATES.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.name}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="btn-primary px-5 py-2.5"
              disabled={saving}
              aria-busy={saving}
              onClick={() => void create()}
            >
              {saving ? t("importPage.creating") : t("importPage.create")}
            </button>
          </div>
          {saveError ? <FormAlert>{saveError}</FormAlert> : null}
          <MergePanel targets={targets} incoming={data} fileName={stage.fileName} initial={into} />
        </div>
      ) : null}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
