import { describe, expect, it } from "vitest";
import { checkSize, IMPORT_MAX_BYTES, IMPORT_MESSAGES, importKind, readJsonFile } from "./file";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("import: what a file is", () => {
  it("goes by the file's bytes before its name", () => {
    expect(importKind("resume.pdf", bytes("%PDF-1.7"))).toBe("pdf");
    expect(importKind("resume.docx", bytes("PK\u0003\u0004rest"))).toBe("docx");
    expect(importKind("renamed.txt", bytes("%PDF-1.4"))).toBe("pdf");
    expect(importKind("resume.json", bytes('{"basics":{}}'))).toBe("json");
  });

  it("refuses other files with the message for each case", () => {
    expect(() => importKind("photo.png", bytes("\u0089PNG"))).toThrow(IMPORT_MESSAGES.wrongType);
    expect(() => importKind("resume.pdf", bytes("not a pdf"))).toThrow(IMPORT_MESSAGES.unreadablePdf);
    expect(() => importKind("resume.docx", bytes("plain text"))).toThrow(IMPORT_MESSAGES.notDocx);
    expect(() => importKind("sheet.xlsx", bytes("PK\u0003\u0004"))).toThrow(IMPORT_MESSAGES.wrongType);
    expect(() => checkSize(IMPORT_MAX_BYTES + 1)).toThrow(IMPORT_MESSAGES.tooLarge);
    expect(() => checkSize(0)).toThrow(IMPORT_MESSAGES.empty);
  });

  it("reads JSON Resume and this site's own data; refuses malformed JSON and other JSON", () => {
    const jsonResume = readJsonFile(
      JSON.stringify({
        basics: { name: "Ana Lima", email: "ana@example.com" },
        work: [{ name: "Acme", position: "Chef", startDate: "2020-02" }],
      }),
    );
    expect(jsonResume.data.personalInfo.fullName).toBe("Ana Lima");
    expect(jsonResume.data.experience[0]).toMatchObject({ company: "Acme", position: "Chef", startDate: "2020-02" });
    const own = readJsonFile(
      JSON.stringify({
        personalInfo: { fullName: "Bo Chen", email: "", phone: "", address: "" },
        summary: "Baker",
        skills: ["Bread"],
        experience: [],
        education: [],
      }),
    );
    expect(own.data).toMatchObject({ summary: "Baker", skills: ["Bread"] });
    expect(() => readJsonFile('{"basics": ')).toThrow(IMPORT_MESSAGES.badJson);
    expect(() => readJsonFile('{"invoice": 12}')).toThrow(IMPORT_MESSAGES.notResumeJson);
    expect(() => readJsonFile("[1, 2]")).toThrow(IMPORT_MESSAGES.notResumeJson);
  });
});
