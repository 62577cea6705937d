/**
 * The resume room's wire protocol: JSON objects with a `type`. The events of docs/api.md
 * keep their names (joinRoom, resumeUpdate, cursorUpdate, selectionUpdate; editorCount,
 * resumeUpdated, cursorUpdated, selectionUpdated); the rest is what per-field merging needs.
 *
 * Merging: the room applies operations (app/domain/resume/ops.ts) in the order it receives them and numbers the result
 * (`version`). Each operation touches one field, or one list entry, so edits to different fields
 * or entries never collide; two edits to the same field resolve by that order, the same way for
 * everyone. A client keeps its own unacknowledged operations on top of what the room sends (see
 * ./client-state.ts); because one socket delivers in order, an `ack` always arrives before any
 * later operation of someone else, which is what makes that rule converge.
 */
import * as z from "zod";
import type { RoomDocument } from "../resume/document";
import { validOpSchema, type Op } from "../resume/ops";
import { letterEditSchema, type LetterChangeKey } from "../cover-letter/live-edit";
import type { LetterContent } from "../cover-letter/schema";
import type { ErrorCode } from "../../lib/error-catalogue";
import { annotationDraftSchema, commentTextSchema, type Annotation } from "../review/annotation";

/**
 * What the resume's room refuses, by code (docs/collaboration.md): codes of the one catalogue
 * (app/lib/error-catalogue.ts), which gives each its status and English. An `error` frame carries
 * the code and its parameters, which the editor translates as it does any API error
 * (`apiErrors.{code}`, app/i18n/api-errors.ts), and the English `message` for other clients. The
 * pure room decides by code; the worker adds the English as a frame leaves (workers/room/refusals.ts).
 * The review's refusals (app/domain/review/rules.ts, image.ts) are among them.
 */
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

/** A refusal as the pure domain decides it: a code and its parameters, no words. */
export interface RoomRefusal {
  code: RoomErrorCode;
  params: RoomErrorParams;
}

const roomCodes: ReadonlySet<string> = new Set(ROOM_ERROR_CODES);

export const isRoomErrorCode = (value: unknown): value is RoomErrorCode =>
  typeof value === "string" && roomCodes.has(value);

/** The `error` frame for a refusal, as the room decides it (the worker adds its English `message`). */
export function refusalFrame(code: RoomErrorCode, params: RoomErrorParams = {}) {
  return { type: "error" as const, code, params };
}

/** Largest message a client may send (bytes of JSON). */
export const MAX_MESSAGE_BYTES = 64 * 1024;
/**
 * An annotation may carry a stamp or signature image of up to 200 KB (base64: ~270 KB): its
 * message alone may be this large (docs/collaboration.md#review-annotations).
 */
export const MAX_ANNOTATION_MESSAGE_BYTES = 300 * 1024;
/** How an annotation message starts as clients serialize it; only such a message gets the larger limit. */
export const ANNOTATION_MESSAGE_PREFIX = '{"type":"annotationUpsert"';
/** The 8 fixed colours of docs/product.md#constants, for cursors and editors. */
export const COLLAB_COLORS = [
  "#ef4444",
  "#f97316",
  "#eab308",
  "#22c55e",
  "#14b8a6",
  "#3b82f6",
  "#8b5cf6",
  "#ec4899",
] as const;

/** The grid cursor positions are measured on (docs/product.md#constants). */
export const CURSOR_GRID = { rowPx: 20, columnPx: 8 } as const;

/** Where a collaborator's caret is (docs/product.md#data-model), in grid units (CURSOR_GRID). */
export const cursorSchema = z.object({
  row: z.number().int().min(0).max(100_000),
  column: z.number().int().min(0).max(100_000),
  sectionId: z.string().max(64),
  fieldId: z.string().max(128),
});
/** Selected text travels at most this long. */
export const SELECTION_TEXT_MAX = 2000;
export const selectionSchema = z.object({
  start: z.object({ row: z.number().int().min(0), column: z.number().int().min(0) }),
  end: z.object({ row: z.number().int().min(0), column: z.number().int().min(0) }),
  text: z.string().max(SELECTION_TEXT_MAX),
});

const userEcho = z
  .object({ userId: z.string().max(64), name: z.string().max(200) })
  .partial()
  .optional();

