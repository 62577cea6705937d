/**
 * Reading a socket's message before the room core sees it: its size, its shape. Malformed or
 * oversized frames never reach the core (docs/collaboration.md, "Limits").
 */
import { readSeenMessage } from "../../app/domain/collab/seen-reporter";
import {
  ANNOTATION_MESSAGE_PREFIX,
  clientMessageSchema,
  MAX_ANNOTATION_MESSAGE_BYTES,
  MAX_MESSAGE_BYTES,
  type ClientMessage,
  type Role,
} from "../../app/domain/collab/protocol";
import { ROOM_HEADERS } from "../../app/server/collab/room.server";
import { ROLES } from "../../app/domain/collab/roles";

/** Whether a text takes more than `max` bytes in UTF-8, without encoding it when that cannot be. */
function exceedsBytes(text: string, max: number): boolean {
  // UTF-8 takes at most three bytes per UTF-16 code unit.
  if (text.length * 3 <= max) return false;
  return new TextEncoder().encode(text).byteLength > max;
}

/** Whether a frame is over its limit: an annotation message may carry an image; everything else stays small. */
export function tooLarge(message: string | ArrayBuffer): boolean {
  if (typeof message !== "string") return message.byteLength > MAX_MESSAGE_BYTES;
  return exceedsBytes(
    message,
    message.startsWith(ANNOTATION_MESSAGE_PREFIX) ? MAX_ANNOTATION_MESSAGE_BYTES : MAX_MESSAGE_BYTES,
  );
}

export const isAnnotationFrame = (message: string | ArrayBuffer): message is string =>
  typeof message === "string" && message.startsWith(ANNOTATION_MESSAGE_PREFIX);

/** The message, or null when it is not one the protocol knows. */
export function parseMessage(message: string | ArrayBuffer): ClientMessage | null {
  if (typeof message !== "string") return null;
  // Most of what a busy room receives is `seen`: read without JSON.parse and zod.
  const seenVersion = readSeenMessage(message);
  if (seenVersion !== null) return { type: "seen", version: seenVersion };
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return null;
  }
  const parsed = clientMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Who the Worker says is connecting (app/server/collab/upgrade.server.ts), or null when incomplete. */
export function roomIdentity(request: Request): {
  resumeId: string;
  userId: string;
  role: Role;
  name: string;
  email: string;
  sessionId: string;
  batch: boolean;
} | null {
  const header = (name: string) => {
    const value = request.headers.get(name);
    return value === null ? null : decodeURIComponent(value);
  };
  const resumeId = header(ROOM_HEADERS.resumeId);
  const userId = header(ROOM_HEADERS.userId);
  const role = header(ROOM_HEADERS.role);
  if (!resumeId || !userId || !(ROLES as readonly string[]).includes(role ?? "")) return null;
  return {
    resumeId,
    userId,
    role: role as Role,
    name: header(ROOM_HEADERS.name) || "Anonymous",
    email: header(ROOM_HEADERS.email) ?? "",
    sessionId: header(ROOM_HEADERS.sessionId) ?? "",
    batch: request.headers.get(ROOM_HEADERS.batch) === "1",
  };
}
