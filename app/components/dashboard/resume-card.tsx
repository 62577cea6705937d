import { Form, Link, useFetcher, useRevalidator } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useEffect, useRef, useState } from "react";
import { bandOf } from "~/components/editor/ats-panel";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { LocalTime } from "~/components/local-time";
import { MoreIcon } from "~/components/more-icon";
import { PublishDialog } from "~/components/publish/publish-dialog";
import { TailorDialog } from "~/components/tailor/tailor-dialog";
import { FloatingMenu } from "~/components/floating-menu";
import { avatarInitial } from "~/components/user-avatar";
import { TITLE_MAX, type ResumeSummary } from "~/domain/resume/api";
import type { PublicationBadge } from "~/domain/publication/api";
import { TRASH_DAYS } from "~/domain/resume/trash";
import { getTemplate } from "~/domain/templates/catalog";
import type { CoverLetterSummary } from "~/domain/cover-letter/schema";
import type { View } from "./arrange";
import { LetterList } from "./letter-list";
import { VariantsTrashDialog } from "./variants-trash-dialog";
import type { VariantsChoice } from "~/domain/variants/input";
import { actionErrorText } from "~/i18n/api-errors";
import type { ErrorCode, ErrorParams } from "~/lib/error-catalogue";

const CHIP: Record<"excellent" | "good" | "poor", string> = {
  excellent: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200",
  good: "bg-amber-100 text-amber-800 dark:bg-amber-900/60 dark:text-amber-200",
  poor: "bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200",
};

