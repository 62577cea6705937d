#!/usr/bin/env node
/**
 * Builds the template gallery assets from the real renderer, so a preview shows exactly what
 * export produces:
 *   public/fonts/                   filled from the @fontsource packages (scripts/copy-fonts.mjs)
 *   public/templates/{id}.pdf       the sample resume printed by Chromium (A4)
 *   public/templates/{id}.png       first printed page, 600 px wide
 *   public/templates/manifest.json  sha256 of each template's sample HTML; a test compares it
 *                                   with the current renderer so stale previews fail CI.
 *
 * Usage: npm run templates:previews   (needs Chromium at /usr/bin/chromium or CHROMIUM_PATH)
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { copyFonts } from "./copy-fonts.mjs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { chromium } from "playwright-core";

const root = new URL("..", import.meta.url).pathname;
const publicDir = join(root, "public");
const outDir = join(publicDir, "templates");
const THUMBNAIL_WIDTH = 600;
const A4_WIDTH_PX = Math.round((210 / 25.4) * 96);
const A4_HEIGHT_PX = Math.round((297 / 25.4) * 96);

/** The renderer is TypeScript; bundling it keeps this script on plain Node with no loader flags. */
async function loadRenderer() {
  const dir = join(root, "app/domain/templates");
  const result = await build({
    stdin: {
      contents: [
        `export { renderResumeHtml } from "./render";`,
        `export { sampleResume, longSampleResume } from "./sample-resume";`,
        `export { TEMPLATE_IDS } from "../resume/template-ids";`,
      ].join("\n"),
      resolveDir: dir,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "neutral",
    write: false,
    logLevel: "error",
  });
  const file = join(tmpdir(), `template-renderer-${process.pid}.mjs`);
  writeFileSync(file, result.outputFiles[0].text);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(file, { force: true });
  }
}

const TYPES = {
  ".woff2": "font/woff2",
  ".css": "text/css",
  ".png": "image/png",
  ".pdf": "application/pdf",
  ".svg": "image/svg+xml",
};

/** Chromium needs the fonts over http: a page set with setContent cannot read file:// URLs. */
function serveStatic(dir) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, "http://x").pathname));
    if (path.includes("..")) return response.writeHead(400).end();
    try {
      const body = readFileSync(join(dir, path));
      // Web fonts are CORS requests, and a setContent page (about:blank) is another origin.
      response
        .writeHead(200, {
          "content-type": TYPES[extname(path)] ?? "application/octet-stream",
          "access-control-allow-origin": "*",
        })
        .end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

function countPdfPages(pdf) {
  return (pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

/**
 * The thumbnail is page 1 of the printed PDF, drawn by pdf.js (a dependency of the app) on
 * @napi-rs/canvas (pdf.js's own optional dependency), so it shows exactly where page 1 ends.
 * Returns null where that canvas is unavailable; the caller then screenshots the screen view.
 */
async function renderFirstPage(pdf) {
  let pdfjs;
  let createCanvas;
  try {
    pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
    ({ createCanvas } = await import("@napi-rs/canvas"));
  } catch {
    return null;
  }
  const task = pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  try {
    const page = await (await task.promise).getPage(1);
    const viewport = page.getViewport({ scale: THUMBNAIL_WIDTH / page.getViewport({ scale: 1 }).width });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    const context = canvas.getContext("2d");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvasContext: context, canvas, viewport }).promise;
    return canvas.toBuffer("image/png");
  } finally {
    await task.destroy();
  }
}

const sha256 = (text) => createHash("sha256").update(text, "utf8").digest("hex");

async function main() {
  const { renderResumeHtml, sampleResume, longSampleResume, TEMPLATE_IDS } = await loadRenderer();
  await copyFonts();
  mkdirSync(outDir, { recursive: true });

  const server = await serveStatic(publicDir);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--headless",
    ],
  });
  const manifest = {};
  try {
    const context = await browser.newContext({
      viewport: { width: A4_WIDTH_PX, height: A4_HEIGHT_PX },
      deviceScaleFactor: THUMBNAIL_WIDTH / A4_WIDTH_PX,
    });
    const page = await context.newPage();
    const failed = [];
    page.on("requestfailed", (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
    page.on("response", (response) => response.status() >= 400 && failed.push(response.url()));
    for (const id of TEMPLATE_IDS) {
      const started = Date.now();
      await page.setContent(renderResumeHtml(sampleResume, id, { pageSize: "A4", assetBaseUrl: origin }), {
        waitUntil: "load",
      });
      await page.evaluate(() => document.fonts.ready);
      const pdf = await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
      writeFileSync(join(outDir, `${id}.pdf`), pdf);
      const thumbnail = await renderFirstPage(pdf);
      if (thumbnail) writeFileSync(join(outDir, `${id}.png`), thumbnail);
      else
        await page.screenshot({
          path: join(outDir, `${id}.png`),
          clip: { x: 0, y: 0, width: A4_WIDTH_PX, height: A4_HEIGHT_PX },
        });

      await page.setContent(renderResumeHtml(longSampleResume(), id, { pageSize: "A4", assetBaseUrl: origin }), {
        waitUntil: "load",
      });
      await page.evaluate(() => document.fonts.ready);
      const longPages = countPdfPages(await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true }));

      manifest[id] = sha256(renderResumeHtml(sampleResume, id, { pageSize: "A4", assetBaseUrl: "" }));
      console.log(
        `${id}: sample ${countPdfPages(pdf)} pages, long sample ${longPages} pages, ${Date.now() - started} ms`,
      );
    }
    if (failed.length) throw new Error(`Assets failed to load:\n${[...new Set(failed)].join("\n")}`);
  } finally {
    await browser.close();
    server.close();
  }
  writeFileSync(join(outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`wrote public/templates/{id}.pdf, {id}.png and manifest.json for ${TEMPLATE_IDS.length} templates`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
