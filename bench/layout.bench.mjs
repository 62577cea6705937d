#!/usr/bin/env node
/**
 * Pages that agree, and fitting that fits (docs/fit-to-pages.md): a corpus of generated resumes
 * (bench/lib/layout-corpus.mjs) across all ten templates and both page sizes, each shown the way
 * the live preview pages it (app/lib/preview-pagination.ts, in Chromium) and printed to PDF by the
 * same Chromium the PDF renderer drives. Prints:
 * - preview/PDF break mismatches: page count and the first line of every page compared (target 0);
 * - of the resumes over one page by up to 15%, the share Fit to 1 page fits, checked on the PDF
 *   (target >= 95%), and the smallest body size it used;
 * - the solver's time in the browser (target p95 < 300 ms);
 * - PDF print time of fitted resumes against the same resumes as designed;
 * - how often the DOCX export, laid out by LibreOffice, has the PDF's page count (reported: a word
 *   processor lays out its own pages, docs/fit-to-pages.md).
 * One browser, one tab, documents swapped in it; fonts served from public/ (no site needed).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { importTs } from "../scripts/lib/import-ts.mjs";
import { ROOT } from "../scripts/lib/site.mjs";
import { corpus } from "./lib/layout-corpus.mjs";
import { docxPageCounts } from "./lib/docx-pages.mjs";
import { percentile } from "./lib/http.mjs";
import { record } from "./lib/report.mjs";

const COUNT = Number(process.env.LAYOUT_BENCH_RESUMES ?? 200);
const ORIGIN = "http://layout.bench";
const TARGETS = { mismatches: 0, fitShare: 0.95, solverP95Ms: 300, wallS: 90 };
const TYPES = { ".css": "text/css", ".woff2": "font/woff2", ".woff": "font/woff", ".ttf": "font/ttf" };

async function browserScript() {
  const result = await build({
    entryPoints: [join(ROOT, "bench/lib/layout-page.ts")],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    alias: { "~": join(ROOT, "app") },
    logLevel: "warning",
  });
  return result.outputFiles[0].text;
}

/** Words only, lower case: PDF text and DOM text differ in spaces, bullets and separators. */
const norm = (text) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** The first line of each page of a PDF, by pdftotext. */
function pdfFirstLines(path) {
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", path, "-"], { encoding: "utf8" });
  const pages = text.split("\f");
  if (pages.at(-1).trim() === "") pages.pop();
  return pages.map((page) => page.split("\n").find((line) => line.trim()) ?? "");
}

/** Same page count, and every page's first line starts as the preview's first line does. */
function compare(preview, pdfLines) {
  if (preview.pages !== pdfLines.length) return `pages ${preview.pages} vs PDF ${pdfLines.length}`;
  for (let i = 1; i < pdfLines.length; i++) {
    // Reading order within a line differs (a date column may come first, right-to-left runs are
    // reordered): the PDF's first line must be made of words the preview's first line holds.
    const previewLine = norm(preview.firstLines[i] ?? "");
    const words = pdfLines[i]
      .split(/\s+/)
      .map(norm)
      .filter((word) => word.length >= 2);
    if (words.length === 0 || !words.every((word) => previewLine.includes(word)))
      return `page ${i + 1} starts "${preview.firstLines[i]?.slice(0, 40)}" vs PDF "${pdfLines[i].slice(0, 40)}"`;
  }
  return null;
}

