import { describe, expect, it } from "vitest";
import { renderResumeHtml } from "../templates/render";
import { emptyResume, type ResumeData } from "../resume/schema";
import { descriptionBlocks, isLongEntry, keptWithNext, mayBreakInside } from "./entry-breaks";

const bullets = (count: number) =>
  Array.from({ length: count }, (_, index) => `- Bullet number ${index + 1}`).join("\n");

describe("where an entry may break", () => {
  it("counts paragraphs and bullets alike, skipping empty lines and bare markers", () => {
    expect(descriptionBlocks("")).toBe(0);
    expect(descriptionBlocks("Ran the team.\n\n- one\n•\n- two\nClosing line")).toBe(4);
  });

  it("lets a long entry break unless it is kept together; a short one never breaks", () => {
    expect(isLongEntry({ description: bullets(3) })).toBe(false);
    expect(mayBreakInside({ description: bullets(3) })).toBe(false);
    expect(mayBreakInside({ description: bullets(4) })).toBe(true);
    expect(mayBreakInside({ description: bullets(4), keepTogether: false })).toBe(true);
    expect(mayBreakInside({ description: bullets(9), keepTogether: true })).toBe(false);
  });

  it("keeps the first block with the next and the last two together, and the last with a line after it", () => {
    expect([...keptWithNext(4, false)].sort()).toEqual([0, 2]);
    expect([...keptWithNext(7, false)].sort()).toEqual([0, 5]);
    expect([...keptWithNext(7, true)].sort()).toEqual([0, 5, 6]);
  });
});

describe("a long entry in the templates", () => {
  const data = (keepTogether?: boolean): ResumeData => ({
    ...emptyResume(),
    personalInfo: { ...emptyResume().personalInfo, fullName: "Bea Breaks" },
    experience: [
      {
        id: "long",
        company: "Acme",
        position: "Engineer",
        startDate: "2020-01",
        endDate: "",
        current: true,
        description: `Led the platform team.\n${bullets(5)}`,
        ...(keepTogether === undefined ? {} : { keepTogether }),
      },
      {
        id: "short",
        company: "Initech",
        position: "Developer",
        startDate: "2018-01",
        endDate: "2019-12",
        current: false,
        description: bullets(3),
      },
    ],
    projects: [
      { id: "p", name: "Router", description: bullets(4), technologies: ["Go"], githubLink: "", liveLink: "" },
    ],
  });

  it("marks the entry breakable and its first and next-to-last blocks kept with the next; Keep together takes both away", () => {
    const html = renderResumeHtml(data(), "modern-professional", { pageSize: "A4" });
    const long = /<article class="entry entry-experience entry-breakable">[\s\S]*?<\/article>/.exec(html)?.[0] ?? "";
    expect(long).toContain(`<p class="keep-next">Led the platform team.</p>`);
    expect(long.match(/<li[^>]*>/g)).toEqual(["<li>", "<li>", "<li>", `<li class="keep-next">`, "<li>"]);
    expect(html).toContain(`<article class="entry entry-experience">`);
    // The project's technologies line follows its last bullet: the last two bullets and it go together.
    const project = /<article class="entry entry-project entry-breakable">[\s\S]*?<\/article>/.exec(html)?.[0] ?? "";
    expect(project.match(/<li[^>]*>/g)?.slice(0, 4)).toEqual([
      `<li class="keep-next">`,
      "<li>",
      `<li class="keep-next">`,
      `<li class="keep-next">`,
    ]);
    expect(html).toMatch(/\.entry\.entry-breakable \{ break-inside: auto;/);

    const kept = renderResumeHtml(data(true), "modern-professional", { pageSize: "A4" });
    expect(kept).not.toContain(`entry-experience entry-breakable`);
    expect(kept).not.toMatch(/<(li|p) class="keep-next">Led/);
  });
});
