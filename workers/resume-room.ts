import { DurableObject } from "cloudflare:workers";
import { applyOps, emptyTombstones, sectionOf, type Tombstones } from "../app/domain/collab/apply";
import {
  clientMessageSchema,
  CLOSE,
  COLLAB_COLORS,
  MAX_MESSAGE_BYTES,
  type ClientMessage,
  type Op,
  type Peer,
  type Role,
  type RoomDocument,
  type ServerMessage,
} from "../app/domain/collab/protocol";
import { rebase } from "../app/server/collab/rebase";
import { ROOM_HEADERS } from "../app/server/collab/room.server";

/**
 * One instance per resume ("resume-{resumeId}"): the authority that orders every edit of that
 * resume. Sockets use the Hibernation API, so an idle room costs nothing and survives eviction;
 * everything that must outlive the instance (document, tombstones, version) lives in the object's
 * own storage and is written before any edit is acknowledged. D1 catches up through an alarm a
 * couple of seconds later, never per keystroke.
 *
 * The Worker authorizes every upgrade before forwarding it here (app/server/collab/upgrade.server.ts)
 * and passes who the caller is in X-Room-* headers; nothing else can reach this object.
 */

/** What each socket carries through hibernation. */
interface Attachment extends Peer {
  /** The client asked for batched frames: every frame is a JSON array of server messages. */
  batch: boolean;
}

/**
 * What the room holds. Stored as a snapshot under "room" plus a log of the edits made since
 * (`log:<seq>`, one entry per message): replaying the log through the same deterministic
 * `applyOps` rebuilds the document, the tombstones and the version exactly.
 */
interface RoomState {
  resumeId: string;
  document: RoomDocument;
  tombstones: Tombstones;
  version: number;
  /** True while the room holds edits D1 has not received yet. */
  dirty: boolean;
  /** The last log entry this snapshot includes. */
  logSeq: number;
}

/**
 * The room's last agreement with D1: the row as it was at `d1Version`. It is the common ancestor
 * when D1 changes behind the room's back, and the guard that stops a write-back from overwriting
 * a newer row.
 */
interface BaseState {
  document: RoomDocument;
  d1Version: number;
}

/** Per-socket bookkeeping that only matters while the object is awake. */
interface SocketInfo {
  attachment: Attachment;
  tokens: number;
  refilledAt: number;
  strikes: number;
}

interface ResumeRow {
  data: string;
  template_id: string;
  job_description: string | null;
  page_size: string;
  version: number;
}

/** D1 write-back delay: edits within this window reach D1 in one write. */
export const FLUSH_DELAY_MS = 2_000;
/** Retry delay when D1 moved under the room and the merged result must be written again. */
const RETRY_DELAY_MS = 200;
/** Token bucket per socket: sustained rate and burst. Typing at 20 edits/s plus cursors fits well. */
const RATE_PER_SECOND = 100;
const RATE_BURST = 200;
/** Malformed messages tolerated per socket before it is closed. */
const MAX_STRIKES = 10;
const MAX_SOCKETS = 100;
/** Log entries between snapshots: bounds replay on wake-up and the log's size. */
const SNAPSHOT_EVERY = 200;
const LOG_PREFIX = "log:";
const logKey = (seq: number) => `${LOG_PREFIX}${String(seq).padStart(12, "0")}`;

