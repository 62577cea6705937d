/**
 * Carrying out the letter core's effects (app/domain/collab/letter-core.ts) for the room
 * (docs/collaboration.md#cover-letters): a resume's letters are edited live in the resume's room,
 * by the same people with the same roles. The write to D1 happens before the ack
 * (app/server/collab/letter-write.server.ts), one at a time, in the order the room received the
 * edits, which is what "last writer wins" per field means here.
 */
import {
  LetterCore,
  type LetterEditMessage,
  type LetterNotice,
  type LetterSender,
} from "../../app/domain/collab/letter-core";
import type { RoomCore } from "../../app/domain/collab/room-core";
import type { LetterChangeKey } from "../../app/domain/cover-letter/live-edit";
import type { VersionAuthor } from "../../app/domain/resume/versions";
import { readLetter, writeLetterEdit } from "../../app/server/collab/letter-write.server";
import type { RoomLink } from "./http-link";
import { SerialQueue } from "./serial-queue";
import type { RoomSockets } from "./sockets";

export interface LetterEditedHook {
  /** After an edit is stored: the letter's quiet-version deadline moves (./letter-versions.ts, ./quiet-clock.ts). */
  edited(letterId: string, author: VersionAuthor): Promise<void>;
}

export class RoomLetters {
  private readonly core = new LetterCore({ now: Date.now });
  /** Letter writes, one at a time in the order received. */
  private readonly writes = new SerialQueue();

  constructor(
    private readonly env: Env,
    private readonly sockets: RoomSockets,
    private readonly room: RoomCore,
    private readonly hook: LetterEditedHook,
  ) {}

  async edit(link: RoomLink, sender: LetterSender, message: LetterEditMessage): Promise<void> {
    for (const effect of this.core.edit(sender, message, this.room.resumeId)) {
      if (effect.type !== "writeLetter") {
        await this.carry(effect, link);
        continue;
      }
      const result = await this.writes.run(() =>
        writeLetterEdit(this.env, effect.resumeId, effect.letterId, effect.edit),
      );
      for (const next of this.core.written(sender, message, result)) await this.carry(next, link);
    }
  }

  /** The letter changed outside the room (a REST save, a restore): everyone gets it as stored. */
  async changedElsewhere(letterId: string, by: VersionAuthor | null, changed: LetterChangeKey[]): Promise<void> {
    const resumeId = this.room.resumeId;
    if (resumeId === null) return;
    for (const effect of this.core.changedElsewhere(
      letterId,
      await readLetter(this.env, resumeId, letterId),
      by,
      changed,
    ))
      await this.carry(effect);
  }

  private async carry(effect: LetterNotice, link?: RoomLink): Promise<void> {
    switch (effect.type) {
      case "reply":
        if (link) this.sockets.send(link, effect.message);
        return;
      case "broadcast":
        return this.sockets.broadcast(effect.message, effect.exceptSender ? link : undefined);
      case "letterEdited":
        return this.hook.edited(effect.letterId, effect.author);
    }
  }
}
