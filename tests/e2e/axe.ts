/**
 * axe-core run inside the page as it is on screen (docs/accessibility.md#axe). Injected through
 * the DevTools protocol (`page.evaluate`), which the site's nonce CSP does not apply to, so the
 * page under test is the page users get.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

/**
 * The theme as the header's toggle sets it (app/lib/theme.ts, `applyTheme`): a class on the root
 * element, colours from CSS alone, so a page need not load again to be checked in the other theme.
 * The colour transitions (the buttons' transition-colors) are awaited: measured mid-fade, a colour
 * is neither theme's. Only transitions: a spinner's animation never ends.
 */
export async function switchTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate((theme) => {
    document.documentElement.classList.remove("light", "dark");
    document.documentElement.classList.add(theme);
  }, theme);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface AxeFinding {
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

/**
 * What a page shows as a document, not as interface: the resume on the public page (everything
 * outside its bar) and the links PDF.js draws over a PDF. Their links keep the document's own
 * size, the same as in the PDF, so target size is not asked of them; every other rule is.
 */
const DOCUMENT_TARGETS =
  "body:has(> .rf-public-bar) > :not(.rf-public-bar), body:has(> .rf-public-bar) > :not(.rf-public-bar) *, .annotationLayer, .annotationLayer *";

/**
 * The serious and critical violations of WCAG 2.2 A/AA and axe's best practices on what the page
 * shows now; `scope` (a selector) limits the run to an open dialog or menu, whose page underneath
 * has its own run.
 */
export async function seriousViolations(page: Page, scope?: string): Promise<AxeFinding[]> {
  // Once per document: the second theme's run reuses the first's axe (half a megabyte to parse).
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ scope, documentTargets }) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: unknown,
              options: unknown,
            ) => Promise<{
              violations: {
                id: string;
                impact: string | null;
                nodes: { target: string[]; failureSummary?: string }[];
              }[];
            }>;
          };
        }
      ).axe;
      const context = scope ? document.querySelector(scope) : document;
      if (!context)
        return [
          {
            rule: "no-scope",
            impact: "critical",
            targets: [scope ?? ""],
            summary: "nothing on the page matches the scope",
          },
        ];
      const inDocument = (target: string) => document.querySelector(target)?.matches(documentTargets) ?? false;
      const result = await axe.run(context, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
        resultTypes: ["violations"],
      });
      return result.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .flatMap((violation) =>
          violation.nodes
            .filter((node) => !(violation.id === "target-size" && inDocument(String(node.target[0]))))
            .map((node) => ({
              rule: violation.id,
              impact: violation.impact ?? "",
              targets: node.target.map(String),
              summary: (node.failureSummary ?? "").split("\n").slice(0, 3).join(" ").slice(0, 240),
            })),
        );
    },
    { scope, documentTargets: DOCUMENT_TARGETS },
  );
}
