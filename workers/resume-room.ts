import { DurableObject } from "cloudflare:workers";
import type { PostBody } from "../app/domain/collab/http-channel";
import type { Op } from "../app/domain/resume/ops";
import type { PageFit } from "../app/domain/resume/fit-settings";
import type { Role } from "../app/domain/collab/protocol";
import type { RoomDocument } from "../app/domain/resume/document";
import { RoomCore } from "../app/domain/collab/room-core";
import { errorResponse } from "../app/server/http.server";
import type { RoomIdentity } from "../app/server/collab/room.server";
import type { LetterChangeKey } from "../app/domain/cover-letter/live-edit";
import type { VersionAuthor, VersionKind, VersionMeta } from "../app/domain/resume/versions";
import type { LetterVersionKind } from "../app/domain/cover-letter/versions";
import type { Annotation } from "../app/domain/review/annotation";
import type { EndedSessions } from "../app/server/collab/room.server";
import { RoomAlarm } from "./room/alarm";
import { RoomAnalysis } from "./room/analysis";
import { mayEdit } from "../app/domain/collab/roles";
import { writeBackDelay } from "../app/domain/collab/write-back";
import { RoomAnnotations } from "./room/annotations";
import { RoomSuggestions } from "./room/suggestions";
import { RoomSuggestionActions, type Decider, type DecisionResult } from "./room/suggestion-actions";
import type { SuggestionView } from "../app/domain/suggestions/suggestion";
import { D1Sync } from "./room/d1-sync";
import { RoomEffects } from "./room/effects";
import { RoomAdmission } from "./room/admission";
import { RoomHttpDoor, type LinkCaller } from "./room/http-door";
import { RoomInbox } from "./room/inbox";
import { roomIdentity } from "./room/incoming";
import { LetterVersions } from "./room/letter-versions";
import { QuietClock } from "./room/quiet-clock";
import { letterOfClock } from "../app/domain/collab/quiet-clock";
import { RoomLog } from "./room/log";
import { RoomLetters } from "./room/room-letters";
import { RoomVersions } from "./room/room-versions";
import { RoomHistory } from "./room/version-history";
import { letterVersionStore, resumeVersionStore } from "../app/server/versions/document-kinds.server";
import type { NewVersion } from "../app/server/versions/versioned-document.server";
import type { VersionedDocument } from "../app/server/versions/room-versions.server";
import type { LetterContent } from "../app/domain/cover-letter/schema";
import { RoomSockets } from "./room/sockets";
import { VariantFollowers } from "./room/variant-followers";
import type { Follower } from "../app/domain/variants/follow";
import { pushToVariant } from "../app/server/variants.server";

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
  private readonly core = new RoomCore({
    now: () => Date.now(),
    random: () => Math.random(),
    newId: () => crypto.randomUUID(),
  });
  private readonly log = new RoomLog(this.ctx.storage);
  private readonly sockets = new RoomSockets(this.ctx);
  private readonly annotations = new RoomAnnotations(this.ctx.storage);
  private readonly alarmClock = new RoomAlarm(this.ctx.storage);
  private readonly quietClock = new QuietClock(this.ctx.storage, (at) => this.alarmClock.schedule(at));
  private readonly history = new RoomHistory(this.env, this.ctx.storage);
  private readonly versions = new RoomVersions(this.history, this.core, this.quietClock);
  private readonly letterVersions = new LetterVersions(this.env, this.core, this.quietClock, this.history);
  private readonly letters = new RoomLetters(this.env, this.sockets, this.core, this.letterVersions);
  private readonly analysis = new RoomAnalysis(this.ctx.storage);
  private readonly d1: D1Sync = new D1Sync(
    this.env,
    this.core,
    (effects) => this.effects.carry(effects),
    this.analysis,
  );
  private readonly suggestionStore = new RoomSuggestions(this.ctx.storage, this.sockets);
  private readonly followers = new VariantFollowers(this.ctx.storage, (followers) => this.pushToVariants(followers));
  /** The changes waiting in each follower at the last push (variants.server.ts pushToVariant). */
  private readonly waitingAtPush = new Map<string, string>();
  private readonly effects = new RoomEffects({
    core: this.core,
    log: this.log,
    sockets: this.sockets,
    versions: this.versions,
    annotations: this.annotations,
    suggestions: this.suggestionStore,
    alarm: this.alarmClock,
    d1: this.d1,
    analysis: this.analysis,
    changed: () => this.followers.seen(this.core.snapshot()?.version ?? null),
  });
  private readonly suggestions = new RoomSuggestionActions({
    env: this.env,
    core: this.core,
    suggestions: this.suggestionStore,
    effects: this.effects,
    versions: this.versions,
    sockets: this.sockets,
  });
  private readonly admission = new RoomAdmission({
    core: this.core,
    sockets: this.sockets,
    d1: this.d1,
    annotations: this.annotations,
    suggestions: this.suggestionStore,
  });
  private readonly inbox = new RoomInbox({
    core: this.core,
    sockets: this.sockets,
    effects: this.effects,
    annotations: this.annotations,
    letters: this.letters,
  });
  private readonly httpDoor = new RoomHttpDoor({ sockets: this.sockets, admission: this.admission, inbox: this.inbox });

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
    if (change.role === null && change.userId !== null && this.core.resumeId !== null)
      await this.suggestions.authorRemoved(change.userId);
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
  async decideSuggestions(request: {
    resumeId: string;
    ids?: string[];
    authorId?: string;
    by: Decider;
    decision: "accept" | "reject";
    force: boolean;
  }): Promise<DecisionResult | null> {
    if (!(await this.d1.sync(request.resumeId))) return null;
    const ids = request.ids ?? (request.authorId ? await this.suggestions.pendingOf(request.authorId) : []);
    if (ids.length === 0) return { refusal: { code: "suggestionNotFound" } };
    return this.suggestions.decide(ids, request.by, request.decision, request.force);
  }

  /**
   * The editor's stored ATS analysis (workers/room/analysis.ts), kept until the next write-back:
   * taken only from `userId` when they have this resume open with the right to edit. False when
   * they have not: the Worker then checks their access in D1 and stores it there.
   */
  async keepAnalysis(request: { resumeId: string; userId: string; analysis: { score: number } }): Promise<boolean> {
    const live = this.core.snapshot();
    if (this.core.resumeId !== request.resumeId || !live) return false;
    if (!this.sockets.peers().some((peer) => peer.userId === request.userId && mayEdit(peer.role))) return false;
    await this.analysis.keep(request.analysis, live.document.jobDescription);
    await this.alarmClock.schedule(Date.now() + writeBackDelay(Math.random()));
    return true;
  }

  /**
   * A variant's editor read its upstream (the Worker checked the reader may edit it and see this
   * resume): this room pushes its next edits to it for a while (./room/variant-followers.ts).
   */
  async followVariant(request: { masterId: string; variantId: string; userId: string }): Promise<void> {
    if (!this.core.admits(request.masterId)) return;
    await this.followers.add(request.variantId, request.userId);
  }

  /** This resume is a variant whose master changed: its editors read their upstream again. */
  async upstreamChanged(): Promise<void> {
    this.sockets.broadcast({ type: "upstreamChanged" });
  }

  /** The user signed out (one session) or reset their password (all but one): those sockets end now. */
  async endSessions(userId: string, which: EndedSessions): Promise<void> {
    this.sockets.endSessions(userId, which);
  }

  /** One of the resume's letters changed outside the room (a REST save): everyone in it sees it. */
  async letterChanged(request: {
    letterId: string;
    by: VersionAuthor | null;
    changed: LetterChangeKey[];
  }): Promise<void> {
    await this.letters.changedElsewhere(request.letterId, request.by, request.changed);
  }

  /** The resume's review annotations, for GET /api/resumes/{id}/annotations (the Worker checked access). */
  async listAnnotations(): Promise<Annotation[]> {
    return this.annotations.list();
  }

  /** A version of the live document (an explicit Save, a named version); loads the resume first if needed. */
  async makeVersion(request: {
    resumeId: string;
    kind: Extract<VersionKind, "save" | "named">;
    name?: string;
    by: VersionAuthor;
  }): Promise<VersionMeta | null> {
    if (!(await this.d1.sync(request.resumeId))) return null;
    return this.versions.record(request.kind, { name: request.name, by: request.by });
  }

  // --- Version history (./room/version-history.ts): the Worker checked who may see or change it ---

  /** The versions of the resume or of one of its letters, newest first. */
  async listVersions(resumeId: string, document: VersionedDocument) {
    return this.history.run(resumeId, (rows) =>
      (document.kind === "resume" ? resumeVersionStore : letterVersionStore).list(rows, documentOf(resumeId, document)),
    );
  }

  /** One version of the resume with its content; null when it has no such version. */
  async readResumeVersion(resumeId: string, versionId: string) {
    return this.history.run(resumeId, (rows) => resumeVersionStore.read(rows, resumeId, versionId));
  }

  /** One version of one of its letters with its content; null when the letter has no such version. */
  async readLetterVersion(resumeId: string, letterId: string, versionId: string) {
    return this.history.run(resumeId, (rows) => letterVersionStore.read(rows, letterId, versionId));
  }

  async countNamedVersions(resumeId: string, document: VersionedDocument): Promise<number> {
    return this.history.run(resumeId, (rows) => rows.countNamed(documentOf(resumeId, document)));
  }

  /**
   * A version of a resume state the Worker holds (the REST path's, an application's). The room's
   * own versions of its live document are made in the room.
   */
  async recordResumeVersion(resumeId: string, input: Omit<NewVersion<RoomDocument, VersionKind>, "documentId">) {
    return this.history.run(resumeId, (rows) => resumeVersionStore.record(rows, { ...input, documentId: resumeId }));
  }

  /** A version of a letter as D1 stores it. */
  async recordLetterVersion(
    resumeId: string,
    letterId: string,
    input: Omit<NewVersion<LetterContent, LetterVersionKind>, "documentId">,
  ) {
    return this.history.run(resumeId, (rows) => letterVersionStore.record(rows, { ...input, documentId: letterId }));
  }

  /** A letter was deleted: its versions go with it. */
  async forgetLetterHistory(resumeId: string, letterId: string): Promise<void> {
    await this.history.run(resumeId, (rows) => rows.forgetDocument(letterId));
  }

  /** The daily sweep: whatever D1 still holds of this resume's history moves here. Returns the versions moved. */
  async moveHistory(resumeId: string): Promise<number> {
    return this.history.move(resumeId);
  }

  /** The resume was deleted for good: everyone leaves and the room keeps nothing, its history included. */
  async purge(): Promise<void> {
    await this.effects.carry([{ type: "forget" }]);
    await this.followers.forget();
    await this.ctx.storage.deleteAll();
    this.history.dropped();
  }

  /** Restores an older version's document as a new change by `by` (room-core.ts restore). Null when the resume is gone. */
  async restore(request: {
    resumeId: string;
    target: RoomDocument;
    by: VersionAuthor;
  }): Promise<{ ops: Op[]; version: number; before: VersionMeta | null } | { rejected: string } | null> {
    if (!(await this.d1.sync(request.resumeId))) return null;
    const { result, effects } = this.core.restore(request.target, request.by);
    const before = await this.effects.carry(effects);
    return result && "ops" in result ? { ...result, before } : result;
  }

  /**
   * The PDF renderer's fitting chose `fit` for the document at version `basedOn`: one setPageFit
   * edit by `by` when that is still the document and the choice is new (room-core.ts applyPageFit).
   */
  async applyPageFit(request: {
    resumeId: string;
    fit: PageFit;
    basedOn: number;
    by: VersionAuthor;
  }): Promise<{ ops: Op[]; version: number } | { rejected: string } | null> {
    if (!(await this.d1.sync(request.resumeId))) return null;
    const { result, effects } = this.core.applyPageFit(request.fit, request.basedOn, request.by);
    await this.effects.carry(effects);
    return result;
  }

  // --- HTTP transport (docs/collaboration-http.md): the Worker checked the session and Origin ---

  async openLink(who: RoomIdentity) {
    return this.httpDoor.open(who);
  }

  async pollLink(caller: LinkCaller, linkId: string, after: number, waitMs?: number) {
    return this.httpDoor.poll(caller, linkId, after, waitMs);
  }

  async postLink(caller: LinkCaller, linkId: string, body: PostBody) {
    return this.httpDoor.post(caller, linkId, body);
  }

  async leaveLink(caller: LinkCaller, linkId: string): Promise<void> {
    this.httpDoor.leave(caller, linkId);
    await this.someoneLeft();
  }

  // --- Sockets ------------------------------------------------------------------------------

  /** Only the websocket upgrade comes as a request (RPC cannot carry one). */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return errorResponse("websocketExpected");
    const who = roomIdentity(request);
    if (!who) return errorResponse("signInRequired");
    const entered = await this.admission.enter(who, "socket");
    if ("refused" in entered) return errorResponse(entered.refused);
    return new Response(null, { status: 101, webSocket: entered.client });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    await this.inbox.receive(ws, message);
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
    await this.someoneLeft();
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    this.sockets.forget(ws);
    this.sockets.announce();
    await this.someoneLeft();
  }

  /** Unsaved edits and a kept analysis go to D1 at once: the page the person goes to reads D1. */
  private async someoneLeft(): Promise<void> {
    await this.effects.carry(this.core.left());
    await this.d1.flush();
  }

  /** Syncs the variants that follow this resume with its live document; answers those to drop. */
  private async pushToVariants(followers: Record<string, Follower>): Promise<string[]> {
    const masterId = this.core.resumeId;
    const live = this.core.snapshot();
    if (masterId === null || !live) return [];
    const dropped: string[] = [];
    await Promise.all(
      Object.entries(followers).map(async ([variantId, follower]) => {
        try {
          const outcome = await pushToVariant(
            this.env,
            { masterId, live },
            variantId,
            follower.userId,
            this.waitingAtPush.get(variantId),
          );
          if (outcome.follow) this.waitingAtPush.set(variantId, outcome.waiting);
          else {
            dropped.push(variantId);
            this.waitingAtPush.delete(variantId);
          }
        } catch (error) {
          console.error("Could not push the master's edits to a variant", variantId, error);
        }
      }),
    );
    return dropped;
  }

  override async alarm(): Promise<void> {
    this.alarmClock.fired();
    await this.effects.carry(this.core.tick());
    // A kept analysis with no edit to ride on goes on its own (d1-sync.ts).
    await this.d1.flush();
    // The quiet versions wait for a room that knows its resume.
    if (this.core.resumeId === null) return;
    await this.quietClock.onAlarm(async (key, authors) => {
      const letterId = letterOfClock(key);
      if (letterId === null) await this.versions.record("quiet");
      else await this.letterVersions.makeQuiet(letterId, authors);
    });
  }
}

/** The id the versions of `document` are kept under: the resume's, or the letter's. */
function documentOf(resumeId: string, document: VersionedDocument): string {
  return document.kind === "resume" ? resumeId : document.letterId;
}
