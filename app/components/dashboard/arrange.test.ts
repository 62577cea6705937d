import { describe, expect, it } from "vitest";
import type { ResumeSummary } from "~/domain/resume/api";
import { arrange, readArrangement } from "./arrange";

const resume = (title: string, templateId: string, updatedAt: string, atsScore: number | null): ResumeSummary => ({
  id: title,
  title,
  templateId,
  updatedAt,
  atsScore,
  role: "owner",
  ownerName: "A",
});
const list = [
  resume("backend roles", "tech-minimalist", "2026-01-03T00:00:00.000Z", 71),
  resume("Acme application", "modern-professional", "2026-01-05T00:00:00.000Z", null),
  resume("Zeta", "classic-executive", "2026-01-01T00:00:00.000Z", 88),
];
const titles = (found: ResumeSummary[]) => found.map((found) => found.title);

describe("arranging the dashboard", () => {
  it("sorts by last edit, by name whatever the case, and by score with unscored last", () => {
    expect(titles(arrange(list, "", "edited"))).toEqual(["Acme application", "backend roles", "Zeta"]);
    expect(titles(arrange(list, "", "name"))).toEqual(
      ["Acme application", "backend roles", "Zeta"].sort((a, b) =>
        a.localeCompare(b, undefined, { sensitivity: "base" }),
      ),
    );
    expect(titles(arrange(list, "", "score"))).toEqual(["Zeta", "backend roles", "Acme application"]);
  });

  it("finds by title or by template name, ignoring case", () => {
    expect(titles(arrange(list, "ACME", "edited"))).toEqual(["Acme application"]);
    expect(titles(arrange(list, "classic", "edited"))).toEqual(["Zeta"]);
    expect(arrange(list, "nothing like it", "edited")).toEqual([]);
  });

  it("reads the choice from the address, falling back on anything unknown", () => {
    expect(readArrangement(new URLSearchParams("q=x&sort=score&view=list"))).toEqual({
      q: "x",
      sort: "score",
      view: "list",
    });
    expect(readArrangement(new URLSearchParams("sort=drop table&view=3d"))).toEqual({
      q: "",
      sort: "edited",
      view: "grid",
    });
  });
});
