#!/usr/bin/env node
/**
 * Abuse, against the real site (`wrangler dev`, local D1 and Durable Objects):
 *  1. Presence flood: a collaborator opens 20 sockets (only 5 are kept per user) and sends cursor
 *     frames as fast as the room accepts them, while the owner edits 10 times a second. Reported:
 *     the owner's edit acknowledgement p50/p99 with and without the flood (target p99 < 50 ms),
 *     and whether a new join still gets its init.
 *  2. Malformed-request sweep: every route, every method, with hostile bodies, signed in and out,
 *     same-site and cross-site. Reported: the number of 5xx answers (target 0).
 */
import { api, newStateDir, percentile, plantUsers, sleep, startSite } from "./lib/site.mjs";

const EDITS_PER_SECOND = 10;
const SECONDS = 5;
const FLOOD_SOCKETS = 20;
const TARGET_ACK_P99_MS = 50;

function open(site, user, resumeId) {
  return new Promise((done, fail) => {
    const socket = new WebSocket(`${site.url.replace("http", "ws")}/api/collab?resumeId=${resumeId}&token=${encodeURIComponent(user.token)}`);
    const timer = setTimeout(() => fail(new Error("no init within 10 s")), 10_000);
    const acks = new Map();
    const client = { socket, acks, latencies: [], closed: null };
    socket.addEventListener("message", (event) => {
      if (!String(event.data).includes('"type":"ack"') && !String(event.data).includes('"type":"init"')) return;
      const parsed = JSON.parse(event.data);
      for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
        if (message.type === "init") {
          clearTimeout(timer);
          done(client);
        } else if (message.type === "ack" && acks.has(message.opId)) {
          client.latencies.push(performance.now() - acks.get(message.opId));
          acks.delete(message.opId);
        }
      }
    });
    socket.addEventListener("close", (event) => {
      client.closed = event.code;
      clearTimeout(timer);
      fail(new Error(`closed: ${event.code}`));
    });
    socket.addEventListener("error", () => undefined);
  });
}

async function ownerEdits(owner, label) {
  for (let i = 0; i < EDITS_PER_SECOND * SECONDS; i++) {
    const opId = `${label}-${i}`;
    owner.acks.set(opId, performance.now());
    owner.socket.send(JSON.stringify({ type: "resumeUpdate", opId, ops: [{ op: "setSummary", value: `${label} ${i}` }] }));
    await sleep(1000 / EDITS_PER_SECOND);
  }
  await sleep(500);
  const latencies = owner.latencies.splice(0);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), lost: EDITS_PER_SECOND * SECONDS - latencies.length };
}

async function presenceFlood(site, owner, flooder, resumeId) {
  const sockets = [];
  for (let i = 0; i < FLOOD_SOCKETS; i++) sockets.push(await open(site, flooder, resumeId).catch(() => null));
  let running = true;
  let sent = 0;
  const pump = async (client) => {
    while (running && client.socket.readyState === WebSocket.OPEN) {
      // Within the per-socket limit on its own; twenty of them are not.
      for (let i = 0; i < 20 && client.socket.readyState === WebSocket.OPEN; i++) {
        client.socket.send(JSON.stringify({ type: "cursorUpdate", position: { row: sent % 500, column: sent % 80, sectionId: "summary", fieldId: "summary" } }));
        sent += 1;
      }
      await sleep(10);
    }
  };
  const pumps = sockets.filter(Boolean).map((client) => pump(client));
  const during = await ownerEdits(owner, "flood");
  const joinStarted = performance.now();
  const joined = await open(site, owner, resumeId).then(
    (client) => {
      client.socket.close();
      return performance.now() - joinStarted;
    },
    () => null,
  );
  running = false;
  await Promise.all(pumps);
  const open_ = sockets.filter((client) => client && client.socket.readyState === WebSocket.OPEN).length;
  for (const client of sockets) client?.socket.close();
  return { during, joined, sent, open: open_ };
}

