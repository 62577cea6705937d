/** Cover letters edited live in their resume's room (docs/collaboration.md#cover-letters). */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { LetterEdit } from "~/domain/cover-letter/live-edit";
import type { CoverLetterDocument, LetterContent } from "~/domain/cover-letter/schema";
import { call, openRoom, RoomClient, sharedResume } from "./collab-helpers";
import { createVerifiedUser, type Account } from "./helpers";

async function newLetter(account: Account, resumeId: string): Promise<CoverLetterDocument> {
  const response = await call(account, "POST", `/api/resumes/${resumeId}/cover-letters`, {});
  expect(response.status).toBe(201);
  return (await response.json()) as CoverLetterDocument;
}

async function storedLetter(letterId: string): Promise<{ content: LetterContent; version: number }> {
  const row = await env.DB.prepare("SELECT content, version FROM cover_letters WHERE id = ?")
    .bind(letterId)
    .first<{ content: string; version: number }>();
  return { content: JSON.parse(row!.content) as LetterContent, version: row!.version };
}

let counter = 0;
function letterEdit(client: RoomClient, letterId: string, edit: LetterEdit | Record<string, unknown>): string {
  const opId = `l-${++counter}`;
  client.send({ type: "letterEdit", letterId, opId, edit });
  return opId;
}

const ackOf = (client: RoomClient, opId: string) => client.next("letterAck", (m) => m.opId === opId);

