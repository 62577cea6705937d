/**
 * One person's connection to the room over HTTP (docs/collaboration-http.md): what the room's
 * code sees as a socket. It has the socket's methods (send, close, readyState, the attachment),
 * so admission, limits, presence and delivery (./sockets.ts) treat both transports alike; what it
 * sends waits in a numbered queue (app/domain/collab/http-channel.ts) for the page's next poll.
 */
import { DownQueue, UpCounter, type PollAnswer } from "../../app/domain/collab/http-channel";

/** What the room needs of a connection: a Hibernation API WebSocket has all of it. */
export interface RoomLink {
  readonly readyState: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
  serializeAttachment(value: unknown): void;
  deserializeAttachment(): unknown;
}

const OPEN = 1;
const CLOSED = 3;

export class HttpLink implements RoomLink {
  readyState = OPEN;
  readonly down = new DownQueue();
  readonly up = new UpCounter();
  /** Why the room closed it; the page learns it from its next poll. */
  closed: { code: number; reason: string } | null = null;
  /** When the page last asked for frames (a poll waiting counts as now). */
  lastPolledAt: number;
  private attachment: unknown = null;
  private waiting: {
    resolve: (answer: PollAnswer) => void;
    after: number;
    timer: ReturnType<typeof setTimeout>;
  } | null = null;

  constructor(
    readonly id: string,
    now: number,
  ) {
    this.lastPolledAt = now;
  }

  send(text: string): void {
    if (this.readyState !== OPEN) throw new Error("This link is closed");
    this.down.push(text);
    this.wake();
  }

  close(code = 1000, reason = ""): void {
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSED;
    this.closed = { code, reason };
    this.wake();
  }

  serializeAttachment(value: unknown): void {
    this.attachment = value;
  }

  deserializeAttachment(): unknown {
    return this.attachment;
  }

  /** Whether the page polled within `idleMs` (or is polling now). */
  alive(now: number, idleMs: number): boolean {
    return this.waiting !== null || now - this.lastPolledAt < idleMs;
  }

  /**
   * The frames after `after`; when there are none yet, waits up to `waitMs` for some (or for the
   * close). A newer poll answers the older one at once: a page has one poll at a time.
   */
  poll(after: number, waitMs: number, now: number): Promise<PollAnswer> {
    this.lastPolledAt = now;
    this.answerWaiting();
    const ready = this.answer(after);
    if (ready.frames.length > 0 || ready.closed || waitMs <= 0) return Promise.resolve(ready);
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.answerWaiting(), waitMs);
      this.waiting = { resolve, after, timer };
    });
  }

  private answer(after: number): PollAnswer {
    const { frames, more } = this.down.after(after);
    // The close goes with the last frames: the page reads why only once it has everything before it.
    return this.closed && !more ? { frames, closed: this.closed } : { frames };
  }

  private wake(): void {
    // Answered on the next turn so that frames sent together (an ack and its broadcast) go in one answer.
    if (this.waiting) queueMicrotask(() => this.answerWaiting());
  }

  private answerWaiting(): void {
    const waiting = this.waiting;
    if (!waiting) return;
    this.waiting = null;
    clearTimeout(waiting.timer);
    waiting.resolve(this.answer(waiting.after));
  }
}
