/**
 * The move of version history from D1 into the rooms (docs/decisions/storage-by-growth.md, step 1)
 * loses nothing. tests/fixtures/storage-before.json is a local database filled through the API by
 * the code before the move (commit 2a00f87, how: tests/fixtures/storage-before.md), dumped table by
 * table, with that code's answers to every read. Loaded here as it was, the code of today must
 * give the same answers, while the rooms take the history over: lazily when asked, by the sweep
 * for the rooms nobody opens, and through the Trash and back.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { moveHistoryToRooms } from "~/server/versions/move-history.server";
import fixture from "../fixtures/storage-before.json";
import { roomStub } from "./collab-helpers";
import { call, type Account } from "./helpers";

type Answers = Record<string, unknown>;
const answers = fixture.answers as Answers;
const { r1, r2, r3, letterId, applicationId } = fixture.ids;
const owner = { token: fixture.accounts.owner.token } as Account;
const editor = { token: fixture.accounts.editor.token } as Account;

/** The throttle records of the run that made the fixture are not part of what moves. */
const NOT_LOADED = new Set(["auth_throttle"]);

async function loadFixture(): Promise<void> {
  const statements = [env.DB.prepare("PRAGMA defer_foreign_keys = on")];
  for (const [table, rows] of Object.entries(fixture.dump as Record<string, Array<Record<string, unknown>>>)) {
    if (NOT_LOADED.has(table)) continue;
    for (const row of rows) {
      const columns = Object.keys(row);
      const values = columns.map((column) =>
        // The sessions of the run that made the fixture, as if made today.
        table === "sessions" && column === "expires_at" ? Date.now() + 86_400_000 : row[column],
      );
      statements.push(
        env.DB.prepare(
          `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
        ).bind(...values),
      );
    }
  }
  await env.DB.batch(statements);
}

async function answer(account: Account, path: string): Promise<unknown> {
  const response = await call(account, "GET", path);
  expect(response.status, path).toBe(200);
  return response.json();
}

/** Every answer recorded under `prefix` (a list and each of its versions) is given again. */
async function sameVersions(prefix: string, account: Account, base: string): Promise<number> {
  const list = answers[`${prefix} list`] as { versions: Array<{ id: string }> };
  expect(await answer(account, base)).toEqual(list);
  for (const version of list.versions)
    expect(await answer(account, `${base}/${version.id}`)).toEqual(answers[`${prefix} ${version.id}`]);
  return list.versions.length;
}

async function d1History(resumeId: string): Promise<{ versions: number; blobs: number; letterVersions: number }> {
  const counts = await env.DB.prepare(
    `SELECT (SELECT count(*) FROM resume_versions WHERE resume_id = ?1) AS versions,
            (SELECT count(*) FROM resume_version_blobs WHERE resume_id = ?1) AS blobs,
            (SELECT count(*) FROM letter_versions WHERE letter_id IN (SELECT id FROM cover_letters WHERE resume_id = ?1)) AS letterVersions`,
  )
    .bind(resumeId)
    .first<{ versions: number; blobs: number; letterVersions: number }>();
  return counts!;
}

async function roomHistory(resumeId: string): Promise<number> {
  return runInDurableObject(roomStub(resumeId), (_room, state) => {
    const table = state.storage.sql
      .exec<{ n: number }>("SELECT count(*) AS n FROM sqlite_master WHERE name = 'versions'")
      .one().n;
    return table === 0 ? 0 : state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM versions").one().n;
  });
}

describe("moving version history from D1 into the rooms", () => {
  it("answers every read as the code before it did, and D1 keeps none of the history", async () => {
    await loadFixture();
    expect((await d1History(r1)).versions).toBeGreaterThan(15);
    expect((await d1History(r1)).letterVersions).toBe(3);
    expect((await d1History(r2)).versions).toBe(9);

    // Listings and documents the move does not touch.
    expect(await answer(owner, "/api/resumes")).toEqual(answers.resumes);
    expect(await answer(owner, "/api/resumes?trash=1")).toEqual(answers.trash);
    expect(await answer(owner, `/api/resumes/${r1}`)).toEqual(answers["r1 resume"]);

    // Review state in the room stays what it was across the move.
    const suggested = await call(editor, "POST", `/api/resumes/${r1}/suggestions`, {
      ops: [{ op: "setSummary", value: "A suggestion made before the history moved." }],
    });
    expect(suggested.status).toBe(201);
    const suggestionsBefore = await answer(owner, `/api/resumes/${r1}/suggestions`);

    // The first version call of an opened resume moves its history, the letters' too.
    const r1Count = await sameVersions("r1 owner", owner, `/api/resumes/${r1}/versions`);
    expect(await d1History(r1)).toEqual({ versions: 0, blobs: 0, letterVersions: 0 });
    expect(await roomHistory(r1)).toBe(r1Count + 3);
    expect(await answer(editor, `/api/resumes/${r1}/versions`)).toEqual(answers["r1 editor list"]);
    await sameVersions("letter owner", owner, `/api/cover-letters/${letterId}/versions`);
    expect(await answer(editor, `/api/cover-letters/${letterId}/versions`)).toEqual(answers["letter editor list"]);
    expect(await answer(owner, `/api/resumes/${r1}/suggestions`)).toEqual(suggestionsBefore);

    // The sweep moves the rooms nobody opened: R2, and R3 in the Trash.
    expect((await d1History(r2)).versions).toBe(9);
    const swept = await moveHistoryToRooms(env);
    expect(swept).toMatchObject({ failed: 0 });
    expect(swept.versions).toBeGreaterThanOrEqual(15);
    for (const id of [r2, r3]) expect(await d1History(id)).toEqual({ versions: 0, blobs: 0, letterVersions: 0 });
    expect(await moveHistoryToRooms(env)).toEqual({ rooms: 0, versions: 0, failed: 0 });
    await sameVersions("r2 owner", owner, `/api/resumes/${r2}/versions`);

    // What the move does not touch answers the same after it.
    expect(await answer(owner, `/api/applications/${applicationId}`)).toEqual(answers.application);
    expect(await answer(owner, "/api/applications")).toEqual(answers.applications);
    const exported = (await answer(owner, "/api/account/export")) as Record<string, unknown>;
    delete exported.exportedAt;
    // The export gained the content library after the fixture was recorded; this account has none.
    const { library, ...recorded } = exported;
    expect(library).toEqual([]);
    expect(recorded).toEqual(answers.export);
    expect(await answer(owner, "/api/resumes")).toEqual(answers.resumes);

    // A trashed resume's history waits in its room: back from the Trash, it is all there, and a
    // second trip through the Trash (the room letting everyone go) keeps it too.
    expect((await call(owner, "GET", `/api/resumes/${r3}/versions`)).status).toBe(404);
    for (let trip = 0; trip < 2; trip++) {
      expect((await call(owner, "POST", `/api/resumes/${r3}/restore`)).status).toBe(200);
      await sameVersions("r3 owner", owner, `/api/resumes/${r3}/versions`);
      // The room holds the resume now (a suggestion list loads it), so the Trash makes it let go.
      await answer(owner, `/api/resumes/${r3}/suggestions`);
      expect((await call(owner, "DELETE", `/api/resumes/${r3}`)).status).toBe(204);
    }

    // History goes on where it now lives.
    const named = await call(owner, "POST", `/api/resumes/${r1}/versions`, { name: "After the move" });
    expect(named.status).toBe(201);
    const listed = (await answer(owner, `/api/resumes/${r1}/versions`)) as { versions: Array<{ name: string | null }> };
    expect(listed.versions.map((version) => version.name)).toEqual([
      "After the move",
      ...(answers["r1 owner list"] as { versions: Array<{ name: string | null }> }).versions.map((v) => v.name),
    ]);
    expect(await d1History(r1)).toEqual({ versions: 0, blobs: 0, letterVersions: 0 });

    // Deleting a letter takes its versions; deleting a resume for good clears its room.
    expect((await call(owner, "DELETE", `/api/cover-letters/${letterId}`)).status).toBe(204);
    expect(await roomHistory(r1)).toBe(r1Count + 1);
    expect((await call(owner, "DELETE", `/api/resumes/${r3}?forever=1`)).status).toBe(204);
    expect(await roomHistory(r3)).toBe(0);
  });
});
