/** Pages show an API error by its code in the interface language (app/i18n/api-errors.ts), never by its English. */
import { describe, expect, it } from "vitest";
import { ApiError, UNEXPECTED_ANSWER } from "~/lib/api-client";
import { englishMessage, ERROR_CATALOGUE, type ErrorCode } from "~/lib/error-catalogue";
import { actionErrorText, apiErrorText, errorText, reasonText } from "./api-errors";
import { createI18n } from "./instance.server";

const es = createI18n("es").t;
const de = createI18n("de").t;
const en = createI18n("en").t;

describe("API errors in the interface language", () => {
  it("translates by the code, whatever the English says", () => {
    expect(apiErrorText(es, { code: "badCredentials" })).toBe("Correo o contraseña incorrectos.");
    expect(apiErrorText(de, { code: "slugReserved", params: { slug: "admin" } })).toBe(
      "„admin“ ist reserviert. Wähle einen anderen Linknamen.",
    );
    const refusal = new ApiError("Some other English entirely.", 401, {
      code: "badCredentials",
      message: "Some other English entirely.",
      params: {},
    });
    expect(errorText(es, refusal, "fallback")).toBe("Correo o contraseña incorrectos.");
  });

  it("translates a field's issue by its own code inside the field frame", () => {
    const params = {
      path: "data.experience.0.startDate",
      issue: "Use the month format YYYY-MM",
      issueCode: "monthFormat",
    };
    expect(apiErrorText(de, { code: "invalidField", params })).toBe(
      "Feld „data.experience.0.startDate“: Verwende das Monatsformat JJJJ-MM (YYYY-MM)",
    );
    expect(apiErrorText(en, { code: "invalidField", params })).toBe(
      "data.experience.0.startDate: Use the month format YYYY-MM",
    );
  });

  it("words a wait from retryAfterSeconds in the page's language", () => {
    expect(apiErrorText(es, { code: "versionThrottle", params: { retryAfterSeconds: 720 } })).toContain("12 minutos");
    expect(apiErrorText(de, { code: "loginThrottle", params: { retryAfterSeconds: 4 * 3600 } })).toContain("4 Stunden");
  });

  it("says every code in English exactly as the API does", () => {
    for (const code of Object.keys(ERROR_CATALOGUE) as ErrorCode[]) {
      const params = {
        max: 7,
        min: 3,
        slug: "x",
        seconds: 9,
        trashed: 2,
        count: 2,
        changes: "a",
        inventions: "b",
        format: "rtf",
        reason: "r",
        issue: "i",
        path: "p",
        occupation: "99-9999.99",
        field: "f",
        fields: "summary",
        jobField: "j",
        column: "notes",
        rows: 600,
        line: 4,
        stage: "hired",
        stages: "saved, applied",
        scope: "suggest",
        retryAfterSeconds: 60,
      };
      expect(apiErrorText(en, { code, params }), code).toBe(englishMessage(code, params));
    }
  });

  it("falls back without a code, and names an unexpected answer", () => {
    expect(errorText(es, new ApiError("HTTP 502: Bad Gateway", 502, {}), "No se pudo.")).toBe("No se pudo.");
    expect(reasonText(es, new ApiError("HTTP 502: Bad Gateway", 502, {}))).toBe("HTTP 502: Bad Gateway");
    expect(errorText(es, new TypeError("Failed to fetch"), "Sin conexión.")).toBe("Sin conexión.");
    expect(errorText(en, new ApiError(UNEXPECTED_ANSWER, 200, {}, true), "x")).toBe(UNEXPECTED_ANSWER);
    expect(errorText(es, new ApiError("x", 400, { code: "notACode" }), "Otra cosa.")).toBe("Otra cosa.");
  });

  it("shows a page action's refusal by its code", () => {
    expect(
      actionErrorText(es, { error: "Titles must be 1 to 120 characters.", code: "titleRule", params: { max: 120 } }),
    ).toBe("Los títulos deben tener entre 1 y 120 caracteres.");
    expect(actionErrorText(es, { error: "Something only the page knows." })).toBe("Something only the page knows.");
  });
});
