/**
 * Letting someone into the room, over either transport (docs/collaboration.md#limits,
 * docs/collaboration-http.md): the Worker has already checked their session, role and Origin;
 * here the room checks it serves their resume, their join budget, the resume still exists, and
 * room for them, then sends what a newcomer gets first (init, the review marks, the suggestions)
 * and tells everyone who is here.
 */
import type { ErrorCode } from "../../app/lib/error-catalogue";
import type { RoomCore } from "../../app/domain/collab/room-core";
import type { RoomIdentity } from "../../app/server/collab/room.server";
import type { RoomAnnotations } from "./annotations";
import type { D1Sync } from "./d1-sync";
import type { RoomLink } from "./http-link";
import { toPeer, type Attachment, type RoomSockets } from "./sockets";
import type { RoomSuggestions } from "./suggestions";

export type Entered = { link: RoomLink; client?: WebSocket; attachment: Attachment };

export interface AdmissionParts {
  core: RoomCore;
  sockets: RoomSockets;
  d1: D1Sync;
  annotations: RoomAnnotations;
  suggestions: RoomSuggestions;
}

export class RoomAdmission {
  constructor(private readonly parts: AdmissionParts) {}

  async enter(who: RoomIdentity, transport: "socket" | "http"): Promise<Entered | { refused: ErrorCode }> {
    const { core, sockets, d1, annotations, suggestions } = this.parts;
    if (!core.admits(who.resumeId)) return { refused: "wrongRoom" };
    // The owner is always let in (their own resume); anyone else joins within a budget, the same
    // one whichever transport they come by.
    if (who.role !== "owner" && !sockets.limits.mayJoin(who.userId)) return { refused: "roomJoinsTooFast" };
    // Always compare with D1 on entry: a REST save may have happened while the room slept.
    const joined = (await d1.sync(who.resumeId)) ? core.join() : null;
    if (!joined) return { refused: "resumeNotFound" };
    const { resumeId: _, ...identity } = who;
    const admitted = sockets.admit({ clientId: crypto.randomUUID(), ...identity }, transport);
    if (!admitted) return { refused: "roomAtCapacity" };
    const peers = sockets.peers();
    sockets.send(admitted.link, { type: "init", you: toPeer(admitted.attachment), ...joined, peers });
    // A late joiner sees every annotation made so far.
    sockets.send(admitted.link, {
      type: "annotationsChanged",
      annotations: await annotations.list(),
      deleted: [],
      all: true,
    });
    for (const frame of await suggestions.initial()) sockets.send(admitted.link, frame);
    sockets.announce(peers);
    return admitted;
  }
}