describe("live cover letters", () => {
  it("keeps two people's edits of different fields, in D1 and on both screens", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const letter = await newLetter(owner, resumeId);
    const a = await RoomClient.connect(owner, resumeId);
    const b = await RoomClient.connect(editor, resumeId);

    // Sent together, without waiting: neither may overwrite the other's field.
    const fromA = letterEdit(a, letter.id, { field: "greeting", value: "Dear Ms. Hopper," });
    const fromB = letterEdit(b, letter.id, { field: "paragraph", index: 0, value: "I build compilers." });
    const fromA2 = letterEdit(a, letter.id, { field: "recipientCompany", value: "Navy <Labs>" });
    expect((await ackOf(a, fromA)).rejected).toBeUndefined();
    expect((await ackOf(b, fromB)).rejected).toBeUndefined();
    expect((await ackOf(a, fromA2)).rejected).toBeUndefined();

    const stored = await storedLetter(letter.id);
    expect(stored.content.greeting).toBe("Dear Ms. Hopper,");
    expect(stored.content.paragraphs[0]).toBe("I build compilers.");
    expect(stored.content.recipient.company).toBe("Navy <Labs>");
    expect(stored.version).toBe(letter.version + 3);

    // Each sees the other's edit, named, with the whole letter as stored.
    const seenByA = await a.next("letterChanged", (m) => m.changed.includes("paragraph:0"));
    expect(seenByA.by?.name).toBe("Eddie Editor");
    expect(seenByA.content.paragraphs[0]).toBe("I build compilers.");
    const seenByB = await b.next("letterChanged", (m) => m.content.recipient.company === "Navy <Labs>");
    expect(seenByB.content.greeting).toBe("Dear Ms. Hopper,");
    expect(seenByB.by?.userId).toBe(owner.user.id);
    // The sender gets an ack, not its own edit back.
    expect(a.of("letterChanged").some((m) => m.by?.userId === owner.user.id)).toBe(false);

    // The REST API reads what the room wrote.
    const read = (await (await call(editor, "GET", `/api/cover-letters/${letter.id}`)).json()) as CoverLetterDocument;
    expect(read.content.greeting).toBe("Dear Ms. Hopper,");
    expect(read.version).toBe(stored.version);
    a.close();
    b.close();
  });

  it("refuses a viewer's edit and changes nothing", async () => {
    const { owner, viewer, resumeId } = await sharedResume();
    const letter = await newLetter(owner, resumeId);
    const v = await RoomClient.connect(viewer, resumeId);
    const o = await RoomClient.connect(owner, resumeId);
    const opId = letterEdit(v, letter.id, { field: "greeting", value: "Hacked" });
    expect(await ackOf(v, opId)).toMatchObject({
      rejected: "You can view this cover letter but not edit it.",
      rejectedCode: "viewOnlyLetter",
    });
    expect(await storedLetter(letter.id)).toEqual({ content: letter.content, version: letter.version });
    // The viewer watches: the owner's edit reaches them.
    letterEdit(o, letter.id, { field: "closing", value: "Best," });
    expect((await v.next("letterChanged")).content.closing).toBe("Best,");
    expect(o.of("letterChanged")).toHaveLength(0);
    v.close();
    o.close();
  });

  it("refuses invalid, oversized and foreign edits with nothing written", async () => {
    const { owner, resumeId } = await sharedResume();
    const letter = await newLetter(owner, resumeId);
    const other = await sharedResume();
    const foreign = await newLetter(other.owner, other.resumeId);
    const a = await RoomClient.connect(owner, resumeId);

    letterEdit(a, letter.id, { field: "greeting", value: "x".repeat(201) });
    letterEdit(a, letter.id, { field: "date", value: "tomorrow" });
    letterEdit(a, letter.id, { field: "title", value: "x" });
    await expect.poll(() => a.of("error").length).toBe(3);
    expect(a.of("error")[0]!.message).toBe("Invalid message.");

    // A paragraph that does not exist, and a letter of another resume: refused with a reason.
    const gone = letterEdit(a, letter.id, { field: "paragraph", index: 5, value: "late" });
    expect(await ackOf(a, gone)).toMatchObject({
      rejected: "That paragraph was removed by someone else.",
      rejectedCode: "paragraphRemoved",
    });
    const elsewhere = letterEdit(a, foreign.id, { field: "greeting", value: "Hi" });
    expect(await ackOf(a, elsewhere)).toMatchObject({
      rejected: "This cover letter was deleted.",
      rejectedCode: "letterDeleted",
    });
    expect((await storedLetter(letter.id)).version).toBe(letter.version);
    expect(await storedLetter(foreign.id)).toEqual({ content: foreign.content, version: foreign.version });
    a.close();
  });

  it("bounds letter edits per socket (each is a D1 write), refusing the excess with nothing written", async () => {
    const { owner, resumeId } = await sharedResume();
    const letter = await newLetter(owner, resumeId);
    const a = await RoomClient.connect(owner, resumeId);
    const started = Date.now();
    const ids = Array.from({ length: 60 }, (_, i) =>
      letterEdit(a, letter.id, { field: "greeting", value: `Hello ${i},` }),
    );
    const acks = await Promise.all(ids.map((id) => ackOf(a, id)));
    const seconds = (Date.now() - started) / 1000;
    const refused = acks.filter((ack) => ack.rejected);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]).toMatchObject({
      rejected: "Too many cover letter edits at once. Slow down and try again.",
      rejectedCode: "letterEditLimit",
    });
    const written = acks.length - refused.length;
    // The burst, plus what refilled while the room worked through them.
    expect(written).toBeLessThanOrEqual(30 + Math.ceil(seconds * 10));
    expect((await storedLetter(letter.id)).version).toBe(letter.version + written);
    // The socket stays open, and can edit again after a pause.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await ackOf(a, letterEdit(a, letter.id, { field: "closing", value: "Bye," }))).rejected).toBeUndefined();
    expect(a.closed).toBeNull();
    a.close();
  });

  it("lets no stranger into the room of a letter's resume", async () => {
    const { owner, resumeId } = await sharedResume();
    await newLetter(owner, resumeId);
    const stranger = await createVerifiedUser("Sam Stranger");
    expect((await openRoom(stranger, resumeId)).status).toBe(404);
    expect((await openRoom(null, resumeId)).status).toBe(401);
  });

  it("sends a REST save to everyone in the room", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const letter = await newLetter(owner, resumeId);
    const b = await RoomClient.connect(editor, resumeId);
    const content: LetterContent = { ...letter.content, greeting: "Hello team,", paragraphs: ["One.", "Two."] };
    const response = await call(owner, "PUT", `/api/cover-letters/${letter.id}`, {
      content,
      baseVersion: letter.version,
    });
    expect(response.status).toBe(200);
    const seen = await b.next("letterChanged");
    expect(seen).toMatchObject({
      letterId: letter.id,
      version: letter.version + 1,
      by: { userId: owner.user.id, name: "Olivia Owner", clientId: null },
    });
    expect(seen.changed.sort()).toEqual(["greeting", "paragraphs"]);
    expect(seen.content.paragraphs).toEqual(["One.", "Two."]);
    b.close();
  });
});
