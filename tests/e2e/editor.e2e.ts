import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, setupBrowser } from "./browser";
import { holdableRoomSocket } from "./held-socket";
import { newAccount, startNewResume } from "./session";

const browser = setupBrowser();

/** The preview iframe's text, as the person looking at the page reads it. */
async function previewText(page: Page): Promise<string> {
  const frame = page.frameLocator('iframe[title="Live preview of your resume"]');
  return (await frame.locator("body").textContent()) ?? "";
}

/**
 * The preview document's own markup, without what paging adds (spacers, page marks, the body's
 * height): edits are patched into the live document node by node, which must leave exactly what
 * a fresh load of the same resume shows.
 */
async function previewMarkup(page: Page): Promise<string> {
  const frame = page.frameLocator('iframe[title="Live preview of your resume"]');
  return frame.locator("html").evaluate((root) => {
    const copy = root.cloneNode(true) as HTMLElement;
    for (const added of Array.from(copy.querySelectorAll(".rf-page-gap, .rf-page-mark"))) added.remove();
    copy.querySelector("body")?.removeAttribute("style");
    return copy.outerHTML;
  });
}

async function openEditor(page: Page, templateId = "modern-professional") {
  await startNewResume(page, templateId);
  await page.waitForURL((url) => url.pathname === `/builder/${templateId}` && url.searchParams.has("resume"));
  await page.getByRole("heading", { name: "Resume Editor" }).waitFor();
}

