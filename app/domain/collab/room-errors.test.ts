/** The room's refusals by code (app/domain/collab/room-errors.ts): English for clients, the code for the editor. */
import { describe, expect, it } from "vitest";
import { createI18n, resources } from "~/i18n/instance.server";
import { ROOM_ERRORS, roomError, type RoomErrorCode } from "./room-errors";

describe("room refusals", () => {
  it("an error frame carries the code, its parameters and the English message", () => {
    expect(roomError("threadLimit", { max: 50 })).toEqual({ type: "error", code: "threadLimit", params: { max: 50 }, message: "A thread holds at most 50 comments." });
    expect(roomError("viewOnly")).toEqual({ type: "error", code: "viewOnly", params: {}, message: "You can view this resume but not edit it." });
  });

  it("every code has the editor's text, the same English, and is translated by its code", () => {
    const english = resources.en.translation.roomMessages as Record<string, string>;
    for (const code of Object.keys(ROOM_ERRORS) as RoomErrorCode[]) expect(english[code], code).toBe(ROOM_ERRORS[code]);
    expect(createI18n("de").t("roomMessages.threadLimit", { max: 50 })).toContain("50");
    expect(createI18n("es").t("roomMessages.viewOnly")).toBe("puedes ver este currículum, pero no editarlo.");
  });
});
