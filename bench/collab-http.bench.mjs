#!/usr/bin/env node
/**
 * The room over HTTP (docs/collaboration-http.md), against the real site (`wrangler dev` on the
 * built app), in one run so that the ratios compare like with like:
 *  - fallback latency: 3 editors on HTTP typing 5 edits/s each for 15 s; edit-to-other-screen
 *    p50/p95 (send to receipt by every other client; target p95 < 1 s) and no acknowledged edit lost;
 *  - the same with 3 editors on sockets, for comparison;
 *  - cost: the workerd processes' CPU per edit for each, and for 10 idle clients of each kind
 *    over 30 s (a waiting poll is answered every 20 s; a socket sleeps).
 */
import { loadavg } from "node:os";
import { newStateDir, plantSharedResumes, plantUsers, sleep, startSite } from "../scripts/lib/site.mjs";
import { api, percentile } from "./lib/http.mjs";
import { openHttpClient } from "./lib/http-room-client.mjs";
import { record } from "./lib/report.mjs";
import { prepareBenchSite } from "./lib/site-setup.mjs";
import { onSchedule, RoomClient } from "./lib/room-client.mjs";
import { serverCpuMs } from "./lib/server-cpu.mjs";

const SECONDS = Number(process.env.COLLAB_HTTP_SECONDS ?? 15);
const IDLE_SECONDS = 30;
const P95_TARGET_MS = 1_000;
const f = (ms) => (Number.isFinite(ms) ? ms.toFixed(0) : "n/a");

function resumeData(entries) {
  return {
    personalInfo: {
      fullName: "Bench Owner",
      email: "bench@example.com",
      phone: "",
      address: "",
      linkedIn: "",
      github: "",
    },
    summary: "",
    skills: [],
    experience: Array.from({ length: entries }, (_, i) => ({
      id: `e${i}`,
      company: `Company ${i}`,
      position: "Engineer",
      startDate: "2020-01",
      endDate: "",
      current: true,
      description: "",
    })),
    education: [],
    projects: [],
  };
}

/** Three editors of one fresh room, each typing into their own entry; latency, loss and server CPU per edit. */
async function typing(site, users, open) {
  const [owner, ...editors] = users;
  const [resumeId] = plantSharedResumes(site.stateDir, [{ owner, editors, data: resumeData(3) }]);
  const clients = await Promise.all(users.map((user, i) => open(site.url, user, resumeId, i)));
  const cpuBefore = serverCpuMs();
  await Promise.all(clients.map((client, i) => onSchedule(5, SECONDS, (seq) => client.edit(seq), i * 67)));
  await sleep(3_000);
  const cpu = serverCpuMs() - cpuBefore;
  const edits = clients.flatMap((client) => client.editLatencies);
  const sent = 3 * 5 * SECONDS;
  await sleep(3_000);
  const stored = await (await api(site, owner, "GET", `/api/resumes/${resumeId}`)).json();
  const lost = clients.filter(
    (client) => client.lastAckedValue && stored.data.experience[client.index]?.description !== client.lastAckedValue,
  ).length;
  const unacked = clients.reduce((sum, client) => sum + client.pendingAcks.size, 0);
  for (const client of clients) client.close();
  return {
    p50: percentile(edits, 50),
    p95: percentile(edits, 95),
    delivered: edits.length,
    expected: 2 * sent,
    cpuPerEdit: cpu / sent,
    lost,
    unacked,
  };
}

/** Ten clients of one room that send nothing for IDLE_SECONDS: the server CPU they cost. */
async function idle(site, users, open) {
  const [owner, ...editors] = users;
  const [resumeId] = plantSharedResumes(site.stateDir, [{ owner, editors, data: resumeData(users.length) }]);
  const clients = [];
  for (const [i, user] of users.entries()) clients.push(await open(site.url, user, resumeId, i));
  await sleep(2_000);
  const before = serverCpuMs();
  await sleep(IDLE_SECONDS * 1000);
  const cpu = serverCpuMs() - before;
  for (const client of clients) client.close();
  return cpu / users.length / IDLE_SECONDS;
}

prepareBenchSite();
const state = newStateDir();
let site;
let failed = false;
try {
  const users = plantUsers(state.dir, 20, { prefix: "http" });
  site = await startSite({ stateDir: state.dir });
  const socket = (url, user, resumeId, i) => RoomClient.open(url, user, resumeId, i);
  // Warm-up: workerd's module cache, D1, both doors.
  await typing(site, users.slice(17, 20), openHttpClient).catch(() => undefined);
  console.log(
    `Load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" / ")} (1 / 5 / 15 min) before measuring; ${SECONDS} s of typing per transport`,
  );
  const overHttp = await typing(site, users.slice(0, 3), openHttpClient);
  const overSocket = await typing(site, users.slice(3, 6), socket);
  for (const [name, r] of [
    ["HTTP", overHttp],
    ["socket", overSocket],
  ]) {
    console.log(
      `  ${name.padEnd(6)} edit to other screen p50 ${f(r.p50)} ms, p95 ${f(r.p95)} ms · delivered ${r.delivered}/${r.expected} · unacked ${r.unacked} · lost ${r.lost} · server CPU ${r.cpuPerEdit.toFixed(2)} ms per edit`,
    );
    if (r.lost > 0 || r.unacked > 0) failed = true;
  }
  const idleHttp = await idle(site, users.slice(6, 16), openHttpClient);
  const idleSocket = await idle(site, users.slice(6, 16), socket);
  console.log(
    `  idle: ${idleHttp.toFixed(2)} ms of server CPU per HTTP client per second, ${idleSocket.toFixed(2)} per socket client`,
  );
  const kept = overHttp.lost === 0 && overHttp.unacked === 0;
  record("fallbackLatency", {
    what: "Room over HTTP (websockets refused): edit to other screen, 3 editors at 5 edits/s",
    value: `p50 ${f(overHttp.p50)} ms, p95 ${f(overHttp.p95)} ms (socket: p50 ${f(overSocket.p50)}, p95 ${f(overSocket.p95)}), ${kept ? "no acknowledged edit lost" : "ACKNOWLEDGED EDITS LOST"}`,
    target: `p95 < ${P95_TARGET_MS} ms, nothing lost`,
    ok: overHttp.p95 < P95_TARGET_MS && kept,
  });
  record("fallbackCost", {
    what: "Room over HTTP: server CPU of a polling client against a socket client",
    value: `typing ${overHttp.cpuPerEdit.toFixed(2)} vs ${overSocket.cpuPerEdit.toFixed(2)} ms per edit (×${(overHttp.cpuPerEdit / overSocket.cpuPerEdit).toFixed(1)}); idle ${idleHttp.toFixed(2)} vs ${idleSocket.toFixed(2)} ms per client-second`,
  });
} catch (error) {
  console.error(error);
  if (site) console.error(site.logs().slice(-4000));
  failed = true;
} finally {
  await site?.stop({ keepState: true });
  state.remove();
}
process.exit(failed ? 1 : 0);
