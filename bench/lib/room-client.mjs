/**
 * A benchmark's collaborator: one websocket to a resume room (batched frames), sending edits of
 * its own experience entry and cursor moves, each carrying its send time, and timing what it
 * receives from the others. Node's WebSocket cannot set headers, so it authenticates with the
 * room's `?token=`.
 */
import { sleep } from "../../scripts/lib/site.mjs";

export class RoomClient {
  constructor(index, socket) {
    this.index = index;
    this.socket = socket;
    this.page = `c${index}r${Math.random().toString(36).slice(2, 10)}`;
    this.editLatencies = [];
    this.cursorLatencies = [];
    this.ackLatencies = [];
    this.pendingAcks = new Map();
    this.acked = new Map();
    this.seenEdits = 0;
    this.errors = [];
    this.closed = null;
    this.lastValue = null;
    this.lastAckedValue = null;
  }

  /** Resolves once the room sent `init` (joined), with how long that took. */
  static open(siteUrl, user, resumeId, index) {
    return new Promise((done, fail) => {
      const started = performance.now();
      const socket = new WebSocket(
        `${siteUrl.replace("http", "ws")}/api/collab?resumeId=${resumeId}&token=${encodeURIComponent(user.token)}&batch=1`,
      );
      const client = new RoomClient(index, socket);
      const timer = setTimeout(() => fail(new Error("no init within 10 s")), 10_000);
      socket.addEventListener("message", (event) => {
        const parsed = JSON.parse(event.data);
        for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
          if (message.type === "init") {
            clearTimeout(timer);
            client.joinMs = performance.now() - started;
            client.initDocument = message.document;
            done(client);
          } else client.onMessage(message);
        }
      });
      socket.addEventListener("close", (event) => {
        client.closed = event.code;
        clearTimeout(timer);
        fail(new Error(`closed before init: ${event.code}`));
      });
      socket.addEventListener("error", () => fail(new Error("socket error")));
    });
  }

  onMessage(message) {
    const now = performance.now();
    if (message.type === "resumeUpdated") {
      this.reportSeen(message.version);
      for (const op of message.ops) {
        if (typeof op.value !== "string" || !op.value.startsWith("c")) continue;
        this.editLatencies.push(now - Number(op.value.split("|")[2]));
        this.seenEdits += 1;
      }
    } else if (message.type === "cursorUpdated") {
      const stamp = message.position?.fieldId ?? "";
      if (stamp.startsWith("c")) this.cursorLatencies.push(now - Number(stamp.split("|")[2]));
    } else if (message.type === "ack") {
      const sent = this.pendingAcks.get(message.opId);
      if (sent) {
        this.pendingAcks.delete(message.opId);
        if (message.rejected) this.errors.push(message.rejected);
        else {
          this.ackLatencies.push(now - sent.at);
          this.lastAckedValue = sent.value;
        }
      }
    } else if (message.type === "error") {
      this.errors.push(message.message);
    }
  }

  /**
   * As the editor does (app/domain/collab/seen-reporter.ts): every 2 s while few versions are
   * unreported, as soon as 50 are (never closer than 250 ms); the room treats a client that never
   * says so as behind. Written in the exact form the room reads without its full parser.
   */
  reportSeen(version) {
    if (version <= (this.seenVersion ?? 0)) return;
    this.seenVersion = version;
    const now = performance.now();
    this.reportedVersion ??= 0;
    this.lastSeenSentAt ??= -Infinity;
    this.unreportedSince ??= now;
    const due = Math.max(
      this.lastSeenSentAt + 250,
      version - this.reportedVersion >= 50 ? now : this.unreportedSince + 2_000,
    );
    if (this.seenTimer && this.seenTimerAt <= due) return;
    clearTimeout(this.seenTimer);
    this.seenTimerAt = due;
    this.seenTimer = setTimeout(
      () => {
        this.seenTimer = null;
        this.reportedVersion = this.seenVersion;
        this.unreportedSince = null;
        this.lastSeenSentAt = performance.now();
        if (this.socket.readyState === WebSocket.OPEN)
          this.socket.send(`{"type":"seen","version":${this.seenVersion}}`);
      },
      Math.max(0, due - now),
    );
  }

  edit(seq) {
    const at = performance.now();
    // Numbered per client, as a page numbers its batches (app/domain/collab/socket-client.ts batchIds).
    const opId = `${this.page}.${seq + 1}`;
    const value = `c${this.index}|${seq}|${at}`;
    this.lastValue = value;
    this.pendingAcks.set(opId, { at, value });
    this.socket.send(
      JSON.stringify({
        type: "resumeUpdate",
        opId,
        ops: [{ op: "setEntryField", section: "experience", id: `e${this.index}`, field: "description", value }],
      }),
    );
  }

  cursor(seq) {
    const at = performance.now();
    this.socket.send(
      JSON.stringify({
        type: "cursorUpdate",
        position: { row: seq % 40, column: seq % 80, sectionId: "experience", fieldId: `c${this.index}|${seq}|${at}` },
      }),
    );
  }

  close() {
    clearTimeout(this.seenTimer);
    try {
      this.socket.close(1000, "done");
    } catch {
      // Already closed.
    }
  }
}

/**
 * Calls `act(seq)` `perSecond` times a second for `seconds`, on schedule (a late tick does not
 * shift the later ones), starting after `offsetMs`.
 */
export async function onSchedule(perSecond, seconds, act, offsetMs = 0) {
  await sleep(offsetMs);
  const start = performance.now();
  const total = Math.round(perSecond * seconds);
  for (let seq = 0; seq < total; seq++) {
    act(seq);
    const next = start + ((seq + 1) * 1000) / perSecond;
    await sleep(Math.max(0, next - performance.now()));
  }
}
