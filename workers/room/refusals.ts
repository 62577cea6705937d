/**
 * The room's refusals in words. The pure room (app/domain/collab) decides by code
 * (ROOM_ERROR_CODES of app/domain/collab/protocol.ts, codes of app/lib/error-catalogue.ts); the
 * English a frame carries for other clients (an `error` frame's `message`, a refused letter edit's
 * `rejected`) and a close reason are the catalogue's, added here as a frame leaves
 * (./sockets.ts). The editor translates the code (`apiErrors.{code}`, app/i18n/api-errors.ts).
 */
import type { RoomErrorCode, RoomErrorParams, ServerMessage } from "../../app/domain/collab/protocol";
import { englishMessage } from "../../app/lib/error-catalogue";

/** A refusal's English, as an `error` frame's message or a close reason says it. */
export function roomErrorMessage(code: RoomErrorCode, params: RoomErrorParams = {}): string {
  return englishMessage(code, params);
}

/** The `error` frame for a refusal, with its English. */
export function roomError(code: RoomErrorCode, params: RoomErrorParams = {}) {
  return { type: "error" as const, code, params, message: roomErrorMessage(code, params) };
}

/** A message as it leaves: a refusal the room decided by code gets its English. */
export function spoken(message: ServerMessage): ServerMessage {
  if (message.type === "error" && message.code && message.message === undefined)
    return { ...message, message: roomErrorMessage(message.code, message.params) };
  if (
    (message.type === "letterAck" || message.type === "ack") &&
    message.rejectedCode &&
    message.rejected === undefined
  ) {
    return { ...message, rejected: roomErrorMessage(message.rejectedCode) };
  }
  return message;
}
