/**
 * A seeded simulation of the live room (room-simulation.test.ts). Real: the room core, its durable
 * log (workers/room/log.ts, on an in-memory storage), the client state, the HTTP transport's
 * numbered frames (http-channel.ts) and the suggestion rules. Modelled on the code that carries
 * them out: the Durable Object's effects, D1 reads and guarded write-backs, the alarm, restarts,
 * the room's HTTP door and links (workers/room/http-door.ts, http-link.ts), the page's reconnecting
 * socket and its HTTP link (app/components/collab/http-room-link.ts, room-connection.ts) and what
 * use-room.ts does with each frame. All of it on a fake clock, over a fake network that delays,
 * drops, repeats and reorders. Test code only: nothing in the app imports it.
 *
 * One run: a few pages (an owner, editors, maybe a suggester), each on the websocket or over HTTP,
 * edit the same small resume for a few seconds while sockets break, requests and answers are lost
 * or repeated, a page goes offline, D1 calls fail and the room restarts; the owner accepts and
 * rejects suggestions and restores older versions. Then the faults stop, everyone reconnects, the
 * alarm writes back, and the run checks (checkClient after every frame, checkEnd at the end):
 *
 * - every page holds the room's document, at the room's version, with nothing pending, and at
 *   every step what it holds as confirmed is the room's document at the version it is at;
 * - D1 holds the room's document and the room has nothing unsaved;
 * - no acknowledged edit is lost: replaying what the room applied, from the first document and in
 *   its order, gives its document; no batch is applied twice (a page resends what was not
 *   acknowledged when it reconnects); a page's batches reach the room in the order it made them
 *   (else its older edit of a field wins over its newer one); a restart brings back exactly the
 *   state the room had; a merge with a D1 row the room itself wrote changes nothing.
 *
 * Not modelled: the socket's fallback to HTTP and back (a transport is fixed per page), slow
 * readers' compaction, presence, letters, review marks, REST saves behind the room's back, edits
 * refused for size.
 *
 * Everything random comes from the seed, so a failing seed replays exactly.
 */
import { applyOps, emptyTombstones } from "./apply";
import {
  acknowledge,
  addLocal,
  alreadyApplied,
  applyRemote,
  connectionOpened,
  initialClientState,
  markSent,
  reject,
  replaceConfirmed,
  viewOf,
  type ClientRoomState,
} from "./client-state";
import {
  DownCursor,
  DownQueue,
  LINK_IDLE_MS,
  POLL_WAIT_MS,
  UpCounter,
  UpQueue,
  type PollAnswer,
  type PostBody,
} from "./http-channel";
import { clientMessageSchema, type ClientMessage, type Role, type ServerMessage } from "./protocol";
import type { Op } from "../resume/ops";
import type { RoomDocument } from "../resume/document";
import { RoomCore, type D1Row, type PendingWrite, type RoomEffect, type RoomInputs, type Sender } from "./room-core";
import { parseFrame, RECONNECT } from "./socket-client";
import { RoomLog } from "../../../workers/room/log";
import { starterResume } from "../resume/edit";
import type { ExperienceEntry } from "../resume/schema";
import { QUIET_MS } from "../resume/versions";
import { decided, planDecision, propose } from "../suggestions/decide";
import type { Suggestion } from "../suggestions/suggestion";

// --- The room core, made in one place --------------------------------------------------------

/** A room core on the run's fake clock, seeded random and seeded ids. */
const makeCore = (inputs: RoomInputs): RoomCore => new RoomCore(inputs);

// --- Randomness, time, comparison ----------------------------------------------------------

/** sfc32 seeded through splitmix32: fast, and the same sequence for the same seed everywhere. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let state = seed >>> 0;
    const split = () => {
      state = (state + 0x9e3779b9) | 0;
      let z = state;
      z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
      z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
      return (z ^ (z >>> 15)) >>> 0;
    };
    this.a = split();
    this.b = split();
    this.c = split();
    this.d = split();
    for (let i = 0; i < 12; i++) this.next();
  }

  /** In [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  between(low: number, high: number): number {
    return low + this.next() * (high - low);
  }

  chance(p: number): boolean {
    return p > 0 && this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  /** Exponentially distributed, with this mean. */
  exp(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }
}

interface Scheduled {
  at: number;
  seq: number;
  run: () => void;
}

/** The fake clock: a queue of things to run at given times, in time order (ties in the order scheduled). */
class Clock {
  now = 0;
  private heap: Scheduled[] = [];
  private seq = 0;

  at(at: number, run: () => void): void {
    const item = { at: Math.max(at, this.now), seq: this.seq++, run };
    const heap = this.heap;
    heap.push(item);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(item, heap[parent]!)) break;
      heap[i] = heap[parent]!;
      i = parent;
    }
    heap[i] = item;
  }

  /** Runs the next thing due no later than `until`; false when there is none. */
  step(until: number): boolean {
    const heap = this.heap;
    const top = heap[0];
    if (!top || top.at > until) return false;
    const last = heap.pop()!;
    if (heap.length > 0) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let smallest = left < heap.length && before(heap[left]!, last) ? left : -1;
        if (right < heap.length && before(heap[right]!, smallest < 0 ? last : heap[smallest]!)) smallest = right;
        if (smallest < 0) break;
        heap[i] = heap[smallest]!;
        i = smallest;
      }
      heap[i] = last;
    }
    this.now = top.at;
    top.run();
    return true;
  }
}

const before = (a: Scheduled, b: Scheduled) => a.at < b.at || (a.at === b.at && a.seq < b.seq);

/** Equal as JSON: what travels and what is stored is JSON, so key order and absent-vs-undefined do not count. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let count = 0;
  for (const key in left) {
    if (left[key] === undefined) continue;
    count++;
    if (!sameJson(left[key], right[key])) return false;
  }
  for (const key in right) if (right[key] !== undefined) count--;
  return count === 0;
}

const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A run stops at the first broken rule. */
export class SimFailure extends Error {}

// --- The run's settings ------------------------------------------------------------------------

/** What a run is like: drawn from the seed, or pinned (`knobs`) by a test. */
export interface Weather {
  clients: number;
  /** Share of pages on the HTTP transport. */
  httpShare: number;
  suggester: boolean;
  /** How long people edit (fake ms); then the faults stop and everything settles. */
  activeMs: number;
  /** Mean pause between one page's edits. */
  editEveryMs: number;
  /** One-way network delay: a floor, a spread, and now and then a long tail (reorders HTTP). */
  latencyMs: number;
  jitterMs: number;
  tailChance: number;
  /** HTTP: a request or an answer lost, a request arriving twice. */
  dropChance: number;
  repeatChance: number;
  /** Mean time between a socket's breaks (Infinity: never). */
  socketBreakEveryMs: number;
  /** How long after a break frames already on the wire still arrive (a prefix of them). */
  wireGraceMs: number;
  restarts: number;
  /** One page goes offline this long at some point (0: none); past LINK_IDLE_MS its HTTP link is gone. */
  offlineMs: number;
  /** D1: a write lost before it commits, an answer (read or write) lost after. */
  d1LostWrite: number;
  d1LostAnswer: number;
  /**
   * Whether D1 may take a write-back whose answer never reaches the room (the answer lost, or the
   * object restarting before it came). The room must know that row as its own when it reads it
   * later (RoomCore.writing), not merge it as someone else's change (which once lost edits: an
   * A -> B written -> A field took B again).
   */
  ownWritesUnanswered: boolean;
  suggestEveryMs: number;
  decideEveryMs: number;
  restores: number;
}

export type Knobs = Partial<Weather>;

