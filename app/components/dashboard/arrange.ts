import type { ResumeSummary } from "~/domain/resume/api";
import { getTemplate } from "~/domain/templates/catalog";

export const SORTS = { edited: "Last edited", name: "Name", score: "ATS score" } as const;
export type Sort = keyof typeof SORTS;
export type View = "grid" | "list";

/** The dashboard's choices, read from the address (so they survive a reload and work without JavaScript). */
export function readArrangement(params: URLSearchParams): { q: string; sort: Sort; view: View } {
  const sort = params.get("sort");
  return {
    q: (params.get("q") ?? "").slice(0, 100),
    sort: sort === "name" || sort === "score" ? sort : "edited",
    view: params.get("view") === "list" ? "list" : "grid",
  };
}

/** The resumes whose title or template matches `q` (any case), in the chosen order. */
export function arrange<T extends ResumeSummary>(resumes: readonly T[], q: string, sort: Sort): T[] {
  const needle = q.trim().toLowerCase();
  const matching = needle
    ? resumes.filter((resume) =>
        `${resume.title} ${getTemplate(resume.templateId)?.name ?? resume.templateId}`.toLowerCase().includes(needle),
      )
    : [...resumes];
  const byName = (a: ResumeSummary, b: ResumeSummary) =>
    a.title.localeCompare(b.title, undefined, { sensitivity: "base" });
  if (sort === "name") return matching.sort(byName);
  // Unscored last; ties by name.
  if (sort === "score") return matching.sort((a, b) => (b.atsScore ?? -1) - (a.atsScore ?? -1) || byName(a, b));
  return matching.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}
