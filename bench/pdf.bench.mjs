#!/usr/bin/env node
/**
 * PDF export speed: a two-page resume exported through GET /api/resumes/{id}/export?format=pdf on
 * `wrangler dev` (Browser Rendering, local), cold (first export after the server starts, a browser
 * is launched) and warm (an idle session is reused), against the floor: the same HTML printed
 * straight from a local Chromium with playwright-core. Target: warm p50 within 1.5x the floor.
 */
import { build } from "esbuild";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { newStateDir, plantUsers, ROOT, startSite } from "../scripts/lib/site.mjs";
import { api, percentile } from "./lib/http.mjs";

const WARM_RUNS = Number(process.env.PDF_BENCH_WARM ?? 12);
const COLD_RUNS = Number(process.env.PDF_BENCH_COLD ?? 3);

async function loadRenderer() {
  const dir = mkdtempSync(join(tmpdir(), "pdf-bench-"));
  const outfile = join(dir, "renderer.mjs");
  await build({
    stdin: {
      contents: `export { renderResumeHtml } from "./app/domain/templates/render.ts"; export { sampleResume } from "./app/domain/templates/sample-resume.ts";`,
      resolveDir: ROOT,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "neutral",
    outfile,
    logLevel: "silent",
  });
  const module = await import(outfile);
  rmSync(dir, { recursive: true, force: true });
  return module;
}

async function timeExport(site, user, id) {
  const started = performance.now();
  const response = await api(site, user, "GET", `/api/resumes/${id}/export?format=pdf`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const elapsed = performance.now() - started;
  if (new TextDecoder().decode(bytes.slice(0, 5)) !== "%PDF-") throw new Error("not a PDF");
  return elapsed;
}

const fmt = (ms) => `${ms.toFixed(0).padStart(6)} ms`;

async function main() {
  const { renderResumeHtml, sampleResume } = await loadRenderer();
  const state = newStateDir();
  const [user] = plantUsers(state.dir, 1, { prefix: "pdf" });
  const cold = [];
  const warm = [];
  let floor = [];
  let site;
  try {
    for (let round = 0; round < COLD_RUNS; round++) {
      site = await startSite({ stateDir: state.dir });
      const created = await (await api(site, user, "POST", "/api/resumes", { templateId: "modern-professional", data: sampleResume })).json();
      cold.push(await timeExport(site, user, created.id));
      if (round < COLD_RUNS - 1) await site.stop({ keepState: true });
    }
    const created = await (await api(site, user, "POST", "/api/resumes", { templateId: "modern-professional", data: sampleResume })).json();
    for (let i = 0; i < WARM_RUNS; i++) warm.push(await timeExport(site, user, created.id));

    // The floor: the same HTML (fonts from the same running site) printed by a local Chromium.
    const html = renderResumeHtml(sampleResume, "modern-professional", { pageSize: "A4", assetBaseUrl: site.url });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
    const context = await browser.newContext();
    for (let i = 0; i < WARM_RUNS + 1; i++) {
      const started = performance.now();
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      await page.pdf({ preferCSSPageSize: true, printBackground: true });
      await page.close();
      if (i > 0) floor.push(performance.now() - started);
    }
    await browser.close();
  } finally {
    await site?.stop();
    state.remove();
  }

  const warmP50 = percentile(warm, 50);
  const floorP50 = percentile(floor, 50);
  console.log("PDF export of a two-page resume (modern-professional, A4)");
  console.log(`  cold  (browser launched)   p50 ${fmt(percentile(cold, 50))}   p95 ${fmt(percentile(cold, 95))}   n=${cold.length}`);
  console.log(`  warm  (idle session reused) p50 ${fmt(warmP50)}   p95 ${fmt(percentile(warm, 95))}   n=${warm.length}`);
  console.log(`  floor (local Chromium, same HTML) p50 ${fmt(floorP50)}   p95 ${fmt(percentile(floor, 95))}   n=${floor.length}`);
  console.log(`  warm / floor: ${(warmP50 / floorP50).toFixed(2)}x (target <= 1.5x) ${warmP50 / floorP50 <= 1.5 ? "OK" : "MISSED"}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
