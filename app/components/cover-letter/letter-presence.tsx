import { useTranslation } from "react-i18next";
import type { Peer } from "~/domain/collab/protocol";
import type { RoomStatus } from "../collab/use-room";
import type { Transport } from "../collab/room-connection";

const MAX_SHOWN = 3;

/** Who else has the resume's room open ("Ana is here"), and whether this page is live. */
export function LetterPresence({
  status,
  transport,
  others,
}: {
  status: RoomStatus;
  transport: Transport;
  others: Peer[];
}) {
  const { t } = useTranslation();
  const live = status === "connected";
  // The same person in two tabs is one presence.
  const people = [...new Map(others.map((peer) => [peer.userId, peer])).values()];
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="letter-presence">
      <span
        data-testid="letter-live"
        data-transport={live ? transport : undefined}
        className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ${live ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200" : "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300"}`}
      >
        <span
          aria-hidden="true"
          className={`h-2 w-2 rounded-full ${live ? "bg-emerald-500" : status === "connecting" ? "animate-pulse bg-amber-400" : "bg-slate-400"}`}
        />
        {live
          ? t(transport === "http" ? "letterLive.liveSlow" : "letterLive.live")
          : status === "connecting"
            ? t("letterLive.connecting")
            : null}
      </span>
      <ul className="flex flex-wrap gap-2" aria-label={t("letters.editor.collaborators")} aria-live="polite">
        {people.slice(0, MAX_SHOWN).map((peer) => (
          <li key={peer.userId} className="inline-flex items-center gap-1.5 text-xs text-slate-700 dark:text-slate-200">
            <span
              aria-hidden="true"
              className="grid h-6 w-6 place-items-center rounded-full text-[0.7rem] font-bold text-white"
              style={{ background: peer.color }}
            >
              {peer.name.trim().charAt(0).toUpperCase() || "A"}
            </span>
            {t("letterLive.isHere", { name: peer.name || t("editorChrome.collab.anonymous") })}
          </li>
        ))}
        {people.length > MAX_SHOWN ? (
          <li className="text-xs text-slate-500 dark:text-slate-400">+{people.length - MAX_SHOWN}</li>
        ) : null}
      </ul>
    </div>
  );
}
