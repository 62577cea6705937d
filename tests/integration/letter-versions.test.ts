/** Version history of cover letters (docs/api.md#letter-versions). */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CoverLetterDocument, LetterContent } from "~/domain/cover-letter/schema";
import type { LetterVersionMeta } from "~/server/versions/document-kinds.server";
import { call, roomStub, RoomClient, sharedResume } from "./collab-helpers";
import { createVerifiedUser, type Account } from "./helpers";

async function newLetter(account: Account, resumeId: string): Promise<CoverLetterDocument> {
  const response = await call(account, "POST", `/api/resumes/${resumeId}/cover-letters`, {});
  expect(response.status).toBe(201);
  return (await response.json()) as CoverLetterDocument;
}

async function stored(letterId: string): Promise<LetterContent> {
  const row = await env.DB.prepare("SELECT content FROM cover_letters WHERE id = ?")
    .bind(letterId)
    .first<{ content: string }>();
  return JSON.parse(row!.content) as LetterContent;
}

async function versions(account: Account, letterId: string): Promise<LetterVersionMeta[]> {
  const response = await call(account, "GET", `/api/cover-letters/${letterId}/versions`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { versions: LetterVersionMeta[] }).versions;
}

async function liveEdit(client: RoomClient, letterId: string, field: string, value: string) {
  const opId = `v-${Math.random().toString(36).slice(2)}`;
  client.send({ type: "letterEdit", letterId, opId, edit: { field, value } });
  expect((await client.next("letterAck", (m) => m.opId === opId)).rejected).toBeUndefined();
}

describe("cover letter versions", () => {
  it("owner and editors make and restore versions; viewers read them (403 on writes); strangers get 404", async () => {
    const { owner, editor, viewer, resumeId } = await sharedResume();
    const stranger = await createVerifiedUser("Sam Stranger");
    const letter = await newLetter(owner, resumeId);
    const base = `/api/cover-letters/${letter.id}/versions`;

    const named = await call(owner, "POST", base, { name: "First draft" });
    expect(named.status).toBe(201);
    const first = ((await named.json()) as { version: LetterVersionMeta }).version;
    expect(first).toMatchObject({
      kind: "named",
      name: "First draft",
      summary: "First version",
      authors: [{ id: owner.user.id, name: "Olivia Owner" }],
    });
    // A save point of what the newest version already holds is not made.
    expect(await (await call(editor, "POST", base, {})).json()).toEqual({ version: null });

    expect((await versions(viewer, letter.id)).map((v) => v.id)).toEqual([first.id]);
    const read = await call(viewer, "GET", `${base}/${first.id}`);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { version: { content: LetterContent } }).version.content).toEqual(letter.content);

    expect((await call(viewer, "POST", base, { name: "Mine" })).status).toBe(403);
    expect((await call(viewer, "POST", `${base}/${first.id}/restore`)).status).toBe(403);
    for (const [method, path] of [
      ["GET", base],
      ["POST", base],
      ["GET", `${base}/${first.id}`],
      ["POST", `${base}/${first.id}/restore`],
    ] as const) {
      const response = await call(stranger, method, path, method === "POST" ? {} : undefined);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.text()).not.toContain("First draft");
      expect((await call(null, method, path, method === "POST" ? {} : undefined)).status).toBe(401);
    }
    // Bad input: a clear 4xx.
    expect((await call(owner, "GET", `${base}/not-a-uuid`)).status).toBe(404);
    expect((await call(owner, "GET", `${base}/${crypto.randomUUID()}`)).status).toBe(404);
    const tooLong = await call(owner, "POST", base, { name: "x".repeat(101) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("at most 100 characters");
    expect((await call(owner, "POST", base, { name: "ok", extra: 1 })).status).toBe(400);
    expect(await versions(owner, letter.id)).toHaveLength(1);
  });

  it("restores a version for everyone in the room, after keeping the state it replaces", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const letter = await newLetter(owner, resumeId);
    const first = (
      (await (await call(owner, "POST", `/api/cover-letters/${letter.id}/versions`, { name: "Original" })).json()) as {
        version: LetterVersionMeta;
      }
    ).version;
    const e = await RoomClient.connect(editor, resumeId);
    await liveEdit(e, letter.id, "greeting", "Yo,");
    await liveEdit(e, letter.id, "closing", "Later,");
    expect((await stored(letter.id)).greeting).toBe("Yo,");

    const response = await call(owner, "POST", `/api/cover-letters/${letter.id}/versions/${first.id}/restore`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      version: LetterVersionMeta;
      savedBefore: LetterVersionMeta;
      letter: CoverLetterDocument;
    };
    expect(body.version.id).toBe(first.id);
    expect(body.savedBefore).toMatchObject({ kind: "restore", summary: "Greeting edited; Closing edited" });
    expect(body.letter.content).toEqual(letter.content);
    expect(await stored(letter.id)).toEqual(letter.content);

    // The editor in the room sees it without reloading, credited to the owner.
    const seen = await e.next("letterChanged", (m) => m.content.greeting === letter.content.greeting);
    expect(seen.by).toMatchObject({ userId: owner.user.id, name: "Olivia Owner" });
    expect(seen.changed.sort()).toEqual(["closing", "greeting"]);
    // The replaced state is a version one can go back to.
    const list = await versions(editor, letter.id);
    expect(list.map((v) => v.kind)).toEqual(["restore", "named"]);
    const back = await call(editor, "GET", `/api/cover-letters/${letter.id}/versions/${list[0]!.id}`);
    expect(((await back.json()) as { version: { content: LetterContent } }).version.content.greeting).toBe("Yo,");
    e.close();
  });

  it("makes a quiet version after live edits stop, credited to who edited", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const letter = await newLetter(owner, resumeId);
    const e = await RoomClient.connect(editor, resumeId);
    await liveEdit(e, letter.id, "greeting", "Hello there,");
    // Two quiet minutes pass: the deadline is moved into the past and the alarm runs.
    await runInDurableObject(roomStub(resumeId), async (_instance, state) => {
      const clocks = await state.storage.get<Record<string, { dueAt: number }>>("quiet");
      const key = `letter:${letter.id}`;
      expect(clocks?.[key]).toBeDefined();
      await state.storage.put("quiet", { ...clocks, [key]: { ...clocks![key]!, dueAt: Date.now() - 1 } });
    });
    // The room reads its deadlines from storage only after a wake-up.
    await runInDurableObject(roomStub(resumeId), (instance) => {
      (instance as unknown as { quietClock: { clocks: unknown } }).quietClock.clocks = undefined;
    });
    expect(await runDurableObjectAlarm(roomStub(resumeId))).toBe(true);
    const list = await versions(owner, letter.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      kind: "quiet",
      authors: [{ id: editor.user.id, name: "Eddie Editor" }],
      summary: "First version",
    });
    const content = (
      (await (await call(owner, "GET", `/api/cover-letters/${letter.id}/versions/${list[0]!.id}`)).json()) as {
        version: { content: LetterContent };
      }
    ).version.content;
    expect(content.greeting).toBe("Hello there,");
    e.close();
  });
});
