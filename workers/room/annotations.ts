/**
 * The room's review annotations, in its own storage: one key per annotation, so a change writes
 * one small value, and deleting the resume (RoomLog.clear) takes them with it. Read
 * lazily and kept in memory while the object is awake (docs/decisions/review-annotation-storage.md).
 * What a review action does is decided by the room core (app/domain/collab/room-core.ts).
 */
import type { Annotation } from "../../app/domain/review/annotation";
import type { ReviewContext } from "../../app/domain/collab/room-core";
import { ReviewLedger } from "../../app/domain/review/ledger";
import type { ReviewAction } from "../../app/domain/review/rules";

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

  /** The annotation `action` targets, and what the review rules need to judge it. */
  async target(
    action: ReviewAction,
    now = Date.now(),
  ): Promise<{ existing: Annotation | undefined; context: ReviewContext }> {
    const all = await this.load();
    const id =
      action.type === "annotationUpsert"
        ? action.annotation.id
        : action.type === "commentAdd"
          ? action.annotationId
          : action.id;
    return { existing: all.get(id), context: { now, count: all.size, ledger: this.ledger } };
  }

  async store(annotation: Annotation): Promise<void> {
    const all = await this.load();
    await this.storage.put(PREFIX + annotation.id, annotation);
    all.set(annotation.id, annotation);
    this.ledger.set(annotation);
  }

  async remove(id: string): Promise<void> {
    const all = await this.load();
    await this.storage.delete(PREFIX + id);
    all.delete(id);
    this.ledger.remove(id);
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
