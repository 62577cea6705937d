/**
 * The room's second transport, for networks that refuse the websocket upgrade
 * (docs/collaboration-http.md). It carries exactly the socket's frames, in the same order, over
 * plain HTTP: a long-poll of what the room sends and POSTs of what the page sends. HTTP may lose a
 * response or repeat a request, so both directions are numbered:
 *
 * - Down: the room numbers every frame (`seq`) and keeps it until a poll says it was received
 *   (`after`); a poll whose answer was lost is asked again and gets the same frames, and frames the
 *   page already has are skipped by their number.
 * - Up: the page sends one POST at a time, numbered; a POST whose answer was lost is sent again
 *   with the same number and the same frames, and the room carries out each number once.
 *
 * Both halves are plain state machines: the Durable Object (workers/room/http-links.ts) and the
 * browser (app/components/collab/http-transport.ts) drive them, the simulation test drives them
 * with a fake network (app/domain/collab/room-simulation.test.ts).
 */

/** One frame the room sent, with its number on this connection. */
export interface NumberedFrame {
  seq: number;
  text: string;
}

/** What a poll answers: the frames after `after`, and, once the room closed the connection, why. */
export interface PollAnswer {
  frames: NumberedFrame[];
  closed?: { code: number; reason: string };
}

/** What a POST carries: frames exactly as the socket would send them, numbered as one batch. */
export interface PostBody {
  seq: number;
  frames: string[];
}

/** At most this many frames in one POST (each is checked against the socket's own size limit). */
export const MAX_FRAMES_PER_POST = 64;
/** A poll answers at most this many bytes of frames; the rest waits for the next poll. */
export const MAX_POLL_BYTES = 512 * 1024;
/** How long a poll waits for something to send before answering empty. */
export const POLL_WAIT_MS = 20_000;
/** A connection nobody polled for this long is gone (its person left, or lost the network). */
export const LINK_IDLE_MS = 45_000;

/** The room's side of one HTTP connection: frames to deliver until acknowledged, POST numbers seen. */
export class DownQueue {
  private frames: NumberedFrame[] = [];
  private bytes = 0;
  private nextSeq = 1;

  /** Numbers and keeps one frame; returns its number. */
  push(text: string): number {
    const seq = this.nextSeq++;
    this.frames.push({ seq, text });
    this.bytes += text.length;
    return seq;
  }

  /**
   * Drops what the page has (`after` and before) and returns what follows, within MAX_POLL_BYTES
   * (at least one frame); `more` says whether frames were left for the next poll.
   */
  after(after: number): { frames: NumberedFrame[]; more: boolean } {
    let drop = 0;
    while (drop < this.frames.length && this.frames[drop]!.seq <= after) this.bytes -= this.frames[drop++]!.text.length;
    if (drop > 0) this.frames = this.frames.slice(drop);
    const out: NumberedFrame[] = [];
    let size = 0;
    for (const frame of this.frames) {
      if (out.length > 0 && size + frame.text.length > MAX_POLL_BYTES) break;
      out.push(frame);
      size += frame.text.length;
    }
    return { frames: out, more: out.length < this.frames.length };
  }

  /** Frames kept and not yet acknowledged. */
  get held(): number {
    return this.frames.length;
  }

  /** Characters kept, for the slow-reader limit. */
  get heldBytes(): number {
    return this.bytes;
  }
}

/** How the room treats a POST's number: carry it out, answer it again (a repeat), or refuse it (a gap). */
export type PostVerdict = "new" | "repeat" | "gap";

/** The room's record of the POST numbers one connection has sent. */
export class UpCounter {
  private last = 0;

  judge(seq: number): PostVerdict {
    if (seq <= this.last) return "repeat";
    return seq === this.last + 1 ? "new" : "gap";
  }

  /** The POST was carried out: a repeat of it is answered without carrying it out again. */
  done(seq: number): void {
    this.last = Math.max(this.last, seq);
  }
}

/** The page's side: frames waiting to be POSTed, one POST in flight at a time, repeated until answered. */
export class UpQueue {
  private waiting: string[] = [];
  private inFlight: PostBody | null = null;
  private nextSeq = 1;

  send(text: string): void {
    this.waiting.push(text);
  }

  /** The next POST to make, or null (one is in flight, or nothing waits). A failed POST comes back until `answered`. */
  next(): PostBody | null {
    if (this.inFlight) return null;
    if (this.waiting.length === 0) return null;
    const frames = this.waiting.slice(0, MAX_FRAMES_PER_POST);
    this.waiting = this.waiting.slice(frames.length);
    this.inFlight = { seq: this.nextSeq++, frames };
    return this.inFlight;
  }

  /** The POST in flight, to send again after a failure. */
  retry(): PostBody | null {
    return this.inFlight;
  }

  answered(seq: number): void {
    if (this.inFlight?.seq === seq) this.inFlight = null;
  }

  get idle(): boolean {
    return this.inFlight === null && this.waiting.length === 0;
  }
}

/** The page's record of frames received: each number once, in order. */
export class DownCursor {
  private last = 0;

  /** The frames not seen yet, in order; advances past them. */
  accept(frames: readonly NumberedFrame[]): string[] {
    const fresh: string[] = [];
    for (const frame of [...frames].sort((a, b) => a.seq - b.seq)) {
      if (frame.seq !== this.last + 1) continue;
      fresh.push(frame.text);
      this.last = frame.seq;
    }
    return fresh;
  }

  get after(): number {
    return this.last;
  }
}
