/**
 * A PDF asked for while the renderer's queue is full is answered 503 `pdfBusy` with the seconds to
 * wait (docs/decisions/pdf-renderer.md). The page does not give up there: it says it is busy and
 * tries again after that wait, a few times, so a burst ends in a PDF, not in an error.
 */
import { ApiError } from "./api-client";

/** Tries after the first; past them the last `pdfBusy` error reaches the caller. */
export const BUSY_RETRIES = 3;
const DEFAULT_WAIT_SECONDS = 30;

export async function retryWhenBusy<T>(
  attempt: () => Promise<T>,
  {
    onWait,
    sleep = (ms) => new Promise((done) => setTimeout(done, ms)),
  }: { onWait: (seconds: number) => void; sleep?: (ms: number) => Promise<void> },
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== "pdfBusy" || retry >= BUSY_RETRIES) throw error;
      const asked = Number(error.params.retryAfterSeconds);
      const seconds = Number.isFinite(asked) && asked > 0 ? Math.min(asked, 120) : DEFAULT_WAIT_SECONDS;
      onWait(seconds);
      await sleep(seconds * 1000);
    }
  }
}
