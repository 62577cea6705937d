import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import {
  Form,
  Link,
  useLoaderData,
  useRevalidator,
  useSearchParams,
  useSubmit,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { pageTitle } from "~/i18n/page-title";
import { arrange, readArrangement, SORTS, type View } from "~/components/dashboard/arrange";
import { ResumeCard, type DashboardResume } from "~/components/dashboard/resume-card";
import { TrashSection } from "~/components/dashboard/trash-section";
import { useTrashActions, type TrashIntent } from "~/components/dashboard/use-trash-actions";
import { ToastProvider } from "~/components/toast";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { TITLE_MAX, type ResumeSummary } from "~/domain/resume/api";
import { daysLeft } from "~/domain/resume/trash";
import { VARIANTS_CHOICES, type VariantsChoice } from "~/domain/variants/input";
import { WRITE_BACK_LATEST_MS } from "~/domain/collab/write-back";
import { takeWaitForWriteBack } from "~/lib/editor-left";
import { assertSameOrigin, readForm } from "~/server/http.server";
import type { CoverLetterSummary } from "~/domain/cover-letter/schema";
import { lettersOfResumes } from "~/server/cover-letters.server";
import { duplicateResume, listResumes, trashResume, updateResume } from "~/server/resumes.server";
import { actionError, actionErrorFor, refusedAction } from "~/server/http-errors.server";
import { invalidInput } from "~/server/http.server";
import { deleteResumeForever, listTrash, restoreResume } from "~/server/trash.server";
import { requireUser } from "~/server/session.server";
import { publicationBadges } from "~/server/publication/publications.server";

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "header.dashboard") }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  const [listed, trash, publications] = await Promise.all([
    listResumes(env, user.id),
    listTrash(env, user.id),
    publicationBadges(env, user.id),
  ]);
  const letters = await lettersOfResumes(
    env,
    listed.map((resume) => resume.id),
  );
  const now = Date.now();
  // Only the owner's own published resumes carry their link and counts (docs/product.md#public-link).
  const resumes: DashboardResume[] = listed.map((resume) => ({
    ...resume,
    publication: publications.get(resume.id) ?? null,
  }));
  return { resumes, letters, trash: trash.map((item) => ({ ...item, daysLeft: daysLeft(item.purgeAt, now) })) };
}

/** Search, sort and view only rearrange what is loaded: no new data from the server. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  // The same address without a form: an explicit revalidation (the Publish dialog changed a card),
  // so it does reload. A search form submitted again with the same query does not: a reload there
  // would be aborted by the next keystroke's submission.
  const revalidation = !formMethod && currentUrl.search === nextUrl.search;
  return (!formMethod || formMethod.toUpperCase() === "GET") &&
    currentUrl.pathname === nextUrl.pathname &&
    !revalidation
    ? false
    : defaultShouldRevalidate;
};

/** One rule for both ends, as the rename form says it (titleRule). */
const titleRule = { message: "titleRule", params: { max: TITLE_MAX } };
const resumeId = z.string().min(1).max(64);
/** What the dashboard's forms post: one intent and what it needs. */
const intentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("rename"),
    id: resumeId,
    title: z
      .string()
      .trim()
      .refine((title) => title.length >= 1 && title.length <= TITLE_MAX, titleRule),
  }),
  z.object({ intent: z.literal("duplicate"), id: resumeId }),
  // A master with variants says what happens to them (docs/variants.md#deleting-a-master).
  z.object({ intent: z.literal("delete"), id: resumeId, variants: z.enum(VARIANTS_CHOICES).optional() }),
  z.object({ intent: z.literal("restore"), id: resumeId }),
  z.object({ intent: z.literal("deleteForever"), id: resumeId }),
]);
const INTENTS = ["rename", "duplicate", "delete", "restore", "deleteForever"];

