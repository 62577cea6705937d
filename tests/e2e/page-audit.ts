/**
 * Axe and the tap-target audit (./layout-audit.ts) on what a page shows now, as lines a test can
 * collect and assert empty. With `scope` (a dialog), only axe, on that part: the layout is the page's.
 */
import type { Page } from "playwright-core";
import { seriousViolations } from "./axe";
import { layoutProblems } from "./layout-audit";

export async function audited(page: Page, where: string, scope?: string): Promise<string[]> {
  const found = (await seriousViolations(page, scope)).map(
    (finding) => `${where} axe: ${finding.rule} ${finding.targets.join(" ")}: ${finding.summary}`,
  );
  if (!scope)
    found.push(
      ...(await layoutProblems(page)).map(
        (problem) => `${where} layout: ${problem.kind} ${problem.control} ${problem.detail}`,
      ),
    );
  return found;
}