function drawWeather(rng: Rng, knobs: Knobs): Weather {
  const calm = rng.chance(0.1);
  const weather: Weather = {
    clients: 2 + rng.int(3),
    httpShare: rng.pick([0, 0.5, 0.5, 1]),
    suggester: rng.chance(0.4),
    activeMs: rng.between(1_000, 5_000),
    editEveryMs: rng.between(100, 800),
    latencyMs: rng.between(2, 60),
    jitterMs: rng.between(0, 250),
    tailChance: calm ? 0 : rng.pick([0, 0.02, 0.08]),
    dropChance: calm ? 0 : rng.pick([0, 0.05, 0.15, 0.3]),
    repeatChance: calm ? 0 : rng.pick([0, 0.05, 0.2]),
    socketBreakEveryMs: calm ? Infinity : rng.pick([Infinity, 4_000, 1_500]),
    wireGraceMs: rng.pick([0, 50, 500, 3_000]),
    restarts: calm ? 0 : rng.pick([0, 0, 1, 2, 3]),
    offlineMs: calm || !rng.chance(0.2) ? 0 : rng.between(2_000, 70_000),
    d1LostWrite: calm ? 0 : rng.pick([0, 0, 0.1]),
    d1LostAnswer: calm ? 0 : rng.pick([0, 0, 0.1]),
    ownWritesUnanswered: !calm && rng.chance(0.5),
    suggestEveryMs: rng.between(300, 2_000),
    decideEveryMs: rng.between(300, 2_000),
    restores: rng.pick([0, 0, 1, 2]),
  };
  return { ...weather, ...knobs };
}

/** The page's HTTP link (app/components/collab/http-room-link.ts, room-connection.ts: not exported there). */
const GIVE_UP_MS = 20_000;
const RETRY_MS = [250, 500, 1000, 2000, 4000];
const LINK_ENDED = 1012;
const HTTP_REOPEN_MS = [500, 1000, 2000, 5000];
/** A socket's upgrade that gets no answer is given up after this long (partysocket's connectionTimeout is 20 s). */
const CONNECT_TIMEOUT_MS = 5_000;
const FLUSH_DELAY_MS = 25;
/** The runtime retries a failed alarm; its first retry comes about this soon. */
const ALARM_RETRY_MS = 2_000;
/** After the activity: long enough for reconnects, the write-back and the quiet version's alarm. */
const SETTLE_MS = QUIET_MS + 60_000;
/** The run ends once it stayed settled this many checks in a row, this far apart (longer than any delay on the wire). */
const SETTLED_CHECKS = 4;
const SETTLED_EVERY_MS = 2_500;
const MAX_EVENTS = 400_000;
const RESUME_ID = "r1";

// --- The document people edit -------------------------------------------------------------

const WORDS = ["", "Acme", "Globex", "Initech", "Umbrella"];
const SUMMARIES = ["", "Engineer.", "Staff engineer.", "Builds things."];
const SKILLS = ["Go", "Rust", "SQL", "TypeScript"];

function entry(id: string, company: string): ExperienceEntry {
  return { id, company, position: "Dev", startDate: "2020-01", endDate: "", current: false, description: "" };
}

export function firstDocument(): RoomDocument {
  return {
    data: {
      ...starterResume("Ada", "ada@example.com"),
      summary: "Engineer.",
      skills: ["Go"],
      experience: [entry("e1", "Acme"), entry("e2", "Globex")],
    },
    templateId: "modern-professional",
    jobDescription: null,
    pageSize: "A4",
  };
}

/** Made-up text, sometimes one of a few shared values (so the same value comes back: A-B-A). */
function text(rng: Rng, pool: readonly string[], unique: () => string): string {
  return rng.chance(0.6) ? rng.pick(pool) : unique();
}

/** One to three operations on what the page shows, crowding onto the same few fields. */
function randomOps(rng: Rng, shown: RoomDocument, unique: () => string, kinds: "edit" | "suggest"): Op[] {
  const ops: Op[] = [];
  const count = 1 + (rng.chance(0.3) ? rng.int(3) : 0);
  const experience = shown.data.experience;
  for (let i = 0; i < count; i++) {
    const roll = rng.int(kinds === "edit" ? 21 : 20);
    const target = experience.length > 0 ? rng.pick(experience) : null;
    if (roll < 4) ops.push({ op: "setSummary", value: text(rng, SUMMARIES, unique) });
    else if (roll < 6)
      ops.push({ op: "setPersonal", field: rng.pick(["fullName", "phone"] as const), value: text(rng, WORDS, unique) });
    else if (roll < 7) ops.push({ op: "setSkills", value: SKILLS.filter(() => rng.chance(0.4)) });
    else if (roll < 12 && target) {
      const field = rng.pick(["company", "company", "position", "description", "current"] as const);
      ops.push({
        op: "setEntryField",
        section: "experience",
        id: target.id,
        field,
        value: field === "current" ? rng.chance(0.5) : text(rng, WORDS, unique),
      });
    } else if (roll < 15)
      ops.push({
        op: "addEntry",
        section: "experience",
        entry: entry(unique(), rng.pick(WORDS)),
        index: rng.int(experience.length + 1),
      });
    else if (roll < 17 && target) ops.push({ op: "removeEntry", section: "experience", id: target.id });
    else if (roll < 20 && target)
      ops.push({ op: "moveEntry", section: "experience", id: target.id, toIndex: rng.int(experience.length + 1) });
    else if (roll === 20)
      ops.push({ op: "setTemplate", value: rng.pick(["modern-professional", "professional-elegant"] as const) });
    else ops.push({ op: "setSummary", value: text(rng, SUMMARIES, unique) });
  }
  return ops;
}

// --- Durable storage, D1 ---------------------------------------------------------------------

/**
 * The object's storage as workers/room/log.ts uses it (the real RoomLog runs on it): every write
 * lands at once, so a snapshot and the log entries it absorbs are stored before the next event.
 */
class FakeStorage {
  readonly data = new Map<string, string>();
  readonly kv = {
    put: (key: string, value: string) => void this.data.set(key, value),
    get: (key: string) => this.data.get(key),
  };

  async get(keys: string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    for (const key of keys) if (this.data.has(key)) found.set(key, this.data.get(key)!);
    return found;
  }

  put(entries: Record<string, string>): Promise<void> {
    for (const [key, value] of Object.entries(entries)) this.data.set(key, value);
    return Promise.resolve();
  }

  delete(keys: string[]): Promise<number> {
    let count = 0;
    for (const key of keys) if (this.data.delete(key)) count++;
    return Promise.resolve(count);
  }

  async list(options: { prefix: string; start?: string }): Promise<Map<string, string>> {
    const keys = [...this.data.keys()]
      .filter((key) => key.startsWith(options.prefix) && (options.start === undefined || key >= options.start))
      .sort();
    return new Map(keys.map((key) => [key, this.data.get(key)!]));
  }

  async deleteAlarm(): Promise<void> {}

  async deleteAll(): Promise<void> {
    this.data.clear();
  }
}

/** What survives a restart: the object's storage, its alarm, the quiet version's deadline, the suggestions. */
interface Durable {
  objectStorage: FakeStorage;
  alarmAt: number | null;
  /** The quiet version's deadline (app/domain/collab/quiet-clock.ts). */
  versionDue: number | null;
  suggestions: Suggestion[];
}

/** One entry of the room's history: a version it made, or a logged change of its tombstones only. */
interface Made {
  version: number | null;
  document: RoomDocument;
  /** The batch (a page's opId) or the source ("suggestion", "restore", "merge"). */
  cause: string;
  /** What it logged; null for a merge (the document is then taken as the room made it). */
  ops: Op[] | null;
}

// --- The room (the Durable Object, as workers/ does it) -------------------------------------

/** A page's connection as the room holds it. */
interface RoomConn {
  id: string;
  sender: Sender;
  deliver: (text: string) => void;
}

/**
 * One HTTP connection at the room, as workers/room/http-link.ts keeps it: frames until the page
 * says it has them, POST numbers carried out (http-channel.ts), one poll waiting at a time.
 */
