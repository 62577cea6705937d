/**
 * The pure part of the browser's room socket (docs/collaboration.md#reconnecting), shared by the
 * resume editor (components/collab/use-room.ts) and the letter editor
 * (components/cover-letter/use-letter-room.ts) through components/collab/use-room-socket.ts.
 */
import { CLOSE, type ServerMessage } from "./protocol";

/** docs/product.md#constants: at most 5 reconnection attempts, 1 s growing to 5 s, 20 s connection timeout. */
export const RECONNECT = { maxRetries: 5, minDelayMs: 1000, maxDelayMs: 5000, growFactor: 1.6, timeoutMs: 20_000 } as const;

/** What the editor says when the owner moved the resume to the Trash or deleted it (close 4004). */
export const RESUME_GONE = "This resume was moved to the Trash or deleted.";
export const ACCESS_REMOVED = "Your access to this resume was removed.";
export const UNREACHABLE = "the server is unreachable; retrying";

/** A fresh id for one batch of edits, unique enough to match its ack. */
export function newOpId(now = Date.now(), random = Math.random): string {
  return `${now.toString(36)}-${random().toString(36).slice(2, 10)}`;
}

/** The room's address for a page served from `location`. */
export function roomUrl(location: { protocol: string; host: string }, resumeId: string): string {
  const protocol = location.protocol === "https:" ? "wss:" : "ws:";
  return `${protocol}//${location.host}/api/collab?${new URLSearchParams({ resumeId, batch: "1" })}`;
}

/** A close that ends access (revoked, deleted, policy): nothing retries it. */
export function isFinalClose(code: number): boolean {
  return code === CLOSE.revoked || code === CLOSE.gone || code === CLOSE.policy;
}

/** What to show after a close; null for a clean one (the page left). */
export function closeError(code: number, reason: unknown): string | null {
  if (code === CLOSE.revoked) return ACCESS_REMOVED;
  if (code === CLOSE.gone) return RESUME_GONE;
  if (code === 1000) return null;
  // partysocket's synthetic close events can carry a non-string reason; only text is shown.
  return typeof reason === "string" && reason ? reason : UNREACHABLE;
}

/** The messages of one frame, in order (with batch=1 the room sends arrays); none if it is not JSON. */
export function parseFrame(data: unknown): ServerMessage[] {
  let frame: ServerMessage | ServerMessage[];
  try {
    frame = JSON.parse(String(data)) as ServerMessage | ServerMessage[];
  } catch {
    return [];
  }
  return Array.isArray(frame) ? frame : [frame];
}

