#!/usr/bin/env node
/**
 * Builds the producer corpus (README.md): the people of ../foreign/resumes.json typeset by other
 * producers than ReportLab and python-docx, with the truth of each file beside it.
 *
 *   node tests/import/producers/build.mjs OUTDIR
 *
 * Writes OUTDIR/<file> and OUTDIR/manifest.json ([{ file, producer, design, person, truth }]).
 * A producer whose tool is missing is skipped with the Debian package to install, and the
 * manifest says so (`skipped`): the bench then prints it as missing, never as passed.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { strToU8, zipSync } from "fflate";
import { chromium } from "playwright-core";
import { HELDOUT_DESIGNS } from "./heldout-designs.mjs";
import { HTML_DESIGNS } from "./html-designs.mjs";
import { copy } from "./print.mjs";
import { TEX_DESIGNS } from "./tex-designs.mjs";
import { linkedInExport } from "./linkedin-csv.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const FOREIGN = join(HERE, "../foreign");
const PYTHON = process.env.FOREIGN_PYTHON ?? "/usr/bin/python3";
const people = JSON.parse(readFileSync(join(FOREIGN, "resumes.json"), "utf8"));
const person = (id) =>
  people.find((resume) => resume.id === id) ??
  (() => {
    throw new Error(`no person ${id}`);
  })();

/** Phones as people abroad write them; a file given one prints it and its truth holds it. */
const PHONES = [
  "+33 6 12 34 56 78",
  "+91 98765 43210",
  "+44 20 7946 0958",
  "+49 30 901820",
  "+1 555 0199",
  "+61 2 9374 4000",
];

/** Which people each design prints (varied jobs, one with projects, one with two schools). */
const PLAN = {
  chromium: [
    ["gridSidebar", "software-engineer-caps", 0],
    ["gridSidebar", "nurse-plain", null],
    ["gridSidebar", "physio-timeline", 1],
    ["rightSidebar", "data-analyst-dejavu", null],
    ["rightSidebar", "marketing-banner", 2],
    ["rightSidebar", "teacher-table", null],
    ["sideColumn", "nurse-plain", null],
    ["sideColumn", "teacher-table", 4],
    ["sideColumn", "designer-liberation", null],
    ["evenColumns", "nurse-plain", null],
    ["evenColumns", "teacher-table", null],
    ["evenColumns", "data-analyst-dejavu", 1],
    ["browserPrint", "mechanical-engineer-two-page", null],
    ["browserPrint", "designer-liberation", 3],
    ["browserPrint", "paralegal-courier", null],
  ],
  linkedin: [
    ["linkedInProfile", "frontend-dev-docx", null],
    ["linkedInProfile", "logistics-compact", 4],
    ["linkedInProfile", "social-worker-times", null],
  ],
  pdflatex: [
    ["moderncv", "software-engineer-caps", null],
    ["moderncv", "chef-icons", 5],
    ["moderncv", "social-worker-times", null],
    ["articleTabular", "mechanical-engineer-two-page", 1],
    ["articleTabular", "frontend-dev-docx", null],
    ["articleTabular", "accountant-sidebar", null],
    ["minipageSidebar", "data-analyst-dejavu", 0],
    ["minipageSidebar", "electrician-canvas", null],
    ["minipageSidebar", "pharmacist-tabstops", null],
  ],
  // Held out (heldout-designs.mjs): measured and reported, never tuned on.
  "held-out": [
    ["docsSerif", "accountant-sidebar", 2],
    ["docsSerif", "executive-assistant-classic", null],
    ["labelTable", "civil-engineer-tables", null],
    ["labelTable", "frontend-dev-docx", 5],
    ["compactBand", "support-lead-banner", null],
    ["compactBand", "software-engineer-caps", 3],
  ],
  "libreoffice-docx-html": [
    ["plainForWord", "executive-assistant-classic", 2],
    ["plainForWord", "designer-liberation", null],
  ],
};

function withPhone(data, index) {
  if (index === null) return data;
  const changed = copy(data);
  changed.personalInfo.phone = PHONES[index];
  return changed;
}

function tool(command, args) {
  const probe = spawnSync(command, args, { encoding: "utf8" });
  return !probe.error && probe.status === 0;
}

