import { createHash } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, setupBrowser } from "./browser";
import { signInNewUser, startNewResume } from "./session";

const browser = setupBrowser();

/** The bytes of the first card's thumbnail as the page shows it. */
async function thumbnailBytes(page: Page, title: string): Promise<string> {
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title, exact: true }) });
  const image = card.getByTestId("resume-thumbnail");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(src).toContain("/thumbnail");
  const response = await page.request.get(src);
  expect(response.headers()["content-type"]).toBe("image/png");
  return createHash("sha256").update(await response.body()).digest("hex");
}

describe("dashboard", () => {
  it("lists resumes and renames, duplicates and deletes them (to the Trash, with confirmation)", async () => {
    const page = await browser.newPage();
    await signInNewUser(page, "Dash Board");
    await startNewResume(page, "tech-minimalist");
    await page.waitForURL((url) => url.searchParams.has("resume"));
    await page.goto("/dashboard");
    const cards = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Open" }) });
    await expect(cards.count()).resolves.toBe(1);
    await expect(cards.first().textContent()).resolves.toContain("Tech Minimalist");
    await expect(cards.first().textContent()).resolves.toContain("Not analyzed");

    const menu = (title: string) => page.getByRole("button", { name: `More actions for ${title}` }).click();
    await menu("Dash Board's resume");
    await page.getByRole("button", { name: "Rename Dash Board's resume" }).click();
    await page.getByLabel("Resume title").fill("Backend roles");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("link", { name: "Backend roles" }).waitFor();

    await menu("Backend roles");
    await page.getByRole("button", { name: "Duplicate Backend roles" }).click();
    await page.getByRole("link", { name: "Copy of Backend roles" }).waitFor();
    await expect(cards.count()).resolves.toBe(2);
    await screenshot(page, "dashboard");

    await menu("Copy of Backend roles");
    await page.getByRole("button", { name: "Delete Copy of Backend roles" }).click();
    const dialog = page.getByRole("dialog", { name: "Move to Trash?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(cards.count()).resolves.toBe(2);
    await menu("Copy of Backend roles");
    await page.getByRole("button", { name: "Delete Copy of Backend roles" }).click();
    await dialog.getByRole("button", { name: "Move to Trash" }).click();
    await page.getByRole("link", { name: "Copy of Backend roles" }).waitFor({ state: "detached" });
    await expect(cards.count()).resolves.toBe(1);

    await page.getByRole("link", { name: "Open" }).click();
    await page.waitForURL((url) => url.pathname === "/builder/tech-minimalist" && url.searchParams.has("resume"));
  });

  it("is one click away from the editor and from the landing page once signed in", async () => {
    const page = await browser.newPage();
    await page.goto("/");
    expect(await page.getByRole("banner").getByRole("link", { name: "Login" }).isVisible()).toBe(true);
    await signInNewUser(page, "Way Finder");
    await startNewResume(page, "modern-professional");
    await page.getByRole("banner").getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.getByRole("heading", { name: "Your resumes" }).waitFor();
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.goto("/");
    expect(await page.getByRole("banner").getByRole("link", { name: "Login" }).count()).toBe(0);
  });

  it("another user cannot open someone's resume URL", async () => {
    const owner = await browser.newPage();
    await signInNewUser(owner, "Owner Person");
    await startNewResume(owner, "modern-professional");
    await owner.waitForURL((url) => url.searchParams.has("resume"));
    const url = new URL(owner.url());

    const stranger = await browser.newPage();
    await signInNewUser(stranger, "Stranger Person");
    const response = await stranger.goto(url.pathname + url.search);
    expect(response!.status()).toBe(404);
    await stranger.getByRole("heading", { name: "Page not found" }).waitFor();
    const api = await stranger.request.get(`/api/resumes/${url.searchParams.get("resume")}`);
    expect(api.status()).toBe(404);
  });

  it("searches, sorts and switches views, remembers them in the address, and redraws a thumbnail after an edit", async () => {
    const page = await browser.newPage({ width: 1440, height: 900 });
    await signInNewUser(page, "Sort Person");
    for (const [templateId, title] of [["tech-minimalist", "Backend roles"], ["classic-executive", "Acme application"], ["modern-professional", "Zeta pitch"]] as const) {
      await startNewResume(page, templateId);
      const id = new URL(page.url()).searchParams.get("resume")!;
      expect((await page.request.put(`/api/resumes/${id}`, { data: { title } })).status()).toBe(200);
    }
    await page.goto("/dashboard");
    const titles = () => page.getByRole("region", { name: /My resumes/ }).getByRole("heading", { level: 3 }).allTextContents();
    // Last edited first by default.
    await expect.poll(titles).toEqual(["Zeta pitch", "Acme application", "Backend roles"]);
    await page.getByLabel("Sort by").selectOption("name");
    await expect.poll(titles).toEqual(["Acme application", "Backend roles", "Zeta pitch"]);
    await page.getByLabel("Search resumes").fill("classic");
    await expect.poll(titles).toEqual(["Acme application"]);
    await page.getByLabel("Search resumes").fill("");
    await page.getByText("List", { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("view")).toBe("list");
    await screenshot(page, "dashboard-list");
    await page.reload();
    await expect.poll(titles).toEqual(["Acme application", "Backend roles", "Zeta pitch"]);
    await expect(page.getByLabel("List").isChecked()).resolves.toBe(true);
    await page.getByText("Grid", { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("view")).toBe("grid");

    // The thumbnail is the real first page, and it changes when the resume does.
    const before = await thumbnailBytes(page, "Zeta pitch");
    await screenshot(page, "dashboard-grid");
    const zeta = await page.getByRole("link", { name: "Zeta pitch", exact: true }).getAttribute("href");
    const id = new URL(zeta!, "http://x").searchParams.get("resume")!;
    const resume = (await (await page.request.get(`/api/resumes/${id}`)).json()) as { data: { summary: string } };
    expect((await page.request.put(`/api/resumes/${id}`, { data: { data: { ...resume.data, summary: "A new summary that changes the first page." } } })).status()).toBe(200);
    await page.reload();
    expect(await thumbnailBytes(page, "Zeta pitch")).not.toBe(before);

    const phone = await browser.newPage({ width: 390, height: 844 });
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto("/dashboard");
    await phone.getByRole("heading", { name: "Your resumes" }).waitFor();
    await screenshot(phone, "dashboard-phone");
  });
});

