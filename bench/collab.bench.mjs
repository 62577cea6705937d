#!/usr/bin/env node
/**
 * Resume rooms under the ways people really use them, against the real site (`wrangler dev` on
 * the built app: workerd, local D1 and Durable Objects, its own empty state directory). Each
 * scenario runs once (COLLAB_RUNS for more), with the machine's load average printed:
 *  - typical: 3 editors typing 5 edits/s each and moving their cursors, 20 s;
 *  - coaching: the owner types 5 edits/s while 49 viewers move their cursors 2/s;
 *  - many rooms: 200 rooms of 3 editors at 2 edits/s, at once (server memory before and after);
 *  - overload: 50 editors at 20 edits/s: no target for latency, but no acknowledged edit may be
 *    lost (D1 and the room after), a new join must be answered within 1 s during it;
 *  - after idle hibernation: the first edit's delivery.
 * Every edit carries its send time; latency is send to receipt at every other client.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { gunzipSync } from "node:zlib";
import { descendantsOf } from "../scripts/lib/process-tree.mjs";
import { newStateDir, plantSharedResumes, plantUsers, sleep, startSite, wranglerRun } from "../scripts/lib/site.mjs";
import { api as apiResponse, percentile } from "./lib/http.mjs";
import { record } from "./lib/report.mjs";
import { prepareBenchSite } from "./lib/site-setup.mjs";
import { serverCpuMs } from "./lib/server-cpu.mjs";
import { onSchedule, RoomClient } from "./lib/room-client.mjs";

/** A resume's stored document: gzipped JSON behind "gz:" (app/db/tables/compressed-json.ts), or plain JSON. */
const decodeStored = (text) =>
  JSON.parse(text.startsWith("gz:") ? gunzipSync(Buffer.from(text.slice(3), "base64")).toString("utf8") : text);

// Once per bench run, 20 s of typing: `npm run bench` must finish within 10 minutes, and the
// README's table shows two full runs side by side, which is where noise shows.
const TYPICAL_SECONDS = Number(process.env.COLLAB_TYPICAL_SECONDS ?? 20);
const RUNS = Number(process.env.COLLAB_RUNS ?? 1);
const ONLY = process.env.COLLAB_SCENARIOS?.split(",");
const IDLE_FOR_HIBERNATION_S = 15;
/** After sending stops: time for the last deliveries, then for the write-back to D1 (on leaving, for many rooms). */
const DRAIN_MS = 5_000;
const WRITE_BACK_MS = 3_000;

async function api(site, user, method, path, body) {
  const response = await apiResponse(site, user, method, path, body);
  return response.status === 204 ? null : response.json();
}

/**
 * A resume whose first `entries` experience entries are the ones the clients type into. With
 * `history`, it also has a summary and that many past positions with a paragraph each: with 6,
 * about 9 KB as stored, a full two-page resume, so what the room does per edit with the whole
 * document (its size check, the write-back) costs what it would for real.
 */
function resumeData(entries, { history = 0 } = {}) {
  const past = Array.from({ length: history }, (_, i) => ({
    id: `past${i}`,
    company: `Former Employer ${i}`,
    position: "Software Engineer",
    startDate: `${2008 + 2 * i}-01`,
    endDate: `${2010 + 2 * i}-01`,
    current: false,
    description:
      "Built and shipped services used by millions of people, cut latency and cost, and mentored the engineers who joined. ".repeat(
        10,
      ),
  }));
  return {
    personalInfo: {
      fullName: "Bench Owner",
      email: "bench@example.com",
      phone: "",
      address: "",
      linkedIn: "",
      github: "",
    },
    summary:
      history > 0
        ? "Engineer with a record of reliable systems, clear writing and calm incident response. ".repeat(12)
        : "",
    skills: [],
    experience: [
      ...Array.from({ length: entries }, (_, i) => ({
        id: `e${i}`,
        company: `Company ${i}`,
        position: "Engineer",
        startDate: "2020-01",
        endDate: "",
        current: true,
        description: "",
      })),
      ...past,
    ],
    education: [],
    projects: [],
  };
}

