import { describe, expect, it } from "vitest";
import { emptyResume } from "~/domain/resume/schema";
import { decodeCompressedJson, encodeCompressedJson } from "./compressed-json";

describe("compressed JSON columns", () => {
  it("round-trips any JSON value, non-ASCII text included, and stores a resume in a fraction of its JSON", () => {
    const resume = {
      ...emptyResume(),
      summary: "Ingeniera de plataforma — Kubernetes, Go, “observabilidad”, 日本語 ✓. ".repeat(40),
    };
    for (const value of [resume, { score: 87, components: [] }, [1, "two", null], "text", 0]) {
      expect(decodeCompressedJson(encodeCompressedJson(value))).toEqual(value);
    }
    const stored = encodeCompressedJson(resume);
    expect(stored.startsWith("gz:")).toBe(true);
    expect(stored.length).toBeLessThan(JSON.stringify(resume).length / 3);
  });

  it("reads a value stored before compression, as plain JSON", () => {
    expect(decodeCompressedJson('{"summary":"gz: not a prefix here"}')).toEqual({ summary: "gz: not a prefix here" });
    expect(decodeCompressedJson("null")).toBeNull();
  });
});
