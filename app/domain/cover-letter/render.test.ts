import { describe, expect, it } from "vitest";
import { emptyResume } from "../resume/schema";
import { renderResumeHtml } from "../templates/render";
import { letterToPlainText, renderCoverLetterHtml } from "./render";
import { letterContentSchema, type LetterContent } from "./schema";

const data = {
  ...emptyResume(),
  personalInfo: {
    fullName: "Ada <Lovelace>",
    email: "ada@example.com",
    phone: "",
    address: "London",
    linkedIn: "",
    github: "",
  },
};
const letter: LetterContent = {
  recipient: { name: "Charles Babbage", company: "Engine & Co", address: "1 Dorset St\nLondon" },
  date: "2026-11-23",
  greeting: "Dear <b>Charles</b>,",
  paragraphs: ["I would like to <script>alert(1)</script> program.", "  ", 'Second "paragraph" & more.'],
  closing: "Yours,",
  signature: "Ada",
  traces: [],
};

describe("renderCoverLetterHtml", () => {
  it("escapes every user value and keeps the resume's template typography", () => {
    const html = renderCoverLetterHtml(letter, data, "classic-executive");
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<b>Charles");
    expect(html).toContain("I would like to &lt;script&gt;alert(1)&lt;/script&gt; program.");
    expect(html).toContain("Ada &lt;Lovelace&gt;");
    expect(html).toContain("Engine &amp; Co");
    expect(html).toContain("1 Dorset St<br>\nLondon");
    expect(html).toContain("November 23, 2026");
    expect(html).toContain('class="template-classic-executive');
    // The same template CSS as the resume (its fonts and colours) is in the letter.
    const resumeCss = /<style>([\s\S]*)<\/style>/.exec(renderResumeHtml(data, "classic-executive"))![1]!;
    const templateRule = resumeCss.split("\n").find((line) => line.startsWith(".name"))!;
    expect(html).toContain(templateRule);
    // Blank paragraphs are not printed.
    expect(html.match(/<div class="letter-body">[\s\S]*?<\/div>/)![0].match(/<p>/g)).toHaveLength(2);
  });

  it("is plain text for the TXT export, in letter order", () => {
    const text = letterToPlainText(letter, data);
    expect(text.split("\n\n")[0]).toBe("Ada <Lovelace>\nada@example.com | London");
    expect(text.indexOf("Dear <b>Charles</b>,")).toBeLessThan(text.indexOf("Second"));
    expect(text.trimEnd().endsWith("Yours,\n\nAda")).toBe(true);
  });
});

describe("letterContentSchema", () => {
  it("bounds paragraphs, their length, the date and traces", () => {
    const ok = letterContentSchema.safeParse(letter);
    expect(ok.success).toBe(true);
    expect(letterContentSchema.safeParse({ ...letter, paragraphs: Array(13).fill("x") }).success).toBe(false);
    expect(letterContentSchema.safeParse({ ...letter, paragraphs: ["x".repeat(3001)] }).success).toBe(false);
    expect(letterContentSchema.safeParse({ ...letter, date: "2026-13-01" }).success).toBe(false);
    expect(letterContentSchema.safeParse({ ...letter, greeting: "x".repeat(201) }).success).toBe(false);
    expect(
      letterContentSchema.safeParse({ ...letter, traces: [{ paragraph: 0, sentence: "x", sources: [] }] }).success,
    ).toBe(false);
  });
});
