/**
 * The live room's logic, without sockets, storage or D1 (docs/collaboration.md, "The room core").
 * It owns the document, its tombstones, its version and its last agreement with D1, and takes
 * commands: join, edit, restore, review, sync (D1's row read), written (a write-back landed) and
 * tick (the alarm). Each command changes the state synchronously and returns the effects to carry
 * out, in order: replies, broadcasts, the durable log, snapshots, versions, alarms, write-backs.
 * The Durable Object (workers/resume-room.ts) only carries them out, so every rule here runs in a
 * plain unit test (room-core.test.ts).
 *
 * It reads no clock, no randomness and makes no ids of its own: they come in through RoomInputs,
 * so the same commands with the same inputs give the same state and effects (a test, or a
 * simulation of many clients, can replay a room exactly). room-core-purity.test.ts keeps it so.
 */
import { applyOps, emptyTombstones, sectionOf, type Tombstones } from "./apply";
import { documentToOps } from "./document-ops";
import { refusalFrame, type ClientMessage, type Role, type ServerMessage } from "./protocol";
import type { Op } from "../resume/ops";
import type { RoomDocument } from "../resume/document";
import type { PageFit } from "../resume/fit-settings";
import { pageFitOf, sameFitted } from "../layout/page-fit";
import { rebase } from "./rebase";
import { mayEdit } from "./roles";
import { writeBackDelay } from "./write-back";
import { fitsResumeLimit, RESUME_TOO_LARGE } from "../resume/size";
import type { VersionAuthor } from "../resume/versions";
import type { Annotation } from "../review/annotation";
import { commentActivityText } from "../review/annotation";
import { applyReviewAction, type ReviewAction } from "../review/rules";

/** What a review rule needs besides the room's version: the time, the count of marks and their bytes. */
export type ReviewContext = Omit<Parameters<typeof applyReviewAction>[3], "roomVersion">;

/** The room's document: what it stores between wake-ups (workers/room/log.ts adds the log's position). */
export interface RoomState {
  resumeId: string;
  document: RoomDocument;
  tombstones: Tombstones;
  version: number;
  /** True while the room holds edits D1 has not received yet. */
  dirty: boolean;
  /**
   * The opIds of each person's last REMEMBERED_OP_IDS acknowledged edits, oldest first, by user id.
   * A client whose connection dropped after the room applied a batch but before the ack arrived
   * sends the same batch again on reconnect (or over the other transport); applied twice, it would
   * overwrite whatever someone else set in the same field in between. Kept per person, so a busy
   * room's other editors cannot push someone's resend out of the window; stored with the state and
   * carried by the log, so a restart keeps them.
   */
  appliedOpIds: Record<string, string[]>;
  /**
   * The highest batch number applied of each page ("<userId>:<page>") whose opIds are numbered ("<page>.<n>",
   * socket-client.ts batchIds): a page sends its batches in order, again after every reconnect
   * (client-state.ts connectionOpened), so one numbered at most this is a repeat, however many
   * edits came since. Other opIds fall back to `appliedOpIds`. At most REMEMBERED_PAGES pages.
   */
  appliedBatches: Record<string, number>;
}

/**
 * How many of one person's acknowledged opIds a room remembers. What a page sends again on
 * reconnect is only what it had not seen acknowledged, its last few batches (it sends one every
 * 25 ms at most while typing): one arriving after this many newer edits of the same person is
 * applied again, as before. Bounded so the stored state stays small (~1.3 KB a person).
 */
export const REMEMBERED_OP_IDS = 64;
/** Pages whose last batch number a room keeps (the oldest forgotten first): far more than ever edit one resume. */
export const REMEMBERED_PAGES = 512;

/** A numbered opId ("<page>.<n>") as its page and number, or null. */
export function batchNumber(opId: string): { page: string; n: number } | null {
  const match = /^([A-Za-z0-9_-]{1,64})\.(\d{1,15})$/.exec(opId);
  return match ? { page: match[1]!, n: Number(match[2]) } : null;
}

/** One logged edit: its operations and, for a client's edit, its opId and who sent it (older entries have neither). */
export interface LoggedEdit {
  opId?: string;
  userId?: string;
  ops: Op[];
}

