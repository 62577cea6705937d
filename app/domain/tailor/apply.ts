/**
 * Applying the accepted changes to a resume: a pure function. Wording changes go first (they
 * rewrite inside one Skills item or description without adding lines), then the orderings permute
 * what is there, then the summary. A change that no longer fits the resume (its list has another
 * length now) is skipped rather than guessed at. Missing-skill questions never change text.
 */
import type { ResumeData } from "../resume/schema";
import type { TailorChange } from "./types";

function permute<T>(items: readonly T[], order: readonly number[]): T[] | null {
  if (order.length !== items.length) return null;
  const seen = new Set(order);
  if (seen.size !== items.length || order.some((index) => index < 0 || index >= items.length)) return null;
  return order.map((index) => items[index] as T);
}

function permuteLines(description: string, order: readonly number[]): string {
  const lines = permute(description.split(/\r?\n/), order);
  return lines ? lines.join("\n") : description;
}

export interface ApplyOptions {
  /** The person's own edit of the proposed summary (checked by the guard like everything else). */
  summaryText?: string;
}

export function applyTailoring(
  resume: ResumeData,
  changes: readonly TailorChange[],
  acceptedIds: Iterable<string>,
  options: ApplyOptions = {},
): ResumeData {
  const accepted = new Set(acceptedIds);
  const chosen = changes.filter((change) => accepted.has(change.id));
  const data: ResumeData = structuredClone(resume);
  const projects = data.projects ?? [];
  const entry = (section: "experience" | "projects", id: string) =>
    (section === "experience" ? data.experience : projects).find((item) => item.id === id);

  for (const change of chosen) {
    if (change.kind !== "skill-wording") continue;
    const { target } = change;
    if (target.section === "skills") {
      if (data.skills[target.index] === change.before) data.skills[target.index] = change.after;
    } else {
      const found = entry(target.section, target.entryId);
      if (found && found.description === change.before) found.description = change.after;
    }
  }
  for (const change of chosen) {
    if (change.kind === "reorder-skills") data.skills = permute(data.skills, change.order) ?? data.skills;
    if (change.kind === "reorder-bullets") {
      const found = entry(change.section, change.entryId);
      if (found) found.description = permuteLines(found.description, change.order);
    }
    if (change.kind === "summary") data.summary = options.summaryText?.trim() || change.after;
  }
  return data;
}
