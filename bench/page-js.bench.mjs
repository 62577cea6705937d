#!/usr/bin/env node
/**
 * JavaScript a visitor downloads per page, gzip: the landing page (/), the dashboard and the
 * editor, each loaded in a fresh Chromium context (empty cache) against `wrangler dev` on the
 * built app, every JavaScript response of the load (scripts, module preloads, the chunks the page
 * imports after hydration) summed, each body gzipped here at level 9 (`wrangler dev` sends them
 * uncompressed). The visitor reads Spanish (Accept-Language), so a page carrying every language's
 * translations shows it. Targets: landing < 100 KB, editor < 250 KB; the dashboard is reported.
 * Scripts inline in the HTML (the theme's boot script, the landing page's own script, Remix's
 * context with the page's data) are printed beside each sum, not counted in it.
 * Needs `npm run build` first.
 */
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { importTs } from "../scripts/lib/import-ts.mjs";
import { newStateDir, plantUsers, ROOT, startSite } from "../scripts/lib/site.mjs";
import { api } from "./lib/http.mjs";
import { record, verdict } from "./lib/report.mjs";

const KB = 1000;
const TARGETS = { landing: 100 * KB, dashboard: undefined, editor: 250 * KB };
const kb = (bytes) => `${(bytes / KB).toFixed(0)} KB`;

async function javascriptOf(browser, site, user, path, ready) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: "es-ES",
    extraHTTPHeaders: { "Accept-Language": "es-ES,es;q=0.9" },
  });
  if (user) await context.addCookies([{ name: "rb_session", value: user.token, url: site.url }]);
  const page = await context.newPage();
  const bodies = [];
  page.on("response", (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (!/javascript/.test(type) && !new URL(response.url()).pathname.endsWith(".js")) return;
    bodies.push(
      response.body().then(
        (body) => ({
          url: new URL(response.url()).pathname,
          raw: body.byteLength,
          gzip: gzipSync(body, { level: 9 }).byteLength,
        }),
        () => null,
      ),
    );
  });
  await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
  await ready(page);
  await page.waitForLoadState("networkidle");
  // Scripts inside the HTML (the theme's boot script, a static page's script, Remix's context with
  // the page's data): reported beside the sum, not in it.
  const inline = await page.evaluate(() =>
    [...document.scripts].filter((script) => !script.src).map((script) => script.textContent ?? ""),
  );
  const files = (await Promise.all(bodies)).filter(Boolean);
  await context.close();
  const unique = [...new Map(files.map((file) => [file.url, file])).values()].sort((a, b) => b.gzip - a.gzip);
  return {
    files: unique,
    gzip: unique.reduce((sum, file) => sum + file.gzip, 0),
    inlineGzip: inline.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).byteLength, 0),
    raw: unique.reduce((sum, file) => sum + file.raw, 0),
  };
}

async function main() {
  const { fx } = await importTs({ fx: join(ROOT, "tests/import/full-resume.ts") });
  const state = newStateDir();
  const [user] = plantUsers(state.dir, 1, { prefix: "pagejs" });
  const site = await startSite({ stateDir: state.dir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const created = await (
      await api(site, user, "POST", "/api/resumes", { templateId: "modern-professional", data: fx.fullResume() })
    ).json();
    if (!created.id) throw new Error(`creating a resume failed: ${JSON.stringify(created)}`);
    const pages = {
      landing: await javascriptOf(browser, site, null, "/", (page) => page.locator("h1").first().waitFor()),
      dashboard: await javascriptOf(browser, site, user, "/dashboard", (page) => page.locator("h1").first().waitFor()),
      editor: await javascriptOf(browser, site, user, `/builder/modern-professional?resume=${created.id}`, (page) =>
        page.locator("iframe[title]").first().waitFor({ timeout: 30_000 }),
      ),
    };
    const names = { landing: "landing page (/)", dashboard: "dashboard", editor: "editor" };
    for (const [name, measured] of Object.entries(pages)) {
      const target = TARGETS[name];
      const line = target === undefined ? "reported" : `target < ${kb(target)}: ${verdict(measured.gzip < target)}`;
      console.log(
        `${names[name]}: ${kb(measured.gzip)} gzip (${kb(measured.raw)} raw) in ${measured.files.length} files; ${line}` +
          ` (inline in the HTML besides: ${(measured.inlineGzip / KB).toFixed(1)} KB gzip)`,
      );
      for (const file of measured.files.slice(0, 6)) console.log(`    ${kb(file.gzip).padStart(7)}  ${file.url}`);
    }
    const translations = (files) =>
      files.filter((file) => /\/(en|es|de)-[\w-]+\.js$/.test(file.url)).map((file) => file.url.split("/").pop());
    console.log(
      `translation chunks on the Spanish landing page: ${translations(pages.landing.files).join(", ") || "none by name"}`,
    );
    const value = `${kb(pages.landing.gzip)} / ${kb(pages.dashboard.gzip)} / ${kb(pages.editor.gzip)}`;
    record("pageJs", {
      what: "JavaScript a visitor downloads, gzip, Chromium, empty cache, Spanish visitor: landing page / dashboard / editor",
      value,
      target: `landing < ${kb(TARGETS.landing)}, editor < ${kb(TARGETS.editor)}`,
      ok: pages.landing.gzip < TARGETS.landing && pages.editor.gzip < TARGETS.editor,
    });
  } finally {
    await browser.close();
    await site.stop();
    state.remove();
  }
}

await main();
