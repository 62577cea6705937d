/** Shared by the collaboration tests: accounts, a shared resume, and room sockets through the real route. */
import { env, SELF } from "cloudflare:test";
import { expect } from "vitest";
import type { ClientMessage, ServerMessage } from "~/domain/collab/protocol";
import type { ResumeData } from "~/domain/resume/schema";
import { decodeCompressedJson } from "~/db/tables/compressed-json";
import { call, createVerifiedUser, ORIGIN, resumeData, type Account } from "./helpers";

export { call, resumeData, type Account } from "./helpers";

export async function createResume(owner: Account): Promise<string> {
  const response = await call(owner, "POST", "/api/resumes", { templateId: "modern-professional", data: resumeData() });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

export async function share(owner: Account, resumeId: string, email: string, role: "editor" | "suggester" | "viewer") {
  const response = await call(owner, "POST", `/api/resumes/${resumeId}/collaborators`, { email, role });
  expect(response.status).toBeLessThan(300);
  return response;
}

/** An owner, an editor and a viewer on one fresh resume. */
export async function sharedResume() {
  const [owner, editor, viewer] = await Promise.all([
    createVerifiedUser("Olivia Owner"),
    createVerifiedUser("Eddie Editor"),
    createVerifiedUser("Vera Viewer"),
  ]);
  const resumeId = await createResume(owner);
  await share(owner, resumeId, editor.email, "editor");
  await share(owner, resumeId, viewer.email, "viewer");
  return { owner, editor, viewer, resumeId };
}

/** The resume's row in D1, as the REST API and the room's write-back leave it. */
export async function d1Row(resumeId: string) {
  const row = await env.DB.prepare(
    "SELECT data, version, template_id, job_description, ats_score FROM resumes WHERE id = ?",
  )
    .bind(resumeId)
    .first<{
      data: string;
      version: number;
      template_id: string;
      job_description: string | null;
      ats_score: number | null;
    }>();
  return {
    data: decodeCompressedJson(row!.data) as ResumeData,
    version: row!.version,
    templateId: row!.template_id,
    jobDescription: row!.job_description === null ? null : (JSON.parse(row!.job_description) as unknown),
    atsScore: row!.ats_score,
  };
}

export function roomStub(resumeId: string) {
  return env.RESUME_ROOM.get(env.RESUME_ROOM.idFromName(`resume-${resumeId}`));
}

export function openRoom(account: Account | null, resumeId: string, headers: Record<string, string> = {}, query = "") {
  return SELF.fetch(`${ORIGIN}/api/collab?resumeId=${encodeURIComponent(resumeId)}${query}`, {
    headers: {
      Upgrade: "websocket",
      Origin: ORIGIN,
      ...(account ? { Authorization: `Bearer ${account.token}` } : {}),
      ...headers,
    },
  });
}

/** A room socket that records everything it receives. */
export class RoomClient {
  readonly messages: ServerMessage[] = [];
  closed: { code: number; reason: string } | null = null;
  private counter = 0;
  private seenTimer: ReturnType<typeof setTimeout> | null = null;
  private seenVersion = 0;

  private constructor(readonly ws: WebSocket) {
    ws.addEventListener("message", (event) => {
      const message = JSON.parse(event.data as string) as ServerMessage;
      this.messages.push(message);
      // As the editor does: the room treats a client that never says what it applied as behind.
      if (message.type === "resumeUpdated") this.reportSeen(message.version);
    });
    ws.addEventListener("close", (event) => {
      this.closed = { code: event.code, reason: event.reason };
    });
    ws.accept();
  }

  static async connect(account: Account, resumeId: string): Promise<RoomClient> {
    const response = await openRoom(account, resumeId);
    expect(response.status).toBe(101);
    const client = new RoomClient(response.webSocket!);
    await client.next("init");
    return client;
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
  ): Promise<Extract<ServerMessage, { type: T }>> {
    await expect.poll(() => this.of(type).some(where), { timeout: 5_000, interval: 5 }).toBe(true);
    return this.of(type).find(where)!;
  }

  private reportSeen(version: number): void {
    this.seenVersion = Math.max(this.seenVersion, version);
    this.seenTimer ??= setTimeout(() => {
      this.seenTimer = null;
      if (this.ws.readyState === WebSocket.OPEN) this.send({ type: "seen", version: this.seenVersion });
    }, 100);
  }

  /** Anything, valid or not: the tests send malformed messages on purpose. */
  send(message: ClientMessage | object): void {
    this.ws.send(JSON.stringify(message));
  }

  /** Sends operations and returns the opId to wait for. */
  edit(ops: Extract<ClientMessage, { type: "resumeUpdate" }>["ops"]): string {
    this.counter += 1;
    const opId = `op-${this.counter}-${Math.random().toString(36).slice(2)}`;
    this.send({ type: "resumeUpdate", opId, ops, timestamp: Date.now() });
    return opId;
  }

  ack(opId: string) {
    return this.next("ack", (message) => message.opId === opId);
  }

  async waitClosed(): Promise<{ code: number; reason: string }> {
    await expect.poll(() => this.closed, { timeout: 5_000, interval: 5 }).not.toBeNull();
    return this.closed!;
  }

  close(): void {
    if (this.seenTimer) clearTimeout(this.seenTimer);
    try {
      this.ws.close(1000, "bye");
    } catch {
      // already closed
    }
  }
}
