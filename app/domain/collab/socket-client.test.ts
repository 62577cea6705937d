import { describe, expect, it } from "vitest";
import { CLOSE } from "./protocol";
import { batchIds, closeProblem, isFinalClose, newOpId, parseFrame, refusal, roomUrl } from "./socket-client";
import { batchNumber } from "./room-core";

describe("room socket client", () => {
  it("addresses the room over wss on https and ws on http, batched", () => {
    expect(roomUrl({ protocol: "https:", host: "cv.example" }, "r 1")).toBe(
      "wss://cv.example/api/collab?resumeId=r+1&batch=1",
    );
    expect(roomUrl({ protocol: "http:", host: "localhost:8787" }, "abc")).toBe(
      "ws://localhost:8787/api/collab?resumeId=abc&batch=1",
    );
  });

  it("gives each batch its own op id", () => {
    expect(newOpId(36 ** 3, () => 0.5)).toBe("1000-i");
    const ids = new Set(Array.from({ length: 200 }, () => newOpId()));
    expect(ids.size).toBe(200);
  });

  it("retries every close except the ones that end access", () => {
    expect([CLOSE.revoked, CLOSE.gone, CLOSE.policy].map(isFinalClose)).toEqual([true, true, true]);
    expect([1000, 1001, 1006, 1011, 4000].map(isFinalClose)).toEqual([false, false, false, false, false]);
  });

  it("says why the connection closed (as a problem the page words), and nothing for a clean close", () => {
    expect(closeProblem(CLOSE.revoked, "")).toEqual({ kind: "own", key: "accessRemoved" });
    expect(closeProblem(CLOSE.gone, "")).toEqual({ kind: "gone" });
    expect(closeProblem(1000, "leaving")).toBeNull();
    expect(closeProblem(1011, "room restarting")).toEqual({ kind: "closed", reason: "room restarting" });
    // partysocket's synthetic closes carry an Event, not text.
    expect(closeProblem(1006, { type: "error" })).toEqual({ kind: "own", key: "unreachable" });
  });

  it("reads a refusal by its code, and keeps the English of one it does not know", () => {
    expect(
      refusal({ message: "A thread holds at most 50 comments.", code: "threadLimit", params: { max: 50 } }),
    ).toEqual({ kind: "refused", code: "threadLimit", params: { max: 50 } });
    expect(refusal({ message: "Something new.", code: "notACode" })).toEqual({
      kind: "closed",
      reason: "Something new.",
    });
  });

  it("reads a batched frame in order, a single message, and ignores what is not JSON", () => {
    expect(
      parseFrame('[{"type":"typing","section":"skills"},{"type":"editorCount","count":2}]').map((m) => m.type),
    ).toEqual(["typing", "editorCount"]);
    expect(parseFrame('{"type":"editorCount","count":1}')).toEqual([{ type: "editorCount", count: 1 }]);
    expect(parseFrame("not json")).toEqual([]);
  });
});

describe("a page's batch ids", () => {
  it("count up from 1 under one page key the room can read back, and two pages never share a key", () => {
    const next = batchIds();
    const ids = [next(), next(), next()];
    const read = ids.map((id) => batchNumber(id));
    expect(read.map((r) => r?.n)).toEqual([1, 2, 3]);
    expect(new Set(read.map((r) => r?.page)).size).toBe(1);
    expect(batchNumber(batchIds()())?.page).not.toBe(read[0]?.page);
    expect(batchNumber(newOpId())).toBeNull();
  });
});
