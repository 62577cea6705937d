import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, setupBrowser, watchPopupsAndAlerts } from "./browser";
import { newAccount, startNewResume } from "./session";

const browser = setupBrowser();

const JOB = `We are hiring a Senior Frontend Engineer to build our design system.

Requirements:
- 5+ years of experience building web applications with React and TypeScript
- Experience with GraphQL APIs and Jest testing
- Kubernetes and Docker experience
- Strong communication skills

Nice to have:
- Next.js`;

async function fillResume(page: Page) {
  await page.getByLabel("Summary", { exact: true }).fill("Frontend engineer with 6 years of React and TypeScript.");
  await page.getByRole("textbox", { name: "Skills", exact: true }).fill("React, TypeScript, JavaScript, Jest");
  await page.getByRole("button", { name: "+ Add experience" }).click();
  await page.getByLabel("Company", { exact: true }).fill("Acme");
  await page.getByLabel("Position", { exact: true }).fill("Senior Frontend Engineer");
  await page.getByLabel("Start Date", { exact: true }).fill("2019-01");
  await page.getByLabel("Currently working here").check();
  await page
    .getByLabel("Description", { exact: true })
    .fill("- Responsible for the component library\n- Cut page load time by 40%");
}

describe("ATS score", () => {
  it("keeps a job typed and left at once, within the pause before it is saved", async () => {
    const page = await browser.newPage({ width: 1440, height: 900 });
    await newAccount(page, "Lena Leaving");
    await startNewResume(page);
    const editorUrl = page.url();
    await page.getByTestId("live-badge").waitFor();
    await page.getByLabel("Job Title", { exact: true }).fill("Site Reliability Engineer");
    await page.getByRole("textbox", { name: "Job Description", exact: true }).fill(JOB);
    // No pause: straight to the dashboard, before the 1.2 s quiet time that saves a typed job.
    await page.getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.goto(editorUrl);
    await page.getByTestId("live-badge").waitFor();
    await expect(page.getByLabel("Job Title", { exact: true }).inputValue()).resolves.toBe("Site Reliability Engineer");
    await expect(page.getByRole("textbox", { name: "Job Description", exact: true }).inputValue()).resolves.toBe(
      JOB.trim(),
    );
  });

  it("keeps a job typed and the tab closed at once", async () => {
    const page = await browser.newPage({ width: 1440, height: 900 });
    await newAccount(page, "Cleo Closing");
    await startNewResume(page);
    const editorUrl = page.url();
    await page.getByTestId("live-badge").filter({ hasText: "Live" }).waitFor();
    const again = await page.context().newPage();
    await page.getByLabel("Job Title", { exact: true }).fill("Site Reliability Engineer");
    await page.getByRole("textbox", { name: "Job Description", exact: true }).fill(JOB);
    // Closed before the 1.2 s quiet time that saves a typed job: the closing page sends it.
    await page.close();
    await again.goto(editorUrl);
    await again.getByTestId("live-badge").filter({ hasText: "Live" }).waitFor();
    await expect(again.getByLabel("Job Title", { exact: true }).inputValue()).resolves.toBe(
      "Site Reliability Engineer",
    );
  });

  it("says why a posting pasted without its title is not scored, and offers the posting's own title, on a phone", async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await newAccount(page, "Pat Pasting");
    await startNewResume(page);
    await page.getByTestId("live-badge").waitFor();
    await fillResume(page);
    // A posting that opens with a sentence and names its title last, as some trackers export it.
    await page
      .getByRole("textbox", { name: "Job Description", exact: true })
      .fill(
        "Our studio builds design systems for banks.\nRequirements\n- React\n- TypeScript\nRole: Design Systems Engineer",
      );
    await page.getByRole("button", { name: "Use “Design Systems Engineer” as the title" }).waitFor();
    // A title run into the first sentence after a dash.
    await page
      .getByRole("textbox", { name: "Job Description", exact: true })
      .fill("Design Systems Engineer - Our studio builds design systems for banks.\nRequirements\n- React");
    await page.getByRole("button", { name: "Use “Design Systems Engineer” as the title" }).waitFor();
    await screenshot(page, "ats-title-offered-dash");
    const posting =
      "About Acme\nAcme is a fast-growing studio with offices in three cities and a friendly, curious team.\n\n" +
      `We're hiring: Senior Frontend Engineer!\n\n${JOB}`;
    await page.getByRole("textbox", { name: "Job Description", exact: true }).fill(posting);
    const title = page.getByLabel("Job Title", { exact: true });
    // The title field says what is missing (read out with it), and nothing is scored meanwhile.
    await expect(title.getAttribute("aria-describedby")).resolves.toBeTruthy();
    await page.getByText("A job is saved and scored once it has its title.").waitFor();
    const offer = page.getByRole("button", { name: "Use “Senior Frontend Engineer” as the title" });
    await offer.scrollIntoViewIfNeeded();
    await screenshot(page, "ats-title-offered");
    await expect(page.getByTestId("ats-score").count()).resolves.toBe(0);
    await offer.click();
    await expect(title.inputValue()).resolves.toBe("Senior Frontend Engineer");
    await expect(page.getByText("A job is saved and scored once it has its title.").count()).resolves.toBe(0);
    // Accepted, the job is saved and scored as if typed.
    await page.getByTestId("ats-score").waitFor({ timeout: 10_000 });
    expect(Number(await page.getByTestId("ats-score").textContent())).toBeGreaterThan(0);
  });

  it("saves a pasted job description as typed, scores it at once and 1.5 s after every edit, without Get ATS Score, and exports the report", async () => {
    const page = await browser.newPage({ width: 1440, height: 1000 });
    const watch = await watchPopupsAndAlerts(page);
    await newAccount(page, "Ats Person");
    await startNewResume(page, "modern-professional");
    await page.waitForURL((url) => url.searchParams.has("resume"));
    await page.getByText("No ATS Analysis Yet").waitFor();

    await page.getByRole("button", { name: "Get ATS Score" }).click();
    // Feedback is a toast in the page, never a native alert that blocks it.
    await page.getByRole("alert").getByText("Please add job description to calculate ATS score").waitFor();
    expect(watch.alerts).toEqual([]);

    await fillResume(page);
    await page.getByLabel("Job Title", { exact: true }).fill("Senior Frontend Engineer");
    await page.getByRole("textbox", { name: "Job Description", exact: true }).fill(JOB);
    // The pasted job is saved as typed and scored at once: nobody clicks Save or 'Get ATS Score'.
    const score = page.getByTestId("ats-score");
    await score.waitFor({ timeout: 10_000 });
    const first = Number(await score.textContent());
    expect(first).toBeGreaterThan(0);
    // The error said before the job was there is taken back once it is scored, not left over the score.
    await expect(page.getByText("Please add job description to calculate ATS score").count()).resolves.toBe(0);
    const panel = page.getByRole("region", { name: "ATS Score Analysis" });
    await expect(panel.textContent()).resolves.toMatch(/Keywords found/);
    await expect(panel.getByRole("list").nth(1).textContent()).resolves.toContain("Kubernetes");
    await expect(panel.textContent()).resolves.toMatch(
      /Excellent! Your resume is ATS-optimized\.|Good score with room for improvement\.|Needs improvement to pass ATS filters\./,
    );
    await screenshot(page, "ats-panel");

    // Adding the missing skills re-scores on its own, 1.5 s after typing stops.
    await page
      .getByRole("textbox", { name: "Skills", exact: true })
      .fill("React, TypeScript, JavaScript, Jest, GraphQL, Kubernetes, Docker, Next.js");
    await expect.poll(async () => Number(await score.textContent()), { timeout: 10_000 }).toBeGreaterThan(first);

    await page.getByRole("button", { name: "Export Report" }).click();
    await expect.poll(() => watch.opened(), { timeout: 20_000 }).toHaveLength(1);
    const [reportUrl] = await watch.opened();
    expect(reportUrl).toMatch(/\/api\/files\/.+\/ats-report-\d{4}-\d{2}-\d{2}\.pdf\?exp=\d+&sig=/);
    const report = await page.request.get(reportUrl!);
    expect(report.headers()["content-type"]).toBe("application/pdf");
    expect((await report.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // The result is saved with the resume: the analysis page and the dashboard show it.
    await page.getByText("All changes saved").waitFor({ timeout: 10_000 });
    const resumeId = new URL(page.url()).searchParams.get("resume");
    await page.goto(`/analyze/${resumeId}`);
    await page.getByRole("heading", { name: "Where the score comes from" }).waitFor();
    const analysisScore = Number(await page.getByTestId("analysis-score").textContent());
    expect(analysisScore).toBeGreaterThan(first);
    // Shared wording: the job's words the resume uses, each a chip of the breakdown with its points.
    const wording = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3, name: "Shared wording" }) });
    await expect(wording.getByRole("listitem").filter({ hasText: "typescript" }).count()).resolves.toBe(1);
    await expect(wording.textContent()).resolves.toMatch(/[1-9][0-9]*\.[0-9] \/ [0-9]+\.[0-9] points/);
    await screenshot(page, "analyze-page");
    await page.goto("/dashboard");
    await expect(
      page.getByRole("listitem").filter({ hasText: "Ats Person's resume" }).textContent(),
    ).resolves.toContain(String(analysisScore));
  });
});
