/**
 * Collaboration behind a proxy that refuses websockets (docs/collaboration-http.md): two browsers
 * edit one resume and one cover letter over HTTP, see each other's edits, and both are stored;
 * once the proxy lets upgrades through, both pages move back to the socket by themselves.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, expectPageError, screenshot, setupBrowser } from "./browser";
import { signInNewUser } from "./session";
import { startUpgradeProxy, type UpgradeProxy } from "./upgrade-proxy";

const browser = setupBrowser();
let proxy: UpgradeProxy;

beforeAll(async () => {
  proxy = await startUpgradeProxy(baseUrl());
});
afterAll(async () => {
  await proxy?.close();
});

const badge = (page: Page) => page.getByTestId("live-badge");
const letterBadge = (page: Page) => page.getByTestId("letter-live");

async function personBehindProxy(name: string) {
  const page = await browser.newPage({ width: 1280, height: 900, baseURL: proxy.url });
  // Chromium reports each refused upgrade on the console; that is the network, not the page.
  expectPageError(page, /WebSocket connection to .* failed/);
  const account = await signInNewUser(page, name);
  return { page, ...account };
}

describe("collaboration on a network that refuses websockets", () => {
  it("edits a resume and a letter together over HTTP, stores both, and moves back to the socket when upgrades pass", async () => {
    const owner = await personBehindProxy("Ana Owner");
    const friend = await personBehindProxy("Ben Editor");
    const created = await owner.page.request.post("/api/resumes", {
      data: { templateId: "modern-professional", data: { personalInfo: { fullName: "Ana Owner" } } },
    });
    expect(created.status()).toBe(201);
    const { id: resumeId } = (await created.json()) as { id: string };
    const shared = await owner.page.request.post(`/api/resumes/${resumeId}/collaborators`, {
      data: { email: friend.email, role: "editor" },
      headers: { Origin: proxy.url },
    });
    expect(shared.status()).toBe(201);
    const letter = await owner.page.request.post(`/api/resumes/${resumeId}/cover-letters`, { data: {} });
    const { id: letterId } = (await letter.json()) as { id: string };

    // The resume: both pages find the socket refused and go live over HTTP, saying so.
    for (const { page } of [owner, friend]) {
      await page.goto(`/builder/modern-professional?resume=${resumeId}`);
      await badge(page).and(page.locator('[data-transport="http"]')).waitFor({ timeout: 20_000 });
      expect(await badge(page).innerText()).toContain("Live (slower connection)");
    }
    expect(proxy.refused()).toBeGreaterThanOrEqual(2);
    await owner.page.getByTestId("editor-count").filter({ hasText: "2 editors" }).waitFor();
    await screenshot(owner.page, "collab-http-resume");

    await Promise.all([
      owner.page.getByLabel("Summary", { exact: true }).pressSequentially("Typed behind a proxy", { delay: 15 }),
      friend.page.getByLabel("Phone", { exact: true }).pressSequentially("+1 555 0100", { delay: 15 }),
    ]);
    for (const { page } of [owner, friend]) {
      await expect
        .poll(() => page.getByLabel("Summary", { exact: true }).inputValue(), { timeout: 10_000 })
        .toBe("Typed behind a proxy");
      await expect
        .poll(() => page.getByLabel("Phone", { exact: true }).inputValue(), { timeout: 10_000 })
        .toBe("+1 555 0100");
    }
    // Stored: D1 has both once the room writes back (a few seconds after the last edit).
    await expect
      .poll(
        async () => {
          const stored = (await (await owner.page.request.get(`/api/resumes/${resumeId}`)).json()) as {
            data: { summary: string; personalInfo: { phone: string } };
          };
          return [stored.data.summary, stored.data.personalInfo.phone];
        },
        { timeout: 15_000, interval: 500 },
      )
      .toEqual(["Typed behind a proxy", "+1 555 0100"]);

    // Typed and left at once on a slow network: the link waits for the room's answer over HTTP
    // too (the page's posts are held here for a second), so the edit is stored.
    const held: Array<() => Promise<void>> = [];
    const isPost = (url: URL) => url.pathname === "/api/collab/http" && url.searchParams.has("link");
    await owner.page.route(isPost, (route) =>
      route.request().method() === "POST"
        ? void held.push(() => route.continue().catch(() => undefined))
        : route.continue(),
    );
    await owner.page.getByLabel("Summary", { exact: true }).fill("Typed behind a proxy, then left");
    await owner.page.getByRole("link", { name: "Dashboard" }).click();
    await new Promise((done) => setTimeout(done, 1_000));
    expect(new URL(owner.page.url()).pathname).toBe("/builder/modern-professional");
    await owner.page.unroute(isPost);
    for (const post of held.splice(0)) await post();
    await owner.page.waitForURL((url) => url.pathname === "/dashboard");
    await expect
      .poll(
        async () =>
          ((await (await owner.page.request.get(`/api/resumes/${resumeId}`)).json()) as { data: { summary: string } })
            .data.summary,
        { timeout: 15_000, interval: 500 },
      )
      .toBe("Typed behind a proxy, then left");

    // The letter: the same, in the letter's editor.
    for (const { page } of [owner, friend]) {
      await page.goto(`/cover-letters/${letterId}`);
      await letterBadge(page).and(page.locator('[data-transport="http"]')).waitFor({ timeout: 20_000 });
    }
    await expect.poll(() => letterBadge(owner.page).innerText()).toContain("Live (slower connection)");
    await owner.page.getByText("Ben Editor is here").waitFor();
    // The builder pages' links left with their pages: nobody sees themselves still here.
    await expect.poll(() => friend.page.getByText("Ben Editor is here").count(), { timeout: 5_000 }).toBe(0);
    await Promise.all([
      owner.page.getByRole("textbox", { name: "Greeting" }).fill("Dear Ms. Hopper,"),
      friend.page.getByRole("textbox", { name: "Closing" }).fill("Warm regards,"),
    ]);
    for (const { page } of [owner, friend]) {
      await expect
        .poll(() => page.getByRole("textbox", { name: "Greeting" }).inputValue(), { timeout: 10_000 })
        .toBe("Dear Ms. Hopper,");
      await expect
        .poll(() => page.getByRole("textbox", { name: "Closing" }).inputValue(), { timeout: 10_000 })
        .toBe("Warm regards,");
      await page.getByTestId("save-state").getByText("All changes saved").waitFor({ timeout: 10_000 });
    }
    const storedLetter = (await (await friend.page.request.get(`/api/cover-letters/${letterId}`)).json()) as {
      content: { greeting: string; closing: string };
    };
    expect([storedLetter.content.greeting, storedLetter.content.closing]).toEqual([
      "Dear Ms. Hopper,",
      "Warm regards,",
    ]);
    await screenshot(friend.page, "collab-http-letter");

    // The network changes its mind: both pages move back to the socket, and edits keep flowing.
    proxy.allowUpgrades(true);
    for (const { page } of [owner, friend])
      await letterBadge(page).and(page.locator('[data-transport="socket"]')).waitFor({ timeout: 25_000 });
    expect(await letterBadge(owner.page).innerText()).toBe("Live");
    await friend.page.getByRole("textbox", { name: "Greeting" }).fill("Dear Dr. Hopper,");
    await expect
      .poll(() => owner.page.getByRole("textbox", { name: "Greeting" }).inputValue(), { timeout: 10_000 })
      .toBe("Dear Dr. Hopper,");
    // Nothing was lost or made twice by the move: the letter holds each field once, as last typed.
    const after = (await (await owner.page.request.get(`/api/cover-letters/${letterId}`)).json()) as {
      content: { greeting: string; closing: string };
    };
    expect([after.content.greeting, after.content.closing]).toEqual(["Dear Dr. Hopper,", "Warm regards,"]);
    await screenshot(owner.page, "collab-http-back-to-socket");
  });
});