describe("the editor", () => {
  it("creates a resume from a template, fills every section, reorders entries, and keeps it all after reload", async () => {
    const page = await browser.newPage({ width: 1440, height: 900 });
    // dnd-kit is not part of the editor's load; the entries' handles load it (docs/performance.md).
    const dndChunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/sortable-dnd-[\w-]+\.js$/.test(new URL(request.url()).pathname)) dndChunks.push(request.url());
    });
    await newAccount(page, "Priya Natarajan");
    await openEditor(page);
    await expect(page.getByTestId("template-name").textContent()).resolves.toBe("Modern Professional");
    // A new resume starts with the account's name.
    await expect(page.getByLabel("Full Name", { exact: true }).inputValue()).resolves.toBe("Priya Natarajan");

    await page.getByLabel("Phone", { exact: true }).fill("+1 415 555 0199");
    await page.getByLabel("Address", { exact: true }).fill("San Francisco, CA");
    await page.getByLabel("LinkedIn (optional)", { exact: true }).fill("https://linkedin.com/in/priya");
    await page.getByLabel("Summary", { exact: true }).fill("Platform engineer who makes deploys boring.");
    await page.getByRole("textbox", { name: "Skills", exact: true }).fill("Go, Kubernetes, , Terraform ");

    await page.getByRole("button", { name: "+ Add experience" }).click();
    await page.getByLabel("Company", { exact: true }).fill("Globex");
    await page.getByLabel("Position", { exact: true }).fill("Staff Engineer");
    await page.getByLabel("Start Date", { exact: true }).first().fill("2021-04");
    await page.getByLabel("Currently working here", { exact: true }).check();
    await expect(page.getByLabel("End Date", { exact: true }).count()).resolves.toBe(0);
    await page.getByLabel("Description", { exact: true }).first().fill("- Cut deploy time by 80%");

    await page.getByRole("button", { name: "+ Add experience" }).click();
    await page.getByLabel("Company", { exact: true }).nth(1).fill("Initech");
    await page.getByLabel("Position", { exact: true }).nth(1).fill("Engineer");
    await page.getByLabel("End Date", { exact: true }).fill("2021-03");

    await page.getByRole("button", { name: "+ Add education" }).click();
    await page.getByLabel("Institution", { exact: true }).fill("UC Berkeley");
    await page.getByLabel("Degree", { exact: true }).fill("B.S.");
    await page.getByLabel("Field of Study", { exact: true }).fill("Computer Science");
    await page.getByLabel("Graduation Date", { exact: true }).fill("2015-05");

    await page.getByRole("button", { name: "+ Add project" }).click();
    await page.getByLabel("Project Name", { exact: true }).fill("kubeflow-lite");
    await page.getByLabel("Technologies", { exact: true }).fill("Go, gRPC");

    // Keyboard alternative to dragging: move Initech above Globex.
    await page.getByRole("button", { name: /Move Experience 2: Engineer, Initech up/ }).click();
    const text = await previewText(page);
    expect(text).toContain("Platform engineer who makes deploys boring.");
    expect(text.indexOf("Initech")).toBeLessThan(text.indexOf("Globex"));
    expect(text).toContain("Terraform");
    expect(text).not.toMatch(/,\s*,/);

    // Dragging by the keyboard on a handle: focusing it loads dnd-kit, the list is drawn again with
    // it and the handle keeps the focus; Space lifts, ArrowUp moves, Space drops. Globex back on top.
    expect(dndChunks).toEqual([]);
    await page.getByRole("button", { name: "Drag to reorder Experience 2: Staff Engineer, Globex" }).focus();
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-roledescription") === "sortable");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      "Drag to reorder Experience 2: Staff Engineer, Globex",
    );
    expect(dndChunks).toHaveLength(1);
    // Lifted by Space (the handle is pressed), put back by Escape.
    await page.keyboard.press("Space");
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-pressed") === "true");
    // dnd-kit listens for the keys that move or drop a moment after the lift: Escape until it is put back.
    await expect
      .poll(async () => {
        await page.keyboard.press("Escape");
        return page.evaluate(() => document.querySelector('[aria-pressed="true"][data-drag-handle]') === null);
      })
      .toBe(true);
    // Dragged by the pointer: Globex's handle onto Initech's place.
    const from = await page
      .getByRole("button", { name: "Drag to reorder Experience 2: Staff Engineer, Globex" })
      .boundingBox();
    const to = await page
      .getByRole("button", { name: "Drag to reorder Experience 1: Engineer, Initech" })
      .boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(from!.x + from!.width / 2, from!.y + ((to!.y - 20 - from!.y) * step) / 10);
    }
    await page.mouse.up();
    await expect
      .poll(async () => {
        const moved = await previewText(page);
        return moved.indexOf("Globex") < moved.indexOf("Initech");
      })
      .toBe(true);
    // And Initech on top again by its button, now with dnd-kit's list.
    await page.getByRole("button", { name: /Move Experience 2: Engineer, Initech up/ }).click();
    await expect
      .poll(async () => {
        const moved = await previewText(page);
        return moved.indexOf("Initech") < moved.indexOf("Globex");
      })
      .toBe(true);

    await page.getByRole("banner").getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Resume saved successfully!").waitFor();
    await screenshot(page, "editor-filled");

    const patched = await previewMarkup(page);

    await page.reload();
    await page.getByRole("heading", { name: "Resume Editor" }).waitFor();
    await expect.poll(() => previewMarkup(page)).toBe(patched);
    await expect(page.getByLabel("Company", { exact: true }).first().inputValue()).resolves.toBe("Initech");
    await expect(page.getByRole("textbox", { name: "Skills", exact: true }).inputValue()).resolves.toBe(
      "Go, Kubernetes, Terraform",
    );
    await expect(page.getByLabel("Currently working here", { exact: true }).nth(1).isChecked()).resolves.toBe(true);
    await expect(page.getByLabel("Project Name", { exact: true }).inputValue()).resolves.toBe("kubeflow-lite");
  });

  it("shows a keystroke in the preview and autosaves without the Save button", async () => {
    const page = await browser.newPage();
    await newAccount(page, "Autosave Tester");
    await openEditor(page);
    await page.getByLabel("Summary", { exact: true }).fill("Typed and never saved by hand");
    await expect.poll(() => previewText(page)).toContain("Typed and never saved by hand");
    await page.getByText("All changes saved").waitFor({ timeout: 10_000 });
    await page.reload();
    // Straight from the server's render: the loader reads the room, which D1 may still lag behind.
    await expect(page.getByLabel("Summary", { exact: true }).inputValue()).resolves.toBe(
      "Typed and never saved by hand",
    );
    await page.getByTestId("live-badge").filter({ hasText: "Live" }).waitFor();
    await expect(page.getByLabel("Summary", { exact: true }).inputValue()).resolves.toBe(
      "Typed and never saved by hand",
    );
  });

  it("follows a link only once the edit typed just before is stored, and asks when it cannot be", async () => {
    const page = await browser.newPage();
    const connection = await holdableRoomSocket(page);
    await newAccount(page, "Quick Leaver");
    await openEditor(page);
    const editorUrl = page.url();
    const summary = page.getByLabel("Summary", { exact: true });
    await page.getByTestId("live-badge").filter({ hasText: "Live" }).waitFor();

    // Stored late: the dashboard opens once it is, with no question.
    connection.hold();
    await summary.fill("Typed, then straight to the dashboard");
    await page.getByRole("link", { name: "Dashboard" }).click();
    await new Promise((done) => setTimeout(done, 1_000));
    expect(new URL(page.url()).pathname).toBe("/builder/modern-professional");
    connection.release();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.goto(editorUrl);
    await page.getByTestId("live-badge").filter({ hasText: "Live" }).waitFor();
    await expect(summary.inputValue()).resolves.toBe("Typed, then straight to the dashboard");

    // Never stored: the person is asked, and staying keeps the edit.
    connection.hold();
    await summary.fill("Typed where the room never answered");
    await page.getByRole("link", { name: "Dashboard" }).click();
    // Meanwhile the page says why the dashboard has not opened yet.
    await page.getByText("Saving your latest changes before leaving…").waitFor();
    const question = page.getByRole("dialog", { name: "Leave without your latest changes?" });
    await question.waitFor({ timeout: 15_000 });
    await screenshot(page, "editor-leave-unsaved");
    await page.keyboard.press("Escape");
    await question.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/builder/modern-professional");
    await expect(summary.inputValue()).resolves.toBe("Typed where the room never answered");
    // Asked again, the person leaves anyway: what the room never had is gone.
    await page.getByRole("link", { name: "Dashboard" }).click();
    await question.getByRole("button", { name: "Leave anyway" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    connection.drop();
    await page.goto(editorUrl);
    await page.getByTestId("live-badge").filter({ hasText: "Live" }).waitFor();
    await expect(summary.inputValue()).resolves.toBe("Typed, then straight to the dashboard");
  });

  it("saves with Collaboration switched Off, after edits made through the room, and before a link is followed", async () => {
    const page = await browser.newPage();
    await newAccount(page, "Solo Saver");
    await openEditor(page);
    await page.getByTestId("live-badge").filter({ hasText: "Live" }).waitFor();
    await page.getByLabel("Summary", { exact: true }).fill("Typed while collaborating");
    await page.getByText("All changes saved").waitFor({ timeout: 10_000 });
    await page.getByRole("switch", { name: /Collaboration/ }).click();
    await page.getByText("Collaboration Off").waitFor();
    await page.getByLabel("Summary", { exact: true }).fill("Typed alone, then saved");
    await page.getByRole("banner").getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Resume saved successfully!").waitFor();
    // Save again with nothing new: still a success, not an error.
    await page.getByRole("banner").getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => page.getByText("Resume saved successfully!").count()).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => page.getByLabel("Summary", { exact: true }).inputValue()).toBe("Typed alone, then saved");
    // Left at once, within the 2 s before an edit made alone is saved: the link waits for the save.
    const editorUrl = page.url();
    await page.getByTestId("live-badge").filter({ hasText: "Live" }).waitFor();
    await page.getByRole("switch", { name: /Collaboration/ }).click();
    await page.getByText("Collaboration Off").waitFor();
    await page.getByLabel("Summary", { exact: true }).fill("Typed alone, then left");
    await page.getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.goto(editorUrl);
    await expect.poll(() => page.getByLabel("Summary", { exact: true }).inputValue()).toBe("Typed alone, then left");
  });

  it("changes template and keeps the data", async () => {
    const page = await browser.newPage();
    await newAccount(page, "Template Switcher");
    await openEditor(page);
    await page.getByLabel("Summary", { exact: true }).fill("Keep me across templates");
    await page.getByLabel("Template", { exact: true }).selectOption("classic-executive");
    await page.waitForURL((url) => url.pathname === "/builder/classic-executive");
    await expect(page.getByTestId("template-name").textContent()).resolves.toBe("Classic Executive");
    await expect(page.getByLabel("Summary", { exact: true }).inputValue()).resolves.toBe("Keep me across templates");
    await page.getByText("All changes saved").waitFor({ timeout: 10_000 });
    await page.reload();
    await page.getByTestId("live-badge").filter({ hasText: "Live" }).waitFor();
    await expect.poll(() => page.getByLabel("Summary", { exact: true }).inputValue()).toBe("Keep me across templates");
    await expect.poll(() => page.getByTestId("template-name").textContent()).toBe("Classic Executive");
  });

  it("validates the job description and redirects unknown templates", async () => {
    const page = await browser.newPage();
    await newAccount(page, "JD Tester");
    await openEditor(page);
    const save = page.getByRole("button", { name: "Save", exact: true }).last();
    await expect(save.isDisabled()).resolves.toBe(true);
    await page.getByLabel("Job Title", { exact: true }).fill("Data Engineer");
    await expect(save.isDisabled()).resolves.toBe(true);
    await page
      .getByRole("textbox", { name: "Job Description", exact: true })
      .fill("We need:\n- SQL\n* Airflow\nNice words");
    await expect(save.isDisabled()).resolves.toBe(false);
    await page.getByText("2 requirements found").waitFor();
    await page.goto("/builder/not-a-template");
    await page.waitForURL((url) => url.pathname === "/templates");
  });

  it("looks right in dark mode and on a 375 px phone", async () => {
    const page = await browser.newPage({ colorScheme: "dark", width: 375, height: 812 });
    await newAccount(page, "Mobile Dark");
    await openEditor(page);
    await page.getByTestId("live-badge").filter({ hasText: "Live" }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "editor-mobile-dark");
  });
});