async function main() {
  const started = performance.now();
  const { render, ids, fitCss } = await importTs({
    render: join(ROOT, "app/domain/templates/render.ts"),
    ids: join(ROOT, "app/domain/resume/template-ids.ts"),
    fitCss: join(ROOT, "app/domain/layout/fit-css.ts"),
  });
  const { LAYOUTS } = (await importTs({ layouts: join(ROOT, "app/domain/templates/layouts/index.ts") })).layouts;
  const script = await browserScript();
  const items = corpus(COUNT, ids.TEMPLATE_IDS);
  const out = mkdtempSync(join(tmpdir(), "layout-bench-"));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const mismatches = [];
  const fit = { candidates: 0, fitted: 0, pdfOnePage: 0, smallestBody: Infinity, solverMs: [], failures: [] };
  const printMs = { designed: [], fitted: [] };
  /** Each printed document with its PDF's page count, for the DOCX comparison. */
  const printedDocs = [];
  try {
    const context = await browser.newContext({ javaScriptEnabled: true });
    // Two tabs, one per core, each with its own document.
    const worker = async (slot) => {
      const page = await context.newPage();
      let current = "";
      await page.route("**/*", async (route) => {
        const url = new URL(route.request().url());
        if (url.origin !== ORIGIN) return route.abort();
        if (url.pathname === "/doc") return route.fulfill({ contentType: "text/html", body: current });
        try {
          const body = readFileSync(join(ROOT, "public", decodeURIComponent(url.pathname)));
          return route.fulfill({
            body,
            contentType: TYPES[extname(url.pathname)] ?? "application/octet-stream",
            headers: { "Access-Control-Allow-Origin": "*", "Cache-Control": "max-age=3600" },
          });
        } catch {
          return route.fulfill({ status: 404, body: "" });
        }
      });
      const load = async (html) => {
        current = html;
        await page.goto(`${ORIGIN}/doc`, { waitUntil: "load" });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await page.addScriptTag({ content: script });
      };
      /** Prints as the PDF renderer does, then pages it like the preview, and compares. */
      const printAndPage = async (html, pageSize, label, times) => {
        await load(html);
        // As the PDF renderer prints: paged on screen, the preview's breaks forced, then printed as print.
        await page.emulateMedia({ media: "screen" });
        await page.evaluate((size) => window.__layout.print(size), pageSize);
        await page.emulateMedia({ media: "print" });
        const t0 = performance.now();
        const pdf = await page.pdf({
          printBackground: true,
          preferCSSPageSize: true,
          format: pageSize === "Letter" ? "letter" : "a4",
        });
        times?.push(performance.now() - t0);
        const path = join(out, `doc-${slot}.pdf`);
        writeFileSync(path, pdf);
        const lines = pdfFirstLines(path);
        await page.emulateMedia({ media: "screen" });
        const preview = await page.evaluate((size) => window.__layout.page(size), pageSize);
        const problem = compare(preview, lines);
        if (problem) mismatches.push(`${label}: ${problem}`);
        return { preview, pdfPages: lines.length };
      };
      for (let index = slot; index < items.length; index += 2) {
        const item = items[index];
        const label = `#${index} ${item.kind} ${item.templateId} ${item.pageSize}`;
        const html = render.renderResumeHtml(item.data, item.templateId, {
          pageSize: item.pageSize,
          assetBaseUrl: ORIGIN,
          measurable: true,
        });
        const { preview, pdfPages } = await printAndPage(html, item.pageSize, label, printMs.designed);
        printedDocs.push({ data: item.data, pageSize: item.pageSize, pdfPages, fitted: false });
        if (process.env.LAYOUT_BENCH_DEBUG) console.log(label, preview.pages, preview.overRatio.toFixed(3));
        if (preview.pages !== 2 || !(preview.overRatio > 0 && preview.overRatio <= 0.15)) continue;
        // Over one page by up to 15%: fit it in the preview's engine, then print what it chose.
        fit.candidates += 1;
        // The same document: the solver pages it again itself (forced print breaks do nothing on screen).
        const result = await page.evaluate(
          ([templateId, size]) => window.__layout.fit(templateId, size, 1),
          [item.templateId, item.pageSize],
        );
        fit.solverMs.push(result.ms);
        if (!result.ok) {
          fit.failures.push(`${label}: about ${result.overBy.lines} lines over`);
          continue;
        }
        fit.fitted += 1;
        const layout = LAYOUTS[item.templateId];
        fit.smallestBody = Math.min(
          fit.smallestBody,
          fitCss.resolveFit(result.fitted, layout.margin, layout.css).bodyPt,
        );
        const fittedData = { ...item.data, settings: { ...item.data.settings, fitToPages: 1, fitted: result.fitted } };
        const fittedHtml = render.renderResumeHtml(fittedData, item.templateId, {
          pageSize: item.pageSize,
          assetBaseUrl: ORIGIN,
        });
        const printed = await printAndPage(fittedHtml, item.pageSize, `${label} fitted`, printMs.fitted);
        printedDocs.push({ data: fittedData, pageSize: item.pageSize, pdfPages: printed.pdfPages, fitted: true });
        if (printed.pdfPages === 1) fit.pdfOnePage += 1;
        else fit.failures.push(`${label}: fitted, but the PDF has ${printed.pdfPages} pages`);
      }
    };
    await Promise.all([worker(0), worker(1)]);
  } finally {
    await browser.close();
  }
  let docx = null;
  try {
    const counts = await docxPageCounts(printedDocs, join(out, "docx"));
    if (counts) {
      const same = (doc, index) => counts[index] === doc.pdfPages;
      const fittedDocs = printedDocs
        .map((doc, index) => ({ doc, index }))
        .filter(({ doc }) => doc.fitted && doc.pdfPages === 1);
      docx = {
        same: printedDocs.filter(same).length,
        offByOne: printedDocs.filter(
          (doc, index) => counts[index] !== null && Math.abs(counts[index] - doc.pdfPages) === 1,
        ).length,
        shorter: printedDocs.filter((doc, index) => counts[index] !== null && counts[index] < doc.pdfPages).length,
        unread: counts.filter((count) => count === null).length,
        fittedOne: fittedDocs.filter(({ index }) => counts[index] === 1).length,
        fittedTotal: fittedDocs.length,
      };
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  const wall = (performance.now() - started) / 1000;
  const ok = (good) => (good ? "OK" : "OVER");
  const share = fit.candidates ? fit.pdfOnePage / fit.candidates : 0;
  const p95 = percentile(fit.solverMs, 95);
  console.log(
    `layout corpus: ${items.length} resumes, ${new Set(items.map((i) => i.templateId)).size} templates, A4 and Letter, kinds ${[...new Set(items.map((i) => i.kind))].join(", ")}`,
  );
  console.log(
    `  preview/PDF break mismatches ${mismatches.length} of ${items.length + fit.fitted} documents   target ${TARGETS.mismatches}   ${ok(mismatches.length <= TARGETS.mismatches)}`,
  );
  for (const line of mismatches.slice(0, 10)) console.log(`    ${line}`);
  console.log(
    `  fit to 1 page: ${fit.pdfOnePage} of ${fit.candidates} resumes over one page by up to 15% print on 1 page (${(share * 100).toFixed(1)}%)   target >= ${TARGETS.fitShare * 100}%   ${ok(share >= TARGETS.fitShare)}`,
  );
  for (const line of fit.failures.slice(0, 10)) console.log(`    ${line}`);
  console.log(
    `  smallest body size used ${Number.isFinite(fit.smallestBody) ? fit.smallestBody : "-"} pt   bound >= 9.5 pt (or the template's own size)`,
  );
  console.log(
    `  solver in the browser p50 ${percentile(fit.solverMs, 50).toFixed(1)} ms · p95 ${p95.toFixed(1)} ms   target p95 < ${TARGETS.solverP95Ms} ms   ${ok(p95 < TARGETS.solverP95Ms)}`,
  );
  console.log(
    `  PDF print p50 as designed ${percentile(printMs.designed, 50).toFixed(0)} ms · fitted ${percentile(printMs.fitted, 50).toFixed(0)} ms (fitting is stored: printing does not measure again)`,
  );
  const docxLine = docx
    ? `${docx.same} of ${printedDocs.length} with the PDF's page count, ${docx.offByOne} a page apart (${docx.shorter} shorter)${docx.unread ? `, ${docx.unread} not converted` : ""}; fitted to 1 page: ${docx.fittedOne} of ${docx.fittedTotal} on 1 page`
    : "not measured (no LibreOffice: apt-get install libreoffice-writer-nogui)";
  console.log(`  DOCX laid out by LibreOffice: ${docxLine}   reported`);
  console.log(`  wall time ${wall.toFixed(1)} s   target < ${TARGETS.wallS} s   ${ok(wall < TARGETS.wallS)}`);
  record("mismatches", {
    what: `Pages: preview/PDF break mismatches (page count and each page's first line) over ${items.length} generated resumes, 10 templates, A4 and Letter, and their fitted prints`,
    value: `${mismatches.length} of ${items.length + fit.fitted}`,
    target: String(TARGETS.mismatches),
    ok: mismatches.length <= TARGETS.mismatches,
  });
  record("fit", {
    what: "Pages: resumes over one page by up to 15% that Fit to 1 page prints on one page (smallest body size used)",
    value: `${fit.pdfOnePage} of ${fit.candidates}, ${(share * 100).toFixed(1)}% (${Number.isFinite(fit.smallestBody) ? fit.smallestBody : "-"} pt)`,
    target: `>= ${TARGETS.fitShare * 100}%`,
    ok: share >= TARGETS.fitShare,
  });
  record("docx", {
    what: "Pages: the DOCX export laid out by LibreOffice against the PDF (same page count; resumes fitted to one page still on one)",
    value: docxLine,
  });
  record("solver", {
    what: "Pages: the fit solver in the browser (p50 / p95); PDF print as designed / fitted (p50)",
    value: `${percentile(fit.solverMs, 50).toFixed(1)} / ${p95.toFixed(1)} ms; ${percentile(printMs.designed, 50).toFixed(0)} / ${percentile(printMs.fitted, 50).toFixed(0)} ms`,
    target: `p95 < ${TARGETS.solverP95Ms} ms`,
    ok: p95 < TARGETS.solverP95Ms,
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
