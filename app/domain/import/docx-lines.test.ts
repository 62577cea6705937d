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
    const short = "<table><tr><td><p>Jan 2019 – Dec 2020</p></td><td><p>Accountant</p><p>Deloitte</p></td></tr></table>";
    expect(linesFromDocxHtml(short).lines.map((line) => line.segments)).toEqual([["Jan 2019 – Dec 2020", "Accountant"], ["Deloitte"]]);
    const tall = `<table><tr><td>${"<p>side</p>".repeat(4)}</td><td>${"<p>main</p>".repeat(5)}</td></tr></table>`;
    expect(linesFromDocxHtml(tall).lines.map((line) => line.text)).toEqual([...Array(4).fill("side"), ...Array(5).fill("main")]);
  });

  it("decodes entities, keeps links and splits at line breaks", () => {
    const { lines, links } = linesFromDocxHtml('<p>R&amp;D &lt;Lead&gt;<br />Second &#8211; line</p><p><a href="https://github.com/jd">github.com/jd</a></p>');
    expect(lines.map((line) => line.text)).toEqual(["R&D <Lead>", "Second – line", "github.com/jd"]);
    expect(links).toEqual(["https://github.com/jd"]);
  });

  it("reads the page header's and footer's paragraphs, which mammoth leaves out", () => {
    const header = '<w:hdr><w:p><w:r><w:t>Brian Mitchell</w:t></w:r></w:p></w:hdr>';
    const footer = '<w:ftr><w:p><w:r><w:t xml:space="preserve">brian@example.com  |  704-555-0128</w:t></w:r><w:r><w:tab/><w:t>Page </w:t></w:r></w:p></w:ftr>';
    expect(linesFromDocxHeaderFooter([header, footer]).map((line) => line.segments)).toEqual([["Brian Mitchell"], ["brian@example.com  |  704-555-0128", "Page"]]);
  });
});
