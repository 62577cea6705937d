/**
 * The one mapping of error codes to HTTP answers (app/lib/error-catalogue.ts,
 * app/server/http-errors.server.ts): status, English message, parameters and Retry-After.
 */
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { publishInputSchema } from "~/domain/publication/api";
import { emptyResume, resumeDataSchema } from "~/domain/resume/schema";
import { DomainError, throttled } from "~/lib/domain-error";
import { ERROR_CATALOGUE, englishMessage, errorStatus, isErrorCode, waitParts } from "~/lib/error-catalogue";
import { signupSchema } from "~/lib/auth-schemas";
import { issueError } from "~/lib/validation-issue";
import { UI_LANGUAGES } from "~/i18n/languages";
import type { ServerBuild } from "@remix-run/cloudflare";
import {
  createApplicationSchema,
  eventInputSchema,
  updateApplicationSchema,
  APPLICATION_LIMITS,
} from "~/domain/applications/schema";
import { LETTER_LIMITS, letterContentSchema } from "~/domain/cover-letter/schema";
import { createResumeSchema, TITLE_MAX, updateResumeSchema } from "~/domain/resume/api";
import { actionError, actionErrorFor, answerDomainErrors, httpErrorFor, refusedAction } from "./http-errors.server";
import { invalidInput } from "./http.server";
import { PdfRenderError } from "./pdf/render-pdf.server";