async function createRoom(site, owner, editors, viewers = []) {
  const resume = await api(site, owner, "POST", "/api/resumes", {
    templateId: "modern-professional",
    data: resumeData(1 + editors.length + viewers.length),
  });
  for (const user of editors)
    await api(site, owner, "POST", `/api/resumes/${resume.id}/collaborators`, { email: user.email, role: "editor" });
  for (const user of viewers)
    await api(site, owner, "POST", `/api/resumes/${resume.id}/collaborators`, { email: user.email, role: "viewer" });
  return resume.id;
}

/** Resident memory of the site's workerd processes, in MB. */
function serverMemoryMb() {
  let kb = 0;
  for (const proc of descendantsOf(process.pid)) {
    if (!proc.command.startsWith("workerd")) continue;
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${proc.pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // Exited meanwhile.
    }
  }
  return kb / 1024;
}

/** How many clients' last acknowledged edit a document (ResumeData inside) does not hold. */
function lostIn(document, clients) {
  return clients.filter(
    (client) => client.lastAckedValue && document.data.experience[client.index]?.description !== client.lastAckedValue,
  ).length;
}

/** Which clients' last acknowledged edit is not what D1 (through the API) holds after the write-back. */
async function lostInD1(site, owner, resumeId, clients) {
  await sleep(WRITE_BACK_MS);
  return lostIn(await api(site, owner, "GET", `/api/resumes/${resumeId}`), clients);
}

/**
 * The same for many rooms at once, read from the site's D1 directly (one query instead of 200 API
 * calls, whose garbage would otherwise be collected during the next run). `clients` go in threes,
 * room by room, in the order of `resumeIds`.
 */
async function lostInD1Directly(site, resumeIds, clients) {
  await sleep(WRITE_BACK_MS);
  const list = resumeIds.map((id) => `'${id}'`).join(",");
  const out = wranglerRun([
    "d1",
    "execute",
    "DB",
    "--local",
    "--persist-to",
    site.stateDir,
    "--json",
    "--command",
    `SELECT id, data FROM resumes WHERE id IN (${list})`,
  ]);
  const stored = new Map(JSON.parse(out)[0].results.map((row) => [row.id, { data: decodeStored(row.data) }]));
  return resumeIds.reduce(
    (lost, id, room) =>
      lost + lostIn(stored.get(id) ?? { data: { experience: [] } }, clients.slice(room * 3, room * 3 + 3)),
    0,
  );
}

const all = (clients, key) => clients.flatMap((client) => client[key]);
const unacked = (clients) => clients.reduce((sum, client) => sum + client.pendingAcks.size, 0);

async function typical(site, users) {
  const editors = users.slice(0, 3);
  const resumeId = await createRoom(site, editors[0], editors.slice(1));
  const clients = await Promise.all(editors.map((user, i) => RoomClient.open(site.url, user, resumeId, i)));
  await Promise.all(
    clients.flatMap((client, i) => [
      onSchedule(5, TYPICAL_SECONDS, (seq) => client.edit(seq), i * 67),
      onSchedule(5, TYPICAL_SECONDS, (seq) => client.cursor(seq), i * 67 + 100),
    ]),
  );
  await sleep(DRAIN_MS);
  const result = {
    edits: all(clients, "editLatencies"),
    acks: all(clients, "ackLatencies"),
    cursors: all(clients, "cursorLatencies"),
    expectedEdits: 3 * 2 * 5 * TYPICAL_SECONDS,
    lost: await lostInD1(site, editors[0], resumeId, clients),
    unacked: unacked(clients),
  };
  for (const client of clients) client.close();
  return result;
}

