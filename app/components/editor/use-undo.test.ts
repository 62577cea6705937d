import { describe, expect, it } from "vitest";
import { undoShortcut } from "./use-undo";

const key = (key: string, modifiers: Partial<Record<"ctrlKey" | "metaKey" | "shiftKey" | "altKey", boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe("undo shortcuts", () => {
  it("reads Ctrl/Cmd+Z as undo, Ctrl/Cmd+Shift+Z and Ctrl+Y as redo", () => {
    expect(undoShortcut(key("z", { ctrlKey: true }))).toBe("undo");
    expect(undoShortcut(key("z", { metaKey: true }))).toBe("undo");
    // Shift makes the key "Z" on most layouts.
    expect(undoShortcut(key("Z", { ctrlKey: true, shiftKey: true }))).toBe("redo");
    expect(undoShortcut(key("Z", { metaKey: true, shiftKey: true }))).toBe("redo");
    expect(undoShortcut(key("y", { ctrlKey: true }))).toBe("redo");
  });

  it("leaves every other key alone", () => {
    expect(undoShortcut(key("z"))).toBeNull();
    expect(undoShortcut(key("z", { ctrlKey: true, altKey: true }))).toBeNull();
    expect(undoShortcut(key("y", { metaKey: true }))).toBeNull();
    expect(undoShortcut(key("x", { ctrlKey: true }))).toBeNull();
  });
});
