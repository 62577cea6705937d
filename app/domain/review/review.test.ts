import { describe, expect, it } from "vitest";
import { clientMessageSchema } from "../collab/protocol";
import {
  annotationDraftSchema,
  commentActivityText,
  isOutdated,
  REVIEW_LIMITS,
  type Annotation,
  type AnnotationDraft,
} from "./annotation";
import { imageProblem, imageSize, sniffImage } from "./image";
import { ReviewLedger } from "./ledger";
import { simplifyStrokes } from "./ink";
import { englishMessage } from "../../lib/error-catalogue";
import { applyReviewAction as decide, type Reviewer } from "./rules";

/** The rules decide by code; a refusal's English is the catalogue's (what the worker adds). */
const applyReviewAction = (...args: Parameters<typeof decide>) => {
  const outcome = decide(...args);
  return outcome.ok ? outcome : { ...outcome, error: englishMessage(outcome.code, outcome.params) };
};

const PNG_1PX = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const note = (overrides: Partial<AnnotationDraft> = {}): AnnotationDraft => ({
  id: "a1",
  pageIndex: 0,
  drawnOnVersion: 3,
  section: "Experience",
  shape: { kind: "freeText", rect: [50, 600, 200, 640], color: [0, 0, 0], fontSize: 10, text: "Quantify this" },
  ...overrides,
});
const vera: Reviewer = { userId: "u-vera", name: "Vera", role: "viewer" };
const olivia: Reviewer = { userId: "u-olivia", name: "Olivia", role: "owner" };
const eddie: Reviewer = { userId: "u-eddie", name: "Eddie", role: "editor" };
const context = { now: 1_000, count: 0, roomVersion: 5, ledger: new ReviewLedger() };

describe("annotation messages", () => {
  it("accepts each kind within bounds and strips what it does not know (never a URL)", () => {
    const parsed = clientMessageSchema.parse({
      type: "annotationUpsert",
      annotation: { ...note(), shape: { ...note().shape, url: "https://evil.example/x.png" } },
    });
    expect(parsed.type === "annotationUpsert" && parsed.annotation.shape).not.toHaveProperty("url");
    for (const shape of [
      {
        kind: "ink",
        rect: [0, 0, 10, 10],
        color: [255, 0, 0],
        thickness: 2,
        opacity: 1,
        strokes: [[0, 0, 5, 5, 10, 10]],
      },
      {
        kind: "highlight",
        rect: [0, 0, 10, 10],
        color: [255, 255, 0],
        opacity: 0.4,
        quadPoints: [0, 10, 10, 10, 0, 0, 10, 0],
        text: "Programmer",
      },
      { kind: "stamp", rect: [0, 0, 10, 10], image: PNG_1PX },
    ]) {
      expect(annotationDraftSchema.safeParse(note({ shape } as Partial<AnnotationDraft>)).success).toBe(true);
    }
  });

  it("refuses texts, pages, points and images past their limits, and image URLs", () => {
    const refused = (draft: unknown) => expect(annotationDraftSchema.safeParse(draft).success).toBe(false);
    refused(
      note({ shape: { ...note().shape, text: "x".repeat(REVIEW_LIMITS.textChars + 1) } as AnnotationDraft["shape"] }),
    );
    refused(note({ pageIndex: REVIEW_LIMITS.pages }));
    refused(
      note({
        shape: {
          kind: "ink",
          rect: [0, 0, 1, 1],
          color: [0, 0, 0],
          thickness: 2,
          opacity: 1,
          strokes: [Array.from({ length: (REVIEW_LIMITS.inkPoints + 1) * 2 }, (_, i) => i % 100)],
        },
      }),
    );
    refused(note({ shape: { kind: "stamp", rect: [0, 0, 1, 1], image: "https://evil.example/x.png" } }));
    refused(note({ shape: { kind: "stamp", rect: [0, 0, 1, 1], image: "A".repeat(300_000) } }));
    expect(
      clientMessageSchema.safeParse({
        type: "commentAdd",
        annotationId: "a1",
        commentId: "c1",
        text: "y".repeat(REVIEW_LIMITS.textChars + 1),
      }).success,
    ).toBe(false);
    expect(
      clientMessageSchema.safeParse({ type: "commentAdd", annotationId: "a1", commentId: "c1", text: "   " }).success,
    ).toBe(false);
  });
});