interface Link {
  id: string;
  conn: RoomConn;
  down: DownQueue;
  up: UpCounter;
  lastPolledAt: number;
  waiting: { after: number; respond: (answer: PollAnswer) => void } | null;
}

/** What a request to the room's HTTP door gets: an answer, or a refusal (4xx; http-door.ts). */
type Refused = { refused: "roomLinkUnknown" };
/** Answering a request: null is a failure (a 5xx, or the object went away): the page tries again. */
type Respond<A> = (answer: A | Refused | null) => void;

class Room {
  alive = true;
  /** Requests under way here, failed if the object goes away before answering them. */
  readonly requests = new Set<() => void>();
  readonly core: RoomCore;
  readonly conns = new Map<string, RoomConn>();
  readonly links = new Map<string, Link>();
  /** D1Sync: reads and writes one at a time. */
  private d1Jobs: Array<(done: () => void) => void> = [];
  private d1Busy = false;

  private constructor(
    private readonly sim: Simulation,
    private readonly log: RoomLog,
  ) {
    this.core = makeCore(sim.inputs);
  }

  /** A new object wakes up: the stored snapshot with the log replayed on top (log.ts load). */
  static async start(sim: Simulation): Promise<Room> {
    const log = new RoomLog(sim.durable.objectStorage as unknown as DurableObjectStorage);
    const room = new Room(sim, log);
    room.core.load(await log.load());
    return room;
  }

  private persist(): void {
    const { room, base } = this.core.stored();
    // Every write of the fake storage lands before persist returns.
    void this.log.persist(room, base);
  }

  // effects.ts ------------------------------------------------------------------------------

  carry(effects: readonly RoomEffect[], from?: RoomConn, onFlushFailed?: () => void): void {
    for (const effect of effects) {
      switch (effect.type) {
        case "reply":
          if (from) from.deliver(JSON.stringify(effect.message));
          break;
        case "broadcast":
          this.broadcast(effect.message, effect.exceptSender ? from : undefined);
          break;
        case "log":
          if (this.log.append(effect)) this.persist();
          break;
        case "persist":
          this.persist();
          break;
        case "noteWriting":
          this.log.noteWriting(effect.writing);
          break;
        case "version":
          break;
        case "edited":
          this.sim.versionEdited();
          break;
        case "writeBack": {
          if (effect.delayMs === 0) this.flush(onFlushFailed);
          else this.sim.scheduleAlarm(this.sim.now + effect.delayMs);
          break;
        }
        default:
          this.sim.fail(`the room asked for an effect no simulated action causes: ${JSON.stringify(effect)}`);
      }
    }
  }

  broadcast(message: ServerMessage, except?: RoomConn): void {
    const text = JSON.stringify(message);
    for (const link of this.links.values()) this.liveLink(link.id);
    for (const conn of this.conns.values()) if (conn !== except) conn.deliver(text);
  }

  // d1-sync.ts ------------------------------------------------------------------------------

  /** No D1 call under way or waiting. */
  get d1Idle(): boolean {
    return !this.d1Busy && this.d1Jobs.length === 0;
  }

  private d1(job: (done: () => void) => void): void {
    this.d1Jobs.push(job);
    this.nextD1();
  }

  private nextD1(): void {
    if (this.d1Busy || !this.alive) return;
    const job = this.d1Jobs.shift();
    if (!job) return;
    this.d1Busy = true;
    job(() => {
      this.d1Busy = false;
      this.nextD1();
    });
  }

  /** Brings the room level with D1, then `then(ok)`; ok false when the read failed. */
  sync(then: (ok: boolean) => void): void {
    this.d1((done) =>
      this.syncNow((ok) => {
        done();
        then(ok);
      }),
    );
  }

  private syncNow(then: (ok: boolean) => void): void {
    this.sim.d1Read((row) => {
      if (!this.alive) return;
      if (row === "lost") return then(false);
      this.sim.roomCommand(this, "merge", () => this.core.sync(RESUME_ID, row), row);
      then(true);
    });
  }

  /** Writes the unsaved edits; `onFailed` when D1 did not answer (the caller's await throws). */
  flush(onFailed?: () => void): void {
    this.d1((done) => {
      const pending = this.core.pendingWrite();
      if (!pending) return done();
      // As d1-sync.ts: the write is remembered (and stored) before it goes.
      this.carry(this.core.writing(pending));
      this.sim.d1Write(pending, (result) => {
        if (!this.alive) return;
        if (result === "lost") {
          done();
          onFailed?.();
          return;
        }
        if (result === "written") {
          this.carry(this.core.written(pending));
          return done();
        }
        this.syncNow(() => done());
      });
    });
  }

  // Connections -----------------------------------------------------------------------------

  /** A page joins: D1 first (as fetch does), then the connection and its init, at once; `failed` when D1 did not answer. */
  join(sender: Omit<Sender, "clientId">, make: (conn: RoomConn) => void, failed: () => void): void {
    this.sync((ok) => {
      if (!this.alive) return;
      if (!ok) return failed();
      const joined = this.core.join();
      if (!joined) return this.sim.fail("the room holds nothing after reading D1");
      const clientId = `k${this.sim.nextId()}`;
      const conn: RoomConn = { id: clientId, sender: { ...sender, clientId }, deliver: () => undefined };
      make(conn);
      this.conns.set(conn.id, conn);
      const init: ServerMessage = {
        type: "init",
        you: { clientId, userId: sender.userId, name: sender.name, email: "", color: "#ef4444", role: sender.role },
        ...joined,
        peers: [],
      };
      conn.deliver(JSON.stringify(init));
    });
  }

  leave(conn: RoomConn): void {
    this.conns.delete(conn.id);
  }

  /** One frame from a page (incoming.ts, then dispatch): only edits reach the core here. */
  receive(conn: RoomConn, frame: string): void {
    if (!this.conns.has(conn.id)) return;
    const parsed = clientMessageSchema.safeParse(JSON.parse(frame));
    if (!parsed.success) return this.sim.fail(`the room refused a frame a page sent: ${frame}`);
    const message = parsed.data;
    if (message.type !== "resumeUpdate") return;
    this.sim.log(`room gets ${message.opId} from ${conn.id}`);
    this.sim.roomCommand(this, message.opId, () => this.core.edit(conn.sender, message), null, conn);
  }

  // The HTTP transport's room half (workers/room/http-door.ts, http-link.ts) ------------------

  openLink(sender: Omit<Sender, "clientId">, respond: Respond<{ link: string }>): void {
    this.join(
      sender,
      (conn) => {
        const link: Link = {
          id: `L${this.sim.nextId()}`,
          conn,
          down: new DownQueue(),
          up: new UpCounter(),
          lastPolledAt: this.sim.now,
          waiting: null,
        };
        conn.deliver = (text) => {
          link.down.push(text);
          // Answered on the next turn, so that frames sent together (an ack and its broadcast) go in one answer.
          if (link.waiting) this.sim.after(0, () => this.answerWaiting(link));
        };
        this.links.set(link.id, link);
        // Answered once init is its first frame.
        this.sim.after(0, () => respond({ link: link.id }));
      },
      () => respond(null),
    );
  }

  /** The link, unless unknown or idle past LINK_IDLE_MS (then the room lets it go, as a closed socket). */
  private liveLink(linkId: string): Link | null {
    const link = this.links.get(linkId);
    if (!link) return null;
    if (link.waiting || this.sim.now - link.lastPolledAt < LINK_IDLE_MS) return link;
    this.links.delete(link.id);
    this.leave(link.conn);
    this.sim.stats.linksExpired++;
    this.sim.log(`room lets idle link ${link.id} go`);
    return null;
  }

