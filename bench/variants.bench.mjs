#!/usr/bin/env node
/**
 * Variants against the real site (`wrangler dev` on the built app, local D1 and rooms), the two
 * figures docs/variants.md asks for:
 *  - a master edit reaching 20 open variants: one master, 9 language variants (every other
 *    language the templates print) and 11 job variants, each open in its room (a socket, as an
 *    editor holds, and each read once (as its editor does on opening), which makes it a follower of
 *    the master's room. The master is edited over its room (its summary and a new job); its room
 *    pushes the edit to its followers (docs/variants.md#when-a-sync-runs). Timed per variant: from
 *    the master's edit being sent to the variant's socket receiving a document with the new job.
 *    Target p95 < 200 ms.
 *  - the D1 bytes of a variant against a copy of the same resume (the resumes row: its document,
 *    the variant's sync state, title, job), reported.
 * Needs `npm run build` first (built here when missing).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { importTs } from "../scripts/lib/import-ts.mjs";
import { newStateDir, plantUsers, ROOT, startSite, WRANGLER_ENV } from "../scripts/lib/site.mjs";
import { api as apiResponse, percentile } from "./lib/http.mjs";
import { record, verdict } from "./lib/report.mjs";

const TARGET_P95_MS = 200;
const OTHER_LANGUAGES = ["es", "fr", "de", "pt", "pl", "ar", "he", "zh", "ja"];
const JOB_VARIANTS = 20 - OTHER_LANGUAGES.length;
const f = (value) => value.toFixed(1);
const api = async (site, user, method, path, body) => (await apiResponse(site, user, method, path, body)).json();

/** A socket to a resume's room that resolves `next(type)` with the next message of that type. */
function openRoom(site, user, resumeId) {
  return new Promise((ready, fail) => {
    const socket = new WebSocket(
      `${site.url.replace("http", "ws")}/api/collab?resumeId=${resumeId}&token=${encodeURIComponent(user.token)}`,
    );
    const waiters = [];
    let counter = 0;
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      if (message.type === "init") ready(room);
      for (const waiter of [...waiters]) {
        const matches = waiter.type
          ? waiter.type === message.type
          : message.type === "ack" && waiter.opId === message.opId;
        if (!matches) continue;
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.done(message);
      }
    });
    socket.addEventListener("error", () => fail(new Error("socket error")));
    const room = {
      next: (type) => new Promise((done) => waiters.push({ type, done })),
      /** The next message of `type` for which `where` holds. */
      until(type, where) {
        return new Promise((done) => {
          const wait = () => waiters.push({ type, done: (message) => (where(message) ? done(message) : wait()) });
          wait();
        });
      },
      send(ops) {
        const opId = `${user.id}-${++counter}`;
        const acked = new Promise((done) => waiters.push({ opId, done }));
        socket.send(JSON.stringify({ type: "resumeUpdate", opId, ops }));
        return acked;
      },
      close: () => socket.close(1000, "done"),
    };
  });
}

