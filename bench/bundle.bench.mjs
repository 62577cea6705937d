#!/usr/bin/env node
/**
 * The Worker's script, as every cold start loads it: its size (raw and gzip, as Cloudflare counts
 * it) from `wrangler deploy --dry-run`, and what it costs workerd to load it: the time until a
 * runtime holding the script is ready, minus the same for a one-line Worker, then the first
 * request (the health check: no route work, but an isolate's first request reads the translations
 * and the ATS tables from the static assets first). Medians of RUNS starts, both kinds
 * alternating so load on the machine falls on both. Needs `npm run build` first (it runs it when
 * the build is missing). BUNDLE_BENCH_COMPARE=<path of another entry.js> (say, an older commit's
 * `wrangler deploy --dry-run` output) measures that script too, in the same alternation.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { Miniflare } from "miniflare";
import { ROOT } from "../scripts/lib/site.mjs";
import { record, verdict } from "./lib/report.mjs";

const RUNS = Number(process.env.BUNDLE_BENCH_RUNS ?? 7);
const TARGETS = { gzipBytes: 1_000_000, loadMs: 400, firstRequestMs: 50 };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

function bundle() {
  if (!existsSync(join(ROOT, "build/server/index.js"))) {
    const built = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
    if (built.status !== 0) throw new Error("npm run build failed");
  }
  const out = mkdtempSync(join(tmpdir(), "bundle-bench-"));
  const result = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", out], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${result.stderr}`);
  const script = readFileSync(join(out, "entry.js"), "utf8");
  rmSync(out, { recursive: true, force: true });
  return script;
}

/**
 * The static assets, as the Worker's ASSETS binding serves them: the first request of an isolate
 * reads the translations and the ATS tables from there (app/i18n/instance.server.ts,
 * app/server/ats-data.server.ts), so the first request's time includes those reads.
 */
async function assets(request) {
  const path = join(ROOT, "build/client", decodeURIComponent(new URL(request.url).pathname));
  if (!path.startsWith(join(ROOT, "build/client/")) || !existsSync(path)) return new Response(null, { status: 404 });
  return new Response(readFileSync(path), { headers: { "Content-Type": "application/json" } });
}

async function start(contents) {
  const began = performance.now();
  const mf = new Miniflare({
    workers: [
      {
        config: {
          name: "cold",
          compatibilityDate: "2026-11-01",
          compatibilityFlags: ["nodejs_compat"],
          manifest: { mainModule: "entry.js", modules: { "entry.js": { type: "esm", contents } } },
          env: { ASSETS: { type: "fetcher", handler: assets } },
        },
      },
    ],
  });
  await mf.ready;
  const ready = performance.now() - began;
  const asked = performance.now();
  const response = await mf.dispatchFetch("http://localhost/api/ats-score", { method: "OPTIONS" });
  await response.arrayBuffer();
  const first = performance.now() - asked;
  await mf.dispose();
  if (!response.ok) throw new Error(`The health check answered ${response.status}`);
  return { ready, first };
}

const script = bundle();
const raw = Buffer.byteLength(script);
const gzip = gzipSync(script, { level: 9 }).byteLength;
console.log(`Worker script: ${kib(raw)} raw, ${kib(gzip)} gzip (${gzip.toLocaleString("en")} bytes)`);
console.log(`  target gzip < ${TARGETS.gzipBytes.toLocaleString("en")} bytes: ${verdict(gzip < TARGETS.gzipBytes)}`);
record("gzip", {
  what: "Worker script every cold start loads, gzip (raw)",
  value: `${kib(gzip)}, ${gzip.toLocaleString("en")} bytes (${kib(raw)} raw)`,
  target: `< ${TARGETS.gzipBytes.toLocaleString("en")} bytes`,
  ok: gzip < TARGETS.gzipBytes,
});

const tiny = "export default { fetch() { return new Response(null, { status: 204 }); } };";
const compare = process.env.BUNDLE_BENCH_COMPARE ? readFileSync(process.env.BUNDLE_BENCH_COMPARE, "utf8") : null;
const loads = [];
const firsts = [];
const other = { loads: [], firsts: [] };
for (let run = 0; run < RUNS; run += 1) {
  const empty = await start(tiny);
  const app = await start(script);
  loads.push(app.ready - empty.ready);
  firsts.push(app.first);
  if (compare) {
    const then = await start(compare);
    other.loads.push(then.ready - empty.ready);
    other.firsts.push(then.first);
  }
}
if (compare) {
  const gz = gzipSync(compare, { level: 9 }).byteLength;
  console.log(
    `Compared script (${kib(gz)} gzip): loading ${median(other.loads).toFixed(0)} ms more than a one-line Worker, first request ${median(other.firsts).toFixed(0)} ms`,
  );
}
const load = median(loads);
const first = median(firsts);
console.log(
  `Cold start in workerd (Miniflare), median of ${RUNS}: loading the script ${load.toFixed(0)} ms more than a one-line Worker, then the first request ${first.toFixed(0)} ms`,
);
console.log(
  `  target script load < ${TARGETS.loadMs} ms: ${verdict(load < TARGETS.loadMs)}; first request < ${TARGETS.firstRequestMs} ms: ${verdict(first < TARGETS.firstRequestMs)}`,
);
record("coldStart", {
  what: `Worker cold start in workerd: loading the script beyond a one-line Worker / then the first request (median of ${RUNS})`,
  value: `${load.toFixed(0)} ms / ${first.toFixed(0)} ms`,
  target: `< ${TARGETS.loadMs} ms / < ${TARGETS.firstRequestMs} ms`,
  ok: load < TARGETS.loadMs && first < TARGETS.firstRequestMs,
});
