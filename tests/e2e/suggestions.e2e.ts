/**
 * Suggestions in two browsers (docs/collaboration.md#suggestions): the owner shares with a suggester, who changes a bullet
 * and adds a skill; the owner sees both in place within a second, accepts one and rejects the
 * other; the preview, the PDF and the version history show the result, and undo takes back the
 * accepted one.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { screenshot, setupBrowser } from "./browser";
import { live, share } from "./collab-steps";
import { pdfText } from "./pdf-text";
import { newAccount, signInNewUser, startNewResume } from "./session";

const browser = setupBrowser();
const description = (page: Page) => page.getByLabel("Description", { exact: true }).first();
const skills = (page: Page) => page.getByRole("textbox", { name: "Skills", exact: true });
const previewText = (page: Page) =>
  page.frameLocator('iframe[title="Live preview of your resume"]').locator("body").innerText();

describe("suggestions", () => {
  it("a suggester proposes, the owner accepts one and rejects the other, and undo takes back the accepted one", async () => {
    const coachPage = await browser.newPage({ width: 1440, height: 1000 });
    const coach = await signInNewUser(coachPage, "Ana Coach");
    const owner = await browser.newPage({ width: 1440, height: 1000 });
    await newAccount(owner, "Olive Owner");
    await startNewResume(owner, "modern-professional");
    await live(owner);
    await skills(owner).fill("Go, Kubernetes");
    await owner.getByRole("button", { name: "+ Add experience" }).click();
    await owner.getByLabel("Company", { exact: true }).fill("Globex");
    await owner.getByLabel("Position", { exact: true }).fill("Engineer");
    await description(owner).fill("- Cut deploy time");
    // A saved job that asks for Terraform: the score is computed as the job is typed.
    await owner.getByLabel("Job Title", { exact: true }).fill("Platform Engineer");
    await owner
      .getByRole("textbox", { name: "Job Description", exact: true })
      .fill(
        "Platform Engineer. We run Go services on Kubernetes, provisioned with Terraform. Blue-green releases, deploy automation.",
      );
    await owner.getByTestId("ats-score").waitFor({ timeout: 15_000 });
    await share(owner, coach.email, "suggester");
    const resumeId = new URL(owner.url()).searchParams.get("resume")!;

    await coachPage.goto(new URL(owner.url()).pathname + new URL(owner.url()).search);
    await live(coachPage);
    await coachPage.getByText("You can suggest changes: what you type becomes a suggestion").waitFor();
    await expect.poll(() => description(coachPage).inputValue()).toBe("- Cut deploy time");

    // The coach changes the bullet and adds a skill: two suggestions, one per field.
    const posted = (page: Page) =>
      page.waitForResponse(
        (r) =>
          r.request().method() === "POST" &&
          r.url().endsWith(`/api/resumes/${resumeId}/suggestions`) &&
          r.status() === 201,
      );
    const both = Promise.all([posted(coachPage), posted(coachPage)]);
    await description(coachPage).fill("- Cut deploy time by 80% with blue-green releases");
    await skills(coachPage).fill("Go, Kubernetes, Terraform");
    await both;
    const sentAt = Date.now();
    // The owner sees both in place (under the fields), within a second of the room taking them.
    const bulletMark = owner.locator('[data-field-suggestions$=".description"]');
    const skillMark = owner.locator('[data-field-suggestions="skills"]');
    await bulletMark.getByText("- Cut deploy time by 80% with blue-green releases").waitFor({ timeout: 5_000 });
    await skillMark.getByText("Go, Kubernetes, Terraform").waitFor({ timeout: 5_000 });
    expect(Date.now() - sentAt).toBeLessThan(1_000);
    await expect(bulletMark.locator("del").textContent()).resolves.toContain("- Cut deploy time");
    await expect(bulletMark.textContent()).resolves.toContain("Ana Coach");
    // The resume itself is unchanged until the owner decides.
    await expect(description(owner).inputValue()).resolves.toBe("- Cut deploy time");
    await owner.getByTestId("suggestions-panel").getByText("2 pending").waitFor();
    // The ATS panel says what accepting them would do to the score.
    await expect
      .poll(() => owner.getByTestId("suggested-score").textContent(), { timeout: 15_000 })
      .toMatch(/^\+\d+ if you accept Ana Coach's 2 suggestions$/);
    // The preview can show the resume with all suggestions, or as it is.
    await owner.getByTestId("preview-suggestions").getByText("With all suggestions").click();
    await expect.poll(() => previewText(owner)).toContain("blue-green releases");
    await expect(previewText(owner)).resolves.toContain("Terraform");
    await screenshot(owner, "suggestions-owner");
    // Keyboard reachable, readable in the dark and on a phone: axe finds nothing serious in the marks and the panel.
    await owner.emulateMedia({ colorScheme: "dark" });
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.evaluate(() => document.documentElement.classList.add("dark"));
    expect(await seriousViolations(owner, '[data-testid="suggestions-panel"]')).toEqual([]);
    expect(await seriousViolations(owner, '[data-field-suggestions="skills"]')).toEqual([]);
    await skillMark.scrollIntoViewIfNeeded();
    await screenshot(owner, "suggestions-owner-phone-dark");
    await owner.evaluate(() => document.documentElement.classList.remove("dark"));
    await owner.emulateMedia({ colorScheme: "light" });
    await owner.setViewportSize({ width: 1440, height: 1000 });
    await owner.getByTestId("preview-suggestions").getByText("As it is").click();
    await expect.poll(() => previewText(owner)).not.toContain("blue-green releases");
    await screenshot(coachPage, "suggestions-suggester");

    await bulletMark.getByRole("button", { name: /^Accept/ }).click();
    await expect.poll(() => description(owner).inputValue()).toBe("- Cut deploy time by 80% with blue-green releases");
    await skillMark.getByRole("button", { name: /^Reject/ }).click();
    await skillMark.waitFor({ state: "detached" });
    await expect(skills(owner).inputValue()).resolves.toBe("Go, Kubernetes");
    // The suggester sees the result: the accepted bullet, the skill not added.
    await expect
      .poll(() => description(coachPage).inputValue())
      .toBe("- Cut deploy time by 80% with blue-green releases");
    await expect.poll(() => skills(coachPage).inputValue()).toBe("Go, Kubernetes");
    await expect.poll(() => previewText(owner)).toContain("blue-green releases");
    await expect(previewText(owner)).resolves.not.toContain("Terraform");
    const panel = owner.getByTestId("suggestions-panel");
    await panel.getByText("Decided").click();
    await panel.locator('[data-status="accepted"]').getByText("Accepted by Olive Owner").waitFor();
    await panel.locator('[data-status="rejected"]').getByText("Rejected by Olive Owner").waitFor();
    await screenshot(owner, "suggestions-decided");

    // The PDF has the accepted bullet and not the rejected skill.
    const pdf = await owner.request.get(`/api/resumes/${resumeId}/export?format=pdf`);
    expect(pdf.status()).toBe(200);
    const { text } = await pdfText(new Uint8Array(await pdf.body()));
    expect(text).toContain("blue-green releases");
    expect(text).not.toContain("Terraform");

    // The version history says who it came from.
    await owner.getByRole("button", { name: "History", exact: true }).click();
    const history = owner.getByRole("dialog", { name: "Version history" });
    await history.getByText("Accepted suggestion from Ana Coach").first().waitFor();
    await history.getByRole("button", { name: "Close" }).click();

    // Undo takes the accepted suggestion back, for everyone.
    await owner.getByTestId("undo-button").click();
    await expect.poll(() => description(owner).inputValue()).toBe("- Cut deploy time");
    await expect.poll(() => description(coachPage).inputValue()).toBe("- Cut deploy time");

    // A suggestion typed and left at once, within the second's pause before it is sent, still arrives.
    await coachPage.getByLabel("Summary", { exact: true }).fill("Platform engineer who ships every week.");
    await coachPage.getByRole("link", { name: "Dashboard" }).click();
    await coachPage.waitForURL((url) => url.pathname === "/dashboard");
    await owner
      .locator('[data-field-suggestions="summary"]')
      .getByText("Platform engineer who ships every week.")
      .waitFor({ timeout: 5_000 });
  });
  it("the owner's Suggesting switch says what it does in each position, and turns typing into suggestions only while on", async () => {
    const owner = await browser.newPage({ width: 1280, height: 900 });
    await newAccount(owner, "Sol Switch");
    await startNewResume(owner, "modern-professional");
    await live(owner);
    const summary = owner.getByLabel("Summary", { exact: true });
    await summary.fill("Engineer.");
    const toggle = owner.getByRole("switch", { name: "Suggesting" });
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    await owner.getByText("Off: your changes are made directly. Turn on to make them suggestions instead.").waitFor();
    expect(await owner.getByText("Your changes become suggestions the owner accepts or rejects.").count()).toBe(0);

    await toggle.click();
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    await owner.getByText("Your changes become suggestions the owner accepts or rejects.").waitFor();
    await summary.fill("Senior engineer.");
    const mark = owner.locator('[data-field-suggestions="summary"]');
    await mark.getByText("Senior engineer.").waitFor({ timeout: 5_000 });
    await owner.getByTestId("suggestions-panel").getByText("1 pending").waitFor();
    // The resume as it is (the preview's default) still says what it said.
    const asItIs = await previewText(owner);
    expect(asItIs).toContain("Engineer.");
    expect(asItIs).not.toContain("Senior engineer.");

    await toggle.click();
    await owner.getByText("Off: your changes are made directly.", { exact: false }).waitFor();
    await summary.fill("Staff engineer.");
    await expect.poll(() => previewText(owner)).toContain("Staff engineer.");
  });
});
