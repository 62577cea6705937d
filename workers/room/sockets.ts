/**
 * The room's sockets: who each one is (an attachment that survives hibernation), how fast it and
 * its user may send, and how messages go out. Edits and acknowledgements leave at once; presence
 * (cursors, selections, typing) is coalesced per sender and sent a few times a second, so one
 * user's flood of cursor frames can neither delay an edit nor multiply across the room.
 */
import { mayEdit } from "../../app/domain/collab/roles";
import { CLOSE, COLLAB_COLORS, type ClientMessage, type Peer, type Role, type ServerMessage } from "../../app/domain/collab/protocol";
import type { EndedSessions } from "../../app/server/collab/room.server";
import { ROOM_ERRORS, roomError, type RoomErrorCode } from "../../app/domain/collab/room-errors";
import { compact, outgoing, type Outgoing } from "./outbox";
import { HttpLink, type RoomLink } from "./http-link";
import { LINK_IDLE_MS } from "../../app/domain/collab/http-channel";
import { fullBucket as bucketFullAt, take, type Bucket, type Rate } from "../../app/domain/collab/token-bucket";

/** What each socket carries through hibernation. */
export interface Attachment extends Peer {
  /** The client asked for batched frames: every frame is a JSON array of server messages. */
  batch: boolean;
  /** When it joined (ms): with too many sockets, the oldest of a user goes first. */
  joinedAt: number;
  /** The session that opened it (never sent to peers): signing out closes it. */
  sessionId: string;
}

/** Per-socket bookkeeping that only matters while the object is awake. */
export interface SocketInfo {
  attachment: Attachment;
  bucket: Bucket;
  strikes: number;
  /** The newest version sent to it and the newest it said it applied (`seen`); unknown after waking. */
  sentVersion?: number;
  seenVersion?: number;
  /** When a socket that is behind was last sent its compacted backlog. */
  lastCatchUpAt?: number;
}

/** Token bucket per socket: typing at 20 edits/s plus cursors fits well. */
const SOCKET_RATE = { perSecond: 100, burst: 200 } as const;
/** Every socket of one user together: opening more sockets buys no more throughput. */
const USER_RATE = { perSecond: 150, burst: 300 } as const;
/**
 * Bytes of review marks (annotation messages, which may carry a 200 KB image) one user may send,
 * over all their sockets: a person stamps a few marks a minute; a script sending stamps back to
 * back kept the room busy storing 27 MB a second (bench/abuse.bench.mjs). Checked before the
 * message is parsed, so a refusal costs the room almost nothing.
 */
const MARK_BYTES_RATE = { perSecond: 200 * 1024, burst: 1536 * 1024 } as const;
/** Malformed messages tolerated per socket before it is closed. */
export const MAX_STRIKES = 10;
export const MAX_SOCKETS = 100;
export const MAX_SOCKETS_PER_USER = 5;
/** Joins per user: a tab reloading is fine; a client reconnecting in a loop is refused cheaply. */
const JOIN_RATE = { perSecond: 0.5, burst: 10 } as const;
/** After a socket is closed for flooding, its user's joins are refused this long. */
export const FLOOD_COOL_DOWN_MS = 10_000;
/** How often coalesced presence goes out. */
const PRESENCE_FLUSH_MS = 50;
/**
 * A reader more than this many versions behind what it was sent (by its `seen` messages) is slow:
 * what it is sent waits and is compacted, and goes out at most once per CATCH_UP_INTERVAL_MS.
 */
export const MAX_LAG_VERSIONS = 200;
export const CATCH_UP_INTERVAL_MS = 1_000;
/** Messages a slow socket may have held after compaction; past that it is closed to reconnect fresh (1013). */
export const MAX_HELD_MESSAGES = 2_000;
/** Characters an HTTP link may hold for its page's next polls before it is closed as too far behind. */
export const MAX_LINK_HELD_CHARS = 8 * 1024 * 1024;