async function coaching(site, users) {
  const seconds = Math.min(20, TYPICAL_SECONDS);
  const [owner, ...viewers] = users.slice(0, 50);
  const resumeId = await createRoom(site, owner, [], viewers);
  const clients = [];
  for (let i = 0; i < 50; i++) clients.push(await RoomClient.open(site.url, users[i], resumeId, i));
  await Promise.all([
    onSchedule(5, seconds, (seq) => clients[0].edit(seq)),
    ...clients.slice(1).map((client, i) => onSchedule(2, seconds, (seq) => client.cursor(seq), (i * 500) / 49)),
  ]);
  await sleep(DRAIN_MS);
  const result = {
    edits: all(clients, "editLatencies"),
    acks: clients[0].ackLatencies,
    cursors: all(clients, "cursorLatencies"),
    expectedEdits: 49 * 5 * seconds,
    lost: await lostInD1(site, owner, resumeId, [clients[0]]),
    unacked: unacked(clients),
  };
  for (const client of clients) client.close();
  return result;
}

async function manyRooms(site, users) {
  const rooms = Number(process.env.COLLAB_ROOMS ?? 200);
  const seconds = 20;
  const memoryBefore = serverMemoryMb();
  // Room r belongs to user r and has users r+1 and r+2 as editors (modulo 50): nobody owns too many.
  const members = (room) => [0, 1, 2].map((k) => users[(room + k) % users.length]);
  // Written into D1 directly: 200 resumes and 400 invitations made through the API just before
  // measuring would leave their garbage to be collected during the measurement (the setup is not
  // what is measured; the joins below are the real ones).
  const ids = plantSharedResumes(
    site.stateDir,
    Array.from({ length: rooms }, (_, i) => {
      const [owner, ...editors] = members(i);
      return { owner, editors, data: resumeData(3, { history: 6 }) };
    }),
  );
  const clients = [];
  for (let i = 0; i < rooms; i += 10) {
    const batch = ids
      .slice(i, i + 10)
      .flatMap((id, j) => members(i + j).map((user, k) => RoomClient.open(site.url, user, id, k)));
    clients.push(...(await Promise.all(batch)));
  }
  const cpuBefore = serverCpuMs();
  const benchCpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  await Promise.all(
    clients.map((client, i) => onSchedule(2, seconds, (seq) => client.edit(seq), (i * 500) / clients.length)),
  );
  await sleep(DRAIN_MS);
  const cpuMs = serverCpuMs() - cpuBefore;
  const { user, system } = process.cpuUsage(benchCpuBefore);
  // The clients run on the same two cores as the server: what they took, the server could not have.
  const benchCpuShare = (user + system) / 1000 / (performance.now() - startedAt);
  const memoryAfter = serverMemoryMb();
  const result = {
    edits: all(clients, "editLatencies"),
    acks: all(clients, "ackLatencies"),
    cursors: [],
    expectedEdits: rooms * 3 * 2 * 2 * seconds,
    unacked: unacked(clients),
    memory: `${memoryBefore.toFixed(0)} -> ${memoryAfter.toFixed(0)} MB`,
    // Per acknowledged edit (the room's work: parse, apply, log, ack, fan-out to two, seen messages, D1).
    cpuPerEdit: cpuMs / Math.max(1, all(clients, "ackLatencies").length),
    benchCpuShare,
  };
  // The rooms write back about once a minute while people type and at once when someone leaves
  // (docs/collaboration.md#write-back): everyone leaves, then D1 must hold every last edit.
  for (const client of clients) client.close();
  result.lost = await lostInD1Directly(site, ids, clients);
  return result;
}

