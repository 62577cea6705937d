import { describe, expect, it } from "vitest";
import { composeAccents } from "./accents";

describe("composeAccents", () => {
  it("puts a drawn-apart accent back on its letter", () => {
    expect(composeAccents("Caf´e Provence, saut´e station")).toBe("Café Provence, sauté station");
    expect(composeAccents("Ren¨ee Gar¸con, ˜nandu")).toBe("Renëe Garçon, ñandu");
  });
  it("leaves what Unicode has no letter for", () => {
    expect(composeAccents("don´t")).toBe("don´t");
    expect(composeAccents("plain text")).toBe("plain text");
  });
});
