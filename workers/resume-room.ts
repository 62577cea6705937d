import { DurableObject } from "cloudflare:workers";
import { CLOSE, type ClientMessage, type Op, type Role, type RoomDocument } from "../app/domain/collab/protocol";
import { GONE_MESSAGE, RoomCore, type Sender } from "../app/domain/collab/room-core";
import { roomError } from "../app/domain/collab/room-errors";
import type { LetterChangeKey } from "../app/domain/cover-letter/live-edit";
import type { VersionAuthor, VersionKind, VersionMeta } from "../app/domain/resume/versions";
import type { Annotation } from "../app/domain/review/annotation";
import type { EndedSessions } from "../app/server/collab/room.server";
import { RoomAlarm } from "./room/alarm";
import { RoomAnnotations } from "./room/annotations";
import { RoomSuggestions } from "./room/suggestions";
import { RoomSuggestionActions, type Decider, type DecisionResult } from "./room/suggestion-actions";
import type { SuggestionView } from "../app/domain/suggestions/suggestion";
import { D1Sync } from "./room/d1-sync";
import { RoomEffects } from "./room/effects";
import { isAnnotationFrame, parseMessage, roomIdentity, tooLarge } from "./room/incoming";
import { LetterVersions } from "./room/letter-versions";
import { RoomLog } from "./room/log";
import { RoomLetters } from "./room/room-letters";
import { RoomVersions } from "./room/room-versions";
import { MAX_STRIKES, RoomSockets, toPeer, type Attachment } from "./room/sockets";

/**
 * One instance per resume ("resume-{resumeId}"), carrying out what the room core decides
 * (app/domain/collab/room-core.ts): sockets (Hibernation API, room/sockets.ts), the durable log
 * written before an edit is acknowledged (room/log.ts), D1 reads and write-backs (room/d1-sync.ts),
 * versions, letters and review marks, and the one alarm.
 *
 * The Worker authorizes every upgrade before forwarding it here (app/server/collab/upgrade.server.ts)
 * and passes who the caller is in X-Room-* headers; its other calls are the typed RPC methods below.
 */
