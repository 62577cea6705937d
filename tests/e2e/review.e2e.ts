import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, setupBrowser } from "./browser";
import { live } from "./collab-steps";
import { newAccount, signInNewUser, startNewResume } from "./session";

const browser = setupBrowser();

async function openReview(page: Page, tabName = "Review") {
  await page.getByRole("tab", { name: tabName, exact: true }).click();
  // The exported PDF is drawn in pdf.js's viewer (the first export prints it; later ones come from R2).
  await page
    .locator('[data-testid="review-pdf"][data-status="ready"] .page canvas')
    .first()
    .waitFor({ timeout: 60_000 });
}

/** Drags across the first line of text on the PDF page that is at least `minChars` long; its text. */
async function selectTextOnPage(page: Page, minChars = 6): Promise<string> {
  const spans = page.locator('[data-testid="review-pdf"] .page .textLayer span');
  await spans.first().waitFor();
  const index = await spans.evaluateAll(
    (elements, min) =>
      elements.findIndex(
        (element) => (element.textContent ?? "").trim().length >= min && element.children.length === 0,
      ),
    minChars,
  );
  expect(index).toBeGreaterThanOrEqual(0);
  const span = spans.nth(index);
  const text = (await span.textContent())!.trim();
  const box = (await span.boundingBox())!;
  await page.mouse.move(box.x + 1, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++)
    await page.mouse.move(box.x + 1 + ((box.width - 2) * step) / 10, box.y + box.height / 2);
  await page.mouse.up();
  return text;
}

/** The free-text annotations poppler finds in a PDF: "page|type|contents" lines. */
const READ_ANNOTATIONS = `
import sys, gi
gi.require_version("Poppler", "0.18")
from gi.repository import Poppler
doc = Poppler.Document.new_from_file("file://" + sys.argv[1], None)
for i in range(doc.get_n_pages()):
    for mapping in doc.get_page(i).get_annot_mapping():
        a = mapping.annot
        print(f"{i}|{a.get_annot_type().value_nick}|{a.get_contents() or ''}")
`;

