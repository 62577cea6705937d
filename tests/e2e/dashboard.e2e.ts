import { describe, expect, it } from "vitest";
import { screenshot, setupBrowser } from "./browser";
import { signInNewUser, startNewResume } from "./session";

const browser = setupBrowser();

describe("dashboard", () => {
  it("lists resumes and renames, duplicates and deletes them (with confirmation)", async () => {
    const page = await browser.newPage();
    await signInNewUser(page, "Dash Board");
    await startNewResume(page, "tech-minimalist");
    await page.waitForURL((url) => url.searchParams.has("resume"));
    await page.goto("/dashboard");
    const cards = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Open" }) });
    await expect(cards.count()).resolves.toBe(1);
    await expect(cards.first().textContent()).resolves.toContain("Tech Minimalist");
    await expect(cards.first().textContent()).resolves.toContain("Not analyzed");

    await page.getByRole("button", { name: "Rename Dash Board's resume" }).click();
    await page.getByLabel("Resume title").fill("Backend roles");
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("link", { name: "Backend roles" }).waitFor();

    await page.getByRole("button", { name: "Duplicate Backend roles" }).click();
    await page.getByRole("link", { name: "Copy of Backend roles" }).waitFor();
    await expect(cards.count()).resolves.toBe(2);
    await screenshot(page, "dashboard");

    await page.getByRole("button", { name: "Delete Copy of Backend roles" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this resume?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(cards.count()).resolves.toBe(2);
    await page.getByRole("button", { name: "Delete Copy of Backend roles" }).click();
    await dialog.getByRole("button", { name: "Delete resume" }).click();
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
});