export class ResumeRoom extends DurableObject<Env> {
  // The core's only clock, randomness and ids (room-core.ts RoomInputs).
  private readonly core = new RoomCore({ now: () => Date.now(), random: () => Math.random(), newId: () => crypto.randomUUID() });
  private readonly log = new RoomLog(this.ctx.storage);
  private readonly sockets = new RoomSockets(this.ctx);
  private readonly annotations = new RoomAnnotations(this.ctx.storage);
  private readonly alarmClock = new RoomAlarm(this.ctx.storage);
  private readonly versions = new RoomVersions(this.env, this.ctx.storage, this.core, (at) => this.alarmClock.schedule(at));
  private readonly letterVersions = new LetterVersions(this.env, this.ctx.storage, this.core, (at) => this.alarmClock.schedule(at));
  private readonly letters = new RoomLetters(this.env, this.sockets, this.core, this.letterVersions);
  private readonly d1: D1Sync = new D1Sync(this.env, this.core, (effects) => this.effects.carry(effects));
  private readonly suggestionStore = new RoomSuggestions(this.ctx.storage, this.sockets);
  private readonly effects = new RoomEffects({
    core: this.core, log: this.log, sockets: this.sockets, versions: this.versions, annotations: this.annotations, suggestions: this.suggestionStore, alarm: this.alarmClock, d1: this.d1,
  });
  private readonly suggestions = new RoomSuggestionActions({ env: this.env, core: this.core, suggestions: this.suggestionStore, effects: this.effects, versions: this.versions, sockets: this.sockets });

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(async () => this.core.load(await this.log.load()));
  }

  // --- RPC for the Worker -------------------------------------------------------------------

  /** D1 changed outside the room (a REST save, a deletion): re-read it if the room holds state. */
  async reload(): Promise<void> {
    const resumeId = this.core.resumeId;
    if (resumeId !== null) await this.d1.sync(resumeId);
  }

  /** The live document, fresher than D1 (which lags by one write-back), or null when the room holds nothing. */
  async snapshot(): Promise<{ document: RoomDocument; version: number } | null> {
    const resumeId = this.core.resumeId;
    if (resumeId === null) return null;
    await this.d1.sync(resumeId);
    return this.core.snapshot();
  }

  /** Writes the room's unsaved edits to D1 now: a REST save is checked against D1's version. */
  async writeBack(): Promise<void> {
    await this.d1.flush();
  }

  /** A collaborator's role changed, or their access was removed (role null): applies it live. */
  async changeAccess(change: { userId: string | null; email: string; role: Role | null }): Promise<void> {
    this.sockets.changeAccess(change);
    // Their pending suggestions stay for the owner to decide, marked as from a former collaborator.
    if (change.role === null && change.userId !== null && this.core.resumeId !== null) await this.suggestions.authorRemoved(change.userId);
  }

  /** The resume's suggestions with their conflicts (GET /api/resumes/{id}/suggestions; the Worker checked access). */
  async listSuggestions(resumeId: string): Promise<SuggestionView[] | null> {
    if (!(await this.d1.sync(resumeId))) return null;
    return this.suggestions.list();
  }

  /** A proposal by `author` (the Worker read their role from D1). Null when the resume is gone. */
  async suggest(request: { resumeId: string; author: Decider; ops: Op[]; origin: string }) {
    if (!(await this.d1.sync(request.resumeId))) return null;
    return this.suggestions.propose(request.author, request.ops, request.origin);
  }

  /**
   * Accepts or rejects suggestions: the ones named, or (`authorId`) every pending one of that
   * person. An acceptance is an ordinary edit by `by`; a conflict needs `force`.
   */
  async decideSuggestions(request: { resumeId: string; ids?: string[]; authorId?: string; by: Decider; decision: "accept" | "reject"; force: boolean }): Promise<DecisionResult | null> {
    if (!(await this.d1.sync(request.resumeId))) return null;
    const ids = request.ids ?? (request.authorId ? await this.suggestions.pendingOf(request.authorId) : []);
    if (ids.length === 0) return { refusal: { code: "suggestionNotFound" } };
    return this.suggestions.decide(ids, request.by, request.decision, request.force);
  }

  /** The user signed out (one session) or reset their password (all but one): those sockets end now. */
  async endSessions(userId: string, which: EndedSessions): Promise<void> {
    this.sockets.endSessions(userId, which);
  }

  /** One of the resume's letters changed outside the room (a REST save): everyone in it sees it. */
  async letterChanged(request: { letterId: string; by: VersionAuthor | null; changed: LetterChangeKey[] }): Promise<void> {
    await this.letters.changedElsewhere(request.letterId, request.by, request.changed);
  }

  /** The resume's review annotations, for GET /api/resumes/{id}/annotations (the Worker checked access). */
  async listAnnotations(): Promise<Annotation[]> {
    return this.annotations.list();
  }

  /** A version of the live document (an explicit Save, a named version); loads the resume first if needed. */
  async makeVersion(request: { resumeId: string; kind: Extract<VersionKind, "save" | "named">; name?: string; by: VersionAuthor }): Promise<VersionMeta | null> {
    if (!(await this.d1.sync(request.resumeId))) return null;
    return this.versions.record(request.kind, { name: request.name, by: request.by });
  }

  /** Restores an older version's document as a new change by `by` (room-core.ts restore). Null when the resume is gone. */
  async restore(request: { resumeId: string; target: RoomDocument; by: VersionAuthor }): Promise<{ ops: Op[]; version: number; before: VersionMeta | null } | { rejected: string } | null> {
    if (!(await this.d1.sync(request.resumeId))) return null;
    const { result, effects } = this.core.restore(request.target, request.by);
    const before = await this.effects.carry(effects);
    return result && "ops" in result ? { ...result, before } : result;
  }

  // --- Sockets ------------------------------------------------------------------------------

  /** Only the websocket upgrade comes as a request (RPC cannot carry one). */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return new Response("Expected a websocket upgrade", { status: 426 });
    const who = roomIdentity(request);
    if (!who) return new Response("Missing room identity", { status: 400 });
    if (!this.core.admits(who.resumeId)) return new Response("Wrong room", { status: 400 });
    // The owner is always let in (their own resume); anyone else joins within a budget.
    if (who.role !== "owner" && !this.sockets.mayJoin(who.userId)) return new Response("Too many connections. Try again in a few seconds.", { status: 429 });
    // Always compare with D1 on connect: a REST save may have happened while the room slept.
    const joined = (await this.d1.sync(who.resumeId)) ? this.core.join() : null;
    if (!joined) return new Response("Resume not found", { status: 404 });
    const { resumeId: _, ...identity } = who;
    const admitted = this.sockets.admit({ clientId: crypto.randomUUID(), ...identity });
    if (!admitted) return new Response("This room is full", { status: 503 });
    const peers = this.sockets.peers();
    this.sockets.send(admitted.server, { type: "init", you: toPeer(admitted.attachment), ...joined, peers });
    // A late joiner sees every annotation made so far.
    this.sockets.send(admitted.server, { type: "annotationsChanged", annotations: await this.annotations.list(), deleted: [], all: true });
    for (const frame of await this.suggestionStore.initial()) this.sockets.send(admitted.server, frame);
    this.sockets.announce(peers);
    return new Response(null, { status: 101, webSocket: admitted.client });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const info = this.sockets.info(ws);
    if (!info) return;
    if (tooLarge(message)) return this.sockets.closeWith(ws, CLOSE.tooBig, "messageTooLarge");
    if (!this.sockets.allow(info)) {
      if (info.attachment.role !== "owner") this.sockets.coolDown(info.attachment.userId);
      return this.sockets.closeWith(ws, CLOSE.policy, "tooManyMessages");
    }
    if (isAnnotationFrame(message) && !this.sockets.allowMarkBytes(info.attachment.userId, message.length)) {
      return this.sockets.send(ws, roomError("marksTooFast"));
    }
    const parsed = parseMessage(message);
    if (!parsed) {
      info.strikes += 1;
      if (info.strikes >= MAX_STRIKES) this.sockets.closeWith(ws, CLOSE.policy, "tooManyInvalid");
      else this.sockets.send(ws, roomError("invalidMessage"));
      return;
    }
    await this.dispatch(ws, info.attachment, parsed);
  }

  private async dispatch(ws: WebSocket, me: Attachment, message: ClientMessage): Promise<void> {
    const sender: Sender = { clientId: me.clientId, userId: me.userId, name: me.name, role: me.role };
    switch (message.type) {
      case "resumeUpdate":
        return void (await this.effects.carry(this.core.edit(sender, message), ws));
      case "annotationUpsert":
      case "annotationDelete":
      case "commentAdd":
      case "annotationResolve": {
        const { existing, context } = await this.annotations.target(message);
        return void (await this.effects.carry(this.core.review(sender, message, existing, context), ws));
      }
      case "letterEdit":
        if (this.core.resumeId === null) return this.sockets.closeSocket(ws, CLOSE.gone, GONE_MESSAGE);
        return this.letters.edit(ws, me, message);
      case "cursorUpdate":
      case "selectionUpdate":
      case "typing":
        return this.sockets.relayPresence(ws, me, message);
      case "seen":
        return this.sockets.seen(ws, message.version);
      case "joinRoom":
      case "ping":
        // The room is chosen by the upgrade URL and init is sent on connect; nothing to answer.
        return;
    }
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      // Answer the client's close frame; 1005/1006 are not codes one may send.
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "closing");
    } catch {
      // Already closed.
    }
    this.sockets.forget(ws);
    this.sockets.announce();
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    this.sockets.forget(ws);
    this.sockets.announce();
  }

  override async alarm(): Promise<void> {
    this.alarmClock.fired();
    await this.effects.carry(this.core.tick());
    await this.versions.onAlarm();
    await this.letterVersions.onAlarm();
  }
}