/**
 * The room's last agreement with D1: the row as it was at `d1Version`. It is the common ancestor
 * when D1 changes behind the room's back, and the guard that stops a write-back from overwriting
 * a newer row.
 */
export interface BaseState {
  document: RoomDocument;
  d1Version: number;
  /**
   * Write-backs sent to D1 and not yet answered, newest last: each one's version and a fingerprint
   * of its document. Stored before the write is sent, so that when D1 took one but the room never
   * heard (the answer lost, or the room restarted first), a later read of that row is known as the
   * room's own write rather than merged as someone else's change, which would bring back values
   * changed since. At most UNANSWERED_WRITES.
   */
  writing?: Array<{ version: number; fingerprint: string }>;
}

/** Who sent a command: a socket's identity as the Worker authorized it. */
export interface Sender {
  clientId: string;
  userId: string;
  name: string;
  role: Role;
}

/** Retry delay when D1 moved under the room and the merged result must be written again. */
export const RETRY_DELAY_MS = 200;
/** Unanswered write-backs a room keeps the fingerprints of (each retry of a refused write is one). */
export const UNANSWERED_WRITES = 8;
export const GONE_MESSAGE = "This resume was moved to the Trash or deleted.";

export type RoomEffect =
  /** To the sender only. */
  | { type: "reply"; message: ServerMessage }
  /** To everyone in the room; `exceptSender` leaves out the socket that sent the command. */
  | { type: "broadcast"; message: ServerMessage; exceptSender: boolean }
  /** An edit to append to the durable log before anything that follows goes out. */
  | ({ type: "log" } & LoggedEdit)
  /** Store a snapshot of the state (and drop the log it absorbs). */
  | { type: "persist" }
  /** Store the write-backs under way (small, synchronous: before the write goes). */
  | { type: "noteWriting"; writing: NonNullable<BaseState["writing"]> }
  /** A version of this document, made before the change that replaces it. */
  | { type: "version"; kind: "template" | "restore"; document: RoomDocument }
  /** Someone edited: the quiet-version deadline moves and they are credited. */
  | { type: "edited"; author: VersionAuthor }
  /** Write the unsaved edits to D1 after `delayMs` (0: now, before answering). */
  | { type: "writeBack"; delayMs: number }
  /** Store, or delete, one review annotation. */
  | { type: "storeAnnotation"; annotation: Annotation }
  | { type: "deleteAnnotation"; id: string }
  /** Close the sender's socket (the resume is gone). */
  | { type: "close"; reason: string }
  /** The resume is gone: every socket closes and the room keeps nothing. */
  | { type: "forget" };

/** D1's row as read: null when the resume no longer exists. */
export type D1Row = { content: RoomDocument; version: number } | null;

/** What to write back: the document at `version`, guarded by D1 still being at `expectedVersion`. */
export interface PendingWrite {
  resumeId: string;
  document: RoomDocument;
  version: number;
  expectedVersion: number;
}

export type RestoreResult = { ops: Op[]; version: number } | { rejected: string } | null;

/**
 * What the core needs from outside that is not a command: the time (ms since the epoch, for the
 * timestamps it sends), a number in [0, 1) (the write-back's jitter) and fresh ids (a restore's
 * or an accepted suggestion's sender, entries a restore brings back). The Durable Object passes
 * Date.now, Math.random and crypto.randomUUID; tests pass a fake clock and a seeded random.
 */
export interface RoomInputs {
  now: () => number;
  random: () => number;
  newId: () => string;
}

export class RoomCore {
  private room: RoomState | null = null;
  private base: BaseState | null = null;

  constructor(private readonly inputs: RoomInputs) {}

  /** The state stored before the object slept (workers/room/log.ts replays the edits since). */
  load(stored: { room: RoomState | null; base: BaseState | null }): void {
    this.room = stored.room;
    this.base = stored.base;
  }

  /** The state to store (log.ts adds its position); null parts are not written. */
  stored(): { room: RoomState | null; base: BaseState | null } {
    return { room: this.room, base: this.base };
  }

  get resumeId(): string | null {
    return this.room?.resumeId ?? null;
  }