describe("image sanitising", () => {
  it("knows PNG and JPEG by their magic bytes and refuses anything else", () => {
    expect(sniffImage(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("image/png");
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffImage(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
    expect(imageProblem(PNG_1PX)).toBeNull();
    expect(imageProblem(btoa("GIF89a....."))).toEqual({ code: "imageType", params: {} });
    expect(imageProblem(btoa("\x89PNG\r\n\x1a\n" + "x".repeat(REVIEW_LIMITS.imageBytes)))).toEqual({
      code: "imageTooLarge",
      params: {},
    });
  });

  it("the room refuses a stamp that is not a PNG or JPEG", () => {
    const gif = note({ shape: { kind: "stamp", rect: [0, 0, 1, 1], image: btoa("GIF89a.....") } });
    expect(applyReviewAction(undefined, { type: "annotationUpsert", annotation: gif }, vera, context)).toEqual({
      ok: false,
      code: "imageType",
      params: {},
      error: "Only PNG and JPEG images can be used.",
    });
  });
});

describe("ink simplification", () => {
  it("keeps a straight line as its two ends and bounds a long scribble", () => {
    expect(simplifyStrokes([[0, 0, 1, 1, 2, 2, 3, 3, 4, 4]])).toEqual([[0, 0, 4, 4]]);
    const scribble = Array.from({ length: 10_000 }, (_, i) => [i / 10, Math.sin(i / 7) * 50]).flat();
    const simplified = simplifyStrokes([scribble, scribble]);
    const points = simplified.reduce((sum, stroke) => sum + stroke.length / 2, 0);
    expect(points).toBeLessThanOrEqual(REVIEW_LIMITS.inkPoints);
    expect(points).toBeGreaterThan(10);
  });
});

describe("review rules", () => {
  it("a viewer annotates; the room stamps author and time and caps the version", () => {
    const outcome = applyReviewAction(
      undefined,
      { type: "annotationUpsert", annotation: note({ drawnOnVersion: 99 }) },
      vera,
      context,
    );
    expect(outcome).toMatchObject({
      ok: true,
      annotation: {
        author: { userId: "u-vera", name: "Vera" },
        createdAt: 1_000,
        drawnOnVersion: 5,
        resolved: false,
        comments: [],
      },
    });
  });

  it("only the author or the owner changes or deletes; anyone comments and resolves", () => {
    const made = applyReviewAction(undefined, { type: "annotationUpsert", annotation: note() }, vera, context);
    if (!made.ok || !("annotation" in made)) throw new Error("not made");
    const annotation = made.annotation;
    expect(applyReviewAction(annotation, { type: "annotationDelete", id: "a1" }, eddie, context)).toMatchObject({
      ok: false,
    });
    expect(
      applyReviewAction(annotation, { type: "annotationUpsert", annotation: note({ pageIndex: 1 }) }, eddie, context),
    ).toMatchObject({ ok: false });
    expect(applyReviewAction(annotation, { type: "annotationDelete", id: "a1" }, olivia, context)).toEqual({
      ok: true,
      deleted: "a1",
    });
    expect(applyReviewAction(annotation, { type: "annotationDelete", id: "a1" }, vera, context)).toEqual({
      ok: true,
      deleted: "a1",
    });
    const commented = applyReviewAction(
      { ...annotation, resolved: true },
      { type: "commentAdd", annotationId: "a1", commentId: "c1", text: "Agreed" },
      eddie,
      context,
    );
    expect(commented).toMatchObject({
      ok: true,
      annotation: { resolved: false, comments: [{ id: "c1", author: { name: "Eddie" }, text: "Agreed" }] },
    });
    expect(
      applyReviewAction(annotation, { type: "annotationResolve", id: "a1", resolved: true }, olivia, context),
    ).toMatchObject({ ok: true, annotation: { resolved: true } });
  });

  it("holds at most 500 annotations and 50 comments a thread", () => {
    expect(
      applyReviewAction(undefined, { type: "annotationUpsert", annotation: note() }, vera, {
        ...context,
        count: REVIEW_LIMITS.perResume,
      }),
    ).toEqual({
      ok: false,
      code: "annotationLimit",
      params: { max: 500 },
      error: "A resume can hold at most 500 annotations.",
    });
    const made = applyReviewAction(undefined, { type: "annotationUpsert", annotation: note() }, vera, context);
    if (!made.ok || !("annotation" in made)) throw new Error("not made");
    const full = {
      ...made.annotation,
      comments: Array.from({ length: REVIEW_LIMITS.commentsPerThread }, (_, i) => ({
        id: `c${i}`,
        author: olivia,
        createdAt: 1,
        text: "x",
      })),
    };
    expect(
      applyReviewAction(
        full,
        { type: "commentAdd", annotationId: "a1", commentId: "new", text: "one more" },
        vera,
        context,
      ),
    ).toMatchObject({ ok: false });
  });

  it("says where a comment is and whether a mark is on an older version", () => {
    expect(commentActivityText({ section: "Experience", pageIndex: 0 }, "Ana")).toBe("Comment on Experience by Ana");
    expect(commentActivityText({ pageIndex: 0 }, "Ana")).toBe("Comment on page 1 by Ana");
    expect(isOutdated({ drawnOnVersion: 3 }, 4)).toBe(true);
    expect(isOutdated({ drawnOnVersion: 4 }, 4)).toBe(false);
  });
});

/** A PNG header claiming `width` × `height` pixels (signature, then the IHDR chunk): all a size check reads. */
function pngClaiming(width: number, height: number): string {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return btoa(String.fromCharCode(...bytes));
}

/** A JPEG with one APP0 segment, then a baseline start of frame of `width` × `height`. */
function jpegClaiming(width: number, height: number): Uint8Array {
  return Uint8Array.from([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0,
    4,
    0x4a,
    0x46,
    0xff,
    0xc0,
    0,
    11,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    1,
    1,
    0x11,
    0,
  ]);
}

/** A stored stamp of about `kilobytes` KB by `author` (its image is not decoded: the ledger only weighs it). */
function storedStamp(id: string, author: Reviewer, kilobytes: number): Annotation {
  return {
    id,
    pageIndex: 0,
    drawnOnVersion: 1,
    shape: { kind: "stamp", rect: [0, 0, 10, 10], image: "A".repeat(kilobytes * 1024) },
    author: { userId: author.userId, name: author.name },
    createdAt: 1,
    updatedAt: 1,
    resolved: false,
    comments: [],
  };
}

const stamp = (id: string) => note({ id, shape: { kind: "stamp", rect: [0, 0, 10, 10], image: PNG_1PX } });

describe("image size in pixels", () => {
  it("reads PNG and JPEG headers and refuses a small file that claims a huge canvas", () => {
    expect(
      imageSize(
        Uint8Array.from(atob(PNG_1PX), (c) => c.charCodeAt(0)),
        "image/png",
      ),
    ).toEqual({ width: 1, height: 1 });
    expect(imageSize(jpegClaiming(640, 480), "image/jpeg")).toEqual({ width: 640, height: 480 });
    expect(imageProblem(pngClaiming(1_600, 400))).toBeNull();
    expect(imageProblem(pngClaiming(60_000, 60_000))).toEqual({
      code: "imageSide",
      params: { max: REVIEW_LIMITS.imageSide },
    });
    expect(imageProblem(btoa(String.fromCharCode(...jpegClaiming(4_000, 100))))).toEqual({
      code: "imageSide",
      params: { max: REVIEW_LIMITS.imageSide },
    });
    expect(imageProblem(btoa(String.fromCharCode(...jpegClaiming(800, 600))))).toBeNull();
  });
});

describe("the bytes review marks take", () => {
  it("a collaborator's share is bounded; the owner and the other collaborators can still mark", () => {
    const ledger = new ReviewLedger(Array.from({ length: 4 }, (_, i) => storedStamp(`v${i}`, vera, 260)));
    expect(ledger.bytesBy("u-vera")).toBeGreaterThan(REVIEW_LIMITS.bytesPerReviewer);
    const at = { ...context, count: 4, ledger };
    expect(applyReviewAction(undefined, { type: "annotationUpsert", annotation: stamp("v5") }, vera, at)).toEqual({
      ok: false,
      code: "marksShare",
      params: { max: 1 },
      error: "You have used your share of this resume's review marks (1 MB). Delete some of yours first.",
    });
    expect(
      applyReviewAction(undefined, { type: "annotationUpsert", annotation: stamp("e1") }, eddie, at),
    ).toMatchObject({ ok: true });
    expect(
      applyReviewAction(undefined, { type: "annotationUpsert", annotation: stamp("o1") }, olivia, at),
    ).toMatchObject({ ok: true });
    // Taking back is always possible, and a smaller version of one's own mark too.
    expect(applyReviewAction(storedStamp("v0", vera, 260), { type: "annotationDelete", id: "v0" }, vera, at)).toEqual({
      ok: true,
      deleted: "v0",
    });
    expect(
      applyReviewAction(storedStamp("v0", vera, 260), { type: "annotationUpsert", annotation: stamp("v0") }, vera, at),
    ).toMatchObject({ ok: true });
  });

  it("a comment spends its writer's share, not the mark's author's", () => {
    const ledger = new ReviewLedger([
      storedStamp("o1", olivia, 10),
      ...Array.from({ length: 4 }, (_, i) => storedStamp(`v${i}`, vera, 260)),
    ]);
    const ownersNote: Annotation = {
      ...storedStamp("n1", olivia, 0),
      shape: { kind: "freeText", rect: [0, 0, 10, 10], color: [0, 0, 0], fontSize: 10, text: "Shorter?" },
    };
    ledger.set(ownersNote);
    const at = { ...context, count: 6, ledger };
    expect(
      applyReviewAction(
        ownersNote,
        { type: "commentAdd", annotationId: "n1", commentId: "c1", text: "Agreed" },
        vera,
        at,
      ),
    ).toMatchObject({ ok: false, error: expect.stringContaining("your share") });
    expect(
      applyReviewAction(
        ownersNote,
        { type: "commentAdd", annotationId: "n1", commentId: "c1", text: "Agreed" },
        eddie,
        at,
      ),
    ).toMatchObject({ ok: true });
  });

  it("the resume's total is bounded for everyone, the owner included", () => {
    const people: Reviewer[] = Array.from({ length: 5 }, (_, i) => ({
      userId: `u${i}`,
      name: `P${i}`,
      role: "editor",
    }));
    const ledger = new ReviewLedger(
      people.flatMap((person, p) => Array.from({ length: 4 }, (_, i) => storedStamp(`m${p}-${i}`, person, 220))),
    );
    expect(ledger.totalBytes).toBeGreaterThan(REVIEW_LIMITS.bytesPerResume);
    const refused = applyReviewAction(undefined, { type: "annotationUpsert", annotation: stamp("o1") }, olivia, {
      ...context,
      count: 20,
      ledger,
    });
    expect(refused).toEqual({
      ok: false,
      code: "marksFull",
      params: { max: 4 },
      error: "This resume's review marks are full (4 MB). Delete some marks first.",
    });
    ledger.remove("m0-0");
    ledger.remove("m0-1");
    ledger.remove("m1-0");
    ledger.remove("m1-1");
    expect(
      applyReviewAction(undefined, { type: "annotationUpsert", annotation: stamp("o1") }, olivia, {
        ...context,
        count: 16,
        ledger,
      }),
    ).toMatchObject({ ok: true });
  });

  it("keeps its totals as marks are added, changed and removed", () => {
    const ledger = new ReviewLedger();
    ledger.set(storedStamp("a", vera, 100));
    ledger.set(storedStamp("b", eddie, 50));
    const veraBytes = ledger.bytesBy("u-vera");
    ledger.set(storedStamp("a", vera, 10));
    expect(ledger.bytesBy("u-vera")).toBeLessThan(veraBytes - 80 * 1024);
    ledger.remove("a");
    ledger.remove("b");
    expect(ledger.totalBytes).toBe(0);
    expect(ledger.bytesBy("u-vera")).toBe(0);
  });
});
