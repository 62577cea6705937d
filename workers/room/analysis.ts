/**
 * The ATS analysis the editor stores with its resume (POST /api/ats-score with a resumeId), kept
 * by the room until its next write-back instead of written to D1 on every re-score: the editor
 * re-scores 1.5 s after each pause in typing, and each stored score was three D1 statements
 * (docs/capacity.md). The room takes it only from someone it has open with the right to edit (so
 * the Worker's access check is the room's own live one); anyone else's goes to D1 as before
 * (app/server/resumes.server.ts saveAtsResult).
 *
 * It is kept with the job description of the room's document when it came, and written only
 * while that is still the document's job: an analysis against another job describes nothing
 * (the rule of app/server/resume-content.server.ts).
 */
import type { SavedJobDescription } from "../../app/domain/resume/job-description";
import { storedJobDescription } from "../../app/server/resume-content.server";

const KEY = "ats:pending";

export interface PendingAnalysis {
  result: { score: number };
  /** The room document's job when the analysis came, as stored (storedJobDescription). */
  job: string | null;
}

export class RoomAnalysis {
  /** undefined until read from storage after a wake-up. */
  private pending: PendingAnalysis | null | undefined;

  constructor(private readonly storage: DurableObjectStorage) {}

  async keep(result: { score: number }, job: SavedJobDescription | null): Promise<void> {
    this.pending = { result, job: storedJobDescription(job) };
    await this.storage.put(KEY, this.pending);
  }

  /** The analysis waiting for D1, if it still describes the document's `job`; one that does not is dropped. */
  async waiting(job: SavedJobDescription | null): Promise<PendingAnalysis | null> {
    if (this.pending === undefined) this.pending = (await this.storage.get<PendingAnalysis>(KEY)) ?? null;
    if (this.pending && this.pending.job !== storedJobDescription(job)) await this.written(this.pending);
    return this.pending;
  }

  /** `written` reached D1 (or was dropped): forgotten, unless a newer one came meanwhile. */
  async written(written: PendingAnalysis): Promise<void> {
    if (this.pending !== written) return;
    this.pending = null;
    await this.storage.delete(KEY);
  }

  /** The room's storage was cleared. */
  forget(): void {
    this.pending = null;
  }
}
