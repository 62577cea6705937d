/**
 * What the room decides about cover-letter edits (docs/collaboration.md#cover-letters), without
 * D1, sockets or a clock of its own: the letter's counterpart of room-core.ts. A letter edit is
 * written to D1 before it is acknowledged (letters are small and edited rarely, so the room does
 * not keep them in its log), so an edit is two commands: `edit` decides whether to write (the
 * sender's role, their budget) and returns the write as an effect; once the shell has carried the
 * write out, `written` decides what everyone hears. The shell (workers/room/room-letters.ts)
 * carries the effects out in order, like the resume's.
 */
import type { VersionAuthor } from "../resume/versions";
import { changeKey, type LetterChangeKey, type LetterEdit, type LetterEditRefusal } from "../cover-letter/live-edit";
import type { LetterContent } from "../cover-letter/schema";
import type { ClientMessage, Role, ServerMessage } from "./protocol";
import { mayEdit } from "./roles";
import { TokenBuckets } from "./token-bucket";

/**
 * Each letter edit is a D1 write, so a connection gets far fewer of them than of messages: the
 * editor coalesces a field's keystrokes into one edit per 150 ms, so a person typing sends a
 * handful a second; a script cannot turn the room's message budget into 100 writes a second.
 */
export const LETTER_EDITS = { perSecond: 10, burst: 30 } as const;

export type LetterEditMessage = Extract<ClientMessage, { type: "letterEdit" }>;

export interface LetterSender {
  clientId: string;
  userId: string;
  name: string;
  role: Role;
}

/** What the shell's D1 write answered (app/server/collab/letter-write.server.ts). */
export type LetterWriteResult =
  { written: true; content: LetterContent; version: number } | ({ written: false } & LetterEditRefusal);

export type LetterEffect =
  /** To the sender only. */
  | { type: "reply"; message: ServerMessage }
  /** To everyone in the room; `exceptSender` leaves out the connection that sent the edit. */
  | { type: "broadcast"; message: ServerMessage; exceptSender: boolean }
  /** Write the edit to D1 now, one write at a time in the order received, then call `written`. */
  | { type: "writeLetter"; resumeId: string; letterId: string; edit: LetterEdit }
  /** The letter's quiet-version deadline moves, credited to the author. */
  | { type: "letterEdited"; letterId: string; author: VersionAuthor };

/** What follows a write, or needs none: everything but the write itself. */
export type LetterNotice = Exclude<LetterEffect, { type: "writeLetter" }>;

export class LetterCore {
  /** Each connection's letter-edit bucket; only connections that edited recently keep one (past 1,000, all refill). */
  private readonly budgets = new TokenBuckets<string>(LETTER_EDITS, 1000);

  constructor(private readonly inputs: { now: () => number }) {}

  /** A letter edit from `sender` in the room of `resumeId` (null: the room holds nothing, the edit is dropped). */
  edit(sender: LetterSender, message: LetterEditMessage, resumeId: string | null): LetterEffect[] {
    if (!mayEdit(sender.role)) return [refusal(message, { rejectedCode: "viewOnlyLetter" })];
    if (!this.budgets.take(sender.clientId, this.inputs.now()))
      return [refusal(message, { rejectedCode: "letterEditLimit" })];
    if (resumeId === null) return [];
    return [{ type: "writeLetter", resumeId, letterId: message.letterId, edit: message.edit }];
  }

  /** The write of `message` landed (or was refused): the sender's ack, everyone else's letter, the version clock. */
  written(sender: LetterSender, message: LetterEditMessage, result: LetterWriteResult): LetterNotice[] {
    if (!result.written) return [refusal(message, result)];
    return [
      {
        type: "reply",
        message: { type: "letterAck", letterId: message.letterId, opId: message.opId, version: result.version },
      },
      {
        type: "broadcast",
        message: {
          type: "letterChanged",
          letterId: message.letterId,
          version: result.version,
          content: result.content,
          changed: [changeKey(message.edit)],
          by: { clientId: sender.clientId, userId: sender.userId, name: sender.name },
        },
        exceptSender: true,
      },
      { type: "letterEdited", letterId: message.letterId, author: { id: sender.userId, name: sender.name } },
    ];
  }

  /** The letter changed outside the room (a REST save, a restore): everyone gets it as stored. */
  changedElsewhere(
    letterId: string,
    stored: { content: LetterContent; version: number } | null,
    by: VersionAuthor | null,
    changed: LetterChangeKey[],
  ): LetterNotice[] {
    if (!stored) return [];
    const message: ServerMessage = {
      type: "letterChanged",
      letterId,
      version: stored.version,
      content: stored.content,
      changed,
      by: by ? { clientId: null, userId: by.id, name: by.name } : null,
    };
    return [{ type: "broadcast", message, exceptSender: false }];
  }
}

/**
 * A refused edit: nothing written, the sender's page drops it and says why. A refusal by code goes
 * without words: the worker adds the catalogue's English to `rejected` as it leaves.
 */
function refusal(message: LetterEditMessage, why: LetterEditRefusal): LetterNotice {
  return {
    type: "reply",
    message: {
      type: "letterAck",
      letterId: message.letterId,
      opId: message.opId,
      version: message.base ?? 0,
      rejected: why.rejected,
      rejectedCode: why.rejectedCode,
    },
  };
}
