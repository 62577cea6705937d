import { describe, expect, it } from "vitest";
import { linesFromDocxHeaderFooter, linesFromDocxHtml } from "./docx-lines";

describe("import: Word documents as mammoth renders them", () => {
  it("opens sections at the heading level whose headings are section names; higher is the name, lower are entries", () => {
    const html =
      "<h1>Jane Doe</h1><p>jane@example.com | (555) 010-2000</p><h2>Experience</h2><h3><strong>Nurse, Mercy Hospital</strong>\tJan 2020 – Present</h3><ul><li>Cared for 6 patients</li></ul><h2>Education</h2>";
    const { lines } = linesFromDocxHtml(html);
    expect(lines.map((line) => [line.text, line.heading === true, line.bullet === true])).toEqual([
      ["Jane Doe", false, false],
      ["jane@example.com | (555) 010-2000", false, false],
      ["Experience", true, false],
      ["Nurse, Mercy Hospital  Jan 2020 – Present", false, false],
      ["Cared for 6 patients", false, true],
      ["Education", true, false],
    ]);
    expect(lines[0]!.size).toBeGreaterThan(lines[1]!.size);
    expect(lines[3]!.segments).toEqual(["Nurse, Mercy Hospital", "Jan 2020 – Present"]);
    expect(lines[3]!.bold).toBe(true);
  });

  it("reads a row of short cells as one line, and tall cells (a sidebar) one after the other", () => {
    const short =
      "<table><tr><td><p>Jan 2019 – Dec 2020</p></td><td><p>Accountant</p><p>Deloitte</p></td></tr></table>";
    expect(linesFromDocxHtml(short).lines.map((line) => line.segments)).toEqual([
      ["Jan 2019 – Dec 2020", "Accountant"],
      ["Deloitte"],
    ]);
    const tall = `<table><tr><td>${"<p>side</p>".repeat(4)}</td><td>${"<p>main</p>".repeat(5)}</td></tr></table>`;
    expect(linesFromDocxHtml(tall).lines.map((line) => line.text)).toEqual([
      ...Array(4).fill("side"),
      ...Array(5).fill("main"),
    ]);
  });

  it("puts the dates in a row's other cell on the first line of the job in its long cell", () => {
    const job = (company: string, dates: string) =>
      `<tr><td><p><strong>${company}</strong></p><p><em>Marketing Manager</em></p><ul><li>Led a team of four</li><li>Grew pipeline 62%</li></ul><p></p></td><td><p>${dates}</p></td></tr>`;
    const { lines } = linesFromDocxHtml(
      `<table>${job("Coastline Software", "Sep 2021 – Present")}${job("Brightside Agency", "Sep 2018 – Mar 2021")}</table>`,
    );
    expect(lines.map((line) => line.segments)).toEqual([
      ["Coastline Software", "Sep 2021 – Present"],
      ["Marketing Manager"],
      ["Led a team of four"],
      ["Grew pipeline 62%"],
      ["Brightside Agency", "Sep 2018 – Mar 2021"],
      ["Marketing Manager"],
      ["Led a team of four"],
      ["Grew pipeline 62%"],
    ]);
    // Beside a sidebar of more than a label or two, the cells stay apart.
    const side = `<table><tr><td>${"<p>main paragraph</p>".repeat(5)}</td><td><p>jane@example.com</p><p>(555) 010-2000</p><p>Portland, OR</p></td></tr></table>`;
    expect(linesFromDocxHtml(side).lines.map((line) => line.text)).toEqual([
      ...Array(5).fill("main paragraph"),
      "jane@example.com",
      "(555) 010-2000",
      "Portland, OR",
    ]);
  });

  it("decodes entities, keeps links and splits at line breaks", () => {
    const { lines, links } = linesFromDocxHtml(
      '<p>R&amp;D &lt;Lead&gt;<br />Second &#8211; line</p><p><a href="https://github.com/jd">github.com/jd</a></p>',
    );
    expect(lines.map((line) => line.text)).toEqual(["R&D <Lead>", "Second – line", "github.com/jd"]);
    expect(links).toEqual(["https://github.com/jd"]);
  });

  it("reads the page header's and footer's paragraphs, which mammoth leaves out", () => {
    const header = "<w:hdr><w:p><w:r><w:t>Brian Mitchell</w:t></w:r></w:p></w:hdr>";
    const footer =
      '<w:ftr><w:p><w:r><w:t xml:space="preserve">brian@example.com  |  704-555-0128</w:t></w:r><w:r><w:tab/><w:t>Page </w:t></w:r></w:p></w:ftr>';
    expect(linesFromDocxHeaderFooter([header, footer]).map((line) => line.segments)).toEqual([
      ["Brian Mitchell"],
      ["brian@example.com  |  704-555-0128", "Page"],
    ]);
  });
});
