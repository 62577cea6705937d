import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { IMPORT_MESSAGES } from "../../app/domain/import/file";
import type { ResumeData } from "../../app/domain/resume/schema";
import { TEMPLATE_IDS } from "../../app/domain/resume/template-ids";
import { sampleResume } from "../../app/domain/templates/sample-resume";
import { accuracy, compareResumes, type FieldScore } from "../import/accuracy";
import { fullResume } from "../import/full-resume";
import { importDocx, importPdf } from "../import/read-node";
import { docxParagraphFlood, docxZipBomb, pdfHugeStream } from "../import/hostile";
import { linkedInZip } from "../import/linkedin-export";
import { baseUrl, screenshot, setupBrowser } from "./browser";
import { newAccount, signInNewUser } from "./session";

const browser = setupBrowser();

async function createResume(page: Page, data: ResumeData): Promise<{ id: string; version: number }> {
  const created = await page.request.post("/api/resumes", { data: { templateId: "modern-professional", data } });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: string; version: number };
}

async function exported(page: Page, id: string, format: "pdf" | "docx"): Promise<Uint8Array> {
  const response = await page.request.get(`/api/resumes/${id}/export?format=${format}`);
  expect(response.status(), format).toBe(200);
  return new Uint8Array(await response.body());
}

/** PDFs made by another engine (ReportLab, from Debian's python3-reportlab), for the refusals. */
function reportlabPdf(kind: "encrypted" | "scan"): Buffer {
  const dir = mkdtempSync(join(tmpdir(), "import-e2e-"));
  const path = join(dir, `${kind}.pdf`);
  const script =
    kind === "encrypted"
      ? `from reportlab.pdfgen import canvas\nc = canvas.Canvas(${JSON.stringify(path)}, encrypt="secret")\nc.drawString(72, 720, "Jordan Whitfield, Staff Engineer, jordan@example.com")\nc.save()`
      : `from reportlab.pdfgen import canvas\nc = canvas.Canvas(${JSON.stringify(path)})\nfor i in range(40):\n    c.rect(72, 60 + i * 17, 300 + (i * 37) % 150, 9, fill=1)\nc.save()`;
  const result = spawnSync("/usr/bin/python3", ["-c", script], { encoding: "utf8" });
  expect(result.status, `python3-reportlab is needed (apt-get install python3-reportlab): ${result.stderr}`).toBe(0);
  return readFileSync(path);
}

const LINA_PDF: Array<[string, string[]]> = [
  ["Summary", ["Imported summary that was not ticked."]],
  ["Experience", ["Staff Engineer, Globex", "Jan 2015 - Dec 2016", "- Ran the payments platform"]],
  ["Skills", ["Go, Rust"]],
];

/** A resume set by ReportLab (another PDF engine): a name, a contact line, then headed sections. */
function reportlabPdfOf(
  sections: Array<[string, string[]]>,
  name = "Lina Okafor",
  contact = "lina.okafor@example.com | +234 803 555 0199 | Lagos",
): Buffer {
  const dir = mkdtempSync(join(tmpdir(), "import-e2e-"));
  const path = join(dir, "resume.pdf");
  const script = `from reportlab.pdfgen import canvas
import json
c = canvas.Canvas(${JSON.stringify(path)})
y = 780
def put(text, font="Helvetica", size=10.5, gap=15):
    global y
    y -= gap
    c.setFont(font, size)
    c.drawString(60, y, text)
put(${JSON.stringify(name)}, "Helvetica-Bold", 22, 0)
put(${JSON.stringify(contact)}, gap=22)
for heading, lines in json.loads(${JSON.stringify(JSON.stringify(sections))}):
    put(heading, "Helvetica-Bold", 13, 28)
    for line in lines:
        put(line)
c.save()`;
  const result = spawnSync("/usr/bin/python3", ["-c", script], { encoding: "utf8" });
  expect(result.status, `python3-reportlab is needed (apt-get install python3-reportlab): ${result.stderr}`).toBe(0);
  return readFileSync(path);
}

/** A nurse's resume set by ReportLab (another PDF engine), with Certifications and Languages. */
const reportlabResume = (): Buffer =>
  reportlabPdfOf(
    [
      [
        "Experience",
        [
          "Registered Nurse, Memorial Hermann Hospital",
          "Jan 2019 - Present",
          "- Cared for 6 patients a shift on a cardiac step-down unit",
          "- Precepted 12 new graduate nurses",
        ],
      ],
      ["Education", ["Bachelor of Science in Nursing, University of Houston", "May 2018"]],
      ["Certifications", ["BLS, American Heart Association", "ACLS, American Heart Association", "PCCN, AACN"]],
      ["Languages", ["English (native)", "Spanish (professional)"]],
    ],
    "Nia Okafor",
    "nia.okafor@example.com | +1 713 555 0199 | Houston, TX",
  );

