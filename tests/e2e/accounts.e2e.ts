import { execFileSync } from "node:child_process";
import { describe, expect, inject, it } from "vitest";
import { screenshot, setupBrowser } from "./browser";
import { codeIn, mailCount, resetLinkIn, waitForMail } from "./mailbox";
import { E2E_PASSWORD, enterCode, newEmail, signUp } from "./session";

const browser = setupBrowser();
const PASSWORD = E2E_PASSWORD;

/** Runs SQL against the running site's local D1, as a developer would with wrangler. */
function sql(command: string) {
  execFileSync(
    "node_modules/.bin/wrangler",
    ["d1", "execute", "DB", "--local", "--persist-to", inject("stateDir"), "--command", command],
    {
      stdio: "pipe",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    },
  );
}

describe("sign-up with e-mail verification", () => {
  it("signs up, reads the code from the captured e-mail, verifies and lands on /templates", async () => {
    const page = await browser.newPage();
    const email = newEmail();
    await signUp(page, email, "Dana Scully");
    await page.getByText(email).waitFor();
    await screenshot(page, "verify-otp");
    const mail = await waitForMail(email);
    expect(mail.text).toContain("Dana Scully");
    await enterCode(page, codeIn(mail));
    await page.waitForURL((url) => url.pathname === "/templates");
    await page.getByText("Dana Scully").first().waitFor();
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem("token"),
      user: localStorage.getItem("user"),
    }));
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.user!)).toMatchObject({ email, fullName: "Dana Scully" });
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === "rb_session")).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  });

  it("shows the catalogue's texts for a wrong code and an expired code, and resends a working one", async () => {
    const page = await browser.newPage();
    const email = newEmail();
    await signUp(page, email, "Dana Scully");
    const code = codeIn(await waitForMail(email));
    await enterCode(page, code === "000000" ? "111111" : "000000");
    await expect(page.getByRole("alert").textContent()).resolves.toContain(
      "Invalid verification code. Please check and try again.",
    );

    sql(`UPDATE verification_codes SET expires_at = 0 WHERE email = '${email}'`);
    await enterCode(page, code);
    await expect(page.getByRole("alert").textContent()).resolves.toContain(
      "Verification code has expired. Please request a new code.",
    );

    // The resend button waits out the 60-second limit; make the last send older instead of waiting.
    sql(`UPDATE verification_codes SET last_sent_at = 0 WHERE email = '${email}'`);
    await page.clock.install();
    await page.reload();
    await page.getByRole("button", { name: /Resend code in \d+s/ }).waitFor();
    expect(await page.getByRole("button", { name: /Resend code/ }).isDisabled()).toBe(true);
    await page.clock.runFor(61_000);
    const resend = page.getByRole("button", { name: "Resend code", exact: true });
    await resend.click();
    await page.getByRole("status").filter({ hasText: "A new verification code has been sent" }).waitFor();
    const second = await waitForMail(email, { nth: 2 });
    await enterCode(page, codeIn(second));
    await page.waitForURL((url) => url.pathname === "/templates");
  });

  it("sends an unverified account that logs in to verification with a fresh code", async () => {
    const page = await browser.newPage();
    const email = newEmail();
    await signUp(page, email, "Dana Scully");
    await waitForMail(email);
    sql(`UPDATE verification_codes SET last_sent_at = 0 WHERE email = '${email}'`);
    const login = await browser.newPage();
    await login.goto("/login");
    await login.getByLabel("Email").fill(email);
    await login.getByLabel("Password").fill(PASSWORD);
    await login.getByRole("button", { name: "Sign in" }).click();
    await login.waitForURL((url) => url.pathname === "/verify-otp");
    expect(new URL(login.url()).searchParams.get("email")).toBe(email);
    const fresh = await waitForMail(email, { nth: 2 });
    await enterCode(login, codeIn(fresh));
    await login.waitForURL((url) => url.pathname === "/templates");
  });
});

