import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { emptyResume, type ResumeData } from "../../app/domain/resume/schema";
import { screenshot, setupBrowser, watchPopupsAndAlerts } from "./browser";
import { holdableRoomSocket } from "./held-socket";
import { newAccount } from "./session";

const browser = setupBrowser();

const paragraph = (page: Page, n: number) => page.getByRole("textbox", { name: `Paragraph ${n}`, exact: true });

const JOB = {
  title: "Site Reliability Engineer",
  company: "Initech",
  description: "Requirements\n- Kubernetes\n- Terraform\n- Go\n- Rust",
};

function resume(fullName: string): ResumeData {
  return {
    ...emptyResume(),
    personalInfo: {
      fullName,
      email: "grace@example.com",
      phone: "+1 555 0100",
      address: "Arlington, VA",
      linkedIn: "",
      github: "",
    },
    summary: "Platform engineer.",
    skills: ["Go", "Terraform"],
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

/** A saved resume with a saved job, made through the API as the signed-in page. */
async function savedResume(page: Page, fullName: string): Promise<string> {
  const created = await page.request.post("/api/resumes", {
    data: { templateId: "classic-executive", data: resume(fullName) },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await page.request.put(`/api/resumes/${id}`, { data: { jobDescription: JOB } })).status()).toBe(200);
  return id;
}

describe("cover letter", () => {
  it("drafts a letter from the resume and the job, shows where each sentence came from, edits it, and exports its PDF", async () => {
    const page = await browser.newPage({ width: 1440, height: 1000 });
    const { alerts } = await watchPopupsAndAlerts(page);
    await newAccount(page, "Grace Hopper");
    const resumeId = await savedResume(page, "Grace Hopper");
    await page.goto(`/builder/classic-executive?resume=${resumeId}`);
    await page.getByRole("button", { name: "Write a cover letter for this job" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/cover-letters/"));
    await page.getByRole("heading", { name: "Site Reliability Engineer at Initech" }).waitFor();

    const first = paragraph(page, 1);
    await expect(first.inputValue()).resolves.toContain(
      "I am writing to apply for the Site Reliability Engineer position at Initech.",
    );
    const second = paragraph(page, 2);
    await expect(second.inputValue()).resolves.toContain(
      "One result from that work: Ran Kubernetes clusters for 40 teams.",
    );
    // The job's missing skill is never claimed.
    for (const label of ["Paragraph 1", "Paragraph 2", "Paragraph 3"]) {
      const field = page.getByRole("textbox", { name: label, exact: true });
      if (await field.count()) await expect(field.inputValue()).resolves.not.toContain("Rust");
    }

    // The trace of a drafted sentence shows on keyboard focus.
    const traced = page.locator("[data-trace]").filter({ hasText: "One result from that work" });
    await traced.focus();
    await expect(
      page.getByRole("tooltip").filter({ hasText: "From: Experience · Acme Cloud · bullet 1" }).isVisible(),
    ).resolves.toBe(true);
    await screenshot(page, "cover-letter-drafted");

    // The preview is the resume's template with the letter in it.
    const preview = page.frameLocator('iframe[title="Cover letter preview"]');
    await preview.getByText("Dear Initech hiring team,").waitFor();

    // Editing a sentence removes its trace and autosaves.
    const edited = (await second.inputValue()).replace("One result from that work", "I am proud that I");
    await second.fill(`${edited} Hand-written closing thought about reliability.`);
    await expect(page.locator("[data-trace]").filter({ hasText: "One result from that work" }).count()).resolves.toBe(
      0,
    );
    await page.getByTestId("save-state").getByText("All changes saved").waitFor({ timeout: 10_000 });
    await preview.getByText("Hand-written closing thought about reliability.").waitFor();

    // Export the PDF and read it back with poppler.
    await page.getByRole("button", { name: "Export" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 40_000 }),
      page.getByRole("menuitem", { name: "PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Grace-Hopper-cover-letter.pdf");
    const dir = mkdtempSync(join(tmpdir(), "letter-"));
    const file = join(dir, "letter.pdf");
    await download.saveAs(file);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(text).toContain("Grace Hopper");
    expect(text).toContain("Dear Initech hiring team,");
    expect(text).toContain("Hand-written closing thought about reliability.");
    expect(text).toContain("I am proud that I");
    expect(text).not.toContain("One result from that work");
    writeFileSync(join(dir, "letter.txt"), text);
    expect(alerts).toEqual([]);

    // The dashboard lists it under its resume, and opens it.
    await page.goto("/dashboard");
    const link = page
      .getByRole("list", { name: /Cover letters of/ })
      .getByRole("link", { name: "Site Reliability Engineer at Initech" });
    await link.click();
    await page.waitForURL((url) => url.pathname.startsWith("/cover-letters/"));
    await expect(paragraph(page, 2).inputValue()).resolves.toContain("Hand-written closing thought");
  });

  it("follows a link only once the paragraph typed just before is stored, and asks when it cannot be", async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    const connection = await holdableRoomSocket(page);
    await newAccount(page, "Lee Leaving");
    const resumeId = await savedResume(page, "Lee Leaving");
    const made = await page.request.post(`/api/resumes/${resumeId}/cover-letters`, { data: { jobDescription: JOB } });
    const { id } = (await made.json()) as { id: string };
    await page.goto(`/cover-letters/${id}`);
    await page.getByTestId("letter-presence").getByText("Live").waitFor({ timeout: 20_000 });
    const toResume = page.getByRole("main").locator('a[href^="/builder/"]').first();
    const onLetter = () => expect(new URL(page.url()).pathname).toBe(`/cover-letters/${id}`);

    // Stored late: the resume opens once it is, with no question.
    connection.hold();
    await paragraph(page, 1).fill("Typed, then straight back to the resume.");
    await toResume.click();
    await new Promise((done) => setTimeout(done, 1_000));
    onLetter();
    connection.release();
    await page.waitForURL((url) => url.pathname.startsWith("/builder/"));
    await page.goto(`/cover-letters/${id}`);
    await expect(paragraph(page, 1).inputValue()).resolves.toBe("Typed, then straight back to the resume.");

    // Never stored: the person is asked; staying keeps the text, leaving anyway loses it.
    await page.getByTestId("letter-presence").getByText("Live").waitFor({ timeout: 20_000 });
    connection.hold();
    await paragraph(page, 1).fill("Typed where the room never answered.");
    await toResume.click();
    await page.getByText("Saving your latest changes before leaving…").waitFor();
    const question = page.getByRole("dialog", { name: "Leave without your latest changes?" });
    await question.waitFor({ timeout: 15_000 });
    await screenshot(page, "cover-letter-leave-unsaved");
    await question.getByRole("button", { name: "Cancel" }).click();
    onLetter();
    await expect(paragraph(page, 1).inputValue()).resolves.toBe("Typed where the room never answered.");
    await toResume.click();
    await question.getByRole("button", { name: "Leave anyway" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/builder/"));
    connection.drop();
    await page.goto(`/cover-letters/${id}`);
    await expect(paragraph(page, 1).inputValue()).resolves.toBe("Typed, then straight back to the resume.");
  });

  it("fits a 390 px phone in dark mode, asks (from the keyboard) before a new draft replaces text", async () => {
    const page = await browser.newPage({ colorScheme: "dark", width: 390, height: 844 });
    await newAccount(page, "Dark Phone");
    const resumeId = await savedResume(page, "Dark Phone");
    const made = await page.request.post(`/api/resumes/${resumeId}/cover-letters`, { data: { jobDescription: JOB } });
    const { id } = (await made.json()) as { id: string };
    await page.goto(`/cover-letters/${id}`);
    await page.getByRole("heading", { name: "Site Reliability Engineer at Initech" }).waitFor();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    // Draft again over existing text asks first; Cancel (focused) keeps the letter.
    await page.getByRole("button", { name: "Draft from resume and job" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").getByText("Replace the letter with a new draft?").waitFor();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog").count()).resolves.toBe(0);
    await expect(paragraph(page, 1).inputValue()).resolves.toContain("I am writing to apply");
    // Replacing it drafts in the browser: the drafter and its tables load on this first draft.
    await paragraph(page, 1).fill("My own opening, typed over the draft.");
    await page.getByText("All changes saved").first().waitFor();
    await page.getByRole("button", { name: "Draft from resume and job" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Replace with draft" }).click();
    await expect.poll(() => paragraph(page, 1).inputValue(), { timeout: 15_000 }).toContain("I am writing to apply");
    await screenshot(page, "cover-letter-phone-dark");
  });
});
