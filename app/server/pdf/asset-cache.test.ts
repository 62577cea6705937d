import { describe, expect, it } from "vitest";
import { AssetCache } from "./asset-cache.server";

const asset = (bytes: number) => ({ body: new Uint8Array(bytes), contentType: "font/woff2" });

describe("renderer font cache", () => {
  it("keeps files up to its byte bound, dropping the least recently used first", () => {
    const cache = new AssetCache(100);
    cache.set("/fonts/a.woff2", asset(40));
    cache.set("/fonts/b.woff2", asset(40));
    expect(cache.get("/fonts/a.woff2")).toBeDefined(); // a is now the most recent
    cache.set("/fonts/c.woff2", asset(40));
    expect(cache.get("/fonts/b.woff2")).toBeUndefined();
    expect(cache.get("/fonts/a.woff2")?.body.byteLength).toBe(40);
    expect(cache.size).toEqual({ files: 2, bytes: 80 });
  });

  it("never holds a file larger than the bound, and replacing a file counts its bytes once", () => {
    const cache = new AssetCache(100);
    cache.set("/fonts/huge.woff2", asset(101));
    expect(cache.size).toEqual({ files: 0, bytes: 0 });
    cache.set("/fonts/a.woff2", asset(30));
    cache.set("/fonts/a.woff2", asset(50));
    expect(cache.size).toEqual({ files: 1, bytes: 50 });
  });
});
