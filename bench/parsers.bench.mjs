#!/usr/bin/env node
/**
 * Parser survival: one rich English resume exported as PDF and DOCX in every template through the
 * running site (GET /api/resumes/{id}/export), each file read back by readers nobody here wrote
 * (bench/lib/readers.mjs: pdftotext, pdf.js, pdfminer.six, mammoth, python-docx, LibreOffice and a
 * resume parser from npm), each checked for the name, e-mail, phone, every section heading, each
 * Experience and Education entry's organisation, title and dates, and every line of its text, in
 * order (bench/lib/parser-survival.mjs). Target: every cell 100%.
 *
 * Writes the table into the README between its markers on every run (the figures do not depend on
 * the machine's load), and prints each missed field. docs/parser-survival.md says how to read it.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { importTs } from "../scripts/lib/import-ts.mjs";
import { newStateDir, plantUsers, ROOT, startSite } from "../scripts/lib/site.mjs";
import { replaceBetweenMarkers } from "./lib/between-markers.mjs";
import { api } from "./lib/http.mjs";
import { checkParsed, checkText, expectedFields, fieldCount, headingsInHtml } from "./lib/parser-survival.mjs";
import { READERS } from "./lib/readers.mjs";
import { record } from "./lib/report.mjs";
import { prepareBenchSite } from "./lib/site-setup.mjs";

const README = join(ROOT, "README.md");
const PARSER_TABLE_START = "<!-- parser-table:start (written by bench/parsers.bench.mjs) -->";
const PARSER_TABLE_END = "<!-- parser-table:end -->";

/** The DOCX is one layout for every template: the resume language's own section names. */
function docxHeadings(domain, data) {
  const { labels } = domain.localeOf(data);
  const present = {
    summary: data.summary.trim() !== "",
    skills: data.skills.length > 0,
    experience: data.experience.length > 0,
    education: data.education.length > 0,
    projects: (data.projects ?? []).length > 0,
  };
  return Object.keys(present)
    .filter((key) => present[key])
    .map((key) => ({ key, text: labels[key] }));
}

const percent = (passed, total) => (passed === total ? "100%" : `${((100 * passed) / total).toFixed(0)}%`);

function parserTable(rows, readers, templateNames) {
  const columns = readers.map((reader) => `${reader.label} (${reader.format.toUpperCase()})`);
  const lines = [`| Template | ${columns.join(" | ")} |`, `| --- | ${columns.map(() => "---:").join(" | ")} |`];
  for (const row of rows) {
    const cells = readers.map((reader) => {
      const cell = row.cells[reader.id];
      if (!cell) return "not run";
      return cell.passed === cell.total
        ? "100%"
        : `**${percent(cell.passed, cell.total)}** (${cell.passed}/${cell.total})`;
    });
    lines.push(`| ${templateNames[row.template] ?? row.template} | ${cells.join(" | ")} |`);
  }
  return lines.join("\n");
}

async function main() {
  prepareBenchSite();
  const domain = await importTs({
    sample: join(ROOT, "app/domain/templates/sample-resume.ts"),
    render: join(ROOT, "app/domain/templates/render.ts"),
    catalog: join(ROOT, "app/domain/templates/catalog.ts"),
    ids: join(ROOT, "app/domain/resume/template-ids.ts"),
    format: join(ROOT, "app/domain/resume/format.ts"),
    labels: join(ROOT, "app/domain/resume/labels.ts"),
  });
  const fns = { ...domain.format, ...domain.labels };
  const data = domain.sample.sampleResume;
  const templates = domain.ids.TEMPLATE_IDS;
  const templateNames = Object.fromEntries(templates.map((id) => [id, domain.catalog.getTemplate(id)?.name ?? id]));

  const readers = [];
  for (const reader of READERS) {
    const missing = reader.missing();
    if (missing) console.log(`${reader.label} (${reader.format}) is not installed here: apt-get install ${missing}`);
    else readers.push(reader);
  }

  const dir = mkdtempSync(join(tmpdir(), "parsers-bench-"));
  const state = newStateDir();
  const [user] = plantUsers(state.dir, 1, { prefix: "parsers" });
  const site = await startSite({ stateDir: state.dir });
  const files = { pdf: [], docx: [] };
  const expected = new Map();
  try {
    for (const template of templates) {
      const created = await (await api(site, user, "POST", "/api/resumes", { templateId: template, data })).json();
      for (const format of ["pdf", "docx"]) {
        const response = await api(site, user, "GET", `/api/resumes/${created.id}/export?format=${format}`);
        const file = join(dir, `${template}.${format}`);
        writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
        files[format].push(file);
        const headings =
          format === "pdf" ? headingsInHtml(domain.render.renderResumeHtml(data, template)) : docxHeadings(fns, data);
        expected.set(file, { template, format, fields: expectedFields(fns, data, headings) });
      }
    }
  } finally {
    await site.stop();
    state.remove();
  }

  const rows = templates.map((template) => ({ template, cells: {} }));
  const misses = [];
  try {
    for (const reader of readers) {
      const started = performance.now();
      const outputs = await reader.read(files[reader.format]);
      for (const [file, output] of outputs) {
        const { template, fields } = expected.get(file);
        const verdicts = reader.kind === "text" ? checkText(output, fields) : checkParsed(output, fields);
        if (verdicts.length !== fieldCount(fields)) throw new Error(`${reader.id}: ${verdicts.length} verdicts`);
        const passed = verdicts.filter((verdict) => verdict.ok).length;
        rows.find((row) => row.template === template).cells[reader.id] = { passed, total: verdicts.length };
        for (const verdict of verdicts.filter((v) => !v.ok))
          misses.push(`${template} · ${reader.label} (${reader.format}): ${verdict.field}`);
      }
      console.log(`${reader.label} (${reader.format}): ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const cells = rows.flatMap((row) => Object.values(row.cells));
  const full = cells.filter((cell) => cell.passed === cell.total).length;
  const fieldsEach = fieldCount(expected.values().next().value.fields);
  const table = parserTable(rows, readers, templateNames);
  console.log(`\n${table}\n`);
  if (misses.length) console.log(`Missed (${misses.length}):\n  ${misses.join("\n  ")}`);
  const absent = READERS.length - readers.length;
  const summary =
    `${full} of ${cells.length} cells at 100% (${templates.length} templates × ${readers.length} reader columns; ` +
    `${fieldsEach} fields a cell for the PDF, ${fieldCount(expected.get(files.docx[0]).fields)} for the DOCX)` +
    (absent ? `; ${absent} reader(s) not installed where this ran` : "") +
    `. Written by \`npm run bench -- parsers\` on ${new Date().toISOString().slice(0, 10)}.`;
  replaceBetweenMarkers(README, PARSER_TABLE_START, PARSER_TABLE_END, `${summary}\n\n${table}`);
  console.log(`README.md's parser table rewritten. ${summary}`);
  record("cells", {
    what: `Parser survival: cells where a reader found every field (${templates.length} templates × ${readers.length} reader columns, PDF and DOCX)`,
    value: `${full} of ${cells.length}`,
    target: "all",
    ok: full === cells.length && absent === 0,
  });
}

await main();