async function overload(site, users) {
  const seconds = 10;
  const editors = users.slice(0, 50);
  const resumeId = await createRoom(site, editors[0], editors.slice(1));
  const clients = [];
  for (let i = 0; i < 50; i++) clients.push(await RoomClient.open(site.url, editors[i], resumeId, i));
  const memoryBefore = serverMemoryMb();
  let joinMs = NaN;
  let latecomer = null;
  await Promise.all([
    ...clients.map((client, i) => onSchedule(20, seconds, (seq) => client.edit(seq), (i * 50) / 50)),
    (async () => {
      await sleep((seconds * 1000) / 2);
      latecomer = await RoomClient.open(site.url, editors[0], resumeId, 99).catch(() => null);
      joinMs = latecomer?.joinMs ?? NaN;
    })(),
  ]);
  await sleep(DRAIN_MS * 2);
  const memoryAfter = serverMemoryMb();
  // The room itself (a fresh join's document) and D1 must both hold every last acknowledged edit.
  const check = await RoomClient.open(site.url, editors[0], resumeId, 98).catch(() => null);
  const result = {
    edits: all(clients, "editLatencies"),
    acks: all(clients, "ackLatencies"),
    cursors: [],
    expectedEdits: 50 * 49 * 20 * seconds,
    lost: await lostInD1(site, editors[0], resumeId, clients),
    lostInRoom: check ? lostIn(check.initDocument, clients) : clients.length,
    unacked: unacked(clients),
    joinMs,
    memory: `${memoryBefore.toFixed(0)} -> ${memoryAfter.toFixed(0)} MB`,
  };
  latecomer?.close();
  check?.close();
  for (const client of clients) client.close();
  return result;
}

async function hibernation(site, users, idleSeconds = IDLE_FOR_HIBERNATION_S) {
  const resumeId = await createRoom(site, users[0], [users[1]]);
  const a = await RoomClient.open(site.url, users[0], resumeId, 0);
  const b = await RoomClient.open(site.url, users[1], resumeId, 1);
  a.edit(0);
  await sleep(500);
  await sleep(idleSeconds * 1000);
  const before = b.editLatencies.length;
  a.edit(1);
  const until = performance.now() + 5_000;
  while (b.editLatencies.length === before && performance.now() < until) await sleep(1);
  a.close();
  b.close();
  return { edits: b.editLatencies.slice(before), acks: [], cursors: [], expectedEdits: 1, lost: 0, unacked: 0 };
}

const SCENARIOS = [
  { name: "typical", run: typical, targets: { edits: 30, acks: 30 }, what: "3 editors, 5 edits/s + cursors" },
  {
    name: "coaching",
    run: coaching,
    targets: { edits: 60, cursors: 150 },
    what: "owner 5 edits/s, 49 viewers' cursors 2/s",
  },
  { name: "many", run: manyRooms, targets: { edits: 100 }, what: "200 rooms x 3 editors at 2 edits/s" },
  { name: "overload", run: overload, targets: {}, what: "50 editors at 20 edits/s (graceful, no latency target)" },
  {
    name: "hibernation",
    run: hibernation,
    targets: { edits: 50 },
    what: `first edit after ${IDLE_FOR_HIBERNATION_S} s idle`,
  },
].filter((scenario) => !ONLY || ONLY.includes(scenario.name));

const f = (value) => (Number.isFinite(value) ? value.toFixed(1) : "-");
const verdict = (value, target) =>
  target === undefined ? "" : value < target ? ` (< ${target} OK)` : ` (< ${target} OVER)`;

/** The scenario's worst run against its targets, for the summary and the README's table. */
function recordScenario(scenario, runs) {
  const worst = (key) => Math.max(...runs.map((run) => run[key]));
  const kept = runs.every((run) => run.lost === 0 && (run.lostInRoom ?? 0) === 0 && run.unacked === 0);
  const checks = [
    ["edits", "edit delivery p99", worst("editP99")],
    ["acks", "ack p99", worst("ackP99")],
    ["cursors", "cursor delivery p99", worst("cursorP99")],
  ].filter(([key, , value]) => Number.isFinite(value) && (scenario.targets[key] !== undefined || key === "edits"));
  const joins = runs.filter((run) => run.joinMs !== undefined).map((run) => run.joinMs);
  const value = [
    ...checks.map(([, label, value]) => `${label} ${f(value)} ms`),
    joins.length ? `a new join during it ${f(Math.max(...joins))} ms` : null,
    `${runs.reduce((sum, run) => sum + run.edits.length, 0)}/${runs.reduce((sum, run) => sum + run.expectedEdits, 0)} delivered`,
    kept ? "no acknowledged edit lost" : "ACKNOWLEDGED EDITS LOST",
  ].filter(Boolean);
  const targets = [
    ...checks
      .filter(([key]) => scenario.targets[key] !== undefined)
      .map(([key, label]) => `${label} < ${scenario.targets[key]} ms`),
    joins.length ? "a join < 1000 ms" : null,
    "nothing acknowledged lost",
  ].filter(Boolean);
  const ok =
    kept &&
    checks.every(([key, , value]) => scenario.targets[key] === undefined || value < scenario.targets[key]) &&
    joins.every((ms) => ms < 1000);
  record(scenario.name, {
    what: `Rooms, ${scenario.name}: ${scenario.what} (worst of ${runs.length} run${runs.length === 1 ? "" : "s"})`,
    value: value.join(", "),
    target: targets.join(", "),
    ok,
  });
}

