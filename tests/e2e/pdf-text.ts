/** Text out of a PDF with pdf.js, as an ATS parser would read it: pages in order, lines as laid out. */
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const task = getDocument({ data: bytes, useSystemFonts: false });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    let text = "";
    for (const item of content.items) {
      if (!("str" in item)) continue;
      text += item.str;
      if (item.hasEOL) text += "\n";
    }
    pages.push(text);
  }
  const result = { text: pages.join("\n"), pages: pdf.numPages };
  await task.destroy();
  return result;
}
