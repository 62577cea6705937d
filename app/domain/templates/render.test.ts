import { describe, expect, it } from "vitest";
import { emptyResume, type ResumeData } from "../resume/schema";
import { TEMPLATE_CATEGORIES, TEMPLATES, getTemplate } from "./catalog";
import { escapeHtml, safeHref } from "./escape";
import { formatDateRange, formatMonth, parseDescription } from "../resume/format";
import { TEMPLATE_IDS } from "../resume/template-ids";
import { renderResumeHtml } from "./render";
import { longSampleResume, sampleResume } from "./sample-resume";

const STANDARD_HEADINGS: Record<string, string[]> = {
  summary: ["Summary", "Professional Summary"],
  skills: ["Skills"],
  experience: ["Experience", "Professional Experience"],
  education: ["Education"],
  projects: ["Projects"],
};

function headings(html: string): string[] {
  return [...html.matchAll(/<h2 class="section-title">([^<]*)<\/h2>/g)].map((match) => match[1]!);
}

/** Index of a user value in the HTML, as the renderer escapes it; -1 when missing. ">x<" matches a whole element's text. */
function at(html: string, value: string, from = 0): number {
  const whole = /^>.*<$/.test(value);
  return html.indexOf(whole ? `>${escapeHtml(value.slice(1, -1))}<` : escapeHtml(value), from);
}

function bulletsOf(description: string): string[] {
  return parseDescription(description).flatMap((block) => (block.kind === "bullets" ? block.items : [block.text]));
}

const PAYLOADS = [
  `<script>alert(1)</script>`,
  `"><img src=x onerror=alert(1)>`,
  `javascript:alert(1)`,
  `' onmouseover='alert(1)`,
];

function hostileResume(payload: string): ResumeData {
  return {
    personalInfo: {
      fullName: payload,
      email: payload,
      phone: payload,
      address: payload,
      linkedIn: payload,
      github: payload,
    },
    summary: `${payload}\n• ${payload}`,
    skills: [payload, `x${payload}`],
    experience: [
      {
        id: "e1",
        company: payload,
        position: payload,
        startDate: "2020-01",
        endDate: "",
        current: true,
        description: `- ${payload}\n${payload}`,
      },
    ],
    education: [
      {
        id: "d1",
        institution: payload,
        degree: payload,
        fieldOfStudy: payload,
        startDate: "",
        endDate: "2019-06",
        gpa: payload,
      },
    ],
    projects: [
      {
        id: "p1",
        name: payload,
        description: payload,
        technologies: [payload],
        githubLink: payload,
        liveLink: payload,
      },
    ],
  };
}

describe("escaping and links", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it.each([
    ["https://github.com/jane", "https://github.com/jane"],
    ["http://example.com/a?b=c", "http://example.com/a?b=c"],
    ["linkedin.com/in/jane", "https://linkedin.com/in/jane"],
    ["mailto:jane@example.com", "mailto:jane@example.com"],
  ])("allows %s as a link", (input, href) => {
    expect(safeHref(input)).toBe(href);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<b>",
    "vbscript:x",
    "/relative",
    "ftp://x.org",
    "https://a b.com",
    `https://x.com/"onmouseover=1`,
    "jane",
    "",
  ])("refuses %j as a link", (input) => {
    expect(safeHref(input)).toBeNull();
  });

  it.each(TEMPLATE_IDS)("%s never emits a user payload as markup", (id) => {
    for (const payload of PAYLOADS) {
      const html = renderResumeHtml(hostileResume(payload), id);
      expect(html).not.toContain("<script");
      expect(html).not.toContain("<img");
      // Escaped text has no raw "<", so every tag here is the renderer's own: only its attributes may appear.
      for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
        const attributes = [...tag.replace(/"[^"]*"/g, '""').matchAll(/\s([\w-]+)=/g)].map((match) => match[1]);
        expect(
          attributes.every((name) => ["class", "href", "lang", "dir", "charset", "name", "content"].includes(name!)),
          tag,
        ).toBe(true);
      }
      for (const [, href] of html.matchAll(/href="([^"]*)"/g)) {
        expect(href).toMatch(/^(https?:\/\/|mailto:)/);
      }
      expect(html).toContain(escapeHtml(payload));
    }
  });

  it("renders unsafe profile links as plain text", () => {
    const html = renderResumeHtml(hostileResume("javascript:alert(1)"), "modern-professional");
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain('<span dir="ltr">javascript:alert(1)</span>');
  });

  it("renders the default template for an unknown id instead of echoing it", () => {
    const html = renderResumeHtml(sampleResume, `"><script>x</script>` as never);
    expect(html).toContain('<body class="template-modern-professional page-a4">');
    expect(html).not.toContain("<script");
  });

  it("refuses an asset base URL that could break out of the CSS", () => {
    const html = renderResumeHtml(sampleResume, "modern-professional", {
      assetBaseUrl: `https://x.test") ; } body { background:url("https://evil.test`,
    });
    expect(html).not.toContain("evil.test");
    expect(html).toContain(`url("/fonts/`);
  });
});

