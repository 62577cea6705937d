/**
 * Applications (docs/api.md#applications), as a job seeker uses them: tailor a resume for a job, draft a letter,
 * track the application from the letter, mark it Applied, edit the resume, download what was
 * sent (the earlier text), move the card to Interview with the keyboard, see the insights change.
 */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { emptyResume, type ResumeData } from "../../app/domain/resume/schema";
import { screenshot, setupBrowser } from "./browser";
import { pdfText } from "./pdf-text";
import { newAccount } from "./session";

const browser = setupBrowser();

const JOB = {
  title: "Site Reliability Engineer",
  company: "Initech",
  description: "Requirements\n- Kubernetes\n- Terraform\n- Go\n- On-call experience",
};

function resume(fullName: string, summary: string): ResumeData {
  return {
    ...emptyResume(),
    personalInfo: {
      fullName,
      email: "tess@example.com",
      phone: "+1 555 0100",
      address: "Austin, TX",
      linkedIn: "",
      github: "",
    },
    summary,
    skills: ["Go", "Terraform", "Kubernetes"],
    experience: [
      {
        id: "exp1",
        company: "Acme Cloud",
        position: "Platform Engineer",
        startDate: "2019-01",
        endDate: "",
        current: true,
        description: "- Ran Kubernetes clusters for 40 teams\n- Wrote Terraform modules",
      },
    ],
  };
}

const insight = (page: Page, key: string) => page.getByTestId(`insight-${key}`).textContent();

