/**
 * A benchmark's collaborator over the room's HTTP transport (docs/collaboration-http.md): the
 * same RoomClient (./room-client.mjs), whose "socket" is an HTTP link that polls what the room
 * sends and posts what the client sends, one post at a time as the page does.
 */
import { RoomClient } from "./room-client.mjs";

class HttpLinkSocket {
  readyState = WebSocket.OPEN;
  #queue = [];
  #posting = false;
  #seq = 0;
  #after = 0;
  #stopped = false;

  constructor(base, token, onFrame) {
    this.base = base;
    this.headers = { Authorization: `Bearer ${token}` };
    this.onFrame = onFrame;
  }

  async open() {
    const response = await fetch(this.base, { method: "POST", headers: this.headers });
    if (!response.ok) throw new Error(`open: ${response.status} ${await response.text()}`);
    this.link = (await response.json()).link;
    void this.#poll();
  }

  async #poll() {
    while (!this.#stopped) {
      let answer;
      try {
        const response = await fetch(`${this.base}&link=${this.link}&after=${this.#after}`, { headers: this.headers });
        answer = await response.json();
      } catch {
        continue;
      }
      for (const frame of answer.frames ?? []) {
        if (frame.seq !== this.#after + 1) continue;
        this.#after = frame.seq;
        this.onFrame(frame.text);
      }
      if (answer.closed || answer.code) {
        this.readyState = WebSocket.CLOSED;
        return;
      }
    }
  }

  send(text) {
    this.#queue.push(text);
    void this.#pump();
  }

  async #pump() {
    if (this.#posting) return;
    this.#posting = true;
    while (this.#queue.length > 0 && !this.#stopped) {
      const frames = this.#queue.splice(0, 64);
      const body = JSON.stringify({ seq: ++this.#seq, frames });
      for (;;) {
        try {
          const response = await fetch(`${this.base}&link=${this.link}`, {
            method: "POST",
            headers: { ...this.headers, "Content-Type": "application/json" },
            body,
          });
          await response.arrayBuffer();
          break;
        } catch {
          // Sent again with the same number: the room carries it out once.
        }
      }
    }
    this.#posting = false;
  }

  close() {
    this.#stopped = true;
    this.readyState = WebSocket.CLOSED;
    void fetch(`${this.base}&link=${this.link}`, { method: "DELETE", headers: this.headers }).catch(() => undefined);
  }
}

/** Resolves once the room sent `init` over the link, with how long that took. */
export async function openHttpClient(siteUrl, user, resumeId, index) {
  const started = performance.now();
  let client;
  let joined;
  const ready = new Promise((done) => (joined = done));
  const socket = new HttpLinkSocket(`${siteUrl}/api/collab/http?resumeId=${resumeId}`, user.token, (text) => {
    const parsed = JSON.parse(text);
    for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
      if (message.type === "init") {
        client.joinMs = performance.now() - started;
        client.initDocument = message.document;
        joined();
      } else client.onMessage(message);
    }
  });
  client = new RoomClient(index, socket);
  await socket.open();
  await Promise.race([
    ready,
    new Promise((_, fail) => setTimeout(() => fail(new Error("no init within 10 s")), 10_000)),
  ]);
  return client;
}
