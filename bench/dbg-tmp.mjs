import { join } from "node:path";
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { build } from "esbuild";
import { importTs } from "../scripts/lib/import-ts.mjs";
const ROOT="/work/h-fit";
const { render, fx } = await importTs({ render: join(ROOT, "app/domain/templates/render.ts"), fx: join(ROOT, "tests/fixtures/near-one-page.ts") });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext();
let html = "";
await context.route("**/*", (route) => { const u = new URL(route.request().url()); if (u.pathname === "/doc") return route.fulfill({ contentType: "text/html", body: html }); try { return route.fulfill({ body: readFileSync(join(ROOT, "public", u.pathname)), headers: {"Access-Control-Allow-Origin":"*"} }); } catch { return route.fulfill({status:404, body:""}); } });
const page = await context.newPage();
const out = await build({ entryPoints: [join(ROOT, "app/lib/page-fit-measure.ts")], bundle: true, write: false, format: "iife", globalName: "M", alias: { "~": join(ROOT, "app") } });
for (const [e, x] of [[3,0],[3,2],[3,4],[4,0],[4,1],[4,2],[6,0]]) {
  html = render.renderResumeHtml(fx.nearOnePageResume(e, x), "modern-professional", { pageSize: "A4", assetBaseUrl: "http://layout.bench", measurable: true });
  await page.goto("http://layout.bench/doc");
  await page.evaluate(() => document.fonts.ready.then(() => 1));
  await page.addScriptTag({ content: out.outputFiles[0].text });
  console.log(e, x, JSON.stringify(await page.evaluate(() => M.measurePages(document, "A4", 1))));
}
await browser.close();