/** What a client may send. Anything else, or anything larger than MAX_MESSAGE_BYTES, is refused. */
export const clientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("joinRoom"), resumeId: z.string().max(64).optional() }),
  z.object({
    type: z.literal("resumeUpdate"),
    resumeId: z.string().max(64).optional(),
    /** Client-made id, echoed in the ack. */
    opId: z.string().min(1).max(64),
    ops: z.array(validOpSchema).min(1).max(200),
    timestamp: z.number().optional(),
  }),
  z.object({
    type: z.literal("cursorUpdate"),
    resumeId: z.string().max(64).optional(),
    position: cursorSchema,
    user: userEcho,
  }),
  z.object({
    type: z.literal("selectionUpdate"),
    resumeId: z.string().max(64).optional(),
    selection: selectionSchema.nullable(),
    user: userEcho,
  }),
  z.object({ type: z.literal("typing"), section: z.string().max(64) }),
  z.object({ type: z.literal("ping") }),
  /** The newest room version this client has applied: a client that stops saying so is behind. */
  z.object({ type: z.literal("seen"), version: z.number().int().min(0) }),
  /**
   * One field of one of the resume's cover letters (docs/collaboration.md#cover-letters). `base` is
   * the letter version the client last saw; informational only, since fields merge last-writer-wins.
   */
  z.object({
    type: z.literal("letterEdit"),
    letterId: z.string().min(1).max(64),
    opId: z.string().min(1).max(64),
    edit: letterEditSchema,
    base: z.number().int().min(0).optional(),
  }),
  /** Review annotations (docs/collaboration.md#review-annotations): viewers may send these too. */
  z.object({ type: z.literal("annotationUpsert"), annotation: annotationDraftSchema }),
  z.object({ type: z.literal("annotationDelete"), id: z.string().min(1).max(64) }),
  z.object({
    type: z.literal("commentAdd"),
    annotationId: z.string().min(1).max(64),
    commentId: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
    text: commentTextSchema,
  }),
  z.object({ type: z.literal("annotationResolve"), id: z.string().min(1).max(64), resolved: z.boolean() }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

import type { Role } from "./roles";
import type { Suggestion } from "../suggestions/suggestion";
export type { Role };

export interface Peer {
  clientId: string;
  userId: string;
  name: string;
  email: string;
  color: string;
  role: Role;
}

/**
 * What the room sends: one JSON message per frame, or, when the upgrade URL carries `batch=1`,
 * every frame is a JSON array of these messages in order (what piled up while the room was busy;
 * a room of 50 typists sends ~20 messages a frame instead of 50,000 frames a second).
 */
export type ServerMessage =
  | { type: "init"; you: Peer; document: RoomDocument; version: number; peers: Peer[] }
  | { type: "editorCount"; count: number }
  | { type: "presence"; peers: Peer[] }
  /**
   * The room ordered (or, with `rejected`, refused whole: the sender drops them) a client's
   * operations. With `duplicate`, it had already applied that opId (the batch was sent again after
   * a reconnect) and applied nothing now: the document the client got on reconnect holds it.
   */
  | { type: "ack"; opId: string; version: number; rejected?: string; rejectedCode?: RoomErrorCode; duplicate?: true }
  | {
      type: "resumeUpdated";
      timestamp: number;
      version: number;
      ops: Op[];
      /** Sections the operations touched, for "Resume {section} updated by {name}". */
      sections: string[];
      by: { clientId: string; userId: string; name: string };
    }
  /** The whole document, when it changed outside the room (a REST save) or a client fell behind. */
  | { type: "resumeReplaced"; version: number; document: RoomDocument }
  | {
      type: "cursorUpdated";
      position: z.infer<typeof cursorSchema>;
      user: { userId: string; name: string; color: string };
      clientId: string;
    }
  | {
      type: "selectionUpdated";
      selection: z.infer<typeof selectionSchema> | null;
      user: { userId: string; name: string; color: string };
      clientId: string;
    }
  | { type: "typing"; clientId: string; user: { userId: string; name: string }; section: string }
  /**
   * A refusal: its code (ROOM_ERROR_CODES), which the editor translates, and the English message,
   * which the worker adds as the frame leaves (the pure room leaves it out).
   */
  | { type: "error"; message?: string; code?: RoomErrorCode; params?: RoomErrorParams }
  /** The room wrote (or, with `rejected`, refused; nothing written) a client's letter edit. */
  | {
      type: "letterAck";
      letterId: string;
      opId: string;
      version: number;
      rejected?: string;
      rejectedCode?: RoomErrorCode;
    }
  /**
   * A letter changed: by someone's edit in the room (`by`), or outside it (a REST save, a restore:
   * `by` null or the person). `content` is the whole letter as stored; `changed` says which fields.
   */
  | {
      type: "letterChanged";
      letterId: string;
      version: number;
      content: LetterContent;
      changed: LetterChangeKey[];
      by: { clientId: string | null; userId: string; name: string } | null;
    }
  /**
   * Annotations changed (or, with `all`, the full list: sent on connect, replacing what the client
   * held). `comment` says a comment was added, for "Comment on Experience by Ana".
   */
  | {
      type: "annotationsChanged";
      annotations: Annotation[];
      deleted: string[];
      all?: true;
      by?: { clientId: string; userId: string; name: string };
      comment?: { annotationId: string; activity: string };
    }
  | SuggestionsChangedMessage
  /**
   * This resume is a variant and its master changed (docs/variants.md#when-a-sync-runs): read the
   * upstream again. No content: the read checks who is asking.
   */
  | { type: "upstreamChanged" };

/**
 * Suggestions changed (docs/collaboration.md#suggestions): each as the room stored it, or the ids
 * dropped from its history; with `all`, the full list (sent on connect). Clients work out the
 * conflicts against their own document (app/domain/suggestions/fields.ts).
 */
export interface SuggestionsChangedMessage {
  type: "suggestionsChanged";
  suggestions: Suggestion[];
  deleted: string[];
  all?: true;
}

/** Close codes the room uses. */
export const CLOSE = {
  policy: 1008,
  tooBig: 1009,
  /** Too far behind to catch up by messages: the client reconnects and gets a fresh copy. */
  behind: 1013,
  revoked: 4003,
  /** The resume was deleted; reconnecting cannot succeed. */
  gone: 4004,
} as const;
