/**
 * A cover letter open through a long network outage (docs/collaboration.md#reconnecting): once the
 * quick retries are spent, the page keeps trying by itself (the refused socket falls back to HTTP,
 * whose link reopens with growing pauses and probes for a socket now and then) and an edit made
 * after the outage is stored. The outage is the room's socket cut and every new one refused, by routing the WebSocket,
 * and the room's HTTP transport (docs/collaboration-http.md) failing as well: the whole network is down.
 * The page's clock is moved on through the outage and the retries after it (tests/e2e/clock.ts):
 * the 40 s and the pauses after it pass in a few seconds.
 */
import type { WebSocketRoute } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectPageError, screenshot, setupBrowser } from "./browser";
import { installClock, letTimePass, letTimePassUntil } from "./clock";
import { newAccount } from "./session";

const browser = setupBrowser();

const OUTAGE_MS = 40_000;

describe("cover letter through a network outage", () => {
  it("reconnects after a 40 s outage and saves an edit made after it", async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await installClock(page);
    // The clock is Playwright's script in every frame; the letter's preview is a sandboxed frame
    // without scripts, where Chromium blocks it and says so on the console.
    expectPageError(page, /Blocked script execution in 'about:srcdoc'/);
    // The outage makes the room's HTTP requests fail; Chromium reports each one on the console.
    expectPageError(page, /ERR_INTERNET_DISCONNECTED/);
    await newAccount(page, "Ana Owner");
    const created = await page.request.post("/api/resumes", {
      data: { templateId: "classic-executive", data: { personalInfo: { fullName: "Ana Owner" } } },
    });
    expect(created.status()).toBe(201);
    const { id: resumeId } = (await created.json()) as { id: string };
    const letter = await page.request.post(`/api/resumes/${resumeId}/cover-letters`, { data: {} });
    expect(letter.status()).toBe(201);
    const { id: letterId } = (await letter.json()) as { id: string };

    let down = false;
    const open = new Set<WebSocketRoute>();
    let connections = 0;
    await page.routeWebSocket(/\/api\/collab/, (socket) => {
      if (down) {
        socket.close({ code: 1001, reason: "network down" });
        return;
      }
      connections += 1;
      open.add(socket);
      socket.onClose(() => open.delete(socket));
      socket.connectToServer();
    });
    await page.route(/\/api\/collab\/http/, (route) => (down ? route.abort("internetdisconnected") : route.continue()));

    await page.goto(`/cover-letters/${letterId}`);
    const presence = page.getByTestId("letter-presence");
    const saveState = page.getByTestId("save-state");
    await presence.getByText("Live").waitFor({ timeout: 20_000 });
    await page.getByRole("textbox", { name: "Greeting" }).fill("Dear Ms. Hopper,");
    await saveState.getByText("All changes saved").waitFor({ timeout: 10_000 });

    // The network drops: the open socket is cut and every attempt to reconnect fails.
    down = true;
    for (const socket of open) await socket.close({ code: 1001, reason: "network down" });
    await saveState
      .getByText("Offline: your changes are kept and sent when the connection is back.")
      .waitFor({ timeout: 10_000 });
    await letTimePass(page, OUTAGE_MS);
    const before = connections;
    down = false;

    // Typed once the network is back but before the page noticed: kept, then sent on reconnect.
    await page.getByRole("textbox", { name: "Closing" }).fill("Warm regards,");
    await letTimePassUntil(page, presence.getByText("Live"), 45_000);
    await saveState.getByText("All changes saved").waitFor({ timeout: 10_000 });
    // Over HTTP first or straight away, the page ends on a socket again.
    await letTimePassUntil(
      page,
      page.getByTestId("letter-live").and(page.locator('[data-transport="socket"]')),
      25_000,
    );
    expect(connections).toBeGreaterThan(before);
    await screenshot(page, "cover-letter-after-outage");

    await page.reload();
    await page.getByTestId("letter-presence").getByText("Live").waitFor({ timeout: 20_000 });
    await expect(page.getByRole("textbox", { name: "Closing" }).inputValue()).resolves.toBe("Warm regards,");
    await expect(page.getByRole("textbox", { name: "Greeting" }).inputValue()).resolves.toBe("Dear Ms. Hopper,");
  }, 150_000);
});
