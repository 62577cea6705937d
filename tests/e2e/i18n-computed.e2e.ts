/**
 * Texts the domain computes, in a German interface (docs/i18n.md "Computed texts"): the import
 * reader's file error, the ATS panel's suggestions and role fit and the exported ATS report, the
 * version history's summaries and diff labels, and the tailoring view's reasons and questions. The
 * API keeps English.
 */
import { describe, expect, it } from "vitest";
import { TAILOR_JOB } from "../fixtures/tailor";
import { screenshot, SCREENSHOT_DIR, setupBrowser, watchPopupsAndAlerts } from "./browser";
import { pdfText } from "./pdf-text";
import { newAccount } from "./session";

const browser = setupBrowser();

/** The tailoring fixture (tests/fixtures/tailor.ts) as a JSON Resume file. */
const RESUME = {
  basics: {
    name: "Greta Rechner",
    email: "greta@example.com",
    summary: "Engineer who enjoys mentoring. Built payment APIs in Go serving 2 million users.",
  },
  work: [
    {
      name: "Initech",
      position: "Backend Engineer",
      startDate: "2019-03",
      highlights: [
        "Organized the team offsite for 40 people",
        "Ran services on K8s with 99.9% uptime",
        "Built billing APIs in Go and PostgreSQL, cutting latency 30%",
      ],
    },
  ],
  skills: [{ name: "Photoshop" }, { name: "Excel" }, { name: "K8s" }, { name: "Go" }, { name: "PostgreSQL" }],
};

describe("computed texts in German", () => {
  it("import error, ATS suggestions, role fit and report, version summaries, tailoring reasons and questions", async () => {
    const page = await browser.newPage({ width: 1280, height: 1000 });
    const watch = await watchPopupsAndAlerts(page);
    await newAccount(page, "Greta Rechner");
    await page.goto("/dashboard");
    await page
      .getByRole("banner")
      .getByLabel("Interface language", { exact: true })
      .filter({ visible: true })
      .selectOption("de");
    await page.getByRole("heading", { name: "Deine Lebensläufe" }).waitFor();

    // The import reader's error, then a file it reads.
    await page.goto("/import");
    const input = page.getByLabel(/Lebenslauf-Datei wählen/);
    await input.setInputFiles({
      name: "notizen.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("Nur ein paar Notizen"),
    });
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe(
        "Dieser Dateityp kann nicht importiert werden. Wähle ein PDF, ein Word-Dokument (.docx), eine JSON-Resume-Datei oder den Datenexport von LinkedIn (.zip).",
      );
    await input.setInputFiles({
      name: "greta.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(RESUME)),
    });
    await page.getByRole("heading", { name: "Prüfe, was wir gefunden haben" }).waitFor();
    await page.getByRole("button", { name: "Lebenslauf erstellen" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/builder/") && url.searchParams.has("resume"));

    // The ATS panel: suggestions and role fit rendered from their codes.
    const job = page.getByRole("region", { name: "Stellenanzeige" });
    await job.getByLabel("Stellentitel", { exact: true }).fill("Backend Engineer");
    await job.getByLabel(/^Unternehmen/).fill("Acme");
    await job.getByRole("textbox", { name: "Stellenbeschreibung", exact: true }).fill(TAILOR_JOB.description);
    await job.getByRole("button", { name: "Speichern", exact: true }).click();
    await page.getByTestId("ats-score").waitFor({ timeout: 15_000 });
    const ats = page.getByRole("region", { name: "ATS-Analyse" });
    const suggestions = ats.getByRole("listitem").filter({ hasText: "„Terraform“" });
    await expect
      .poll(() => suggestions.first().textContent())
      .toMatch(/^(Ergänze „Terraform“, wenn du es kannst|Die Stelle verlangt „Terraform“)/);
    await expect(ats.textContent()).resolves.not.toMatch(/if you have it|The job requires|Add your LinkedIn/);
    await expect(page.getByTestId("ats-role-fit").textContent()).resolves.toMatch(
      /entspricht .*; diese Stelle entspricht /,
    );
    await screenshot(page, "i18n-computed-ats-de");

    // The exported report is written in German too: its PDF, read back as text.
    await ats.getByRole("button", { name: "Bericht exportieren" }).click();
    await expect.poll(() => watch.opened(), { timeout: 30_000 }).toHaveLength(1);
    const [reportUrl] = await watch.opened();
    const report = await pdfText(new Uint8Array(await (await page.request.get(reportUrl!)).body()));
    expect(report.text).toContain("ATS-Kompatibilitätsbericht");
    expect(report.text).toContain("Woher der Score kommt");
    expect(report.text).toContain("Backend Engineer bei Acme");
    expect(report.text).toMatch(/„Terraform“/);
    expect(report.text).not.toMatch(
      /ATS Compatibility Report|Where the score comes from|Missing skills|Suggestions|The job requires/,
    );

    // History: the summary of each named version.
    await page.getByRole("button", { name: "Verlauf", exact: true }).click();
    const history = page.getByRole("dialog", { name: "Versionsverlauf" });
    await history.getByLabel("Aktuelle Version benennen").fill("Für Acme");
    await history.getByRole("button", { name: "Version benennen" }).click();
    const versions = history.getByRole("list", { name: "Versionen, neueste zuerst" });
    await versions.getByText("Erste Version").waitFor();
    await history.getByRole("button", { name: "Schließen" }).click();
    await page.getByLabel("Zusammenfassung", { exact: true }).fill("Backend engineer who enjoys mentoring.");
    await page.getByText("Alle Änderungen gespeichert").first().waitFor({ timeout: 10_000 });
    await page.getByRole("button", { name: "Verlauf", exact: true }).click();
    await history.getByLabel("Aktuelle Version benennen").fill("Kürzer");
    await history.getByRole("button", { name: "Version benennen" }).click();
    await versions.getByText("Zusammenfassung geändert").waitFor();
    await versions.getByRole("button").filter({ hasText: "Für Acme" }).click();
    await history.getByRole("region", { name: "Zusammenfassung" }).waitFor();
    // The window only: a full-page capture resizes the viewport, which closes the dialog.
    await page.screenshot({ path: `${SCREENSHOT_DIR}i18n-computed-history-de.png` });
    await history.getByRole("button", { name: "Schließen" }).click();

    // Tailoring: each change's reason and the missing-skill questions.
    await page.getByRole("button", { name: "Für diese Stelle anpassen" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/tailor/"), { timeout: 15_000 });
    await page
      .getByText(
        "Kubernetes ist ein Muss für diese Stelle, und du schreibst es als K8s: Ein ATS sucht nach dem Wort der Anzeige.",
      )
      .waitFor();
    await page
      .getByText("Hast du mit Terraform gearbeitet? Wenn ja, ergänze es dort, wo du es eingesetzt hast.")
      .waitFor();
    await expect(page.locator("main").textContent()).resolves.not.toMatch(/Have you used|is a must-have of this job/);
    await screenshot(page, "i18n-computed-tailor-de");
  });
});
