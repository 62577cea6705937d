/**
 * axe-core on every page and dialog, in the light and the dark theme, on a wide screen and a
 * phone (docs/accessibility.md#axe): no serious or critical violation. Names that hold the visible words, contrast
 * of every text, keyboard reach of scrolling areas, and labels in the interface's language. The
 * pages in Spanish and German are checked on the layout test's walk through them
 * (pages-layout.e2e.ts), which loads each page in each language anyway.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { emptyResume, type ResumeData } from "../../app/domain/resume/schema";
import { baseUrl, setupBrowser } from "./browser";
import { seriousViolations, switchTheme } from "./axe";
import { newAccount, newEmail, signUp } from "./session";

const browser = setupBrowser();
const THEMES = ["light", "dark"] as const;
const WIDTHS = [1280, 390];

function resume(fullName: string): ResumeData {
  return {
    ...emptyResume(),
    personalInfo: {
      fullName,
      email: "amara@example.com",
      phone: "+1 555 0100",
      address: "Leeds, UK",
      linkedIn: "linkedin.com/in/amara",
      github: "",
    },
    summary: "Platform engineer who keeps forty teams' clusters running.",
    skills: ["Go", "Terraform", "Kubernetes"],
    experience: [
      {
        id: "exp1",
        company: "Acme Cloud",
        position: "Platform Engineer",
        startDate: "2019-01",
        endDate: "",
        current: true,
        description: "- Ran Kubernetes clusters for 40 teams\n- Wrote Terraform modules",
      },
    ],
  };
}

const JOB = {
  title: "Site Reliability Engineer",
  company: "Initech",
  description: "Requirements\n- Kubernetes\n- Terraform\n- Go\n- Rust\n- On-call experience",
};

interface Stop {
  /** What the finding lists call this page or dialog. */
  name: string;
  path: string;
  /** Waits until the page is ready, then opens the dialog or menu, if any. */
  open: (page: Page) => Promise<void>;
  /** The open dialog or menu (a selector): only it is checked, its page has a stop of its own. */
  scope?: string;
}

const main = (page: Page) => page.locator("main").first().waitFor();

/** Clicks an editor header button; on a phone it sits behind More actions. */
async function clickHeaderButton(page: Page, name: string) {
  const button = page.getByRole("button", { name, exact: true });
  if (!(await button.isVisible())) await page.getByRole("button", { name: "More actions" }).click();
  await button.click();
}

async function fixture(
  page: Page,
): Promise<{ id: string; letterId: string; slug: string; title: string; applicationId: string }> {
  await newAccount(page, "Amara Okonkwo");
  const created = await page.request.post("/api/resumes", {
    data: { templateId: "modern-professional", data: resume("Amara Okonkwo") },
  });
  const { id } = (await created.json()) as { id: string };
  expect((await page.request.put(`/api/resumes/${id}`, { data: { jobDescription: JOB } })).status()).toBe(200);
  const letter = await page.request.post(`/api/resumes/${id}/cover-letters`, { data: { jobDescription: JOB } });
  const { id: letterId } = (await letter.json()) as { id: string };
  const published = await page.request.put(`/api/resumes/${id}/publication`, { data: {} });
  const { slug } = (await published.json()) as { slug: string };
  const title = ((await (await page.request.get(`/api/resumes/${id}`)).json()) as { title: string }).title;
  const tracked = await page.request.post("/api/applications", {
    data: {
      resumeId: id,
      coverLetterId: letterId,
      company: "Initech",
      role: "Site Reliability Engineer",
      jobDescription: JOB.description,
      stage: "applied",
    },
  });
  const { id: applicationId } = (await tracked.json()) as { id: string };
  return { id, letterId, slug, title, applicationId };
}

