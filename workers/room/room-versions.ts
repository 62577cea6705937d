/**
 * The room's part of version history (docs/api.md#version-history): it makes the automatic
 * versions from the document it holds, which is fresher than D1: when the session goes quiet
 * (the room's quiet clock, ./quiet-clock.ts), before a template change, before a restore, and on request (an explicit
 * Save, a named version). The versions themselves live in the room's storage (./version-history.ts).
 */
import type { RoomDocument } from "../../app/domain/resume/document";
import type { RoomCore } from "../../app/domain/collab/room-core";
import type { VersionAuthor, VersionKind, VersionMeta } from "../../app/domain/resume/versions";
import { resumeVersionStore } from "../../app/server/versions/document-kinds.server";
import { RESUME_CLOCK } from "../../app/domain/collab/quiet-clock";
import type { QuietClock } from "./quiet-clock";
import type { RoomHistory } from "./version-history";

export class RoomVersions {
  constructor(
    private readonly history: RoomHistory,
    private readonly core: RoomCore,
    private readonly clock: QuietClock,
  ) {}

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
    const authors = await this.clock.authors(RESUME_CLOCK);
    if (options.by && !authors.some((author) => author.id === options.by!.id)) authors.push(options.by);
    const made = await this.history.run(resumeId, (rows) =>
      resumeVersionStore.record(rows, {
        documentId: resumeId,
        content: document,
        kind,
        name: options.name ?? null,
        authors,
      }),
    );
    // The edits are in a version now (or were already: nothing changed since the newest one).
    await this.clock.clear(RESUME_CLOCK);
    return made;
  }

  /** After someone's edit was applied: the quiet deadline moves. */
  async edited(author: VersionAuthor): Promise<void> {
    await this.clock.edited(RESUME_CLOCK, author);
  }

  forget(): void {
    this.clock.forget();
  }
}