  private answerWaiting(link: Link): void {
    const waiting = link.waiting;
    if (!waiting) return;
    link.waiting = null;
    waiting.respond({ frames: link.down.after(waiting.after).frames });
  }

  /** The frames after `after`; when there are none yet, waits up to POLL_WAIT_MS. A newer poll answers the older one at once. */
  poll(linkId: string, after: number, respond: Respond<PollAnswer>): void {
    const link = this.liveLink(linkId);
    if (!link) return respond({ refused: "roomLinkUnknown" });
    link.lastPolledAt = this.sim.now;
    this.answerWaiting(link);
    const { frames } = link.down.after(after);
    if (frames.length > 0) return respond({ frames });
    const waiting = { after, respond };
    link.waiting = waiting;
    this.sim.after(POLL_WAIT_MS, () => {
      if (this.alive && link.waiting === waiting) this.answerWaiting(link);
    });
  }

  /** Carries a POST's frames out once: a repeat (its answer was lost) is only answered. */
  post(linkId: string, body: PostBody, respond: Respond<{ done: true }>): void {
    const link = this.liveLink(linkId);
    if (!link) return respond({ refused: "roomLinkUnknown" });
    const verdict = link.up.judge(body.seq);
    if (verdict === "gap")
      return this.sim.fail(`POST ${body.seq} on ${linkId} came after a gap: the page sends one at a time`);
    if (verdict === "new") {
      this.sim.stats.postsCarried++;
      link.up.done(body.seq);
      for (const frame of body.frames) this.receive(link.conn, frame);
    } else this.sim.stats.postsRepeated++;
    respond({ done: true });
  }

  /** The object is gone: nothing of it answers again. */
  die(): void {
    this.alive = false;
    this.conns.clear();
    this.links.clear();
    for (const fail of [...this.requests]) fail();
  }
}

// --- Pages ------------------------------------------------------------------------------------

/** The upgrade's answer (101), on the socket's own order. */
const OPENED = "\u0000opened";

/** A websocket between one page and one room object: in order, until it breaks. */
class Wire {
  /** When it broke, and until when what was already on the way still arrives. */
  brokeAt: number | null = null;
  private cutUp = Infinity;
  private cutDown = Infinity;
  clientOpen = true;
  roomOpen = true;
  private lastUp = 0;
  private lastDown = 0;
  conn: RoomConn | null = null;
  opened = false;

  constructor(
    private readonly sim: Simulation,
    readonly client: Client,
    readonly room: Room,
    readonly attempt: number,
  ) {}

  down(text: string): void {
    if (!this.roomOpen || this.brokeAt !== null) return;
    const at = Math.max(this.lastDown, this.sim.now + this.sim.latency());
    this.lastDown = at;
    this.sim.at(at, () => {
      if (at > this.cutDown || !this.clientOpen) return;
      this.client.onWireText(this, text);
    });
  }

  up(text: string): void {
    if (!this.clientOpen || this.brokeAt !== null) return;
    const at = Math.max(this.lastUp, this.sim.now + this.sim.latency());
    this.lastUp = at;
    this.sim.at(at, () => {
      if (at > this.cutUp || !this.roomOpen || !this.room.alive || !this.conn) return;
      this.room.receive(this.conn, text);
    });
  }

  /** The connection is lost: the page and the room each notice a little later. */
  break(): void {
    if (this.brokeAt !== null) return;
    this.brokeAt = this.sim.now;
    const grace = this.sim.weather.wireGraceMs;
    this.cutDown = this.sim.now + this.sim.rng.between(0, grace);
    this.cutUp = this.sim.now + this.sim.rng.between(0, grace);
    this.sim.after(this.sim.rng.between(0, 1_500), () => this.closeForPage());
    this.sim.after(this.sim.rng.between(0, 1_500), () => this.closeForRoom());
  }

  closeForPage(): void {
    if (!this.clientOpen) return;
    this.clientOpen = false;
    this.client.onWireClosed(this);
  }

  closeForRoom(): void {
    if (!this.roomOpen) return;
    this.roomOpen = false;
    if (this.conn) this.room.leave(this.conn);
  }
}

/** The page's end of one HTTP link (app/components/collab/http-room-link.ts): its own numbering both ways. */
interface PageLink {
  /** Null until the room answered the opening. */
  id: string | null;
  cursor: DownCursor;
  up: UpQueue;
  posting: boolean;
  stopped: boolean;
  /** The last poll answer, which the network may hand the page again. */
  lastAnswer: PollAnswer | null;
}

const isRefused = (answer: object): answer is Refused => "refused" in answer;

class Client {
  state: ClientRoomState;
  private ops = 0;
  private flushing = false;
  private attempt = 0;
  private connecting: number | null = null;
  private failures = 0;
  private reopenAttempts = 0;
  wire: Wire | null = null;
  link: PageLink | null = null;
  /** What checkClient last saw. */
  checked: RoomDocument | null = null;
  checkedVersion = 0;
  /** Batches the room acknowledged (opId → version), for the end checks. */
  readonly acked = new Map<string, number>();
  readonly userId: string;
  readonly name: string;

  constructor(
    private readonly sim: Simulation,
    readonly index: number,
    readonly role: Role,
    readonly transport: "socket" | "http",
  ) {
    this.userId = `u${index}`;
    this.name = `${role}${index}`;
    this.state = initialClientState(sim.first, 1);
  }

  /** Connected, nothing pending, nothing waiting to be POSTed. */
  get idle(): boolean {
    return (
      this.connected &&
      this.state.pending.length === 0 &&
      (this.link === null || (this.link.up.idle && !this.link.posting))
    );
  }

  /** The page's network is down (a laptop asleep, a train in a tunnel) until this time. */
  offlineUntil = 0;

  get offline(): boolean {
    return this.sim.now < this.offlineUntil;
  }

  /** It goes offline: its socket is lost, and nothing it sends or is sent arrives until it is back. */
  goOffline(forMs: number): void {
    this.log(`goes offline for ${Math.round(forMs)} ms`);
    this.offlineUntil = this.sim.now + forMs;
    this.wire?.break();
  }

  get connected(): boolean {
    return this.transport === "socket"
      ? this.wire !== null && this.wire.clientOpen && this.wire.opened
      : this.link !== null && this.link.id !== null && !this.link.stopped;
  }

  private log(what: string): void {
    this.sim.log(`c${this.index} ${what}`);
  }

  // Editing (use-room.ts apply and flush) ----------------------------------------------------

  edit(): void {
    const ops = randomOps(this.sim.rng, viewOf(this.state), () => `c${this.index}x${this.sim.nextId()}`, "edit");
    const opId = `c${this.index}.${++this.ops}`;
    this.log(`edits ${opId} ${JSON.stringify(ops)}`);
    this.state = addLocal(this.state, opId, ops);
    this.sim.stats.batches++;
    if (this.flushing) return;
    this.flushing = true;
    this.sim.after(FLUSH_DELAY_MS, () => {
      this.flushing = false;
      this.flush();
    });
  }

  flush(): void {
    const sent: string[] = [];
    for (const batch of this.state.pending) {
      if (batch.sent) continue;
      const message: ClientMessage = {
        type: "resumeUpdate",
        resumeId: RESUME_ID,
        opId: batch.opId,
        ops: batch.ops,
        timestamp: this.sim.now,
      };
      if (!this.send(JSON.stringify(message))) break;
      sent.push(batch.opId);
    }
    if (sent.length > 0) this.state = markSent(this.state, sent);
  }

  private send(text: string): boolean {
    if (this.transport === "socket") {
      if (!this.wire || !this.wire.clientOpen || !this.wire.opened) return false;
      this.wire.up(text);
      return true;
    }
    if (!this.connected || !this.link) return false;
    this.link.up.send(text);
    this.pump(this.link);
    return true;
  }

  // What the room sends (use-room.ts handle) -------------------------------------------------

