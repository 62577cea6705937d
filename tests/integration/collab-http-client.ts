/** A room client over the HTTP transport (docs/collaboration-http.md), through the real route: it polls in the background and records every message. */
import { SELF } from "cloudflare:test";
import { expect } from "vitest";
import type { PollAnswer } from "~/domain/collab/http-channel";
import type { ClientMessage, ServerMessage } from "~/domain/collab/protocol";
import { ORIGIN, type Account } from "./helpers";

export function linkUrl(resumeId: string, params: Record<string, string> = {}): string {
  return `${ORIGIN}/api/collab/http?${new URLSearchParams({ resumeId, ...params })}`;
}

export function linkRequest(account: Account | null, url: string, init: RequestInit = {}) {
  return SELF.fetch(url, {
    ...init,
    headers: {
      Origin: ORIGIN,
      ...(account ? { Authorization: `Bearer ${account.token}` } : {}),
      ...(init.body ? { "Content-Type": "application/json" } : {}),
      ...(init.headers ?? {}),
    },
  });
}

export class HttpRoomClient {
  readonly messages: ServerMessage[] = [];
  closed: { code: number; reason: string } | null = null;
  after = 0;
  private seq = 0;
  private stopped = false;
  private counter = 0;

  private constructor(
    readonly account: Account,
    readonly resumeId: string,
    readonly link: string,
  ) {}

  static async connect(account: Account, resumeId: string): Promise<HttpRoomClient> {
    const response = await linkRequest(account, linkUrl(resumeId), { method: "POST" });
    expect(response.status).toBe(200);
    const { link } = (await response.json()) as { link: string };
    const client = new HttpRoomClient(account, resumeId, link);
    void client.loop();
    await client.next("init");
    return client;
  }

  /** One poll, as the page makes it: the answer's frames are recorded and acknowledged by the next poll. */
  async poll(wait = 1_000): Promise<PollAnswer> {
    const response = await linkRequest(
      this.account,
      linkUrl(this.resumeId, { link: this.link, after: String(this.after), wait: String(wait) }),
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as PollAnswer;
    for (const frame of answer.frames) {
      if (frame.seq !== this.after + 1) continue;
      this.after = frame.seq;
      const parsed = JSON.parse(frame.text) as ServerMessage | ServerMessage[];
      this.messages.push(...(Array.isArray(parsed) ? parsed : [parsed]));
    }
    if (answer.closed) this.closed = answer.closed;
    return answer;
  }

  private async loop(): Promise<void> {
    while (!this.stopped && !this.closed) await this.poll(500);
  }

  /** Posts frames with the next number (or `seq` to repeat or skip one); returns the answer. */
  post(frames: Array<ClientMessage | object | string>, seq = ++this.seq) {
    const body = JSON.stringify({
      seq,
      frames: frames.map((frame) => (typeof frame === "string" ? frame : JSON.stringify(frame))),
    });
    return linkRequest(this.account, linkUrl(this.resumeId, { link: this.link }), { method: "POST", body });
  }

  edit(ops: Extract<ClientMessage, { type: "resumeUpdate" }>["ops"]): { opId: string; sent: Promise<Response> } {
    const opId = `h-${++this.counter}-${Math.random().toString(36).slice(2)}`;
    return { opId, sent: this.post([{ type: "resumeUpdate", opId, ops, timestamp: Date.now() }]) };
  }

  get init() {
    return this.of("init")[0]!;
  }

  of<T extends ServerMessage["type"]>(type: T): Array<Extract<ServerMessage, { type: T }>> {
    return this.messages.filter((message): message is Extract<ServerMessage, { type: T }> => message.type === type);
  }

  async next<T extends ServerMessage["type"]>(
    type: T,
    where: (message: Extract<ServerMessage, { type: T }>) => boolean = () => true,
  ) {
    await expect.poll(() => this.of(type).some(where), { timeout: 5_000, interval: 5 }).toBe(true);
    return this.of(type).find(where)!;
  }

  async waitClosed(): Promise<{ code: number; reason: string }> {
    await expect.poll(() => this.closed, { timeout: 5_000, interval: 5 }).not.toBeNull();
    return this.closed!;
  }

  async leave(): Promise<void> {
    this.stopped = true;
    await linkRequest(this.account, linkUrl(this.resumeId, { link: this.link }), { method: "DELETE" });
  }
}