// The build, and the site's storage on tmpfs (200 rooms on disk: p99 about 2 s and half the edits late).
prepareBenchSite();
const state = newStateDir();
let site;
let failed = false;
try {
  const users = plantUsers(state.dir, 50, { prefix: "room" });
  site = await startSite({ stateDir: state.dir });
  await hibernation(site, users, 1).catch(() => undefined); // warms workerd, the module cache and D1
  console.log(
    `Resume rooms on wrangler dev (local), ${execFileSync("nproc", { encoding: "utf8" }).trim()} cores, state in ${process.env.TMPDIR ?? "the temp directory"}; each scenario ${RUNS === 2 ? "twice" : `${RUNS} times`}`,
  );
  for (const scenario of SCENARIOS) {
    console.log(`\n${scenario.name}: ${scenario.what}`);
    const runs = [];
    for (let run = 1; run <= RUNS; run++) {
      const load = loadavg()[0].toFixed(2);
      const r = await scenario.run(site, users);
      const editP99 = percentile(r.edits, 99);
      const ackP99 = percentile(r.acks, 99);
      const cursorP99 = percentile(r.cursors, 99);
      const parts = [
        `run ${run} (load ${load})`,
        `edits p50 ${f(percentile(r.edits, 50))} p99 ${f(editP99)} ms${verdict(editP99, scenario.targets.edits)}`,
        r.acks.length ? `ack p99 ${f(ackP99)} ms${verdict(ackP99, scenario.targets.acks)}` : null,
        r.cursors.length ? `cursors p99 ${f(cursorP99)} ms${verdict(cursorP99, scenario.targets.cursors)}` : null,
        `delivered ${r.edits.length}/${r.expectedEdits}`,
        `unacked ${r.unacked}`,
        `lost in D1 ${r.lost}`,
        r.lostInRoom !== undefined ? `lost in the room ${r.lostInRoom}` : null,
        r.joinMs !== undefined ? `join during it ${f(r.joinMs)} ms${verdict(r.joinMs, 1000)}` : null,
        r.memory ? `server memory ${r.memory}` : null,
        r.cpuPerEdit !== undefined ? `server CPU ${r.cpuPerEdit.toFixed(2)} ms per edit` : null,
        r.benchCpuShare !== undefined
          ? `the bench's own clients ${(r.benchCpuShare * 100).toFixed(0)}% of a core`
          : null,
      ].filter(Boolean);
      console.log(`  ${parts.join(" · ")}`);
      if (r.lost > 0 || r.lostInRoom > 0 || r.unacked > 0) failed = true;
      runs.push({ ...r, editP99, ackP99, cursorP99 });
    }
    recordScenario(scenario, runs);
  }
} catch (error) {
  console.error(error);
  if (site) console.error(site.logs().slice(-4000));
  failed = true;
} finally {
  await site?.stop({ keepState: true });
  // For a look at what workerd printed (with MINIFLARE_WORKERD_V8_FLAGS=--trace-gc, its collections);
  // copied once it stopped, as workerd's output arrives in blocks.
  if (site && process.env.COLLAB_SITE_LOG) copyFileSync(site.logFile, process.env.COLLAB_SITE_LOG);
  state.remove();
}
process.exit(failed ? 1 : 0);
