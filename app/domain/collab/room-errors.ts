/**
 * What the resume's room refuses, by code (docs/collaboration.md): an `error` frame carries the
 * code and its parameters, which the editor translates (`roomMessages.{code}`), and the English
 * `message` for other clients. The review's refusals (app/domain/review/rules.ts, image.ts) are
 * among them.
 */
import { RESUME_TOO_LARGE } from "../resume/size";

export const ROOM_ERRORS = {
  invalidMessage: "Invalid message.",
  viewOnly: "You can view this resume but not edit it.",
  /** A suggester's edit: they propose changes (docs/collaboration.md#suggestions), they do not make them. */
  suggestOnly: "You can suggest changes to this resume but not edit it.",
  /** An edit (an `ack`'s `rejectedCode`) that would take the resume over its size limit. */
  resumeTooLarge: RESUME_TOO_LARGE,
  /** A cover letter's edit refused (a `letterAck`'s `rejectedCode`). */
  viewOnlyLetter: "You can view this cover letter but not edit it.",
  letterEditLimit: "Too many cover letter edits at once. Slow down and try again.",
  letterBusy: "This cover letter is being changed elsewhere. Try again.",
  letterDeleted: "This cover letter was deleted.",
  paragraphRemoved: "That paragraph was removed by someone else.",
  marksTooFast: "You are adding review marks too fast. Wait a few seconds and try again.",
  /** Why the room closed a socket: sent as an error frame just before the close, whose reason is the same English. */
  tooManyTabs: "Opened in too many tabs",
  roomFull: "The room is full",
  tooFarBehind: "Too far behind: reconnect for a fresh copy",
  messageTooLarge: "Message too large",
  tooManyMessages: "Too many messages",
  tooManyInvalid: "Too many invalid messages",
  annotationTooLarge: "This annotation is too large. Start a new one.",
  annotationLimit: "A resume can hold at most {{max}} annotations.",
  authorChanges: "Only its author or the resume's owner can change this annotation.",
  kindFixed: "An annotation cannot change its kind.",
  annotationGone: "This annotation no longer exists.",
  authorDeletes: "Only its author or the resume's owner can delete this annotation.",
  commentsOnNotes: "Only notes and highlights carry comments.",
  threadLimit: "A thread holds at most {{max}} comments.",
  imageNotBase64: "The image is not valid base64.",
  imageTooLarge: "An image must be under 200 KB.",
  imageType: "Only PNG and JPEG images can be used.",
  imageSide: "An image can be at most {{max}} pixels wide and high.",
  marksFull: "This resume's review marks are full ({{max}} MB). Delete some marks first.",
  marksShare: "You have used your share of this resume's review marks ({{max}} MB). Delete some of yours first.",
} as const;

export type RoomErrorCode = keyof typeof ROOM_ERRORS;
export type RoomErrorParams = Record<string, string | number>;

export interface RoomRefusal {
  code: RoomErrorCode;
  params: RoomErrorParams;
}

export const isRoomErrorCode = (value: unknown): value is RoomErrorCode => typeof value === "string" && Object.hasOwn(ROOM_ERRORS, value);

export function roomErrorMessage(code: RoomErrorCode, params: RoomErrorParams = {}): string {
  return ROOM_ERRORS[code].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
}

/** The `error` frame for a refusal. */
export function roomError(code: RoomErrorCode, params: RoomErrorParams = {}) {
  return { type: "error" as const, code, params, message: roomErrorMessage(code, params) };
}