/** A bucket full from now; `take` and the buckets are the room's one rate limiter (token-bucket.ts). */
const fullBucket = (rate: Rate): Bucket => bucketFullAt(rate, Date.now());

export class RoomSockets {
  private readonly sockets = new WeakMap<RoomLink, SocketInfo>();
  private readonly userBuckets = new Map<string, Bucket>();
  private readonly markBuckets = new Map<string, Bucket>();
  private readonly joinBuckets = new Map<string, Bucket>();
  /** Users whose socket was closed for flooding, and until when they may not join again. */
  private readonly coolingDown = new Map<string, number>();
  /** Messages waiting for the next frame of each batching socket, or for a slow socket to catch up. */
  private readonly outbox = new Map<RoomLink, Outgoing[]>();
  private outboxTimer: ReturnType<typeof setTimeout> | null = null;
  /** Latest presence message of each sender and kind, fanned out every PRESENCE_FLUSH_MS. */
  private readonly presence = new Map<string, { entry: Outgoing; from: RoomLink }>();
  private presenceTimer: ReturnType<typeof setTimeout> | null = null;
  /** Connections over HTTP (./http-link.ts), by id; sockets are the runtime's (ctx.getWebSockets). */
  private readonly httpLinks = new Map<string, HttpLink>();
  private sweepTimer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly ctx: DurableObjectState) {}

  /**
   * Accepts a new socket. A user past MAX_SOCKETS_PER_USER loses their oldest socket; a full room
   * makes room for its owner by closing the oldest socket of someone else, and refuses others.
   */
  admit(peer: Omit<Attachment, "color" | "joinedAt">, transport: "socket" | "http"): { link: RoomLink; client?: WebSocket; attachment: Attachment } | null {
    const open = this.openSockets();
    const mine = open.filter((ws) => this.info(ws)?.attachment.userId === peer.userId).sort(byAge(this));
    for (const ws of mine.slice(0, Math.max(0, mine.length - MAX_SOCKETS_PER_USER + 1))) this.closeWith(ws, 1008, "tooManyTabs", false);
    if (this.openSockets().length >= MAX_SOCKETS) {
      if (peer.role !== "owner") return null;
      const oldest = this.openSockets()
        .filter((ws) => this.info(ws)?.attachment.role !== "owner")
        .sort(byAge(this))[0];
      if (!oldest) return null;
      this.closeWith(oldest, 1008, "roomFull", false);
    }
    const attachment: Attachment = { ...peer, color: this.leastUsedColor(), joinedAt: Date.now() };
    let link: RoomLink;
    let client: WebSocket | undefined;
    if (transport === "socket") {
      const pair = new WebSocketPair();
      [client, link] = [pair[0], pair[1]];
      this.ctx.acceptWebSocket(pair[1]);
    } else {
      const http = new HttpLink(crypto.randomUUID(), Date.now());
      this.httpLinks.set(http.id, http);
      this.sweepTimer ??= setInterval(() => this.sweep(), LINK_IDLE_MS / 3);
      link = http;
    }
    link.serializeAttachment(attachment);
    this.sockets.set(link, { attachment, bucket: fullBucket(SOCKET_RATE), strikes: 0 });
    return { link, client, attachment };
  }

  /** An HTTP link by its id, open or closed (a closed one still tells its page why). */
  httpLink(id: string): HttpLink | undefined {
    return this.httpLinks.get(id);
  }

  /**
   * HTTP links whose page stopped polling are gone (the tab closed, the network dropped): closed
   * like a socket that dropped, so presence updates; closed links are kept a while for their page
   * to read why, then dropped.
   */
  sweep(now = Date.now()): void {
    let left = false;
    for (const [id, link] of this.httpLinks) {
      if (link.alive(now, LINK_IDLE_MS)) continue;
      if (link.readyState === WebSocket.OPEN) {
        link.close(1001, "gone");
        this.forget(link);
        left = true;
      }
      this.httpLinks.delete(id);
    }
    if (left) this.announce();
    if (this.httpLinks.size === 0 && this.sweepTimer !== null) {
      clearInterval(this.sweepTimer);
      this.sweepTimer = null;
    }
  }

  /** Every connection, over either transport, open or not. */
  private links(): RoomLink[] {
    const sockets: RoomLink[] = this.ctx.getWebSockets();
    return this.httpLinks.size === 0 ? sockets : [...sockets, ...this.httpLinks.values()];
  }

  info(ws: RoomLink): SocketInfo | null {
    const known = this.sockets.get(ws);
    if (known) return known;
    // Woken from hibernation: the attachment survived, the in-memory bucket starts full.
    const attachment = ws.deserializeAttachment() as Attachment | null;
    if (!attachment) return null;
    const info = { attachment, bucket: fullBucket(SOCKET_RATE), strikes: 0 };
    this.sockets.set(ws, info);
    return info;
  }

  /** The client applied everything up to `version`: if it was behind, what waits for it goes now. */
  seen(ws: RoomLink, version: number): void {
    const info = this.info(ws);
    if (!info) return;
    info.seenVersion = Math.max(info.seenVersion ?? 0, version);
    if (this.outbox.has(ws) && !this.isBehind(info)) this.outboxTimer ??= setTimeout(() => this.flushOutbox(), 0);
  }

  private isBehind(info: SocketInfo): boolean {
    return info.sentVersion !== undefined && info.seenVersion !== undefined && info.sentVersion - info.seenVersion > MAX_LAG_VERSIONS;
  }

  /** Whether a message is within its socket's and its user's budgets (else the socket is closed). */
  /**
   * Whether a user may open another socket now: not while cooling down after a flood, and not
   * faster than JOIN_RATE. Checked before the room reads D1 or sends the document, so a client
   * reconnecting in a loop costs the room almost nothing.
   */
  mayJoin(userId: string): boolean {
    const now = Date.now();
    const until = this.coolingDown.get(userId);
    if (until !== undefined && until > now) return false;
    this.coolingDown.delete(userId);
    const bucket = this.joinBuckets.get(userId) ?? fullBucket(JOIN_RATE);
    this.joinBuckets.set(userId, bucket);
    return take(bucket, JOIN_RATE, now);
  }

  /** A socket of this user flooded the room: the user waits FLOOD_COOL_DOWN_MS before joining again. */
  coolDown(userId: string): void {
    this.coolingDown.set(userId, Date.now() + FLOOD_COOL_DOWN_MS);
  }

  allow(info: SocketInfo): boolean {
    const now = Date.now();
    if (!take(info.bucket, SOCKET_RATE, now)) return false;
    const userId = info.attachment.userId;
    const bucket = this.userBuckets.get(userId) ?? fullBucket(USER_RATE);
    this.userBuckets.set(userId, bucket);
    return take(bucket, USER_RATE, now);
  }

  /** Whether this user may send `bytes` more of review marks now (MARK_BYTES_RATE). */
  allowMarkBytes(userId: string, bytes: number): boolean {
    const bucket = this.markBuckets.get(userId) ?? fullBucket(MARK_BYTES_RATE);
    this.markBuckets.set(userId, bucket);
    return take(bucket, MARK_BYTES_RATE, Date.now(), bytes);
  }

  openSockets(): RoomLink[] {
    return this.links().filter((ws) => ws.readyState === WebSocket.OPEN);
  }

  peers(): Peer[] {
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

  /** Everyone learns who is here (editorCount and presence, docs/collaboration.md). */
  announce(peers = this.peers()): void {
    this.broadcast({ type: "editorCount", count: peers.length });
    this.broadcast({ type: "presence", peers });
  }

  /** Closes with a reason the page can translate: its code goes out first, in an error frame. */
  closeWith(ws: RoomLink, code: number, problem: RoomErrorCode, announce = true): void {
    this.send(ws, roomError(problem));
    this.closeSocket(ws, code, ROOM_ERRORS[problem], announce);
  }

  closeSocket(ws: RoomLink, code: number, reason: string, announce = true): void {
    // Whatever was queued for it (an error, say) goes out before the close frame.
    this.flushOutbox(ws);
    try {
      ws.close(code, reason);
    } catch {
      // Already closing.
    }
    this.forget(ws);
    if (announce) this.announce();
  }

  /** Closes every socket of a user (signed out, password reset, access removed). */
  closeUser(match: (attachment: Attachment) => boolean, code: number, reason: string): boolean {
    let closed = false;
    for (const ws of this.openSockets()) {
      const info = this.info(ws);
      if (info && match(info.attachment)) {
        this.closeSocket(ws, code, reason, false);
        closed = true;
      }
    }
    if (closed) this.announce();
    return closed;
  }

  /** Changes the role of a user's open sockets live. */
  changeRole(match: (attachment: Attachment) => boolean, role: Role): void {
    let changed = false;
    for (const ws of this.openSockets()) {
      const info = this.info(ws);
      if (!info || !match(info.attachment)) continue;
      info.attachment = { ...info.attachment, role };
      ws.serializeAttachment(info.attachment);
      changed = true;
    }
    if (changed) this.announce();
  }

  forget(ws: RoomLink): void {
    this.sockets.delete(ws);
    this.outbox.delete(ws);
  }

  /** Serializes once and sends to every open socket but `except`. */
  broadcast(message: ServerMessage, except?: RoomLink): void {
    const entry = outgoing(message);
    for (const ws of this.links()) {
      if (ws !== except && ws.readyState === WebSocket.OPEN) this.deliver(ws, entry);
    }
  }

  /**
   * Presence to everyone but its sender, coalesced: each receiver gets only the latest message of
   * each sender and kind per flush, however many arrived. Handling one costs the same whatever the
   * room's size; the fan-out happens a few times a second.
   */
  /** A collaborator's role changed, or their access was removed (role null): applied live. */
  changeAccess(change: { userId: string | null; email: string; role: Role | null }): void {
    const email = change.email.toLowerCase();
    const matches = (peer: Attachment) =>
      peer.role !== "owner" && ((change.userId !== null && peer.userId === change.userId) || peer.email.toLowerCase() === email);
    if (change.role === null) this.closeUser(matches, CLOSE.revoked, "Access removed");
    else this.changeRole(matches, change.role);
  }

  /** The user signed out (one session) or reset their password (all but one): those sockets end now. */
  endSessions(userId: string, which: EndedSessions): void {
    const ended = (sessionId: string) => ("only" in which ? sessionId === which.only : sessionId !== which.except);
    this.closeUser((peer) => peer.userId === userId && ended(peer.sessionId), CLOSE.revoked, "Signed out");
  }

  /** A cursor, selection or typing message, relayed to everyone else (a viewer does not type). */
  relayPresence(ws: RoomLink, me: Attachment, message: Extract<ClientMessage, { type: "cursorUpdate" | "selectionUpdate" | "typing" }>): void {
    const user = { userId: me.userId, name: me.name, color: me.color };
    if (message.type === "cursorUpdate") this.broadcastPresence({ type: "cursorUpdated", position: message.position, user, clientId: me.clientId }, ws);
    else if (message.type === "selectionUpdate") this.broadcastPresence({ type: "selectionUpdated", selection: message.selection, user, clientId: me.clientId }, ws);
    else if (mayEdit(me.role)) this.broadcastPresence({ type: "typing", clientId: me.clientId, user: { userId: me.userId, name: me.name }, section: message.section }, ws);
  }

  broadcastPresence(message: ServerMessage & { clientId: string }, from: RoomLink): void {
    this.presence.set(`${message.type}:${message.clientId}`, { entry: outgoing(message), from });
    this.presenceTimer ??= setTimeout(() => this.flushPresence(), PRESENCE_FLUSH_MS);
  }

  send(ws: RoomLink, message: ServerMessage): void {
    this.deliver(ws, outgoing(message));
  }

  /**
   * Frames cost more than bytes: with everyone typing, a room of N sends N² frames a second.
   * A batching socket gets what piled up while the object was busy in one frame, sent as soon as
   * the queued events are handled, without the edits a later one in the same frame supersedes;
   * an idle room still sends each message at once. A reader that is behind (more than
   * MAX_LAG_VERSIONS past what it said it applied) gets its messages compacted, once a second: the
   * latest value of each field rather than every keystroke; one that falls too far behind is
   * closed to reconnect with a fresh copy.
   */
  private deliver(ws: RoomLink, entry: Outgoing): void {
    const info = this.info(ws);
    const queue = this.outbox.get(ws);
    if (!queue && info && !info.attachment.batch && !this.isBehind(info)) {
      this.sent(info, entry);
      sendFrame(ws, entry.text);
      return;
    }
    if (queue) queue.push(entry);
    else this.outbox.set(ws, [entry]);
    this.outboxTimer ??= setTimeout(() => this.flushOutbox(), 0);
  }

  private sent(info: SocketInfo, entry: Outgoing): void {
    if (entry.version === undefined) return;
    info.sentVersion = Math.max(info.sentVersion ?? 0, entry.version);
    // A socket that never said what it applied counts from here (a fresh join, a woken room).
    info.seenVersion ??= entry.version;
  }

  private flushPresence(): void {
    this.presenceTimer = null;
    const pending = [...this.presence.values()];
    this.presence.clear();
    for (const ws of this.openSockets()) {
      for (const { entry, from } of pending) if (from !== ws) this.deliver(ws, entry);
    }
  }

  /** Sends what waits for `only`, or for every socket; a slow socket's messages wait on, compacted. */
  flushOutbox(only?: RoomLink): void {
    if (!only) this.outboxTimer = null;
    let held = false;
    const now = Date.now();
    for (const [ws, queue] of only ? ([[only, this.outbox.get(only) ?? []]] as const) : [...this.outbox]) {
      this.outbox.delete(ws);
      const info = this.info(ws);
      if (queue.length === 0 || !info) continue;
      const batch = info.attachment.batch;
      const sending = batch || queue.length > 1 ? compact(queue) : queue;
      if (!only && this.isBehind(info) && now - (info.lastCatchUpAt ?? 0) < CATCH_UP_INTERVAL_MS) {
        if (sending.length > MAX_HELD_MESSAGES) {
          this.closeWith(ws, CLOSE.behind, "tooFarBehind");
          continue;
        }
        this.outbox.set(ws, sending);
        held = true;
        continue;
      }
      if (this.isBehind(info)) info.lastCatchUpAt = now;
      for (const entry of sending) this.sent(info, entry);
      if (batch) sendFrame(ws, `[${sending.map((entry) => entry.text).join(",")}]`);
      else for (const entry of sending) sendFrame(ws, entry.text);
    }
    if (held) this.outboxTimer ??= setTimeout(() => this.flushOutbox(), CATCH_UP_INTERVAL_MS / 4);
  }
}

function byAge(sockets: RoomSockets) {
  return (a: RoomLink, b: RoomLink) => (sockets.info(a)?.attachment.joinedAt ?? 0) - (sockets.info(b)?.attachment.joinedAt ?? 0);
}

function sendFrame(ws: RoomLink, text: string): void {
  try {
    ws.send(text);
  } catch {
    // Closed between the check and the send; its close handler updates presence.
  }
  // A page that polls but never takes what it is sent (or takes it slower than the room makes it)
  // would hold the room's memory: past the limit it is closed, to reconnect with a fresh copy.
  if (ws instanceof HttpLink && ws.down.heldBytes > MAX_LINK_HELD_CHARS) ws.close(CLOSE.behind, ROOM_ERRORS.tooFarBehind);
}

export function toPeer(attachment: Attachment): Peer {
  const { clientId, userId, name, email, color, role } = attachment;
  return { clientId, userId, name, email, color, role };
}
