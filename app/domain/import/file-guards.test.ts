import { zipSync, zlibSync } from "fflate";
import { describe, expect, it } from "vitest";
import { checkPdfBounds, checkZipBounds, READ_LIMITS } from "./file-guards";

const zeros = (bytes: number) => new Uint8Array(bytes);

/** A PDF with one content stream of `bytes` zeros, Flate-compressed (a few KB per 10 MB). */
function pdfWithStream(bytes: number): Uint8Array {
  const data = zlibSync(zeros(bytes), { level: 9 });
  const head = new TextEncoder().encode(
    `%PDF-1.4\n1 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`,
  );
  const tail = new TextEncoder().encode("\nendstream\nendobj\ntrailer\n<< >>\n%%EOF\n");
  const file = new Uint8Array(head.length + data.length + tail.length);
  file.set(head);
  file.set(data, head.length);
  file.set(tail, head.length + data.length);
  return file;
}

describe("file guards", () => {
  it("pass an ordinary DOCX-sized archive and refuse a zip bomb, whatever its headers claim", () => {
    expect(
      checkZipBounds(
        zipSync({ "word/document.xml": new TextEncoder().encode("<w:document>Ada</w:document>".repeat(1000)) }),
      ),
    ).toEqual({ ok: true });
    const bomb = zipSync({ "word/document.xml": zeros(READ_LIMITS.docxPartBytes + 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(100_000);
    expect(checkZipBounds(bomb)).toMatchObject({ ok: false });
    // The same bomb lying about its size in its local header (what a streaming reader sees): still counted.
    const liar = bomb.slice();
    new DataView(liar.buffer).setUint32(22, 1_000, true);
    expect(checkZipBounds(liar)).toMatchObject({ ok: false, reason: expect.stringContaining("unpacks past") });
    // Many parts, each under the part limit, over the total.
    const parts = Object.fromEntries(
      Array.from({ length: 4 }, (_, i) => [`word/media/${i}.bin`, zeros(12 * 1024 * 1024)]),
    );
    expect(checkZipBounds(zipSync(parts, { level: 9 }))).toMatchObject({ ok: false });
  });

  it("pass a PDF with ordinary streams and refuse one whose stream decodes past the limit", () => {
    expect(checkPdfBounds(pdfWithStream(200_000))).toEqual({ ok: true });
    const bomb = pdfWithStream(READ_LIMITS.pdfStreamBytes + 1024 * 1024);
    expect(bomb.length).toBeLessThan(100_000);
    expect(checkPdfBounds(bomb)).toMatchObject({ ok: false });
  });
});
