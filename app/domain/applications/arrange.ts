/**
 * The board's and the table's filter, search and sort (?q=, ?stage=, ?sort=), as plain functions
 * of the list, so the server renders the same order the browser keeps.
 */
import { isStage, STAGES, type ApplicationSummary, type Stage } from "./schema";

export const SORTS = ["date", "company", "stage"] as const;
export type Sort = (typeof SORTS)[number];
export const VIEWS = ["board", "table", "insights"] as const;
export type View = (typeof VIEWS)[number];

export interface Arrangement {
  q: string;
  stage: Stage | null;
  sort: Sort;
  view: View;
}

export function readArrangement(params: URLSearchParams): Arrangement {
  const sort = params.get("sort");
  const view = params.get("view");
  const stage = params.get("stage");
  return {
    q: (params.get("q") ?? "").slice(0, 100),
    stage: isStage(stage) ? stage : null,
    sort: (SORTS as readonly string[]).includes(sort ?? "") ? (sort as Sort) : "date",
    view: (VIEWS as readonly string[]).includes(view ?? "") ? (view as View) : "board",
  };
}

const folded = (text: string) => text.toLocaleLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

export function arrange(
  applications: readonly ApplicationSummary[],
  { q, stage, sort }: Pick<Arrangement, "q" | "stage" | "sort">,
): ApplicationSummary[] {
  const words = folded(q).split(/\s+/).filter(Boolean);
  const matches = (application: ApplicationSummary) => {
    const haystack = folded(
      `${application.company} ${application.role} ${application.resumeTitle} ${application.location}`,
    );
    return words.every((word) => haystack.includes(word));
  };
  const kept = applications.filter(
    (application) => (stage === null || application.stage === stage) && matches(application),
  );
  const byDate = (a: ApplicationSummary, b: ApplicationSummary) => b.updatedAt.localeCompare(a.updatedAt);
  const order: Record<Sort, (a: ApplicationSummary, b: ApplicationSummary) => number> = {
    date: byDate,
    company: (a, b) => a.company.localeCompare(b.company) || byDate(a, b),
    stage: (a, b) => STAGES.indexOf(a.stage) - STAGES.indexOf(b.stage) || byDate(a, b),
  };
  return [...kept].sort(order[sort]);
}

/** The board's columns: every stage, each with its applications in the chosen order. */
export function columns(
  applications: readonly ApplicationSummary[],
): Array<{ stage: Stage; items: ApplicationSummary[] }> {
  return STAGES.map((stage) => ({ stage, items: applications.filter((application) => application.stage === stage) }));
}
