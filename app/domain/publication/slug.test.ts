import { describe, expect, it } from "vitest";
import { generateSlug, slugBase, slugProblem } from "./slug";
import { metaDescription, publicPageHtml } from "./public-page";

describe("slugs", () => {
  it("accepts 3-60 lower-case letters, digits and inner dashes, and refuses the rest", () => {
    for (const good of ["ada", "ada-lovelace", "a1-b2-c3", "x".repeat(60)]) expect(slugProblem(good), good).toBeNull();
    for (const bad of ["ab", "x".repeat(61), "-ada", "ada-", "Ada", "ada_l", "ada lovelace", "adá"])
      expect(slugProblem(bad), bad).not.toBeNull();
    expect(slugProblem("login")).toEqual({ code: "slugReserved", params: { slug: "login" } });
  });

  it("makes a readable, valid slug from any name", () => {
    expect(slugBase("  Zoë O'Brien-Smith ")).toBe("zoe-o-brien-smith");
    expect(slugBase("李小龍")).toBe("resume");
    const slug = generateSlug("Ada Lovelace", (n) => new Uint8Array(n).fill(0));
    expect(slug).toBe("ada-lovelace-aaaaaa");
    expect(slugProblem(generateSlug("x".repeat(200)))).toBeNull();
  });
});

describe("the public page head", () => {
  it("trims a long summary to one line at a word", () => {
    const summary = `${"word ".repeat(60)}\n\nlast`;
    const description = metaDescription(summary, "The resume of Ada.");
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith("word\u2026")).toBe(true);
    expect(metaDescription("  ", "The resume of Ada.")).toBe("The resume of Ada.");
  });

  it("replaces the document's title and escapes every value", () => {
    const page = publicPageHtml(
      '<html><head><title>x</title></head><body class="t">\n<main>r</main></body></html>',
      {
        name: `<img src=x onerror=alert(1)>`,
        summary: `"quoted" & <b>`,
        url: "http://localhost/r/ada",
        pdfPath: "/r/ada/pdf",
        indexable: false,
      },
      {
        lang: "de",
        title: "<img src=x onerror=alert(1)> · Lebenslauf",
        description: "",
        download: "PDF herunterladen",
        languages: "Andere Sprachen",
      },
    );
    expect(page).not.toContain("<img");
    expect(page).toContain("<title>&lt;img src=x onerror=alert(1)&gt; · Lebenslauf</title>");
    expect(page).toContain('content="&quot;quoted&quot; &amp; &lt;b&gt;"');
    expect(page).toContain('<body class="t">\n<header class="rf-public-bar" lang="de">');
    expect(page).toContain(">PDF herunterladen</a>");
    expect(page).toContain('content="noindex, nofollow"');
  });

  it("names the resume's other languages for search engines and people, the page's own not as a link", () => {
    const page = publicPageHtml(
      "<html><head><title>x</title></head><body>\n<main>r</main></body></html>",
      {
        name: "Ada",
        summary: "",
        url: "http://localhost/r/ada",
        pdfPath: "/r/ada/pdf",
        indexable: true,
        alternates: [
          { language: "en", url: "http://localhost/r/ada", name: "English", current: true },
          { language: "de", url: 'http://localhost/r/ada-de?x="1"', name: "Deutsch", current: false },
        ],
      },
      { lang: "en", title: "Ada", description: "", download: "Download PDF", languages: "Other languages" },
    );
    expect(page).toContain('<link rel="alternate" hreflang="en" href="http://localhost/r/ada">');
    expect(page).toContain('<link rel="alternate" hreflang="de" href="http://localhost/r/ada-de?x=&quot;1&quot;">');
    expect(page).toContain('<nav class="rf-public-langs" aria-label="Other languages">');
    expect(page).toContain('<b lang="en" aria-current="page">English</b>');
    expect(page).toMatch(/<a class="rf-public-lang" lang="de" hreflang="de" href="[^"]+">Deutsch<\/a>/);
    expect(page).not.toMatch(/<a [^>]*>English<\/a>/);
    const single = publicPageHtml(
      "<html><head><title>x</title></head><body>\n<main>r</main></body></html>",
      { name: "Ada", summary: "", url: "http://localhost/r/ada", pdfPath: "/r/ada/pdf", indexable: true },
      { lang: "en", title: "Ada", description: "", download: "Download PDF", languages: "Other languages" },
    );
    expect(single).not.toContain("hreflang");
    expect(single).not.toContain("rf-public-langs");
  });
});
