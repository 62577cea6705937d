import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LIMITS, resumeDataSchema, type ResumeData } from "../resume/schema";
import { TEMPLATE_IDS } from "../resume/template-ids";
import { renderResumeHtml } from "./render";

/** User text with markup and script in it, or long unbroken runs; the marker tag must never come out as a tag. */
const text = (max: number) =>
  fc
    .oneof(
      fc.string({ maxLength: Math.min(max, 60) }),
      fc.constantFrom(
        '<x-inj onerror="alert(1)">',
        "</style><x-inj>",
        "\"'><x-inj>",
        "&lt;x-inj&gt;",
        "a".repeat(Math.min(max, 3_000)),
        "• one\n• two\n- three",
      ),
    )
    .map((value) => value.slice(0, max));
const url = fc.oneof(
  fc.constant(""),
  fc.constantFrom(
    "javascript:alert(1)",
    " JaVaScRiPt:alert(1)",
    "data:text/html,<x-inj>",
    'https://example.com/"><x-inj>',
    "linkedin.com/in/x",
  ),
);
const month = fc.oneof(
  fc.constant(""),
  fc
    .integer({ min: 1990, max: 2030 })
    .chain((year) => fc.integer({ min: 1, max: 12 }).map((m) => `${year}-${String(m).padStart(2, "0")}`)),
);
const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);

const resume: fc.Arbitrary<ResumeData> = fc.record({
  personalInfo: fc.record({
    fullName: text(LIMITS.shortText),
    email: text(LIMITS.shortText),
    phone: text(LIMITS.shortText),
    address: text(LIMITS.shortText),
    linkedIn: url,
    github: url,
  }),
  summary: text(LIMITS.summary),
  skills: fc.array(text(LIMITS.skill), { maxLength: 8 }),
  experience: fc.array(
    fc.record({
      id,
      company: text(LIMITS.shortText),
      position: text(LIMITS.shortText),
      startDate: month,
      endDate: month,
      current: fc.boolean(),
      description: text(LIMITS.description),
    }),
    { maxLength: 3 },
  ),
  education: fc.array(
    fc.record({
      id,
      institution: text(LIMITS.shortText),
      degree: text(LIMITS.shortText),
      fieldOfStudy: text(LIMITS.shortText),
      startDate: month,
      endDate: month,
      gpa: text(20),
    }),
    { maxLength: 2 },
  ),
  projects: fc.array(
    fc.record({
      id,
      name: text(LIMITS.shortText),
      description: text(LIMITS.description),
      technologies: fc.array(text(LIMITS.skill), { maxLength: 4 }),
      githubLink: url,
      liveLink: url,
    }),
    { maxLength: 2 },
  ),
});

describe("templates on any resume", () => {
  it("render every template without throwing, and user text never becomes markup or a script link", () => {
    fc.assert(
      fc.property(resume, fc.constantFrom(...TEMPLATE_IDS), (data, templateId) => {
        expect(resumeDataSchema.safeParse(data).success).toBe(true);
        const html = renderResumeHtml(data, templateId);
        expect(html).not.toMatch(/<x-inj/i);
        expect(html).not.toMatch(/href="\s*(?:javascript|data):/i);
      }),
      { numRuns: 200 },
    );
  });
});
