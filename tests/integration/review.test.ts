import { describe, expect, it } from "vitest";
import type { Annotation, AnnotationDraft } from "~/domain/review/annotation";
import { createResume, openRoom, RoomClient, sharedResume } from "./collab-helpers";
import { call, createVerifiedUser, type Account } from "./helpers";

const note = (id: string, text = "Quantify this"): AnnotationDraft => ({
  id,
  pageIndex: 0,
  drawnOnVersion: 0,
  section: "Experience",
  shape: { kind: "freeText", rect: [50, 600, 200, 640], color: [0, 0, 0], fontSize: 10, text },
});

async function listOf(account: Account | null, resumeId: string) {
  const response = await call(account, "GET", `/api/resumes/${resumeId}/annotations`);
  return { status: response.status, body: (await response.json()) as { annotations: Annotation[]; message?: string } };
}

describe("review annotations", () => {
  it("a viewer annotates and comments, everyone sees it live, a late joiner and the REST list see it all", async () => {
    const { owner, viewer, resumeId } = await sharedResume();
    const ownerSocket = await RoomClient.connect(owner, resumeId);
    const viewerSocket = await RoomClient.connect(viewer, resumeId);
    viewerSocket.send({ type: "annotationUpsert", annotation: note("n1") });
    const seen = await ownerSocket.next("annotationsChanged", (message) =>
      message.annotations.some((a) => a.id === "n1"),
    );
    expect(seen.annotations[0]).toMatchObject({
      id: "n1",
      author: { userId: viewer.user.id, name: "Vera Viewer" },
      resolved: false,
      comments: [],
    });
    expect(seen.annotations[0]!.createdAt).toBeGreaterThan(Date.now() - 10_000);

    viewerSocket.send({ type: "commentAdd", annotationId: "n1", commentId: "c1", text: "Add a number here." });
    const commented = await ownerSocket.next("annotationsChanged", (message) => message.comment !== undefined);
    expect(commented.comment).toEqual({ annotationId: "n1", activity: "Comment on Experience by Vera Viewer" });
    ownerSocket.send({ type: "commentAdd", annotationId: "n1", commentId: "c2", text: "Done, thanks" });
    ownerSocket.send({ type: "annotationResolve", id: "n1", resolved: true });
    await viewerSocket.next("annotationsChanged", (message) => message.annotations.some((a) => a.resolved));

    const late = await RoomClient.connect(owner, resumeId);
    const all = await late.next("annotationsChanged", (message) => message.all === true);
    expect(all.annotations).toHaveLength(1);
    expect(all.annotations[0]).toMatchObject({
      resolved: true,
      comments: [{ text: "Add a number here." }, { text: "Done, thanks", author: { name: "Olivia Owner" } }],
    });

    const listed = await listOf(viewer, resumeId);
    expect(listed.status).toBe(200);
    expect(listed.body.annotations.map((a) => a.id)).toEqual(["n1"]);
    for (const socket of [ownerSocket, viewerSocket, late]) socket.close();
  });

  it("a viewer can annotate but still not edit the resume; only the author or the owner deletes", async () => {
    const { owner, editor, viewer, resumeId } = await sharedResume();
    const viewerSocket = await RoomClient.connect(viewer, resumeId);
    const editorSocket = await RoomClient.connect(editor, resumeId);
    viewerSocket.edit([{ op: "setSummary", value: "Hijacked" }]);
    await viewerSocket.next(
      "error",
      (message) => message.message === "You can view this resume but not edit it." && message.code === "viewOnly",
    );
    viewerSocket.send({ type: "annotationUpsert", annotation: note("v1") });
    await editorSocket.next("annotationsChanged", (message) => message.annotations.some((a) => a.id === "v1"));

    editorSocket.send({ type: "annotationDelete", id: "v1" });
    await editorSocket.next(
      "error",
      (message) => message.message === "Only its author or the resume's owner can delete this annotation.",
    );
    editorSocket.send({ type: "annotationUpsert", annotation: note("v1", "Rewritten by someone else") });
    await editorSocket.next(
      "error",
      (message) => message.message === "Only its author or the resume's owner can change this annotation.",
    );
    expect((await listOf(owner, resumeId)).body.annotations[0]).toMatchObject({ shape: { text: "Quantify this" } });

    const ownerSocket = await RoomClient.connect(owner, resumeId);
    ownerSocket.send({ type: "annotationDelete", id: "v1" });
    await viewerSocket.next("annotationsChanged", (message) => message.deleted.includes("v1"));
    expect((await listOf(owner, resumeId)).body.annotations).toEqual([]);
    for (const socket of [ownerSocket, viewerSocket, editorSocket]) socket.close();
  });

  it("a stranger can neither read nor write annotations", async () => {
    const { owner, resumeId } = await sharedResume();
    const stranger = await createVerifiedUser("Sam Stranger");
    expect((await listOf(stranger, resumeId)).status).toBe(404);
    expect((await listOf(null, resumeId)).status).toBe(401);
    // Writing goes only through the room, whose door is shut to them.
    expect((await openRoom(stranger, resumeId)).status).toBe(404);
    expect((await call(stranger, "POST", `/api/resumes/${resumeId}/annotations`, note("x"))).status).toBe(405);
    expect((await listOf(owner, resumeId)).body.annotations).toEqual([]);
    // And a resume of their own does not open another's annotations.
    const theirs = await createResume(stranger);
    expect((await listOf(stranger, theirs)).body.annotations).toEqual([]);
  });

  it("refuses oversized and malformed annotations with an error and stores nothing", async () => {
    const { owner, viewer, resumeId } = await sharedResume();
    const socket = await RoomClient.connect(viewer, resumeId);
    socket.send({ type: "annotationUpsert", annotation: note("big", "x".repeat(2_001)) });
    socket.send({ type: "commentAdd", annotationId: "nope", commentId: "c1", text: "Where?" });
    socket.send({
      type: "annotationUpsert",
      annotation: { ...note("gif"), shape: { kind: "stamp", rect: [0, 0, 10, 10], image: btoa("GIF89a.....") } },
    });
    await socket.next("error", (message) => message.message === "Only PNG and JPEG images can be used.");
    expect(socket.of("error").map((message) => message.message)).toEqual([
      "Invalid message.",
      "This annotation no longer exists.",
      "Only PNG and JPEG images can be used.",
    ]);
    expect(socket.of("error").map((message) => message.code)).toEqual([
      "invalidMessage",
      "annotationGone",
      "imageType",
    ]);
    expect((await listOf(owner, resumeId)).body.annotations).toEqual([]);
    socket.close();
  });

  it("keeps a signature mark with a PNG and refuses one that is not a PNG or JPEG", async () => {
    const { owner, viewer, resumeId } = await sharedResume();
    const socket = await RoomClient.connect(viewer, resumeId);
    const png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
    const signature = (id: string, image: string): AnnotationDraft => ({
      id,
      pageIndex: 0,
      drawnOnVersion: 0,
      shape: { kind: "signature", rect: [416, 36, 576, 89], image },
    });
    socket.send({
      type: "annotationUpsert",
      annotation: signature("svg", btoa("<svg xmlns='http://www.w3.org/2000/svg'/>")),
    });
    await socket.next("error", (message) => message.message === "Only PNG and JPEG images can be used.");
    socket.send({ type: "annotationUpsert", annotation: signature("sig", png) });
    await socket.next("annotationsChanged", (message) => message.annotations.some((a) => a.id === "sig"));
    expect((await listOf(owner, resumeId)).body.annotations).toMatchObject([
      { id: "sig", author: { name: "Vera Viewer" }, shape: { kind: "signature", image: png } },
    ]);
    socket.close();
  });
});

