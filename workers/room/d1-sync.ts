/**
 * Keeping the room and its D1 row level: the reads and writes. The room is the authority while
 * people edit; D1 catches up through an alarm within a minute of edits, or when someone leaves (never per
 * keystroke), with the same write rule as the REST API (app/server/resume-content.server.ts).
 * What a row read or a landed write does to the room is the room core's (app/domain/collab/
 * room-core.ts: sync, written); this only fetches, writes, and hands the core's effects back.
 * See docs/decisions/room-write-back.md.
 */
import type { RoomCore, RoomEffect } from "../../app/domain/collab/room-core";
import { getDb } from "../../app/server/db.server";
import { readResumeContent, writeAnalysis, writeResumeContent } from "../../app/server/resume-content.server";
import type { RoomAnalysis } from "./analysis";
import { SerialQueue } from "./serial-queue";

/** Carries out effects (the Durable Object's job); never asked to write back at once from here. */
export type Carry = (effects: RoomEffect[]) => Promise<unknown>;

export class D1Sync {
  /** D1 reads and writes run one at a time, so a merge never races a write-back. */
  private readonly queue = new SerialQueue();

  constructor(
    private readonly env: Env,
    private readonly core: RoomCore,
    private readonly carry: Carry,
    private readonly analysis: RoomAnalysis,
  ) {}

  /** Brings the room level with D1. Returns false when the resume is gone. */
  sync(resumeId: string): Promise<boolean> {
    return this.queue.run(() => this.syncNow(resumeId));
  }

  /** Writes the room's unsaved edits to D1, with the ATS analysis it keeps (./analysis.ts). */
  flush(): Promise<void> {
    return this.queue.run(() => this.flushNow());
  }

  private async syncNow(resumeId: string): Promise<boolean> {
    const row = await readResumeContent(getDb(this.env), resumeId);
    await this.carry(this.core.sync(resumeId, row));
    return row !== null;
  }

  /**
   * Guarded by the version the room last agreed with D1 on: if anything else wrote the row since,
   * nothing is overwritten; the room merges the new row instead and tries again shortly.
   */
  private async flushNow(): Promise<void> {
    const pending = this.core.pendingWrite();
    const document = pending?.document ?? this.core.snapshot()?.document;
    const resumeId = this.core.resumeId;
    const analysis = document ? await this.analysis.waiting(document.jobDescription) : null;
    if (!pending) {
      // Only the analysis: stored while the row's job is still the one it was made against.
      if (analysis && resumeId !== null) {
        await writeAnalysis(getDb(this.env), resumeId, analysis.result, analysis.job);
        await this.analysis.written(analysis);
      }
      return;
    }
    // Stored before the write goes: if D1 takes it and its answer is lost, the room still knows the row as its own.
    await this.carry(this.core.writing(pending));
    const write = analysis ? { ...pending.document, analysis: analysis.result } : pending.document;
    const written = await writeResumeContent(getDb(this.env), pending.resumeId, write, {
      expectedVersion: pending.expectedVersion,
      version: pending.version,
    });
    if (written) {
      await this.carry(this.core.written(pending));
      if (analysis) await this.analysis.written(analysis);
    } else await this.syncNow(pending.resumeId);
  }
}