function d1(stateDir, sql) {
  const result = spawnSync(
    join(ROOT, "node_modules/.bin/wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--json", "--command", sql],
    { cwd: ROOT, env: WRANGLER_ENV, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`d1 execute failed:\n${result.stdout}\n${result.stderr}`);
  return JSON.parse(result.stdout)[0].results;
}

/** The D1 bytes of resumes' rows (every column's length), by id, in two wrangler calls. */
function rowBytes(stateDir, ids) {
  const columns = d1(stateDir, "PRAGMA table_info(resumes)").map((row) => `coalesce(length("${row.name}"), 0)`);
  const rows = d1(
    stateDir,
    `SELECT id, ${columns.join(" + ")} AS bytes FROM resumes WHERE id IN (${ids.map((id) => `'${id}'`).join(", ")})`,
  );
  return new Map(rows.map((row) => [row.id, row.bytes]));
}

if (!existsSync(join(ROOT, "build/server/index.js"))) {
  if (spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" }).status !== 0) process.exit(1);
}
if (!process.env.TMPDIR && existsSync("/dev/shm")) process.env.TMPDIR = "/dev/shm";

const { resume: fx } = await importTs({ resume: join(ROOT, "tests/import/full-resume.ts") });
const state = newStateDir();
let site;
let failed = false;
const rooms = [];
try {
  const [owner] = plantUsers(state.dir, 1, { prefix: "variants", names: ["Vic Variants"] });
  site = await startSite({ stateDir: state.dir });
  const data = fx.fullResume();
  const master = await api(site, owner, "POST", "/api/resumes", { templateId: "modern-professional", data });
  const job = (i) => ({
    title: `Platform Engineer ${i}`,
    company: `Company ${i}`,
    description: "Go, Kubernetes, payments, on-call, mentoring; five years building reliable services.",
  });
  const variants = [];
  for (const language of OTHER_LANGUAGES)
    variants.push(await api(site, owner, "POST", `/api/resumes/${master.id}/variants`, { language }));
  for (let i = 0; i < JOB_VARIANTS; i++)
    variants.push(await api(site, owner, "POST", `/api/resumes/${master.id}/variants`, { jobDescription: job(i) }));
  const copy = await api(site, owner, "POST", "/api/resumes", { templateId: "modern-professional", data });
  console.log(
    `Variants on wrangler dev (local), load ${loadavg()[0].toFixed(2)}: 1 master, ${variants.length} variants`,
  );

  for (const variant of variants) rooms.push(await openRoom(site, owner, variant.id));
  const masterRoom = await openRoom(site, owner, master.id);
  rooms.push(masterRoom);
  const newJob = {
    id: "bench-new-job",
    company: "Initech",
    position: "Staff Engineer",
    startDate: "2025-01",
    endDate: "",
    current: true,
    description: "- Led the payments platform",
  };
  // Each variant's editor reads its upstream once, as it does on opening: that makes it a follower
  // of the master's room. Then the push gap passes, as between two edits after a pause.
  for (const variant of variants) {
    const upstream = await api(site, owner, "GET", `/api/resumes/${variant.id}/upstream`);
    if (!Array.isArray(upstream.changes)) throw new Error("no upstream answer");
  }
  await new Promise((resolve) => setTimeout(resolve, 2_500));

  const arrivals = variants.map((_, i) => {
    const reached = (message) => message.document.data.experience.some((entry) => entry.company === "Initech");
    return rooms[i].until("resumeReplaced", reached).then(() => performance.now());
  });
  const started = performance.now();
  await masterRoom.send([
    { op: "setSummary", value: `${data.summary} Now leading the payments platform.` },
    { op: "addEntry", section: "experience", entry: newJob, index: 0 },
  ]);
  const times = await Promise.race([
    Promise.all(arrivals).then((ends) => ends.map((end) => end - started)),
    new Promise((_, fail) =>
      setTimeout(() => fail(new Error("the new job did not reach every variant in 10 s")), 10_000),
    ),
  ]);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  const ok = p95 < TARGET_P95_MS;
  console.log(
    `  a master edit pushed to 20 open variants (from the edit to each room): p50 ${f(p50)} ms, p95 ${f(p95)} ms, max ${f(Math.max(...times))} ms (target p95 < ${TARGET_P95_MS}) ${verdict(ok)}`,
  );
  record("reach20", {
    what: "Variants: a master edit pushed to each of 20 open variants (from the edit to its room), p95",
    value: `${f(p95)} ms`,
    target: `< ${TARGET_P95_MS} ms`,
    ok,
  });

  const bytes = rowBytes(state.dir, [copy.id, ...variants.map((variant) => variant.id)]);
  const variantBytes = variants.map((variant) => bytes.get(variant.id));
  const copyBytes = bytes.get(copy.id);
  const median = percentile(variantBytes, 50);
  console.log(
    `  D1 bytes of a resume row: a copy ${copyBytes}, a variant ${median} (median of 20; its document plus the master's at the last sync, both gzipped): ${(median / copyBytes).toFixed(2)}× a copy`,
  );
  record("storage", {
    what: "Variants: D1 bytes of a variant's row against a copy's",
    value: `${median} B vs ${copyBytes} B (${(median / copyBytes).toFixed(2)}×)`,
  });
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  for (const room of rooms) room.close();
  await site?.stop();
  state.remove();
}
process.exit(failed ? 1 : 0);
