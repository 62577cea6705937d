/**
 * The page's connection to a resume room, over whichever transport the network allows
 * (docs/collaboration-http.md). It starts with the reconnecting websocket; when the upgrade fails
 * before the room ever spoke on it (a proxy that refuses websockets), or the socket opens but
 * nothing arrives within FALLBACK_SILENCE_MS (a proxy that swallows frames), it moves to HTTP
 * (./http-room-link.ts) by itself. Over HTTP it tries a websocket again every PROBE_MS and when
 * the browser comes back online, and moves back once one answers. Either way the page gets the
 * same events and frames; a move is an ordinary reconnect for it (the room's init, then the edits
 * it has not had acknowledged, which the room carries out once: app/domain/collab/room-core.ts).
 */
import ReconnectingWebSocket from "partysocket/ws";
import { RECONNECT, isFinalClose, roomUrl } from "~/domain/collab/socket-client";
import { HttpRoomLink } from "./http-room-link";

export type Transport = "socket" | "http";

export interface ConnectionEvents {
  open: (transport: Transport) => void;
  close: (code: number, reason: string) => void;
  error: () => void;
  message: (data: string) => void;
}

/** An open socket that carries nothing for this long is treated as refused. */
export const FALLBACK_SILENCE_MS = 4_000;
/** Over HTTP, how often a websocket is tried again. */
export const PROBE_MS = 10_000;
/** Over HTTP, a link the room ended (not for good) is opened again after this long. */
const HTTP_REOPEN_MS = [500, 1000, 2000, 5000];

export class RoomConnection {
  transport: Transport = "socket";
  private socket: ReconnectingWebSocket | null = null;
  private http: HttpRoomLink | null = null;
  private probe: WebSocket | null = null;
  private silence: ReturnType<typeof setTimeout> | null = null;
  private probeTimer: ReturnType<typeof setInterval> | null = null;
  private reopenTimer: ReturnType<typeof setTimeout> | null = null;
  private reopenAttempts = 0;
  private closed = false;
  /** Whether a socket of this connection ever got through: until then its errors mean "fall back", not "tell the page". */
  private socketWorked = false;

  constructor(
    private readonly location: { protocol: string; host: string },
    private readonly resumeId: string,
    private readonly on: ConnectionEvents,
  ) {
    this.startSocket();
  }

  get open(): boolean {
    if (this.transport === "socket") return this.socket?.readyState === WebSocket.OPEN;
    return this.http?.readyState === 1;
  }

  /** Whether a connection is being made now (nothing to retry). */
  get connecting(): boolean {
    if (this.transport === "socket") return this.socket?.readyState === WebSocket.CONNECTING;
    return this.http?.readyState === 0 || this.reopenTimer !== null;
  }

  send(text: string): boolean {
    if (!this.open) return false;
    if (this.transport === "socket") this.socket!.send(text);
    else this.http!.send(text);
    return true;
  }

  /** Connect again now (the Retry button): over HTTP this also tries the socket. */
  reconnect(): void {
    if (this.closed) return;
    if (this.transport === "socket") this.socket?.reconnect();
    else {
      this.tryProbe();
      if (!this.open && !this.connecting) this.startHttp();
    }
  }

  /** The browser is back (online, the tab visible, the slow retry): connect again if down; over HTTP, try the socket. */
  wake(): void {
    if (this.closed) return;
    if (this.transport === "http") this.tryProbe();
    if (!this.open && !this.connecting) this.reconnect();
  }

  close(): void {
    this.closed = true;
    this.stopSocket();
    this.stopHttp();
    this.stopProbe();
  }

