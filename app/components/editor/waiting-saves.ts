import { useEffect, useRef } from "react";

/**
 * Saves that wait for a pause in typing (the job panel's 1.2 s), run at once when the person leaves
 * the editor: a link followed (use-leave-guard.ts runs them before it decides) or the tab closed
 * (`pagehide`, which runs no React clean-up). docs/collaboration.md#leaving-the-editor
 */
const waiting = new Set<() => boolean>();

/**
 * Registers `saveNow` (read at call time) for as long as the component is mounted; it answers
 * whether it had a save waiting (and so made an edit just now).
 */
export function useSaveBeforeLeaving(saveNow: () => boolean): void {
  const latest = useRef(saveNow);
  latest.current = saveNow;
  useEffect(() => {
    const run = () => latest.current();
    waiting.add(run);
    window.addEventListener("pagehide", run);
    return () => {
      waiting.delete(run);
      window.removeEventListener("pagehide", run);
    };
  }, []);
}

/**
 * Runs every waiting save now: their edits are applied before this returns (the saver sees them
 * on the next render). Answers whether any was waiting.
 */
export function runWaitingSaves(): boolean {
  let ran = false;
  for (const run of waiting) ran = run() || ran;
  return ran;
}
