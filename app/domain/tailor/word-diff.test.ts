import { describe, expect, it } from "vitest";
import { wordDiff } from "./word-diff";

describe("wordDiff", () => {
  it("marks the words that go and the words that come, keeping the rest", () => {
    const parts = wordDiff("K8s, Go", "Kubernetes (K8s), Go");
    const side = (kind: "removed" | "added") =>
      parts
        .filter((part) => part.kind === "same" || part.kind === kind)
        .map((part) => part.text)
        .join("");
    expect(side("removed")).toBe("K8s, Go");
    expect(side("added")).toBe("Kubernetes (K8s), Go");
    expect(parts.filter((part) => part.kind === "removed").map((part) => part.text)).toEqual(["K8s,"]);
    expect(parts.filter((part) => part.kind === "added").map((part) => part.text.trim())).toEqual([
      "Kubernetes",
      "(K8s),",
    ]);
    expect(parts.at(-1)).toEqual({ text: "Go", kind: "same" });
    expect(wordDiff("same text", "same text")).toEqual([{ text: "same text", kind: "same" }]);
  });

  it("shows a very long rewrite as replaced whole instead of spending the CPU", () => {
    const long = "word ".repeat(600);
    expect(wordDiff(long, `${long}x`).map((part) => part.kind)).toEqual(["removed", "added"]);
  });
});
