import { strFromU8, unzipSync } from "fflate";
import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { wordDocument, type WordDocument, type WordParagraph } from "./wordml.server";

function document(paragraphs: WordParagraph[], language: WordDocument["language"] = { value: "en-US" }): WordDocument {
  return {
    title: 'Ada "Lovelace" <Resume> & more',
    creator: "ResumeForge",
    language,
    font: "Calibri",
    sizes: { body: 22, title: 56, heading1: 32, heading2: 26 },
    page: { width: 11906, height: 16838, margin: { top: 1000, right: 1100, bottom: 1000, left: 1100 } },
    paragraphs,
    at: new Date("2026-11-27T12:00:00Z"),
  };
}

const html = async (bytes: Uint8Array) =>
  (await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }, { includeDefaultStyleMap: true })).value;

const part = (bytes: Uint8Array, name: string) => strFromU8(unzipSync(bytes)[name]!);

describe("the Word document writer", () => {
  it("writes a document another reader opens, with its headings, bullets, bold runs, tabs and line breaks", async () => {
    const bytes = wordDocument(
      document([
        { style: "Title", runs: [{ text: "Ada Lovelace" }] },
        { style: "Heading1", keepNext: true, runs: [{ text: "Experience" }] },
        {
          style: "Heading2",
          rightTab: 9000,
          runs: [{ text: "Analyst, Engines Ltd", bold: true }, { text: "\t2020 – 2024" }],
        },
        { bullet: true, runs: [{ text: "Wrote the first program" }] },
        { bullet: true, runs: [{ text: "Explained the engine" }] },
        { runs: [{ text: "1 Main St" }, { text: "Springfield", newLine: true }] },
      ]),
    );
    const read = await html(bytes);
    expect(read).toContain("<h1>Experience</h1>");
    expect(read).toContain("<h2><strong>Analyst, Engines Ltd</strong>\t2020 – 2024</h2>");
    expect(read).toContain("<ul><li>Wrote the first program</li><li>Explained the engine</li></ul>");
    expect(read).toContain("<p>1 Main St<br />Springfield</p>");
    expect(part(bytes, "word/document.xml")).toContain(
      '<w:pgMar w:top="1000" w:right="1100" w:bottom="1000" w:left="1100"',
    );
  });

  it("escapes markup and drops what XML cannot hold, so any text makes a document that opens", async () => {
    const hostile = 'a <script>alert("x")</script> & b\u0000\u0007 c\uD800 d\uFFFF e \uD83D\uDE00';
    const bytes = wordDocument(document([{ runs: [{ text: hostile }] }]));
    const xml = part(bytes, "word/document.xml");
    expect(xml).not.toContain("<script>");
    expect(xml).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; b");
    const read = await html(bytes);
    // The text survives as text, without the characters XML cannot carry; a whole emoji stays.
    expect(read).toContain('a &lt;script&gt;alert("x")&lt;/script&gt; &amp; b c d e \uD83D\uDE00');
    // The title is escaped in the properties too.
    expect(part(bytes, "docProps/core.xml")).toContain(
      "<dc:title>Ada &quot;Lovelace&quot; &lt;Resume&gt; &amp; more</dc:title>",
    );
  });

  it("writes paragraph and run properties in the order the schema requires (Word refuses others)", () => {
    const bytes = wordDocument(
      document(
        [
          {
            style: "Heading1",
            keepNext: true,
            keepLines: true,
            pageBreakBefore: true,
            bidi: true,
            spacing: { before: 240, after: 80, line: 228 },
            runs: [{ text: "الخبرة", bold: true, rtl: true }],
          },
          { bullet: true, keepLines: true, rightTab: 9000, bidi: true, runs: [{ text: "x", rtl: true }] },
        ],
        { value: "ar-SA", bidirectional: "ar-SA" },
      ),
    );
    const xml = part(bytes, "word/document.xml");
    const paragraphOrder = ["pStyle", "keepNext", "keepLines", "pageBreakBefore", "numPr", "tabs", "bidi", "spacing"];
    for (const props of xml.match(/<w:pPr>.*?<\/w:pPr>/g) ?? []) {
      const names = [...props.matchAll(/<w:(\w+)[ />]/g)]
        .map((match) => match[1]!)
        .filter((name) => paragraphOrder.includes(name));
      expect(names).toEqual([...names].sort((a, b) => paragraphOrder.indexOf(a) - paragraphOrder.indexOf(b)));
    }
    const runOrder = ["b", "bCs", "rtl", "lang"];
    for (const props of xml.match(/<w:rPr>.*?<\/w:rPr>/g) ?? []) {
      const names = [...props.matchAll(/<w:(\w+)[ />]/g)].map((match) => match[1]!);
      expect(names).toEqual([...names].sort((a, b) => runOrder.indexOf(a) - runOrder.indexOf(b)));
    }
    expect(xml).toContain(
      '<w:pPr><w:pStyle w:val="Heading1"/><w:keepNext/><w:keepLines/><w:pageBreakBefore/><w:bidi/><w:spacing w:before="240" w:after="80" w:line="228" w:lineRule="auto"/></w:pPr>',
    );
    expect(xml).toContain('<w:rPr><w:b/><w:bCs/><w:rtl/><w:lang w:val="ar-SA" w:bidi="ar-SA"/></w:rPr>');
  });

  it("declares every part it holds, and nothing it does not", () => {
    const files = unzipSync(wordDocument(document([{ runs: [{ text: "x" }] }])));
    const types = strFromU8(files["[Content_Types].xml"]!);
    for (const name of Object.keys(files).filter((name) => !name.endsWith(".rels") && name !== "[Content_Types].xml"))
      expect(types).toContain(`PartName="/${name}"`);
    for (const target of strFromU8(files["word/_rels/document.xml.rels"]!).matchAll(/Target="([^"]+)"/g))
      expect(files[`word/${target[1]}`]).toBeDefined();
  });
});
