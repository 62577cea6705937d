/**
 * The page's end of a room link over HTTP (docs/collaboration-http.md): opens a link, polls what
 * the room sends and posts what the page sends, through the numbered halves of
 * ~/domain/collab/http-channel. A lost answer is asked again; the room answers a repeated post
 * without carrying it out twice, and the page skips a frame it already has.
 *
 * It reports like a socket: `open` once the link exists, `message` per frame, `close` with the
 * room's code when the room ended it (or 1006 when the server stayed unreachable).
 */
import { DownCursor, POLL_WAIT_MS, UpQueue, type PollAnswer } from "~/domain/collab/http-channel";
import { CLOSE } from "~/domain/collab/protocol";

export interface LinkEvents {
  open: () => void;
  message: (text: string) => void;
  close: (code: number, reason: string) => void;
}

/** Failed requests in a row past this long end the link as unreachable (the page then retries it). */
const GIVE_UP_MS = 20_000;
/**
 * A request with no answer after this long is given up and made again: a proxy that holds a
 * request open without ever answering must not stall the link (a poll waits 20 s at most).
 */
const REQUEST_TIMEOUT_MS = POLL_WAIT_MS + 10_000;
const RETRY_MS = [250, 500, 1000, 2000, 4000];
/** The room did not know the link (it restarted, or the link expired): connect again. */
const LINK_ENDED = 1012;

export function linkUrl(
  location: { protocol: string; host: string },
  resumeId: string,
  params: Record<string, string> = {},
): string {
  return `${location.protocol}//${location.host}/api/collab/http?${new URLSearchParams({ resumeId, ...params })}`;
}

export class HttpRoomLink {
  readyState: number = 0;
  private link: string | null = null;
  private readonly down = new DownCursor();
  private readonly up = new UpQueue();
  private posting = false;
  private stopped = false;
  private readonly polls = new AbortController();

  constructor(
    private readonly base: { protocol: string; host: string },
    private readonly resumeId: string,
    private readonly on: LinkEvents,
  ) {
    // A page that unloads runs no effect clean-up: the link is left here, or it would stay in the
    // room (and in everyone's presence) until it expires. A socket closes with its page by itself.
    window.addEventListener("pagehide", this.leaveOnUnload);
    void this.open();
  }

  private readonly leaveOnUnload = () => this.close();

  send(text: string): void {
    if (this.readyState !== 1) throw new Error("The link is not open");
    this.up.send(text);
    void this.pump();
  }

  /** The page leaves the link (closing the tab, or moving to the socket): the room closes it at once. */
  close(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.readyState = 3;
    this.polls.abort();
    window.removeEventListener("pagehide", this.leaveOnUnload);
    if (this.link)
      void fetch(this.url({ link: this.link }), {
        method: "DELETE",
        keepalive: true,
        credentials: "same-origin",
      }).catch(() => undefined);
  }

  /** Ends with the link (the page left) or after REQUEST_TIMEOUT_MS, whichever comes first. */
  private signal(): AbortSignal {
    return AbortSignal.any([this.polls.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]);
  }

  private url(params: Record<string, string> = {}): string {
    return linkUrl(this.base, this.resumeId, params);
  }

  private async open(): Promise<void> {
    const answer = await this.request<{ link: string }>(() =>
      fetch(this.url(), { method: "POST", credentials: "same-origin", signal: this.signal() }),
    );
    if (!answer || this.stopped) return;
    this.link = answer.link;
    this.readyState = 1;
    this.on.open();
    void this.pollLoop();
  }

  private async pollLoop(): Promise<void> {
    while (!this.stopped && this.link) {
      const link = this.link;
      const answer = await this.request<PollAnswer>(() =>
        fetch(this.url({ link, after: String(this.down.after) }), {
          credentials: "same-origin",
          signal: this.signal(),
        }),
      );
      if (!answer || this.stopped) return;
      for (const text of this.down.accept(answer.frames)) {
        if (this.stopped) return;
        this.on.message(text);
      }
      if (answer.closed) return this.end(answer.closed.code, answer.closed.reason);
    }
  }

  /** Posts what waits, one post at a time; a failed post is made again with the same number. */
  private async pump(): Promise<void> {
    if (this.posting) return;
    this.posting = true;
    try {
      for (let body = this.up.next(); body && !this.stopped && this.link; body = this.up.next()) {
        const link = this.link;
        const sent = body;
        const answer = await this.request<{ done: true }>(() =>
          fetch(this.url({ link }), {
            method: "POST",
            credentials: "same-origin",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify(sent),
            signal: this.signal(),
          }),
        );
        if (!answer) return;
        this.up.answered(sent.seq);
      }
    } finally {
      this.posting = false;
    }
  }

  /**
   * One request, made again after a network failure or a 5xx (growing delays) until GIVE_UP_MS;
   * an answer in 4xx ends the link with the close code it stands for. Null when the link ended.
   */
  private async request<T>(make: () => Promise<Response>): Promise<T | null> {
    const started = Date.now();
    for (let attempt = 0; !this.stopped; attempt++) {
      let response: Response | null = null;
      let body: T | null = null;
      try {
        response = await make();
        if (response.ok) body = (await response.json()) as T;
      } catch {
        // The network failed, or the page left and aborted the poll; tried again below unless stopped.
        response = null;
      }
      if (this.stopped) return null;
      if (body !== null) return body;
      if (response && response.status < 500) {
        const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
        this.end(...closeFor(response.status, body));
        return null;
      }
      if (Date.now() - started > GIVE_UP_MS) {
        this.end(1006, "");
        return null;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]));
    }
    return null;
  }

  private end(code: number, reason: string): void {
    if (this.stopped) return;
    this.stopped = true;
    this.readyState = 3;
    this.polls.abort();
    window.removeEventListener("pagehide", this.leaveOnUnload);
    this.on.close(code, reason);
  }
}

/** A refusal as the close a socket would have had. */
function closeFor(status: number, body: { code?: string; message?: string }): [number, string] {
  if (body.code === "resumeNotFound") return [CLOSE.gone, body.message ?? ""];
  if (status === 401 || status === 403) return [CLOSE.revoked, body.message ?? ""];
  if (body.code === "roomLinkUnknown" || body.code === "roomPostOutOfOrder") return [LINK_ENDED, ""];
  // Too many joins, or a full room: tried again later, like a socket refused on upgrade.
  return [1013, body.message ?? ""];
}
