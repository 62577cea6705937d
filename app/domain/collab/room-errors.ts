/**
 * What the resume's room refuses, by code (docs/collaboration.md): codes of the one catalogue
 * (app/lib/error-catalogue.ts), which gives each its status and English. An `error` frame carries
 * the code and its parameters, which the editor translates as it does any API error
 * (`apiErrors.{code}`, app/i18n/api-errors.ts), and the English `message` for other clients. The
 * review's refusals (app/domain/review/rules.ts, image.ts) are among them.
 */
import { ERROR_CATALOGUE, englishMessage, type ErrorCode } from "../../lib/error-catalogue";

/** The catalogue's codes the room says. */
export const ROOM_ERROR_CODES = [
  "invalidMessage",
  "viewOnly",
  "suggestOnly",
  "resumeTooLarge",
  "viewOnlyLetter",
  "letterEditLimit",
  "letterBusy",
  "letterDeleted",
  "paragraphRemoved",
  "marksTooFast",
  "tooManyTabs",
  "roomFull",
  "tooFarBehind",
  "messageTooLarge",
  "tooManyMessages",
  "tooManyInvalid",
  "annotationTooLarge",
  "annotationLimit",
  "authorChanges",
  "kindFixed",
  "annotationGone",
  "authorDeletes",
  "commentsOnNotes",
  "threadLimit",
  "imageNotBase64",
  "imageTooLarge",
  "imageType",
  "imageSide",
  "marksFull",
  "marksShare",
] as const satisfies readonly ErrorCode[];

export type RoomErrorCode = (typeof ROOM_ERROR_CODES)[number];
export type RoomErrorParams = Record<string, string | number>;

/** The room's codes and their English (a close reason, an ack's `rejected`), read from the catalogue. */
export const ROOM_ERRORS = Object.fromEntries(ROOM_ERROR_CODES.map((code) => [code, ERROR_CATALOGUE[code][1]])) as {
  readonly [Code in RoomErrorCode]: (typeof ERROR_CATALOGUE)[Code][1];
};

export interface RoomRefusal {
  code: RoomErrorCode;
  params: RoomErrorParams;
}

const roomCodes: ReadonlySet<string> = new Set(ROOM_ERROR_CODES);

export const isRoomErrorCode = (value: unknown): value is RoomErrorCode => typeof value === "string" && roomCodes.has(value);

export function roomErrorMessage(code: RoomErrorCode, params: RoomErrorParams = {}): string {
  return englishMessage(code, params);
}

/** The `error` frame for a refusal. */
export function roomError(code: RoomErrorCode, params: RoomErrorParams = {}) {
  return { type: "error" as const, code, params, message: roomErrorMessage(code, params) };
}
