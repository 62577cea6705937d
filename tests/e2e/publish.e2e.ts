/** Publishing a resume as a public link (docs/product.md#public-link): publish, open signed out, download, unpublish. */
import { execFileSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { screenshot, setupBrowser } from "./browser";
import { newAccount, startNewResume } from "./session";

const browser = setupBrowser();
const PHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

describe("the public link", () => {
  it("is published from the dashboard, read signed out on a phone, downloads the PDF, and 404s once unpublished", async () => {
    const page = await browser.newPage();
    const { fullName } = await newAccount(page, "Paula Publisher");
    await startNewResume(page, "modern-professional");
    await page.getByLabel("Summary", { exact: true }).fill("Product designer who ships <accessible> interfaces.");
    await page.getByLabel("Phone", { exact: true }).fill("+1 415 555 0199");
    await page.getByLabel("Email", { exact: true }).fill("paula.contact@example.org");
    await page.getByRole("banner").getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Resume saved successfully!").waitFor();
    // The room has it; D1, which the public page reads, follows within its write-back (about 2 s).
    const resumeId = new URL(page.url()).searchParams.get("resume");
    await expect
      .poll(
        async () =>
          ((await (await page.request.get(`/api/resumes/${resumeId}`)).json()) as { data: { summary: string } }).data
            .summary,
        { timeout: 15_000 },
      )
      .toBe("Product designer who ships <accessible> interfaces.");

    await page.goto("/dashboard");
    const title = `${fullName}'s resume`;
    await page.getByRole("button", { name: `More actions for ${title}` }).click();
    await page.getByRole("button", { name: `Publish ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Publish “${title}”` });
    await dialog.getByRole("button", { name: "Publish", exact: true }).waitFor();
    await screenshot(page, "publish-dialog");
    // A reserved name is refused in words, and nothing is published.
    await dialog.getByLabel("Link name").fill("admin");
    await dialog.getByRole("button", { name: "Publish", exact: true }).click();
    await dialog.getByRole("alert").filter({ hasText: '"admin" is reserved' }).waitFor();
    const slug = `paula-${Date.now().toString(36)}`;
    await dialog.getByLabel("Link name").fill(slug);
    // Scrapers harvest public resumes: the phone is left out unless the owner shows it.
    expect(await dialog.getByLabel("Hide my phone number").isChecked()).toBe(true);
    expect(await dialog.getByLabel("Hide my e-mail address").isChecked()).toBe(false);
    await dialog.getByLabel("Hide my e-mail address").check();
    await dialog.getByRole("button", { name: "Publish", exact: true }).click();
    const published = page.getByRole("status").filter({ hasText: "Published at" });
    await published.waitFor();
    // The toast is drawn above the modal's backdrop, not under it: it is what the eye meets there.
    const onTop = await published.evaluate((toast) => {
      const box = toast.getBoundingClientRect();
      return toast.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(onTop).toBe(true);
    const link = dialog.getByTestId("publication-url");
    await link.waitFor();
    const url = (await link.textContent())!;
    expect(url).toMatch(new RegExp(`/r/${slug}$`));
    await screenshot(page, "publish-dialog-published");
    await dialog.getByRole("button", { name: "Close" }).click();
    const line = page.getByTestId("published-line");
    await line.waitFor();
    expect(await line.textContent()).toContain("0 views · 0 downloads (7 days)");

    // A visitor, signed out, on a phone.
    const visitor = await browser.newPage({ width: 390, height: 844 });
    // Headless Chromium names itself "HeadlessChrome", which isbot rightly takes for a robot: not counted.
    await visitor.setExtraHTTPHeaders({ "User-Agent": PHONE_UA });
    const response = await visitor.goto(`/r/${slug}`);
    expect(response!.status()).toBe(200);
    await visitor.getByRole("heading", { name: fullName }).waitFor();
    expect(await visitor.title()).toBe(`${fullName} · Resume`);
    expect(await visitor.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    expect(await visitor.getByText("Product designer who ships <accessible> interfaces.").count()).toBe(1);
    const publicText = await visitor.locator("body").innerText();
    expect(publicText).not.toContain("555 0199");
    expect(publicText).not.toContain("paula.contact@example.org");
    expect(await visitor.locator('a[href^="mailto:"], a[href^="tel:"]').count()).toBe(0);
    // Reflowed to the phone: nothing runs off the side.
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(visitor, "publish-public-phone");
    const dark = await browser.newPage({ width: 1280, height: 900, colorScheme: "dark" });
    await dark.setExtraHTTPHeaders({ "User-Agent": PHONE_UA });
    await dark.goto(`/r/${slug}`);
    await screenshot(dark, "publish-public-dark");

    const [download] = await Promise.all([
      visitor.waitForEvent("download", { timeout: 60_000 }),
      visitor.getByRole("link", { name: "Download PDF" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const file = `${tmpdir()}/publish-e2e-${Date.now()}.pdf`;
    await writeFile(file, bytes);
    const pdfText = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
    expect(pdfText).toContain(fullName);
    expect(pdfText).not.toContain("555 0199");
    expect(pdfText).not.toContain("paula.contact@example.org");

    // The owner sees the view and the download counted: the phone and the dark page are one visitor, counted once.
    await page.reload();
    await expect
      .poll(async () => page.getByTestId("published-line").textContent())
      .toContain("1 view · 1 download (7 days)");

    await page.getByRole("button", { name: `More actions for ${title}` }).click();
    await page.getByRole("button", { name: `Publish ${title}` }).click();
    await dialog.getByRole("button", { name: "Unpublish" }).click();
    await page.getByRole("status").filter({ hasText: "Unpublished" }).waitFor();
    await dialog.getByRole("button", { name: "Publish", exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    await page.getByTestId("published-line").waitFor({ state: "detached" });
    expect((await visitor.goto(`/r/${slug}`))!.status()).toBe(404);
    await visitor.getByRole("heading", { name: "This link does not exist" }).waitFor();
  }, 180_000);
});
