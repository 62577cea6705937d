import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

const ORIGIN = "https://resume.example";

describe("safeRedirectPath", () => {
  it.each([
    "/\t/evil.example/x",
    "/\n/evil.example",
    "\r\n//evil.example",
    " //evil.example",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/.//evil.example",
    "/x/..//evil.example",
    "https://evil.example",
    "javascript:alert(1)",
    "",
    "dashboard",
  ])("answers the fallback for %j, or a path that stays on the page's origin", (value) => {
    const path = safeRedirectPath(value);
    expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
    expect(path).toMatch(/^\/(?![/\\])/);
  });

  it("keeps a same-site path with its query and fragment, in the form a browser reads it", () => {
    expect(safeRedirectPath("/builder/modern-professional?resume=abc#top")).toBe(
      "/builder/modern-professional?resume=abc#top",
    );
    expect(safeRedirectPath("/dash\tboard")).toBe("/dashboard");
    expect(safeRedirectPath("/%2F/evil.example")).toBe("/%2F/evil.example");
    expect(safeRedirectPath("//evil.example", "")).toBe("");
    expect(safeRedirectPath(42)).toBe("/templates");
  });
});