export class ResumeRoom extends DurableObject<Env> {
  private room: RoomState | null = null;
  private base: BaseState | null = null;
  private readonly sockets = new WeakMap<WebSocket, SocketInfo>();
  /** Messages waiting for the next frame of each batching socket. */
  private readonly outbox = new Map<WebSocket, string[]>();
  private outboxTimer: ReturnType<typeof setTimeout> | null = null;
  /** D1 reads and writes run one at a time, so a merge never races a write-back. */
  private d1Queue: Promise<unknown> = Promise.resolve();
  /** undefined until read from storage after a wake-up. */
  private alarmAt: number | null | undefined;
  /** The last log entry written, and the last one folded into the stored snapshot. */
  private logSeq = 0;
  private snapshotSeq = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(async () => {
      const stored = await ctx.storage.get<string>(["room", "base"]);
      this.room = parseStored<RoomState>(stored.get("room"));
      this.base = parseStored<BaseState>(stored.get("base"));
      if (this.room) await this.replayLog(this.room);
    });
  }

  override async fetch(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    if (path === "/connect") return this.join(request);
    if (path === "/reload" && request.method === "POST") {
      // A room that never held state has nothing to refresh; the next connection reads D1 anyway.
      if (this.room) await this.serialized(() => this.syncWithD1(this.room!.resumeId));
      return new Response(null, { status: 204 });
    }
    if (path === "/state" && request.method === "GET") {
      // The editor's loader reads the live document here, so a reload never shows the D1 copy
      // that lags the room by up to one write-back.
      if (!this.room) return Response.json(null);
      await this.serialized(() => this.syncWithD1(this.room!.resumeId));
      return Response.json(this.room ? { document: this.room.document, version: this.room.version } : null);
    }
    if (path === "/access" && request.method === "POST") {
      const change = (await request.json()) as { userId: string | null; email: string; role: Role | null };
      this.changeAccess(change);
      return new Response(null, { status: 204 });
    }
    return new Response("Not found", { status: 404 });
  }

  private async join(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a websocket upgrade", { status: 426 });
    }
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
    if (this.openSockets().length >= MAX_SOCKETS) return new Response("This room is full", { status: 503 });

    // Always compare with D1 on connect: a REST save may have happened while the room slept.
    const exists = await this.serialized(() => this.syncWithD1(resumeId));
    if (!exists || !this.room) return new Response("Resume not found", { status: 404 });

    const attachment: Attachment = {
      clientId: crypto.randomUUID(),
      userId,
      name: header(ROOM_HEADERS.name) || "Anonymous",
      email: header(ROOM_HEADERS.email) ?? "",
      color: this.leastUsedColor(),
      role,
      batch: request.headers.get(ROOM_HEADERS.batch) === "1",
    };
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment(attachment);
    this.sockets.set(server, { attachment, tokens: RATE_BURST, refilledAt: Date.now(), strikes: 0 });

    const peers = this.peers();
    this.send(server, { type: "init", you: toPeer(attachment), document: this.room.document, version: this.room.version, peers });
    this.broadcastPresence(peers);
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const info = this.info(ws);
    if (!info) return;
    const size = typeof message === "string" ? byteLength(message) : message.byteLength;
    if (size > MAX_MESSAGE_BYTES) {
      this.closeSocket(ws, CLOSE.tooBig, "Message too large");
      return;
    }
    if (!this.takeToken(info)) {
      this.closeSocket(ws, CLOSE.policy, "Too many messages");
      return;
    }
    const parsed = typeof message === "string" ? parseMessage(message) : null;
    if (!parsed) {
      info.strikes += 1;
      if (info.strikes >= MAX_STRIKES) this.closeSocket(ws, CLOSE.policy, "Too many invalid messages");
      else this.send(ws, { type: "error", message: "Invalid message." });
      return;
    }

    const me = info.attachment;
    const user = { userId: me.userId, name: me.name, color: me.color };
    switch (parsed.type) {
      case "resumeUpdate":
        await this.update(ws, me, parsed);
        return;
      case "cursorUpdate":
        this.broadcast({ type: "cursorUpdated", position: parsed.position, user, clientId: me.clientId }, ws);
        return;
      case "selectionUpdate":
        this.broadcast({ type: "selectionUpdated", selection: parsed.selection, user, clientId: me.clientId }, ws);
        return;
      case "typing":
        if (me.role !== "viewer") {
          this.broadcast({ type: "typing", clientId: me.clientId, user: { userId: me.userId, name: me.name }, section: parsed.section }, ws);
        }
        return;
      case "joinRoom":
      case "ping":
        // The room is chosen by the upgrade URL and init is sent on connect; nothing to answer.
        return;
    }
  }

  private async update(ws: WebSocket, me: Attachment, message: Extract<ClientMessage, { type: "resumeUpdate" }>): Promise<void> {
    if (me.role === "viewer") {
      this.send(ws, { type: "error", message: "You can view this resume but not edit it." });
      return;
    }
    const room = this.room;
    if (!room) {
      // The resume was deleted while this socket was open.
      this.closeSocket(ws, CLOSE.gone, "This resume was deleted.");
      return;
    }
    const { document, applied } = applyOps(room.document, room.tombstones, message.ops);
    if (applied.length > 0) {
      room.document = document;
      room.version += 1;
      room.dirty = true;
    }
    // A removal of an absent entry changes only the tombstones, and must be logged too.
    if (applied.length > 0 || message.ops.some((op) => op.op === "removeEntry")) {
      // Storage writes keep the input gate closed, so no other message interleaves here, and the
      // ack below cannot leave the object before this write is durable.
      this.logSeq += 1;
      await this.ctx.storage.put(logKey(this.logSeq), JSON.stringify(message.ops));
      if (this.logSeq - this.snapshotSeq >= SNAPSHOT_EVERY) await this.persist();
    }
    this.send(ws, { type: "ack", opId: message.opId, version: room.version });
    if (applied.length === 0) return;
    this.broadcast(
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
    await this.scheduleFlush(FLUSH_DELAY_MS);
  }

  override async alarm(): Promise<void> {
    this.alarmAt = null;
    await this.serialized(() => this.flushToD1());
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      // Answer the client's close frame; 1005/1006 are not codes one may send.
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "closing");
    } catch {
      // Already closed.
    }
    this.sockets.delete(ws);
    this.outbox.delete(ws);
    this.broadcastPresence();
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    this.sockets.delete(ws);
    this.outbox.delete(ws);
    this.broadcastPresence();
  }

  // --- D1 ---------------------------------------------------------------------------------

  private serialized<T>(run: () => Promise<T>): Promise<T> {
    const next = this.d1Queue.then(run, run);
    this.d1Queue = next.catch(() => undefined);
    return next;
  }

  /**
   * Brings the room level with D1. First time: the row becomes the room. Later: when the row's
   * version moved (someone saved through the REST API), the room's unsaved edits are merged onto
   * the new row and everyone gets the whole document. Returns false when the resume is gone.
   */
  private async syncWithD1(resumeId: string): Promise<boolean> {
    const row = await this.env.DB.prepare(
      "SELECT data, template_id, job_description, page_size, version FROM resumes WHERE id = ?",
    )
      .bind(resumeId)
      .first<ResumeRow>();
    if (!row) {
      await this.forget();
      return false;
    }
    const theirs = rowDocument(row);
    if (!this.room || !this.base || this.room.resumeId !== resumeId) {
      this.room = { resumeId, document: theirs, tombstones: emptyTombstones(), version: row.version, dirty: false, logSeq: this.logSeq };
      this.base = { document: theirs, d1Version: row.version };
      await this.persist();
      return true;
    }
    if (row.version === this.base.d1Version) return true;

    const room = this.room;
    const document = room.dirty ? rebase(this.base.document, room.document, theirs, room.tombstones) : theirs;
    // Versions only grow; the room takes D1's number when it has nothing of its own to add.
    const version = !room.dirty && row.version > room.version ? row.version : Math.max(row.version, room.version) + 1;
    this.room = { ...room, document, version, dirty: version !== row.version };
    this.base = { document: theirs, d1Version: row.version };
    await this.persist();
    this.broadcast({ type: "resumeReplaced", version, document });
    if (this.room.dirty) await this.scheduleFlush(RETRY_DELAY_MS);
    return true;
  }

  /**
   * Writes the room's document back to D1, guarded by the version the room last agreed with D1
   * on: if anything else wrote the row since, nothing is overwritten; the room merges the new row
   * instead and tries again shortly.
   */
  private async flushToD1(): Promise<void> {
    const room = this.room;
    const base = this.base;
    if (!room || !base || !room.dirty) return;
    const { document, version } = room;
    const jobChanged = JSON.stringify(document.jobDescription) !== JSON.stringify(base.document.jobDescription);
    const result = await this.env.DB.prepare(
      // An ATS analysis made against another job description no longer describes anything.
      `UPDATE resumes SET data = ?, template_id = ?, job_description = ?, page_size = ?, version = ?, updated_at = ?${
        jobChanged ? ", ats_result = NULL, ats_score = NULL" : ""
      } WHERE id = ? AND version = ?`,
    )
      .bind(
        JSON.stringify(document.data),
        document.templateId,
        document.jobDescription ? JSON.stringify(document.jobDescription) : null,
        document.pageSize,
        version,
        Date.now(),
        room.resumeId,
        base.d1Version,
      )
      .run();
    if (result.meta.changes === 1) {
      this.base = { document, d1Version: version };
      // Edits that arrived while D1 was writing keep the room dirty for the next round.
      if (this.room && this.room.version === version) this.room.dirty = false;
      await this.persist();
      if (this.room?.dirty) await this.scheduleFlush(FLUSH_DELAY_MS);
      return;
    }
    await this.syncWithD1(room.resumeId);
  }

  /**
   * State is stored as JSON text: the storage API's structured clone of a whole resume measured
   * several times slower than a string, and this write sits on every edit's path to its ack.
   */
  private async persist(): Promise<void> {
    const entries: Record<string, string> = {};
    if (this.room) {
      this.room.logSeq = this.logSeq;
      entries.room = JSON.stringify(this.room);
    }
    if (this.base) entries.base = JSON.stringify(this.base);
    // Issued without an await in between, the snapshot and the removal of the log it absorbed
    // commit together. Replay starts after the snapshot's logSeq, so a leftover entry is ignored.
    const writes: Array<Promise<unknown>> = [this.ctx.storage.put(entries)];
    const absorbed: string[] = [];
    for (let seq = this.snapshotSeq + 1; seq <= this.logSeq; seq++) absorbed.push(logKey(seq));
    for (let i = 0; i < absorbed.length; i += 128) writes.push(this.ctx.storage.delete(absorbed.slice(i, i + 128)));
    this.snapshotSeq = this.logSeq;
    await Promise.all(writes);
  }

  /** Rebuilds the state after a wake-up: the snapshot, then every logged edit since, in order. */
  private async replayLog(room: RoomState): Promise<void> {
    this.logSeq = room.logSeq ?? 0;
    this.snapshotSeq = this.logSeq;
    const log = await this.ctx.storage.list<string>({ prefix: LOG_PREFIX, start: logKey(this.logSeq + 1) });
    for (const [key, value] of log) {
      const { document, applied } = applyOps(room.document, room.tombstones, JSON.parse(value) as Op[]);
      if (applied.length > 0) {
        room.document = document;
        room.version += 1;
        room.dirty = true;
      }
      this.logSeq = Number(key.slice(LOG_PREFIX.length));
    }
  }

  private async scheduleFlush(delay: number): Promise<void> {
    if (this.alarmAt === undefined) this.alarmAt = await this.ctx.storage.getAlarm();
    const at = Date.now() + delay;
    // A pending earlier alarm already covers this edit; that bounds D1's lag during nonstop typing.
    if (this.alarmAt !== null && this.alarmAt <= at) return;
    this.alarmAt = at;
    await this.ctx.storage.setAlarm(at);
  }

  /** The resume is gone: everyone leaves and the object keeps nothing. */
  private async forget(): Promise<void> {
    for (const ws of this.openSockets()) this.closeSocket(ws, CLOSE.gone, "This resume was deleted.", false);
    this.room = null;
    this.base = null;
    this.alarmAt = null;
    this.logSeq = 0;
    this.snapshotSeq = 0;
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }

  // --- Sockets ------------------------------------------------------------------------------

  private changeAccess(change: { userId: string | null; email: string; role: Role | null }): void {
    const email = change.email.toLowerCase();
    let changed = false;
    for (const ws of this.openSockets()) {
      const info = this.info(ws);
      if (!info || info.attachment.role === "owner") continue;
      const matches = (change.userId !== null && info.attachment.userId === change.userId) || info.attachment.email.toLowerCase() === email;
      if (!matches) continue;
      if (change.role === null) {
        this.closeSocket(ws, CLOSE.revoked, "Access removed", false);
      } else {
        info.attachment = { ...info.attachment, role: change.role };
        ws.serializeAttachment(info.attachment);
      }
      changed = true;
    }
    if (changed) this.broadcastPresence();
  }

  private info(ws: WebSocket): SocketInfo | null {
    const known = this.sockets.get(ws);
    if (known) return known;
    // Woken from hibernation: the attachment survived, the in-memory bucket starts full.
    const attachment = ws.deserializeAttachment() as Attachment | null;
    if (!attachment) return null;
    const info = { attachment, tokens: RATE_BURST, refilledAt: Date.now(), strikes: 0 };
    this.sockets.set(ws, info);
    return info;
  }

  private takeToken(info: SocketInfo): boolean {
    const now = Date.now();
    info.tokens = Math.min(RATE_BURST, info.tokens + ((now - info.refilledAt) / 1000) * RATE_PER_SECOND);
    info.refilledAt = now;
    if (info.tokens < 1) return false;
    info.tokens -= 1;
    return true;
  }

  private openSockets(): WebSocket[] {
    return this.ctx.getWebSockets().filter((ws) => ws.readyState === WebSocket.OPEN);
  }

  private peers(): Peer[] {
    const peers: Peer[] = [];
    for (const ws of this.openSockets()) {
      const info = this.info(ws);
      if (info) peers.push(toPeer(info.attachment));
    }
    return peers;
  }

  private leastUsedColor(): string {
    const used = new Map<string, number>(COLLAB_COLORS.map((color) => [color, 0]));
    for (const peer of this.peers()) used.set(peer.color, (used.get(peer.color) ?? 0) + 1);
    let best: string = COLLAB_COLORS[0];
    for (const color of COLLAB_COLORS) if (used.get(color)! < used.get(best)!) best = color;
    return best;
  }

  private closeSocket(ws: WebSocket, code: number, reason: string, announce = true): void {
    // Whatever was queued for it (an error, say) goes out before the close frame.
    this.flushOutbox(ws);
    try {
      ws.close(code, reason);
    } catch {
      // Already closing.
    }
    this.sockets.delete(ws);
    if (announce) this.broadcastPresence();
  }

  private broadcastPresence(peers = this.peers()): void {
    this.broadcast({ type: "editorCount", count: peers.length });
    this.broadcast({ type: "presence", peers });
  }

  /** Serializes once and sends to every open socket but `except`. */
  private broadcast(message: ServerMessage, except?: WebSocket): void {
    const text = JSON.stringify(message);
    for (const ws of this.ctx.getWebSockets()) {
      if (ws !== except && ws.readyState === WebSocket.OPEN) this.deliver(ws, text);
    }
  }

  private send(ws: WebSocket, message: ServerMessage): void {
    this.deliver(ws, JSON.stringify(message));
  }

  /**
   * Frames cost more than bytes: with everyone typing, a room of N sends N² frames a second.
   * A batching socket gets what piled up while the object was busy in one frame, sent as soon as
   * the queued events are handled; an idle room still sends each message at once.
   */
  private deliver(ws: WebSocket, text: string): void {
    if (!this.info(ws)?.attachment.batch) {
      sendFrame(ws, text);
      return;
    }
    const queue = this.outbox.get(ws);
    if (queue) queue.push(text);
    else this.outbox.set(ws, [text]);
    this.outboxTimer ??= setTimeout(() => this.flushOutbox(), 0);
  }

  private flushOutbox(only?: WebSocket): void {
    if (only) {
      const queue = this.outbox.get(only);
      this.outbox.delete(only);
      if (queue) sendFrame(only, `[${queue.join(",")}]`);
      return;
    }
    this.outboxTimer = null;
    for (const [ws, queue] of this.outbox) sendFrame(ws, `[${queue.join(",")}]`);
    this.outbox.clear();
  }
}

function sendFrame(ws: WebSocket, text: string): void {
  try {
    ws.send(text);
  } catch {
    // Closed between the check and the send; its close handler updates presence.
  }
}

function toPeer(attachment: Attachment): Peer {
  const { clientId, userId, name, email, color, role } = attachment;
  return { clientId, userId, name, email, color, role };
}

function byteLength(text: string): number {
  // UTF-8 never takes fewer bytes than UTF-16 code units, nor more than three per unit.
  if (text.length * 3 <= MAX_MESSAGE_BYTES) return text.length;
  return new TextEncoder().encode(text).byteLength;
}

function parseMessage(text: string): ClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = clientMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function parseStored<T>(value: string | undefined): T | null {
  return value === undefined ? null : (JSON.parse(value) as T);
}

function rowDocument(row: ResumeRow): RoomDocument {
  return {
    data: JSON.parse(row.data) as RoomDocument["data"],
    templateId: row.template_id as RoomDocument["templateId"],
    jobDescription: row.job_description ? (JSON.parse(row.job_description) as RoomDocument["jobDescription"]) : null,
    pageSize: row.page_size as RoomDocument["pageSize"],
  };
}
