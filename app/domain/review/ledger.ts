/**
 * How many bytes a resume's review marks take, in all and per person (one viewer once stored
 * 34 MB of stamps in 9 seconds, and every fresh join then waited for all of it; docs/limits.md#review-marks). A mark's own
 * bytes count for its author; each comment's for the comment's author, so replying on someone
 * else's note spends the replier's share. Kept beside the marks and updated as they change, so a
 * check costs a few map reads, not a pass over megabytes of JSON.
 */
import type { Annotation } from "./annotation";

const encoder = new TextEncoder();
const bytesOf = (value: unknown) => encoder.encode(JSON.stringify(value)).byteLength;

/** Bytes each person put into one mark: the mark without its thread to its author, each comment to its writer. */
function contributions(annotation: Annotation): Map<string, number> {
  const shares = new Map<string, number>();
  const add = (userId: string, bytes: number) => shares.set(userId, (shares.get(userId) ?? 0) + bytes);
  add(annotation.author.userId, bytesOf({ ...annotation, comments: [] }));
  for (const comment of annotation.comments) add(comment.author.userId, bytesOf(comment));
  return shares;
}

const sum = (shares: Map<string, number>) => [...shares.values()].reduce((total, bytes) => total + bytes, 0);

export class ReviewLedger {
  private readonly byMark = new Map<string, Map<string, number>>();
  private readonly byPerson = new Map<string, number>();
  private all = 0;

  constructor(annotations: Iterable<Annotation> = []) {
    for (const annotation of annotations) this.set(annotation);
  }

  get totalBytes(): number {
    return this.all;
  }

  bytesBy(userId: string): number {
    return this.byPerson.get(userId) ?? 0;
  }

  /** The totals if `next` took the place of the mark with its id (or was added). */
  after(next: Annotation): { totalBytes: number; bytesBy: (userId: string) => number } {
    const before = this.byMark.get(next.id) ?? new Map<string, number>();
    const shares = contributions(next);
    return {
      totalBytes: this.all - sum(before) + sum(shares),
      bytesBy: (userId) => this.bytesBy(userId) - (before.get(userId) ?? 0) + (shares.get(userId) ?? 0),
    };
  }

  set(annotation: Annotation): void {
    this.remove(annotation.id);
    const shares = contributions(annotation);
    this.byMark.set(annotation.id, shares);
    for (const [userId, bytes] of shares) this.byPerson.set(userId, this.bytesBy(userId) + bytes);
    this.all += sum(shares);
  }

  remove(id: string): void {
    const shares = this.byMark.get(id);
    if (!shares) return;
    this.byMark.delete(id);
    for (const [userId, bytes] of shares) this.byPerson.set(userId, this.bytesBy(userId) - bytes);
    this.all -= sum(shares);
  }
}
