import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, createVerifiedUser, resumeData } from "./helpers";

const isPng = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes.slice(0, 8))).join(",") === "137,80,78,71,13,10,26,10";
const stored = async () => (await env.PDFS.list({ prefix: "thumbnails/" })).objects.length;

describe("GET /api/resumes/{id}/thumbnail", () => {
  it("draws the first page once per change, serves it from R2 after, and shows it to nobody without access", async () => {
    const [owner, stranger] = await Promise.all([createVerifiedUser(), createVerifiedUser()]);
    // Words no other test uses: thumbnails are stored under what they show, and R2 is shared by the files.
    const created = await call(owner, "POST", "/api/resumes", {
      templateId: "modern-professional",
      data: resumeData({ summary: `Thumbnail test ${crypto.randomUUID()}` }),
    });
    const { id } = (await created.json()) as { id: string };
    const before = await stored();

    const first = await call(owner, "GET", `/api/resumes/${id}/thumbnail`);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/png");
    expect(first.headers.get("X-Thumbnail-Source")).toBe("drawn");
    const bytes = await first.arrayBuffer();
    expect(isPng(bytes)).toBe(true);
    // 480 px wide: the width field of the PNG header.
    expect(new DataView(bytes).getUint32(16)).toBe(480);
    expect(await stored()).toBe(before + 1);

    const etag = first.headers.get("ETag")!;
    const again = await call(owner, "GET", `/api/resumes/${id}/thumbnail`);
    expect(again.headers.get("X-Thumbnail-Source")).toBe("stored");
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(new Uint8Array(bytes));
    expect(await stored()).toBe(before + 1);
    expect(
      (await call(owner, "GET", `/api/resumes/${id}/thumbnail`, undefined, { "If-None-Match": etag })).status,
    ).toBe(304);

    await call(owner, "PUT", `/api/resumes/${id}`, { data: resumeData({ summary: "Something else entirely now." }) });
    const changed = await call(owner, "GET", `/api/resumes/${id}/thumbnail`);
    expect(changed.headers.get("ETag")).not.toBe(etag);
    expect(changed.headers.get("X-Thumbnail-Source")).toBe("drawn");
    expect(new Uint8Array(await changed.arrayBuffer())).not.toEqual(new Uint8Array(bytes));
    expect(await stored()).toBe(before + 2);

    expect((await call(stranger, "GET", `/api/resumes/${id}/thumbnail`)).status).toBe(404);
    expect((await call(null, "GET", `/api/resumes/${id}/thumbnail`)).status).toBe(401);
  });
});