/**
 * Where a style sheet's blocks are malformed: a rule opened inside a plain rule (only at-rules such
 * as @media hold rules), a brace closed that was never opened, or one left open. A browser drops
 * what it cannot parse without a word, so a broken rule loses its styles silently.
 */
function cssProblems(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
  const problems: string[] = [];
  const open: Array<"group" | "rule"> = [];
  let prelude = "";
  for (const char of text) {
    if (char === "{") {
      if (open.at(-1) === "rule") problems.push(`a rule inside a rule: "${prelude.trim().slice(0, 60)}"`);
      open.push(/^@(media|supports|container|layer|document)\b/.test(prelude.trim()) ? "group" : "rule");
      prelude = "";
    } else if (char === "}") {
      if (open.pop() === undefined) problems.push("a brace closed that was never opened");
      prelude = "";
    } else if (char === ";") prelude = "";
    else prelude += char;
  }
  if (open.length > 0) problems.push(`${open.length} block(s) left open`);
  return problems;
}

describe.each(TEMPLATE_IDS)("template %s", (id) => {
  const html = renderResumeHtml(sampleResume, id, { pageSize: "A4", assetBaseUrl: "" });

  it("has well-formed style sheets (a malformed rule is dropped by the browser without a word)", () => {
    const sheets = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.flatMap(cssProblems)).toEqual([]);
  });

  it("is a complete, self-contained document", () => {
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain("<title>Jordan Whitfield \u2013 Resume</title>");
    expect(html).toMatch(/@page \{ size: A4; margin: \d+mm \d+mm; \}/);
    expect(html).toContain(`url("/fonts/`);
    expect(renderResumeHtml(sampleResume, id, { pageSize: "Letter" })).toMatch(/@page \{ size: Letter;/);
  });

  it("turns ligatures off everywhere and keeps short entries whole across pages", () => {
    expect(html).toMatch(/\* \{ font-variant-ligatures: none;/);
    expect(html).toMatch(/\.entry[^{]*\{ break-inside: avoid;/);
    expect(html).toMatch(/\.section-title \{ break-after: avoid;/);
  });

  it("puts name and contact details before the sections, as body text", () => {
    const info = sampleResume.personalInfo;
    const order = [
      info.fullName,
      info.email,
      info.phone,
      info.address,
      "linkedin.com/in/jordan-whitfield-example",
      "github.com/jwhitfield-dev",
    ];
    const positions = order.map((value) => at(html, value, html.indexOf("<body")));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions.at(-1)!).toBeLessThan(html.indexOf('<h2 class="section-title">'));
    expect(html).not.toMatch(/<(header|footer|img|svg|canvas)\b/);
  });

  it("has every section once, under a standard heading", () => {
    const found = headings(html);
    expect(found).toHaveLength(5);
    for (const [key, allowed] of Object.entries(STANDARD_HEADINGS)) {
      expect(
        found.filter((heading) => allowed.includes(heading)),
        key,
      ).toHaveLength(1);
    }
  });

  it("renders every entry, in order, inside its own section", () => {
    // Highlighted figures (sales-impact) wrap part of a bullet in <b>; the text is what counts here.
    const plain = html.replace(/<\/?b( class="metric")?>/g, "");
    const sectionBounds = (key: string) => {
      const start = plain.indexOf(`<section class="section section-${key}">`);
      return { start, end: plain.indexOf("</section>", start) };
    };
    const experience = sectionBounds("experience");
    const starts = sampleResume.experience.map((entry) =>
      Math.min(at(plain, `>${entry.position}<`, experience.start), at(plain, `>${entry.company}<`, experience.start)),
    );
    expect(starts.every((start) => start > experience.start)).toBe(true);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    sampleResume.experience.forEach((entry, i) => {
      const end = starts[i + 1] ?? experience.end;
      let cursor = starts[i]!;
      for (const value of [formatMonth(entry.startDate), ...bulletsOf(entry.description)]) {
        const index = at(plain, value, cursor);
        expect(index, value).toBeGreaterThanOrEqual(cursor);
        expect(index, value).toBeLessThan(end);
        cursor = index;
      }
    });
    const education = sectionBounds("education");
    for (const entry of sampleResume.education) {
      for (const value of [
        entry.degree,
        entry.fieldOfStudy,
        entry.institution,
        formatMonth(entry.endDate),
        `GPA: ${entry.gpa}`,
      ]) {
        const index = at(plain, value, education.start);
        expect(index, value).toBeGreaterThan(education.start);
        expect(index, value).toBeLessThan(education.end);
      }
    }
    const projects = sectionBounds("projects");
    for (const entry of sampleResume.projects!) {
      for (const value of [entry.name, entry.description, entry.technologies[0]!]) {
        expect(at(plain, value, projects.start), value).toBeGreaterThan(projects.start);
      }
      for (const link of [entry.githubLink, entry.liveLink].filter(Boolean)) {
        expect(plain).toContain(`href="${safeHref(link)}"`);
      }
    }
    const skills = sectionBounds("skills");
    for (const skill of sampleResume.skills) {
      expect(plain.indexOf(`<li><bdi>${escapeHtml(skill)}</bdi></li>`, skills.start), skill).toBeGreaterThan(
        skills.start,
      );
    }
  });

  it("shows the current job as running to Present", () => {
    // The entry's whole article: a template that sets the organisation first prints the dates before the title.
    const first = sampleResume.experience[0]!;
    const start = html.lastIndexOf("<article", at(html, first.position));
    const entry = html.slice(start, html.indexOf("</article>", start));
    expect(entry).toContain('<span class="date">Mar 2021</span> \u2013 <span class="date">Present</span>');
  });

  it("links to nothing outside the resume except the user's own links", () => {
    const userLinks = new Set(
      [
        sampleResume.personalInfo.linkedIn,
        sampleResume.personalInfo.github,
        ...sampleResume.projects!.flatMap((p) => [p.githubLink, p.liveLink]),
      ].map((link) => safeHref(link)),
    );
    for (const [url] of html.matchAll(/https?:\/\/[^"'\s)<]+/g)) {
      expect(userLinks.has(url), url).toBe(true);
    }
  });

  it("omits empty sections entirely", () => {
    const sparse: ResumeData = {
      ...emptyResume(),
      personalInfo: { fullName: "Sam Lee", email: "sam@example.com", phone: "", address: "", linkedIn: "", github: "" },
      summary: "  ",
      skills: ["", "  "],
      experience: [
        { id: "e1", company: "", position: "", startDate: "2020-01", endDate: "", current: true, description: "" },
      ],
      education: [
        {
          id: "d1",
          institution: "Lakeside College",
          degree: "BA",
          fieldOfStudy: "",
          startDate: "",
          endDate: "",
          gpa: "",
        },
      ],
      projects: [],
    };
    const out = renderResumeHtml(sparse, id);
    expect(headings(out)).toEqual(["Education"]);
    expect(out).not.toContain("GPA");
    expect(out).not.toContain("contact-phone");
    expect(headings(renderResumeHtml(emptyResume(), id))).toEqual([]);
    expect(renderResumeHtml(emptyResume(), id)).not.toContain('class="masthead"');
  });

  it("is deterministic", () => {
    expect(renderResumeHtml(sampleResume, id, { pageSize: "A4", assetBaseUrl: "" })).toBe(html);
  });
});

describe("formatting", () => {
  it("formats month ranges with Present for current roles", () => {
    expect(formatMonth("2021-01")).toBe("Jan 2021");
    expect(formatDateRange("2021-01", "2023-12")).toBe("Jan 2021 \u2013 Dec 2023");
    expect(formatDateRange("2021-01", "2023-12", true)).toBe("Jan 2021 \u2013 Present");
    expect(formatDateRange("", "2023-12")).toBe("Dec 2023");
    expect(formatDateRange("", "")).toBe("");
  });

  it("splits descriptions into bullet lists and paragraphs in order", () => {
    expect(parseDescription("Intro line\n• one\n- two\n* three\n\nClosing")).toEqual([
      { kind: "paragraph", text: "Intro line" },
      { kind: "bullets", items: ["one", "two", "three"] },
      { kind: "paragraph", text: "Closing" },
    ]);
    expect(parseDescription("-5% churn is a paragraph")).toEqual([
      { kind: "paragraph", text: "-5% churn is a paragraph" },
    ]);
  });

  it("renders bullets as a list and plain lines as paragraphs", () => {
    const data: ResumeData = {
      ...emptyResume(),
      experience: [
        {
          id: "e1",
          company: "Acme",
          position: "Lead",
          startDate: "2019-04",
          endDate: "2020-05",
          current: false,
          description: "Owned billing.\n• Cut costs",
        },
      ],
    };
    const html = renderResumeHtml(data, "modern-professional");
    expect(html).toContain("<p>Owned billing.</p>");
    expect(html).toContain('<ul class="bullets"><li>Cut costs</li></ul>');
    expect(html).toContain('<span class="date">Apr 2019</span> \u2013 <span class="date">May 2020</span>');
  });

  it("sets figures in bold in the sales template only, and leaves words like B2B alone", () => {
    const sales = renderResumeHtml(sampleResume, "sales-impact");
    expect(sales).toContain('<b class="metric">$2.4M</b>');
    expect(sales).toContain('<b class="metric">63%</b>');
    expect(sales).toContain("B2B inventory");
    expect(renderResumeHtml(sampleResume, "modern-professional")).not.toContain('class="metric"');
  });
});

describe("samples", () => {
  it("the sample fills about two pages of content and the long one more", () => {
    expect(sampleResume.experience).toHaveLength(4);
    expect(sampleResume.education).toHaveLength(2);
    expect(sampleResume.projects).toHaveLength(3);
    expect(sampleResume.skills.length).toBeGreaterThanOrEqual(15);
    const long = longSampleResume();
    expect(long.experience.length).toBeGreaterThan(sampleResume.experience.length);
    expect(new Set(long.experience.map((e) => e.id)).size).toBe(long.experience.length);
  });
});

describe("catalog", () => {
  it("lists the ten templates with complete metadata", () => {
    expect(TEMPLATES.map((t) => t.id)).toEqual([...TEMPLATE_IDS]);
    for (const template of TEMPLATES) {
      expect(template.features.length).toBeGreaterThanOrEqual(4);
      expect(template.features.length).toBeLessThanOrEqual(6);
      expect(template.recommended.length).toBeGreaterThanOrEqual(3);
      expect(template.recommended.length).toBeLessThanOrEqual(5);
      expect(template.thumbnail).toBe(`/templates/${template.id}.png`);
      expect(template.pdfPreview).toBe(`/templates/${template.id}.pdf`);
    }
    expect(getTemplate("classic-executive")?.category).toBe("classic");
    expect(getTemplate("nope")).toBeUndefined();
  });

  it("gives every filter category at least one template", () => {
    for (const category of TEMPLATE_CATEGORIES) {
      expect(
        TEMPLATES.some((t) => t.category === category),
        category,
      ).toBe(true);
    }
  });
});