async function main() {
  const [target] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
  if (!target) {
    console.error("usage: node tests/import/producers/build.mjs OUTDIR");
    process.exit(2);
  }
  const out = resolve(target);
  mkdirSync(out, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), "producers-"));
  const manifest = [];
  const skipped = [];
  const add = (file, producer, design, id, truth) => manifest.push({ file, producer, design, person: id, truth });
  try {
    // Chromium's print, and LinkedIn's profile PDF (typeset here by Chromium too).
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu"],
    });
    try {
      const page = await browser.newPage();
      for (const producer of ["chromium", "linkedin", "held-out"]) {
        for (const [design, id, phone] of PLAN[producer]) {
          const made = (HTML_DESIGNS[design] ?? HELDOUT_DESIGNS[design])(withPhone(person(id).data, phone));
          await page.setContent(made.html, { waitUntil: "load" });
          const file = `${producer}-${design}-${id}.pdf`;
          await page.pdf({ path: join(out, file), preferCSSPageSize: true, printBackground: true, ...made.pdf });
          add(file, producer, design, id, made.truth);
        }
      }
    } finally {
      await browser.close();
    }

    // ReportLab and python-docx: the foreign set itself (../foreign/README.md), scored beside the others.
    const foreignDir = join(work, "foreign");
    const foreign = spawnSync(process.execPath, [join(FOREIGN, "build.mjs"), foreignDir], { encoding: "utf8" });
    if (foreign.status !== 0)
      skipped.push({ producer: "reportlab, python-docx", install: foreign.stderr.trim().split("\n").pop() });
    else {
      for (const resume of people) {
        const producer = resume.format === "pdf" ? "reportlab" : "python-docx";
        const file = `${producer}-${resume.id}.${resume.format}`;
        renameSync(join(foreignDir, `${resume.id}.${resume.format}`), join(out, file));
        add(file, producer, resume.design, resume.id, resume.data);
      }
    }

    // LinkedIn's data export: the same people as a ZIP of CSV files.
    for (const id of ["frontend-dev-docx", "logistics-compact", "social-worker-times"]) {
      const { files, truth } = linkedInExport(person(id).data);
      const file = `linkedin-zip-${id}.zip`;
      writeFileSync(
        join(out, file),
        zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))),
      );
      add(file, "linkedin-zip", "export", id, truth);
    }

    // pdfLaTeX.
    if (tool("pdflatex", ["-version"])) {
      for (const [design, id, phone] of PLAN.pdflatex) {
        const made = TEX_DESIGNS[design](withPhone(person(id).data, phone));
        const name = `pdflatex-${design}-${id}`;
        writeFileSync(join(work, `${name}.tex`), made.source);
        const result = spawnSync("pdflatex", ["-interaction=nonstopmode", "-halt-on-error", `${name}.tex`], {
          cwd: work,
          encoding: "utf8",
        });
        if (result.status !== 0)
          throw new Error(`pdflatex failed on ${name}:\n${result.stdout.split("\n").slice(-25).join("\n")}`);
        renameSync(join(work, `${name}.pdf`), join(out, `${name}.pdf`));
        add(`${name}.pdf`, "pdflatex", design, id, made.truth);
      }
    } else
      skipped.push({
        producer: "pdflatex",
        install: "sudo apt-get install texlive-latex-extra texlive-fonts-recommended",
      });

    // LibreOffice: python-docx's documents printed to PDF and saved again as DOCX by LibreOffice,
    // and two web pages opened and saved as DOCX.
    if (tool("soffice", ["--version"])) {
      const docxDir = join(work, "docx");
      const made = spawnSync(PYTHON, [join(FOREIGN, "make_docx.py"), docxDir], { encoding: "utf8" });
      if (made.status !== 0) throw new Error(`make_docx.py failed:\n${made.stderr}`);
      // Word resumes with the name in the page header and the contact details in its footer.
      const headerFooterDir = join(work, "header-footer");
      const headerFooterIds = ["hr-bold-headings", "nurse-plain"];
      const headed = spawnSync(PYTHON, [join(HERE, "word_header_footer.py"), headerFooterDir, ...headerFooterIds], {
        encoding: "utf8",
      });
      if (headed.status !== 0) throw new Error(`word_header_footer.py failed:\n${headed.stderr}`);
      for (const id of headerFooterIds) {
        const truth = copy(person(id).data);
        truth.projects = [];
        truth.personalInfo.github = "";
        writeFileSync(
          join(out, `python-docx-header-footer-${id}.docx`),
          readFileSync(join(headerFooterDir, `${id}.docx`)),
        );
        add(`python-docx-header-footer-${id}.docx`, "python-docx", "contact in the page header and footer", id, truth);
        renameSync(join(headerFooterDir, `${id}.docx`), join(docxDir, `header-footer-${id}.docx`));
      }
      // Word resumes made outside the team's corpus (issue 53, item 5): a two-column table with the
      // dates in the right cell, and skills one per line under their heading.
      const wordDir = join(work, "word");
      const wordPlan = [
        ["table", "marketing-banner"],
        ["table", "logistics-compact"],
        ["skills-per-line", "accountant-sidebar"],
        ["skills-per-line", "paralegal-courier"],
        ["skills-per-line", "marketing-banner"],
      ];
      const worded = spawnSync(
        PYTHON,
        [join(HERE, "word_designs.py"), wordDir, ...wordPlan.map(([design, id]) => `${design}:${id}`)],
        { encoding: "utf8" },
      );
      if (worded.status !== 0) throw new Error(`word_designs.py failed:\n${worded.stderr}`);
      for (const [design, id] of wordPlan) {
        const truth = copy(person(id).data);
        truth.projects = [];
        truth.personalInfo.github = "";
        if (design === "skills-per-line") {
          truth.personalInfo.linkedIn = "";
          for (const school of truth.education) school.gpa = "";
        }
        const name = `${design}-${id}`;
        writeFileSync(join(out, `python-docx-${name}.docx`), readFileSync(join(wordDir, `${name}.docx`)));
        add(`python-docx-${name}.docx`, "python-docx", design, id, truth);
        renameSync(join(wordDir, `${name}.docx`), join(docxDir, `${name}.docx`));
      }
      const sources = readdirSync(docxDir)
        .filter((file) => file.endsWith(".docx"))
        .sort();
      const profile = `-env:UserInstallation=file://${join(work, "lo-profile")}`;
      const convert = (filter, outDir, files) => {
        const result = spawnSync(
          "soffice",
          [profile, "--headless", "--convert-to", filter, "--outdir", outDir, ...files],
          { encoding: "utf8", timeout: 300_000 },
        );
        if (result.status !== 0) throw new Error(`soffice --convert-to ${filter} failed:\n${result.stderr}`);
      };
      const pdfDir = join(work, "lo-pdf");
      const redocDir = join(work, "lo-docx");
      convert(
        "pdf:writer_pdf_Export",
        pdfDir,
        sources.map((file) => join(docxDir, file)),
      );
      convert(
        "docx:MS Word 2007 XML",
        redocDir,
        sources.map((file) => join(docxDir, file)),
      );
      for (const source of sources) {
        const name = source.replace(/\.docx$/, "");
        const id = name.replace(/^(header-footer|table|skills-per-line)-/, "");
        const truth = manifest.find((entry) => entry.file === `python-docx-${name}.docx`)?.truth ?? person(id).data;
        renameSync(join(pdfDir, `${name}.pdf`), join(out, `libreoffice-pdf-${name}.pdf`));
        add(`libreoffice-pdf-${name}.pdf`, "libreoffice", "python-docx design", id, truth);
        renameSync(join(redocDir, `${name}.docx`), join(out, `libreoffice-docx-${name}.docx`));
        add(`libreoffice-docx-${name}.docx`, "libreoffice-docx", "python-docx design saved again", id, truth);
      }
      const htmlDir = join(work, "html");
      mkdirSync(htmlDir);
      const pages = [];
      for (const [design, id, phone] of PLAN["libreoffice-docx-html"]) {
        const page = HTML_DESIGNS[design](withPhone(person(id).data, phone));
        writeFileSync(join(htmlDir, `${id}.html`), page.html);
        pages.push({ id, design, truth: page.truth });
      }
      const htmlOut = join(work, "html-docx");
      convert(
        "docx:MS Word 2007 XML",
        htmlOut,
        pages.map(({ id }) => join(htmlDir, `${id}.html`)),
      );
      for (const { id, design, truth } of pages) {
        renameSync(join(htmlOut, `${id}.docx`), join(out, `libreoffice-docx-${design}-${id}.docx`));
        add(`libreoffice-docx-${design}-${id}.docx`, "libreoffice-docx", design, id, truth);
      }
    } else skipped.push({ producer: "libreoffice", install: "sudo apt-get install libreoffice-writer-nogui" });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  writeFileSync(join(out, "manifest.json"), JSON.stringify({ files: manifest, skipped }, null, 1));
  const counts = manifest.reduce((all, entry) => ({ ...all, [entry.producer]: (all[entry.producer] ?? 0) + 1 }), {});
  console.log(
    `Built ${manifest.length} files in ${out}: ${Object.entries(counts)
      .map(([producer, n]) => `${producer} ${n}`)
      .join(", ")}`,
  );
  for (const { producer, install } of skipped) console.log(`  skipped ${producer}: ${install}`);
}

await main();