describe("sign-in, the guard and sign-out", () => {
  async function verifiedAccount(): Promise<string> {
    const page = await browser.newPage();
    const email = newEmail();
    await signUp(page, email, "Fox Mulder");
    await enterCode(page, codeIn(await waitForMail(email)));
    await page.waitForURL((url) => url.pathname === "/templates");
    await page.context().close();
    return email;
  }

  it("returns to the protected page after login, then logs out for real", async () => {
    const email = await verifiedAccount();
    const page = await browser.newPage();
    await page.goto("/dashboard");
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/dashboard");

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert").textContent()).resolves.toContain("Invalid email or password.");
    await screenshot(page, "login-error");

    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");

    await page.getByRole("button", { name: /^Account menu for / }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const stored = await page.evaluate(() => [localStorage.getItem("token"), localStorage.getItem("user")]);
    expect(stored).toEqual([null, null]);
    await page.goto("/dashboard");
    await page.waitForURL((url) => url.pathname === "/login");
  });

  it("works without JavaScript: the forms post to the server and sign in", async () => {
    const email = await verifiedAccount();
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto("/login?redirectTo=%2Fdashboard");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.getByText("Fox Mulder").first().waitFor();
  });

  it("works without JavaScript for every account form: sign-up, a wrong and the e-mailed code, forgotten and new password", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    const email = newEmail("nojs");
    await signUp(page, email, "Dana Scully");
    await enterCode(page, "000000");
    await expect(page.getByRole("alert").textContent()).resolves.toContain(
      "Invalid verification code. Please check and try again.",
    );
    await enterCode(page, codeIn(await waitForMail(email)));
    await page.waitForURL((url) => url.pathname === "/templates");

    const other = await browser.newPage({ javaScriptEnabled: false });
    await other.goto("/login/forgot");
    await other.getByLabel("Email").fill("not an address");
    await other.getByRole("button", { name: "Send reset link" }).click();
    await expect(other.getByRole("alert").textContent()).resolves.toContain("Please enter a valid email address.");
    await other.getByLabel("Email").fill(email);
    await other.getByRole("button", { name: "Send reset link" }).click();
    await expect(other.getByRole("status").textContent()).resolves.toContain("If an account exists for that address");
    const link = resetLinkIn(await waitForMail(email, { nth: 2 }));
    await other.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await other.getByLabel("New password").fill("short");
    await other.getByRole("button", { name: "Set new password" }).click();
    await expect(other.getByRole("alert").textContent()).resolves.toContain("Password must be at least 8 characters.");
    await other.getByLabel("New password").fill("a passphrase set without scripts");
    await other.getByRole("button", { name: "Set new password" }).click();
    await other.getByRole("heading", { name: "Password updated" }).waitFor();
  });

  it("a stored user that does not parse is dropped with its token", async () => {
    const page = await browser.newPage();
    // A hydrated page: the landing page runs none of the app's scripts for a visitor.
    await page.goto("/login");
    await page.evaluate(() => {
      localStorage.setItem("token", "abc");
      localStorage.setItem("user", "{not json");
    });
    await page.reload();
    await page.waitForFunction(() => localStorage.getItem("token") === null);
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
  });
});

describe("forgot and reset password", () => {
  it("e-mails a single-use link that sets a new password", async () => {
    const page = await browser.newPage();
    const email = newEmail();
    await signUp(page, email, "Walter Skinner");
    await enterCode(page, codeIn(await waitForMail(email)));
    await page.waitForURL((url) => url.pathname === "/templates");

    const other = await browser.newPage();
    await other.goto("/login/forgot");
    await other.getByLabel("Email").fill(email);
    await other.getByRole("button", { name: "Send reset link" }).click();
    await expect(other.getByRole("status").textContent()).resolves.toContain("If an account exists for that address");
    const before = mailCount(email);
    const link = resetLinkIn(await waitForMail(email, { nth: before >= 2 ? before : 2 }));
    await other.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await other.getByLabel("New password").fill("an entirely new passphrase");
    await other.getByRole("button", { name: "Set new password" }).click();
    await other.getByRole("heading", { name: "Password updated" }).waitFor();

    // The first browser's session ended with the reset.
    await page.goto("/dashboard");
    await page.waitForURL((url) => url.pathname === "/login");

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("an entirely new passphrase");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");

    await other.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await other.getByLabel("New password").fill("trying the link again");
    await other.getByRole("button", { name: "Set new password" }).click();
    await expect(other.getByRole("alert").textContent()).resolves.toContain(
      "This reset link is invalid or has expired",
    );
  });
});
