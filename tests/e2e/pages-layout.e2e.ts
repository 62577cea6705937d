/**
 * Every page, in every interface language, from a phone to a wide screen (docs/accessibility.md#tap-targets): no control
 * overlaps or sits under another, none runs off the window, and every one is at least 44 x 44 px
 * to tap. Measured from bounding boxes (tests/e2e/layout-audit.ts), not by a screenshot glance.
 * The same walk runs axe (docs/accessibility.md#axe) at 1280 px on the Spanish pages in the light
 * theme and the German ones in the dark: the English pages have their own runs in both themes
 * (pages-axe.e2e.ts), and loading every page once more per language for it cost about 40 s.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { emptyResume, type ResumeData } from "../../app/domain/resume/schema";
import { seriousViolations } from "./axe";
import { baseUrl, screenshot, setupBrowser } from "./browser";
import { layoutProblems } from "./layout-audit";
import { newAccount, newEmail, signUp } from "./session";

const browser = setupBrowser();
const WIDTHS = [390, 768, 1024, 1280, 1440];
const LANGUAGES = ["en", "es", "de"] as const;
/** The theme each language's pages load in (the browser's preference), and whether axe runs on them. */
const WALKS = {
  en: { theme: "light", axe: false },
  es: { theme: "light", axe: true },
  de: { theme: "dark", axe: true },
} as const;
/** The width axe runs at. */
const AXE_WIDTH = 1280;

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

/** The signed-in pages of one user with a resume, a job, a letter and a public link. */
async function signedInPages(page: Page): Promise<{ path: string; ready: string }[]> {
  await newAccount(page, "Amara Okonkwo-Villanueva");
  const created = await page.request.post("/api/resumes", {
    data: { templateId: "modern-professional", data: resume("Amara Okonkwo-Villanueva") },
  });
  const { id } = (await created.json()) as { id: string };
  expect((await page.request.put(`/api/resumes/${id}`, { data: { jobDescription: JOB } })).status()).toBe(200);
  const letter = await page.request.post(`/api/resumes/${id}/cover-letters`, { data: { jobDescription: JOB } });
  const { id: letterId } = (await letter.json()) as { id: string };
  const published = await page.request.put(`/api/resumes/${id}/publication`, { data: {} });
  const { slug } = (await published.json()) as { slug: string };
  const tracked = await page.request.post("/api/applications", {
    data: {
      resumeId: id,
      coverLetterId: letterId,
      company: "Initech Überregional GmbH",
      role: "Site Reliability Engineer",
      jobDescription: JOB.description,
      stage: "applied",
    },
  });
  const { id: applicationId } = (await tracked.json()) as { id: string };
  return [
    { path: "/applications", ready: '[data-testid="board"]' },
    { path: "/applications?view=table", ready: "main" },
    { path: "/applications?view=insights", ready: '[data-testid="insights"]' },
    { path: "/applications/new", ready: "main" },
    { path: `/applications/${applicationId}`, ready: '[data-testid="sent"]' },
    { path: "/templates", ready: "main" },
    { path: "/templates?template=modern-professional&step=2", ready: "main" },
    { path: "/dashboard", ready: "main" },
    { path: "/account", ready: "main" },
    { path: "/account/tokens", ready: '[data-tokens="ready"]' },
    { path: `/builder/modern-professional?resume=${id}`, ready: '[data-testid="live-badge"]' },
    { path: `/analyze/${id}`, ready: "main" },
    { path: `/tailor/${id}`, ready: "main" },
    { path: "/import", ready: "main" },
    { path: `/cover-letters/${letterId}`, ready: "main" },
    { path: `/r/${slug}`, ready: "body" },
  ];
}

const SIGNED_OUT = [
  { path: "/", ready: "main" },
  { path: "/login", ready: "main" },
  { path: "/signup", ready: "main" },
  { path: "/login/forgot", ready: "main" },
  { path: "/login/reset?token=not-a-real-token", ready: "main" },
  { path: "/no-such-page", ready: "main" },
];

/**
 * The page as it settles: loaded, its fonts in, and `ready` hydrated by React (its fibre key is on
 * the element) where the page runs scripts; a page served without them (the landing page for a
 * visitor) is done when loaded. Waiting for the network to be quiet instead cost half a second a
 * page (docs/performance.md#the-test-suites-time).
 */
async function hydrated(page: Page, ready: string): Promise<void> {
  await page.waitForFunction((selector) => {
    const element = document.querySelector(selector);
    if (!element || document.readyState !== "complete") return false;
    if (!document.querySelector('script[type="module"]')) return true;
    return Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
  }, ready);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function audit(page: Page, pages: { path: string; ready: string }[]): Promise<string[]> {
  const found: string[] = [];
  for (const language of LANGUAGES) {
    const walk = WALKS[language];
    await page.context().addCookies([{ name: "lang", value: language, url: baseUrl() }]);
    await page.emulateMedia({ colorScheme: walk.theme });
    for (const { path, ready } of pages) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await page.locator(ready).first().waitFor();
      await hydrated(page, ready);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
        await page.evaluate(() => new Promise(requestAnimationFrame));
        const problems = await layoutProblems(page);
        for (const problem of problems)
          found.push(`${path} ${language} ${width}: ${problem.kind} ${problem.control} ${problem.detail}`);
        if (problems.length > 0)
          await screenshot(page, `layout-problem-${path.split(/[/?]/)[1] || "home"}-${language}-${width}`);
        if (walk.axe && width === AXE_WIDTH)
          for (const finding of await seriousViolations(page))
            found.push(
              `${path} ${language} ${walk.theme} ${width}: axe ${finding.rule} (${finding.impact}) ${finding.targets.join(" ")}: ${finding.summary}`,
            );
      }
    }
  }
  return found;
}

describe("every page's controls", () => {
  it("are tappable and apart, signed out, in three languages at five widths, and pass axe in Spanish and German", async () => {
    const page = await browser.newPage();
    // A pending sign-up, for the code page.
    await signUp(page, newEmail("layout"), "Verena Verification-Pending");
    const found = await audit(page, [...SIGNED_OUT, { path: "/verify-otp", ready: "main" }]);
    expect(found.length, found.join("\n")).toBe(0);
  }, 300_000);

  it("are tappable and apart, signed in, in three languages at five widths, and pass axe in Spanish and German", async () => {
    const page = await browser.newPage();
    const found = await audit(page, await signedInPages(page));
    expect(found.length, found.join("\n")).toBe(0);
  }, 600_000);
});
