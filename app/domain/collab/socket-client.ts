/**
 * The pure part of the browser's room socket (docs/collaboration.md#reconnecting), shared by the
 * resume editor (components/collab/use-room.ts) and the letter editor
 * (components/cover-letter/use-letter-room.ts) through components/collab/use-room-socket.ts.
 */
import { CLOSE, isRoomErrorCode, type RoomErrorCode, type RoomErrorParams, type ServerMessage } from "./protocol";

/** docs/product.md#constants: at most 5 reconnection attempts, 1 s growing to 5 s, 20 s connection timeout. */
export const RECONNECT = {
  maxRetries: 5,
  minDelayMs: 1000,
  maxDelayMs: 5000,
  growFactor: 1.6,
  timeoutMs: 20_000,
} as const;

/**
 * Why the room is not working, for the page to say in the interface language: the resume is gone
 * (close 4004), a refusal the room sent by code, the browser's own words (editorChrome.collab.own), or a
 * close reason as the room wrote it.
 */
export type RoomProblem =
  | { kind: "gone" }
  | { kind: "refused"; code: RoomErrorCode; params: RoomErrorParams }
  | { kind: "own"; key: "accessRemoved" | "unreachable" | "cannotReach" }
  | { kind: "closed"; reason: string };

/** A fresh id for one batch of edits, unique enough to match its ack. */
export function newOpId(now = Date.now(), random = Math.random): string {
  return `${now.toString(36)}-${random().toString(36).slice(2, 10)}`;
}

/**
 * The ids of one page's resume batches: "<page>.<n>", n counting up from 1 for as long as the page
 * lives. The room keeps the highest n it applied of each page (room-core.ts), so a batch the page
 * sends again after a reconnect, in order with the rest (client-state.ts connectionOpened), is
 * known for a repeat however many edits came since.
 */
export function batchIds(page = newOpId().replace(/[^A-Za-z0-9]/g, "")): () => string {
  let n = 0;
  return () => `${page}.${++n}`;
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
export function closeProblem(code: number, reason: unknown): RoomProblem | null {
  if (code === CLOSE.revoked) return { kind: "own", key: "accessRemoved" };
  if (code === CLOSE.gone) return { kind: "gone" };
  if (code === 1000) return null;
  // partysocket's synthetic close events can carry a non-string reason; only text is shown.
  return typeof reason === "string" && reason ? { kind: "closed", reason } : { kind: "own", key: "unreachable" };
}

/** An `error` frame of the room as a problem: by its code when it has one the page knows. */
export function refusal(message: { message?: string; code?: unknown; params?: RoomErrorParams }): RoomProblem {
  return isRoomErrorCode(message.code)
    ? { kind: "refused", code: message.code, params: message.params ?? {} }
    : { kind: "closed", reason: message.message ?? "" };
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
