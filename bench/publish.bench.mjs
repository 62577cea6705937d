#!/usr/bin/env node
/**
 * Public link page time on the running site (wrangler dev on the built app): GET /r/{slug} of a
 * full resume, cold (the resume just changed, so the cache misses and the page is rendered) and
 * cached (the Workers Cache answers). Prints the whole local request (wrangler's proxy included) and
 * the server time the page reports in Server-Timing. Target: server time p50 and p99 under 50 ms.
 */
import { join } from "node:path";
import { importTs } from "../scripts/lib/import-ts.mjs";
import { newStateDir, plantUsers, ROOT, startSite } from "../scripts/lib/site.mjs";
import { api, percentile } from "./lib/http.mjs";
import { record } from "./lib/report.mjs";

const ROUNDS = Number(process.env.PUBLISH_BENCH_ROUNDS ?? 40);
const TARGET_MS = 50;
const verdict = (value) => (value <= TARGET_MS ? "OK" : "OVER");
const f = (ms) => ms.toFixed(1);

/** The page's own Server-Timing (the Worker's wall time for the answer), by cache outcome. */
const serverTimes = new Map([
  ["miss", []],
  ["hit", []],
  ["floor", []],
]);

async function timedGet(url, expectCache, status = 200) {
  const started = performance.now();
  const response = await fetch(url, { headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) bench" } });
  await response.text();
  const elapsed = performance.now() - started;
  if (response.status !== status) throw new Error(`GET ${url}: ${response.status}`);
  const server = /page;dur=(\d+)/.exec(response.headers.get("Server-Timing") ?? "");
  if (server) serverTimes.get(url.includes("no-such-link") ? "floor" : expectCache)?.push(Number(server[1]));
  const cache = response.headers.get("X-Publication-Cache");
  if (cache !== expectCache) throw new Error(`expected a cache ${expectCache}, got ${cache}`);
  return elapsed;
}

const { fx } = await importTs({ fx: join(ROOT, "tests/import/full-resume.ts") });
const state = newStateDir();
const [user] = plantUsers(state.dir, 1, { prefix: "publish" });
let site;
let failed = false;
try {
  site = await startSite({ stateDir: state.dir });
  const created = await (
    await api(site, user, "POST", "/api/resumes", { templateId: "modern-professional", data: fx.fullResume() })
  ).json();
  const { slug } = await (await api(site, user, "PUT", `/api/resumes/${created.id}/publication`, {})).json();
  const url = `${site.url}/r/${slug}`;
  const cold = [];
  const cached = [];
  const floor = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // A change of the resume: the next view renders afresh.
    const data = { ...fx.fullResume(), summary: `${fx.fullResume().summary} (${round})` };
    await api(site, user, "PUT", `/api/resumes/${created.id}`, { data });
    cold.push(await timedGet(url, "miss"));
    cached.push(await timedGet(url, "hit"));
    // The floor of this machine: an unknown link, one D1 read and no render or count.
    floor.push(await timedGet(`${site.url}/r/no-such-link-${round}`, null, 404));
  }
  const p50floor = percentile(floor, 50);
  console.log(`  floor (unknown link, 404): p50 ${f(p50floor)} ms · p99 ${f(percentile(floor, 99))} ms`);
  for (const [name, times] of [
    ["cold (rendered)", cold],
    ["cached", cached],
  ]) {
    const p50 = percentile(times, 50);
    const p99 = percentile(times, 99);
    console.log(`  GET /r/{slug} ${name}, ${ROUNDS} requests, whole request: p50 ${f(p50)} ms · p99 ${f(p99)} ms`);
  }
  // The target is server time: the Worker's own measure of its answer (Server-Timing).
  for (const [name, key] of [
    ["floor (404)", "floor"],
    ["cold (rendered)", "miss"],
    ["cached", "hit"],
  ]) {
    const times = serverTimes.get(key);
    if (times.length === 0) continue;
    const p50 = percentile(times, 50);
    const p99 = percentile(times, 99);
    const target = key === "floor" ? "" : ` ${verdict(p50)} / ${verdict(p99)} (target < ${TARGET_MS} ms)`;
    console.log(`  server time, ${name}: p50 ${f(p50)} ms · p99 ${f(p99)} ms${target}`);
    if (key !== "floor")
      record(key, {
        what: `Public link page, server time (Server-Timing), ${name === "cached" ? "cached" : "rendered after a change"} (p50 / p99)`,
        value: `${f(p50)} / ${f(p99)} ms`,
        target: `< ${TARGET_MS} ms`,
        ok: p50 <= TARGET_MS && p99 <= TARGET_MS,
      });
  }
} catch (error) {
  console.error(error);
  if (site) console.error(site.logs().slice(-4000));
  failed = true;
} finally {
  await site?.stop();
  state.remove();
}
process.exit(failed ? 1 : 0);
