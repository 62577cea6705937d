import { describe, expect, it } from "vitest";
import { linesFromPositioned } from "./layout";
import { run } from "../../../tests/fixtures/import-lines";

const texts = (lines: ReturnType<typeof linesFromPositioned>) => lines.map((line) => line.segments);

describe("import: layout into lines", () => {
  it("keeps a right-aligned date apart from the title on its line, and joins runs of one word", () => {
    const lines = linesFromPositioned(
      [
        run("Staff", 50, 100),
        run("Engineer", 80, 100),
        run("Jan 2021 – Present", 450, 100.5),
        run("Ac", 50, 114),
        run("me", 60, 114),
      ],
      612,
    );
    expect(texts(lines)).toEqual([["Staff Engineer", "Jan 2021 – Present"], ["Acme"]]);
  });

  it("reads a sidebar layout column by column, after the masthead that spans both", () => {
    const items = [run("Jordan Whitfield", 200, 40, { size: 20 })];
    for (let i = 0; i < 8; i += 1) items.push(run(`Side ${i}`, 40, 100 + i * 30));
    for (let i = 0; i < 8; i += 1) items.push(run(`Main text line ${i}`, 240, 107 + i * 22));
    const order = linesFromPositioned(items, 612).map((line) => line.text);
    expect(order[0]).toBe("Jordan Whitfield");
    expect(order.slice(1, 9)).toEqual(Array.from({ length: 8 }, (_, i) => `Side ${i}`));
    expect(order.slice(9)).toEqual(Array.from({ length: 8 }, (_, i) => `Main text line ${i}`));
  });

  it("reads a margin of dates beside entries as rows of one column, not as a column", () => {
    const items = [];
    for (let i = 0; i < 8; i += 1) {
      items.push(run(`${2010 + i} – ${2011 + i}`, 40, 100 + i * 40));
      items.push(run(`Role number ${i}`, 160, 100 + i * 40));
      items.push(run(`Did a thing at place ${i}`, 160, 114 + i * 40));
    }
    const lines = linesFromPositioned(items, 612);
    expect(lines[0]!.segments).toEqual(["2010 – 2011", "Role number 0"]);
    expect(lines[1]!.segments).toEqual(["Did a thing at place 0"]);
  });

  it("reads a right-hand column on the main column's line grid as a column when it names sections of its own", () => {
    // A one-size page: every line 15 points apart in both columns, so the baselines meet exactly.
    const main = [
      "Experience",
      "Charge Nurse, Riverbend Medical Center",
      "Jan 2020 – Present",
      "Coordinate assignments for 12 nurses",
      "Monitor telemetry per protocol",
      "Precept new graduate nurses",
      "Led the unit rollout of shift report",
    ];
    const side = [
      "Contact",
      "danielle@example.com",
      "(503) 555-0147",
      "Education",
      "University of Portland",
      "Bachelor of Science in Nursing",
      "May 2016",
    ];
    const items = [run("Danielle Okafor", 43, 40, { size: 20 })];
    main.forEach((text, i) => items.push(run(text, 43, 100 + i * 15)));
    side.forEach((text, i) => items.push(run(text, 414, 100 + i * 15)));
    expect(linesFromPositioned(items, 612).map((line) => line.text)).toEqual(["Danielle Okafor", ...main, ...side]);
    // Without headings of its own, a right-hand block on the same baselines is the rows' ends (dates).
    const dated = [run("Danielle Okafor", 43, 40, { size: 20 })];
    main.forEach((text, i) => dated.push(run(text, 43, 100 + i * 15)));
    ["2020", "2019", "2018", "2017", "2016", "2015", "2014"].forEach((text, i) =>
      dated.push(run(text, 414, 100 + i * 15)),
    );
    expect(linesFromPositioned(dated, 612)[1]!.segments).toEqual(["Experience", "2020"]);
  });

  it("measures the space above each line in font sizes", () => {
    const lines = linesFromPositioned([run("One", 50, 100), run("Two", 50, 112), run("Three", 50, 140)], 612);
    expect(lines[1]!.gapBefore).toBeLessThan(0.5);
    expect(lines[2]!.gapBefore).toBeGreaterThan(1.5);
  });

  it("joins spaced-out letters into words, and keeps the spaces between the words", () => {
    const runs = [];
    let x = 60;
    for (const char of "JORDAN WHITFIELD") {
      if (char === " ") {
        x += 18;
        continue;
      }
      runs.push(run(char, x, 60, { size: 20 }));
      x += 10 + 7;
    }
    runs.push(run("Jan 2020", 450, 60, { size: 20 }));
    expect(texts(linesFromPositioned(runs, 612))).toEqual([["JORDAN WHITFIELD", "Jan 2020"]]);
  });
});
