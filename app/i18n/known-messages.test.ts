/**
 * Every English answer the server can give the dashboard, the Publish dialog, cover letters,
 * versions, sharing, tailoring and import is known to `known-messages.ts` and shown translated
 * (docs/i18n.md#server-answers). The messages are read out of the server's source, so a new
 * refusal there fails here until it has its key.
 */
import { describe, expect, it } from "vitest";
import { createI18n, resources } from "./instance";
import { knownServerMessage, translateKnownMessage } from "./known-messages";
import { publishInputSchema } from "~/domain/publication/api";
import { slugProblem } from "~/domain/publication/slug";
import { createVersionSchema } from "~/domain/resume/versions";

const sources = {
  ...import.meta.glob<string>("/app/server/**/*.server.ts", { query: "?raw", import: "default", eager: true }),
  ...import.meta.glob<string>("/app/routes/api.*.ts", { query: "?raw", import: "default", eager: true }),
  ...import.meta.glob<string>("/app/routes/_app.dashboard.tsx", { query: "?raw", import: "default", eager: true }),
  ...import.meta.glob<string>(["/app/domain/publication/*.ts", "/app/domain/resume/versions.ts", "/app/domain/cover-letter/live-edit.ts", "/app/domain/resume/job-description.ts", "/app/domain/resume/size.ts", "/workers/room/room-letters.ts"], { query: "?raw", import: "default", eager: true }),
};

/** The routes and services whose answers pages show (the rest answer API clients, sockets or the public page). */
const SHOWN = [
  "/app/routes/_app.dashboard.tsx",
  "/app/server/resumes.server.ts",
  "/app/server/trash.server.ts",
  "/app/server/publication/publications.server.ts",
  "/app/domain/publication/slug.ts",
  "/app/domain/publication/api.ts",
  "/app/server/cover-letters.server.ts",
  "/app/server/collab/letter-write.server.ts",
  "/app/domain/cover-letter/live-edit.ts",
  "/app/server/versions/versions.server.ts",
  "/app/server/versions/letter-versions.server.ts",
  "/app/domain/resume/versions.ts",
  "/app/server/collab/collaborators.server.ts",
  "/app/server/tailor.server.ts",
  "/app/routes/api.resumes.$id.tailor.apply.ts",
  "/app/routes/api.resumes.$id.tailor.ts",
  "/app/routes/api.resumes.import.ts",
  "/app/domain/resume/job-description.ts",
  "/app/routes/api.resumes.$id.versions.$vid.restore.ts",
  "/app/routes/api.resumes.$id.versions.ts",
  "/app/routes/api.cover-letters.$letterId.versions.$vid.restore.ts",
  "/app/routes/api.resumes.$id.collaborators.ts",
  "/app/routes/api.resumes.$id.collaborators.$userId.ts",
  "/app/routes/api.resumes.$id.publication.ts",
  "/app/routes/api.resumes.$id.cover-letters.ts",
  "/app/routes/api.resumes.$id.duplicate.ts",
  "/app/routes/api.resumes.$id.restore.ts",
  "/app/domain/resume/size.ts",
  "/workers/room/room-letters.ts",
];

/** Written for the people who use the page, but never reaching it (checked by hand). */
const NOT_SHOWN = new Set([
  "At most ${max} characters", // a letter paragraph over the limit: the editor's fields stop typing there
  "At most ${LETTER_LIMITS.paragraphs} paragraphs",
  "Invalid cover letter.",
  "Could not update a collaborator's role in the room",
  "Could not send the invitation e-mail",
  "Could not close a removed collaborator's sockets",
  "Could not notify the resume room of a change",
  "Could not read the resume room",
]);

