import { DurableObject } from "cloudflare:workers";
import { applyOps, sectionOf } from "../app/domain/collab/apply";
import { documentToOps } from "../app/domain/collab/document-ops";
import { readSeenMessage } from "../app/domain/collab/seen-reporter";
import type { LetterChangeKey } from "../app/domain/cover-letter/live-edit";
import {
  ANNOTATION_MESSAGE_PREFIX,
  clientMessageSchema,
  CLOSE,
  MAX_ANNOTATION_MESSAGE_BYTES,
  MAX_MESSAGE_BYTES,
  type ClientMessage, type Op, type Role, type RoomDocument } from "../app/domain/collab/protocol";
import type { VersionAuthor, VersionKind, VersionMeta } from "../app/domain/resume/versions";
import type { Annotation } from "../app/domain/review/annotation";
import { commentActivityText } from "../app/domain/review/annotation";
import type { ReviewAction } from "../app/domain/review/rules";
import { fitsResumeLimit, RESUME_TOO_LARGE } from "../app/domain/resume/size";
import { roomError } from "../app/domain/collab/room-errors";
import { ROOM_HEADERS, type EndedSessions } from "../app/server/collab/room.server";
import { D1Sync, writeBackDelay, type SyncHost } from "./room/d1-sync";
import { RoomLog, type BaseState, type RoomState } from "./room/log";
import { LetterVersions } from "./room/letter-versions";
import { RoomLetters } from "./room/room-letters";
import { RoomAnnotations } from "./room/annotations";
import { RoomVersions } from "./room/room-versions";
import { MAX_STRIKES, RoomSockets, toPeer, type Attachment } from "./room/sockets";

/**
 * One instance per resume ("resume-{resumeId}"): the authority that orders every edit of that
 * resume. Sockets use the Hibernation API, so an idle room costs nothing and survives eviction;
 * every edit is logged in the object's storage before it is acknowledged (room/log.ts), and D1
 * catches up through an alarm (room/d1-sync.ts). Sockets, rates and fan-out: room/sockets.ts.
 *
 * The Worker authorizes every upgrade before forwarding it here (app/server/collab/upgrade.server.ts)
 * and passes who the caller is in X-Room-* headers; its other calls are the typed RPC methods below.
 * Nothing else can reach this object.
 */
