#!/usr/bin/env node
/**
 * Font cost of resumes in other scripts (docs/product.md#fonts):
 *
 * (a) Asset weight a Latin-only resume adds for fallback fonts: every template's HTML, rendered as
 *     the PDF export renders it (fonts from the running site), printed by a local Chromium whose
 *     requests are intercepted and counted. The renderer is the same Chromium on the same HTML,
 *     so it asks for the same files. Target: zero Noto files, zero bytes. A Chinese resume's
 *     count is printed beside it (only the slices its characters fall in).
 * (b) Time a CJK resume's PDF export adds: the same two-page resume with its name, summary and
 *     first bullets in Chinese, against the Latin original, exported in turns through
 *     GET /api/resumes/{id}/export?format=pdf on `wrangler dev` (each changed before its export,
 *     so it is printed, not served from R2). Target: p50 difference < 300 ms.
 */
import { build } from "esbuild";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { newStateDir, plantUsers, ROOT, startSite } from "../scripts/lib/site.mjs";
import { api, percentile, timeExport } from "./lib/http.mjs";
import { record } from "./lib/report.mjs";

const RUNS = Number(process.env.FONTS_BENCH_RUNS ?? 8);
const TARGET_MS = 300;

async function loadRenderer() {
  const dir = mkdtempSync(join(tmpdir(), "fonts-bench-"));
  const outfile = join(dir, "renderer.mjs");
  await build({
    stdin: {
      contents: `export { renderResumeHtml } from "./app/domain/templates/render.ts"; export { sampleResume } from "./app/domain/templates/sample-resume.ts"; export { TEMPLATE_IDS } from "./app/domain/resume/template-ids.ts";`,
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

/** The sample resume with its most visible text in Chinese: same shape, same length class. */
function chineseVersion(resume) {
  const [first, ...rest] = resume.experience;
  return {
    ...resume,
    personalInfo: { ...resume.personalInfo, fullName: "王小明 Wang Xiaoming", address: "上海市浦东新区" },
    summary: "资深软件工程师，十年支付系统经验，负责分布式系统的设计与开发，带领八人团队完成核心交易平台的重构。",
    experience: [
      {
        ...first,
        company: "上海云支付有限公司",
        position: "高级软件工程师",
        description: "- 设计并实现了每秒一万笔交易的支付网关\n- 带领八人团队\n- 将平均响应时间缩短百分之四十",
      },
      ...rest,
    ],
  };
}

/** Font files a Chromium fetches to print `html`: [{ path, bytes }]. */
async function fontsFetched(context, html) {
  const page = await context.newPage();
  const fonts = [];
  page.on("requestfinished", async (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/fonts/")) return;
    const response = await request.response();
    const body = await response?.body().catch(() => null);
    fonts.push({ path: url.pathname, bytes: body?.byteLength ?? 0 });
  });
  await page.setContent(html, { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready);
  await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.close();
  return fonts;
}

const fmt = (ms) => `${ms.toFixed(0).padStart(6)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const { renderResumeHtml, sampleResume, TEMPLATE_IDS } = await loadRenderer();
  const chinese = chineseVersion(sampleResume);
  const state = newStateDir();
  const [user] = plantUsers(state.dir, 1, { prefix: "fonts" });
  let site;
  const weight = { latinNoto: [], latinAll: [], cjkNoto: [] };
  const latinTimes = [];
  const cjkTimes = [];
  try {
    site = await startSite({ stateDir: state.dir });

    // (a) What the print fetches, template by template.
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    for (const templateId of TEMPLATE_IDS) {
      // A fresh context per print: no font cached from the previous template.
      const context = await browser.newContext();
      const latin = await fontsFetched(
        context,
        renderResumeHtml(sampleResume, templateId, { pageSize: "A4", assetBaseUrl: site.url }),
      );
      weight.latinAll.push(...latin);
      weight.latinNoto.push(...latin.filter((font) => /noto/i.test(font.path)));
      await context.close();
      const cjkContext = await browser.newContext();
      const cjk = await fontsFetched(
        cjkContext,
        renderResumeHtml(chinese, templateId, { pageSize: "A4", assetBaseUrl: site.url }),
      );
      weight.cjkNoto.push(...cjk.filter((font) => /noto/i.test(font.path)));
      await cjkContext.close();
    }
    await browser.close();

    // (b) Export time, Latin and Chinese in turns; one warm-up each.
    const ids = {};
    for (const [key, data] of [
      ["latin", sampleResume],
      ["cjk", chinese],
    ]) {
      ids[key] = (
        await (await api(site, user, "POST", "/api/resumes", { templateId: "modern-professional", data })).json()
      ).id;
      await timeExport(site, user, ids[key]);
    }
    for (let i = 0; i < RUNS; i++) {
      for (const [key, data, times] of [
        ["latin", sampleResume, latinTimes],
        ["cjk", chinese, cjkTimes],
      ]) {
        await api(site, user, "PUT", `/api/resumes/${ids[key]}`, {
          data: { ...data, summary: `${data.summary} ${i}` },
        });
        times.push(await timeExport(site, user, ids[key]));
      }
    }
  } finally {
    await site?.stop();
    state.remove();
  }

  const sum = (fonts) => fonts.reduce((total, font) => total + font.bytes, 0);
  const templates = TEMPLATE_IDS.length;
  console.log(`Fallback fonts fetched to print (${templates} templates, local Chromium, requests intercepted)`);
  console.log(
    `  Latin-only resume: ${weight.latinNoto.length} Noto files, ${kb(sum(weight.latinNoto))}   (all fonts: ${weight.latinAll.length} files, ${kb(sum(weight.latinAll))})   target 0 ${weight.latinNoto.length === 0 ? "OK" : "OVER"}`,
  );
  console.log(
    `  Chinese resume:    ${weight.cjkNoto.length} Noto files, ${kb(sum(weight.cjkNoto))}   (${(weight.cjkNoto.length / templates).toFixed(1)} slices per template)`,
  );
  const latinP50 = percentile(latinTimes, 50);
  const cjkP50 = percentile(cjkTimes, 50);
  const added = cjkP50 - latinP50;
  console.log(`\nPDF export, modern-professional, A4, n=${RUNS} each (printed, not from R2)`);
  console.log(`  Latin    p50 ${fmt(latinP50)}   p95 ${fmt(percentile(latinTimes, 95))}`);
  console.log(`  Chinese  p50 ${fmt(cjkP50)}   p95 ${fmt(percentile(cjkTimes, 95))}`);
  console.log(`  added by CJK: ${fmt(added)}   target < ${TARGET_MS} ms ${added < TARGET_MS ? "OK" : "OVER"}`);
  record("fonts", {
    what: "Fonts: Noto fallback files a Latin resume's PDF fetches / time a Chinese export adds (p50)",
    value: `${weight.latinNoto.length} / ${fmt(added).trim()}`,
    target: `0 / < ${TARGET_MS} ms`,
    ok: weight.latinNoto.length === 0 && added < TARGET_MS,
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
