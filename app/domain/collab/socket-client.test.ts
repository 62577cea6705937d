import { describe, expect, it } from "vitest";
import { CLOSE } from "./protocol";
import { ACCESS_REMOVED, closeError, isFinalClose, newOpId, parseFrame, RESUME_GONE, roomUrl, UNREACHABLE } from "./socket-client";

describe("room socket client", () => {
  it("addresses the room over wss on https and ws on http, batched", () => {
    expect(roomUrl({ protocol: "https:", host: "cv.example" }, "r 1")).toBe("wss://cv.example/api/collab?resumeId=r+1&batch=1");
    expect(roomUrl({ protocol: "http:", host: "localhost:8787" }, "abc")).toBe("ws://localhost:8787/api/collab?resumeId=abc&batch=1");
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

  it("says why the connection closed, and nothing for a clean close", () => {
    expect(closeError(CLOSE.revoked, "")).toBe(ACCESS_REMOVED);
    expect(closeError(CLOSE.gone, "")).toBe(RESUME_GONE);
    expect(closeError(1000, "leaving")).toBeNull();
    expect(closeError(1011, "room restarting")).toBe("room restarting");
    // partysocket's synthetic closes carry an Event, not text.
    expect(closeError(1006, { type: "error" })).toBe(UNREACHABLE);
  });

  it("reads a batched frame in order, a single message, and ignores what is not JSON", () => {
    expect(parseFrame('[{"type":"typing","section":"skills"},{"type":"editorCount","count":2}]').map((m) => m.type)).toEqual(["typing", "editorCount"]);
    expect(parseFrame('{"type":"editorCount","count":1}')).toEqual([{ type: "editorCount", count: 1 }]);
    expect(parseFrame("not json")).toEqual([]);
  });
});
