/**
 * The room's part of version history (docs/api.md#version-history): it makes the automatic
 * versions from the document it holds, which is fresher than D1: when the session goes quiet
 * (./version-clock.ts), before a template change, before a restore, and on request (an explicit
 * Save, a named version). The versions themselves live in D1 (app/server/versions/).
 */
import type { RoomDocument } from "../../app/domain/resume/document";
import type { RoomCore } from "../../app/domain/collab/room-core";
import type { VersionAuthor, VersionKind, VersionMeta } from "../../app/domain/resume/versions";
import { getDb } from "../../app/server/db.server";
import { resumeVersionStore } from "../../app/server/versions/document-kinds.server";
import { VersionClock } from "./version-clock";

/** Sets the room's one alarm to `at` unless an earlier one is pending. */
export type ScheduleAt = (at: number) => Promise<void>;

export class RoomVersions {
  private readonly clock: VersionClock;

  constructor(
    private readonly env: Env,
    storage: DurableObjectStorage,
    private readonly core: RoomCore,
    private readonly scheduleAt: ScheduleAt,
  ) {
    this.clock = new VersionClock(storage);
  }

  /**
   * A version of `document` (the room's document now, unless given), credited to everyone who
   * edited since the previous one (plus `by`, who asked for it). Null when the room holds nothing
   * or nothing changed.
   */
  async record(
    kind: VersionKind,
    options: { name?: string; by?: VersionAuthor; document?: RoomDocument } = {},
  ): Promise<VersionMeta | null> {
    const resumeId = this.core.resumeId;
    const document = options.document ?? this.core.snapshot()?.document;
    if (resumeId === null || !document) return null;
    const authors = await this.clock.authors();
    if (options.by && !authors.some((author) => author.id === options.by!.id)) authors.push(options.by);
    const made = await resumeVersionStore.record(getDb(this.env), {
      documentId: resumeId,
      content: document,
      kind,
      name: options.name ?? null,
      authors,
    });
    // The edits are in a version now (or were already: nothing changed since the newest one).
    await this.clock.clear();
    return made;
  }

  /** After someone's edit was applied: the quiet deadline moves. */
  async edited(author: VersionAuthor): Promise<void> {
    await this.scheduleAt(await this.clock.noteEdit(author));
  }

  /**
   * On the room's alarm: the quiet version when its deadline has come (it passed, or this is the
   * alarm set for it), else the alarm is set for the deadline.
   */
  async onAlarm(now = Date.now()): Promise<void> {
    const dueAt = await this.clock.dueAt();
    if (dueAt === null || this.core.resumeId === null) return;
    if (dueAt <= now || (await this.clock.armed())) {
      await this.record("quiet");
      return;
    }
    await this.clock.arm();
    await this.scheduleAt(dueAt);
  }

  forget(): void {
    this.clock.forget();
  }
}