  private handle(text: string): void {
    for (const message of parseFrame(text)) {
      switch (message.type) {
        case "init":
          this.log(`init v${message.version}`);
          this.state = replaceConfirmed(this.state, message.document, message.version);
          this.flush();
          break;
        case "ack":
          if (message.rejected) this.state = reject(this.state, message.opId);
          else if (message.duplicate) {
            this.log(`duplicate ack ${message.opId}`);
            this.sim.stats.duplicateAcks++;
            this.state = alreadyApplied(this.state, message.opId, message.version);
          } else {
            this.log(`ack ${message.opId} v${message.version}`);
            this.acked.set(message.opId, message.version);
            this.state = acknowledge(this.state, message.opId, message.version);
          }
          break;
        case "resumeUpdated":
          this.state = applyRemote(this.state, message.ops, message.version);
          break;
        case "resumeReplaced":
          this.log(`replaced v${message.version}`);
          this.state = replaceConfirmed(this.state, message.document, message.version);
          this.flush();
          break;
        case "error":
          this.sim.fail(`c${this.index} got an error frame: ${text}`);
          break;
        default:
          break;
      }
      this.sim.checkClient(this);
    }
  }

  // The websocket ---------------------------------------------------------------------------

  connect(): void {
    if (this.transport === "http") return this.openHttp();
    const attempt = ++this.attempt;
    this.connecting = attempt;
    this.log(`connects (attempt ${attempt})`);
    this.sim.after(CONNECT_TIMEOUT_MS, () => this.connectFailed(attempt));
    // The upgrade request; the room answers with the socket and init on it.
    if (this.offline || (this.sim.faulty && this.sim.rng.chance(this.sim.weather.dropChance))) return;
    this.sim.after(this.sim.latency(), () => {
      const room = this.sim.room;
      let answered = false;
      const failed = () => {
        if (answered) return;
        answered = true;
        room.requests.delete(failed);
        this.sim.after(this.sim.latency(), () => this.connectFailed(attempt));
      };
      room.requests.add(failed);
      room.join(
        { userId: this.userId, name: this.name, role: this.role },
        (conn) => {
          answered = true;
          room.requests.delete(failed);
          const wire = new Wire(this.sim, this, room, attempt);
          wire.conn = conn;
          conn.deliver = (text) => wire.down(text);
          // The upgrade's answer comes first; the page's socket is open from then, before init.
          wire.down(OPENED);
          this.sim.wires.push(wire);
          this.sim.scheduleBreak(wire);
        },
        failed,
      );
    });
  }

  private connectFailed(attempt: number): void {
    if (this.connecting !== attempt) return;
    this.connecting = null;
    this.retryLater();
  }

  onWireText(wire: Wire, text: string): void {
    if (text === OPENED) {
      // The upgrade's answer: a socket from an attempt given up on is closed at once.
      if (this.connecting !== wire.attempt || this.wire) {
        wire.closeForPage();
        this.sim.after(this.sim.latency(), () => wire.closeForRoom());
        return;
      }
      wire.opened = true;
      this.wire = wire;
      this.connecting = null;
      this.failures = 0;
      this.log("socket open");
      this.state = connectionOpened(this.state);
      return;
    }
    if (this.wire !== wire) return;
    this.handle(text);
  }

  onWireClosed(wire: Wire): void {
    if (this.wire !== wire) return;
    this.log("socket closed");
    this.wire = null;
    this.retryLater();
  }

  /** partysocket's backoff: 1 s growing to 5 s (RECONNECT); the page keeps trying. */
  private retryLater(): void {
    if (this.connecting !== null) return;
    const delay = Math.min(RECONNECT.maxDelayMs, RECONNECT.minDelayMs * RECONNECT.growFactor ** this.failures++);
    const attempt = this.attempt;
    this.sim.after(this.sim.rng.between(0.5, 1) * delay, () => {
      if (this.attempt === attempt && !this.connected && this.connecting === null) this.connect();
    });
  }

  // The HTTP transport's page half (http-room-link.ts, room-connection.ts) ------------------

  /** A new link, with its own numbering both ways (RoomConnection.startHttp). */
  private openHttp(): void {
    const link: PageLink = {
      id: null,
      cursor: new DownCursor(),
      up: new UpQueue(),
      posting: false,
      stopped: false,
      lastAnswer: null,
    };
    this.link = link;
    this.log("opens a link");
    this.request<{ link: string }>(
      link,
      (room, respond) => room.openLink({ userId: this.userId, name: this.name, role: this.role }, respond),
      (answer) => {
        link.id = answer.link;
        this.reopenAttempts = 0;
        this.log(`link ${link.id} open`);
        this.state = connectionOpened(this.state);
        // The link reports open now, before its init arrives with the first poll.
        this.pollLoop(link);
      },
    );
  }

  /** One request, made again after a failure (growing delays) until GIVE_UP_MS; a refusal ends the link. */
  private request<A extends object>(
    link: PageLink,
    handle: (room: Room, respond: Respond<A>) => void,
    then: (answer: A) => void,
  ): void {
    const started = this.sim.now;
    const attempt = (tries: number) => {
      if (link.stopped) return;
      this.sim.http<A>(this, handle, (answer) => {
        if (link.stopped) return;
        if (answer !== null && !isRefused(answer)) return then(answer);
        if (answer !== null) return this.endLink(link, LINK_ENDED);
        if (this.sim.now - started > GIVE_UP_MS) return this.endLink(link, 1006);
        this.sim.after(RETRY_MS[Math.min(tries, RETRY_MS.length - 1)]!, () => attempt(tries + 1));
      });
    };
    attempt(0);
  }

  private pollLoop(link: PageLink): void {
    const after = link.cursor.after;
    this.request<PollAnswer>(
      link,
      (room, respond) => room.poll(link.id!, after, respond),
      (fresh) => {
        // A proxy or a cache may hand the page an earlier poll's answer again: frames it already has.
        const stale = link.lastAnswer;
        link.lastAnswer = fresh;
        const repeated = stale !== null && this.sim.faulty && this.sim.rng.chance(this.sim.weather.repeatChance / 2);
        if (repeated) this.sim.stats.pollAnswersRepeated++;
        const answer = repeated ? stale : fresh;
        for (const text of link.cursor.accept(answer.frames)) {
          if (link.stopped) return;
          this.handle(text);
        }
        if (answer.closed) return this.endLink(link, answer.closed.code);
        this.pollLoop(link);
      },
    );
  }

  /** One POST at a time; a failed one is made again with the same number and frames. */
  private pump(link: PageLink): void {
    if (link.posting) return;
    const body = link.up.next();
    if (!body) return;
    link.posting = true;
    this.request<{ done: true }>(
      link,
      (room, respond) => room.post(link.id!, body, respond),
      () => {
        link.up.answered(body.seq);
        link.posting = false;
        this.pump(link);
      },
    );
  }

  /** The link ended (the room no longer knows it, or it stayed unreachable): another opens after a growing delay. */
  private endLink(link: PageLink, code: number): void {
    if (link.stopped) return;
    link.stopped = true;
    if (this.link !== link) return;
    this.link = null;
    this.log(`link ${link.id} ends (${code})`);
    const delay = HTTP_REOPEN_MS[Math.min(this.reopenAttempts++, HTTP_REOPEN_MS.length - 1)]!;
    this.sim.after(delay, () => {
      if (!this.link) this.openHttp();
    });
  }
}

// --- The simulation --------------------------------------------------------------------------

export interface SimStats {
  runs: number;
  events: number;
  batches: number;
  versions: number;
  restarts: number;
  socketBreaks: number;
  httpDropped: number;
  httpRepeated: number;
  postsCarried: number;
  postsRepeated: number;
  pollAnswersRepeated: number;
  linksExpired: number;
  d1Writes: number;
  d1LostWrites: number;
  d1LostAnswers: number;
  merges: number;
  resends: number;
  duplicateAcks: number;
  suggestionsAccepted: number;
  suggestionsRejected: number;
  restores: number;
  alarms: number;
}

