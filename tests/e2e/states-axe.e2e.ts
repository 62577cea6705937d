/**
 * axe-core in the states a collaborator meets, which the page-by-page run (pages-axe.e2e.ts) does
 * not reach: the "Resume summary updated by ..." banner in a viewer's editor, the History drawer
 * with versions listed, and the Publish dialog once the resume is published. Light and dark: no
 * serious or critical violation, colour contrast included.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { emptyResume } from "../../app/domain/resume/schema";
import { screenshot, setupBrowser } from "./browser";
import { seriousViolations, switchTheme } from "./axe";
import { live, share } from "./collab-steps";
import { newAccount, signInNewUser } from "./session";

const browser = setupBrowser();
const THEMES = ["light", "dark"] as const;
const DIALOG = 'dialog[open], [role="dialog"]';

const summary = (page: Page) => page.getByRole("textbox", { name: "Summary", exact: true });

function report(
  found: string[],
  state: string,
  theme: string,
  findings: Awaited<ReturnType<typeof seriousViolations>>,
) {
  for (const finding of findings)
    found.push(
      `${state} ${theme}: ${finding.rule} (${finding.impact}) ${finding.targets.join(" ")}: ${finding.summary}`,
    );
}

describe("axe in collaborators' states", () => {
  it("finds nothing serious with the updated-by banner, the History drawer listing versions and the published Publish dialog, light and dark", async () => {
    const viewer = await browser.newPage({ width: 1280, height: 900 });
    const { email: viewerEmail } = await signInNewUser(viewer, "Vic Viewer");
    const owner = await browser.newPage({ width: 1280, height: 900 });
    await newAccount(owner, "Olga Owner");
    const created = await owner.request.post("/api/resumes", {
      data: {
        templateId: "modern-professional",
        data: {
          ...emptyResume(),
          personalInfo: { ...emptyResume().personalInfo, fullName: "Olga Owner", email: "olga@example.com" },
          summary: "Platform engineer.",
          skills: ["Go", "Terraform"],
        },
      },
    });
    const { id } = (await created.json()) as { id: string };
    const editor = `/builder/modern-professional?resume=${id}`;
    await owner.goto(editor);
    await live(owner);
    await share(owner, viewerEmail, "viewer");
    await viewer.goto(editor);
    await live(viewer);
    const found: string[] = [];

    // (a) The owner edits the summary; the viewer's editor shows who did, for 5 s.
    const banner = viewer.getByText("Resume summary updated by Olga Owner");
    for (const theme of THEMES) {
      await switchTheme(viewer, theme);
      await summary(owner).fill(`Platform engineer, edited for the ${theme} run.`);
      await expect.poll(() => summary(viewer).inputValue()).toBe(`Platform engineer, edited for the ${theme} run.`);
      await banner.waitFor();
      report(found, "updated-by banner", theme, await seriousViolations(viewer));
      // The run saw the banner: it is still there after it.
      expect(await banner.isVisible()).toBe(true);
      await screenshot(viewer, `states-axe-banner-${theme}`);
    }

    // (b) The History drawer listing versions, with the notice of a version just named in it.
    const save = owner.getByRole("banner").getByRole("button", { name: "Save", exact: true });
    await save.click();
    await owner.getByText("Resume saved successfully!").first().waitFor();
    const panel = owner.getByRole("dialog", { name: "Version history" });
    for (const theme of THEMES) {
      await switchTheme(owner, theme);
      await owner.getByRole("button", { name: "History", exact: true }).click();
      await panel.getByLabel("Name the current version").fill(`Sent in the ${theme}`);
      await panel.getByRole("button", { name: "Name version" }).click();
      const notice = owner.getByText(`Saved the current state as "Sent in the ${theme}"`);
      await notice.waitFor();
      await panel.getByRole("button", { name: new RegExp(`Sent in the ${theme}`) }).waitFor();
      expect(await panel.locator("ol > li").count()).toBeGreaterThanOrEqual(2);
      report(found, "history drawer", theme, await seriousViolations(owner, DIALOG));
      expect(await notice.isVisible()).toBe(true);
      await screenshot(owner, `states-axe-history-${theme}`);
      // One of them chosen: marked in the list, its differences beside it.
      await panel.locator("ol > li").last().getByRole("button").click();
      await panel.getByRole("button", { name: "Restore this version" }).waitFor();
      report(found, "history drawer, a version chosen", theme, await seriousViolations(owner, DIALOG));
      await screenshot(owner, `states-axe-history-chosen-${theme}`);
      await panel.getByRole("button", { name: "Close" }).click();
    }

    // (c) The Publish dialog from the dashboard, published, with the notice of what was done. That
    // notice is the History drawer's green toast; here axe takes it for not visible on screen
    // (axe.commons.dom.isVisibleOnScreen is false), so the drawer's run is its check.
    await owner.goto("/dashboard");
    const title = ((await (await owner.request.get(`/api/resumes/${id}`)).json()) as { title: string }).title;
    const dialog = owner.getByRole("dialog", { name: `Publish “${title}”` });
    for (const theme of THEMES) {
      await switchTheme(owner, theme);
      await owner.getByRole("button", { name: `More actions for ${title}` }).click();
      await owner.getByRole("button", { name: `Publish ${title}` }).click();
      const first = theme === THEMES[0];
      await dialog.getByRole("button", { name: first ? "Publish" : "Save changes", exact: true }).click();
      const notice = owner.getByRole("status").filter({ hasText: first ? "Published at" : "Publication updated." });
      await notice.waitFor();
      await dialog.getByTestId("publication-url").waitFor();
      report(found, "publish dialog, published", theme, await seriousViolations(owner, DIALOG));
      expect(await notice.isVisible()).toBe(true);
      await screenshot(owner, `states-axe-publish-${theme}`);
      await dialog.getByRole("button", { name: "Close", exact: true }).click();
    }

    expect(found.length, found.join("\n")).toBe(0);
  }, 240_000);
});
