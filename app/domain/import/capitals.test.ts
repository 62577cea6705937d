import { describe, expect, it } from "vitest";
import { fromCapitals } from "./capitals";

describe("import: text set in capitals", () => {
  it("gives names back their usual case, short words and acronyms kept", () => {
    expect(fromCapitals("NORTHWIND FREIGHT SYSTEMS")).toBe("Northwind Freight Systems");
    expect(fromCapitals("JORDAN O'NEIL-SMITH")).toBe("Jordan O'Neil-Smith");
    expect(fromCapitals("BANK OF THE WEST")).toBe("Bank of the West");
    expect(fromCapitals("IBM RESEARCH")).toBe("IBM Research");
  });

  it("leaves text already in mixed case, and too short to judge, alone", () => {
    expect(fromCapitals("Acme Corp")).toBe("Acme Corp");
    expect(fromCapitals("AWS")).toBe("AWS");
    expect(fromCapitals("eBay")).toBe("eBay");
  });
});