describe("applications", () => {
  it("tracks a tailored application with its letter, pins what was sent, moves by keyboard and counts it", async () => {
    const page = await browser.newPage({ width: 1440, height: 900 });
    await newAccount(page, "Tess Tracker");
    const created = await page.request.post("/api/resumes", {
      data: {
        templateId: "classic-executive",
        data: resume("Tess Tracker", "Reliability engineer who sent this summary."),
      },
    });
    const { id: sourceId } = (await created.json()) as { id: string };

    // Tailor a copy for the job, and draft its letter.
    const tailored = await page.request.post(`/api/resumes/${sourceId}/tailor`, { data: { jobDescription: JOB } });
    expect(tailored.status()).toBe(201);
    const { resumeId: copyId } = (await tailored.json()) as { resumeId: string };
    const letter = await page.request.post(`/api/resumes/${copyId}/cover-letters`, { data: { jobDescription: JOB } });
    const { id: letterId } = (await letter.json()) as { id: string };
    await page.goto(`/cover-letters/${letterId}`);

    // Track it from the letter: company, role and job come from the tailored copy.
    await page.getByRole("link", { name: "Track this application" }).click();
    await page.waitForURL((url) => url.pathname === "/applications/new");
    await expect.poll(() => page.getByLabel("Company", { exact: true }).inputValue()).toBe("Initech");
    expect(await page.getByLabel("Role", { exact: true }).inputValue()).toBe("Site Reliability Engineer");
    expect(await page.getByLabel("Cover letter").inputValue()).toBe(letterId);
    await page.getByLabel(/^Location/).fill("Remote");
    await page.getByRole("button", { name: "Add application" }).click();
    await page.waitForURL((url) => /^\/applications\/[0-9a-f-]{36}$/.test(url.pathname));
    await screenshot(page, "application-created");
    await page.getByText("Mark it Applied to pin").waitFor();

    // Applied: what goes out is pinned, with its score.
    await page.getByLabel("Stage", { exact: true }).selectOption("applied");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page
      .getByTestId("sent")
      .getByText(/ATS score when sent: \d+/)
      .waitFor();
    await expect.poll(() => page.getByTestId("timeline").textContent()).toContain("Applied");
    await screenshot(page, "application-applied");

    // The resume changes afterwards...
    const current = (await (await page.request.get(`/api/resumes/${copyId}`)).json()) as {
      version: number;
      data: ResumeData;
    };
    const put = await page.request.put(`/api/resumes/${copyId}`, {
      data: { data: { ...current.data, summary: "A summary written after sending." }, baseVersion: current.version },
    });
    expect(put.status()).toBe(200);
    await page.reload();
    await expect
      .poll(() => page.getByTestId("since-sent").textContent())
      .toMatch(/Changed in the resume since: .*[Ss]ummary/);

    // ...but what I sent is the earlier text.
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 40_000 }),
      page.getByRole("link", { name: "Download what I sent (PDF)" }).click(),
    ]);
    const { text } = await pdfText(new Uint8Array(readFileSync((await download.path())!)));
    expect(text).toContain("Reliability engineer who sent this summary.");
    expect(text).not.toContain("written after sending");

    // On the board, the card moves to Interview with the keyboard alone.
    await page.goto("/applications?view=insights");
    await expect.poll(() => insight(page, "interviews")).toBe("0");
    expect(await insight(page, "sent")).toBe("1");
    await page.goto("/applications");
    const stage = page.getByLabel("Stage of Initech (Site Reliability Engineer)");
    await stage.focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.locator('[data-stage="interview"] [data-testid="application-card"]').count()).toBe(1);
    expect(await page.locator('[data-stage="applied"] [data-testid="application-card"]').count()).toBe(0);
    await screenshot(page, "applications-board");
    await page.reload();
    expect(await page.locator('[data-stage="interview"] [data-testid="application-card"]').count()).toBe(1);

    await page.getByRole("link", { name: "Insights" }).click();
    await expect.poll(() => insight(page, "interviews")).toBe("1");
    expect(await insight(page, "rate")).toContain("100% (1 of 1 sent)");
    await screenshot(page, "applications-insights");
    await page.getByRole("link", { name: "Table" }).click();
    await page.getByTestId("application-row").first().waitFor();
    await screenshot(page, "applications-table");

    // The four views in light, dark and on a phone, for a person to look at.
    const applicationUrl = (await page.getByRole("link", { name: "Initech" }).getAttribute("href"))!;
    for (const [theme, width] of [
      ["light", 390],
      ["dark", 1440],
      ["dark", 390],
    ] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      for (const [name, url] of [
        ["board", "/applications"],
        ["table", "/applications?view=table"],
        ["insights", "/applications?view=insights"],
        ["application", applicationUrl],
      ] as const) {
        await page.goto(url);
        await page.locator("main").waitFor();
        await screenshot(page, `applications-${name}-${theme}-${width}`);
      }
    }
  }, 120_000);

  it("starts from the board with a pasted job, then drafts a letter and tailors a copy from it", async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await newAccount(page, "Nora New");
    const created = await page.request.post("/api/resumes", {
      data: { templateId: "modern-professional", data: resume("Nora New", "Platform engineer.") },
    });
    const { id } = (await created.json()) as { id: string };
    await page.goto("/applications");
    await page.getByRole("link", { name: "New application" }).click();
    await page.waitForURL((url) => url.pathname === "/applications/new");
    await page.getByLabel("Company", { exact: true }).fill("Initech");
    await page.getByLabel("Role", { exact: true }).fill("Site Reliability Engineer");
    await page.getByLabel(/^Job description/).fill(JOB.description);
    await page.getByRole("button", { name: "Add application" }).click();
    await page.waitForURL((url) => /^\/applications\/[0-9a-f-]{36}$/.test(url.pathname));
    const applicationUrl = new URL(page.url()).pathname;

    await page.getByRole("button", { name: "Draft a cover letter" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/cover-letters/"));
    const letterId = new URL(page.url()).pathname.split("/").pop();
    const application = async () =>
      (await (await page.request.get(`/api${applicationUrl}`)).json()) as {
        coverLetterId: string | null;
        resumeId: string;
      };
    expect((await application()).coverLetterId).toBe(letterId);

    await page.goto(applicationUrl);
    await page.getByRole("button", { name: "Tailor a copy for this job" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/tailor/"));
    const copyId = new URL(page.url()).pathname.split("/").pop();
    expect(copyId).not.toBe(id);
    // The application now sends the tailored copy.
    expect((await application()).resumeId).toBe(copyId);
  });

  it("moves a card by dragging it to another column, in the dark theme", async () => {
    const page = await browser.newPage({ width: 1440, height: 900, colorScheme: "dark" });
    await newAccount(page, "Dee Dragger");
    const created = await page.request.post("/api/resumes", {
      data: { templateId: "modern-professional", data: resume("Dee Dragger", "Summary.") },
    });
    const { id } = (await created.json()) as { id: string };
    expect(
      (
        await page.request.post("/api/applications", { data: { resumeId: id, company: "Hooli", role: "Engineer" } })
      ).status(),
    ).toBe(201);
    await page.goto("/applications");
    const handle = page.getByRole("button", { name: "Move Hooli (Engineer) to another stage" });
    const from = (await handle.boundingBox())!;
    const to = (await page.locator('[data-stage="offer"]').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    // Past dnd-kit's 6 px activation distance, then across in steps, as a hand moves.
    await page.mouse.move(from.x + 20, from.y + 20, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 12 });
    // The board moves the card at once; the move is saved by the page's action: wait for it
    // before reloading, as a person would not see (a loaded machine took longer than the reload).
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/applications"),
    );
    await page.mouse.up();
    await expect.poll(() => page.locator('[data-stage="offer"] [data-testid="application-card"]').count()).toBe(1);
    expect((await saved).ok()).toBe(true);
    await page.reload();
    expect(await page.locator('[data-stage="offer"] [data-testid="application-card"]').count()).toBe(1);
    await screenshot(page, "applications-board-dark");
  });

  it("refuses a CSV over 2 MB on the page before uploading it, and imports one within it", async () => {
    const page = await browser.newPage();
    await newAccount(page, "Cass Csv");
    await page.goto("/applications");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const chooser = page.getByLabel("Import CSV");
    const big = `company,role\r\n${"Initech,Engineer\r\n".repeat(140_000)}`;
    await chooser.setInputFiles({ name: "big.csv", mimeType: "text/csv", buffer: Buffer.from(big) });
    await page.getByRole("status").getByText("The file is too large (at most 2 MB).").waitFor();
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);
    await screenshot(page, "applications-csv-too-large");
    await chooser.setInputFiles({
      name: "small.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("company,role\r\nInitech,Engineer\r\n"),
    });
    await page.getByRole("status").getByText("1 application imported.").waitFor();
    await expect(page.getByText("The file is too large (at most 2 MB).").count()).resolves.toBe(0);
  });

  it("is a list grouped by stage on a phone, and dark", async () => {
    const page = await browser.newPage({ width: 390, height: 844, colorScheme: "dark" });
    await newAccount(page, "Pho Ne");
    const created = await page.request.post("/api/resumes", {
      data: { templateId: "modern-professional", data: resume("Pho Ne", "Summary.") },
    });
    const { id } = (await created.json()) as { id: string };
    for (const [company, stage] of [
      ["Hooli", "saved"],
      ["Pied Piper", "interview"],
      ["Initech", "rejected"],
    ] as const) {
      expect(
        (
          await page.request.post("/api/applications", { data: { resumeId: id, company, role: "Engineer", stage } })
        ).status(),
      ).toBe(201);
    }
    await page.goto("/applications");
    const columns = await page
      .locator("[data-stage]")
      .evaluateAll((sections) => sections.map((section) => Math.round(section.getBoundingClientRect().width)));
    // One column the width of the screen, one under another.
    expect(new Set(columns).size).toBe(1);
    expect(columns[0]).toBeGreaterThan(300);
    await screenshot(page, "applications-phone-dark");
  });
});
