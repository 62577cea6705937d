/**
 * The room's part of cover letters (docs/collaboration.md#cover-letters): a resume's letters are
 * edited live in the resume's room, by the same people with the same roles. Each edit is written
 * to D1 before it is acknowledged (app/server/collab/letter-write.server.ts), then everyone in the
 * room gets the letter as stored. Edits run one at a time, in the order the room received them,
 * which is what "last writer wins" per field means here.
 */
import { mayEdit } from "../../app/domain/collab/roles";
import type { ClientMessage } from "../../app/domain/collab/protocol";
import { ROOM_ERRORS, type RoomErrorCode } from "../../app/domain/collab/room-errors";
import type { VersionAuthor } from "../../app/domain/resume/versions";
import type { LetterChangeKey } from "../../app/domain/cover-letter/live-edit";
import { changeKey } from "../../app/domain/cover-letter/live-edit";
import { readLetter, writeLetterEdit } from "../../app/server/collab/letter-write.server";
import type { RoomCore } from "../../app/domain/collab/room-core";
import type { Attachment, RoomSockets } from "./sockets";
import type { RoomLink } from "./http-link";
import { TokenBuckets } from "../../app/domain/collab/token-bucket";
import { SerialQueue } from "./serial-queue";

export interface LetterEditedHook {
  /** After an edit is stored: the letter's quiet-version deadline moves (./letter-versions.ts). */
  edited(letterId: string, author: VersionAuthor): Promise<void>;
}

/**
 * Each letter edit is a D1 write, so a socket gets far fewer of them than of messages: the editor
 * coalesces a field's keystrokes into one edit per 150 ms, so a person typing sends a handful a
 * second; a script cannot turn the room's message budget into 100 writes a second.
 */
export const LETTER_EDITS = { perSecond: 10, burst: 30 } as const;

export class RoomLetters {
  /** Letter writes, one at a time in the order received. */
  private readonly writes = new SerialQueue();
  /** Each socket's letter-edit bucket; only sockets that edited recently keep one (past 1,000, all refill). */
  private readonly budgets = new TokenBuckets<string>(LETTER_EDITS, 1000);

  constructor(
    private readonly env: Env,
    private readonly sockets: RoomSockets,
    private readonly core: RoomCore,
    private readonly hook: LetterEditedHook,
  ) {}

  async edit(ws: RoomLink, me: Attachment, message: Extract<ClientMessage, { type: "letterEdit" }>): Promise<void> {
    const refuse = (rejectedCode: RoomErrorCode | undefined, rejected = rejectedCode ? ROOM_ERRORS[rejectedCode] : "", version = message.base ?? 0) =>
      this.sockets.send(ws, { type: "letterAck", letterId: message.letterId, opId: message.opId, version, rejected, rejectedCode });
    if (!mayEdit(me.role)) {
      refuse("viewOnlyLetter");
      return;
    }
    if (!this.budgets.take(me.clientId, Date.now())) {
      refuse("letterEditLimit");
      return;
    }
    const resumeId = this.core.resumeId;
    if (resumeId === null) return;
    const result = await this.writes.run(() => writeLetterEdit(this.env, resumeId, message.letterId, message.edit));
    if (!result.written) {
      refuse(result.rejectedCode, result.rejected);
      return;
    }
    this.sockets.send(ws, { type: "letterAck", letterId: message.letterId, opId: message.opId, version: result.version });
    this.sockets.broadcast(
      {
        type: "letterChanged",
        letterId: message.letterId,
        version: result.version,
        content: result.content,
        changed: [changeKey(message.edit)],
        by: { clientId: me.clientId, userId: me.userId, name: me.name },
      },
      ws,
    );
    await this.hook.edited(message.letterId, { id: me.userId, name: me.name });
  }

  /** The letter changed outside the room (a REST save, a restore): everyone gets it as stored. */
  async changedElsewhere(letterId: string, by: VersionAuthor | null, changed: LetterChangeKey[]): Promise<void> {
    const resumeId = this.core.resumeId;
    if (resumeId === null) return;
    const stored = await readLetter(this.env, resumeId, letterId);
    if (!stored) return;
    this.sockets.broadcast({
      type: "letterChanged",
      letterId,
      version: stored.version,
      content: stored.content,
      changed,
      by: by ? { clientId: null, userId: by.id, name: by.name } : null,
    });
  }
}
