/**
 * Every English answer the server can give the dashboard, the Publish dialog, cover letters,
 * versions, sharing, tailoring and import is known to `known-messages.ts` and shown translated
 * (docs/i18n.md#server-answers). The messages are read out of the server's source, so a new
 * refusal there fails here until it has its key.
 */
import { describe, expect, it } from "vitest";
import { createI18n, resources } from "./instance";
import { knownFieldIssue, knownServerMessage, translateKnownMessage } from "./known-messages";
import { publishInputSchema } from "~/domain/publication/api";
import { slugProblem } from "~/domain/publication/slug";
import { resumeDataSchema } from "~/domain/resume/schema";
import { createVersionSchema } from "~/domain/resume/versions";
import { TEMPLATE_IDS } from "~/domain/templates/ids";
import { pendingSignupsText } from "~/lib/auth-messages";
import { firstIssue } from "~/lib/auth-schemas";
import * as z from "zod";

const sources = {
  ...import.meta.glob<string>("/app/server/**/*.server.ts", { query: "?raw", import: "default", eager: true }),
  ...import.meta.glob<string>("/app/routes/api.*.ts", { query: "?raw", import: "default", eager: true }),
  ...import.meta.glob<string>("/app/routes/_app.dashboard.tsx", { query: "?raw", import: "default", eager: true }),
  ...import.meta.glob<string>(["/app/domain/publication/*.ts", "/app/domain/resume/versions.ts", "/app/domain/cover-letter/live-edit.ts", "/app/domain/resume/job-description.ts", "/app/domain/resume/size.ts", "/workers/room/room-letters.ts"], { query: "?raw", import: "default", eager: true }),
  ...import.meta.glob<string>(["/app/domain/resume/schema.ts", "/app/lib/api-client.ts", "/app/lib/auth-schemas.ts", "/app/components/publish/publication-api.ts", "/app/components/history/history-panel.tsx"], { query: "?raw", import: "default", eager: true }),
  ...import.meta.glob<string>(["/app/components/collab/use-room.ts", "/workers/resume-room.ts", "/workers/room/sockets.ts", "/app/domain/review/rules.ts", "/app/domain/review/image.ts"], { query: "?raw", import: "default", eager: true }),
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
  // The generic refusals any endpoint gives, the account flows' throttles, exports and download
  // links, and the client's own words when the server sent none.
  "/app/server/http.server.ts",
  "/app/server/auth/limits.server.ts",
  "/app/server/pdf/render-pdf.server.ts",
  "/app/server/pdf/render-slots.server.ts",
  "/app/routes/api.generate-pdf.ts",
  "/app/routes/api.resumes.$id.export.ts",
  "/app/routes/api.cover-letters.$letterId.export.ts",
  "/app/routes/api.files.$.ts",
  "/app/lib/api-client.ts",
  "/app/components/publish/publication-api.ts",
  "/app/components/history/history-panel.tsx",
  // The resume model's own issues, which the import's check names with a field path.
  "/app/domain/resume/schema.ts",
  // The room: the browser's connection errors, the room's close reasons and its review refusals.
  "/app/components/collab/use-room.ts",
  "/workers/resume-room.ts",
  "/workers/room/sockets.ts",
  "/app/domain/review/rules.ts",
  "/app/domain/review/image.ts",
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
  // A letter edit's parse fallback, and the PDF route's checks of what the editor always sends.
  "Invalid value",
  "html is required.",
  "fileName is required.",
  // The room's answer to an upgrade it refuses: the browser's socket sees only a failed connection.
  "Too many connections. Try again in a few seconds.",
  // Close reasons of a socket whose access ended: the editor says "Your access to this resume was removed." instead.
  "Access removed",
  "Signed out",
  // The room's side of a close the client started.
  "closing",
  // Close 4004: the editor shows its own banner for it (editorChrome.collab.gone).
  "This resume was moved to the Trash or deleted.",
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
    new RegExp(String.raw`refuse\(request, \d+, ${literal}\)`, "g"),
    // The room: close reasons, error frames, the browser's own connection errors.
    new RegExp(String.raw`closeSocket\(\w+, [\w.]+, ${literal}`, "g"),
    new RegExp(String.raw`type: "error", message: ${literal}`, "g"),
    new RegExp(String.raw`setError\((?:\(current\) => current \?\? )?${literal}`, "g"),
    new RegExp(String.raw`event\.reason : ${literal}`, "g"),
    // Exports, the client's fallbacks and the resume model's own issues.
    new RegExp(String.raw`new PdfRenderError\(${literal}`, "g"),
    new RegExp(String.raw`message: ${literal}`, "g"),
    new RegExp(String.raw`\?\? ${literal}`, "g"),
    new RegExp(String.raw`: ${literal};\n\s+(?:throw|return) new ApiError`, "g"),
    new RegExp(String.raw`\.(?:regex|max)\([^,\n]+, ${literal}\)`, "g"),
  ];
  for (const place of places) {
    for (const match of source.matchAll(place)) {
      const raw = match[1] ?? "";
      const text = /^[A-Z_]+$/.test(raw) ? constants.get(raw) : raw.slice(1, -1).replace(/\\"/g, '"');
      // A sentence: words and a space, ending in a stop, a word or a part filled in (not "image/png", not "local").
      if (text !== undefined && /^[A-Za-z"]/.test(text) && /[.a-z}]$/.test(text) && / /.test(text)) found.push(text);
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

/** The first issue of each kind a reviewed import can fail with. */
function fieldIssues(): z.core.$ZodIssue[] {
  const entry = { id: "e1", company: "Acme", position: "Engineer", startDate: "2020-01", endDate: "", current: false, description: "" };
  const base = { personalInfo: { fullName: "Ana", email: "", phone: "", address: "" }, summary: "", skills: [], experience: [entry], education: [] };
  const broken: unknown[] = [
    { ...base, experience: [{ ...entry, startDate: "January 2020" }] },
    { ...base, personalInfo: { ...base.personalInfo, fullName: "x".repeat(201) } },
    { ...base, experience: [{ ...entry, id: "not an id" }] },
    { ...base, skills: Array.from({ length: 101 }, (_, index) => `Skill ${index}`) },
    { ...base, summary: 42 },
    { ...base, settings: { language: "en", direction: "sideways" } },
    { ...base, experience: [{ ...entry, id: "" }] },
  ];
  return broken.map((data) => resumeDataSchema.safeParse(data).error?.issues[0]).filter((issue) => issue !== undefined);
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
  messages.add(pendingSignupsText("3 hours"));
  messages.add(firstIssue(new z.ZodError([])));
  // HTTP/2 carries no status text: the client's fallback then ends in ": ".
  messages.add("HTTP 502: ");
  // The import's check names the field: the server as "data.<path>: <issue>", the import page's own
  // check with spaces. Issues of the resume model and zod's own, as a bad import gets them.
  for (const issue of fieldIssues()) {
    messages.add(`data.${issue.path.join(".")}: ${issue.message}`);
    messages.add(`${issue.path.join(" ")}: ${issue.message}`);
  }
  const templateIssue = z.object({ templateId: z.enum(TEMPLATE_IDS) }).safeParse({ templateId: "nope" }).error?.issues[0];
  messages.add(`${templateIssue?.path.join(".")}: ${templateIssue?.message}`);

  it("finds the messages in the source", () => {
    // A sample of what must be there, so a broken reader does not pass by finding nothing.
    for (const text of ["This link is taken.", "Too many cover letter edits at once. Slow down and try again.", "This resume has reached its size limit (512 KB). Shorten some descriptions before adding more.", "Only the owner can rename this resume.", "Titles must be 1 to 42 characters.", "Resume not found in the Trash.", "Too many version changes. Try again in 12 minutes.", "Request body is too large.", "HTTP 42: 42", "Too many failed sign-in attempts. Please try again in 12 minutes.", "This download link has expired. Generate the file again.", "Many PDFs are being made right now. Please try again in a minute.", "Your access to this resume was removed.", "the server is unreachable; retrying", "could not reach the collaboration server", "Opened in too many tabs", "Only notes and highlights carry comments.", "An image must be under 200 KB."]) {
      expect(messages).toContain(text);
    }
    expect(messages.size).toBeGreaterThan(40);
  });

  it("knows every one of them", () => {
    expect([...messages].filter((text) => !knownServerMessage(text) && !knownFieldIssue(text))).toEqual([]);
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
    expect(translateKnownMessage(createI18n("de").t, "Could not save: HTTP 502: Bad Gateway")).toBe("Speichern fehlgeschlagen: Der Server hat mit einem Fehler geantwortet (HTTP 502: Bad Gateway).");
    expect(translateKnownMessage(createI18n("es").t, "Could not save: check your connection. Your changes are kept in this page.")).toBe(
      "No se pudo guardar: comprueba tu conexión. Tus cambios se conservan en esta página.",
    );
    expect(translateKnownMessage(createI18n("es").t, "Nothing was applied: these are not in your resume: Kubernetes, <b>Go</b>.")).toBe(
      "No se aplicó nada: esto no está en tu currículum: Kubernetes, <b>Go</b>.",
    );
  });

  it("translates the client's fallbacks, throttles and export errors", () => {
    const de = createI18n("de").t;
    const es = createI18n("es").t;
    expect(translateKnownMessage(de, "HTTP 503: Service Unavailable")).toBe("Der Server hat mit einem Fehler geantwortet (HTTP 503: Service Unavailable).");
    expect(translateKnownMessage(de, "HTTP 503: ")).toBe("Der Server hat mit einem Fehler geantwortet (HTTP 503).");
    expect(translateKnownMessage(es, "Request body is too large.")).toBe("El cuerpo de la solicitud es demasiado grande.");
    expect(translateKnownMessage(de, "Too many failed sign-in attempts. Please try again in 5 minutes.")).toBe("Zu viele fehlgeschlagene Anmeldeversuche. Versuche es in 5 Minuten noch einmal.");
    expect(translateKnownMessage(es, "This download link has expired. Generate the file again.")).toBe("Este enlace de descarga ha caducado. Vuelve a generar el archivo.");
  });

  it("translates a field issue's frame and issue and keeps its path", () => {
    const de = createI18n("de").t;
    expect(translateKnownMessage(de, "data.experience.0.startDate: Use the month format YYYY-MM")).toBe("Feld „data.experience.0.startDate“: Verwende das Monatsformat JJJJ-MM (YYYY-MM)");
    expect(translateKnownMessage(createI18n("es").t, "personalInfo fullName: At most 200 characters")).toBe("Campo «personalInfo fullName»: Como máximo 200 caracteres");
    expect(translateKnownMessage(de, "data: This resume has reached its size limit (512 KB). Shorten some descriptions before adding more.")).toMatch(/^Feld „data“: Dieser Lebenslauf hat seine Größengrenze/);
    // An issue it does not know, or a text that is not one, stays as it came.
    expect(translateKnownMessage(de, "data.summary: Something new")).toBe("data.summary: Something new");
    expect(translateKnownMessage(de, "Note: this is not a field")).toBe("Note: this is not a field");
  });

  it("translates the room's connection errors and refusals", () => {
    const de = createI18n("de").t;
    expect(translateKnownMessage(de, "Your access to this resume was removed.")).toBe("Dein Zugriff auf diesen Lebenslauf wurde entfernt.");
    expect(translateKnownMessage(createI18n("es").t, "the server is unreachable; retrying")).toBe("no se puede contactar con el servidor; reintentando");
    expect(translateKnownMessage(de, "A thread holds at most 50 comments.")).toBe("Ein Thread enthält höchstens 50 Kommentare.");
    expect(translateKnownMessage(de, "Opened in too many tabs")).toBe("In zu vielen Tabs geöffnet");
  });

  it("has a key for every English text it knows", () => {
    expect(Object.keys(resources.es.translation.serverMessages).sort()).toEqual(Object.keys(resources.en.translation.serverMessages).sort());
  });
});
