import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SCREENSHOT_DIR, screenshot, setupBrowser } from "./browser";
import { live, share } from "./collab-steps";
import { newAccount, signInNewUser, startNewResume } from "./session";

const browser = setupBrowser();

async function newResume(page: Page, name: string) {
  await newAccount(page, name);
  await startNewResume(page, "modern-professional");
  await page.waitForURL((url) => url.searchParams.has("resume"));
  await live(page);
  return new URL(page.url());
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const valueOf =
  (page: Page, label: string, nth = 0) =>
  () =>
    field(page, label).nth(nth).inputValue();
const companies = (page: Page) => () =>
  page
    .getByLabel("Company", { exact: true })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

describe("undo and redo", () => {
  it("undoes only my own change while a collaborator edits another field, in both browsers; redoes it; skips what the collaborator changed since", async () => {
    const a = await browser.newPage({ width: 1440, height: 1000 });
    const b = await browser.newPage({ width: 1440, height: 1000 });
    const friend = await signInNewUser(b, "Bea Editor");
    const url = await newResume(a, "Ann Owner");
    // An experience entry for B to edit.
    await a.getByRole("button", { name: "Add experience" }).click();
    await field(a, "Company").fill("Acme");
    await share(a, friend.email, "editor");
    await b.goto(url.pathname + url.search);
    await live(b);
    await expect.poll(valueOf(b, "Company")).toBe("Acme");

    await expect(a.getByTestId("undo-button").isEnabled()).resolves.toBe(true);
    // B has edited nothing: nothing to undo.
    await expect(b.getByTestId("undo-button").isDisabled()).resolves.toBe(true);

    await field(a, "Summary").fill("Ann wrote this summary");
    await field(b, "Company").fill("Bea Corp");
    for (const page of [a, b]) {
      await expect.poll(valueOf(page, "Summary")).toBe("Ann wrote this summary");
      await expect.poll(valueOf(page, "Company")).toBe("Bea Corp");
    }

    // A, still in the summary, presses Ctrl+Z: only A's summary goes back, in both browsers.
    await field(a, "Summary").press("Control+z");
    for (const page of [a, b]) {
      await expect.poll(valueOf(page, "Summary")).toBe("");
      await expect.poll(valueOf(page, "Company")).toBe("Bea Corp");
    }
    await expect(a.getByTestId("redo-button").isEnabled()).resolves.toBe(true);
    await screenshot(a, "undo-after-ctrl-z");

    await a.keyboard.press("Control+Shift+z");
    for (const page of [a, b]) {
      await expect.poll(valueOf(page, "Summary")).toBe("Ann wrote this summary");
      await expect.poll(valueOf(page, "Company")).toBe("Bea Corp");
    }

    // A's change of a field that B then changes: the undo is skipped with a notice, B's value stays.
    await field(a, "Phone").fill("+1 555 0100");
    await expect.poll(valueOf(b, "Phone")).toBe("+1 555 0100");
    await field(b, "Phone").fill("+44 20 7946 0000");
    await expect.poll(valueOf(a, "Phone")).toBe("+44 20 7946 0000");
    await a.getByTestId("undo-button").click();
    await a.getByText("Skipped: Phone was changed by a collaborator").waitFor();
    await screenshot(a, "undo-skipped-notice");
    await a.waitForTimeout(500);
    for (const page of [a, b]) await expect.poll(valueOf(page, "Phone")).toBe("+44 20 7946 0000");
    // The next undo goes on to A's older step: the summary.
    await a.getByTestId("undo-button").click();
    for (const page of [a, b]) await expect.poll(valueOf(page, "Summary")).toBe("");
  });

  it("groups typing by pauses, and undoes adding, removing and moving entries", async () => {
    const page = await browser.newPage({ width: 1440, height: 1000 });
    await newResume(page, "Tess Typist");
    const summary = field(page, "Summary");
    await summary.pressSequentially("Hello", { delay: 60 });
    await page.waitForTimeout(1500);
    await summary.pressSequentially(" world", { delay: 60 });
    await summary.press("Control+z");
    await expect.poll(valueOf(page, "Summary")).toBe("Hello");
    // The caret stays usable: typing goes on at the end.
    await summary.pressSequentially("!", { delay: 20 });
    await expect.poll(valueOf(page, "Summary")).toBe("Hello!");
    await page.waitForTimeout(1200);

    await page.getByRole("button", { name: "Add experience" }).click();
    await expect.poll(companies(page)).toEqual([""]);
    await page.keyboard.press("Control+z");
    await expect.poll(companies(page)).toEqual([]);
    await page.keyboard.press("Control+Shift+z");
    await expect.poll(companies(page)).toEqual([""]);

    await field(page, "Company").fill("First Co");
    await page.getByRole("button", { name: "Add experience" }).click();
    await field(page, "Company").nth(1).fill("Second Co");
    await page.getByRole("button", { name: /^Move Experience 2.* up$/ }).click();
    await expect.poll(companies(page)).toEqual(["Second Co", "First Co"]);
    await page.getByTestId("undo-button").click();
    await expect.poll(companies(page)).toEqual(["First Co", "Second Co"]);

    await page.getByRole("button", { name: /^Remove Experience 1/ }).click();
    await expect.poll(companies(page)).toEqual(["Second Co"]);
    await page.getByTestId("undo-button").click();
    await expect.poll(companies(page)).toEqual(["First Co", "Second Co"]);
    // Undo brings the field it changed into view.
    await field(page, "Company").nth(1).fill("Renamed Co");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(field(page, "Company").nth(1).isVisible()).resolves.toBe(true);
    const inView = () =>
      field(page, "Company")
        .nth(1)
        .evaluate(
          (input) =>
            input.getBoundingClientRect().bottom <= window.innerHeight && input.getBoundingClientRect().top >= 0,
        );
    await expect(inView()).resolves.toBe(false);
    await page.getByTestId("undo-button").click();
    await expect.poll(companies(page)).toEqual(["First Co", "Second Co"]);
    await expect.poll(inView).toBe(true);
    // The re-added entry is stored (under a new id): it is there after a reload.
    await page.getByText("All changes saved").waitFor({ timeout: 10_000 });
    await page.reload();
    await live(page);
    await expect.poll(companies(page)).toEqual(["First Co", "Second Co"]);
    await expect.poll(valueOf(page, "Summary")).toBe("Hello!");
    // A fresh page has no history to undo.
    await expect(page.getByTestId("undo-button").isDisabled()).resolves.toBe(true);
  });

  it("works with Collaboration off, and Save stores the undone state", async () => {
    const page = await browser.newPage({ width: 1440, height: 1000 });
    await newResume(page, "Olly Offline");
    await page.getByRole("switch", { name: /Collaboration/ }).click();
    await page.getByText("Collaboration Off").waitFor();
    await field(page, "Summary").fill("Kept");
    await page.waitForTimeout(1200);
    await field(page, "Summary").fill("Kept, then regretted");
    await field(page, "Summary").press("Control+z");
    await expect.poll(valueOf(page, "Summary")).toBe("Kept");
    await page.getByRole("banner").getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Resume saved successfully!").waitFor();
    await page.reload();
    await expect.poll(valueOf(page, "Summary")).toBe("Kept");
  });

  it("shows the buttons in dark mode, behind More on a phone, and in one header row at every width", async () => {
    const phone = await browser.newPage({ width: 390, height: 844, colorScheme: "dark" });
    await newResume(phone, "Pam Phone");
    await field(phone, "Summary").fill("On a phone");
    // On a phone the row is full: Undo and Redo wait behind More, named.
    await phone.getByRole("button", { name: "More actions" }).click();
    const undo = phone.getByRole("button", { name: /^Undo \((Ctrl|⌘)\+Z\)$/ });
    await expect(undo.isEnabled()).resolves.toBe(true);
    await expect(phone.getByRole("button", { name: /^Redo/ }).isDisabled()).resolves.toBe(true);
    await screenshot(phone, "undo-phone-dark");
    await undo.click();
    await expect.poll(valueOf(phone, "Summary")).toBe("");
    await expect(phone.getByRole("button", { name: /^Redo/ }).isEnabled()).resolves.toBe(true);
    await phone.keyboard.press("Escape");
    // Every width: the header's controls, the two buttons included, sit side by side in one row.
    for (const size of [390, 640, 768, 1024, 1152, 1280, 1360, 1440]) {
      await phone.setViewportSize({ width: size, height: 900 });
      const boxes = await phone
        .getByRole("banner")
        .locator("a:visible, button:visible")
        .evaluateAll((elements) =>
          elements.map((element) => {
            const rect = element.getBoundingClientRect();
            return {
              name: element.getAttribute("aria-label") ?? element.textContent ?? "",
              x: rect.x,
              y: rect.y,
              width: rect.width,
              height: rect.height,
            };
          }),
        );
      const clashes = boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter((b) => overlaps(a, b))
          .map((b) => `${a.name} / ${b.name}`),
      );
      expect(clashes, `overlapping header controls at ${size} px`).toEqual([]);
      if (size >= 768)
        expect(boxes.map((box) => box.name)).toEqual(expect.arrayContaining(["Redo (Ctrl+Shift+Z)", "History"]));
      await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(size);
      await phone.getByRole("banner").screenshot({ path: `${SCREENSHOT_DIR}undo-header-${size}-dark.png` });
    }
  });
});