  /** The live document and its version, or null when the room holds nothing. */
  snapshot(): { document: RoomDocument; version: number } | null {
    return this.room ? { document: this.room.document, version: this.room.version } : null;
  }

  /** Whether a socket for `resumeId` may be let in: this object serves one resume only. */
  admits(resumeId: string): boolean {
    return this.room === null || this.room.resumeId === resumeId;
  }

  /** What a new socket is sent first: the document and its version (null: nothing to join). */
  join(): { document: RoomDocument; version: number } | null {
    return this.snapshot();
  }

  /**
   * Brings the room level with D1's row. First time: the row becomes the room. Later, when the
   * row's version moved, the room's unsaved edits are merged onto it (rebase.ts) and everyone gets
   * the whole document; the merge is written back shortly.
   */
  sync(resumeId: string, row: D1Row): RoomEffect[] {
    if (!row) {
      this.room = null;
      this.base = null;
      return [{ type: "forget" }];
    }
    const theirs = row.content;
    if (!this.room || !this.base || this.room.resumeId !== resumeId) {
      this.room = {
        resumeId,
        document: theirs,
        tombstones: emptyTombstones(),
        version: row.version,
        dirty: false,
        appliedOpIds: {},
        appliedBatches: {},
      };
      this.base = { document: theirs, d1Version: row.version };
      return [{ type: "persist" }];
    }
    if (row.version === this.base.d1Version) return [];
    const room = this.room;
    const writing = this.base.writing ?? [];
    if (writing.some((write) => write.version === row.version && write.fingerprint === fingerprint(theirs))) {
      // Our own write-back, whose answer never came: the new agreement, as if it had.
      return this.written({ resumeId, document: theirs, version: row.version, expectedVersion: this.base.d1Version });
    }
    const document = room.dirty ? rebase(this.base.document, room.document, theirs, room.tombstones) : theirs;
    // Versions only grow; the room takes D1's number when it has nothing of its own to add.
    const version = !room.dirty && row.version > room.version ? row.version : Math.max(row.version, room.version) + 1;
    this.room = { ...room, document, version, dirty: version !== row.version };
    // A write under way can no longer land (D1 moved past what it expected); kept while its version
    // is ahead all the same, as the stored note of it is (workers/room/log.ts), so a restart agrees.
    const underWay = writing.filter((write) => write.version > row.version);
    this.base = { document: theirs, d1Version: row.version, ...(underWay.length ? { writing: underWay } : {}) };
    return [
      { type: "persist" },
      { type: "broadcast", message: { type: "resumeReplaced", version, document }, exceptSender: false },
      ...(this.room.dirty ? [{ type: "writeBack" as const, delayMs: RETRY_DELAY_MS }] : []),
    ];
  }

  /** The unsaved edits to write to D1, or null when D1 has them all. */
  pendingWrite(): PendingWrite | null {
    const room = this.room;
    if (!room || !this.base || !room.dirty) return null;
    return {
      resumeId: room.resumeId,
      document: room.document,
      version: room.version,
      expectedVersion: this.base.d1Version,
    };
  }

  /**
   * `write` is about to be sent to D1: remembered (and stored, by `noteWriting`, before the write
   * goes) so that the room knows the row as its own if the answer never comes.
   */
  writing(write: PendingWrite): RoomEffect[] {
    if (!this.base) return [];
    const sent = { version: write.version, fingerprint: fingerprint(write.document) };
    // The same write again (a retry after no answer) is noted once.
    const others = (this.base.writing ?? []).filter(
      (write) => write.version !== sent.version || write.fingerprint !== sent.fingerprint,
    );
    const writing = [...others, sent].slice(-UNANSWERED_WRITES);
    this.base = { ...this.base, writing };
    return [{ type: "noteWriting", writing }];
  }

  /** D1 took `write`: it is the new agreement. Edits that arrived meanwhile stay dirty for the next round. */
  written(write: PendingWrite): RoomEffect[] {
    // Writes older than this one can no longer land (each is guarded by the version before it).
    const unanswered = this.base?.writing?.filter((sent) => sent.version > write.version) ?? [];
    this.base = {
      document: write.document,
      d1Version: write.version,
      ...(unanswered.length ? { writing: unanswered } : {}),
    };
    if (this.room && this.room.version === write.version) this.room.dirty = false;
    return [
      { type: "persist" },
      ...(this.room?.dirty ? [{ type: "writeBack" as const, delayMs: writeBackDelay(this.inputs.random()) }] : []),
    ];
  }