export class ResumeRoom extends DurableObject<Env> implements SyncHost {
  room: RoomState | null = null;
  base: BaseState | null = null;
  private readonly log: RoomLog;
  private readonly sockets: RoomSockets;
  private readonly d1: D1Sync;
  private readonly versions: RoomVersions;
  private readonly letters: RoomLetters;
  private readonly letterVersions: LetterVersions;
  private readonly annotations: RoomAnnotations;
  /** undefined until read from storage after a wake-up. */
  private alarmAt: number | null | undefined;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.log = new RoomLog(ctx.storage);
    this.sockets = new RoomSockets(ctx);
    this.d1 = new D1Sync(env, this);
    this.versions = new RoomVersions(env, ctx.storage, this);
    this.letterVersions = new LetterVersions(env, ctx.storage, this);
    this.letters = new RoomLetters(env, this.sockets, this, this.letterVersions);
    this.annotations = new RoomAnnotations(ctx.storage);
    void ctx.blockConcurrencyWhile(async () => {
      ({ room: this.room, base: this.base } = await this.log.load());
    });
  }

  // --- RPC for the Worker -------------------------------------------------------------------

  /** D1 changed outside the room (a REST save, a deletion): re-read it if the room holds state. */
  async reload(): Promise<void> {
    if (this.room) await this.d1.sync(this.room.resumeId);
  }

  /**
   * The live document, fresher than D1 (which lags by up to one write-back), or null when the room
   * holds nothing. The editor's loader reads it so a reload never shows an older copy.
   */
  async snapshot(): Promise<{ document: RoomDocument; version: number } | null> {
    if (!this.room) return null;
    await this.d1.sync(this.room.resumeId);
    return this.room ? { document: this.room.document, version: this.room.version } : null;
  }

  /**
   * Writes the room's unsaved edits to D1 now, not at the next alarm: a REST save (collaboration
   * switched off) is checked against D1's version, which must be the room's by then.
   */
  async writeBack(): Promise<void> {
    await this.d1.flush();
  }

  /** A collaborator's role changed, or their access was removed (role null): applies it live. */
  async changeAccess(change: { userId: string | null; email: string; role: Role | null }): Promise<void> {
    const email = change.email.toLowerCase();
    const matches = (peer: Attachment) =>
      peer.role !== "owner" && ((change.userId !== null && peer.userId === change.userId) || peer.email.toLowerCase() === email);
    if (change.role === null) this.sockets.closeUser(matches, CLOSE.revoked, "Access removed");
    else this.sockets.changeRole(matches, change.role);
  }

  /** The user signed out (one session) or reset their password (all but one): those sockets end now. */
  async endSessions(userId: string, which: EndedSessions): Promise<void> {
    const ended = (sessionId: string) => ("only" in which ? sessionId === which.only : sessionId !== which.except);
    this.sockets.closeUser((peer) => peer.userId === userId && ended(peer.sessionId), CLOSE.revoked, "Signed out");
  }

  /** One of the resume's letters changed outside the room (a REST save): everyone in it sees it. */
  async letterChanged(request: { letterId: string; by: VersionAuthor | null; changed: LetterChangeKey[] }): Promise<void> {
    await this.letters.changedElsewhere(request.letterId, request.by, request.changed);
  }

  /** The resume's review annotations, for GET /api/resumes/{id}/annotations (the Worker checked access). */
  async listAnnotations(): Promise<Annotation[]> {
    return this.annotations.list();
  }

  // --- Version history (docs/api.md#version-history) ----------------------------------------

  /**
   * A version of the live document (an explicit Save, a named version), made from the room's
   * copy, which is fresher than D1. Loads the resume first when the room holds nothing.
   */
  async makeVersion(request: { resumeId: string; kind: Extract<VersionKind, "save" | "named">; name?: string; by: VersionAuthor }): Promise<VersionMeta | null> {
    if (!(await this.d1.sync(request.resumeId))) return null;
    return this.versions.record(request.kind, { name: request.name, by: request.by });
  }

  /**
   * Restores `target` (an older version's document) as a new change by `by`: first a version of
   * the state it replaces, then per-field operations applied and broadcast like anyone's edit, so
   * concurrent edits merge as usual and clients can undo it. D1 is written at once. Null when the
   * resume is gone.
   */
  async restore(
    request: { resumeId: string; target: RoomDocument; by: VersionAuthor },
  ): Promise<{ ops: Op[]; version: number; before: VersionMeta | null } | { rejected: string } | null> {
    if (!(await this.d1.sync(request.resumeId)) || !this.room) return null;
    const before = await this.versions.record("restore");
    const room = this.room;
    if (!room) return null;
    const tombstones = structuredClone(room.tombstones);
    const ops = documentToOps(room.document, request.target, tombstones);
    const { document, applied } = applyOps(room.document, tombstones, ops);
    if (applied.length === 0) return { ops: [], version: room.version, before };
    // Every version fitted when it was made; a limit lowered since is answered, not thrown.
    if (!fitsResumeLimit(document.data)) return { rejected: RESUME_TOO_LARGE };
    room.tombstones = tombstones;
    room.document = document;
    room.version += 1;
    room.dirty = true;
    if (this.log.append(applied)) await this.persist();
    const clientId = `restore-${crypto.randomUUID()}`;
    this.sockets.broadcast({
      type: "resumeUpdated",
      timestamp: Date.now(),
      version: room.version,
      ops: applied,
      sections: [...new Set(applied.map(sectionOf))],
      by: { clientId, userId: request.by.id, name: request.by.name },
    });
    await this.versions.edited(request.by);
    await this.d1.flush();
    return { ops: applied, version: room.version, before };
  }

  // --- Sockets ------------------------------------------------------------------------------

  /** Only the websocket upgrade comes as a request (RPC cannot carry one). */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return new Response("Expected a websocket upgrade", { status: 426 });
    const header = (name: string) => {
      const value = request.headers.get(name);
      return value === null ? null : decodeURIComponent(value);
    };
    const resumeId = header(ROOM_HEADERS.resumeId);
    const userId = header(ROOM_HEADERS.userId);
    const role = header(ROOM_HEADERS.role) as Role | null;
    if (!resumeId || !userId || (role !== "owner" && role !== "editor" && role !== "viewer")) {
      return new Response("Missing room identity", { status: 400 });
    }
    if (this.room && this.room.resumeId !== resumeId) return new Response("Wrong room", { status: 400 });
    // The owner is always let in (their own resume); anyone else joins within a budget.
    if (role !== "owner" && !this.sockets.mayJoin(userId)) return new Response("Too many connections. Try again in a few seconds.", { status: 429 });

    // Always compare with D1 on connect: a REST save may have happened while the room slept.
    const exists = await this.d1.sync(resumeId);
    if (!exists || !this.room) return new Response("Resume not found", { status: 404 });

    const admitted = this.sockets.admit({
      clientId: crypto.randomUUID(),
      userId,
      name: header(ROOM_HEADERS.name) || "Anonymous",
      email: header(ROOM_HEADERS.email) ?? "",
      role,
      sessionId: header(ROOM_HEADERS.sessionId) ?? "",
      batch: request.headers.get(ROOM_HEADERS.batch) === "1",
    });
    if (!admitted) return new Response("This room is full", { status: 503 });
    const peers = this.sockets.peers();
    this.sockets.send(admitted.server, { type: "init", you: toPeer(admitted.attachment), document: this.room.document, version: this.room.version, peers });
    // A late joiner sees every annotation made so far.
    this.sockets.send(admitted.server, { type: "annotationsChanged", annotations: await this.annotations.list(), deleted: [], all: true });
    this.sockets.announce(peers);
    return new Response(null, { status: 101, webSocket: admitted.client });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const info = this.sockets.info(ws);
    if (!info) return;
    if (typeof message === "string" ? exceedsBytes(message, messageLimit(message)) : message.byteLength > MAX_MESSAGE_BYTES) {
      this.sockets.closeSocket(ws, CLOSE.tooBig, "Message too large");
      return;
    }
    if (!this.sockets.allow(info)) {
      if (info.attachment.role !== "owner") this.sockets.coolDown(info.attachment.userId);
      this.sockets.closeSocket(ws, CLOSE.policy, "Too many messages");
      return;
    }
    if (typeof message === "string" && message.startsWith(ANNOTATION_MESSAGE_PREFIX) && !this.sockets.allowMarkBytes(info.attachment.userId, message.length)) {
      this.sockets.send(ws, roomError("marksTooFast"));
      return;
    }
    const parsed = typeof message === "string" ? parseMessage(message) : null;
    if (!parsed) {
      info.strikes += 1;
      if (info.strikes >= MAX_STRIKES) this.sockets.closeSocket(ws, CLOSE.policy, "Too many invalid messages");
      else this.sockets.send(ws, roomError("invalidMessage"));
      return;
    }

    const me = info.attachment;
    const user = { userId: me.userId, name: me.name, color: me.color };
    switch (parsed.type) {
      case "resumeUpdate":
        await this.update(ws, me, parsed);
        return;
      case "cursorUpdate":
        this.sockets.broadcastPresence({ type: "cursorUpdated", position: parsed.position, user, clientId: me.clientId }, ws);
        return;
      case "selectionUpdate":
        this.sockets.broadcastPresence({ type: "selectionUpdated", selection: parsed.selection, user, clientId: me.clientId }, ws);
        return;
      case "typing":
        if (me.role !== "viewer") {
          this.sockets.broadcastPresence({ type: "typing", clientId: me.clientId, user: { userId: me.userId, name: me.name }, section: parsed.section }, ws);
        }
        return;
      case "seen":
        this.sockets.seen(ws, parsed.version);
        return;
      case "letterEdit":
        if (!this.room) this.sockets.closeSocket(ws, CLOSE.gone, "This resume was moved to the Trash or deleted.");
        else await this.letters.edit(ws, me, parsed);
        return;
      case "annotationUpsert":
      case "annotationDelete":
      case "commentAdd":
      case "annotationResolve":
        await this.review(ws, me, parsed);
        return;
      case "joinRoom":
      case "ping":
        // The room is chosen by the upgrade URL and init is sent on connect; nothing to answer.
        return;
    }
  }

  private async update(ws: WebSocket, me: Attachment, message: Extract<ClientMessage, { type: "resumeUpdate" }>): Promise<void> {
    if (me.role === "viewer") {
      this.sockets.send(ws, roomError("viewOnly"));
      return;
    }
    if (!this.room) {
      // The resume was deleted while this socket was open.
      this.sockets.closeSocket(ws, CLOSE.gone, "This resume was moved to the Trash or deleted.");
      return;
    }
    await this.versions.beforeApply(message.ops);
    const room = this.room;
    if (!room) return;
    // Only a removal writes tombstones; copy them (the edit may yet be refused) only then.
    const removes = message.ops.some((op) => op.op === "removeEntry");
    const tombstones = removes ? structuredClone(room.tombstones) : room.tombstones;
    const { document, applied } = applyOps(room.document, tombstones, message.ops);
    if (applied.length > 0 && !fitsResumeLimit(document.data)) {
      // Refused whole: the sender drops these operations and shows why; nobody else sees them.
      this.sockets.send(ws, { type: "ack", opId: message.opId, version: room.version, rejected: RESUME_TOO_LARGE, rejectedCode: "resumeTooLarge" });
      return;
    }
    room.tombstones = tombstones;
    if (applied.length > 0) {
      room.document = document;
      room.version += 1;
      room.dirty = true;
    }
    // A removal of an absent entry changes only the tombstones, and must be logged too.
    if (applied.length > 0 || removes) {
      if (this.log.append(message.ops)) await this.persist();
    }
    this.sockets.send(ws, { type: "ack", opId: message.opId, version: room.version });
    if (applied.length === 0) return;
    this.sockets.broadcast(
      {
        type: "resumeUpdated",
        timestamp: Date.now(),
        version: room.version,
        ops: applied,
        sections: [...new Set(applied.map(sectionOf))],
        by: { clientId: me.clientId, userId: me.userId, name: me.name },
      },
      ws,
    );
    await this.scheduleFlush(writeBackDelay());
    await this.versions.edited({ id: me.userId, name: me.name });
  }

  /** A review action: anyone in the room may send one; the rules decide (app/domain/review/rules.ts). */
  private async review(ws: WebSocket, me: Attachment, action: ReviewAction): Promise<void> {
    if (!this.room) {
      this.sockets.closeSocket(ws, CLOSE.gone, "This resume was moved to the Trash or deleted.");
      return;
    }
    const outcome = await this.annotations.apply(action, { userId: me.userId, name: me.name, role: me.role }, this.room.version);
    if (!outcome.ok) {
      this.sockets.send(ws, roomError(outcome.code, outcome.params));
      return;
    }
    const by = { clientId: me.clientId, userId: me.userId, name: me.name };
    if ("deleted" in outcome) {
      this.sockets.broadcast({ type: "annotationsChanged", annotations: [], deleted: [outcome.deleted], by });
      return;
    }
    const comment = action.type === "commentAdd" ? { annotationId: outcome.annotation.id, activity: commentActivityText(outcome.annotation, me.name) } : undefined;
    // The sender gets it too: that is its confirmation, with the room's author and time.
    this.sockets.broadcast({ type: "annotationsChanged", annotations: [outcome.annotation], deleted: [], by, ...(comment ? { comment } : {}) });
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      // Answer the client's close frame; 1005/1006 are not codes one may send.
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "closing");
    } catch {
      // Already closed.
    }
    this.sockets.forget(ws);
    this.sockets.announce();
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    this.sockets.forget(ws);
    this.sockets.announce();
  }

  // --- State and D1 (SyncHost) --------------------------------------------------------------

  override async alarm(): Promise<void> {
    this.alarmAt = null;
    await this.d1.flush();
    await this.versions.onAlarm();
    await this.letterVersions.onAlarm();
  }

  persist(): Promise<void> {
    return this.log.persist(this.room, this.base);
  }

  replaced(version: number, document: RoomDocument): void {
    this.sockets.broadcast({ type: "resumeReplaced", version, document });
  }

  scheduleFlush(delayMs: number): Promise<void> {
    return this.scheduleAt(Date.now() + delayMs);
  }

  /** The one alarm serves the D1 write-back and the quiet-version deadline: it is set to the earliest. */
  async scheduleAt(at: number): Promise<void> {
    if (this.alarmAt === undefined) this.alarmAt = await this.ctx.storage.getAlarm();
    // A pending earlier alarm already covers this edit; that bounds D1's lag during nonstop typing.
    if (this.alarmAt !== null && this.alarmAt <= at) return;
    this.alarmAt = at;
    await this.ctx.storage.setAlarm(at);
  }

  async forget(): Promise<void> {
    for (const ws of this.sockets.openSockets()) this.sockets.closeSocket(ws, CLOSE.gone, "This resume was moved to the Trash or deleted.", false);
    this.room = null;
    this.base = null;
    this.alarmAt = null;
    this.versions.forget();
    this.annotations.forget();
    await this.log.clear();
  }
}

/** Whether a text takes more than `max` bytes in UTF-8, without encoding it when that cannot be. */
function exceedsBytes(text: string, max: number): boolean {
  // UTF-8 takes at most three bytes per UTF-16 code unit.
  if (text.length * 3 <= max) return false;
  return new TextEncoder().encode(text).byteLength > max;
}

/** An annotation message may carry an image; everything else stays small. */
function messageLimit(message: string): number {
  return message.startsWith(ANNOTATION_MESSAGE_PREFIX) ? MAX_ANNOTATION_MESSAGE_BYTES : MAX_MESSAGE_BYTES;
}

function parseMessage(text: string): ClientMessage | null {
  // Most of what a busy room receives is `seen`: read without JSON.parse and zod.
  const seenVersion = readSeenMessage(text);
  if (seenVersion !== null) return { type: "seen", version: seenVersion };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = clientMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
