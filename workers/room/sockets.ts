/**
 * The room's connections, sockets and HTTP links alike (./http-link.ts): who each one is (an
 * attachment that survives hibernation), letting them in and out, closing them with a reason, and
 * sending to them. How fast they may send is ./limits.ts, how messages leave is ./delivery.ts,
 * presence is ./presence-relay.ts.
 */
import {
  CLOSE,
  COLLAB_COLORS,
  type Peer,
  type Role,
  type RoomErrorCode,
  type ServerMessage,
} from "../../app/domain/collab/protocol";
import type { EndedSessions } from "../../app/server/collab/room.server";
import { roomError, roomErrorMessage, spoken } from "./refusals";
import { LINK_IDLE_MS } from "../../app/domain/collab/http-channel";
import type { Bucket } from "../../app/domain/collab/token-bucket";
import { RoomDelivery } from "./delivery";
import { HttpLink, type RoomLink } from "./http-link";
import { fullBucket, RoomLimits, SOCKET_RATE } from "./limits";
import { outgoing } from "./outbox";
import { PresenceRelay } from "./presence-relay";

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

/** Malformed messages tolerated per connection before it is closed. */
export const MAX_STRIKES = 10;
export const MAX_SOCKETS = 100;
export const MAX_SOCKETS_PER_USER = 5;

export class RoomSockets {
  private readonly sockets = new WeakMap<RoomLink, SocketInfo>();
  readonly limits = new RoomLimits();
  readonly delivery = new RoomDelivery(this);
  readonly presence = new PresenceRelay({
    openSockets: () => this.openSockets(),
    deliver: (link, entry) => this.delivery.deliver(link, entry),
  });
  /** Connections over HTTP (./http-link.ts), by id; sockets are the runtime's (ctx.getWebSockets). */
  private readonly httpLinks = new Map<string, HttpLink>();
  private sweepTimer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly ctx: DurableObjectState) {}

  /**
   * Accepts a new socket. A user past MAX_SOCKETS_PER_USER loses their oldest socket; a full room
   * makes room for its owner by closing the oldest socket of someone else, and refuses others.
   */
  admit(
    peer: Omit<Attachment, "color" | "joinedAt">,
    transport: "socket" | "http",
  ): { link: RoomLink; client?: WebSocket; attachment: Attachment } | null {
    const open = this.openSockets();
    const mine = open.filter((ws) => this.info(ws)?.attachment.userId === peer.userId).sort(byAge(this));
    for (const ws of mine.slice(0, Math.max(0, mine.length - MAX_SOCKETS_PER_USER + 1)))
      this.closeWith(ws, 1008, "tooManyTabs", false);
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
    this.closeSocket(ws, code, roomErrorMessage(problem), announce);
  }

  closeSocket(ws: RoomLink, code: number, reason: string, announce = true): void {
    // Whatever was queued for it (an error, say) goes out before the close frame.
    this.delivery.flush(ws);
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
    this.delivery.forget(ws);
  }

  /** Serializes once and sends to every open socket but `except`. */
  broadcast(message: ServerMessage, except?: RoomLink): void {
    const entry = outgoing(spoken(message));
    for (const ws of this.links()) {
      if (ws !== except && ws.readyState === WebSocket.OPEN) this.delivery.deliver(ws, entry);
    }
  }

  /** A collaborator's role changed, or their access was removed (role null): applied live. */
  changeAccess(change: { userId: string | null; email: string; role: Role | null }): void {
    const email = change.email.toLowerCase();
    const matches = (peer: Attachment) =>
      peer.role !== "owner" &&
      ((change.userId !== null && peer.userId === change.userId) || peer.email.toLowerCase() === email);
    if (change.role === null) this.closeUser(matches, CLOSE.revoked, "Access removed");
    else this.changeRole(matches, change.role);
  }

  /** The user signed out (one session) or reset their password (all but one): those sockets end now. */
  endSessions(userId: string, which: EndedSessions): void {
    const ended = (sessionId: string) => ("only" in which ? sessionId === which.only : sessionId !== which.except);
    this.closeUser((peer) => peer.userId === userId && ended(peer.sessionId), CLOSE.revoked, "Signed out");
  }

  send(ws: RoomLink, message: ServerMessage): void {
    this.delivery.deliver(ws, outgoing(spoken(message)));
  }
}

function byAge(sockets: RoomSockets) {
  return (a: RoomLink, b: RoomLink) =>
    (sockets.info(a)?.attachment.joinedAt ?? 0) - (sockets.info(b)?.attachment.joinedAt ?? 0);
}

export function toPeer(attachment: Attachment): Peer {
  const { clientId, userId, name, email, color, role } = attachment;
  return { clientId, userId, name, email, color, role };
}
