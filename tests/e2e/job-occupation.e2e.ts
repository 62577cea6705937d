/**
 * "This job is a … job": on the analysis page the user reads what the job reads as,
 * corrects it from the keyboard, sees the score follow at once, finds it remembered, keeps it while
 * editing the job in the editor, and goes back to the automatic reading.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { screenshot, setupBrowser } from "./browser";
import { newAccount, signInNewUser } from "./session";

const browser = setupBrowser();

const SOFTWARE_RESUME = {
  personalInfo: {
    fullName: "Jordan Rivera",
    email: "jordan@example.com",
    phone: "+1 415 555 0101",
    address: "San Francisco, CA",
    linkedIn: "",
    github: "",
  },
  summary: "Software engineer building Python and Go services.",
  skills: ["Python", "Go", "Kubernetes", "PostgreSQL", "React"],
  experience: [
    {
      id: "exp1",
      company: "Acme",
      position: "Software Engineer",
      startDate: "2019-01",
      endDate: "",
      current: true,
      description:
        "- Built Python and Go services on Kubernetes serving 2 million requests a day\n- Designed PostgreSQL schemas and wrote React admin tools",
    },
  ],
  education: [],
  projects: [],
  extraSections: [],
};

/** A title that says nothing about the work, over sales duties: read as sales. */
const MTS_JOB = {
  title: "Member of Technical Staff",
  company: "Initech",
  description: [
    "We are looking for a Member of Technical Staff to grow our accounts.",
    "- Prospect and close new business with enterprise customers",
    "- Manage a sales pipeline and forecast quarterly revenue",
    "- Negotiate contracts and build relationships with buyers",
    "- Meet and exceed sales quotas",
  ].join("\n"),
};

async function scoreOf(page: Page): Promise<number> {
  return Number(await page.getByTestId("analysis-score").textContent());
}

