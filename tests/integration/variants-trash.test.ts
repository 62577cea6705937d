/**
 * Moving a master with variants to the Trash (docs/variants.md#deleting-a-master):
 * DELETE /api/resumes/{id}?variants=keep|trash, the 409 without a choice, restoring, and the
 * dashboard's variant count in the listing, against the real local D1 and rooms.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { share } from "./collab-helpers";
import { call, createVerifiedUser, resumeData, type Account } from "./helpers";

async function master(owner: Account): Promise<string> {
  const response = await call(owner, "POST", "/api/resumes", {
    templateId: "modern-professional",
    data: resumeData(),
    title: "Ada",
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function variant(account: Account, masterId: string, language: string): Promise<string> {
  const response = await call(account, "POST", `/api/resumes/${masterId}/variants`, { language });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function row(id: string) {
  return env.DB.prepare("SELECT variant_of, variant_sync, deleted_at FROM resumes WHERE id = ?")
    .bind(id)
    .first<{ variant_of: string | null; variant_sync: unknown; deleted_at: number | null }>();
}

async function listed(account: Account, query = "") {
  const response = await call(account, "GET", `/api/resumes${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { resumes: Array<{ id: string; variantCount?: number }> }).resumes;
}

const ids = (resumes: Array<{ id: string }>) => resumes.map((resume) => resume.id).sort();

async function family() {
  const owner = await createVerifiedUser("Ada Lovelace");
  const masterId = await master(owner);
  const german = await variant(owner, masterId, "de");
  const french = await variant(owner, masterId, "fr");
  return { owner, masterId, german, french };
}

describe("DELETE /api/resumes/{id} of a master with variants", () => {
  it("answers 409 variantsNeedDecision with the count when no choice is given, and moves nothing", async () => {
    const { owner, masterId, german, french } = await family();
    // The dashboard's listing knows the count: one grouped query, the owner's own resumes.
    const before = await listed(owner);
    expect(before.find((resume) => resume.id === masterId)?.variantCount).toBe(2);
    expect(before.find((resume) => resume.id === german)).not.toHaveProperty("variantCount");

    const response = await call(owner, "DELETE", `/api/resumes/${masterId}`);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      success: false,
      code: "variantsNeedDecision",
      params: { count: 2 },
    });
    for (const id of [masterId, german, french]) expect((await row(id))?.deleted_at).toBeNull();
    expect((await row(german))?.variant_of).toBe(masterId);
    // A resume without variants needs no choice.
    expect((await call(owner, "DELETE", `/api/resumes/${german}`)).status).toBe(204);
  });

  it("variants=keep makes the variants independent at once and trashes the master alone", async () => {
    const { owner, masterId, german, french } = await family();
    expect((await call(owner, "DELETE", `/api/resumes/${masterId}?variants=keep`)).status).toBe(204);
    expect((await row(masterId))?.deleted_at).not.toBeNull();
    for (const id of [german, french]) {
      expect(await row(id)).toMatchObject({ variant_of: null, variant_sync: null, deleted_at: null });
      const upstream = await call(owner, "GET", `/api/resumes/${id}/upstream`);
      expect(upstream.status).toBe(409);
      expect(await upstream.json()).toMatchObject({ code: "notAVariant" });
    }
    expect(ids(await listed(owner))).toEqual([german, french].sort());
    // Restoring the master does not link them again.
    expect((await call(owner, "POST", `/api/resumes/${masterId}/restore`)).status).toBe(200);
    expect((await row(german))?.variant_of).toBeNull();
    expect((await listed(owner)).find((resume) => resume.id === masterId)).not.toHaveProperty("variantCount");
  });

  it("variants=trash moves the master and the owner's variants to the Trash together; restoring the master brings them back", async () => {
    const { owner, masterId, german, french } = await family();
    expect((await call(owner, "DELETE", `/api/resumes/${masterId}?variants=trash`)).status).toBe(204);
    const [m, g, f] = await Promise.all([row(masterId), row(german), row(french)]);
    expect(m?.deleted_at).not.toBeNull();
    expect(g?.deleted_at).toBe(m?.deleted_at);
    expect(f?.deleted_at).toBe(m?.deleted_at);
    // Still variants of their master, in the Trash with it.
    expect(g?.variant_of).toBe(masterId);
    expect(await listed(owner)).toEqual([]);
    expect(ids(await listed(owner, "?trash=1"))).toEqual([masterId, german, french].sort());
    expect((await call(owner, "GET", `/api/resumes/${german}`)).status).toBe(404);

    expect((await call(owner, "POST", `/api/resumes/${masterId}/restore`)).status).toBe(200);
    expect(ids(await listed(owner))).toEqual([masterId, german, french].sort());
    expect((await row(german))?.variant_of).toBe(masterId);
    expect((await call(owner, "GET", `/api/resumes/${german}/upstream`)).status).toBe(200);
  });

  it("variants=trash leaves a variant trashed earlier where it is when the master is restored", async () => {
    const { owner, masterId, german, french } = await family();
    expect((await call(owner, "DELETE", `/api/resumes/${french}`)).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await call(owner, "DELETE", `/api/resumes/${masterId}?variants=trash`)).status).toBe(204);
    expect((await call(owner, "POST", `/api/resumes/${masterId}/restore`)).status).toBe(200);
    expect(ids(await listed(owner))).toEqual([masterId, german].sort());
    expect(ids(await listed(owner, "?trash=1"))).toEqual([french]);
  });

  it("refuses a bad value with 400 variantsParameter, and never a 5xx", async () => {
    const { owner, masterId, german } = await family();
    for (const value of ["", "KEEP", "delete", "keep,trash", "%00"]) {
      const response = await call(owner, "DELETE", `/api/resumes/${masterId}?variants=${value}`);
      expect(response.status, value).toBe(400);
      expect(await response.json()).toMatchObject({
        success: false,
        code: "variantsParameter",
        message: "variants must be keep or trash.",
      });
    }
    expect((await row(masterId))?.deleted_at).toBeNull();
    expect((await row(german))?.variant_of).toBe(masterId);
    // Checked for deleting for good too.
    expect((await call(owner, "DELETE", `/api/resumes/${masterId}?forever=1&variants=all`)).status).toBe(400);
  });

  it("refuses an editor (403) and a stranger (404) whatever they choose; a variant someone else made becomes independent", async () => {
    const [owner, editor, stranger] = await Promise.all([
      createVerifiedUser("Owner"),
      createVerifiedUser("Editor"),
      createVerifiedUser("Stranger"),
    ]);
    const masterId = await master(owner);
    await share(owner, masterId, editor.email, "editor");
    const editorsVariant = await variant(editor, masterId, "de");
    const ownersVariant = await variant(owner, masterId, "fr");

    for (const query of ["", "?variants=keep", "?variants=trash"]) {
      const asEditor = await call(editor, "DELETE", `/api/resumes/${masterId}${query}`);
      expect(asEditor.status, query).toBe(403);
      expect(await asEditor.json()).toMatchObject({ code: "ownerDeletes" });
      const asStranger = await call(stranger, "DELETE", `/api/resumes/${masterId}${query}`);
      expect(asStranger.status, query).toBe(404);
    }
    for (const id of [masterId, editorsVariant, ownersVariant]) {
      expect(await row(id)).toMatchObject({ deleted_at: null });
    }

    // The owner's count includes the editor's variant; "trash" moves only the owner's own.
    const counted = await call(owner, "DELETE", `/api/resumes/${masterId}`);
    expect(await counted.json()).toMatchObject({ code: "variantsNeedDecision", params: { count: 2 } });
    expect((await call(owner, "DELETE", `/api/resumes/${masterId}?variants=trash`)).status).toBe(204);
    expect((await row(ownersVariant))?.deleted_at).not.toBeNull();
    expect(await row(editorsVariant)).toMatchObject({ variant_of: null, variant_sync: null, deleted_at: null });
    expect(ids(await listed(editor))).toEqual([editorsVariant]);
  });

  it("forever=1 with variants=trash moves the owner's variants to the Trash as independent resumes", async () => {
    const { owner, masterId, german } = await family();
    expect((await call(owner, "DELETE", `/api/resumes/${masterId}?forever=1&variants=trash`)).status).toBe(204);
    expect(await row(masterId)).toBeNull();
    expect(await row(german)).toMatchObject({ variant_of: null });
    expect((await row(german))?.deleted_at).not.toBeNull();
    expect(await listed(owner)).toEqual([]);
  });
});