export function emptyStats(): SimStats {
  return {
    runs: 0,
    events: 0,
    batches: 0,
    versions: 0,
    restarts: 0,
    socketBreaks: 0,
    httpDropped: 0,
    httpRepeated: 0,
    postsCarried: 0,
    postsRepeated: 0,
    pollAnswersRepeated: 0,
    linksExpired: 0,
    d1Writes: 0,
    d1LostWrites: 0,
    d1LostAnswers: 0,
    merges: 0,
    resends: 0,
    duplicateAcks: 0,
    suggestionsAccepted: 0,
    suggestionsRejected: 0,
    restores: 0,
    alarms: 0,
  };
}

export type SimResult =
  | { ok: true; stats: SimStats; weather: Weather; trace: string[] }
  | { ok: false; seed: number; message: string; trace: string[]; weather: Weather; stats: SimStats };

export class Simulation {
  readonly rng: Rng;
  readonly clock = new Clock();
  readonly weather: Weather;
  readonly first = firstDocument();
  readonly durable: Durable = { objectStorage: new FakeStorage(), alarmAt: null, versionDue: null, suggestions: [] };
  d1Row: { content: RoomDocument; version: number } = { content: json(this.first), version: 1 };
  room!: Room;
  /** A restart in progress: the run waits for the new object before the next event. */
  private waking: Promise<void> | null = null;
  /** Writes sent to D1 whose answer has not reached the room yet. */
  private unanswered = 0;
  readonly clients: Client[] = [];
  readonly wires: Wire[] = [];
  readonly stats = emptyStats();
  /** The room's document at every version it made, and what made it. */
  readonly made = new Map<number, Made>();
  /** Everything the room did to its document, in order (versions and tombstone-only changes). */
  readonly history: Made[] = [];
  /** Each page's next batch number the room should see first (a page's batches reach it in the order made). */
  private readonly nextBatch = new Map<string, number>();
  /** Each batch the room applied: the version it made (a batch applied twice breaks a rule). */
  private readonly appliedBatches = new Map<string, number>();
  /** Each batch the room saw: applied or not (a duplicate ack must name one of these). */
  private readonly seenBatches = new Set<string>();
  faulty = true;
  private ids = 0;
  private readonly trace: string[] | null;
  readonly inputs: RoomInputs;

  constructor(
    readonly seed: number,
    options: { knobs?: Knobs; trace?: boolean } = {},
  ) {
    this.rng = new Rng(seed);
    this.weather = drawWeather(this.rng, options.knobs ?? {});
    this.trace = options.trace ? [] : null;
    this.inputs = { now: () => this.now, random: () => this.rng.next(), newId: () => `n${this.nextId()}` };
    this.made.set(1, { version: 1, document: this.first, cause: "D1", ops: null });
    this.history.push(this.made.get(1)!);
  }

  get now(): number {
    return this.clock.now;
  }

  nextId(): number {
    return ++this.ids;
  }

  at(at: number, run: () => void): void {
    this.clock.at(at, run);
  }

  after(delay: number, run: () => void): void {
    this.clock.at(this.now + delay, run);
  }

  log(what: string): void {
    if (this.trace) this.trace.push(`${this.now.toFixed(1).padStart(9)}  ${what}`);
  }

  fail(message: string): never {
    throw new SimFailure(`at ${this.now.toFixed(1)} ms: ${message}`);
  }

  latency(): number {
    const w = this.weather;
    let delay = w.latencyMs + this.rng.next() * w.jitterMs;
    if (this.faulty && this.rng.chance(w.tailChance)) delay += this.rng.between(500, 4_000);
    return delay;
  }

  // The network under HTTP -------------------------------------------------------------------

  /**
   * One fetch of a page: lost on the way (the fetch fails a little later), or carried out by the
   * room, maybe twice (the network repeats it), its answer then lost (the fetch fails though the
   * room did it) or late. The page hears one outcome: the first answer or failure (null).
   */
  http<A extends object>(
    client: Client,
    handle: (room: Room, respond: Respond<A>) => void,
    settle: (answer: A | Refused | null) => void,
  ): void {
    const w = this.weather;
    let settled = false;
    const outcome = (answer: A | Refused | null, delay: number) =>
      this.after(delay, () => {
        if (settled) return;
        settled = true;
        settle(client.offline ? null : answer);
      });
    const copies = this.faulty && this.rng.chance(w.repeatChance) ? 2 : 1;
    if (copies === 2) this.stats.httpRepeated++;
    for (let i = 0; i < copies; i++) {
      if (client.offline || (this.faulty && this.rng.chance(w.dropChance))) {
        this.stats.httpDropped++;
        outcome(null, this.failDelay());
        continue;
      }
      this.after(this.latency(), () => {
        const room = this.room;
        let answered = false;
        const failed = () => {
          if (answered) return;
          answered = true;
          outcome(null, this.latency());
        };
        room.requests.add(failed);
        handle(room, (answer) => {
          if (answered) return;
          answered = true;
          room.requests.delete(failed);
          if (answer !== null && this.faulty && this.rng.chance(w.dropChance)) {
            this.stats.httpDropped++;
            return outcome(null, this.failDelay());
          }
          outcome(answer, this.latency());
        });
      });
    }
  }

  /** How long a failed fetch takes to fail (a reset connection, a proxy giving up). */
  private failDelay(): number {
    return this.latency() + this.rng.between(0, 3_000);
  }

  // D1 ----------------------------------------------------------------------------------------

  d1Read(then: (row: D1Row | "lost") => void): void {
    this.after(this.rng.between(2, 40), () => {
      const row = json(this.d1Row);
      this.after(this.rng.between(2, 40), () => {
        if (this.faulty && this.rng.chance(this.weather.d1LostAnswer)) {
          this.stats.d1LostAnswers++;
          return then("lost");
        }
        then(row);
      });
    });
  }

  /** The write rule of resume-content.server.ts: only onto the version the room expects. */
  d1Write(write: PendingWrite, then: (result: "written" | "refused" | "lost") => void): void {
    this.stats.d1Writes++;
    this.unanswered++;
    this.after(this.rng.between(2, 40), () => {
      if (this.faulty && this.rng.chance(this.weather.d1LostWrite)) {
        this.stats.d1LostWrites++;
        return this.after(this.rng.between(2, 40), () => {
          this.unanswered--;
          then("lost");
        });
      }
      const ok = this.d1Row.version === write.expectedVersion;
      if (ok) this.d1Row = { content: json(write.document), version: write.version };
      this.log(`D1 ${ok ? "takes" : "refuses"} v${write.version} (expected v${write.expectedVersion})`);
      this.after(this.rng.between(2, 40), () => {
        this.unanswered--;
        if (this.faulty && (!ok || this.weather.ownWritesUnanswered) && this.rng.chance(this.weather.d1LostAnswer)) {
          this.stats.d1LostAnswers++;
          return then("lost");
        }
        then(ok ? "written" : "refused");
      });
    });
  }

  // The alarm and the version clock -------------------------------------------------------

  /** alarm.ts: set unless an earlier one is pending. */
  scheduleAlarm(at: number): void {
    const durable = this.durable;
    if (durable.alarmAt !== null && durable.alarmAt <= at) return;
    durable.alarmAt = at;
    this.at(at, () => {
      if (durable.alarmAt !== at) return;
      this.fireAlarm();
    });
  }

  /** quiet-clock.ts: every edit moves the quiet version's deadline. */
  versionEdited(): void {
    this.durable.versionDue = this.now + QUIET_MS;
    this.scheduleAlarm(this.durable.versionDue);
  }

