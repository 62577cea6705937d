/** The Trash (docs/product.md#trash): the API, who may touch a trashed resume, the room, and the scheduled clean-up. */
import { createScheduledController, env, runInDurableObject, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { decodeCompressedJson } from "~/db/tables/compressed-json";
import { CLOSE } from "~/domain/collab/protocol";
import { TRASH_DAYS } from "~/domain/resume/trash";
import { MAX_RESUMES_PER_USER } from "~/server/resumes.server";
import {
  call,
  createResume,
  openRoom,
  resumeData,
  roomStub,
  RoomClient,
  sharedResume,
  type Account,
} from "./collab-helpers";
import { createVerifiedUser, ORIGIN, postForm } from "./helpers";
import worker from "../../workers/entry";

const DAY = 24 * 60 * 60 * 1000;

interface Listed {
  id: string;
  title: string;
  deletedAt?: string;
  purgeAt?: string;
}

async function list(account: Account, query = ""): Promise<Listed[]> {
  const response = await call(account, "GET", `/api/resumes${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { resumes: Listed[] }).resumes;
}

async function row(resumeId: string) {
  return env.DB.prepare("SELECT version, data, deleted_at FROM resumes WHERE id = ?")
    .bind(resumeId)
    .first<{ version: number; data: string; deleted_at: number | null }>();
}

async function collaboratorRows(resumeId: string): Promise<number> {
  return (await env.DB.prepare("SELECT count(*) AS n FROM resume_collaborators WHERE resume_id = ?")
    .bind(resumeId)
    .first<{ n: number }>())!.n;
}

/** What the room keeps in its storage (nothing once it has forgotten the resume). */
async function roomKeys(resumeId: string): Promise<number> {
  return runInDurableObject(roomStub(resumeId), async (_instance, state) => (await state.storage.list()).size);
}

function trash(account: Account, resumeId: string) {
  return call(account, "DELETE", `/api/resumes/${resumeId}`);
}

function restore(account: Account, resumeId: string) {
  return call(account, "POST", `/api/resumes/${resumeId}/restore`);
}

describe("DELETE /api/resumes/{id} moves a resume to the Trash", () => {
  it("lists it only under ?trash=1 with deletedAt and purgeAt, hides it from the owner elsewhere, and restores it", async () => {
    const owner = await createVerifiedUser("Tess Trash");
    const id = await createResume(owner);
    const before = Date.now();
    expect((await trash(owner, id)).status).toBe(204);

    expect((await list(owner)).map((r) => r.id)).not.toContain(id);
    const trashed = await list(owner, "?trash=1");
    expect(trashed).toHaveLength(1);
    expect(trashed[0]).toMatchObject({
      id,
      title: "Ada Lovelace — Programmer",
      templateId: "modern-professional",
      atsScore: null,
    });
    const deletedAt = Date.parse(trashed[0]!.deletedAt!);
    expect(deletedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(trashed[0]!.purgeAt!) - deletedAt).toBe(TRASH_DAYS * DAY);
    expect((await list(owner, "?trash=0")).map((r) => r.id)).not.toContain(id);

    // Gone for the owner too, everywhere but the Trash.
    expect((await call(owner, "GET", `/api/resumes/${id}`)).status).toBe(404);
    expect((await call(owner, "GET", `/api/resumes/${id}/export?format=json`)).status).toBe(404);
    expect((await call(owner, "GET", `/api/resumes/${id}/thumbnail`)).status).toBe(404);
    expect((await call(owner, "GET", `/api/resumes/${id}/collaborators`)).status).toBe(404);
    expect((await call(owner, "POST", `/api/resumes/${id}/duplicate`)).status).toBe(404);
    expect(
      (
        await call(owner, "POST", "/api/ats-score", {
          resumeText: "Ada Lovelace, programmer",
          jobDescriptionText: "Programmer",
          resumeId: id,
        })
      ).status,
    ).toBe(404);
    expect((await trash(owner, id)).status).toBe(404);

    const restored = await restore(owner, id);
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ id, role: "owner", data: { summary: "Mathematician." } });
    expect((await list(owner)).map((r) => r.id)).toContain(id);
    expect(await list(owner, "?trash=1")).toEqual([]);
    expect((await call(owner, "GET", `/api/resumes/${id}`)).status).toBe(200);
    // Restoring what is not in the Trash.
    expect((await restore(owner, id)).status).toBe(404);
  });

  it("answers bad query values and wrong methods with 4xx and a message", async () => {
    const owner = await createVerifiedUser();
    const id = await createResume(owner);
    const badList = await call(owner, "GET", "/api/resumes?trash=yes");
    expect(badList.status).toBe(400);
    expect(await badList.json()).toMatchObject({ message: "trash must be 1 or 0." });
    const badDelete = await call(owner, "DELETE", `/api/resumes/${id}?forever=true`);
    expect(badDelete.status).toBe(400);
    expect((await call(owner, "GET", `/api/resumes/${id}`)).status).toBe(200);
    expect((await call(owner, "GET", `/api/resumes/${id}/restore`)).status).toBe(405);
    expect((await call(null, "POST", `/api/resumes/${id}/restore`)).status).toBe(401);
    expect((await call(null, "GET", "/api/resumes?trash=1")).status).toBe(401);
    const crossSite = await call(owner, "POST", `/api/resumes/${id}/restore`, undefined, {
      Origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
  });
});

describe("who may touch a trashed resume", () => {
  it("takes it from collaborators while it is in the Trash and gives it back on restore", async () => {
    const { owner, editor, viewer, resumeId } = await sharedResume();
    expect((await list(editor)).map((r) => r.id)).toContain(resumeId);
    expect((await trash(owner, resumeId)).status).toBe(204);

    for (const person of [editor, viewer]) {
      expect((await list(person)).map((r) => r.id)).not.toContain(resumeId);
      expect(await list(person, "?trash=1")).toEqual([]);
      expect((await call(person, "GET", `/api/resumes/${resumeId}`)).status).toBe(404);
      expect((await call(person, "GET", `/api/resumes/${resumeId}/export?format=txt`)).status).toBe(404);
      expect((await openRoom(person, resumeId)).status).toBe(404);
      // The Trash's own calls are the owner's alone, and say nothing to anyone else.
      expect((await restore(person, resumeId)).status).toBe(404);
      expect((await call(person, "DELETE", `/api/resumes/${resumeId}?forever=1`)).status).toBe(404);
    }
    expect((await openRoom(owner, resumeId)).status).toBe(404);
    // The invitations are kept for the restore.
    expect(await collaboratorRows(resumeId)).toBe(2);

    expect((await restore(owner, resumeId)).status).toBe(200);
    expect((await list(editor)).map((r) => r.id)).toContain(resumeId);
    expect((await list(viewer)).map((r) => r.id)).toContain(resumeId);
    const e = await RoomClient.connect(editor, resumeId);
    expect(e.init.document.data.summary).toBe("Mathematician.");
    e.close();
  });

  it("lets neither an editor nor a viewer trash, restore or delete forever; a stranger gets 404 for everything", async () => {
    const { owner, editor, viewer, resumeId } = await sharedResume();
    const stranger = await createVerifiedUser("Sam Stranger");
    for (const person of [editor, viewer]) {
      expect((await trash(person, resumeId)).status).toBe(403);
      expect((await call(person, "DELETE", `/api/resumes/${resumeId}?forever=1`)).status).toBe(403);
    }
    expect((await trash(stranger, resumeId)).status).toBe(404);
    expect((await call(stranger, "DELETE", `/api/resumes/${resumeId}?forever=1`)).status).toBe(404);
    expect((await restore(stranger, resumeId)).status).toBe(404);
    expect((await row(resumeId))?.deleted_at).toBeNull();

    expect((await trash(owner, resumeId)).status).toBe(204);
    expect((await restore(stranger, resumeId)).status).toBe(404);
    expect((await call(stranger, "DELETE", `/api/resumes/${resumeId}?forever=1`)).status).toBe(404);
    expect(await list(stranger, "?trash=1")).toEqual([]);
    expect((await row(resumeId))?.deleted_at).not.toBeNull();
  });

  it("refuses a REST save to a trashed resume (404) and changes nothing", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    expect((await trash(owner, resumeId)).status).toBe(204);
    const before = await row(resumeId);
    for (const person of [owner, editor]) {
      const put = await call(person, "PUT", `/api/resumes/${resumeId}`, {
        data: resumeData({ summary: "written into the Trash" }),
      });
      expect(put.status).toBe(404);
      expect(await put.json()).toMatchObject({ message: "Resume not found." });
    }
    expect(await row(resumeId)).toEqual(before);
  });

  it("keeps trashed resumes out of the editor, the analysis page and the template's latest resume", async () => {
    const owner = await createVerifiedUser();
    const id = await createResume(owner);
    const page = (path: string) =>
      SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: owner.cookie }, redirect: "manual" });
    expect((await page("/builder/modern-professional")).headers.get("Location")).toContain(id);
    expect((await trash(owner, id)).status).toBe(204);
    expect((await page(`/builder/modern-professional?resume=${id}`)).status).toBe(404);
    expect((await page(`/analyze/${id}`)).status).toBe(404);
    expect((await page("/builder/modern-professional")).headers.get("Location")).not.toContain(id);
  });
});

describe("the room of a trashed resume", () => {
  it("disconnects everyone (4004), keeps their last edits in the Trash, drops its copy, and writes nothing back", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const e = await RoomClient.connect(editor, resumeId);
    const o = await RoomClient.connect(owner, resumeId);
    // Not yet written back to D1 (that happens a couple of seconds after the edits stop).
    await e.ack(e.edit([{ op: "setSummary", value: "typed just before the delete" }]));
    expect((await trash(owner, resumeId)).status).toBe(204);
    const closed = await e.waitClosed();
    expect(closed.code).toBe(CLOSE.gone);
    expect(closed.reason).toBe("This resume was moved to the Trash or deleted.");
    expect((await o.waitClosed()).code).toBe(CLOSE.gone);
    expect(await roomKeys(resumeId)).toBe(0);

    const trashed = await row(resumeId);
    expect((decodeCompressedJson(trashed!.data) as { summary: string }).summary).toBe("typed just before the delete");
    // The room cannot write into a trashed resume even if asked to.
    await roomStub(resumeId).writeBack();
    await roomStub(resumeId).reload();
    expect(await row(resumeId)).toEqual(trashed);

    expect((await restore(owner, resumeId)).status).toBe(200);
    const again = await RoomClient.connect(editor, resumeId);
    expect(again.init.document.data.summary).toBe("typed just before the delete");
    again.close();
  });
});

describe("DELETE /api/resumes/{id}?forever=1", () => {
  it("deletes a trashed resume for good with its invitations and its room", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    (await RoomClient.connect(editor, resumeId)).close();
    expect((await trash(owner, resumeId)).status).toBe(204);
    expect((await call(owner, "DELETE", `/api/resumes/${resumeId}?forever=1`)).status).toBe(204);
    expect(await row(resumeId)).toBeNull();
    expect(await collaboratorRows(resumeId)).toBe(0);
    expect(await roomKeys(resumeId)).toBe(0);
    expect(await list(owner, "?trash=1")).toEqual([]);
    expect((await restore(owner, resumeId)).status).toBe(404);
    expect((await call(owner, "DELETE", `/api/resumes/${resumeId}?forever=1`)).status).toBe(404);
  });

  it("deletes a live resume for good too, closing its room", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const e = await RoomClient.connect(editor, resumeId);
    expect((await call(owner, "DELETE", `/api/resumes/${resumeId}?forever=1`)).status).toBe(204);
    expect((await e.waitClosed()).code).toBe(CLOSE.gone);
    expect(await row(resumeId)).toBeNull();
    expect(await list(owner, "?trash=1")).toEqual([]);
    expect(await roomKeys(resumeId)).toBe(0);
  });
});

describe("the scheduled clean-up", () => {
  it(`deletes for good what has been in the Trash more than ${TRASH_DAYS} days and keeps the rest`, async () => {
    const { owner, resumeId: expired } = await sharedResume();
    const fresh = await createResume(owner);
    const live = await createResume(owner);
    expect((await trash(owner, expired)).status).toBe(204);
    expect((await trash(owner, fresh)).status).toBe(204);
    const now = Date.now();
    const setDeletedAt = (id: string, at: number) =>
      env.DB.prepare("UPDATE resumes SET deleted_at = ? WHERE id = ?").bind(at, id).run();
    await setDeletedAt(expired, now - TRASH_DAYS * DAY - 60_000);
    await setDeletedAt(fresh, now - TRASH_DAYS * DAY + 60 * 60_000);

    // The Worker's own scheduled handler, as the cron trigger of wrangler.toml runs it.
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "17 3 * * *" }), env);

    expect(await row(expired)).toBeNull();
    expect(await collaboratorRows(expired)).toBe(0);
    expect((await row(fresh))?.deleted_at).not.toBeNull();
    expect((await row(live))?.deleted_at).toBeNull();
    expect((await list(owner, "?trash=1")).map((r) => r.id)).toEqual([fresh]);
    expect((await list(owner)).map((r) => r.id)).toEqual([live]);
  });
});

describe(`the limit of ${MAX_RESUMES_PER_USER} resumes`, () => {
  it("counts resumes in the Trash and says so", async () => {
    const owner = await createVerifiedUser();
    // Filled straight in D1: 200 real creations would only test the same insert 200 times.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO resumes (id, owner_id, title, template_id, data, deleted_at)
       SELECT ? || '-' || i, ?, 'Filler ' || i, 'modern-professional', ?, CASE WHEN i <= 2 THEN ? ELSE NULL END FROM n`,
    )
      .bind(MAX_RESUMES_PER_USER, owner.user.id, owner.user.id, JSON.stringify(resumeData()), Date.now())
      .run();
    const refused = await call(owner, "POST", "/api/resumes", {
      templateId: "modern-professional",
      data: resumeData(),
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      message: `You can keep at most ${MAX_RESUMES_PER_USER} resumes. Delete one to create another. Resumes in the Trash (2) count until you delete them forever.`,
    });
    expect((await call(owner, "DELETE", `/api/resumes/${owner.user.id}-1?forever=1`)).status).toBe(204);
    expect(
      (await call(owner, "POST", "/api/resumes", { templateId: "modern-professional", data: resumeData() })).status,
    ).toBe(201);
  });
});

describe("the dashboard's Trash forms (no JavaScript needed)", () => {
  const post = (account: Account, body: string) => postForm(account, "/dashboard", body);

  it("moves to the Trash, restores and deletes forever, for the owner only", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    expect((await post(editor, `intent=delete&id=${resumeId}`)).status).toBe(403);
    expect((await post(owner, `intent=delete&id=${resumeId}`)).status).toBe(302);
    expect((await row(resumeId))?.deleted_at).not.toBeNull();
    const page = await (await SELF.fetch(`${ORIGIN}/dashboard`, { headers: { Cookie: owner.cookie } })).text();
    expect(page).toMatch(/aria-label="Restore Ada Lovelace — Programmer"/);
    expect((await post(editor, `intent=restore&id=${resumeId}`)).status).toBe(404);
    expect((await post(owner, `intent=restore&id=${resumeId}`)).status).toBe(302);
    expect((await row(resumeId))?.deleted_at).toBeNull();
    expect((await post(owner, `intent=deleteForever&id=${resumeId}`)).status).toBe(302);
    expect(await row(resumeId)).toBeNull();
    const unknown = await post(owner, `intent=purge&id=${resumeId}`);
    expect(unknown.status).toBe(400);
  });
});
