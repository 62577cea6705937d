import { describe, expect, it } from "vitest";
import { docxParagraphFlood, docxZipBomb, pdfHugeStream } from "../../../tests/import/hostile";
import { checkPdfBounds, checkZipBounds } from "./file-guards";

describe("hostile files (docs/import.md#limits)", () => {
  it("are small on disk and refused by the guards", () => {
    const bomb = docxZipBomb();
    const flood = docxParagraphFlood();
    const pdf = pdfHugeStream();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect(flood.length).toBeLessThan(5 * 1024 * 1024);
    expect(pdf.length).toBeLessThan(5 * 1024 * 1024);
    expect(checkZipBounds(bomb)).toMatchObject({ ok: false });
    expect(checkZipBounds(flood)).toMatchObject({ ok: false });
    expect(checkPdfBounds(pdf)).toMatchObject({ ok: false });
  });
});
