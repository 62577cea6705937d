import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SCORES_PER_USER } from "~/server/scoring-limit.server";
import { createVerifiedUser, ORIGIN } from "./helpers";

const resumeText = `Jordan Rivera
jordan@example.com | +1 415 555 0101 | San Francisco, CA
PROFESSIONAL SUMMARY
Frontend engineer with 6 years building React and TypeScript applications.
SKILLS
React, TypeScript, JavaScript, GraphQL, Jest, CSS
PROFESSIONAL EXPERIENCE
Senior Frontend Engineer, Acme | Jan 2020 – Present
- Led the migration of 40 screens to React and TypeScript, cutting bundle size by 35%
- Responsible for code reviews
EDUCATION
B.S. in Computer Science, UC Davis | May 2016`;

const jobDescriptionText = `Senior Frontend Engineer
Requirements:
- 5+ years of experience with React and TypeScript
- Experience with GraphQL and Kubernetes
- Strong communication skills
Nice to have:
- Experience with Next.js`;

async function score(token: string | null, body: unknown) {
  return SELF.fetch(`${ORIGIN}/api/ats-score`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

describe("POST /api/ats-score", () => {
  it("answers the health check with 2xx", async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/ats-score`, { method: "OPTIONS" });
    expect(response.ok).toBe(true);
  });

  it("scores a resume with the fields the editor reads, deterministically", async () => {
    const { token } = await createVerifiedUser();
    const response = await score(token, { resumeText, jobDescriptionText });
    expect(response.status).toBe(200);
    const result = (await response.json()) as {
      score: number;
      feedback: string[];
      missingSkills: string[];
      keywordsFound: string[];
      metadata: {
        analysis: { rawScore: number; maxPossible: number; components: Array<{ id: string; earned: number }> };
      };
    };
    expect(result.score).toBeGreaterThan(0);
    expect(result.score).toBeLessThanOrEqual(100);
    expect(result.missingSkills).toContain("Kubernetes");
    expect(result.keywordsFound).toEqual(expect.arrayContaining(["React", "TypeScript", "GraphQL"]));
    expect(result.metadata.analysis.rawScore).toBe(result.keywordsFound.length);
    expect(result.metadata.analysis.maxPossible).toBeGreaterThanOrEqual(result.metadata.analysis.rawScore);
    const earned = result.metadata.analysis.components.reduce((sum, c) => sum + c.earned, 0);
    expect(Math.round(earned)).toBe(result.score);
    expect(result.feedback.some((line) => /Kubernetes/.test(line))).toBe(true);
    const again = (await (await score(token, { resumeText, jobDescriptionText })).json()) as { score: number };
    expect(again.score).toBe(result.score);
  });

  it("reads a resume pasted from a PDF: split e-mail, letter-spaced and glued headings, odd bullets", async () => {
    // Written to show the defects PDF text extraction produces (see app/domain/ats/normalize.ts).
    const pasted = [
      "JORDAN  RIVERA",
      "Senior Frontend Engineer",
      "C O N T A C T",
      "jordan.rivera @gmail .com  •  +1 415 555 0101  •  linkedin.com/in/jordan -rivera-9a1b/",
      "P R O F E S S I O N A L  S U M M A R Y",
      "Frontend engineer with 6 years building React and TypeScript applications.",
      "Skills  Work  History",
      "\uF0B7 React \uF0B7 TypeScript \uF0B7 GraphQL \uF0B7 Jest",
      "Senior Frontend Engineer, Acme   01/2020 - Present",
      "● Led the migration of 40 screens to React, d elivering a 35% smaller bundle",
      "Page 1 of 2",
      "E D U C A T I O N",
      "B.S. in Computer Science, UC Davis   2016",
    ].join("\n");
    const { token } = await createVerifiedUser();
    const response = await score(token, { resumeText: pasted, jobDescriptionText });
    expect(response.status).toBe(200);
    const result = (await response.json()) as {
      feedback: string[];
      suggestions: Array<{ type: string; message: string }>;
      keywordsFound: string[];
      metadata: { analysis: { components: Array<{ id: string; items: Array<{ label: string; matched: boolean }> }> } };
    };
    const checks = result.metadata.analysis.components.find((component) => component.id === "searchability")!.items;
    const check = (label: string) => checks.find((item) => item.label === label)?.matched;
    expect(check("Email address")).toBe(true);
    expect(check("Skills section heading")).toBe(true);
    expect(check("Experience section heading")).toBe(true);
    expect(check("Education section heading")).toBe(true);
    expect(check("LinkedIn profile")).toBe(true);
    expect(result.feedback.join("\n")).not.toMatch(
      /email address|Add a "Skills" section|"Experience" heading|"Education" section/,
    );
    expect(result.keywordsFound).toEqual(expect.arrayContaining(["React", "TypeScript", "GraphQL"]));
  });

  it("requires a session (401), non-blank inputs (400) and bodies under 1 MB (413)", async () => {
    expect((await score(null, { resumeText, jobDescriptionText })).status).toBe(401);
    const { token } = await createVerifiedUser();
    const blank = await score(token, { resumeText, jobDescriptionText: "   " });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({
      success: false,
      code: "jobTextEmpty",
      message: "Please add job description to calculate ATS score",
      params: { min: 1 },
    });
    const missing = await score(token, { jobDescriptionText });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: "resumeTextRequired", message: "resumeText is required." });
    expect((await score(token, { resumeText: "x".repeat(1_100_000), jobDescriptionText })).status).toBe(413);
  });
});

describe("the scoring limit", () => {
  it("answers 429 with Retry-After past the limit, for that account only; malformed requests are not counted", async () => {
    const { token } = await createVerifiedUser();
    const short = {
      resumeText: "Frontend engineer. React, TypeScript.",
      jobDescriptionText: "Frontend Engineer\nReact",
    };
    expect((await score(token, { resumeText: "" })).status).toBe(400);
    for (let i = 0; i < SCORES_PER_USER.limit; i += 1) expect((await score(token, short)).status).toBe(200);
    const refused = await score(token, short);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      code: "scoreThrottle",
      message: expect.stringMatching(
        /^You have scored resumes very often in a short time\. Please try again in \d+ minutes?\.$/,
      ),
    });
    const other = await createVerifiedUser();
    expect((await score(other.token, short)).status).toBe(200);
  });
});
