import { useEffect, useState } from "react";
import { useBlocker, type Location } from "@remix-run/react";
import { runWaitingSaves } from "./waiting-saves";

/** A wait shorter than this passes unremarked (storing usually takes tens of milliseconds). */
const SLOW_MS = 500;

/**
 * Holds a link followed out of an editor (a resume's, a letter's) until what is on screen is stored
 * (docs/collaboration.md#leaving-the-editor): edits go out after a short pause (the room's 25 ms,
 * the saver's 2 s, the job panel's 1.2 s, the letter's 150 ms), and the next page can arrive
 * sooner, which dropped them.
 * Stored in time, the page moves on by itself; not (offline, refused), the person is asked.
 * Closing the tab is the browser's `beforeunload` question instead (use-editor-saving.ts,
 * use-letter-room.ts).
 */
export function useLeaveGuard({
  stays,
  active,
  unstored,
  store,
  onSlow,
}: {
  /** Whether the next address keeps this editor on screen (nothing is left behind). */
  stays: (next: Location) => boolean;
  /** False for a page that cannot edit: nothing of it waits in the room or the saver. */
  active: boolean;
  /** Whether something on screen is not stored yet, read at once (not from the last render). */
  unstored: () => boolean;
  /** Stores what is on screen; false when that did not happen within its wait. */
  store: () => Promise<boolean>;
  /** Storing takes longer than a blink: say why the link has not opened yet. */
  onSlow: () => void;
}) {
  const blocker = useBlocker(({ nextLocation }) => {
    if (stays(nextLocation)) return false;
    // The waiting saves first (a suggester's too), so their edits are among what is stored before
    // the page moves on.
    const saved = runWaitingSaves();
    return active && (saved || unstored());
  });
  const [asking, setAsking] = useState(false);
  const blocked = blocker.state === "blocked";
  useEffect(() => {
    if (!blocked) return;
    let stale = false;
    const slow = setTimeout(onSlow, SLOW_MS);
    void store().then((stored) => {
      clearTimeout(slow);
      if (stale) return;
      if (stored) blocker.proceed?.();
      else setAsking(true);
    });
    return () => {
      stale = true;
      clearTimeout(slow);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per blocked navigation
  }, [blocked]);
  return {
    /** Storing failed: the page asks whether to leave anyway. */
    asking,
    stay: () => {
      setAsking(false);
      blocker.reset?.();
    },
    leave: () => {
      setAsking(false);
      blocker.proceed?.();
    },
  };
}

/** Another template of the same resume keeps the resume editor (and what is unsent) on screen. */
export function staysOnResume(next: Location, resumeId: string): boolean {
  return next.pathname.startsWith("/builder/") && new URLSearchParams(next.search).get("resume") === resumeId;
}