function signedInStops({
  id,
  letterId,
  slug,
  title,
  applicationId,
}: {
  id: string;
  letterId: string;
  slug: string;
  title: string;
  applicationId: string;
}): Stop[] {
  const editor = `/builder/modern-professional?resume=${id}`;
  const editorReady = (page: Page) => page.getByTestId("live-badge").waitFor();
  return [
    { name: "templates", path: "/templates", open: main },
    { name: "template step 2", path: "/templates?template=modern-professional&step=2", open: main },
    { name: "dashboard", path: "/dashboard", open: main },
    {
      name: "dashboard card menu",
      scope: "[data-popup]",
      path: "/dashboard",
      open: async (page) => {
        await page.getByRole("button", { name: `More actions for ${title}` }).click();
        await page.getByRole("button", { name: `Publish ${title}` }).waitFor();
      },
    },
    {
      name: "publish dialog",
      scope: 'dialog[open], [role="dialog"]',
      path: "/dashboard",
      open: async (page) => {
        await page.getByRole("button", { name: `More actions for ${title}` }).click();
        await page.getByRole("button", { name: `Publish ${title}` }).click();
        await page.getByRole("dialog").waitFor();
      },
    },
    {
      name: "account menu",
      scope: "[data-popup]:not([hidden])",
      path: "/dashboard",
      open: async (page) => {
        await page.getByRole("button", { name: /^Account menu for / }).click();
        await page.getByRole("button", { name: "Sign out" }).waitFor();
      },
    },
    { name: "editor", path: editor, open: editorReady },
    {
      name: "editor history",
      scope: 'dialog[open], [role="dialog"]',
      path: editor,
      open: async (page) => {
        await editorReady(page);
        await clickHeaderButton(page, "History");
        await page.getByRole("dialog").waitFor();
      },
    },
    {
      name: "editor share",
      scope: 'dialog[open], [role="dialog"]',
      path: editor,
      open: async (page) => {
        await editorReady(page);
        await clickHeaderButton(page, "Share");
        await page.getByRole("dialog").waitFor();
      },
    },
    {
      name: "editor export menu",
      scope: '[role="menu"]',
      path: editor,
      open: async (page) => {
        await editorReady(page);
        await clickHeaderButton(page, "Export");
        await page.getByRole("menuitem").first().waitFor();
      },
    },
    {
      name: "editor review",
      path: editor,
      open: async (page) => {
        await editorReady(page);
        await page.getByRole("tab", { name: "Review", exact: true }).click();
        await page
          .locator('[data-testid="review-pdf"][data-status="ready"] .page canvas')
          .first()
          .waitFor({ timeout: 60_000 });
      },
    },
    { name: "analysis", path: `/analyze/${id}`, open: main },
    { name: "tailor", path: `/tailor/${id}`, open: main },
    { name: "import", path: "/import", open: main },
    { name: "cover letter", path: `/cover-letters/${letterId}`, open: main },
    { name: "applications board", path: "/applications", open: (page) => page.getByTestId("board").waitFor() },
    { name: "applications table", path: "/applications?view=table", open: main },
    {
      name: "applications insights",
      path: "/applications?view=insights",
      open: (page) => page.getByTestId("insights").waitFor(),
    },
    { name: "new application", path: "/applications/new", open: main },
    { name: "account", path: "/account", open: main },
    {
      name: "access tokens",
      path: "/account/tokens",
      open: (page) => page.locator('[data-tokens="ready"]').waitFor(),
    },
    { name: "application", path: `/applications/${applicationId}`, open: (page) => page.getByTestId("sent").waitFor() },
    { name: "public page", path: `/r/${slug}`, open: (page) => page.locator("body").waitFor() },
  ];
}

const SIGNED_OUT: Stop[] = [
  { name: "landing", path: "/", open: main },
  { name: "sign in", path: "/login", open: main },
  { name: "sign up", path: "/signup", open: main },
  { name: "forgot password", path: "/login/forgot", open: main },
  { name: "reset password, bad link", path: "/login/reset?token=not-a-real-token", open: main },
  { name: "verification code", path: "/verify-otp", open: main },
  { name: "not found", path: "/no-such-page", open: main },
];

async function audit(page: Page, stops: Stop[]): Promise<string[]> {
  await page.context().addCookies([{ name: "lang", value: "en", url: baseUrl() }]);
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const stop of stops) {
      await page.emulateMedia({ colorScheme: THEMES[0] });
      await page.goto(stop.path);
      await stop.open(page);
      // The page's first theme comes from the browser's preference through the boot script, as on
      // a first visit; the other is switched to as the header's toggle does.
      for (const [index, theme] of THEMES.entries()) {
        if (index > 0) await switchTheme(page, theme);
        for (const finding of await seriousViolations(page, stop.scope))
          found.push(
            `${stop.name} ${theme} ${width}: ${finding.rule} (${finding.impact}) ${finding.targets.join(" ")}: ${finding.summary}`,
          );
      }
    }
  }
  return found;
}

describe("axe on every page", () => {
  it("finds nothing serious signed out, light and dark, wide and on a phone", async () => {
    const page = await browser.newPage();
    // A pending sign-up, for the code page.
    await signUp(page, newEmail("axe"), "Verena Verification-Pending");
    const found = await audit(page, SIGNED_OUT);
    expect(found.length, found.join("\n")).toBe(0);
  }, 300_000);

  it("finds nothing serious on the signed-in pages and dialogs, light and dark, wide and on a phone", async () => {
    const page = await browser.newPage();
    const found = await audit(page, signedInStops(await fixture(page)));
    expect(found.length, found.join("\n")).toBe(0);
  }, 600_000);

  it("names the editor's form in the interface's language", async () => {
    const page = await browser.newPage();
    const { id } = await fixture(page);
    await page.context().addCookies([{ name: "lang", value: "de", url: baseUrl() }]);
    await page.goto(`/builder/modern-professional?resume=${id}`);
    await page.getByTestId("live-badge").waitFor();
    await page.getByRole("group", { name: "Lebenslauf-Editor", exact: true }).waitFor();
  });
});
