/**
 * The room's review annotations, in its own storage: one key per annotation, so a change writes
 * one small value, and deleting the resume (RoomLog.clear: deleteAll) takes them with it. Read
 * lazily and kept in memory while the object is awake (docs/decisions/review-annotation-storage.md).
 */
import type { Annotation } from "../../app/domain/review/annotation";
import { ReviewLedger } from "../../app/domain/review/ledger";
import { applyReviewAction, type ReviewAction, type ReviewOutcome, type Reviewer } from "../../app/domain/review/rules";

const PREFIX = "annotation:";

export class RoomAnnotations {
  private cache: Map<string, Annotation> | null = null;
  /** The bytes the marks take, in all and per person, kept with the cache. */
  private ledger = new ReviewLedger();

  constructor(private readonly storage: DurableObjectStorage) {}

  /** Every annotation, oldest first. */
  async list(): Promise<Annotation[]> {
    return [...(await this.load()).values()].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
  }

  /** Applies `action` by `by` and stores the result; the outcome says what changed or why not. */
  async apply(action: ReviewAction, by: Reviewer, roomVersion: number): Promise<ReviewOutcome> {
    const all = await this.load();
    const id = action.type === "annotationUpsert" ? action.annotation.id : action.type === "commentAdd" ? action.annotationId : action.id;
    const outcome = applyReviewAction(all.get(id), action, by, { now: Date.now(), count: all.size, roomVersion, ledger: this.ledger });
    if (!outcome.ok) return outcome;
    if ("deleted" in outcome) {
      await this.storage.delete(PREFIX + id);
      all.delete(id);
      this.ledger.remove(id);
    } else {
      await this.storage.put(PREFIX + id, outcome.annotation);
      all.set(id, outcome.annotation);
      this.ledger.set(outcome.annotation);
    }
    return outcome;
  }

  /** The resume is gone: storage was cleared with everything else. */
  forget(): void {
    this.cache = null;
    this.ledger = new ReviewLedger();
  }

  private async load(): Promise<Map<string, Annotation>> {
    if (!this.cache) {
      const stored = await this.storage.list<Annotation>({ prefix: PREFIX });
      this.cache = new Map([...stored.values()].map((annotation) => [annotation.id, annotation]));
      this.ledger = new ReviewLedger(this.cache.values());
    }
    return this.cache;
  }
}
