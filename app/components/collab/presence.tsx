import { useEffect, useRef, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { CURSOR_GRID, type Peer } from "~/domain/collab/protocol";
import { apiErrorText } from "~/i18n/api-errors";
import { activityText, type Activity } from "./activity";
import type { Transport } from "./room-connection";
import { type RemoteCursor, type RoomProblem, type RemoteSelection, type RoomStatus } from "./use-room";

const MAX_SHOWN = 4;

/** A connection problem in the interface language: a refusal by its code, the browser's own words, or a close reason as the room wrote it. */
function problemText(t: TFunction, problem: RoomProblem): string {
  switch (problem.kind) {
    case "refused":
      return apiErrorText(t, { code: problem.code, params: problem.params });
    case "own":
      return t(`editorChrome.collab.own.${problem.key}`);
    case "closed":
      return problem.reason;
    case "gone":
      return t("editorChrome.collab.gone");
  }
}

/** People who may edit (owner and editors), counted once however many tabs they have open. */
export function editorsHere(you: Peer | null, others: readonly Peer[]): number {
  const editors = new Set(
    [...(you ? [you] : []), ...others]
      .filter((peer) => peer.role !== "viewer" && peer.role !== "suggester")
      .map((peer) => peer.userId),
  );
  return editors.size;
}

/**
 * The header badge: live (over HTTP, "slower connection": docs/collaboration-http.md) or offline,
 * and how many editors are here when more than one (viewers are not editors).
 */
export function LiveBadge({
  status,
  transport,
  editorCount,
}: {
  status: RoomStatus;
  transport: Transport;
  editorCount: number;
}) {
  const live = status === "connected";
  const { t } = useTranslation();
  return (
    <span
      data-testid="live-badge"
      data-transport={live ? transport : undefined}
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ${live ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200" : "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300"}`}
    >
      <span
        aria-hidden="true"
        className={`h-2 w-2 rounded-full ${live ? "bg-emerald-500" : status === "connecting" ? "animate-pulse bg-amber-400" : "bg-slate-400"}`}
      />
      {/* On a phone the dot says it; the words are there for screen readers (the row is full). */}
      <span className="sr-only sm:not-sr-only">
        {live
          ? t(transport === "http" ? "editorChrome.collab.liveSlow" : "editorChrome.collab.live")
          : status === "connecting"
            ? t("editorChrome.collab.connecting")
            : t("editorChrome.collab.offline")}
      </span>
      {live && editorCount > 1 ? (
        <span data-testid="editor-count" className="sr-only sm:not-sr-only">
          {t("editorChrome.collab.editors", { count: editorCount })}
        </span>
      ) : null}
    </span>
  );
}

function Avatar({ peer, you }: { peer: Peer; you?: boolean }) {
  const { t } = useTranslation();
  const name = peer.name || t("editorChrome.collab.anonymous");
  return (
    <li className="flex items-center gap-2 text-sm">
      <span
        aria-hidden="true"
        className="grid h-7 w-7 place-items-center rounded-full text-xs font-bold text-white"
        style={{ background: peer.color }}
      >
        {peer.name.trim().charAt(0).toUpperCase() || "A"}
      </span>
      <span className="truncate">
        {you ? t("editorChrome.collab.you", { name }) : name}
        {peer.role === "viewer" ? (
          <span className="text-xs text-slate-500 dark:text-slate-400">{t("editorChrome.collab.viewer")}</span>
        ) : null}
      </span>
    </li>
  );
}

/** The floating collaboration panel of docs/product.md#screens-and-routes, opened from a round button. */
export function CollaborationPanel({
  status,
  error,
  onRetry,
  you,
  others,
  recentChanges,
}: {
  status: RoomStatus;
  error: RoomProblem | null;
  onRetry: () => void;
  you: Peer | null;
  others: Peer[];
  recentChanges: Activity[];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const connected = status === "connected";
  useEffect(() => {
    if (!connected) setOpen(false);
  }, [connected]);
  const shown = others.slice(0, MAX_SHOWN);
  const more = others.length - shown.length;
  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-2" data-floating-action>
      {error ? (
        <div
          role="alert"
          className="flex items-center gap-2 rounded-lg bg-red-600 px-3 py-2 text-sm text-white shadow-lg"
        >
          {error.kind === "gone" ? (
            // Nothing to retry: the resume is gone until its owner restores it.
            <>
              <span>{t("editorChrome.collab.gone")}</span>
              <a href="/dashboard" className="rounded bg-white/20 px-2 py-0.5 font-semibold hover:bg-white/30">
                {t("editorChrome.collab.toDashboard")}
              </a>
            </>
          ) : (
            <>
              <span>{t("editorChrome.collab.connectionError", { error: problemText(t, error) })}</span>
              <button
                type="button"
                className="rounded bg-white/20 px-2 py-0.5 font-semibold hover:bg-white/30"
                onClick={onRetry}
              >
                {t("editorChrome.collab.retry")}
              </button>
            </>
          )}
        </div>
      ) : null}
      {open ? (
        <section
          aria-labelledby="collab-panel-heading"
          className="card w-72 p-4"
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              setOpen(false);
              button.current?.focus();
            }
          }}
        >
          <h2 id="collab-panel-heading" className="text-sm font-semibold">
            {t("editorChrome.collab.title")}
          </h2>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {t("editorChrome.collab.status", {
              status: connected
                ? t("editorChrome.collab.connected")
                : status === "connecting"
                  ? t("editorChrome.collab.connectingStatus")
                  : t("editorChrome.collab.disconnected"),
            })}
          </p>
          <h3 className="mt-3 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {t("editorChrome.collab.active")}
          </h3>
          <ul className="mt-2 space-y-1.5">
            {you ? <Avatar peer={you} you /> : null}
            {shown.map((peer) => (
              <Avatar key={peer.clientId} peer={peer} />
            ))}
            {more > 0 ? (
              <li>
                <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium dark:bg-slate-700">
                  {t("editorChrome.collab.more", { count: more })}
                </span>
              </li>
            ) : null}
          </ul>
          <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {t("editorChrome.collab.recent")}
          </h3>
          {recentChanges.length === 0 ? (
            <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{t("editorChrome.collab.noRecent")}</p>
          ) : (
            <ul className="mt-1 space-y-1 text-sm" data-testid="recent-changes">
              {recentChanges.map((change, index) => (
                <li key={index}>{activityText(t, change)}</li>
              ))}
            </ul>
          )}
          <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">{t("editorChrome.collab.syncNote")}</p>
        </section>
      ) : null}
      <button
        ref={button}
        type="button"
        className="grid h-12 w-12 place-items-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400"
        disabled={!connected}
        aria-expanded={open}
        aria-label={t("editorChrome.collab.panel")}
        onClick={() => setOpen((value) => !value)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M17 20v-2a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v2M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm11 10v-2a4 4 0 0 0-3-3.87M16 2.13a4 4 0 0 1 0 7.75" />
        </svg>
      </button>
    </div>
  );
}

