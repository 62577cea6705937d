import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ModalDialog } from "~/components/modal-dialog";
import type { VersionMeta } from "~/domain/resume/versions";
import { NameVersionForm } from "./name-version-form";
import { VersionList } from "./version-list";

/** The drawer's words, already translated: a resume's History panel and a letter's say them differently. */
export interface HistoryDrawerTexts {
  title: string;
  back: string;
  close: string;
  loading: string;
  /** Beside the list while no version is selected. */
  pick: string;
  /** What an empty history says (the resume's by default). */
  empty?: string;
}

interface Props<Selected extends VersionMeta> {
  open: boolean;
  onClose: () => void;
  canEdit: boolean;
  texts: HistoryDrawerTexts;
  /** Tailwind width of the sheet on wider screens. */
  widthClass: string;
  /** A document's history (useVersionHistory). */
  history: {
    versions: VersionMeta[] | null;
    error: string | null;
    selected: Selected | null;
    loadingId: string | null;
    select: (versionId: string | null) => Promise<void>;
    nameCurrent: (name: string) => Promise<unknown>;
  };
  /** The selected version's part of the drawer. */
  children: (selected: Selected) => ReactNode;
}

/**
 * A History drawer, a resume's or a letter's (docs/api.md#version-history, #letter-versions): the
 * versions newest first with who, when and what changed, the selected one beside them (`children`),
 * and naming the current state (owner and editors). A full-screen sheet on a phone, where the list
 * and the selected version take turns.
 */
export function HistoryDrawer<Selected extends VersionMeta>({
  open,
  onClose,
  canEdit,
  texts,
  widthClass,
  history,
  children,
}: Props<Selected>) {
  const { t } = useTranslation();
  const titleId = useId();
  const { versions, error, selected, loadingId, select } = history;
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className={`my-0! mr-0! ml-auto! h-dvh max-h-none w-screen max-w-none rounded-none ${widthClass} sm:border-y-0 sm:border-r-0`}
    >
      {open ? (
        <div className="flex h-full flex-col">
          <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-700">
            {selected ? (
              <button type="button" className="btn-ghost px-2 sm:hidden" onClick={() => void select(null)}>
                {texts.back}
              </button>
            ) : null}
            <h2 id={titleId} className="text-lg font-semibold">
              {texts.title}
            </h2>
            <button type="button" className="btn-ghost ml-auto px-3" onClick={onClose}>
              {texts.close}
            </button>
          </header>
          {canEdit ? <NameVersionForm onName={history.nameCurrent} /> : null}
          {error ? (
            <p
              role="alert"
              className="mx-4 mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200"
            >
              {error}
            </p>
          ) : null}
          <div className="flex min-h-0 flex-1">
            <nav
              aria-label={t("panels.history.versions")}
              className={`min-h-0 w-full overflow-y-auto border-slate-200 sm:block sm:w-80 sm:shrink-0 sm:border-r dark:border-slate-700 ${selected ? "hidden" : ""}`}
            >
              {versions === null ? (
                <p className="p-4 text-sm text-slate-600 dark:text-slate-300" role="status">
                  {texts.loading}
                </p>
              ) : (
                <VersionList
                  versions={versions}
                  selectedId={selected?.id ?? null}
                  loadingId={loadingId}
                  onSelect={(id) => void select(id)}
                  emptyText={texts.empty}
                />
              )}
            </nav>
            <div className={`min-h-0 flex-1 overflow-y-auto p-4 ${selected ? "" : "hidden sm:block"}`}>
              {selected ? (
                children(selected)
              ) : (
                <p className="text-sm text-slate-600 dark:text-slate-300">{texts.pick}</p>
              )}
            </div>
          </div>
        </div>
      ) : null}
    </ModalDialog>
  );
}