  /**
   * One person's operations. A batch the room already acknowledged (sent again after a reconnect)
   * is only answered, as a duplicate; a viewer is refused; an edit that would take the resume past
   * its size limit is refused whole (the sender drops it, nobody else sees it); otherwise it is
   * logged, acknowledged, and sent to everyone else.
   */
  edit(sender: Sender, message: Extract<ClientMessage, { type: "resumeUpdate" }>): RoomEffect[] {
    // Before the role check: the edit was allowed when it was made, and saying so lets the client
    // drop it even if its role changed since.
    if (this.room && alreadyApplied(this.room, sender.userId, message.opId)) {
      return [
        { type: "reply", message: { type: "ack", opId: message.opId, version: this.room.version, duplicate: true } },
      ];
    }
    if (!mayEdit(sender.role))
      return [{ type: "reply", message: refusalFrame(sender.role === "suggester" ? "suggestOnly" : "viewOnly") }];
    const room = this.room;
    if (!room) return [{ type: "close", reason: GONE_MESSAGE }];
    const effects: RoomEffect[] = [];
    const before = room.document;
    const changesTemplate = message.ops.some((op) => op.op === "setTemplate" && op.value !== before.templateId);
    // Only a removal writes tombstones; copy them (the edit may yet be refused) only then.
    const removes = message.ops.some((op) => op.op === "removeEntry");
    const tombstones = removes ? structuredClone(room.tombstones) : room.tombstones;
    const { document, applied } = applyOps(room.document, tombstones, message.ops);
    if (applied.length > 0 && !fitsResumeLimit(document.data)) {
      return [
        {
          type: "reply",
          message: {
            type: "ack",
            opId: message.opId,
            version: room.version,
            rejected: RESUME_TOO_LARGE,
            rejectedCode: "resumeTooLarge",
          },
        },
      ];
    }
    room.tombstones = tombstones;
    if (applied.length > 0) {
      room.document = document;
      room.version += 1;
      room.dirty = true;
    }
    // Every acknowledged edit is logged, to remember its opId across a restart: one that applied
    // nothing (its values already there) could still overwrite a later edit if applied on a
    // resend. Its operations are logged only when they changed something: a removal of an absent
    // entry changes only the tombstones, and must be logged too.
    rememberOpId(room, sender.userId, message.opId);
    effects.push({
      type: "log",
      opId: message.opId,
      userId: sender.userId,
      ops: applied.length > 0 || removes ? message.ops : [],
    });
    effects.push({ type: "reply", message: { type: "ack", opId: message.opId, version: room.version } });
    if (applied.length === 0) return effects;
    effects.push({
      type: "broadcast",
      message: updated(
        room.version,
        applied,
        { clientId: sender.clientId, userId: sender.userId, name: sender.name },
        this.inputs.now(),
      ),
      exceptSender: true,
    });
    // A template change keeps the state it replaced as a version. It is made after the ack and the
    // broadcast, from the document captured here: an ack must reach its sender before anyone
    // else's later edit does (protocol.ts), which waiting on D1 first could break.
    if (changesTemplate) effects.push({ type: "version", kind: "template", document: before });
    // What the dashboard shows goes to D1 in a moment; the rest at most once a minute (write-back.ts).
    const listing = applied.some((op) => op.op === "setTemplate" || op.op === "setPageSize");
    effects.push(
      { type: "writeBack", delayMs: writeBackDelay(this.inputs.random(), listing) },
      { type: "edited", author: { id: sender.userId, name: sender.name } },
    );
    return effects;
  }