describe("review mode", () => {
  it("a viewer writes a note on the PDF with pdf.js's editor and comments; the owner sees the mark live, replies, resolves and downloads the reviewed PDF", async () => {
    const viewerPage = await browser.newPage({ width: 1440, height: 1000 });
    const viewer = await signInNewUser(viewerPage, "Vera Viewer");
    const owner = await browser.newPage({ width: 1440, height: 1000 });
    await newAccount(owner, "Olga Owner");
    await startNewResume(owner, "modern-professional");
    await owner.waitForURL((url) => url.searchParams.has("resume"));
    await live(owner);
    const url = new URL(owner.url());

    await owner.getByRole("button", { name: "Share", exact: true }).click();
    const dialog = owner.getByRole("dialog", { name: "Share this resume" });
    await dialog.getByLabel("Email address to invite").fill(viewer.email);
    await dialog.getByLabel("Role").selectOption("viewer");
    await dialog.getByRole("button", { name: "Invite" }).click();
    await dialog.getByText(`Invitation sent to ${viewer.email}.`).waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();

    await viewerPage.goto(url.pathname + url.search);
    await live(viewerPage);
    await openReview(owner);
    await openReview(viewerPage);

    // The viewer picks pdf.js's free-text editor, clicks on the page and types.
    const tools = viewerPage.getByRole("toolbar", { name: "Annotation tools" });
    await tools.getByRole("button", { name: "Note" }).click();
    await expect.poll(() => tools.getByRole("button", { name: "Note" }).getAttribute("aria-pressed")).toBe("true");
    const viewerPdfPage = viewerPage.locator('[data-testid="review-pdf"] .page').first();
    const box = (await viewerPdfPage.boundingBox())!;
    await viewerPage.mouse.click(box.x + box.width * 0.55, box.y + box.height * 0.2);
    await viewerPage.keyboard.type("Quantify the impact here");
    await viewerPage.keyboard.press("Escape");
    await tools.getByRole("button", { name: "Select" }).click();

    // Then a drawing with the ink editor: a drag across the page.
    await tools.getByRole("button", { name: "Draw" }).click();
    await viewerPage.getByLabel("Thickness").fill("6");
    await viewerPage.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.45);
    await viewerPage.mouse.down();
    for (let step = 1; step <= 20; step++)
      await viewerPage.mouse.move(
        box.x + box.width * (0.2 + step * 0.02),
        box.y + box.height * (0.45 + Math.sin(step / 3) * 0.03),
      );
    await viewerPage.mouse.up();
    await tools.getByRole("button", { name: "Select" }).click();

    // pdf.js's editors have accessible names (its English strings, not blanks).
    await viewerPage
      .getByRole("region", { name: "Exported PDF of your resume, with review marks" })
      .getByLabel("Drawing editor")
      .first()
      .waitFor();
    const blankLabels = await viewerPage.locator('[data-testid="review-pdf"] [aria-label=""]').count();
    expect(blankLabels).toBe(0);

    // A highlight: the Highlight tool, then a drag across a line of the resume's text.
    await tools.getByRole("button", { name: "Highlight" }).click();
    const highlighted = await selectTextOnPage(viewerPage);
    await tools.getByRole("button", { name: "Select" }).click();

    // A signature, typed: the dialog puts it at the bottom right of the last page.
    await tools.getByRole("button", { name: "Signature" }).click();
    const signing = viewerPage.getByRole("dialog", { name: "Add a signature" });
    await signing.getByLabel("Type").check();
    await signing.getByLabel("Your name").fill("Vera Viewer");
    await signing.screenshot({
      path: (await screenshot(viewerPage, "review-signature-typed")).replace(".png", "-dialog.png"),
    });
    await signing.getByRole("button", { name: "Add signature" }).click();
    await expect.poll(() => signing.isVisible()).toBe(false);

    // The owner sees the marks on the page and their threads.
    const ownerHighlight = owner.getByRole("button", { name: "Highlight by Vera Viewer" });
    await ownerHighlight.waitFor({ timeout: 20_000 });
    expect(await ownerHighlight.locator("polygon").count()).toBeGreaterThanOrEqual(1);
    const ownerHighlightThread = owner.getByRole("article", { name: "Highlight by Vera Viewer" });
    await ownerHighlightThread.getByText(highlighted.replace(/\s+/g, " ")).waitFor();
    const ownerSignature = owner.getByRole("button", { name: "Signature by Vera Viewer" });
    await ownerSignature.waitFor({ timeout: 20_000 });
    expect(await ownerSignature.locator("image").getAttribute("href")).toMatch(/^data:image\/png;base64,iVBOR/);
    await owner.getByTestId("review-pdf").screenshot({
      path: (await screenshot(owner, "review-owner-sees-highlight-signature")).replace(".png", "-pdf.png"),
    });
    const ownerDrawing = owner.getByRole("button", { name: "Drawing by Vera Viewer" });
    await ownerDrawing.waitFor({ timeout: 20_000 });
    await expect.poll(() => ownerDrawing.locator("polyline").count()).toBe(1);
    const ownerMark = owner.getByRole("button", { name: "Note by Vera Viewer" });
    await ownerMark.waitFor({ timeout: 20_000 });
    await expect.poll(() => ownerMark.textContent()).toContain("Quantify the impact here");
    const ownerThread = owner.getByRole("article", { name: "Note by Vera Viewer" });
    await ownerThread.getByText("Quantify the impact here").waitFor();
    await viewerPage
      .getByTestId("review-pdf")
      .screenshot({ path: await screenshot(viewerPage, "review-viewer-drew-note") });

    const viewerThread = viewerPage.getByRole("article", { name: "Note by Vera Viewer" });
    await viewerThread.getByLabel("Reply to Vera Viewer").fill("A number would help, e.g. 30%.");
    await viewerThread.getByRole("button", { name: "Reply" }).click();
    await ownerThread.getByText("A number would help, e.g. 30%.").waitFor();
    // The owner is told, in the room's words (worded on the owner's page from the comment's parts).
    await owner
      .getByText(/^Comment on .+ by Vera Viewer$/)
      .first()
      .waitFor();

    // Clicking the mark on the page (from the keyboard) selects its thread.
    await ownerMark.focus();
    await owner.keyboard.press("Enter");
    await expect.poll(() => ownerThread.getAttribute("aria-current")).toBe("true");
    await owner.getByTestId("review-pdf").screenshot({ path: await screenshot(owner, "review-owner-sees-mark") });

    // Download the reviewed PDF: poppler finds the note as a FreeText annotation.
    const [download] = await Promise.all([
      owner.waitForEvent("download", { timeout: 40_000 }),
      owner.getByRole("button", { name: "Download reviewed PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-reviewed\.pdf$/);
    const dir = mkdtempSync(join(tmpdir(), "reviewed-"));
    const file = join(dir, "reviewed.pdf");
    await download.saveAs(file);
    writeFileSync(join(dir, "read.py"), READ_ANNOTATIONS);
    const found = execFileSync("/usr/bin/python3", [join(dir, "read.py"), file], { encoding: "utf8" });
    expect(found).toMatch(/^0\|free-text\|Quantify the impact here$/m);
    expect(found).toMatch(/^0\|ink\|/m);
    expect(found).toMatch(/^0\|highlight\|/m);
    // The signature is an image stamp (on the last page: a new resume has one).
    expect(found).toMatch(/^0\|stamp\|/m);

    // The owner resolves the highlight: its thread closes for the viewer too, and its mark hides.
    const viewerHighlightThread = viewerPage.getByRole("article", { name: "Highlight by Vera Viewer" });
    await viewerHighlightThread.waitFor();
    // The viewer's own highlight is pdf.js's editor in the viewer's tab: it leaves the page too.
    const viewerHighlightEditor = viewerPage.locator('[data-testid="review-pdf"] .highlightEditor');
    expect(await viewerHighlightEditor.count()).toBe(1);
    await ownerHighlightThread.getByRole("button", { name: "Resolve" }).click();
    await expect.poll(() => viewerHighlightThread.count()).toBe(0);
    await expect.poll(() => ownerHighlight.count()).toBe(0);
    await expect.poll(() => viewerHighlightEditor.count()).toBe(0);

    await ownerThread.getByLabel("Reply to Vera Viewer").fill("Done, thanks!");
    await ownerThread.getByRole("button", { name: "Reply" }).click();
    await viewerThread.getByText("Done, thanks!").waitFor();
    await ownerThread.getByRole("button", { name: "Resolve" }).click();
    // Resolved threads (and their marks) hide by default, for everyone.
    await expect.poll(() => viewerThread.count()).toBe(0);
    await expect.poll(() => ownerThread.count()).toBe(0);
    await expect.poll(() => ownerMark.count()).toBe(0);
    await owner.getByLabel(/Show resolved \(2\)/).check();
    await ownerThread.getByRole("button", { name: "Reopen" }).click();
    // Reopened, the viewer's own note comes back on the viewer's page (drawn from the room now).
    await viewerPage.getByRole("button", { name: "Note by Vera Viewer" }).waitFor();

    // A late joiner (a reload) sees the mark on the page.
    await viewerPage.reload();
    await live(viewerPage);
    await openReview(viewerPage);
    await viewerPage.getByRole("button", { name: "Note by Vera Viewer" }).waitFor();
    await viewerThread.getByText("Done, thanks!").waitFor();

    // The author deletes it: gone for everyone.
    await viewerThread.getByRole("button", { name: "Delete" }).click();
    await expect.poll(() => ownerMark.count()).toBe(0);
    await expect.poll(() => ownerThread.count()).toBe(0);
  }, 180_000);

  it("fits a 390 px phone in dark mode, with the tools reachable from the keyboard", async () => {
    const page = await browser.newPage({ colorScheme: "dark", width: 390, height: 844 });
    await newAccount(page, "Dana Dark");
    await startNewResume(page, "modern-professional");
    await page.waitForURL((url) => url.searchParams.has("resume"));
    await live(page);
    await openReview(page);
    const tools = page.getByRole("toolbar", { name: "Annotation tools" });
    await tools.getByRole("button", { name: "Select" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => tools.getByRole("button", { name: "Note" }).getAttribute("aria-pressed")).toBe("true");
    const pdfPage = page.locator('[data-testid="review-pdf"] .page').first();
    const box = (await pdfPage.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(390);
    // Picked from the keyboard, pdf.js opens a note in view with the caret in it: no pointer needed.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest(".freeTextEditor") != null)).toBe(true);
    await page.keyboard.type("Dark note");
    await page.keyboard.press("Escape");
    await tools.getByRole("button", { name: "Select" }).click();
    await page.getByRole("article", { name: "Note by Dana Dark" }).getByText("Dark note").waitFor();

    // A stamp: a picked PNG, re-encoded in the browser, shown on the page as an image.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    await page.getByLabel("Add a stamp image").setInputFiles({ name: "stamp.png", mimeType: "image/png", buffer: png });
    const stamp = page.getByRole("button", { name: "Stamp by Dana Dark" });
    await stamp.waitFor();
    expect(await stamp.locator("image").getAttribute("href")).toMatch(/^data:image\/png;base64,iVBOR/);
    await page
      .getByLabel("Add a stamp image")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
    await page.getByText("Pick a PNG or JPEG image (at most 10 MB).").waitFor();

    // A signature from the keyboard alone: the toolbar's Signature, then Type, a name and Enter.
    await tools.getByRole("button", { name: "Signature" }).focus();
    await page.keyboard.press("Enter");
    const signing = page.getByRole("dialog", { name: "Add a signature" });
    await signing.waitFor();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => signing.getByLabel("Type").isChecked()).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.type("Dana Dark");
    await page.keyboard.press("Enter");
    const signatures = page.getByRole("button", { name: "Signature by Dana Dark" });
    await expect.poll(() => signatures.count()).toBe(1);
    // And one drawn with the pointer on the pad.
    await tools.getByRole("button", { name: "Signature" }).click();
    // The dialog remembers the last way of signing: Type.
    await expect.poll(() => signing.getByLabel("Type").isChecked()).toBe(true);
    await signing.getByLabel("Draw", { exact: true }).check();
    const pad = (await signing.getByTestId("signature-pad").boundingBox())!;
    await page.mouse.move(pad.x + pad.width * 0.1, pad.y + pad.height * 0.6);
    await page.mouse.down();
    for (let step = 1; step <= 16; step++)
      await page.mouse.move(
        pad.x + pad.width * (0.1 + step * 0.05),
        pad.y + pad.height * (0.5 + Math.sin(step) * 0.25),
      );
    await page.mouse.up();
    await page.screenshot({
      path: (await screenshot(page, "review-phone-dark-signature")).replace(".png", "-dialog.png"),
    });
    await signing.getByRole("button", { name: "Add signature" }).click();
    await expect.poll(() => signatures.count()).toBe(2);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.getByTestId("review-pdf").scrollIntoViewIfNeeded();
    await page.screenshot({ path: (await screenshot(page, "review-phone-dark")).replace(".png", "-view.png") });

    // In Spanish, pdf.js's editors name themselves in Spanish too (public/pdfjs-l10n/es.ftl).
    await page.context().addCookies([{ name: "lang", value: "es", url: page.url() }]);
    await page.evaluate(() => localStorage.setItem("lang", "es"));
    await page.reload();
    await page.getByTestId("live-badge").filter({ hasText: "En directo" }).waitFor({ timeout: 20_000 });
    await openReview(page, "Revisión");
    const herramientas = page.getByRole("toolbar", { name: "Herramientas de anotación" });
    await herramientas.getByRole("button", { name: "Nota" }).focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("review-pdf").getByLabel("Editor de texto").first().waitFor();
    expect(await page.locator('[data-testid="review-pdf"] [aria-label=""]').count()).toBe(0);
    await page.keyboard.press("Escape");
  }, 120_000);
});
