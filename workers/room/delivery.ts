/**
 * How messages leave the room for each connection (docs/collaboration.md#slow-readers). Frames
 * cost more than bytes: with everyone typing, a room of N sends N² frames a second. A batching
 * connection gets what piled up while the object was busy in one frame, sent as soon as the queued
 * events are handled, without the edits a later one in the same frame supersedes; an idle room
 * still sends each message at once. A reader that is behind (more than MAX_LAG_VERSIONS past what
 * it said it applied) gets its messages compacted, once a second: the latest value of each field
 * rather than every keystroke; one that falls too far behind is closed to reconnect with a fresh copy.
 */
import { CLOSE, type RoomErrorCode } from "../../app/domain/collab/protocol";
import { roomErrorMessage } from "./refusals";
import { HttpLink, type RoomLink } from "./http-link";
import { compact, type Outgoing } from "./outbox";
import type { SocketInfo } from "./sockets";

/**
 * A reader more than this many versions behind what it was sent (by its `seen` messages) is slow:
 * what it is sent waits and is compacted, and goes out at most once per CATCH_UP_INTERVAL_MS.
 */
export const MAX_LAG_VERSIONS = 200;
export const CATCH_UP_INTERVAL_MS = 1_000;
/** Messages a slow connection may have held after compaction; past that it is closed to reconnect fresh (1013). */
export const MAX_HELD_MESSAGES = 2_000;
/** Characters an HTTP link may hold for its page's next polls before it is closed as too far behind. */
export const MAX_LINK_HELD_CHARS = 8 * 1024 * 1024;

export interface DeliveryRoom {
  info(link: RoomLink): SocketInfo | null;
  closeWith(link: RoomLink, code: number, problem: RoomErrorCode): void;
}

export class RoomDelivery {
  /** Messages waiting for the next frame of each batching connection, or for a slow one to catch up. */
  private readonly outbox = new Map<RoomLink, Outgoing[]>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly room: DeliveryRoom) {}

  deliver(link: RoomLink, entry: Outgoing): void {
    const info = this.room.info(link);
    const queue = this.outbox.get(link);
    if (!queue && info && !info.attachment.batch && !isBehind(info)) {
      sent(info, entry);
      sendFrame(link, entry.text);
      return;
    }
    if (queue) queue.push(entry);
    else this.outbox.set(link, [entry]);
    this.timer ??= setTimeout(() => this.flush(), 0);
  }

  /** The client applied everything up to `version`: if it was behind, what waits for it goes now. */
  seen(link: RoomLink, version: number): void {
    const info = this.room.info(link);
    if (!info) return;
    info.seenVersion = Math.max(info.seenVersion ?? 0, version);
    if (this.outbox.has(link) && !isBehind(info)) this.timer ??= setTimeout(() => this.flush(), 0);
  }

  forget(link: RoomLink): void {
    this.outbox.delete(link);
  }

  /** Sends what waits for `only`, or for every connection; a slow one's messages wait on, compacted. */
  flush(only?: RoomLink): void {
    if (!only) this.timer = null;
    let held = false;
    const now = Date.now();
    for (const [link, queue] of only ? ([[only, this.outbox.get(only) ?? []]] as const) : [...this.outbox]) {
      this.outbox.delete(link);
      const info = this.room.info(link);
      if (queue.length === 0 || !info) continue;
      const batch = info.attachment.batch;
      const sending = batch || queue.length > 1 ? compact(queue) : queue;
      if (!only && isBehind(info) && now - (info.lastCatchUpAt ?? 0) < CATCH_UP_INTERVAL_MS) {
        if (sending.length > MAX_HELD_MESSAGES) {
          this.room.closeWith(link, CLOSE.behind, "tooFarBehind");
          continue;
        }
        this.outbox.set(link, sending);
        held = true;
        continue;
      }
      if (isBehind(info)) info.lastCatchUpAt = now;
      for (const entry of sending) sent(info, entry);
      if (batch) sendFrame(link, `[${sending.map((entry) => entry.text).join(",")}]`);
      else for (const entry of sending) sendFrame(link, entry.text);
    }
    if (held) this.timer ??= setTimeout(() => this.flush(), CATCH_UP_INTERVAL_MS / 4);
  }
}

function isBehind(info: SocketInfo): boolean {
  return (
    info.sentVersion !== undefined &&
    info.seenVersion !== undefined &&
    info.sentVersion - info.seenVersion > MAX_LAG_VERSIONS
  );
}

function sent(info: SocketInfo, entry: Outgoing): void {
  if (entry.version === undefined) return;
  info.sentVersion = Math.max(info.sentVersion ?? 0, entry.version);
  // A connection that never said what it applied counts from here (a fresh join, a woken room).
  info.seenVersion ??= entry.version;
}

function sendFrame(link: RoomLink, text: string): void {
  try {
    link.send(text);
  } catch {
    // Closed between the check and the send; its close handler updates presence.
  }
  // A page that polls but never takes what it is sent (or takes it slower than the room makes it)
  // would hold the room's memory: past the limit it is closed, to reconnect with a fresh copy.
  if (link instanceof HttpLink && link.down.heldBytes > MAX_LINK_HELD_CHARS)
    link.close(CLOSE.behind, roomErrorMessage("tooFarBehind"));
}
