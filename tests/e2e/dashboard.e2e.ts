import { createHash } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, setupBrowser } from "./browser";
import { newAccount, signInNewUser, startNewResume } from "./session";

const browser = setupBrowser();

/** The bytes of the first card's thumbnail as the page shows it. */
async function thumbnailBytes(page: Page, title: string): Promise<string> {
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: title, exact: true }) });
  const image = card.getByTestId("resume-thumbnail");
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 })
    .toBe(true);
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(src).toContain("/thumbnail");
  const response = await page.request.get(src);
  expect(response.headers()["content-type"]).toBe("image/png");
  return createHash("sha256")
    .update(await response.body())
    .digest("hex");
}

describe("dashboard", () => {
  it("lists resumes and renames, duplicates and deletes them (to the Trash, with confirmation)", async () => {
    const page = await browser.newPage();
    await newAccount(page, "Dash Board");
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
    await newAccount(page, "Way Finder");
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
    await newAccount(owner, "Owner Person");
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
    for (const [templateId, title] of [
      ["tech-minimalist", "Backend roles"],
      ["classic-executive", "Acme application"],
      ["modern-professional", "Zeta pitch"],
    ] as const) {
      await startNewResume(page, templateId);
      const id = new URL(page.url()).searchParams.get("resume")!;
      expect((await page.request.put(`/api/resumes/${id}`, { data: { title } })).status()).toBe(200);
    }
    await page.goto("/dashboard");
    const titles = () =>
      page
        .getByRole("region", { name: /My resumes/ })
        .getByRole("heading", { level: 3 })
        .allTextContents();
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
    expect(
      (
        await page.request.put(`/api/resumes/${id}`, {
          data: { data: { ...resume.data, summary: "A new summary that changes the first page." } },
        })
      ).status(),
    ).toBe(200);
    await page.reload();
    expect(await thumbnailBytes(page, "Zeta pitch")).not.toBe(before);

    const phone = await browser.newPage({ width: 390, height: 844 });
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto("/dashboard");
    await phone.getByRole("heading", { name: "Your resumes" }).waitFor();
    await screenshot(phone, "dashboard-phone");
  });

  it("shows every item of a card's More actions menu whole, inside the window, at every width, and works from the keyboard", async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    const { fullName } = await newAccount(page, "Menu Tester");
    await startNewResume(page, "modern-professional");
    await page.waitForURL((url) => url.searchParams.has("resume"));
    const title = `${fullName}'s resume`;
    for (const [width, height] of [
      [390, 844],
      [768, 1024],
      [1024, 768],
      [1280, 800],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto("/dashboard");
      const opener = page.getByRole("button", { name: `More actions for ${title}` });
      await opener.click();
      const items = ["Tailor for a job", "Rename", "Publish…", "Duplicate", "Delete"];
      for (const name of items) {
        const item = page.getByRole("button").filter({ hasText: new RegExp(`^${name}$`) });
        await item.first().waitFor();
        // Whole, inside the window, and the topmost thing at its centre and corners: nothing clips or covers it.
        const seen = await item.first().evaluate((element) => {
          const box = element.getBoundingClientRect();
          const inside =
            box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight;
          // The middle of each edge (a rounded corner is not the element's own for hit testing) and the centre.
          const [midX, midY] = [box.left + box.width / 2, box.top + box.height / 2];
          const points = [
            [box.left + 3, midY],
            [box.right - 3, midY],
            [midX, box.top + 3],
            [midX, box.bottom - 3],
            [midX, midY],
          ];
          const onTop = points.every(([x, y]) => element.contains(document.elementFromPoint(x!, y!)));
          return { inside, onTop, itemWidth: box.width };
        });
        expect({ viewport: width, name, ...seen }).toMatchObject({ viewport: width, name, inside: true, onTop: true });
        expect(seen.itemWidth).toBeGreaterThan(150);
      }
      if (width === 390) await screenshot(page, "dashboard-card-menu-phone");
      if (width === 1280) await screenshot(page, "dashboard-card-menu");
      await page.keyboard.press("Escape");
      await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
    }
    // From the keyboard: Enter opens it on its first item, arrows move, Enter picks.
    const opener = page.getByRole("button", { name: `More actions for ${title}` });
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Tailor for a job");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Rename");
    await page.keyboard.press("Enter");
    await page.getByLabel("Resume title").waitFor();
  }, 120_000);
});