/** A PNG of 200 × 100 pixels by its header, padded to `kilobytes` KB: what the room checks of a stamp. */
function bigPng(kilobytes: number): string {
  const bytes = new Uint8Array(kilobytes * 1024);
  bytes.set([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 200, 0, 0, 0, 100, 8,
    6,
  ]);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const bigStamp = (id: string): AnnotationDraft => ({
  id,
  pageIndex: 0,
  drawnOnVersion: 0,
  shape: { kind: "stamp", rect: [0, 0, 100, 50], image: bigPng(190) },
});

describe("review marks under a flood", () => {
  it("a viewer's stamps stop at their share with a clear message; the owner still marks, and the list and a fresh join stay small", async () => {
    const { owner, viewer, resumeId } = await sharedResume();
    const viewerSocket = await RoomClient.connect(viewer, resumeId);
    // One at a time, each answered (stored, or refused) before the next, as a steady attacker would.
    for (let i = 0; i < 12; i += 1) {
      const answered = viewerSocket.messages.length;
      viewerSocket.send({ type: "annotationUpsert", annotation: bigStamp(`flood-${i}`) });
      await expect
        .poll(
          () =>
            viewerSocket.messages
              .slice(answered)
              .some(
                (m) =>
                  m.type === "error" ||
                  (m.type === "annotationsChanged" && m.annotations.some((a) => a.id === `flood-${i}`)),
              ),
          { timeout: 5_000, interval: 5 },
        )
        .toBe(true);
    }
    const refusals = viewerSocket.of("error").map((message) => message.message);
    expect(refusals.length).toBeGreaterThanOrEqual(8);
    expect(refusals).toContain(
      "You have used your share of this resume's review marks (1 MB). Delete some of yours first.",
    );
    for (const refusal of refusals) {
      expect([
        "You have used your share of this resume's review marks (1 MB). Delete some of yours first.",
        "You are adding review marks too fast. Wait a few seconds and try again.",
      ]).toContain(refusal);
    }

    const ownerSocket = await RoomClient.connect(owner, resumeId);
    ownerSocket.send({ type: "annotationUpsert", annotation: bigStamp("owner-1") });
    await ownerSocket.next("annotationsChanged", (message) => message.annotations.some((a) => a.id === "owner-1"));

    const listed = await call(owner, "GET", `/api/resumes/${resumeId}/annotations`);
    expect(listed.status).toBe(200);
    const body = await listed.text();
    expect(body.length).toBeLessThan(2 * 1024 * 1024);
    expect((JSON.parse(body) as { annotations: Annotation[] }).annotations.length).toBeLessThanOrEqual(7);
    for (const socket of [viewerSocket, ownerSocket]) socket.close();
  }, 60_000);
});

describe("review marks sent too fast", () => {
  it("are refused before they are read once a user's bytes run out, without slowing anyone else's marks", async () => {
    const { owner, editor, resumeId } = await sharedResume();
    const editorSocket = await RoomClient.connect(editor, resumeId);
    // Stamps rewriting one mark (so the share never refuses): only the pace can.
    for (let i = 0; i < 10; i += 1)
      editorSocket.send({
        type: "annotationUpsert",
        annotation: { ...bigStamp("same"), shape: { kind: "stamp", rect: [0, 0, 100, 50 + i], image: bigPng(190) } },
      });
    await editorSocket.next(
      "error",
      (message) => message.message === "You are adding review marks too fast. Wait a few seconds and try again.",
    );
    // Another person's marks are not slowed by it.
    const ownerSocket = await RoomClient.connect(owner, resumeId);
    ownerSocket.send({ type: "annotationUpsert", annotation: bigStamp("owner-own") });
    await ownerSocket.next("annotationsChanged", (message) => message.annotations.some((a) => a.id === "owner-own"));
    for (const socket of [editorSocket, ownerSocket]) socket.close();
  }, 30_000);
});