  /** resume-room.ts alarm(): tick (a failed write-back throws, and the runtime retries), then the quiet version. */
  private fireAlarm(): void {
    this.stats.alarms++;
    this.durable.alarmAt = null;
    const room = this.room;
    this.log("alarm");
    room.carry(room.core.tick(), undefined, () => this.scheduleAlarm(this.now + ALARM_RETRY_MS));
    const due = this.durable.versionDue;
    if (due === null) return;
    if (due <= this.now) this.durable.versionDue = null;
    else this.scheduleAlarm(due);
  }

  // The room's commands, watched ----------------------------------------------------------

  /**
   * Runs one command of the room core and records what it did to the document: every new version
   * with its cause, checked as it happens against the rules of a batch applied once and a merge.
   */
  roomCommand(room: Room, cause: string, run: () => RoomEffect[], row: D1Row | null, from?: RoomConn): void {
    const before = room.core.snapshot();
    const effects = run();
    const after = room.core.snapshot();
    if (!after) return this.fail(`the room holds nothing after ${cause}`);
    const isBatch = row === null && from !== undefined;
    if (isBatch) {
      const ack = effects.find((effect) => effect.type === "reply" && effect.message.type === "ack");
      if (
        ack &&
        ack.type === "reply" &&
        ack.message.type === "ack" &&
        ack.message.duplicate &&
        !this.seenBatches.has(cause)
      ) {
        this.fail(`the room called ${cause} a duplicate, but never saw it before: the edit is lost`);
      }
      if (this.seenBatches.has(cause)) this.stats.resends++;
      else {
        const [page, number] = cause.split(".") as [string, string];
        const expected = this.nextBatch.get(page) ?? 1;
        if (Number(number) !== expected)
          this.fail(
            `the room sees ${cause} before ${page}.${expected}: a page's edits reach the room out of order (a later one can be overwritten by an earlier one)`,
          );
        this.nextBatch.set(page, expected + 1);
      }
      this.seenBatches.add(cause);
    }
    if (!before) {
      // The first read of D1: the room starts from its row.
      if (!sameJson(after.document, this.made.get(after.version)?.document))
        this.fail(`the room started from something else than D1's v${after.version}`);
      room.carry(effects, from);
      return;
    }
    if (after.version !== before.version) {
      if (after.version <= before.version)
        this.fail(`the room's version went back from ${before.version} to ${after.version}`);
      if (this.made.has(after.version)) this.fail(`the room made version ${after.version} twice`);
      let ops: Op[] | null = null;
      if (isBatch) {
        const first = this.appliedBatches.get(cause);
        if (first !== undefined) {
          const harm = sameJson(before.document, after.document)
            ? "same document"
            : "the document changed: a later edit was overwritten";
          this.fail(`batch ${cause}, applied at v${first}, was applied again as v${after.version} (${harm})`);
        }
        this.appliedBatches.set(cause, after.version);
        const logged = effects.find((effect) => effect.type === "log");
        ops = logged && logged.type === "log" ? logged.ops : null;
      } else if (row) {
        this.stats.merges++;
        // D1 moved under the room. Only the room writes D1 here, so the row is one of its own
        // versions that it never heard was written: merging it must change nothing.
        const own = this.made.get(row.version);
        if (!own || !sameJson(own.document, row.content))
          this.fail(`D1 holds v${row.version}, which the room never made`);
        if (!sameJson(before.document, after.document)) {
          this.fail(
            `merging D1's v${row.version} (the room's own write, its answer lost) changed the document: an acknowledged edit is lost\n  room:   ${JSON.stringify(before.document.data)}\n  merged: ${JSON.stringify(after.document.data)}`,
          );
        }
      } else {
        const logged = effects.find((effect) => effect.type === "log");
        ops = logged && logged.type === "log" ? logged.ops : null;
      }
      const made = { version: after.version, document: after.document, cause, ops };
      this.made.set(after.version, made);
      this.history.push(made);
      this.stats.versions++;
      this.log(`room v${after.version} by ${cause}${ops ? ` ${JSON.stringify(ops)}` : ""}`);
    } else {
      if (after.document !== before.document && !sameJson(after.document, before.document))
        this.fail(`${cause} changed the document without a new version`);
      // A removal of an absent entry changes only the tombstones, and is logged: part of the history.
      const logged = effects.find((effect) => effect.type === "log");
      if (logged && logged.type === "log")
        this.history.push({ version: null, document: after.document, cause, ops: logged.ops });
    }
    room.carry(effects, from);
  }

  // Restarts ------------------------------------------------------------------------------------

  /** The object is evicted or crashes between two events: what it stored is all the next one has. */
  restart(): void {
    // Unless asked for, a restart waits for D1's answer to a write it took (see ownWritesUnanswered).
    if (this.unanswered > 0 && !this.weather.ownWritesUnanswered) return this.after(20, () => this.restart());
    const old = this.room;
    const held = old.core.stored();
    this.stats.restarts++;
    this.log("room restarts");
    old.die();
    for (const wire of this.wires) {
      if (wire.room !== old) continue;
      wire.roomOpen = false;
      wire.break();
    }
    this.waking = Room.start(this).then((room) => {
      this.room = room;
      const back = room.core.stored();
      if (!sameJson(back, held))
        this.fail(
          `a restart did not bring back the room's state\n  had:  ${JSON.stringify(held)}\n  back: ${JSON.stringify(back)}`,
        );
    });
  }

  scheduleBreak(wire: Wire): void {
    const every = this.weather.socketBreakEveryMs;
    if (!Number.isFinite(every)) return;
    this.after(this.rng.exp(every), () => {
      if (!this.faulty || wire.brokeAt !== null) return;
      this.stats.socketBreaks++;
      this.log(`socket of c${wire.client.index} breaks`);
      wire.break();
    });
  }

  // Suggestions and restores (RPCs from the owner's page) ---------------------------------

  private suggest(author: Client): void {
    const room = this.room;
    room.sync((ok) => {
      const view = room.core.view();
      if (!ok || !room.alive || !view) return;
      const ops = randomOps(this.rng, view.document, () => `s${this.nextId()}`, "suggest");
      const outcome = propose(this.durable.suggestions, view, {
        id: `g${this.nextId()}`,
        author: { userId: author.userId, name: author.name, color: "#ef4444" },
        role: "suggester",
        ops,
        now: this.now,
      });
      if (!outcome.ok) return;
      const others = this.durable.suggestions.filter((s) => s.id !== outcome.suggestion.id);
      this.durable.suggestions = [...others, outcome.suggestion];
    });
  }

  private decide(owner: Client): void {
    const room = this.room;
    room.sync((ok) => {
      const view = room.core.view();
      const pending = this.durable.suggestions.filter((s) => s.status === "pending");
      if (!ok || !room.alive || !view || pending.length === 0) return;
      const suggestion = this.rng.pick(pending);
      const decision = this.rng.chance(0.6) ? "accept" : "reject";
      const plan = planDecision(suggestion, owner.role, view.document, decision, this.rng.chance(0.5));
      if (!plan.ok) return;
      const by = { id: owner.userId, name: owner.name };
      if (decision === "accept") {
        let applied = false;
        this.roomCommand(
          room,
          `suggestion ${suggestion.id}`,
          () => {
            const { result, effects } = room.core.applyAs(plan.ops, by, "suggestion");
            applied = result !== null && "ops" in result && result.ops.length > 0;
            return effects;
          },
          null,
        );
        // Nothing left to apply (suggestionNoLongerApplies): it stays pending.
        if (!applied) return;
        this.stats.suggestionsAccepted++;
      } else {
        // A rejection changes only the suggestion's status: nothing reaches the room core.
        if (plan.ops.length > 0) this.fail("rejecting a suggestion would apply operations");
        this.stats.suggestionsRejected++;
      }
      const status = decision === "accept" ? "accepted" : "rejected";
      this.durable.suggestions = this.durable.suggestions.map((s) =>
        s.id === suggestion.id ? decided(s, status, { userId: owner.userId, name: owner.name }, this.now) : s,
      );
    });
  }

