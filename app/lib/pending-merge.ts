/**
 * Changes ticked on the import page for an existing resume, handed to its editor through this
 * tab's session storage: the editor applies them once, as ordinary edits (docs/import.md#into-a-resume).
 */
import * as z from "zod";
import type { MergeChange } from "~/domain/import/merge";

const KEY = (resumeId: string) => `rf:merge:${resumeId}`;
/** Older notes are stale (another visit): not applied. */
const FRESH_MS = 10 * 60 * 1000;

interface PendingMerge {
  source: string;
  changes: MergeChange[];
}

const stored = z.object({
  at: z.number(),
  source: z.string().max(300),
  changes: z.array(z.object({ kind: z.string() }).passthrough()).max(500),
});

export function storePendingMerge(resumeId: string, merge: PendingMerge): void {
  try {
    sessionStorage.setItem(KEY(resumeId), JSON.stringify({ at: Date.now(), ...merge }));
  } catch {
    // Storage refused: nothing to apply; the editor opens as it is.
  }
}

/** The changes waiting for this resume, taken (removed) so they apply once. */
export function takePendingMerge(resumeId: string, now = Date.now()): PendingMerge | null {
  try {
    const raw = sessionStorage.getItem(KEY(resumeId));
    sessionStorage.removeItem(KEY(resumeId));
    if (!raw) return null;
    const parsed = stored.safeParse(JSON.parse(raw));
    if (!parsed.success || now - parsed.data.at > FRESH_MS) return null;
    return { source: parsed.data.source, changes: parsed.data.changes as unknown as MergeChange[] };
  } catch {
    return null;
  }
}
