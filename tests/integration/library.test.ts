/**
 * The content library (docs/library.md, docs/api.md#content-library): items saved, inserted into
 * resumes, and their changes offered to the resumes using them, against the real local D1 and rooms.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { LibraryItem } from "~/domain/library/item";
import type { ResumeDocument } from "~/domain/resume/api";
import type { ResumeData } from "~/domain/resume/schema";
import { d1Row, RoomClient, share } from "./collab-helpers";
import { call, createVerifiedUser, resumeData, type Account } from "./helpers";

interface Change {
  id: string;
  itemId: string;
  path: string;
  line?: number | null;
  itemBefore: unknown;
  itemNow: unknown;
  resumeNow: unknown;
}

async function newResume(owner: Account, data: ResumeData = resumeData()): Promise<string> {
  const response = await call(owner, "POST", "/api/resumes", { templateId: "modern-professional", data, title: "Ada" });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function getResume(account: Account, id: string): Promise<ResumeDocument> {
  const response = await call(account, "GET", `/api/resumes/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ResumeDocument;
}

async function saveItem(account: Account, body: unknown) {
  const response = await call(account, "POST", "/api/library", body);
  return { status: response.status, body: (await response.json()) as LibraryItem & { code?: string } };
}

async function changes(account: Account, resumeId: string) {
  const response = await call(account, "GET", `/api/resumes/${resumeId}/library-changes`);
  return { status: response.status, body: (await response.json()) as { changes: Change[]; code?: string } };
}

/** Resume A's job saved to the library and inserted into resume B. */
async function insertedJob() {
  const owner = await createVerifiedUser("Ada Lovelace");
  const a = await newResume(owner);
  const b = await newResume(owner, resumeData({ experience: [] }));
  const saved = await saveItem(owner, { fromResume: a, entryId: "exp1" });
  expect(saved.status).toBe(201);
  const inserted = await call(owner, "POST", `/api/resumes/${b}/library`, { itemId: saved.body.id });
  expect(inserted.status).toBe(201);
  const body = (await inserted.json()) as { resume: ResumeDocument; use: { entryId: string } };
  return { owner, a, b, item: saved.body, entryId: body.use.entryId, resume: body.resume };
}

describe("the library's items", () => {
  it("saves an entry or a bullet from a resume, or given content; lists, changes and deletes them", async () => {
    const owner = await createVerifiedUser("Ada Lovelace");
    const resumeId = await newResume(owner);

    const entry = await saveItem(owner, { fromResume: resumeId, entryId: "exp1" });
    expect(entry.status).toBe(201);
    expect(entry.body).toMatchObject({
      kind: "entry",
      content: { section: "experience", entry: { company: "Analytical Engine", position: "Programmer" } },
    });
    expect(entry.body.content).not.toHaveProperty("entry.id");
    const bullet = await saveItem(owner, { fromResume: resumeId, entryId: "exp1", bullet: 0 });
    expect(bullet.body).toMatchObject({ kind: "bullet", content: { text: "- Wrote the first program" } });
    const given = await saveItem(owner, { kind: "bullet", content: { text: "Shipped the notes" } });
    expect(given.status).toBe(201);

    const listed = await call(owner, "GET", "/api/library");
    expect(listed.status).toBe(200);
    const items = ((await listed.json()) as { items: LibraryItem[] }).items;
    expect(items.map((item) => item.id).sort()).toEqual([entry.body.id, bullet.body.id, given.body.id].sort());

    const changed = await call(owner, "PUT", `/api/library/${given.body.id}`, { content: { text: "Shipped it" } });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: given.body.id, content: { text: "Shipped it" } });

    // The account's export holds the library.
    const exported = (await (await call(owner, "GET", "/api/account/export")).json()) as { library: LibraryItem[] };
    expect(exported.library.map((item) => item.id).sort()).toEqual(
      [entry.body.id, bullet.body.id, given.body.id].sort(),
    );

    expect((await call(owner, "DELETE", `/api/library/${given.body.id}`)).status).toBe(204);
    expect((await call(owner, "DELETE", `/api/library/${given.body.id}`)).status).toBe(404);
  });

  it("refuses bad content with a clear 4xx, and another user's items as unknown", async () => {
    const [owner, stranger] = await Promise.all([createVerifiedUser("Ada"), createVerifiedUser("Eve")]);
    const resumeId = await newResume(owner);
    expect(await saveItem(owner, { kind: "bullet", content: { section: "experience" } })).toMatchObject({
      status: 400,
      body: { code: "libraryContentInvalid" },
    });
    expect((await saveItem(owner, { kind: "poem", content: {} })).status).toBe(400);
    expect(await saveItem(owner, { fromResume: resumeId, entryId: "nope" })).toMatchObject({
      status: 400,
      body: { code: "libraryEntryNotFound" },
    });
    const big = await saveItem(owner, { kind: "bullet", content: { text: "x".repeat(20_000) } });
    expect(big.status).toBeGreaterThanOrEqual(400);
    expect(big.status).toBeLessThan(500);
    // A stranger cannot save from a resume they cannot see.
    expect((await saveItem(stranger, { fromResume: resumeId, entryId: "exp1" })).status).toBe(404);

    const item = await saveItem(owner, { fromResume: resumeId, entryId: "exp1" });
    const section = await call(owner, "PUT", `/api/library/${item.body.id}`, {
      content: { section: "education", entry: { institution: "MIT" } },
    });
    expect(section.status).toBe(400);
    expect(await section.json()).toMatchObject({ code: "libraryContentInvalid" });
    expect((await call(stranger, "PUT", `/api/library/${item.body.id}`, { content: { text: "x" } })).status).toBe(404);
    expect((await call(stranger, "DELETE", `/api/library/${item.body.id}`)).status).toBe(404);
    const strangers = await call(stranger, "GET", "/api/library");
    expect(await strangers.json()).toEqual({ items: [] });
    const theirs = await newResume(stranger);
    const foreign = await call(stranger, "POST", `/api/resumes/${theirs}/library`, { itemId: item.body.id });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: "libraryItemNotFound" });
  });

  it("holds at most 200 items per user", async () => {
    const owner = await createVerifiedUser("Ada");
    const user = await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(owner.email).first<{ id: string }>();
    const statements = Array.from({ length: 200 }, (_, i) =>
      env.DB.prepare("INSERT INTO library_items (id, owner_id, kind, content) VALUES (?, ?, 'bullet', ?)").bind(
        `filler-${owner.email}-${i}`,
        user!.id,
        JSON.stringify({ text: `Line ${i}` }),
      ),
    );
    await env.DB.batch(statements);
    expect(await saveItem(owner, { kind: "bullet", content: { text: "One more" } })).toMatchObject({
      status: 422,
      body: { code: "libraryItemLimit", params: { max: 200 } },
    });
  });
});

