import { describe, expect, it } from "vitest";
import { findDates, toMonth } from "./dates";

describe("import: dates", () => {
  it.each([
    ["Jan 2020", "2020-01"],
    ["January 2020", "2020-01"],
    ["Sept. 2019", "2019-09"],
    ["01/2020", "2020-01"],
    ["1/2020", "2020-01"],
    ["2020-03", "2020-03"],
    ["Jan '21", "2021-01"],
    ["Fall 2018", "2018-09"],
    ["2020", ""],
    ["13/2020", ""],
  ])("%s is %s", (text, month) => expect(toMonth(text)).toBe(month));

  it("reads ranges with an end, with present, and 'since'", () => {
    expect(findDates("Acme · Jan 2020 – Mar 2022")).toMatchObject({
      start: "2020-01",
      end: "2022-03",
      current: false,
      monthless: false,
    });
    expect(findDates("01/2020 - 03/2022")).toMatchObject({ start: "2020-01", end: "2022-03" });
    expect(findDates("2019-05 to 2021-02")).toMatchObject({ start: "2019-05", end: "2021-02" });
    expect(findDates("March 2018 – Present")).toMatchObject({ start: "2018-03", end: "", current: true });
    expect(findDates("Since Jun 2021")).toMatchObject({ start: "2021-06", current: true });
  });

  it("does not invent a month for a year alone: the date is flagged instead", () => {
    expect(findDates("2020 - Present")).toMatchObject({ start: "", current: true, monthless: true });
    expect(findDates("Since 2021")).toMatchObject({ start: "", current: true, monthless: true });
    expect(findDates("2016 – 2019")).toMatchObject({ start: "", end: "", monthless: true });
  });

  it("reads no month out of the end of another word ('Primary 2019' is no March)", () => {
    expect(findDates("Primary School Teacher, Summary 2016 – 2019")).toMatchObject({ start: "", monthless: true });
    expect(findDates("Kalamazoo, Mar 2016 – May 2019")).toMatchObject({ start: "2016-03", end: "2019-05" });
  });

  it("finds nothing in a line without dates, even with numbers", () => {
    expect(findDates("Cut latency by 63% for 42,000 shipments")).toBeNull();
  });

  it("reads dates written in the other resume languages, and gives back the text as written", () => {
    expect(findDates("Siemens AG   März 2019 – heute")).toMatchObject({
      start: "2019-03",
      current: true,
      raw: "März 2019 – heute",
    });
    expect(findDates("Dez. 2016 – Feb. 2019")).toMatchObject({
      start: "2016-12",
      end: "2019-02",
      raw: "Dez. 2016 – Feb. 2019",
    });
    expect(findDates("Desarrolladora, ene 2020 - actualidad, Madrid")).toMatchObject({
      start: "2020-01",
      current: true,
      raw: "ene 2020 - actualidad",
    });
    expect(findDates("2020年1月 – 至今")).toMatchObject({ start: "2020-01", current: true, raw: "2020年1月 – 至今" });
    expect(findDates("depuis janv. 2021")).toMatchObject({ start: "2021-01", current: true, raw: "depuis janv. 2021" });
  });
});
