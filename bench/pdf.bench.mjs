#!/usr/bin/env node
/**
 * PDF export speed: a two-page resume exported through GET /api/resumes/{id}/export?format=pdf on
 * `wrangler dev` (Browser Rendering, local), cold (first export after the server starts, a browser
 * is launched) and warm (the renderer's browser is open; the resume changes before each export so
 * it is printed, not served from R2), against the floor: the same HTML printed straight from a
 * local Chromium with playwright-core. Target: warm p50 within 1.5x the floor.
 *
 * Bursts: 20 users export 20 different resumes at the same moment (target 20 of 20, p50 and p99
 * printed beside 20 sequential exports); 20 exports of an unchanged resume, served from R2
 * (target p99 < 100 ms).
 */
import { build } from "esbuild";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { newStateDir, plantUsers, ROOT, startSite } from "../scripts/lib/site.mjs";
import { api, percentile, timeExport } from "./lib/http.mjs";

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

const fmt = (ms) => `${ms.toFixed(0).padStart(6)} ms`;
const BURST = 20;

/** 20 different resumes exported at once and one after the other; then one unchanged resume 20 times. */
async function measureBursts(site, users, resume) {
  const ids = await Promise.all(
    users.map(async (user, i) => (await (await api(site, user, "POST", "/api/resumes", { templateId: "modern-professional", data: { ...resume, summary: `${resume.summary} Burst ${i}.` } })).json()).id),
  );
  const attempt = async (user, id) => {
    try {
      return { ok: true, ms: await timeExport(site, user, id) };
    } catch (error) {
      return { ok: false, ms: 0, error: String(error).slice(0, 160) };
    }
  };
  const concurrent = await Promise.all(users.map((user, i) => attempt(user, ids[i])));
  // Sequential: the same resumes changed once more, so each is printed again.
  const sequential = [];
  for (let i = 0; i < users.length; i++) {
    await api(site, users[i], "PUT", `/api/resumes/${ids[i]}`, { data: { ...resume, summary: `${resume.summary} Again ${i}.` } });
    sequential.push(await attempt(users[i], ids[i]));
  }
  const unchanged = [];
  for (let i = 0; i < BURST; i++) unchanged.push(await attempt(users[0], ids[0]));
  return { concurrent, sequential, unchanged };
}

async function main() {
  const { renderResumeHtml, sampleResume } = await loadRenderer();
  const state = newStateDir();
  const [user] = plantUsers(state.dir, 1, { prefix: "pdf" });
  // Renders are limited per user, so a burst of 20 is 20 people.
  const burstUsers = plantUsers(state.dir, BURST, { prefix: "pdfburst" });
  let bursts;
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
    for (let i = 0; i < WARM_RUNS; i++) {
      await api(site, user, "PUT", `/api/resumes/${created.id}`, { data: { ...sampleResume, summary: `${sampleResume.summary} Run ${i}.` } });
      warm.push(await timeExport(site, user, created.id));
    }
    bursts = await measureBursts(site, burstUsers, sampleResume);

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
  console.log(`  warm / floor: ${(warmP50 / floorP50).toFixed(2)}x (target <= 1.5x) ${warmP50 / floorP50 <= 1.5 ? "OK" : "OVER"}`);
  const line = (label, runs) => {
    const ok = runs.filter((run) => run.ok).map((run) => run.ms);
    return `  ${label.padEnd(34)} ${String(ok.length).padStart(2)}/${runs.length} ok   p50 ${fmt(percentile(ok, 50))}   p99 ${fmt(percentile(ok, 99))}`;
  };
  const concurrentOk = bursts.concurrent.filter((run) => run.ok).length;
  const unchangedP99 = percentile(bursts.unchanged.filter((run) => run.ok).map((run) => run.ms), 99);
  console.log(`\nBursts (${BURST} users, different resumes)`);
  console.log(`${line("concurrent, all at once", bursts.concurrent)}   target ${BURST}/${BURST} ${concurrentOk === BURST ? "OK" : "OVER"}`);
  console.log(line("sequential, one after another", bursts.sequential));
  console.log(`${line("unchanged resume, served from R2", bursts.unchanged)}   target p99 < 100 ms ${unchangedP99 < 100 ? "OK" : "OVER"}`);
  for (const failed of bursts.concurrent.filter((run) => !run.ok).slice(0, 3)) console.log(`  failed: ${failed.error}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