async function answer(response: Response | null) {
  if (!response) throw new Error("no answer");
  return {
    status: response.status,
    retryAfter: response.headers.get("Retry-After"),
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe("error codes to HTTP answers", () => {
  it("gives a domain error its status, its English message and its parameters", async () => {
    expect(await answer(httpErrorFor(new DomainError("resumeNotFound")))).toEqual({
      status: 404,
      retryAfter: null,
      body: { success: false, code: "resumeNotFound", message: "Resume not found.", params: {} },
    });
    const { status, body } = await answer(httpErrorFor(new DomainError("resumeLimitTrash", { max: 200, trashed: 3 })));
    expect(status).toBe(422);
    expect(body).toMatchObject({
      code: "resumeLimitTrash",
      params: { max: 200, trashed: 3 },
      message:
        "You can keep at most 200 resumes. Delete one to create another. Resumes in the Trash (3) count until you delete them forever.",
    });
  });

  it("words a throttle's wait and sends it as Retry-After", async () => {
    const twelveMinutes = await answer(httpErrorFor(throttled("versionThrottle", 11 * 60_000 + 1)));
    expect(twelveMinutes).toMatchObject({
      status: 429,
      retryAfter: "661",
      body: {
        code: "versionThrottle",
        params: { retryAfterSeconds: 661 },
        message: "Too many version changes. Try again in 12 minutes.",
      },
    });
    expect(englishMessage("loginThrottle", { retryAfterSeconds: 30 })).toBe(
      "Too many failed sign-in attempts. Please try again in 1 minute.",
    );
    expect(englishMessage("tailorThrottle", { retryAfterSeconds: 5 * 3600 })).toBe(
      "You have tailored many resumes in a short time. Please try again in 5 hours.",
    );
    expect(waitParts(120 * 60)).toEqual({ unit: "minutes", count: 120 });
    expect(waitParts(120 * 60 + 1)).toEqual({ unit: "hours", count: 3 });
  });

  it("answers a busy renderer 503 with a retry in 30 s, other print failures with their own status", async () => {
    expect(await answer(httpErrorFor(new PdfRenderError("pdfBusy")))).toMatchObject({
      status: 503,
      retryAfter: "30",
      body: { code: "pdfBusy" },
    });
    expect(await answer(httpErrorFor(new PdfRenderError("pdfTimeout")))).toMatchObject({
      status: 504,
      retryAfter: null,
    });
    expect(await answer(httpErrorFor(new PdfRenderError("pdfFailed", { reason: "tab crashed" })))).toMatchObject({
      status: 502,
      body: { message: "The PDF could not be rendered: tab crashed", params: { reason: "tab crashed" } },
    });
  });

  it("leaves anything that is not a domain error to be a 500", () => {
    expect(httpErrorFor(new Error("Resume not found."))).toBeNull();
    expect(httpErrorFor("resumeNotFound")).toBeNull();
    expect(actionErrorFor(new TypeError("x"))).toBeNull();
  });

  it("gives a page action the code beside the English error, with the status", () => {
    const refused = actionErrorFor(new DomainError("ownerRenames"), { id: "r1" });
    expect(refused?.init?.status).toBe(403);
    expect(refused?.data).toEqual({
      error: "Only the owner can rename this resume.",
      code: "ownerRenames",
      params: {},
      id: "r1",
    });
  });

  it("has a 4xx or 5xx status and an English message for every code", () => {
    for (const [code, [status, english]] of Object.entries(ERROR_CATALOGUE)) {
      expect(isErrorCode(code)).toBe(true);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(english.trim(), code).not.toBe("");
    }
    expect(isErrorCode("toString")).toBe(false);
    expect(errorStatus("crossSite")).toBe(403);
  });
});

describe("schema checks as codes", () => {
  it("reads a check's code and its limits, or a refinement's parameters", () => {
    const short = signupSchema.safeParse({ fullName: "Ada", email: "ada@example.com", password: "short" });
    expect(short.success).toBe(false);
    expect(issueError(short.error!.issues[0]!)).toEqual({ code: "passwordMin", params: { min: 8 } });
    expect(invalidInput(short.error!)).toEqual(["passwordMin", { min: 8 }]);
    expect(englishMessage(...invalidInput(short.error!))).toBe("Password must be at least 8 characters.");

    const reserved = publishInputSchema.safeParse({ slug: "admin" });
    expect(issueError(reserved.error!.issues[0]!)).toEqual({ code: "slugReserved", params: { slug: "admin" } });
    expect(englishMessage("slugReserved", { slug: "admin" })).toBe('"admin" is reserved. Choose another link name.');
  });

  it("names the resume model's field issues by code, and zod's own length checks, in zod's words", () => {
    const month = z.object({ data: resumeDataSchema }).safeParse({
      data: {
        ...emptyResume(),
        experience: [
          {
            id: "e1",
            company: "A",
            position: "B",
            startDate: "2020/01",
            endDate: "",
            current: false,
            description: "",
          },
        ],
      },
    });
    const [code, params] = invalidInput(month.error!, true);
    expect(code).toBe("invalidField");
    expect(params).toMatchObject({ path: "data.experience.0.startDate", issueCode: "monthFormat" });
    expect(englishMessage(code, params)).toBe("data.experience.0.startDate: Use the month format YYYY-MM");

    const long = z.string().max(5).safeParse("too long");
    expect(issueError(long.error!.issues[0]!)).toEqual({ code: "tooBigCharacters", params: { max: 5 } });
    expect(englishMessage("tooBigCharacters", { max: 5 })).toBe(long.error!.issues[0]!.message);
    const few = z.array(z.string()).min(2).safeParse([]);
    expect(englishMessage(...invalidInput(few.error!))).toBe(few.error!.issues[0]!.message);
  });

  it("sends zod's own English as invalidInput, and with a path as invalidField", () => {
    const parsed = z.object({ data: z.object({ year: z.number() }) }).safeParse({ data: { year: "x" } });
    const [code, params] = invalidInput(parsed.error!);
    expect(code).toBe("invalidInput");
    expect(englishMessage(code, params)).toBe(parsed.error!.issues[0]!.message);
    const [withPath, pathParams] = invalidInput(parsed.error!, true);
    expect(withPath).toBe("invalidField");
    expect(englishMessage(withPath, pathParams)).toBe(`data.year: ${parsed.error!.issues[0]!.message}`);
  });
});

describe("answerDomainErrors: the one wrapper of every route", () => {
  const frozen = (module: Record<string, unknown>) => Object.freeze({ ...module });
  const build = {
    entry: { module: {} },
    routes: {
      root: { id: "root", path: "", module: frozen({ default: () => null }) },
      page: {
        id: "page",
        path: "page",
        module: frozen({
          loader: async () => {
            throw new DomainError("resumeNotFound");
          },
          action: async () => {
            throw new DomainError("pdfBusy");
          },
        }),
      },
      fine: { id: "fine", path: "fine", module: frozen({ loader: async () => ({ ok: true }) }) },
      bug: {
        id: "bug",
        path: "bug",
        module: frozen({
          loader: async () => {
            throw new TypeError("a bug");
          },
          action: async () => {
            throw new Response("as it was", { status: 418 });
          },
        }),
      },
    },
  } as unknown as ServerBuild;
  const wrapped = answerDomainErrors(build);
  const run = async (id: string, handler: "loader" | "action") => {
    const module = wrapped.routes[id]!.module as unknown as Record<string, (args: unknown) => Promise<unknown>>;
    // What Remix hands every loader and action; no token, so the token gate lets it through.
    const args = { request: new Request("http://localhost/page"), context: { cloudflare: { env: {} } }, params: {} };
    try {
      return { returned: await module[handler]!(args) };
    } catch (thrown) {
      return { thrown };
    }
  };

  it("throws a domain error on as its catalogue answer, from a loader and from an action", async () => {
    const loaded = await run("page", "loader");
    expect(loaded.thrown).toBeInstanceOf(Response);
    expect(await answer(loaded.thrown as Response)).toEqual({
      status: 404,
      retryAfter: null,
      body: { success: false, code: "resumeNotFound", message: "Resume not found.", params: {} },
    });
    const acted = await run("page", "action");
    expect(await answer(acted.thrown as Response)).toMatchObject({
      status: 503,
      retryAfter: "30",
      body: { code: "pdfBusy" },
    });
  });

  it("leaves answers, other errors, thrown Responses and routes without handlers as they were; a route that only reads refuses other methods", async () => {
    expect(await run("fine", "loader")).toEqual({ returned: { ok: true } });
    const bug = await run("bug", "loader");
    expect(bug.thrown).toBeInstanceOf(TypeError);
    expect(((await run("bug", "action")).thrown as Response).status).toBe(418);
    expect(wrapped.routes.root).toBe(build.routes.root);
    expect(wrapped.routes.fine!.module).not.toBe(build.routes.fine!.module);
    // A route that only reads: any other method is the catalogue's 405, with the methods it takes.
    const posted = (await run("fine", "action")).thrown as Response;
    expect(posted.headers.get("Allow")).toBe("GET, HEAD");
    expect(await answer(posted)).toMatchObject({ status: 405, body: { code: "methodNotAllowed" } });
    expect(Object.isFrozen(build.routes.page!.module)).toBe(true);
    expect(wrapped.entry).toBe(build.entry);
  });
});

describe("request bodies' checks answer codes, in the English they always had", () => {
  const first = (schema: z.ZodType, value: unknown) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) throw new Error("parsed");
    return issueError(parsed.error.issues[0]!);
  };
  const CHECKS: Array<[string, z.ZodType, unknown, string, Record<string, number>, string]> = [
    [
      "an unknown template",
      createResumeSchema,
      { templateId: "nope", data: emptyResume() },
      "unknownTemplate",
      {},
      "Unknown template id.",
    ],
    ["an empty title", updateResumeSchema, { title: " " }, "titleEmpty", { min: 1 }, "Title must not be empty."],
    [
      "a long title",
      updateResumeSchema,
      { title: "t".repeat(TITLE_MAX + 1) },
      "titleMax",
      { max: TITLE_MAX },
      `Title must be at most ${TITLE_MAX} characters.`,
    ],
    ["an update of nothing", updateResumeSchema, { baseVersion: 3 }, "nothingToUpdate", {}, "Nothing to update."],
    [
      "a job URL",
      updateApplicationSchema,
      { jobUrl: "ftp://acme" },
      "jobUrlRule",
      {},
      "A job URL starts with http:// or https://",
    ],
    [
      "a deadline",
      updateApplicationSchema,
      { deadline: "2025/12/31" },
      "dayFormat",
      {},
      "Use the date format YYYY-MM-DD",
    ],
    [
      "an empty company",
      updateApplicationSchema,
      { company: "" },
      "companyEmpty",
      { min: 1 },
      "Company must not be empty.",
    ],
    [
      "an empty role",
      createApplicationSchema,
      { resumeId: "r1", company: "Acme" },
      "roleEmpty",
      {},
      "Role must not be empty.",
    ],
    ["a change of nothing", updateApplicationSchema, {}, "nothingToChange", {}, "Send at least one field to change."],
    [
      "a long note",
      updateApplicationSchema,
      { notes: "n".repeat(APPLICATION_LIMITS.notes + 1) },
      "atMost",
      { max: APPLICATION_LIMITS.notes },
      `At most ${APPLICATION_LIMITS.notes} characters`,
    ],
    ["an untitled event", eventInputSchema, { title: "" }, "eventTitleEmpty", { min: 1 }, "An event needs a title."],
    [
      "too many paragraphs",
      letterContentSchema,
      { date: "2025-01-31", paragraphs: Array.from({ length: LETTER_LIMITS.paragraphs + 1 }, () => "p") },
      "atMostParagraphs",
      { max: LETTER_LIMITS.paragraphs },
      `At most ${LETTER_LIMITS.paragraphs} paragraphs`,
    ],
  ];

  it.each(CHECKS)("%s", (_, schema, value, code, params, english) => {
    const found = first(schema, value);
    expect(found).toEqual({ code, params });
    expect(englishMessage(found.code, found.params)).toBe(english);
  });
});

describe("refusedAction: a page action's refusal has its code's status", () => {
  it("takes the status from the catalogue and keeps the fields beside the code", () => {
    const answer = refusedAction({ ...actionError("csvTooLarge"), saved: false });
    expect(answer.init?.status).toBe(413);
    expect(answer.data).toMatchObject({
      code: "csvTooLarge",
      saved: false,
      error: "The file is too large (at most 2 MB).",
    });
    expect(refusedAction(actionError("impossibleMove")).init?.status).toBe(400);
  });
});

describe("uiLanguageRule names the interface languages", () => {
  it("lists exactly app/i18n/languages.ts's", () => {
    expect(englishMessage("uiLanguageRule")).toBe(`language must be one of: ${UI_LANGUAGES.join(", ")}.`);
  });
});
