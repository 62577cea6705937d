/**
 * What the editor says when the resume's room refuses something or the connection ends, inside
 * "Connection error: {error}" (app/components/collab/presence.tsx), or in a toast for a refused
 * edit: the room's refusals by their code, in English as the room writes them
 * (app/domain/collab/room-errors.ts, the review's among them), and the browser's own words
 * (app/components/collab/use-room.ts), lower case included: they sit inside a sentence. A close
 * reason the room gives is shown as it came.
 */
import { ROOM_ERRORS, type RoomErrorCode } from "~/domain/collab/room-errors";

export const enRoomMessages = {
  accessRemoved: "Your access to this resume was removed.",
  unreachable: "the server is unreachable; retrying",
  cannotReach: "could not reach the collaboration server",
  ...(ROOM_ERRORS as Record<RoomErrorCode, string>),
};
