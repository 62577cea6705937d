import { versionTitle } from "./version-title";
import { useTranslation } from "react-i18next";
import { LocalTime } from "~/components/local-time";
import { useComputedText } from "~/components/use-computed-text";
import type { VersionMeta } from "~/domain/resume/versions";

/** The versions, newest first: each a button (name or kind, time in the reader's zone, who, what changed). */
export function VersionList({
  versions,
  selectedId,
  loadingId,
  onSelect,
  emptyText,
}: {
  versions: VersionMeta[];
  selectedId: string | null;
  loadingId: string | null;
  onSelect: (id: string) => void;
  /** What an empty history says (a letter has no template to change); the resume's by default. */
  emptyText?: string;
}) {
  const { t } = useTranslation();
  const computed = useComputedText();
  if (versions.length === 0) {
    return <p className="p-4 text-sm text-slate-600 dark:text-slate-300">{emptyText ?? t("panels.history.none")}</p>;
  }
  return (
    <ol className="divide-y divide-slate-100 dark:divide-slate-800" aria-label={t("panels.history.newestFirst")}>
      {versions.map((version) => {
        const current = version.id === selectedId;
        return (
          <li key={version.id}>
            <button
              type="button"
              aria-current={current ? "true" : undefined}
              aria-busy={loadingId === version.id}
              onClick={() => onSelect(version.id)}
              className={`block w-full px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:hover:bg-slate-800 ${current ? "bg-blue-50 dark:bg-blue-950/50" : ""}`}
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className="truncate text-sm font-semibold">{versionTitle(t, version)}</span>
                <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
                  <LocalTime iso={version.createdAt} />
                </span>
              </span>
              {version.name ? (
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  {t(`panels.history.kind.${version.kind}`)}
                </span>
              ) : null}
              <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-300">
                {version.authors.length > 0
                  ? version.authors.map((author) => author.name || t("panels.history.someone")).join(", ")
                  : t("panels.history.noEdits")}
              </span>
              <span className="mt-0.5 block text-xs text-slate-500 dark:text-slate-400">
                {computed.versionSummary(version.summary)}
              </span>
              {loadingId === version.id ? (
                <span className="mt-1 block text-xs text-blue-700 dark:text-blue-300">
                  {t("panels.history.opening")}
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
