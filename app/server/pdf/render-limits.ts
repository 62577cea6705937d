/** How the PDF renderer object shares its browser (workers/pdf-renderer.ts, docs/decisions/pdf-renderer.md). */

/** Tabs printing at once: on a two-core machine three print about as fast as more. */
export const PDF_TABS = 3;
/** A render waits this long for a tab before it is refused as busy (503, try again). */
export const PDF_QUEUE_WAIT_MS = 60_000;