/** The score as a chip in its band's colour, or "Not analyzed". */
function ScoreChip({ score }: { score: number | null }) {
  const { t } = useTranslation();
  if (score === null)
    return (
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        {t("card.notAnalyzed")}
      </span>
    );
  const band = bandOf(score);
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${CHIP[band.band]}`}
      title={t(`panels.ats.band.${band.band}`)}
    >
      ATS {score}
    </span>
  );
}

/**
 * The first page, as the template draws it (GET /api/resumes/{id}/thumbnail, redrawn when the
 * resume changes); the template's own preview stands in while it is missing.
 */
function Thumbnail({ resume, small }: { resume: ResumeSummary; small: boolean }) {
  const [failed, setFailed] = useState(false);
  const src = failed
    ? `/templates/${resume.templateId}.png`
    : `/api/resumes/${resume.id}/thumbnail?${new URLSearchParams({ v: resume.updatedAt })}`;
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      data-testid="resume-thumbnail"
      onError={() => setFailed(true)}
      // A card shows the top of the page, where the name and the first section are.
      className={`block w-full bg-white object-cover object-top ${small ? "aspect-[210/297] rounded" : "aspect-[4/3] rounded-t-xl"}`}
    />
  );
}

const SHOWN_PEOPLE = 4;

/** Who the resume is shared with, as initials (names on hover and for screen readers). */
function People({ people }: { people: NonNullable<ResumeSummary["collaborators"]> }) {
  const { t } = useTranslation();
  const label = t("card.sharedWith", {
    people: people.map((person) => `${person.name} (${t(`card.role.${person.role}`)})`).join(", "),
  });
  return (
    <span className="flex items-center -space-x-1.5" role="img" aria-label={label} title={label}>
      {people.slice(0, SHOWN_PEOPLE).map((person, i) => (
        <span
          key={i}
          aria-hidden="true"
          className="grid h-6 w-6 place-items-center rounded-full bg-brand-600 text-[10px] font-bold text-white ring-2 ring-white dark:ring-slate-900"
        >
          {avatarInitial(person.name)}
        </span>
      ))}
      {people.length > SHOWN_PEOPLE ? (
        <span aria-hidden="true" className="pl-2.5 text-xs text-slate-500 dark:text-slate-400">
          +{people.length - SHOWN_PEOPLE}
        </span>
      ) : null}
    </span>
  );
}

/** A card's resume: the owner's published ones carry their link and the last 7 days' counts. */
export type DashboardResume = ResumeSummary & { publication?: PublicationBadge | null };

/** "Published" with the link, and the week's counts: what the owner sees of a public link on the card. */
function PublishedLine({ publication, onOpen }: { publication: PublicationBadge; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs" data-testid="published-line">
      <button
        type="button"
        onClick={onOpen}
        className="rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-800 hover:underline dark:bg-emerald-900/60 dark:text-emerald-200"
      >
        {t("publishing.card.published")}
      </button>
      <a
        href={`/r/${publication.slug}`}
        target="_blank"
        rel="noreferrer"
        className="truncate text-brand-700 underline dark:text-brand-300"
      >
        /r/{publication.slug}
      </a>
      <span className="text-slate-600 dark:text-slate-400">
        {t("publishing.stats.lastWeek", {
          views: t("publishing.stats.views", { count: publication.views }),
          downloads: t("publishing.stats.downloads", { count: publication.downloads }),
        })}
      </span>
    </p>
  );
}

/**
 * `onTrash` moves the resume to the Trash (the page does it, so its toast outlives this card); for
 * a master with variants the dialog asks what happens to them first.
 */
export function ResumeCard({
  resume,
  letters = [],
  view,
  onTrash,
  trashing = false,
}: {
  resume: DashboardResume;
  letters?: CoverLetterSummary[];
  view: View;
  /** A master with variants says what happens to them (`variantCount` > 0). */
  onTrash: (variants?: VariantsChoice) => void;
  trashing?: boolean;
}) {
  const fetcher = useFetcher<{ error?: string; code?: ErrorCode; params?: ErrorParams }>();
  const revalidator = useRevalidator();
  const [renaming, setRenaming] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [tailoring, setTailoring] = useState(false);
  const template = getTemplate(resume.templateId);
  const busy = fetcher.state !== "idle" || trashing;
  const openUrl = `/builder/${resume.templateId}?${new URLSearchParams({ resume: resume.id })}`;
  const list = view === "list";
  const { t } = useTranslation();

  useEffect(() => {
    if (fetcher.state === "idle" && !fetcher.data?.error) setRenaming(false);
  }, [fetcher.state, fetcher.data]);

  const details = (
    <div className="min-w-0 flex-1">
      {renaming ? (
        <fetcher.Form method="post" className="flex gap-2">
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name="id" value={resume.id} />
          <label className="sr-only" htmlFor={`title-${resume.id}`}>
            {t("card.resumeTitle")}
          </label>
          <input
            id={`title-${resume.id}`}
            name="title"
            className="input min-w-0 py-1"
            defaultValue={resume.title}
            maxLength={TITLE_MAX}
            autoFocus
            required
          />
          <button type="submit" className="btn-primary px-3 py-1">
            {t("card.save")}
          </button>
          <button type="button" className="btn-ghost px-2 py-1" onClick={() => setRenaming(false)}>
            {t("card.cancel")}
          </button>
        </fetcher.Form>
      ) : (
        <h3 className="min-w-0 text-base font-semibold">
          <Link to={openUrl} className="flex min-h-11 min-w-0 items-center hover:underline">
            <span className="truncate">{resume.title}</span>
          </Link>
        </h3>
      )}
      {fetcher.data?.error ? (
        <p role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
          {actionErrorText(t, fetcher.data)}
        </p>
      ) : null}
      <p className="mt-1 truncate text-sm text-slate-600 dark:text-slate-400">{template?.name ?? resume.templateId}</p>
      <p className="truncate text-xs text-slate-500 dark:text-slate-400">
        {t("card.lastEdit")} <LocalTime iso={resume.updatedAt} />
      </p>
      {resume.publication ? (
        <PublishedLine publication={resume.publication} onOpen={() => setPublishing(true)} />
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <ScoreChip score={resume.atsScore} />
        {resume.collaborators?.length ? <People people={resume.collaborators} /> : null}
        {resume.role !== "owner" ? (
          <span className="truncate text-xs text-slate-600 dark:text-slate-400">
            {resume.role === "editor"
              ? t("card.ownerEditor", { owner: resume.ownerName })
              : t("card.ownerViewer", { owner: resume.ownerName })}
          </span>
        ) : null}
      </div>
    </div>
  );

  return (
    <li
      className={`card ${list ? "flex flex-wrap items-center gap-4 p-3" : "flex flex-col overflow-hidden"}`}
      aria-busy={busy}
    >
      <Link
        to={openUrl}
        tabIndex={-1}
        aria-hidden="true"
        className={
          list
            ? "w-14 shrink-0 rounded bg-slate-100 ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700"
            : "block border-b border-slate-100 dark:border-slate-800"
        }
      >
        <Thumbnail resume={resume} small={list} />
      </Link>
      <div className={list ? "flex min-w-0 flex-1 items-center gap-3" : "flex flex-1 flex-col gap-3 p-4"}>
        {details}
        <div className="flex shrink-0 items-center gap-2">
          <Link to={openUrl} className="btn-primary px-3 py-1.5">
            {t("card.open")}
          </Link>
          <CardMenu
            resume={resume}
            onRename={() => setRenaming(true)}
            onPublish={() => setPublishing(true)}
            onDelete={() => setConfirming(true)}
            onTailor={() => setTailoring(true)}
          />
        </div>
        {!list ? <LetterList letters={letters} role={resume.role} resumeTitle={resume.title} /> : null}
      </div>
      {resume.role === "owner" ? (
        <PublishDialog
          resumeId={resume.id}
          title={resume.title}
          open={publishing}
          onClose={() => setPublishing(false)}
          onChanged={() => revalidator.revalidate()}
        />
      ) : null}
      {tailoring ? (
        <TailorDialog open resumeId={resume.id} resumeTitle={resume.title} onClose={() => setTailoring(false)} />
      ) : null}
      {/* In the list view the letters take a line of their own under the resume's row. */}
      {list ? <LetterList letters={letters} role={resume.role} resumeTitle={resume.title} /> : null}
      {resume.variantCount ? (
        <VariantsTrashDialog
          open={confirming}
          title={resume.title}
          count={resume.variantCount}
          onCancel={() => setConfirming(false)}
          onChoose={(variants) => {
            setConfirming(false);
            onTrash(variants);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirming && !resume.variantCount}
        title={t("card.moveTitle")}
        confirmLabel={t("card.moveConfirm")}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onTrash();
        }}
      >
        {t("card.moveBody", { title: resume.title, days: TRASH_DAYS })}
      </ConfirmDialog>
    </li>
  );
}

const ITEM =
  "flex w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800";

/**
 * The less common actions: analysis, tailoring, rename, publish, duplicate, delete (the owner's; it
 * moves the resume to the Trash); the owner's are form posts that work without JavaScript.
 */
function CardMenu({
  resume,
  onRename,
  onPublish,
  onDelete,
  onTailor,
}: {
  resume: ResumeSummary;
  onRename: () => void;
  onPublish: () => void;
  onDelete: () => void;
  onTailor: () => void;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const fetcher = useFetcher();
  const { t } = useTranslation();
  const owner = resume.role === "owner";
  return (
    <div>
      <button
        ref={button}
        type="button"
        className="btn-ghost h-11 w-11 p-0"
        aria-label={t("card.moreActions", { title: resume.title })}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((was) => !was)}
      >
        <MoreIcon />
      </button>
      <FloatingMenu
        open={open}
        anchor={button}
        onClose={(refocus) => {
          setOpen(false);
          if (refocus) button.current?.focus();
        }}
      >
        {resume.atsScore !== null ? (
          <li>
            <Link to={`/analyze/${resume.id}`} className={ITEM}>
              {t("card.analysis")}
            </Link>
          </li>
        ) : null}
        <li>
          <button
            type="button"
            className={ITEM}
            aria-label={t("tailor.dialog.menuLabel", { title: resume.title })}
            onClick={() => {
              setOpen(false);
              onTailor();
            }}
          >
            {t("tailor.dialog.title")}
          </button>
        </li>
        {owner ? (
          <>
            <li>
              <button
                type="button"
                className={ITEM}
                aria-label={t("card.renameLabel", { title: resume.title })}
                onClick={() => {
                  setOpen(false);
                  onRename();
                }}
              >
                {t("card.rename")}
              </button>
            </li>
            <li>
              <button
                type="button"
                className={ITEM}
                aria-label={t("publishing.card.publishLabel", { title: resume.title })}
                onClick={() => {
                  setOpen(false);
                  onPublish();
                }}
              >
                {t("publishing.card.publish")}
              </button>
            </li>
            <li>
              <fetcher.Form method="post" onSubmit={() => setOpen(false)}>
                <input type="hidden" name="intent" value="duplicate" />
                <input type="hidden" name="id" value={resume.id} />
                <button type="submit" className={ITEM} aria-label={t("card.duplicateLabel", { title: resume.title })}>
                  {t("card.duplicate")}
                </button>
              </fetcher.Form>
            </li>
            <li>
              <Form
                method="post"
                onSubmit={(event) => {
                  event.preventDefault();
                  setOpen(false);
                  onDelete();
                }}
              >
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="id" value={resume.id} />
                <button
                  type="submit"
                  className={`${ITEM} text-red-600 dark:text-red-400`}
                  aria-label={t("card.deleteLabel", { title: resume.title })}
                >
                  {t("card.delete")}
                </button>
              </Form>
            </li>
          </>
        ) : null}
      </FloatingMenu>
    </div>
  );
}