  /**
   * Restores `target` (an older version's document) as a new change by `by`: a version of the
   * state it replaces, then per-field operations applied and sent like anyone's edit (so
   * concurrent edits merge and clients can undo it), and D1 written at once.
   */
  restore(target: RoomDocument, by: VersionAuthor): { result: RestoreResult; effects: RoomEffect[] } {
    const room = this.room;
    if (!room) return { result: null, effects: [] };
    // A version of the state it replaces, from the document captured here: made after the
    // broadcast (as in edit), it is what the caller is answered with.
    const before: RoomEffect = { type: "version", kind: "restore", document: room.document };
    // Entries the room tombstoned come back under new ids, from the room's inputs like every id.
    const ops = documentToOps(room.document, target, structuredClone(room.tombstones), this.inputs.newId);
    const { result, effects } = this.applyAs(ops, by, "restore");
    return {
      result,
      effects:
        result && "ops" in result && result.ops.length > 0
          ? [...effects.slice(0, 2), before, ...effects.slice(2)]
          : [before],
    };
  }

  /**
   * Operations applied as `by` from outside a socket (a restore, an accepted suggestion): logged,
   * sent to everyone like anyone's edit (so concurrent edits merge and the person can undo it), and
   * D1 written at once. Refused whole when the result would not fit the size limit. The broadcast
   * names a sender no socket has, `${source}-<fresh id>`, so no client takes it for its own.
   */
  applyAs(
    ops: Op[],
    by: VersionAuthor,
    source: "restore" | "suggestion" | "fit",
  ): { result: RestoreResult; effects: RoomEffect[] } {
    const room = this.room;
    if (!room) return { result: null, effects: [] };
    const tombstones = structuredClone(room.tombstones);
    const { document, applied } = applyOps(room.document, tombstones, ops);
    if (applied.length === 0) return { result: { ops: [], version: room.version }, effects: [] };
    // Every version fitted when it was made; a limit lowered since is answered, not thrown.
    if (!fitsResumeLimit(document.data)) return { result: { rejected: RESUME_TOO_LARGE }, effects: [] };
    room.tombstones = tombstones;
    room.document = document;
    room.version += 1;
    room.dirty = true;
    const effects: RoomEffect[] = [
      { type: "log", ops: applied },
      {
        type: "broadcast",
        message: updated(
          room.version,
          applied,
          { clientId: `${source}-${this.inputs.newId()}`, userId: by.id, name: by.name },
          this.inputs.now(),
        ),
        exceptSender: false,
      },
      { type: "edited", author: by },
      { type: "writeBack", delayMs: 0 },
    ];
    return { result: { ops: applied, version: room.version }, effects };
  }

  /**
   * What the PDF renderer's fitting chose for the document at `basedOn` (docs/fit-to-pages.md,
   * "Fitting without a browser"), applied as one `setPageFit` edit by `by` like any other: only
   * when the room still holds that version (a later edit is fitted by the next render) and the
   * choice differs from the stored one. `{ops: []}` when nothing was applied.
   */
  applyPageFit(fit: PageFit, basedOn: number, by: VersionAuthor): { result: RestoreResult; effects: RoomEffect[] } {
    const room = this.room;
    if (!room) return { result: null, effects: [] };
    const current = pageFitOf(room.document.data);
    if (room.version !== basedOn || current.fitToPages !== fit.fitToPages || sameFitted(current.fitted, fit.fitted))
      return { result: { ops: [], version: room.version }, effects: [] };
    return this.applyAs([{ op: "setPageFit", value: fit }], by, "fit");
  }

  /** The live document with its tombstones: what a suggestion is judged against (app/domain/suggestions/decide.ts). */
  view(): { document: RoomDocument; tombstones: Tombstones; version: number } | null {
    return this.room
      ? { document: this.room.document, tombstones: this.room.tombstones, version: this.room.version }
      : null;
  }

