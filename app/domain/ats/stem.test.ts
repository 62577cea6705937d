import { describe, expect, it } from "vitest";
import { stem } from "./stem";
import { phraseKey, tokenize } from "./tokenize";

describe("stem", () => {
  it("brings inflections of a word together", () => {
    expect(stem("managed")).toBe(stem("managing"));
    expect(stem("manages")).toBe(stem("managed"));
    expect(stem("forecasting")).toBe(stem("forecasts"));
    expect(stem("budgeting")).toBe("budget");
    expect(stem("collaborated")).toBe(stem("collaboration"));
    expect(stem("communicate")).toBe(stem("communication"));
  });

  it("follows the Porter reference outputs", () => {
    const reference: Record<string, string> = {
      caresses: "caress",
      ponies: "poni",
      cats: "cat",
      agreed: "agre",
      plastered: "plaster",
      motoring: "motor",
      hopping: "hop",
      filing: "file",
      happy: "happi",
      relational: "relat",
      conditional: "condit",
      rational: "ration",
      generalization: "gener",
      electrical: "electr",
      adjustment: "adjust",
      controlling: "control",
      rolling: "roll",
    };
    for (const [word, expected] of Object.entries(reference)) expect(stem(word), word).toBe(expected);
  });

  it("leaves names with symbols and short tokens alone", () => {
    expect(stem("c++")).toBe("c++");
    expect(stem("node.js")).toBe("node.js");
    expect(stem("aws")).toBe("aws");
    expect(stem("ops")).toBe("ops");
  });
});

describe("tokenize", () => {
  it("keeps programming names whole and splits slashes and hyphens", () => {
    const tokens = tokenize("C++, C#, Node.js and .NET; CI/CD for front-end apps. Python.");
    expect(tokens.map((token) => token.norm)).toEqual([
      "c++",
      "c#",
      "node.js",
      "and",
      ".net",
      "ci",
      "cd",
      "for",
      "front",
      "end",
      "apps",
      "python",
    ]);
  });

  it("marks sentence starts so a capital there is not taken as a name", () => {
    const tokens = tokenize("Go above and beyond. We use Go daily.");
    expect(tokens[0]?.sentenceStart).toBe(true);
    expect(tokens.find((token, index) => index > 0 && token.norm === "go")?.sentenceStart).toBe(false);
  });

  it("reads a line it has read before as new: its own line number, tokens no caller can change", () => {
    const first = tokenize("Built APIs in Go\nBuilt APIs in Go");
    expect(first.map((token) => token.line)).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
    for (const token of first) token.norm = "changed";
    const again = tokenize("Intro\nBuilt APIs in Go");
    expect(again.slice(1).map((token) => `${token.line}:${token.norm}`)).toEqual(["1:built", "1:apis", "1:in", "1:go"]);
  });

  it("builds the same phrase key for a phrase however it is inflected", () => {
    expect(phraseKey("managed budgets")).toBe(phraseKey("managing budget"));
    expect(phraseKey("Bachelor's")).toBe(phraseKey("bachelor"));
  });
});
