/**
 * Personal access tokens as their owner uses them: the user menu opens Access tokens, a token
 * with read and suggest is made, its secret copied once, a program reads with it and is refused a
 * write, the page lists the use, and a revoked token no longer opens anything.
 */
import { describe, expect, it } from "vitest";
import { emptyResume } from "../../app/domain/resume/schema";
import { baseUrl, screenshot, setupBrowser } from "./browser";
import { audited } from "./page-audit";
import { signInNewUser } from "./session";

const browser = setupBrowser();

/** A program's call: Node's fetch with the token as a bearer, no cookie. */
async function asProgram(token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(new URL(path, baseUrl()), {
    method: init.method ?? "GET",
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: "application/json",
      ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  return { status: response.status, code: body.code };
}

describe("access tokens", () => {
  it("makes a token, copies it once, sees it used, and revokes it", async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    await signInNewUser(page, "Tomasz Tokenmaker");
    const found: string[] = [];

    // The user menu leads to the page; nothing is there yet.
    await page.goto("/dashboard");
    await page.getByRole("button", { name: /^Account menu for / }).click();
    await page.getByRole("link", { name: "Access tokens", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/account/tokens");
    await page.getByRole("heading", { name: "Access tokens", level: 1 }).waitFor();
    await page.getByText("You have no access tokens yet.").waitFor();
    await page.getByText("Your tokens have not been used yet.").waitFor();
    expect(await page.title()).toContain("Access tokens");
    found.push(...(await audited(page, "empty light 1280")));

    // A token needs a scope: the page says so in the API's words, by its code.
    await page.getByLabel("Name", { exact: true }).fill("Writing assistant");
    await page.getByRole("button", { name: "Create token" }).click();
    await page
      .getByRole("alert")
      .getByText(/^Choose one or more scopes/)
      .waitFor();

    await page.getByRole("checkbox", { name: "suggest", exact: true }).check();
    await page.getByRole("checkbox", { name: "read", exact: true }).check();
    await page.getByLabel("Expires").selectOption({ label: "30 days" });
    await page.getByRole("button", { name: "Create token" }).click();

    // The secret, once: copied to the clipboard exactly as shown.
    const secret = page.getByLabel("Your new token");
    await secret.waitFor();
    const token = await secret.inputValue();
    expect(token).toMatch(/^rbp_\S{20,}$/);
    await page.getByText("it will not be shown again").waitFor();
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await page.getByText("Copied", { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    found.push(...(await audited(page, "secret light 1280")));
    await screenshot(page, "tokens-secret-light");
    await page.getByRole("button", { name: "Done", exact: true }).click();
    await expect.poll(() => secret.count()).toBe(0);
    expect(await page.getByText(token).count()).toBe(0);

    // Listed without its secret (scopes in the form's order), never used yet.
    const row = page.getByTestId("token-row").filter({ hasText: "Writing assistant" });
    await row.waitFor();
    expect(await row.textContent()).toContain("Never used");
    expect(await row.getByRole("listitem").allTextContents()).toEqual(["read", "suggest"]);
    expect(await page.getByTestId("token-row").count()).toBe(1);
    // "30 days" was sent as a time 30 days away.
    const listed = (await (await page.request.get("/api/tokens")).json()) as { tokens: { expiresAt: string | null }[] };
    const days = (Date.parse(listed.tokens[0]?.expiresAt ?? "") - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    // A program reads with it; a write is refused for the missing scope.
    expect(await asProgram(token, "/api/resumes")).toMatchObject({ status: 200 });
    expect(
      await asProgram(token, "/api/resumes", {
        method: "POST",
        body: { templateId: "modern-professional", data: emptyResume() },
      }),
    ).toEqual({ status: 403, code: "tokenScopeMissing" });

    // The page lists the use; seen dark, on a phone (the theme is read as the page loads).
    await page.emulateMedia({ colorScheme: "dark" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const activity = page.getByTestId("token-activity");
    await activity.getByText("GET /api/resumes").first().waitFor();
    expect(await activity.getByRole("listitem").first().textContent()).toContain("Writing assistant");
    expect(await row.textContent()).not.toContain("Never used");

    found.push(...(await audited(page, "list dark 390")));
    await screenshot(page, "tokens-list-dark-phone");

    // Revoked after a confirmation: the row goes, and the token opens nothing.
    await page.getByRole("button", { name: "Revoke Writing assistant" }).click();
    const dialog = page.getByRole("dialog", { name: "Revoke this token?" });
    await dialog.waitFor();
    found.push(...(await audited(page, "revoke dialog dark 390", "dialog[open]")));
    await dialog.getByRole("button", { name: "Revoke token" }).click();
    await page.getByText("“Writing assistant” was revoked.").waitFor();
    await expect.poll(() => page.getByTestId("token-row").count()).toBe(0);
    await page.getByText("You have no access tokens yet.").waitFor();
    expect(await asProgram(token, "/api/resumes")).toEqual({ status: 401, code: "tokenInvalid" });

    expect(found, found.join("\n")).toEqual([]);
  }, 120_000);
});