describe("inserting into a resume", () => {
  it("inserts an entry with a fresh id and a bullet into an entry's description, through the resume's write path", async () => {
    const { owner, b, entryId, resume, item } = await insertedJob();
    expect(entryId).not.toBe("exp1");
    expect(resume.data.experience).toEqual([
      expect.objectContaining({ id: entryId, company: "Analytical Engine", position: "Programmer" }),
    ]);
    expect((await d1Row(b)).data.experience[0]).toMatchObject({ id: entryId, company: "Analytical Engine" });
    expect(item.kind).toBe("entry");

    const bullet = await saveItem(owner, { kind: "bullet", content: { text: "- Published the notes" } });
    const noEntry = await call(owner, "POST", `/api/resumes/${b}/library`, { itemId: bullet.body.id });
    expect(await noEntry.json()).toMatchObject({ code: "bulletNeedsEntry" });
    const put = await call(owner, "POST", `/api/resumes/${b}/library`, { itemId: bullet.body.id, after: entryId });
    expect(put.status).toBe(201);
    expect(((await put.json()) as { use: unknown }).use).toMatchObject({ entryId, line: 1 });
    expect((await getResume(owner, b)).data.experience[0]!.description).toBe(
      "- Wrote the first program\n- Published the notes",
    );
  });

  it("reaches an open editor through its room, and counts its unsaved edits", async () => {
    const owner = await createVerifiedUser("Ada");
    const a = await newResume(owner);
    const b = await newResume(owner, resumeData({ experience: [] }));
    const item = await saveItem(owner, { fromResume: a, entryId: "exp1" });
    const inB = await RoomClient.connect(owner, b);
    await inB.ack(inB.edit([{ op: "setSummary", value: "Typed live in B." }]));
    const inserted = await call(owner, "POST", `/api/resumes/${b}/library`, { itemId: item.body.id });
    expect(inserted.status).toBe(201);
    // Read through the room: what was typed there is in what the insertion wrote.
    expect((await d1Row(b)).data.summary).toBe("Typed live in B.");
    const replaced = await inB.next("resumeReplaced");
    expect(replaced.document.data.experience[0]).toMatchObject({ company: "Analytical Engine" });
    expect(replaced.document.data.summary).toBe("Typed live in B.");
    inB.close();
  });

  it("is an edit: editors may, viewers and suggesters get 403, strangers 404", async () => {
    const [owner, editor, viewer, suggester, stranger] = await Promise.all([
      createVerifiedUser("Olivia"),
      createVerifiedUser("Eddie"),
      createVerifiedUser("Vera"),
      createVerifiedUser("Sam"),
      createVerifiedUser("Eve"),
    ]);
    const resumeId = await newResume(owner);
    await share(owner, resumeId, editor.email, "editor");
    await share(owner, resumeId, viewer.email, "viewer");
    await share(owner, resumeId, suggester.email, "suggester");
    const own = async (account: Account) =>
      (await saveItem(account, { kind: "bullet", content: { text: "- From my library" } })).body.id;
    const insert = async (account: Account) =>
      call(account, "POST", `/api/resumes/${resumeId}/library`, { itemId: await own(account), after: "exp1" });
    expect((await insert(editor)).status).toBe(201);
    expect((await insert(viewer)).status).toBe(403);
    expect((await insert(suggester)).status).toBe(403);
    expect((await insert(stranger)).status).toBe(404);
    expect((await changes(stranger, resumeId)).status).toBe(404);
  });
});

