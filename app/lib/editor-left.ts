/**
 * The dashboard reads D1, which a live room reaches up to WRITE_BACK_LATEST_MS after its last
 * edit (app/domain/collab/write-back.ts). The editor notes when it was left; the dashboard, opened
 * within that window, reads again once it has passed, so its cards and thumbnails show the
 * resume as the editor left it (an undone edit included) without a reload.
 */
import { WRITE_BACK_LATEST_MS } from "~/domain/collab/write-back";

const KEY = "rf:editor-left-at";

/** The editor of a live room was left now. */
export function noteEditorLeft(now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // Storage refused (private mode, quota): the dashboard then shows D1 as it is.
  }
}

/** How long until D1 holds what the editor left, if it was left recently; the note is used up. */
export function takeWaitForWriteBack(now = Date.now()): number | null {
  try {
    const at = Number(sessionStorage.getItem(KEY));
    sessionStorage.removeItem(KEY);
    if (!Number.isFinite(at) || at <= 0) return null;
    const wait = at + WRITE_BACK_LATEST_MS - now;
    return wait > 0 ? wait : null;
  } catch {
    return null;
  }
}
