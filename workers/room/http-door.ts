/**
 * The room's door for pages that cannot open a websocket (docs/collaboration-http.md): open a
 * link, poll what the room sends it, post what the page sends. Every frame a page posts goes
 * through the same inbox as a socket's message (./inbox.ts), with the same limits, and everything
 * the room sends the link waits in its numbered queue (./http-link.ts) for the next poll.
 *
 * The Worker checks the session and Origin of every request and the role on opening
 * (app/server/collab/http-transport.server.ts); here a link answers only to the person and the
 * session that opened it, and to nobody else (as if it did not exist).
 */
import { POLL_WAIT_MS, type PollAnswer, type PostBody } from "../../app/domain/collab/http-channel";
import type { ErrorCode } from "../../app/lib/error-catalogue";
import type { RoomIdentity } from "../../app/server/collab/room.server";
import type { RoomAdmission } from "./admission";
import type { HttpLink } from "./http-link";
import type { RoomInbox } from "./inbox";
import type { RoomSockets } from "./sockets";

/** Who is asking about a link: the Worker read it from their session. */
export interface LinkCaller {
  userId: string;
  sessionId: string;
}

export type Refused = { refused: ErrorCode };

export class RoomHttpDoor {
  /** Each link's posts are carried out one after another, in their order, even when a repeat overtakes. */
  private readonly inbound = new WeakMap<HttpLink, Promise<unknown>>();

  constructor(private readonly parts: { sockets: RoomSockets; admission: RoomAdmission; inbox: RoomInbox }) {}

  async open(who: RoomIdentity): Promise<{ link: string } | Refused> {
    const entered = await this.parts.admission.enter({ ...who, batch: true }, "http");
    if ("refused" in entered) return entered;
    return { link: (entered.link as HttpLink).id };
  }

  async poll(caller: LinkCaller, linkId: string, after: number, waitMs = POLL_WAIT_MS): Promise<PollAnswer | Refused> {
    const link = this.linkOf(caller, linkId);
    if (!link) return { refused: "roomLinkUnknown" };
    // A poll counts against the same budget as a message: a page that polls in a loop is closed as a flood would be.
    const info = this.parts.sockets.info(link);
    if (info && link.readyState === WebSocket.OPEN) this.parts.inbox.charge(link, info);
    return link.poll(after, Math.min(waitMs, POLL_WAIT_MS), Date.now());
  }

  async post(caller: LinkCaller, linkId: string, body: PostBody): Promise<{ done: true } | Refused> {
    const link = this.linkOf(caller, linkId);
    if (!link || link.readyState !== WebSocket.OPEN) return { refused: "roomLinkUnknown" };
    const verdict = link.up.judge(body.seq);
    if (verdict === "gap") return { refused: "roomPostOutOfOrder" };
    // A repeat (its answer was lost) is answered once the original is carried out, without doing it again.
    if (verdict === "new") link.up.done(body.seq);
    const previous = this.inbound.get(link) ?? Promise.resolve();
    const run = previous.then(async () => {
      if (verdict !== "new") return;
      for (const frame of body.frames) {
        if (link.readyState !== WebSocket.OPEN) break;
        await this.parts.inbox.receive(link, frame);
      }
    });
    this.inbound.set(
      link,
      run.catch(() => undefined),
    );
    await run;
    return { done: true };
  }

  /** The page left (it closed the tab or moved to the socket): the link closes like a socket would. */
  leave(caller: LinkCaller, linkId: string): void {
    const link = this.linkOf(caller, linkId);
    if (!link || link.readyState !== WebSocket.OPEN) return;
    this.parts.sockets.closeSocket(link, 1000, "leaving");
  }

  private linkOf(caller: LinkCaller, linkId: string): HttpLink | null {
    const link = this.parts.sockets.httpLink(linkId);
    if (!link) return null;
    const info = this.parts.sockets.info(link);
    const attachment =
      info?.attachment ?? (link.deserializeAttachment() as { userId: string; sessionId: string } | null);
    return attachment && attachment.userId === caller.userId && attachment.sessionId === caller.sessionId ? link : null;
  }
}