describe("library changes", () => {
  it("offers an item's change side by side; take writes it, skip keeps the resume's; unknown ids are refused", async () => {
    const { owner, a, b, entryId, item } = await insertedJob();
    expect((await changes(owner, b)).body).toEqual({ changes: [] });

    const content = item.content as { section: string; entry: Record<string, unknown> };
    const edited = { ...content, entry: { ...content.entry, position: "Lead programmer", description: "- Wrote it" } };
    expect((await call(owner, "PUT", `/api/library/${item.id}`, { content: edited })).status).toBe(200);
    const offered = (await changes(owner, b)).body.changes;
    expect(offered).toEqual([
      expect.objectContaining({
        itemId: item.id,
        path: `experience.${entryId}.position`,
        itemBefore: "Programmer",
        itemNow: "Lead programmer",
        resumeNow: "Programmer",
      }),
      expect.objectContaining({ path: `experience.${entryId}.description`, itemNow: "- Wrote it" }),
    ]);
    // Nothing changed without a click.
    expect((await getResume(owner, b)).data.experience[0]!.position).toBe("Programmer");

    const unknown = await call(owner, "POST", `/api/resumes/${b}/library-changes`, { take: ["l-unknown"] });
    expect(unknown.status).toBe(409);
    expect(await unknown.json()).toMatchObject({ code: "libraryChangeUnknown", params: { changes: "l-unknown" } });
    expect((await call(owner, "POST", `/api/resumes/${b}/library-changes`, { take: [], skip: [] })).status).toBe(400);

    const taken = await call(owner, "POST", `/api/resumes/${b}/library-changes`, { take: [offered[0]!.id] });
    expect(taken.status).toBe(200);
    const afterTake = (await taken.json()) as { changes: Change[]; resume: ResumeDocument };
    expect(afterTake.resume.data.experience[0]!.position).toBe("Lead programmer");
    expect(afterTake.changes.map((change) => change.id)).toEqual([offered[1]!.id]);
    expect((await d1Row(b)).data.experience[0]!.position).toBe("Lead programmer");

    const skipped = await call(owner, "POST", `/api/resumes/${b}/library-changes`, { skip: [offered[1]!.id] });
    const afterSkip = (await skipped.json()) as { changes: Change[]; resume: ResumeDocument };
    expect(afterSkip.changes).toEqual([]);
    expect(afterSkip.resume.data.experience[0]!.description).toBe("- Wrote the first program");
    expect((await changes(owner, b)).body.changes).toEqual([]);

    // The resume the entry came from is no user of the item: nothing is offered to it.
    expect((await changes(owner, a)).body.changes).toEqual([]);
  });

  it("lets a viewer read but not decide, and goes with the item", async () => {
    const { owner, b, item } = await insertedJob();
    const viewer = await createVerifiedUser("Vera");
    await share(owner, b, viewer.email, "viewer");
    const content = item.content as { section: string; entry: Record<string, unknown> };
    await call(owner, "PUT", `/api/library/${item.id}`, {
      content: { ...content, entry: { ...content.entry, company: "AE Ltd" } },
    });
    const [change] = (await changes(owner, b)).body.changes;
    expect(change).toMatchObject({ itemNow: "AE Ltd" });
    // The viewer's own library has nothing in B.
    expect((await changes(viewer, b)).body.changes).toEqual([]);
    expect((await call(viewer, "POST", `/api/resumes/${b}/library-changes`, { take: [change!.id] })).status).toBe(403);

    expect((await call(owner, "DELETE", `/api/library/${item.id}`)).status).toBe(204);
    expect((await changes(owner, b)).body.changes).toEqual([]);
    const uses = await env.DB.prepare("SELECT count(*) AS n FROM library_uses WHERE resume_id = ?")
      .bind(b)
      .first<{ n: number }>();
    expect(uses?.n).toBe(0);
    // What was inserted stays.
    expect((await getResume(owner, b)).data.experience[0]!.company).toBe("Analytical Engine");
  });
});