  /**
   * A review action (app/domain/review/rules.ts decides who may do what). `existing` is the
   * annotation it targets, as stored. The sender hears the result with everyone: that is its
   * confirmation, with the room's author and time.
   */
  review(sender: Sender, action: ReviewAction, existing: Annotation | undefined, context: ReviewContext): RoomEffect[] {
    const room = this.room;
    if (!room) return [{ type: "close", reason: GONE_MESSAGE }];
    const outcome = applyReviewAction(
      existing,
      action,
      { userId: sender.userId, name: sender.name, role: sender.role },
      { ...context, roomVersion: room.version },
    );
    if (!outcome.ok) return [{ type: "reply", message: refusalFrame(outcome.code, outcome.params) }];
    const by = { clientId: sender.clientId, userId: sender.userId, name: sender.name };
    if ("deleted" in outcome) {
      return [
        { type: "deleteAnnotation", id: outcome.deleted },
        {
          type: "broadcast",
          message: { type: "annotationsChanged", annotations: [], deleted: [outcome.deleted], by },
          exceptSender: false,
        },
      ];
    }
    const comment =
      action.type === "commentAdd"
        ? { annotationId: outcome.annotation.id, activity: commentActivityText(outcome.annotation, sender.name) }
        : undefined;
    return [
      { type: "storeAnnotation", annotation: outcome.annotation },
      {
        type: "broadcast",
        message: {
          type: "annotationsChanged",
          annotations: [outcome.annotation],
          deleted: [],
          by,
          ...(comment ? { comment } : {}),
        },
        exceptSender: false,
      },
    ];
  }

  /** The alarm: unsaved edits go to D1 now (versions due are the object's clocks' business). */
  tick(): RoomEffect[] {
    return this.room?.dirty ? [{ type: "writeBack", delayMs: 0 }] : [];
  }

  /**
   * Someone left (their socket or link closed): unsaved edits go to D1 now, so the dashboard they
   * go to, which reads D1, shows what they left (write-back.ts).
   */
  left(): RoomEffect[] {
    return this.room?.dirty ? [{ type: "writeBack", delayMs: 0 }] : [];
  }

  /** The resume is gone. */
  forget(): void {
    this.room = null;
    this.base = null;
  }
}

/** Whether the room applied this batch already: by its page's number, or among its sender's last opIds. */
function alreadyApplied(room: RoomState, userId: string, opId: string): boolean {
  const numbered = batchNumber(opId);
  if (numbered) return numbered.n <= (room.appliedBatches[`${userId}:${numbered.page}`] ?? 0);
  return room.appliedOpIds[userId]?.includes(opId) ?? false;
}

/**
 * Remembers an acknowledged edit: its page's number, or its opId among its sender's (forgetting
 * their oldest past REMEMBERED_OP_IDS).
 */
function rememberOpId(room: RoomState, userId: string, opId: string): void {
  const numbered = batchNumber(opId);
  if (numbered) {
    const batches = room.appliedBatches;
    // Kept under its sender too: nobody can mark another person's page as further along. Re-inserted,
    // so the page is the newest key and the oldest page is forgotten first.
    const key = `${userId}:${numbered.page}`;
    delete batches[key];
    batches[key] = numbered.n;
    const pages = Object.keys(batches);
    for (const page of pages.slice(0, Math.max(0, pages.length - REMEMBERED_PAGES))) delete batches[page];
    return;
  }
  const theirs = (room.appliedOpIds[userId] ??= []);
  theirs.push(opId);
  if (theirs.length > REMEMBERED_OP_IDS) theirs.splice(0, theirs.length - REMEMBERED_OP_IDS);
}

/**
 * One logged edit replayed onto the stored state after a wake-up (workers/room/log.ts): what
 * `edit` or `applyAs` did to the state when it was logged, with nothing sent. The same
 * deterministic applyOps gives the same document, tombstones and version.
 */
export function replayLogged(room: RoomState, entry: LoggedEdit): void {
  const { document, applied } = applyOps(room.document, room.tombstones, entry.ops);
  if (applied.length > 0) {
    room.document = document;
    room.version += 1;
    room.dirty = true;
  }
  if (entry.opId !== undefined) rememberOpId(room, entry.userId ?? "", entry.opId);
}

/**
 * A short fingerprint of a document as D1 holds it (FNV-1a over its JSON, twice with different
 * seeds): the room's own write is recognised by its version and this, not by storing it whole.
 */
export function fingerprint(document: RoomDocument): string {
  const text = JSON.stringify(document);
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return `${(a >>> 0).toString(36)}.${(b >>> 0).toString(36)}`;
}

function updated(
  version: number,
  ops: Op[],
  by: { clientId: string; userId: string; name: string },
  now: number,
): ServerMessage {
  return { type: "resumeUpdated", timestamp: now, version, ops, sections: [...new Set(ops.map(sectionOf))], by };
}