/**
 * Rename, duplicate, delete (to the Trash), restore and delete forever: plain form posts, so they
 * work without JavaScript too.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const env = context.cloudflare.env;
  const { user } = await requireUser(request, env);
  const form = Object.fromEntries(await readForm(request));
  const parsed = intentSchema.safeParse(form);
  const id = typeof form.id === "string" ? form.id.slice(0, 64) : "";
  if (!parsed.success) {
    const unknownIntent = !INTENTS.includes(String(form.intent));
    return refusedAction({
      ...(unknownIntent ? actionError("unknownAction") : actionError(...invalidInput(parsed.error))),
      id,
    });
  }
  const intent = parsed.data;
  try {
    if (intent.intent === "rename") await updateResume(env, intent.id, user.id, { title: intent.title });
    else if (intent.intent === "duplicate") await duplicateResume(env, intent.id, user.id);
    else if (intent.intent === "delete") await trashResume(env, intent.id, user.id, intent.variants);
    else if (intent.intent === "restore") await restoreResume(env, intent.id, user.id);
    else await deleteResumeForever(env, intent.id, user.id);
  } catch (error) {
    const refused = actionErrorFor(error, { id });
    if (refused) return refused;
    throw error;
  }
  return redirect("/dashboard");
}

export default function DashboardPage() {
  return (
    <ToastProvider>
      <Dashboard />
    </ToastProvider>
  );
}

function Dashboard() {
  const { resumes, letters, trash } = useLoaderData<typeof loader>();
  useCatchUpWithLeftEditor();
  const { run: onTrash, busyId } = useTrashActions();
  const [params] = useSearchParams();
  const { q, sort, view } = readArrangement(params);
  const owned = arrange(
    resumes.filter((resume) => resume.role === "owner"),
    q,
    sort,
  );
  const shared = arrange(
    resumes.filter((resume) => resume.role !== "owner"),
    q,
    sort,
  );
  const none = resumes.length === 0;
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 tabIndex={-1} className="text-3xl font-bold tracking-tight focus:outline-none">
            {t("dashboard.title")}
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("dashboard.subtitle")}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href="#trash" className="btn-ghost">
            {t("dashboard.trashLink", { count: trash.length })}
          </a>
          <Link to="/import" className="btn-secondary">
            {t("header.importResume")}
          </Link>
          <Link to="/templates" className="btn-primary">
            {t("dashboard.newResume")}
          </Link>
        </div>
      </div>
      {none ? (
        <div className="card mt-8 p-10 text-center">
          <h2 className="text-lg font-semibold">{t("dashboard.emptyTitle")}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("dashboard.emptyBody")}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Link to="/templates" className="btn-primary">
              {t("dashboard.startFromTemplate")}
            </Link>
            <Link to="/import" className="btn-secondary">
              {t("dashboard.importA")}
            </Link>
          </div>
        </div>
      ) : (
        <>
          <Arrangement q={q} sort={sort} view={view} />
          <Section
            id="my-resumes"
            title={t("dashboard.mine")}
            resumes={owned}
            letters={letters}
            view={view}
            busyId={busyId}
            onTrash={onTrash}
            empty={q ? t("dashboard.mineNoMatch", { q }) : t("dashboard.mineNone")}
          />
          {shared.length > 0 || (q && resumes.some((resume) => resume.role !== "owner")) ? (
            <Section
              id="shared-with-you"
              title={t("dashboard.shared")}
              resumes={shared}
              letters={letters}
              view={view}
              busyId={busyId}
              onTrash={onTrash}
              empty={t("dashboard.sharedNoMatch", { q })}
            />
          ) : null}
        </>
      )}
      <TrashSection items={trash} busyId={busyId} onAction={onTrash} />
    </main>
  );
}

function Section({
  id,
  title,
  resumes,
  letters,
  view,
  empty,
  busyId,
  onTrash,
}: {
  id: string;
  title: string;
  resumes: DashboardResume[];
  letters: Record<string, CoverLetterSummary[]>;
  view: View;
  empty: string;
  busyId: string | null;
  onTrash: (intent: TrashIntent, resume: ResumeSummary, variants?: VariantsChoice) => void;
}) {
  const headingId = `${id}-heading`;
  return (
    <section className="mt-8" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {title} <span className="text-base font-normal text-slate-500 dark:text-slate-400">({resumes.length})</span>
      </h2>
      {resumes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul className={view === "list" ? "mt-4 space-y-3" : "mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3"}>
          {resumes.map((resume) => (
            <ResumeCard
              key={resume.id}
              resume={resume}
              letters={letters[resume.id] ?? []}
              view={view}
              trashing={busyId === resume.id}
              onTrash={(variants) => onTrash("delete", resume, variants)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Search, sort and view, kept in the address: a GET form that also works without JavaScript. */
function Arrangement({ q, sort, view }: { q: string; sort: keyof typeof SORTS; view: View }) {
  const submit = useSubmit();
  const { t } = useTranslation();
  return (
    <Form
      method="get"
      role="search"
      className="mt-6 flex flex-wrap items-center gap-3"
      onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
    >
      <label className="sr-only" htmlFor="resume-search">
        {t("dashboard.search")}
      </label>
      <input
        id="resume-search"
        type="search"
        name="q"
        defaultValue={q}
        placeholder={t("dashboard.searchPlaceholder")}
        className="input w-full min-w-0 sm:w-72"
        maxLength={100}
      />
      <label className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        {t("dashboard.sortBy")}
        <select name="sort" defaultValue={sort} className="input w-auto py-1.5">
          {(Object.keys(SORTS) as (keyof typeof SORTS)[]).map((value) => (
            <option key={value} value={value}>
              {t(`dashboard.sort.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="flex rounded-lg border border-slate-200 p-0.5 dark:border-slate-700">
        <legend className="sr-only">{t("dashboard.view")}</legend>
        {(["grid", "list"] as const).map((option) => (
          <label
            key={option}
            className={`cursor-pointer rounded-md px-3 py-1 text-sm ${view === option ? "bg-slate-900 text-white dark:bg-white dark:text-slate-900" : "text-slate-600 dark:text-slate-300"}`}
          >
            <input type="radio" name="view" value={option} defaultChecked={view === option} className="sr-only" />
            {option === "grid" ? t("dashboard.grid") : t("dashboard.list")}
          </label>
        ))}
      </fieldset>
      <noscript>
        <button type="submit" className="btn-secondary">
          {t("dashboard.apply")}
        </button>
      </noscript>
    </Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

/**
 * Arriving from a live editor: read again once its room has written to D1 (app/lib/editor-left.ts),
 * and once more a while later, for a room whose write lagged (a busy machine, a slow close).
 */
function useCatchUpWithLeftEditor() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const wait = takeWaitForWriteBack();
    if (wait === null) return;
    const timers = [wait, wait + WRITE_BACK_LATEST_MS * 2].map((ms) => setTimeout(revalidate, ms));
    return () => timers.forEach(clearTimeout);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);
}