describe("import", () => {
  it("reads back every template's PDF and the DOCX export of a full resume, field by field", async () => {
    const page = await browser.newPage();
    await signInNewUser(page, "Round Trip");
    const data = fullResume();
    const { id } = await createResume(page, data);
    let version = (await (await page.request.get(`/api/resumes/${id}`)).json()).version as number;
    const pdfScores: FieldScore[] = [];
    for (const templateId of TEMPLATE_IDS) {
      const put = await page.request.put(`/api/resumes/${id}`, { data: { templateId, baseVersion: version } });
      version = ((await put.json()) as { version: number }).version;
      const { data: read } = await importPdf(await exported(page, id, "pdf"));
      const scores = compareResumes(data, read);
      // Each template on its own, so one broken design cannot hide in the average.
      expect(accuracy(scores), templateId).toBeGreaterThanOrEqual(0.93);
      pdfScores.push(...scores);
    }
    expect(accuracy(pdfScores)).toBeGreaterThanOrEqual(0.96);
    const docx = compareResumes(data, (await importDocx(await exported(page, id, "docx"))).data);
    expect(accuracy(docx)).toBeGreaterThanOrEqual(0.98);
  });

  it("reads back a German resume from every template's PDF and the DOCX: headings, dates and its language", async () => {
    const page = await browser.newPage();
    await signInNewUser(page, "Rundreise");
    // The templates print "Berufserfahrung", "März 2019 – heute": the reader must take them as English ones.
    const data: ResumeData = { ...fullResume(), settings: { language: "de", direction: "auto" } };
    const { id } = await createResume(page, data);
    let version = (await (await page.request.get(`/api/resumes/${id}`)).json()).version as number;
    const scores: FieldScore[] = [];
    for (const templateId of TEMPLATE_IDS) {
      const put = await page.request.put(`/api/resumes/${id}`, { data: { templateId, baseVersion: version } });
      version = ((await put.json()) as { version: number }).version;
      const { data: read } = await importPdf(await exported(page, id, "pdf"));
      const templateScores = compareResumes(data, read);
      expect(accuracy(templateScores), templateId).toBeGreaterThanOrEqual(0.93);
      expect(read.settings, templateId).toEqual({ language: "de", direction: "auto" });
      scores.push(...templateScores);
    }
    expect(accuracy(scores)).toBeGreaterThanOrEqual(0.96);
    const docx = await importDocx(await exported(page, id, "docx"));
    expect(accuracy(compareResumes(data, docx.data))).toBeGreaterThanOrEqual(0.98);
    expect(docx.data.settings).toEqual({ language: "de", direction: "auto" });
  });

  it("reads back Spanish, French, Portuguese, Polish, Chinese and Japanese resumes (degree order and connectors, labels, dates) and takes their language", async () => {
    const page = await browser.newPage();
    await signInNewUser(page, "Idiomas");
    for (const language of ["es", "fr", "pt", "pl", "zh", "ja"] as const) {
      const data: ResumeData = { ...fullResume(), settings: { language, direction: "auto" } };
      const { id } = await createResume(page, data);
      const { data: read } = await importPdf(await exported(page, id, "pdf"));
      expect(accuracy(compareResumes(data, read)), language).toBeGreaterThanOrEqual(0.97);
      expect(read.settings, language).toEqual({ language, direction: "auto" });
    }
  });

  it("imports a PDF from the dashboard: review, correct the flagged field, create, land in the editor", async () => {
    const page = await browser.newPage();
    await signInNewUser(page, "Import Person");
    // The second job has no start date: the reader must not invent one, and flags it.
    const source: ResumeData = {
      ...sampleResume,
      experience: sampleResume.experience.map((entry, index) => (index === 1 ? { ...entry, startDate: "" } : entry)),
    };
    const { id } = await createResume(page, source);
    const pdf = await exported(page, id, "pdf");
    await page.request.delete(`/api/resumes/${id}`);

    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Import resume" }).click();
    await page.waitForURL((url) => url.pathname === "/import");
    await page
      .getByLabel(/Choose a resume file/)
      .setInputFiles({ name: "jordan.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf) });
    await expect.poll(() => page.getByRole("heading", { name: "Check what we found" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/needs? a look/).textContent()).toMatch(/field/);

    const second = page.getByRole("group", { name: "Experience 2" });
    expect(await second.getByLabel("Company").inputValue()).toBe(source.experience[1]!.company);
    const start = second.getByLabel("Start Date");
    expect(await start.getAttribute("data-flag")).toBe("missing");
    await expect.poll(() => second.getByText("Not found in the file.").isVisible()).toBe(true);
    expect(
      await page.getByRole("group", { name: "Experience 1" }).getByLabel("Start Date").getAttribute("data-flag"),
    ).toBeNull();
    await start.fill("2018-06");
    await page.getByLabel("Full Name").fill("Jordan Q. Whitfield");
    await page.getByLabel("Template").selectOption("classic-executive");
    await screenshot(page, "import-review");
    await page.getByRole("button", { name: "Create resume" }).click();

    await page.waitForURL((url) => url.pathname === "/builder/classic-executive" && url.searchParams.has("resume"));
    const newId = new URL(page.url()).searchParams.get("resume")!;
    await expect.poll(() => page.getByLabel("Full Name").inputValue()).toBe("Jordan Q. Whitfield");
    const saved = (await (await page.request.get(`/api/resumes/${newId}`)).json()) as {
      data: ResumeData;
      templateId: string;
    };
    expect(saved.templateId).toBe("classic-executive");
    expect(saved.data.experience.map((entry) => entry.company)).toEqual(
      source.experience.map((entry) => entry.company),
    );
    expect(saved.data.experience[1]!.startDate).toBe("2018-06");
    expect(saved.data.experience[0]!.startDate).toBe(source.experience[0]!.startDate);
    expect(saved.data.skills).toEqual(source.skills);
  });

  it("keeps a ReportLab PDF's Certifications and Languages as sections of their own, through review, editor and preview", async () => {
    const page = await browser.newPage();
    await newAccount(page, "Nia Nurse");
    await page.goto("/import");
    await page
      .getByLabel(/Choose a resume file/)
      .setInputFiles({ name: "nia.pdf", mimeType: "application/pdf", buffer: reportlabResume() });
    await expect.poll(() => page.getByRole("heading", { name: "Check what we found" }).isVisible()).toBe(true);
    const more = page.getByRole("region", { name: "More sections" });
    const certifications = more.getByRole("group", { name: "Certifications" });
    await expect
      .poll(() => certifications.getByLabel("Items (one per line)").inputValue())
      .toBe("BLS, American Heart Association\nACLS, American Heart Association\nPCCN, AACN");
    expect(
      await more.getByRole("group", { name: "Languages" }).getByLabel("Items (one per line)").inputValue(),
    ).toContain("Spanish");
    // Nothing of them is left in the box that is not saved.
    const unplaced = page.getByRole("region", { name: "Unplaced text" });
    if ((await unplaced.count()) > 0)
      expect(await unplaced.textContent()).not.toMatch(/ACLS|Spanish|Certifications|Languages/);
    await screenshot(page, "import-review-more-sections");
    await page.getByRole("button", { name: "Create resume" }).click();

    await page.waitForURL((url) => url.pathname.startsWith("/builder/") && url.searchParams.has("resume"));
    const id = new URL(page.url()).searchParams.get("resume")!;
    const saved = (await (await page.request.get(`/api/resumes/${id}`)).json()) as { data: ResumeData; title: string };
    expect(saved.title).toBe("Nia Okafor — Registered Nurse");
    expect(saved.data.extraSections?.map((extra) => extra.title)).toEqual(["Certifications", "Languages"]);
    await expect.poll(() => page.getByLabel("Section heading").first().inputValue()).toBe("Certifications");
    const preview = page.frameLocator("iframe[title]").first();
    await expect.poll(() => preview.locator("body").innerText()).toContain("ACLS");
    await screenshot(page, "editor-more-sections");
  });

  it("imports LinkedIn's data export (a ZIP of CSV files) as a new resume, and refuses a ZIP that is not one", async () => {
    const page = await browser.newPage();
    await signInNewUser(page, "Lina Okafor");
    // The page names LinkedIn's export and says in one line how to get it, in every interface language.
    for (const [language, named, howTo] of [
      ["es", "la exportación de datos de LinkedIn (.zip)", "Obtener una copia de tus datos"],
      ["de", "LinkedIn-Datenexport (.zip)", "Kopie Ihrer Daten anfordern"],
      ["en", "LinkedIn data export (.zip)", "Get a copy of your data"],
    ] as const) {
      await page.context().addCookies([{ name: "lang", value: language, url: baseUrl() }]);
      await page.goto("/import");
      const chooser = page.locator('input[type="file"]');
      await expect
        .poll(() => chooser.evaluate((input: HTMLInputElement) => input.labels?.[0]?.textContent ?? ""), {
          message: language,
        })
        .toContain(named);
      // The how-to line is shown, and is the file input's description for screen readers.
      const hint = page.getByText(howTo);
      expect(await hint.isVisible(), language).toBe(true);
      expect(await chooser.getAttribute("aria-describedby")).toBe(await hint.getAttribute("id"));
      await screenshot(page, `import-names-linkedin-${language}`);
    }
    const input = page.getByLabel(/Choose a resume file/);
    await input.setInputFiles({
      name: "Complete_LinkedInDataExport_11-24-2026.zip",
      mimeType: "application/zip",
      buffer: Buffer.from(linkedInZip()),
    });
    await expect.poll(() => page.getByRole("heading", { name: "Check what we found" }).isVisible()).toBe(true);
    expect(await page.getByLabel("Full Name").inputValue()).toBe("Lina Okafor");
    expect(await page.getByRole("group", { name: "Experience 2" }).getByLabel("Company").inputValue()).toBe(
      "Contoso Bank",
    );
    expect(
      await page
        .getByRole("region", { name: "More sections" })
        .getByRole("group", { name: "Languages" })
        .getByLabel("Items (one per line)")
        .inputValue(),
    ).toContain("French");
    await screenshot(page, "import-linkedin-review");
    await page.getByRole("button", { name: "Create resume" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/builder/") && url.searchParams.has("resume"));
    const saved = (await (
      await page.request.get(`/api/resumes/${new URL(page.url()).searchParams.get("resume")}`)
    ).json()) as { data: ResumeData; title: string };
    expect(saved.title).toBe("Lina Okafor — Senior Backend Engineer");
    expect(
      saved.data.experience.map((entry) => [entry.company, entry.startDate, entry.endDate, entry.current]),
    ).toEqual([
      ["Northwind Payments", "2021-03", "", true],
      ["Contoso Bank", "2017-01", "2021-02", false],
    ]);
    expect(saved.data.skills).toEqual(["Go", "PostgreSQL", "Apache Kafka"]);

    // Then a PDF of hers is added to that resume: two of its changes ticked, the rest left.
    const resumeId = new URL(page.url()).searchParams.get("resume")!;
    await page.goto(`/import?${new URLSearchParams({ into: resumeId })}`);
    await page
      .getByLabel(/Choose a resume file/)
      .setInputFiles({ name: "lina.pdf", mimeType: "application/pdf", buffer: reportlabPdfOf(LINA_PDF) });
    await expect.poll(() => page.getByRole("heading", { name: "Check what we found" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Compare" }).click();
    const items = page.getByTestId("merge-items");
    await items.waitFor();
    await items.getByRole("checkbox", { name: /Experience: add Staff Engineer, Globex/ }).check();
    await items.getByRole("checkbox", { name: /Skills: add/ }).check();
    const offered = await items.getByRole("checkbox").count();
    expect(offered).toBeGreaterThan(2);
    await screenshot(page, "import-merge");
    await page.getByRole("button", { name: "Apply 2 changes" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/builder/") && url.searchParams.get("resume") === resumeId);
    await page.getByText("2 changes from lina.pdf applied. Undo takes them back.").waitFor();
    await expect
      .poll(() =>
        page
          .getByLabel("Company", { exact: true })
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
      )
      .toEqual(["Northwind Payments", "Contoso Bank", "Globex"]);
    // Exactly those: the summary and the phone the file also had are not taken.
    const merged = async () =>
      (await (await page.request.get(`/api/resumes/${resumeId}/export?format=json`)).json()) as {
        basics: { phone: string; summary: string };
        skills: Array<{ name: string }>;
      };
    await expect
      .poll(async () => (await merged()).skills.map((skill) => skill.name), { timeout: 10_000 })
      .toEqual(["Go", "PostgreSQL", "Apache Kafka", "Rust"]);
    expect((await merged()).basics.phone).toBe("+234 803 555 0142");
    expect((await merged()).basics.summary).not.toContain("Imported summary that was not ticked");
    // Undo takes the merge back as one step.
    await page.getByTestId("undo-button").click();
    await expect.poll(() => page.getByLabel("Company", { exact: true }).count()).toBe(2);

    await page.goto("/import");
    await page.getByLabel(/Choose a resume file/).setInputFiles({
      name: "photos.zip",
      mimeType: "application/zip",
      buffer: Buffer.from(linkedInZip({ "holiday.csv": "a,b\r\n1,2\r\n" })),
    });
    await page.getByText(IMPORT_MESSAGES.notLinkedIn).waitFor();
  });

  it("refuses files it cannot read with a clear message, and saves nothing", async () => {
    const page = await browser.newPage();
    await signInNewUser(page, "Bad Files");
    // The template page (step 1) leads here too.
    await page.goto("/templates");
    await page.getByRole("link", { name: "Import resume" }).click();
    await page.waitForURL((url) => url.pathname === "/import");
    const input = page.getByLabel(/Choose a resume file/);
    const cases: Array<[{ name: string; mimeType: string; buffer: Buffer }, string]> = [
      [
        { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Just some notes") },
        IMPORT_MESSAGES.wrongType,
      ],
      [
        { name: "resume.pdf", mimeType: "application/pdf", buffer: Buffer.from("this is not a pdf at all") },
        IMPORT_MESSAGES.unreadablePdf,
      ],
      [
        { name: "locked.pdf", mimeType: "application/pdf", buffer: reportlabPdf("encrypted") },
        IMPORT_MESSAGES.encrypted,
      ],
      [{ name: "scan.pdf", mimeType: "application/pdf", buffer: reportlabPdf("scan") }, IMPORT_MESSAGES.scan],
      [
        { name: "resume.docx", mimeType: "application/octet-stream", buffer: Buffer.from("PK\u0003\u0004 broken zip") },
        IMPORT_MESSAGES.notDocx,
      ],
      [
        { name: "resume.json", mimeType: "application/json", buffer: Buffer.from('{"basics": {"name": ') },
        IMPORT_MESSAGES.badJson,
      ],
      [
        { name: "big.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x20) },
        IMPORT_MESSAGES.tooLarge,
      ],
    ];
    for (const [file, message] of cases) {
      await input.setInputFiles(file);
      await expect.poll(() => page.getByRole("alert").textContent(), { message: file.name }).toBe(message);
    }
    await screenshot(page, "import-refused");
    const list = (await (await page.request.get("/api/resumes")).json()) as { resumes: unknown[] };
    expect(list.resumes).toEqual([]);
  });

  it("refuses a zip bomb, a flood of paragraphs and a huge PDF stream within seconds, and the page stays alive", async () => {
    const page = await browser.newPage();
    await newAccount(page, "Hostile Files");
    await page.goto("/import");
    const input = page.getByLabel(/Choose a resume file/);
    const files = [
      {
        name: "bomb.docx",
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        buffer: docxZipBomb(),
      },
      {
        name: "paragraphs.docx",
        mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        buffer: docxParagraphFlood(),
      },
      { name: "stream.pdf", mimeType: "application/pdf", buffer: pdfHugeStream() },
    ];
    for (const file of files) {
      const started = Date.now();
      await input.setInputFiles(file);
      // The page answers while the file is read: a script round trip stays short throughout.
      let slowest = 0;
      while ((await page.getByRole("alert").count()) === 0 && Date.now() - started < 15_000) {
        const asked = Date.now();
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
        slowest = Math.max(slowest, Date.now() - asked);
      }
      expect(await page.getByRole("alert").textContent(), file.name).toBe(IMPORT_MESSAGES.tooLargeToRead);
      expect(Date.now() - started, `${file.name} refused within 5 s`).toBeLessThan(5_000);
      expect(slowest, `${file.name}: the page kept drawing frames`).toBeLessThan(1_000);
    }
    await screenshot(page, "import-hostile-refused");
    // Still alive and useful: an ordinary file reads at once after them.
    await input.setInputFiles({
      name: "resume.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify({ basics: { name: "Ada Lovelace", label: "Engineer" } })),
    });
    await page.getByRole("heading", { name: "Check what we found" }).waitFor();
    const list = (await (await page.request.get("/api/resumes")).json()) as { resumes: unknown[] };
    expect(list.resumes).toEqual([]);
  }, 90_000);
});