const HOSTILE_BODIES = [
  ["application/json", "{not json"],
  ["application/json", `${"[".repeat(3000)}${"]".repeat(3000)}`],
  ["application/json", JSON.stringify({ data: { personalInfo: "x" }, templateId: 5, email: [], password: {} })],
  ["application/json", "null"],
  ["application/x-www-form-urlencoded", "intent=%ZZ&email=a"],
  ["multipart/form-data; boundary=x", "--x\r\ngarbage"],
  ["text/plain", "\u0000\u0001"],
  ["application/json", JSON.stringify({ html: "<p>x</p>".repeat(10), fileName: "../../etc/passwd" })],
];
const ROUTES = [
  "/", "/login", "/signup", "/verify-otp", "/login/forgot", "/login/reset?token=x", "/logout", "/dashboard", "/templates", "/templates/x", "/import",
  "/builder", "/builder/modern-professional", "/builder/nope", "/resume/x", "/analyze/nope", "/api/auth/login", "/api/auth/signup", "/api/auth/verify-otp",
  "/api/auth/resend-otp", "/api/auth/forgot-password", "/api/auth/reset-password", "/api/auth/logout", "/api/auth/me", "/api/resumes", "/api/resumes/import",
  "/api/resumes/nope", "/api/resumes/nope/export?format=pdf", "/api/resumes/nope/duplicate", "/api/resumes/nope/collaborators", "/api/resumes/nope/collaborators/x",
  "/api/ats-score", "/api/generate-pdf", "/api/files/nope", "/api/collab?resumeId=nope", "/api/nope", "/no/such/page", "/%2e%2e/%2e%2e/etc/passwd",
];

async function sweep(site, user, resumeId) {
  const routes = [...ROUTES, `/api/resumes/${resumeId}`, `/api/resumes/${resumeId}/export?format=exe`, `/builder/modern-professional?resume=${resumeId}`];
  let requests = 0;
  const failures = [];
  for (const path of routes) {
    for (const method of ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      for (const [type, body] of method === "GET" || method === "OPTIONS" ? [[null, null]] : HOSTILE_BODIES) {
        for (const [auth, origin] of [[true, site.url], [false, site.url], [true, "https://evil.example"]]) {
          const headers = { Origin: origin, ...(type ? { "Content-Type": type } : {}), ...(auth ? { Cookie: `rb_session=${user.token}` } : {}) };
          const response = await fetch(`${site.url}${path}`, { method, headers, body: body ?? undefined, redirect: "manual" }).catch((error) => ({ status: 599, error }));
          requests += 1;
          if (response.status >= 500) failures.push(`${method} ${path} ${type ?? ""} ${auth ? "signed in" : "signed out"} ${origin === site.url ? "" : "cross-site"}: ${response.status}`);
          await response.body?.cancel?.();
        }
      }
    }
  }
  return { requests, failures };
}

async function main() {
  const state = newStateDir();
  const [ownerUser, flooderUser] = plantUsers(state.dir, 2, "abuse");
  const site = await startSite(state.dir);
  try {
    const resume = await (await api(site, ownerUser, "POST", "/api/resumes", { templateId: "modern-professional", data: { personalInfo: { fullName: "Owner", email: "", phone: "", address: "" }, summary: "", skills: [], experience: [], education: [] } })).json();
    await api(site, ownerUser, "POST", `/api/resumes/${resume.id}/collaborators`, { email: flooderUser.email, role: "viewer" });
    const owner = await open(site, ownerUser, resume.id);

    const quiet = await ownerEdits(owner, "quiet");
    const flood = await presenceFlood(site, owner, flooderUser, resume.id);
    console.log("Presence flood: a viewer's 20 sockets send cursor frames nonstop while the owner edits 10 times a second");
    console.log(`  owner's ack, quiet room      p50 ${quiet.p50.toFixed(1)} ms  p99 ${quiet.p99.toFixed(1)} ms  lost ${quiet.lost}`);
    console.log(`  owner's ack, during flood    p50 ${flood.during.p50.toFixed(1)} ms  p99 ${flood.during.p99.toFixed(1)} ms  lost ${flood.during.lost}  (flood frames sent ${flood.sent}, flooder sockets still open ${flood.open} of ${FLOOD_SOCKETS})`);
    console.log(`  a new join during the flood  ${flood.joined === null ? "FAILED" : `init in ${flood.joined.toFixed(0)} ms`}`);
    console.log(`  target: ack p99 < ${TARGET_ACK_P99_MS} ms during the flood, nothing lost: ${flood.during.p99 < TARGET_ACK_P99_MS && flood.during.lost === 0 && flood.joined !== null ? "OK" : "OVER"}`);
    owner.socket.close();

    const { requests, failures } = await sweep(site, ownerUser, resume.id);
    console.log(`\nMalformed-request sweep: ${requests} requests over ${ROUTES.length + 3} routes, 6 methods, ${HOSTILE_BODIES.length} hostile bodies, signed in/out, cross-site`);
    for (const failure of failures.slice(0, 20)) console.log(`  5xx: ${failure}`);
    console.log(`  5xx answers: ${failures.length}  target 0: ${failures.length === 0 ? "OK" : "OVER"}`);
  } finally {
    await site.stop();
    state.remove();
  }
}

await main();
