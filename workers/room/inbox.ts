/**
 * What the room does with one message from a page, whichever transport carried it: the size
 * limit, the sender's and their user's budgets (shared by every connection of that person), the
 * shape check, then the core's decision carried out (./effects.ts). docs/collaboration.md#limits.
 */
import { CLOSE, type ClientMessage } from "../../app/domain/collab/protocol";
import { GONE_MESSAGE, type RoomCore, type Sender } from "../../app/domain/collab/room-core";
import { roomError } from "./refusals";
import type { RoomAnnotations } from "./annotations";
import type { RoomEffects } from "./effects";
import type { RoomLink } from "./http-link";
import { isAnnotationFrame, parseMessage, tooLarge } from "./incoming";
import type { RoomLetters } from "./room-letters";
import { MAX_STRIKES, type Attachment, type RoomSockets, type SocketInfo } from "./sockets";

export interface InboxParts {
  core: RoomCore;
  sockets: RoomSockets;
  effects: RoomEffects;
  annotations: RoomAnnotations;
  letters: RoomLetters;
}

export class RoomInbox {
  constructor(private readonly parts: InboxParts) {}

  async receive(link: RoomLink, message: string | ArrayBuffer): Promise<void> {
    const { sockets } = this.parts;
    const info = sockets.info(link);
    if (!info) return;
    if (tooLarge(message)) return sockets.closeWith(link, CLOSE.tooBig, "messageTooLarge");
    if (!this.charge(link, info)) return;
    if (isAnnotationFrame(message) && !sockets.limits.allowMarkBytes(info.attachment.userId, message.length)) {
      return sockets.send(link, roomError("marksTooFast"));
    }
    const parsed = parseMessage(message);
    if (!parsed) {
      info.strikes += 1;
      if (info.strikes >= MAX_STRIKES) sockets.closeWith(link, CLOSE.policy, "tooManyInvalid");
      else sockets.send(link, roomError("invalidMessage"));
      return;
    }
    await this.dispatch(link, info.attachment, parsed);
  }

  /**
   * One message's worth of the connection's and its person's budgets (an HTTP poll costs one too,
   * ./http-door.ts). Past them the connection is closed as a flood (1008) and, unless it is the
   * owner's, its person waits before joining again. False when it was closed.
   */
  charge(link: RoomLink, info: SocketInfo): boolean {
    const { sockets } = this.parts;
    if (sockets.limits.allow(info)) return true;
    if (info.attachment.role !== "owner") sockets.limits.coolDown(info.attachment.userId);
    sockets.closeWith(link, CLOSE.policy, "tooManyMessages");
    return false;
  }

  private async dispatch(link: RoomLink, me: Attachment, message: ClientMessage): Promise<void> {
    const { core, sockets, effects, annotations, letters } = this.parts;
    const sender: Sender = { clientId: me.clientId, userId: me.userId, name: me.name, role: me.role };
    switch (message.type) {
      case "resumeUpdate":
        return void (await effects.carry(core.edit(sender, message), link));
      case "annotationUpsert":
      case "annotationDelete":
      case "commentAdd":
      case "annotationResolve": {
        const { existing, context } = await annotations.target(message);
        return void (await effects.carry(core.review(sender, message, existing, context), link));
      }
      case "letterEdit":
        if (core.resumeId === null) return sockets.closeSocket(link, CLOSE.gone, GONE_MESSAGE);
        return letters.edit(link, me, message);
      case "cursorUpdate":
      case "selectionUpdate":
      case "typing":
        return sockets.presence.relay(link, me, message);
      case "seen":
        return sockets.delivery.seen(link, message.version);
      case "joinRoom":
      case "ping":
        // The room is chosen by the connection and init is sent on entry; nothing to answer.
        return;
    }
  }
}
