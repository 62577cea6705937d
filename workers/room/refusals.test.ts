/** The room's refusals by code (ROOM_ERROR_CODES, ./refusals.ts): codes of the one catalogue, English for clients, the code for the editor. */
import { describe, expect, it } from "vitest";
import { apiErrorText } from "../../app/i18n/api-errors";
import { createI18n } from "../../app/i18n/instance.server";
import { allTranslations } from "../../app/i18n/resources/all";
import { UI_LANGUAGES } from "../../app/i18n/languages";
import { englishMessage, ERROR_CATALOGUE, errorStatus, isErrorCode } from "../../app/lib/error-catalogue";
import { isRoomErrorCode, refusalFrame, ROOM_ERROR_CODES } from "../../app/domain/collab/protocol";
import { roomError, roomErrorMessage, spoken } from "./refusals";

describe("room refusals", () => {
  it("an error frame carries the code, its parameters and the English message", () => {
    expect(roomError("threadLimit", { max: 50 })).toEqual({
      type: "error",
      code: "threadLimit",
      params: { max: 50 },
      message: "A thread holds at most 50 comments.",
    });
    expect(roomError("viewOnly")).toEqual({
      type: "error",
      code: "viewOnly",
      params: {},
      message: "You can view this resume but not edit it.",
    });
    expect(roomErrorMessage("tooFarBehind")).toBe("Too far behind: reconnect for a fresh copy");
  });

  it("a refusal the pure room decided by code leaves with the same English", () => {
    expect(spoken(refusalFrame("threadLimit", { max: 50 }))).toEqual(roomError("threadLimit", { max: 50 }));
    const ack = {
      type: "letterAck",
      letterId: "L",
      opId: "o1",
      version: 3,
      rejected: undefined,
      rejectedCode: "letterDeleted",
    } as const;
    expect(JSON.stringify(spoken(ack))).toBe(
      '{"type":"letterAck","letterId":"L","opId":"o1","version":3,"rejected":"This cover letter was deleted.","rejectedCode":"letterDeleted"}',
    );
    const own = {
      type: "letterAck",
      letterId: "L",
      opId: "o1",
      version: 3,
      rejected: "At most 10 characters",
    } as const;
    expect(spoken(own)).toBe(own);
  });

  it("every room code is a catalogue code with a status, and nothing else is a room code", () => {
    expect(new Set(ROOM_ERROR_CODES).size).toBe(ROOM_ERROR_CODES.length);
    for (const code of ROOM_ERROR_CODES) {
      expect(isErrorCode(code), code).toBe(true);
      expect(isRoomErrorCode(code), code).toBe(true);
      expect(errorStatus(code), code).toBeGreaterThanOrEqual(400);
      expect(roomErrorMessage(code), code).toBe(ERROR_CATALOGUE[code][1].replace(/\{\{\w+\}\}/g, ""));
    }
    expect(isRoomErrorCode("resumeNotFound")).toBe(false);
    expect(isRoomErrorCode("toString")).toBe(false);
  });

  it("every code has its text in every language, through the same path as an API error", () => {
    const params = { max: 50 };
    for (const language of UI_LANGUAGES) {
      const t = createI18n(language).t;
      const texts = allTranslations[language].apiErrors as Record<string, string>;
      for (const code of ROOM_ERROR_CODES) {
        expect(texts[code]?.trim(), `${language} ${code}`).toBeTruthy();
        const text = apiErrorText(t, { code, params });
        expect(text, `${language} ${code}`).not.toBe(`apiErrors.${code}`);
        if (language === "en") expect(text, code).toBe(englishMessage(code, params));
      }
    }
    expect(apiErrorText(createI18n("de").t, { code: "threadLimit", params })).toBe(
      "Ein Thread enthält höchstens 50 Kommentare.",
    );
    expect(apiErrorText(createI18n("es").t, { code: "viewOnly" })).toBe(
      "Puedes ver este currículum, pero no editarlo.",
    );
  });

  it("says a refusal the HTTP API also makes in the same words", () => {
    for (const language of UI_LANGUAGES) {
      const t = createI18n(language).t;
      expect(apiErrorText(t, { code: "viewOnly" })).toBe(apiErrorText(t, { code: "viewOnlyResume" }));
      expect(apiErrorText(t, { code: "suggestOnly" })).toBe(apiErrorText(t, { code: "suggestOnlyResume" }));
    }
  });
});