/** Message literals in the source: thrown refusals, named constants, zod messages, rejections. */
function messagesIn(source: string): string[] {
  const constants = new Map([...source.matchAll(/const ([A-Z_]+) = "([^"]+)";/g)].map((m) => [m[1] ?? "", m[2] ?? ""]));
  const found: string[] = [];
  const literal = String.raw`("(?:[^"\\]|\\.)*"|\x60[^\x60]*\x60|[A-Z_]{3,})`;
  const places = [
    new RegExp(String.raw`new ResumeError\(\d+, ${literal}`, "g"),
    new RegExp(String.raw`errorResponse\(\d+, ${literal}`, "g"),
    new RegExp(String.raw`TooManyRequests\(${literal}`, "g"),
    new RegExp(String.raw`rejected: ${literal}`, "g"),
    new RegExp(String.raw`\.(?:min|max)\([\w.]+, ${literal}`, "g"),
    new RegExp(String.raw`\{ error: ${literal}`, "g"),
    new RegExp(String.raw`error: (?:unknownIntent \? )?${literal}`, "g"),
    new RegExp(String.raw`\.refine\([^\n]*?, ${literal}\)`, "g"),
    new RegExp(String.raw`return ${literal};`, "g"),
    new RegExp(String.raw`const [A-Z_]+ = ${literal};`, "g"),
    new RegExp(String.raw`refuse\(${literal}\)`, "g"),
  ];
  for (const place of places) {
    for (const match of source.matchAll(place)) {
      const raw = match[1] ?? "";
      if (/^[A-Z_]+$/.test(raw)) {
        const value = constants.get(raw);
        if (value !== undefined) found.push(value);
        continue;
      }
      const text = raw.slice(1, -1).replace(/\\"/g, '"');
      if (/^[A-Z"]/.test(text) && /[.a-z]$/.test(text)) found.push(text);
    }
  }
  return found;
}

/** A source text with `${…}` parts, as one example answer (numbers for numbers, words for the rest). */
function example(text: string): string {
  return text.replace(/\$\{([^}]*)\}/g, (_, expression: string) => {
    if (/wait/i.test(expression)) return "12 minutes";
    if (/slug/.test(expression)) return "admin";
    if (/join|describe/.test(expression)) return "a skill, another";
    return "42";
  });
}

describe("server answers the pages show", () => {
  const messages = new Set<string>();
  for (const path of SHOWN) {
    const source = sources[path];
    it(`reads ${path}`, () => expect(source, path).toBeTypeOf("string"));
    for (const message of messagesIn(source ?? "")) if (!NOT_SHOWN.has(message)) messages.add(example(message));
  }
  // Texts built by helpers rather than written at the throw.
  messages.add("You can keep at most 200 resumes. Delete one to create another.");
  messages.add("You can keep at most 200 resumes. Delete one to create another. Resumes in the Trash (3) count until you delete them forever.");
  messages.add("You have sent too many invitations. Please try again in 1 minute.");
  messages.add("Too many emails sent at your request. Please try again in 3 hours.");
  for (const slug of ["ab", "Bad_Slug", "admin"]) messages.add(slugProblem(slug) ?? "");
  for (const password of ["abc", "x".repeat(200)]) {
    const parsed = publishInputSchema.safeParse({ password });
    messages.add(parsed.error?.issues[0]?.message ?? "");
  }
  for (const name of ["", "x".repeat(500)]) messages.add(createVersionSchema.safeParse({ name }).error?.issues[0]?.message ?? "");

  it("finds the messages in the source", () => {
    // A sample of what must be there, so a broken reader does not pass by finding nothing.
    for (const text of ["This link is taken.", "Too many cover letter edits at once. Slow down and try again.", "This resume has reached its size limit (512 KB). Shorten some descriptions before adding more.", "Only the owner can rename this resume.", "Titles must be 1 to 42 characters.", "Resume not found in the Trash.", "Too many version changes. Try again in 12 minutes."]) {
      expect(messages).toContain(text);
    }
    expect(messages.size).toBeGreaterThan(40);
  });

  it("knows every one of them", () => {
    expect([...messages].filter((text) => !knownServerMessage(text))).toEqual([]);
  });

  for (const language of ["es", "de"] as const) {
    it(`shows every one in ${language}, with the parts the server filled in`, () => {
      const t = createI18n(language).t;
      const problems: string[] = [];
      for (const text of messages) {
        const shown = translateKnownMessage(t, text);
        if (shown === text || !shown.trim() || shown.includes("{{")) problems.push(`${text} → ${shown}`);
        for (const number of text.match(/\d+/g) ?? []) if (!shown.includes(number)) problems.push(`${text}: ${number} missing in ${shown}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it("is the same text again in English", () => {
    const t = createI18n("en").t;
    for (const text of messages) expect(translateKnownMessage(t, text)).toBe(text);
  });

  it("translates the wait and keeps data as it came", () => {
    expect(translateKnownMessage(createI18n("de").t, "You have tailored many resumes in a short time. Please try again in 1 minute.")).toBe(
      "Du hast in kurzer Zeit viele Lebensläufe angepasst. Versuche es in 1 Minute noch einmal.",
    );
    expect(translateKnownMessage(createI18n("es").t, "Too many version changes. Try again in 3 hours.")).toBe("Demasiados cambios de versiones. Inténtalo de nuevo en 3 horas.");
    expect(translateKnownMessage(createI18n("de").t, '"admin" is reserved. Choose another link name.')).toBe("„admin“ ist reserviert. Wähle einen anderen Linknamen.");
    expect(translateKnownMessage(createI18n("de").t, "Could not save: You can view this resume but not edit it.")).toBe(
      "Speichern fehlgeschlagen: Du kannst diesen Lebenslauf ansehen, aber nicht bearbeiten.",
    );
    expect(translateKnownMessage(createI18n("de").t, "Could not save: HTTP 502: Bad Gateway")).toBe("Speichern fehlgeschlagen: HTTP 502: Bad Gateway");
    expect(translateKnownMessage(createI18n("es").t, "Could not save: check your connection. Your changes are kept in this page.")).toBe(
      "No se pudo guardar: comprueba tu conexión. Tus cambios se conservan en esta página.",
    );
    expect(translateKnownMessage(createI18n("es").t, "Nothing was applied: these are not in your resume: Kubernetes, <b>Go</b>.")).toBe(
      "No se aplicó nada: esto no está en tu currículum: Kubernetes, <b>Go</b>.",
    );
  });

  it("has a key for every English text it knows", () => {
    expect(Object.keys(resources.es.translation.serverMessages).sort()).toEqual(Object.keys(resources.en.translation.serverMessages).sort());
  });
});