describe("the job's reading, corrected by the user", () => {
  it("is chosen from the keyboard in a combobox, re-scores at once, is remembered, kept while the job is edited, and cleared", async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await newAccount(page, "Occ Chooser");
    const created = await page.request.post("/api/resumes", {
      data: { templateId: "modern-professional", data: SOFTWARE_RESUME },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await page.request.put(`/api/resumes/${id}`, { data: { jobDescription: MTS_JOB } })).status()).toBe(200);

    await page.goto(`/analyze/${id}`);
    const reading = page.getByTestId("job-reading-text");
    await expect(reading.textContent()).resolves.toMatch(/^Reads as Sales Engineers, from /);
    await expect(page.getByTestId("job-reading-confidence").textContent()).resolves.toMatch(
      /^Confidence: (sure|likely|unsure)$/,
    );
    const automatic = await scoreOf(page);
    await screenshot(page, "job-occupation-automatic-light");

    // The combobox: typing searches, the arrow keys move, Escape closes and then empties.
    const combobox = page.getByRole("combobox", { name: "This job is a … job" });
    await combobox.focus();
    await page.keyboard.type("nurse");
    const listbox = page.getByRole("listbox", { name: "This job is a … job" });
    await listbox.getByRole("option").first().waitFor();
    await expect(combobox.getAttribute("aria-expanded")).resolves.toBe("true");
    await page.keyboard.press("Escape");
    await expect(combobox.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(combobox.inputValue()).resolves.toBe("nurse");
    await page.keyboard.press("Escape");
    await expect(combobox.inputValue()).resolves.toBe("");

    await page.keyboard.type("software dev");
    const wanted = listbox.getByRole("option", { name: /^Software Developers\b/ });
    await wanted.waitFor();
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /occupations?\. Use the arrow keys/ })
        .count(),
    ).resolves.toBe(1);
    // Down until Software Developers is the active option (announced through aria-activedescendant).
    const wantedId = await wanted.getAttribute("id");
    for (
      let presses = 0;
      presses < 12 && (await combobox.getAttribute("aria-activedescendant")) !== wantedId;
      presses += 1
    )
      await page.keyboard.press("ArrowDown");
    await expect(combobox.getAttribute("aria-activedescendant")).resolves.toBe(wantedId);
    await expect(wanted.getAttribute("aria-selected")).resolves.toBe("true");
    await screenshot(page, "job-occupation-combobox-light");
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Enter");

    // Saved, and scored again at once.
    await expect
      .poll(() => reading.textContent(), { timeout: 10_000 })
      .toBe("Reads as Software Developers, you chose this");
    await page
      .getByTestId("job-reading-status")
      .getByText("Saved: this job is scored as Software Developers.")
      .waitFor();
    const chosen = await scoreOf(page);
    expect(chosen).toBeGreaterThan(automatic);
    await expect(page.getByTestId("analysis-role-fit").textContent()).resolves.toContain(
      "this job reads as Software Developers (your choice)",
    );
    await expect(page.getByTestId("job-reading-confidence").count()).resolves.toBe(0);

    // Remembered for this saved job.
    await page.reload();
    await expect(reading.textContent()).resolves.toBe("Reads as Software Developers, you chose this");
    expect(await scoreOf(page)).toBe(chosen);
    await screenshot(page, "job-occupation-chosen-light");
    // Dark and on a phone: the theme is read when the page loads.
    for (const [theme, width] of [
      ["dark", 1280],
      ["dark", 390],
      ["light", 390],
    ] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await page.reload();
      await combobox.fill("software dev");
      await wanted.waitFor();
      await screenshot(page, `job-occupation-combobox-${theme}-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await page.keyboard.press("Escape");
      await screenshot(page, `job-occupation-chosen-${theme}-${width}`);
    }
    await page.emulateMedia({ colorScheme: "light" });
    await page.setViewportSize({ width: 1280, height: 900 });

    // The editor keeps the choice while the job's words change, and says so; its score is the page's.
    await page.goto(`/builder/modern-professional?resume=${id}`);
    const choice = page.getByTestId("job-occupation-choice");
    await expect
      .poll(() => choice.textContent(), { timeout: 10_000 })
      .toContain("You chose what this job is: Software Developers. It stays when you edit the job");
    // The room's document has arrived (it replaces the panel's fields once): then type.
    await page.getByTestId("live-badge").filter({ hasText: "Live" }).waitFor({ timeout: 20_000 });
    // Saved as typed, with the choice, and scored at once with it (POST /api/ats-score, jobOccupation).
    const rescored = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/ats-score") && (response.request().postData() ?? "").includes("Staff, Platform"),
      { timeout: 15_000 },
    );
    await page.getByLabel("Job Title", { exact: true }).fill("Member of Technical Staff, Platform");
    const response = await rescored;
    expect(JSON.parse(response.request().postData()!)).toMatchObject({ jobOccupation: "15-1252.00" });
    const inEditor = ((await response.json()) as { score: number }).score;
    await expect.poll(async () => Number(await page.getByTestId("ats-score").textContent())).toBe(inEditor);
    await page.getByText("All changes saved").waitFor({ timeout: 15_000 });
    await choice.scrollIntoViewIfNeeded();
    await screenshot(page, "job-occupation-editor-light");
    await page.goto(`/analyze/${id}`);
    await expect(reading.textContent()).resolves.toBe("Reads as Software Developers, you chose this");
    await expect(page.locator("#jd-heading + p").textContent()).resolves.toContain(
      "Member of Technical Staff, Platform",
    );
    expect(await scoreOf(page)).toBe(inEditor);

    // "Use the automatic reading", from the keyboard.
    await page.getByRole("button", { name: "Use the automatic reading" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => reading.textContent(), { timeout: 10_000 }).toMatch(/^Reads as Sales Engineers, from /);
    expect(await scoreOf(page)).toBeLessThan(inEditor);
    await expect(page.getByRole("button", { name: "Use the automatic reading" }).count()).resolves.toBe(0);
    await page.reload();
    await expect(reading.textContent()).resolves.toMatch(/^Reads as Sales Engineers, from /);
  });

  it("shows a viewer the reading but no control", async () => {
    const owner = await browser.newPage({ width: 1280, height: 900 });
    await newAccount(owner, "Occ Owner");
    const created = await owner.request.post("/api/resumes", {
      data: { templateId: "modern-professional", data: SOFTWARE_RESUME },
    });
    const { id } = (await created.json()) as { id: string };
    await owner.request.put(`/api/resumes/${id}`, {
      data: { jobDescription: { ...MTS_JOB, occupation: "15-1252.00" } },
    });
    const viewerPage = await browser.newPage({ width: 390, height: 844, colorScheme: "dark" });
    const viewer = await signInNewUser(viewerPage, "Occ Viewer");
    expect(
      (
        await owner.request.post(`/api/resumes/${id}/collaborators`, { data: { email: viewer.email, role: "viewer" } })
      ).status(),
    ).toBeLessThan(300);
    await viewerPage.goto(`/analyze/${id}`);
    await expect(viewerPage.getByTestId("job-reading-text").textContent()).resolves.toBe(
      "Reads as Software Developers, you chose this",
    );
    await expect(viewerPage.getByRole("combobox").count()).resolves.toBe(0);
    await expect(viewerPage.getByRole("button", { name: "Use the automatic reading" }).count()).resolves.toBe(0);
    await screenshot(viewerPage, "job-occupation-viewer-phone-dark");
  });
});