/**
 * Green 'Resume {section} updated by {name}' for 5 s, blue 'Someone is typing...' for 3 s. Bottom
 * left, clear of the headings and pickers above the preview, the toasts (bottom centre) and the
 * collaboration button (bottom right).
 */
export function ActivityBanners({ change, typing }: { change: Activity | null; typing: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed bottom-4 left-4 z-40 flex max-w-[calc(100vw-6rem)] flex-col items-start gap-2 sm:max-w-sm"
    >
      {change ? (
        <p className="rounded-lg bg-emerald-700 px-4 py-2 text-sm font-medium text-white shadow-lg">
          {activityText(t, change)}
        </p>
      ) : null}
      {typing ? (
        <p className="rounded-lg bg-blue-600 px-4 py-2 text-sm font-medium text-white shadow-lg">
          {t("editorChrome.collab.typing")}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Collaborators' pointers over the form: 20 px rows and 8 px columns (docs/product.md#constants), labelled
 * with their name and, while they have text selected, what they selected.
 */
export function RemoteCursors({ cursors, selections }: { cursors: RemoteCursor[]; selections: RemoteSelection[] }) {
  const selected = new Map(selections.map((selection) => [selection.clientId, selection.text]));
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 z-20 overflow-hidden">
      {cursors.map((cursor) => {
        const text = selected.get(cursor.clientId);
        return (
          <div
            key={cursor.clientId}
            className="absolute transition-transform duration-100"
            style={{
              transform: `translate(${cursor.position.column * CURSOR_GRID.columnPx}px, ${cursor.position.row * CURSOR_GRID.rowPx}px)`,
            }}
          >
            <svg viewBox="0 0 16 16" className="h-4 w-4" style={{ color: cursor.color }}>
              <path d="M1 1l5 14 2-6 6-2z" fill="currentColor" />
            </svg>
            <span
              data-testid="remote-cursor"
              className="ml-3 inline-block max-w-56 truncate rounded px-1.5 py-0.5 text-[10px] font-semibold whitespace-nowrap text-white"
              style={{ background: cursor.color }}
            >
              {cursor.name}
              {text ? ` · “${text.length > 40 ? `${text.slice(0, 40)}…` : text}”` : ""}
            </span>
          </div>
        );
      })}
    </div>
  );
}
