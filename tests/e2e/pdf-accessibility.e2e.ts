/**
 * Every template's PDF as assistive technology reads it (docs/accessibility.md#pdf), in English,
 * German and Arabic (right to left): tagged, its title shown in the window and its language
 * declared; one H1 (the name), section headings H2 and entries H3 without a skipped level;
 * bullets and contacts as lists; links with their text; every piece of text inside the structure
 * tree; only PDF 1.7 standard structure types; and the structure read in the order the page is
 * seen (two-column templates included), checked against poppler's reading of the page. In English,
 * two text extractors (poppler and pdfminer.six) also find every field of the parser-survival table
 * in order (docs/parser-survival.md): what keeps that table at 100% between runs of its bench.
 */
import { describe, expect, it } from "vitest";
import { resumeDataSchema, type ResumeData } from "../../app/domain/resume/schema";
import { TEMPLATE_IDS } from "../../app/domain/resume/template-ids";
import { sampleResume } from "../../app/domain/templates/sample-resume";
import { setupBrowser } from "./browser";
import { checkText, expectedFields, headingsInHtml } from "../../bench/lib/parser-survival.mjs";
import { formatDateRange, parseDescription } from "../../app/domain/resume/format";
import { degreeLine, localeOf } from "../../app/domain/resume/labels";
import { renderResumeHtml } from "../../app/domain/templates/render";
import { ARABIC, pdfminerText, popplerText } from "./multilingual-resume";
import { readPdfAccessibility, textIn, walk } from "./pdf-structure";
import { signInNewUser } from "./session";

const browser = setupBrowser();

/** PDF 1.7's standard structure types (ISO 32000-1, 14.8.4): what a PDF/UA-1 reader knows without a role map. */
const STANDARD = new Set(
  (
    "Document Part Art Sect Div BlockQuote Caption TOC TOCI Index NonStruct Private P H H1 H2 H3 H4 H5 H6 " +
    "L LI Lbl LBody Table TR TH TD THead TBody TFoot Span Quote Note Reference BibEntry Code Link Annot " +
    "Ruby RB RT RP Warichu WT WP Figure Formula Form"
  ).split(" "),
);

const withLanguage = (data: ResumeData, language: "en" | "de" | "ar"): ResumeData =>
  resumeDataSchema.parse({ ...data, settings: { ...(data.settings ?? {}), language } });

const CASES = [
  { language: "en", data: withLanguage(sampleResume, "en") },
  { language: "de", data: withLanguage(sampleResume, "de") },
  { language: "ar", data: withLanguage(ARABIC, "ar") },
] as const;

/**
 * Text as a reader compares it: compatibility forms folded (Arabic presentation forms to letters),
 * letters and digits only, lower case. Right-to-left text is compared by its letters alone, as a
 * sorted list: pdf.js gives it in the order it is drawn (visual) and a ligature's letters in
 * reading order inside that, poppler and the resume in reading order, so no one order serves all
 * three; the letters are the same.
 */
function comparable(text: string, rtl = false): string {
  const letters = [...text.normalize("NFKC").toLowerCase()].filter((c) => (rtl ? /\p{L}/u : /[\p{L}\p{N}]/u).test(c));
  return (rtl ? letters.sort() : letters).join("");
}

/** Whether `whole` has every letter of `part`, as many times (both from `comparable`). */
function holds(whole: string, part: string, rtl: boolean): boolean {
  if (!rtl) return whole.includes(part);
  const count = new Map<string, number>();
  for (const c of whole) count.set(c, (count.get(c) ?? 0) + 1);
  return [...part].every((c) => {
    const left = count.get(c) ?? 0;
    count.set(c, left - 1);
    return left > 0;
  });
}

const headingLevel = (role: string) => (/^H[1-6]$/.test(role) ? Number(role.slice(1)) : null);

