import { describe, expect, it } from "vitest";
import { degreeKey, nameKey, sameValue, textKey } from "./same";

describe("what people would call the same", () => {
  it("reads a degree however it is written, and keeps different degrees apart", () => {
    for (const written of [
      "Bachelor of Science - BS",
      "Bachelor of Science",
      "bachelor of science (BS)",
      "B.S.",
      "BS",
      "BSc",
      "B. Sc.",
      "B.Sc",
    ]) {
      expect(degreeKey(written), written).toBe("bs");
    }
    expect(degreeKey("Master of Business Administration - MBA")).toBe("mba");
    expect(degreeKey("Ph.D.")).toBe(degreeKey("Doctor of Philosophy - PhD"));
    for (const [a, b] of [
      ["Bachelor of Science", "Bachelor of Arts"],
      ["Bachelor of Science - BS", "Master of Science - MS"],
      ["BS", "BSN"],
      ["Master of Science - Computer Science", "Master of Science"],
      ["Bachelor of Science - BA", "Bachelor of Science"],
      ["Diploma in Nursing", "Diploma"],
    ]) {
      expect(degreeKey(a), `${a} / ${b}`).not.toBe(degreeKey(b));
    }
  });

  it("reads text without its bullet markers, spacing and case, but not without its words", () => {
    expect(textKey("- Built the ledger\n- Cut settlement time by 40%")).toBe(
      textKey("Built the ledger\nCut  settlement time by 40%"),
    );
    expect(textKey("• Built the ledger")).toBe(textKey("built the ledger "));
    expect(sameValue("description", "- Built the ledger", "Built the ledger")).toBe(true);
    expect(sameValue("description", "- Built the ledger", "Built the ledgers")).toBe(false);
    // A dash inside a line is text, not a marker.
    expect(sameValue("description", "Built the ledger - twice", "Built the ledger twice")).toBe(false);
  });

  it("compares names, phones, e-mails and links as people read them", () => {
    expect(nameKey("Acme, Inc.")).toBe(nameKey("acme  inc"));
    expect(sameValue("company", "Northwind ", "northwind")).toBe(true);
    expect(sameValue("company", "Northwind", "Northwind Traders")).toBe(false);
    expect(sameValue("phone", "+1 (555) 010-0100", "+1 555 010 0100")).toBe(true);
    expect(sameValue("phone", "+1 555 010 0100", "+1 555 010 0101")).toBe(false);
    expect(sameValue("email", "Lina@Example.com", "lina@example.com")).toBe(true);
    expect(sameValue("linkedIn", "https://www.linkedin.com/in/lina/", "linkedin.com/in/lina")).toBe(true);
    expect(sameValue("linkedIn", "linkedin.com/in/lina", "linkedin.com/in/lina-o")).toBe(false);
    expect(sameValue("technologies", ["Go", "Kafka"], ["kafka", "go"])).toBe(true);
    expect(sameValue("current", true, false)).toBe(false);
  });
});