  private startSocket(): void {
    this.transport = "socket";
    const socket = new ReconnectingWebSocket(roomUrl(this.location, this.resumeId), [], {
      maxRetries: RECONNECT.maxRetries,
      // A little jitter so clients dropped together do not all come back in the same instant.
      minReconnectionDelay: RECONNECT.minDelayMs + Math.floor(Math.random() * 250),
      maxReconnectionDelay: RECONNECT.maxDelayMs,
      reconnectionDelayGrowFactor: RECONNECT.growFactor,
      connectionTimeout: RECONNECT.timeoutMs,
      shouldReconnectOnClose: (event) => !isFinalClose(event.code),
    });
    this.socket = socket;
    /** Whether the room spoke on this socket since it last opened: a close before that is a refused upgrade. */
    let spoke = false;
    socket.addEventListener("open", () => {
      spoke = false;
      this.on.open("socket");
      this.clearSilence();
      this.silence = setTimeout(() => this.fallBack(), FALLBACK_SILENCE_MS);
    });
    socket.addEventListener("message", (event) => {
      if (!spoke) {
        spoke = true;
        this.socketWorked = true;
        this.clearSilence();
      }
      this.on.message(String(event.data));
    });
    socket.addEventListener("close", (event) => {
      if (this.socket !== socket) return;
      this.clearSilence();
      // Refused before the room spoke: the page hears nothing of it, only the HTTP link opening.
      if (!spoke && !isFinalClose(event.code)) return this.fallBack();
      spoke = false;
      this.on.close(event.code, typeof event.reason === "string" ? event.reason : "");
    });
    socket.addEventListener("error", () => {
      if (this.socket === socket && this.socketWorked) this.on.error();
    });
  }

  private stopSocket(): void {
    this.clearSilence();
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, "leaving");
  }

  /** The socket does not get through: the same room over HTTP, and a websocket tried now and then. */
  private fallBack(): void {
    if (this.closed || this.transport === "http") return;
    this.stopSocket();
    this.startHttp();
    this.probeTimer ??= setInterval(() => this.tryProbe(), PROBE_MS);
  }

  private startHttp(): void {
    this.transport = "http";
    this.reopenTimer = null;
    this.http?.close();
    const link: HttpRoomLink = new HttpRoomLink(this.location, this.resumeId, {
      open: () => {
        this.reopenAttempts = 0;
        this.on.open("http");
      },
      message: (text) => this.on.message(text),
      close: (code, reason) => {
        if (this.http !== link) return;
        this.on.close(code, reason);
        if (isFinalClose(code) || this.closed) return this.stopProbe();
        const delay = HTTP_REOPEN_MS[Math.min(this.reopenAttempts++, HTTP_REOPEN_MS.length - 1)];
        this.reopenTimer = setTimeout(() => this.startHttp(), delay);
      },
    });
    this.http = link;
  }

  private stopHttp(): void {
    if (this.reopenTimer) clearTimeout(this.reopenTimer);
    this.reopenTimer = null;
    const link = this.http;
    this.http = null;
    link?.close();
  }

  /**
   * Tries a plain websocket; once the room speaks on it (its init), the socket works again: the
   * HTTP link is left and the reconnecting socket takes over (its own init starts the page afresh).
   */
  private tryProbe(): void {
    if (this.closed || this.transport !== "http" || this.probe) return;
    let probe: WebSocket;
    try {
      probe = new WebSocket(roomUrl(this.location, this.resumeId));
    } catch {
      return;
    }
    this.probe = probe;
    const done = () => {
      if (this.probe === probe) this.probe = null;
    };
    const timer = setTimeout(() => probe.close(), FALLBACK_SILENCE_MS);
    probe.addEventListener(
      "message",
      () => {
        clearTimeout(timer);
        done();
        probe.close(1000, "probe");
        if (this.closed || this.transport !== "http") return;
        this.stopHttp();
        this.stopProbe();
        this.startSocket();
      },
      { once: true },
    );
    probe.addEventListener("close", () => {
      clearTimeout(timer);
      done();
    });
  }

  private stopProbe(): void {
    if (this.probeTimer) clearInterval(this.probeTimer);
    this.probeTimer = null;
    const probe = this.probe;
    this.probe = null;
    probe?.close();
  }

  private clearSilence(): void {
    if (this.silence) clearTimeout(this.silence);
    this.silence = null;
  }
}
