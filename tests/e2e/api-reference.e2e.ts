/**
 * The API reference /developers/api (docs/api.md#openapi): rendered from the OpenAPI document, one
 * card per operation with its method, path and token scope; light and dark, wide and on a phone,
 * with no serious axe violation.
 */
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { mkdirSync } from "node:fs";
import { SCREENSHOT_DIR, setupBrowser } from "./browser";

const browser = setupBrowser();

describe("the API reference page", () => {
  it.each([
    ["light", 1280],
    ["dark", 390],
  ] as const)("shows an operation's method, path and scope (%s, %i px)", async (colorScheme, width) => {
    const page = await browser.newPage({ colorScheme, width });
    await page.goto("/developers/api");
    await page.getByRole("heading", { level: 1, name: "API reference" }).waitFor();

    const card = page.locator('[data-operation="PUT /api/resumes/{id}"]');
    expect(await card.getByTestId("method").innerText()).toBe("PUT");
    expect(await card.getByTestId("path").innerText()).toBe("/api/resumes/{id}");
    expect(await card.getByTestId("scope").innerText()).toBe("write");
    expect(await card.getByText("Save a resume").isVisible()).toBe(true);

    // The request body's fields open in place: name, type, required.
    await card.getByText("Request body").click();
    const row = card.getByRole("row").filter({ has: page.getByText("baseVersion", { exact: true }) });
    const cells = await row.getByRole("cell").allInnerTexts();
    expect(cells.slice(0, 2)).toEqual(["baseVersion", "integer"]);
    // On a phone the header is hidden and the cell says what it is.
    expect(cells[2]).toBe(width < 640 ? "Required: No" : "No");

    const signIn = page.locator('[data-operation="POST /api/auth/login"]');
    expect(await signIn.getByTestId("scope").innerText()).toBe("Anyone");

    const wider = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(wider, "the page scrolls sideways").toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    // For a person to look at: the top of the page, and the card with its body open.
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENSHOT_DIR}api-reference-top-${colorScheme}-${width}.png` });
    await card.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: `${SCREENSHOT_DIR}api-reference-card-${colorScheme}-${width}.png` });
  });
});
