import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { resumeDataSchema, type ResumeData } from "../../app/domain/resume/schema";
import { sampleResume } from "../../app/domain/templates/sample-resume";
import { htmlToText } from "../../app/domain/templates/html-to-text";
import { TEMPLATE_IDS, type TemplateId } from "../../app/domain/resume/template-ids";
import { renderResumeHtml } from "../../app/domain/templates/render";
import { screenshot, setupBrowser, watchPopupsAndAlerts } from "./browser";
import { pdfText } from "./pdf-text";
import { newAccount, signInNewUser, startNewResume } from "./session";

const browser = setupBrowser();

/** Everything a parser must find, in the order it must find it. */
function expectedInOrder(data: ResumeData): string[] {
  return [
    data.personalInfo.fullName,
    data.personalInfo.email,
    data.personalInfo.phone,
    // Every bullet too: a positioned or layered box would put its text after the rest of the page.
    ...data.experience.flatMap((entry) => [entry.position, entry.company, ...bulletsOf(entry.description)]),
    ...data.education.map((entry) => entry.institution),
    ...(data.projects ?? []).map((project) => project.name),
  ];
}

const normalize = (text: string) => text.replace(/\s+/g, " ");

/** The expected strings in the order the template's HTML has them: reading order is DOM order. */
function documentOrder(data: ResumeData, templateId: TemplateId): string[] {
  const html = normalize(htmlToText(renderResumeHtml(data, templateId)));
  return expectedInOrder(data)
    .map((value, index) => ({ value, at: html.indexOf(normalize(value)), index }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map((entry) => entry.value);
}

function bulletsOf(description: string): string[] {
  return (
    description
      .split("\n")
      .map((line) => line.replace(/^\s*[-•*]\s*/, "").trim())
      .filter(Boolean)
      // The first words are enough to place a bullet; whole lines may wrap with hyphenation.
      .map((line) => line.split(" ").slice(0, 4).join(" "))
  );
}

describe("exports", () => {
  it("Generate PDF delivers the file and shows what an ATS reads from it", async () => {
    const page = await browser.newPage({ width: 1440, height: 1000 });
    const { alerts, opened } = await watchPopupsAndAlerts(page);
    await newAccount(page, "Marie Curie");
    await startNewResume(page, "professional-elegant");
    await page.waitForURL((url) => url.searchParams.has("resume"));
    await page.getByLabel("Summary", { exact: true }).fill("Physicist and chemist.");
    const generate = page.getByRole("button", { name: "Generate PDF" });
    await generate.click();
    await page
      .getByRole("button", { name: "Generating..." })
      .waitFor()
      .catch(() => undefined);
    await page.getByRole("status").getByText("PDF generated successfully!").waitFor({ timeout: 30_000 });
    expect(alerts).toEqual([]);
    const [url] = await opened();
    expect(url).toMatch(/\/api\/files\/pdfs\/.+\/Marie-Curie-resume\.pdf\?exp=/);
    const file = await page.request.get(url!);
    expect(file.headers()["content-disposition"]).toBe('attachment; filename="Marie-Curie-resume.pdf"');
    const { text } = await pdfText(new Uint8Array(await file.body()));
    expect(text).toContain("Marie Curie");
    expect(text).toContain("Physicist and chemist.");
    const reads = page.getByTestId("ats-reads-text");
    await reads.waitFor({ timeout: 20_000 });
    await expect(reads.textContent()).resolves.toContain("Physicist and chemist.");
    await screenshot(page, "editor-ats-reads");
  });

  it("the Export menu saves the file without leaving the editor, and says why when the server refuses", async () => {
    const page = await browser.newPage();
    await newAccount(page, "Menu Person");
    await startNewResume(page);
    const editorUrl = page.url();
    await page.getByRole("button", { name: "Export" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "Plain text (.txt)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Menu-Person-resume.txt");
    expect(page.url()).toBe(editorUrl);

    // The resume is moved to the Trash from elsewhere; the next export is refused, and the editor stays.
    const id = new URL(editorUrl).searchParams.get("resume");
    expect((await page.request.delete(`/api/resumes/${id}`)).ok()).toBe(true);
    await page.getByRole("button", { name: "Export" }).click();
    await page.getByRole("menuitem", { name: "JSON Resume" }).click();
    await page.getByText("Could not export: Resume not found.").waitFor();
    expect(page.url()).toBe(editorUrl);
    await screenshot(page, "editor-export-refused");
  });

  it("downloads DOCX with real headings and every section, and clean TXT", async () => {
    const page = await browser.newPage();
    await newAccount(page, "Docx Person");
    const created = await page.request.post("/api/resumes", {
      data: { templateId: "classic-executive", data: sampleResume },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const docx = await page.request.get(`/api/resumes/${id}/export?format=docx`);
    expect(docx.headers()["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    const files = unzipSync(new Uint8Array(await docx.body()));
    const xml = strFromU8(files["word/document.xml"]!);
    const headings = [...xml.matchAll(/<w:pStyle w:val="Heading1"\/>.*?<w:t[^>]*>([^<]+)<\/w:t>/g)].map(
      (match) => match[1],
    );
    expect(headings).toEqual(["Professional Summary", "Skills", "Professional Experience", "Education", "Projects"]);
    expect(xml).toContain('<w:pStyle w:val="Title"/>');
    expect(xml).toContain("<w:numPr>");
    const entities: Record<string, string> = { "&apos;": "'", "&quot;": '"', "&lt;": "<", "&gt;": ">", "&amp;": "&" };
    const docText = xml.replace(/<[^>]+>/g, " ").replace(/&(apos|quot|lt|gt|amp);/g, (entity) => entities[entity]!);
    for (const expected of expectedInOrder(sampleResume)) expect(normalize(docText)).toContain(normalize(expected));

    const txt = await page.request.get(`/api/resumes/${id}/export?format=txt`);
    expect(txt.headers()["content-disposition"]).toMatch(/\.txt"$/);
    const plain = await txt.text();
    let cursor = -1;
    for (const expected of expectedInOrder(sampleResume)) {
      const at = plain.indexOf(expected, cursor + 1);
      expect(at, `${expected} after position ${cursor}`).toBeGreaterThan(cursor);
      cursor = at;
    }
    expect(plain).not.toMatch(/<[a-z]/i);
  });

  it("every template exports a two-page PDF whose text an ATS reads completely and in order", async () => {
    const page = await browser.newPage();
    await signInNewUser(page, "Round Trip");
    const data = resumeDataSchema.parse(sampleResume);
    const created = await page.request.post("/api/resumes", { data: { templateId: "modern-professional", data } });
    const { id, version } = (await created.json()) as { id: string; version: number };
    let current = version;
    for (const templateId of TEMPLATE_IDS) {
      const put = await page.request.put(`/api/resumes/${id}`, { data: { templateId, baseVersion: current } });
      expect(put.status(), templateId).toBe(200);
      current = ((await put.json()) as { version: number }).version;
      const pdf = await page.request.get(`/api/resumes/${id}/export?format=pdf`);
      expect(pdf.status(), templateId).toBe(200);
      const { text, pages } = await pdfText(new Uint8Array(await pdf.body()));
      expect(pages, templateId).toBe(2);
      // Case-insensitive: a template may set the name or headings in capitals with CSS.
      const flat = normalize(text).toLowerCase();
      let cursor = -1;
      for (const expected of documentOrder(data, templateId)) {
        const at = flat.indexOf(normalize(expected).toLowerCase(), cursor + 1);
        expect(at, `${templateId}: "${expected}" in reading order`).toBeGreaterThan(cursor);
        cursor = at;
      }
      for (const heading of ["Summary", "Skills", "Experience", "Education", "Projects"]) {
        expect(flat, `${templateId}: heading ${heading}`).toContain(heading.toLowerCase());
      }
    }
  });
});
