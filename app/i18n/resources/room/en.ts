/**
 * What the resume's room says when a connection ends or a message is refused, shown in the editor
 * as "Connection error: {error}" (docs/product.md, app/components/collab/presence.tsx): the
 * browser's own words (app/components/collab/use-room.ts), the close reasons the room gives
 * (workers/room/sockets.ts, workers/resume-room.ts) and the review's refusals
 * (app/domain/review/rules.ts, image.ts). Word for word as written there, lower case included:
 * they sit inside a sentence.
 */
export const enRoomMessages = {
  accessRemoved: "Your access to this resume was removed.",
  unreachable: "the server is unreachable; retrying",
  cannotReach: "could not reach the collaboration server",
  tooManyTabs: "Opened in too many tabs",
  roomFull: "The room is full",
  tooManyMessages: "Too many messages",
  messageTooLarge: "Message too large",
  tooManyInvalid: "Too many invalid messages",
  behind: "Too far behind: reconnect for a fresh copy",
  invalidMessage: "Invalid message.",
  /** The review's refusals. */
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
  marksTooFast: "You are adding review marks too fast. Wait a few seconds and try again.",
};
