import { describe, expect, it } from "vitest";
import { attachmentDisposition, resumeFileName } from "./file-name";

describe("attachmentDisposition", () => {
  it("keeps an ASCII name as it was", () => {
    expect(attachmentDisposition("Ada-Lovelace-resume.pdf")).toBe('attachment; filename="Ada-Lovelace-resume.pdf"');
  });

  it("sends any other name as UTF-8 in filename*, after an ASCII fallback, so the header stays Latin-1", () => {
    const header = attachmentDisposition(`${resumeFileName("Łukasz Żółć")}.docx`);
    expect(header).toBe(
      `attachment; filename="ukasz-Zoc-resume.docx"; filename*=UTF-8''%C5%81ukasz-%C5%BB%C3%B3%C5%82%C4%87-resume.docx`,
    );
    expect([...header].every((char) => char.charCodeAt(0) < 128)).toBe(true);
    // A browser decodes filename* back to the name.
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe("Łukasz-Żółć-resume.docx");
  });

  it("falls back to a readable ASCII name when nothing of the name is ASCII", () => {
    expect(attachmentDisposition(`${resumeFileName("张伟")}.pdf`)).toMatch(
      /^attachment; filename="resume\.pdf"; filename\*=UTF-8''%E5%BC%A0%E4%BC%9F-resume\.pdf$/,
    );
  });
});