  private restore(owner: Client): void {
    const room = this.room;
    room.sync((ok) => {
      const now = room.core.snapshot();
      if (!ok || !room.alive || !now) return;
      const versions = [...this.made.keys()].filter((version) => version < now.version);
      if (versions.length === 0) return;
      const target = this.made.get(this.rng.pick(versions))!.document;
      this.stats.restores++;
      this.roomCommand(
        room,
        "restore",
        () => room.core.restore(target, { id: owner.userId, name: owner.name }).effects,
        null,
      );
    });
  }

  // Checks --------------------------------------------------------------------------------------

  /** After every frame a page handles: what it holds as confirmed is the room's document at its version. */
  checkClient(client: Client): void {
    if (client.state.confirmed === client.checked && client.state.version === client.checkedVersion) return;
    client.checked = client.state.confirmed;
    client.checkedVersion = client.state.version;
    const version = client.state.version;
    const made = this.made.get(version);
    if (!made) this.fail(`c${client.index} is at v${version}, which the room never made`);
    if (!sameJson(client.state.confirmed, made.document)) {
      this.fail(
        `c${client.index} holds at v${version} another document than the room made\n  page: ${JSON.stringify(client.state.confirmed.data)}\n  room: ${JSON.stringify(made.document.data)}`,
      );
    }
  }

  private checkEnd(): void {
    const room = this.room.core.snapshot();
    if (!room) return this.fail("the room holds nothing at the end");
    for (const client of this.clients) {
      if (!client.connected) this.fail(`c${client.index} (${client.transport}) is not connected at the end`);
      if (client.state.pending.length > 0)
        this.fail(
          `c${client.index} still has ${client.state.pending.length} batch(es) pending: ${client.state.pending.map((b) => b.opId).join(", ")}`,
        );
      if (client.state.version !== room.version)
        this.fail(`c${client.index} ends at v${client.state.version}, the room at v${room.version}`);
      if (!sameJson(viewOf(client.state), room.document))
        this.fail(`c${client.index} ends with another document than the room`);
      // Every batch it made was acknowledged (or refused); every acknowledged one was applied (or was a no-op).
      for (const [opId] of client.acked)
        if (!this.seenBatches.has(opId)) this.fail(`c${client.index} got an ack for ${opId}, which the room never saw`);
    }
    if (this.room.core.pendingWrite()) this.fail("the room still has unsaved edits at the end");
    if (this.d1Row.version !== room.version || !sameJson(this.d1Row.content, room.document)) {
      this.fail(
        `D1 holds v${this.d1Row.version}, the room v${room.version}${sameJson(this.d1Row.content, room.document) ? "" : " (and another document)"}`,
      );
    }
    // No acknowledged edit lost: replaying what made each version, from the first document, gives the room's document.
    let document = this.first;
    const tombstones = emptyTombstones();
    for (const made of this.history) {
      if (made.ops) document = applyOps(document, tombstones, made.ops).document;
      else document = made.document;
      if (!sameJson(document, made.document))
        this.fail(
          `replaying the room's history does not give its v${made.version} (made by ${made.cause})\n  replay: ${JSON.stringify(document.data)}\n  room:   ${JSON.stringify(made.document.data)}`,
        );
    }
    if (!sameJson(document, room.document)) this.fail("replaying the room's history does not give its document");
  }

  // The run -------------------------------------------------------------------------------------

  async run(): Promise<void> {
    const w = this.weather;
    this.room = await Room.start(this);
    const roles: Role[] = ["owner"];
    for (let i = 1; i < w.clients; i++) roles.push("editor");
    if (w.suggester) roles.push("suggester");
    roles.forEach((role, index) =>
      this.clients.push(new Client(this, index, role, this.rng.chance(w.httpShare) ? "http" : "socket")),
    );
    for (const client of this.clients) this.after(this.rng.between(0, 300), () => client.connect());

    // Edits, suggestions, decisions, restores and restarts, while the activity lasts.
    for (const client of this.clients) {
      if (client.role === "suggester") continue;
      const next = () => {
        if (this.now > w.activeMs) return;
        client.edit();
        this.after(this.rng.exp(w.editEveryMs), next);
      };
      this.after(this.rng.exp(w.editEveryMs), next);
    }
    const owner = this.clients[0]!;
    if (w.suggester) {
      const author = this.clients[this.clients.length - 1]!;
      const suggestNext = () => {
        if (this.now > w.activeMs) return;
        this.suggest(author);
        this.after(this.rng.exp(w.suggestEveryMs), suggestNext);
      };
      const decideNext = () => {
        if (this.now > w.activeMs) return;
        this.decide(owner);
        this.after(this.rng.exp(w.decideEveryMs), decideNext);
      };
      this.after(this.rng.exp(w.suggestEveryMs), suggestNext);
      this.after(this.rng.exp(w.decideEveryMs), decideNext);
    }
    for (let i = 0; i < w.restores; i++) this.after(this.rng.between(0, w.activeMs), () => this.restore(owner));
    for (let i = 0; i < w.restarts; i++) this.after(this.rng.between(0, w.activeMs), () => this.restart());
    if (w.offlineMs > 0) {
      const client = this.rng.pick(this.clients);
      this.after(this.rng.between(0, w.activeMs), () => client.goOffline(w.offlineMs));
    }

    // Then the faults stop and everything settles.
    this.after(w.activeMs, () => {
      this.faulty = false;
      this.log("faults stop");
    });
    // Once everything stayed settled for a while (longer than anything still on the wire takes), the run ends.
    let settledFor = 0;
    let done = false;
    const check = () => {
      settledFor = this.settled() ? settledFor + 1 : 0;
      if (settledFor >= SETTLED_CHECKS) done = true;
      else this.after(SETTLED_EVERY_MS, check);
    };
    this.after(w.activeMs + SETTLED_EVERY_MS, check);
    const end = w.activeMs + SETTLE_MS;
    let events = 0;
    while (!done && this.clock.step(end)) {
      if (++events > MAX_EVENTS) this.fail("the run does not settle");
      if (this.waking) {
        await this.waking;
        this.waking = null;
      }
    }
    this.stats.events += events;
    this.checkEnd();
  }

  /** Every page up to date and idle, D1 level with the room, no D1 call under way, no restart waking. */
  private settled(): boolean {
    const room = this.room.core.snapshot();
    if (
      !room ||
      this.unanswered > 0 ||
      this.waking ||
      !this.room.d1Idle ||
      this.room.core.pendingWrite() ||
      this.d1Row.version !== room.version
    )
      return false;
    return this.clients.every((client) => client.idle && client.state.version === room.version);
  }

  result(error: unknown): SimResult {
    this.stats.runs = 1;
    if (error === null) return { ok: true, stats: this.stats, weather: this.weather, trace: this.trace ?? [] };
    const message =
      error instanceof SimFailure
        ? error.message
        : error instanceof Error
          ? `${error.stack ?? error.message}`
          : String(error);
    return { ok: false, seed: this.seed, message, trace: this.trace ?? [], weather: this.weather, stats: this.stats };
  }
}

/** One run from `seed`. With `trace`, a failure comes with every step of the run. */
export async function simulate(seed: number, options: { knobs?: Knobs; trace?: boolean } = {}): Promise<SimResult> {
  const sim = new Simulation(seed, options);
  try {
    await sim.run();
    return sim.result(null);
  } catch (error) {
    return sim.result(error);
  }
}

export function addStats(total: SimStats, one: SimStats): void {
  for (const key of Object.keys(total) as Array<keyof SimStats>) total[key] += one[key];
}