describe("the PDF's accessibility", () => {
  it("holds in every template, in English, German and Arabic", async () => {
    const page = await browser.newPage();
    await signInNewUser(page, "Ada Access");
    const problems: string[] = [];
    let checked = 0;
    for (const { language, data } of CASES) {
      const rtl = language === "ar";
      for (const templateId of TEMPLATE_IDS) {
        const where = `${templateId} (${language})`;
        const created = await page.request.post("/api/resumes", { data: { templateId, data } });
        expect(created.status(), where).toBe(201);
        const { id } = (await created.json()) as { id: string };
        const response = await page.request.get(`/api/resumes/${id}/export?format=pdf`);
        expect(response.status(), where).toBe(200);
        const bytes = new Uint8Array(await response.body());
        const pdf = await readPdfAccessibility(bytes);
        const say = (problem: string) => problems.push(`${where}: ${problem}`);

        // The catalogue: tagged, the title in the window's bar, the language.
        if (!pdf.marked) say("not marked as tagged");
        if (!pdf.displayDocTitle) say("DisplayDocTitle is not true");
        if (pdf.lang !== language) say(`catalogue /Lang ${pdf.lang}`);
        if (!comparable(pdf.title).includes(comparable(data.personalInfo.fullName))) say(`title "${pdf.title}"`);
        const nodes = [...walk(pdf.trees)].map(({ node }) => node);
        const documentNode = nodes.find((node) => node.role === "Document");
        if (documentNode?.lang !== language) say(`Document language ${documentNode?.lang}`);

        // Only standard types, and every piece of text inside the tree.
        const odd = new Set(nodes.map((n) => n.role).filter((r) => r !== "Root" && r !== "#text" && !STANDARD.has(r)));
        if (odd.size > 0) say(`non-standard structure types ${[...odd].join(", ")}`);
        if (pdf.untagged) say(`text outside the structure: "${pdf.untagged.slice(0, 60)}"`);

        // Headings: one H1 (the name), then H2 sections and H3 entries, never a level skipped.
        const headings = nodes.filter((n) => n.role === "H" || headingLevel(n.role) !== null);
        const h1 = headings.filter((n) => n.role === "H1");
        if (h1.length !== 1) say(`${h1.length} H1`);
        else if (comparable(textIn(h1[0]!), rtl) !== comparable(data.personalInfo.fullName, rtl))
          say(`H1 reads "${textIn(h1[0]!)}"`);
        let deepest = 0;
        for (const heading of headings) {
          const level = headingLevel(heading.role);
          if (level === null) say(`an unnumbered heading "${textIn(heading)}"`);
          else if (level > deepest + 1) say(`H${level} "${textIn(heading).slice(0, 30)}" after H${deepest}`);
          deepest = Math.max(deepest, level ?? 0);
        }
        const sections = headings.filter((n) => n.role === "H2");
        if (sections.length < 5) say(`${sections.length} section headings`);
        // Bullets and contacts are lists; links carry their text.
        const items = nodes.filter((n) => n.role === "LI").map((n) => comparable(textIn(n), rtl));
        // A description's lines that start with a dash are its bullets; the others are paragraphs.
        const bullets = data.experience.flatMap((entry) =>
          entry.description
            .split("\n")
            .filter((line) => /^\s*[-•]/.test(line))
            .map((line) => line.replace(/^\s*[-•]\s*/, "")),
        );
        for (const bullet of bullets.filter(Boolean)) {
          if (!items.some((item) => holds(item, comparable(bullet, rtl), rtl)))
            say(`bullet not in a list item: "${bullet.slice(0, 40)}"`);
        }
        const links = nodes.filter((n) => n.role === "Link").map((n) => comparable(textIn(n)));
        for (const address of [data.personalInfo.email, data.personalInfo.linkedIn, data.personalInfo.github]) {
          // Printed without the scheme and "www.", as the templates show it.
          const shown = address?.replace(/^https?:\/\/(www\.)?/, "");
          if (shown && !links.some((link) => link.includes(comparable(shown))))
            say(`no link with the text "${address}"`);
        }

        // The structure is read in the order the page is seen: its section headings come in the
        // order poppler reads them off the page (columns included).
        // A heading stands on a line of its own there; the words also occur in running text.
        const lines = popplerText(bytes)
          .split("\n")
          .map((line) => comparable(line, rtl));
        const positions = sections.map((n) => lines.indexOf(comparable(textIn(n), rtl)));
        if (positions.some((p) => p < 0) || positions.some((p, i) => i > 0 && p < positions[i - 1]!))
          say(`section order ${sections.map((n) => textIn(n)).join(" > ")} is not the page's`);

        // Every field a parser needs, in order, as two independent extractors read the page.
        if (language === "en") {
          const fields = expectedFields(
            { formatDateRange, parseDescription, degreeLine, localeOf },
            data,
            headingsInHtml(renderResumeHtml(data, templateId)),
          );
          for (const [reader, text] of [
            ["pdftotext", popplerText(bytes)],
            ["pdfminer", pdfminerText(bytes)],
          ] as const) {
            const missed = (checkText(text, fields) as Array<{ field: string; ok: boolean }>).filter((v) => !v.ok);
            if (missed.length > 0) say(`${reader} misses ${missed.map((v) => v.field).join(", ")}`);
          }
        }
        checked++;
      }
    }
    expect(checked).toBe(TEMPLATE_IDS.length * CASES.length);
    expect(problems).toEqual([]);
  });
});
