#!/usr/bin/env node
/**
 * Version history against the real site (`wrangler dev` on the built app, local D1 and rooms):
 *  - opening History with 200 versions: the first GET /api/resumes/{id}/versions, target < 300 ms
 *    (then the median of 10 more);
 *  - the diff of two versions (diffDocuments, the panel's function, run here in Node on two versions
 *    read through the API), target < 50 ms;
 *  - version storage after an hour of editing by two people, target < 1 MB. Simulated, compressed in
 *    time: 60 "minutes"; in each, both people type into their own fields over real room sockets (one
 *    operation per word, as the editor sends whole field values, about 15 words each a minute: a
 *    sentence rewritten or added in the summary or an experience description, a skill now and then),
 *    then a version is made. The 2-minute quiet rule cannot make more than one version per 2 minutes
 *    of real time, so one a minute (alternating save points by each person, plus two named
 *    versions) is more than an hour can produce. The store is the same for every kind.
 * 200 versions for the list are written straight into D1's history tables as the code before
 * the move into the rooms kept them (canonical JSON, SHA-256, gzip, base64), each a realistic step
 * from the one before; the first call moves them into the room (timed and printed, not a target),
 * and the list is timed after it. Storage is read from the room's SQLite file
 * (docs/decisions/storage-by-growth.md).
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { importTs } from "../scripts/lib/import-ts.mjs";
import { newStateDir, plantUsers, ROOT, sleep, startSite, WRANGLER_ENV } from "../scripts/lib/site.mjs";
import { api as apiResponse, percentile } from "./lib/http.mjs";
import { record } from "./lib/report.mjs";
import { roomVersionStorage } from "./lib/room-history.mjs";

const TARGETS = { listMs: 300, diffMs: 50, storageBytes: 1024 * 1024 };
const MINUTES = Number(process.env.VERSIONS_MINUTES ?? 60);
const WORDS_PER_MINUTE = 15;

const verdict = (value, target) => (value <= target ? "OK" : "OVER");
const f = (value) => value.toFixed(1);
const api = async (site, user, method, path, body) => (await apiResponse(site, user, method, path, body)).json();

function d1(stateDir, args) {
  const result = spawnSync(
    join(ROOT, "node_modules/.bin/wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", stateDir, ...args],
    { cwd: ROOT, env: WRANGLER_ENV, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`d1 execute failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** The history's storage in the resume's room (bench/lib/room-history.mjs). */
const storageBytes = (stateDir, resumeId) => roomVersionStorage(stateDir, resumeId);

const WORDS =
  "led built shipped designed reduced improved migrated mentored scaled automated launched owned the a platform service team latency costs by 30% for customers across regions with Kubernetes Go TypeScript pipelines reliability".split(
    " ",
  );
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];
const sentence = (words) => `${Array.from({ length: words }, () => pick(WORDS)).join(" ")}.`;

/** A field's text after one minute's edit: a sentence rewritten, or one added while the text is short. */
function edited(text, max) {
  const sentences = text.split(/(?<=\.)\s+/).filter(Boolean);
  if (sentences.length > 0 && (text.length > max * 0.6 || random() < 0.5))
    sentences[Math.floor(random() * sentences.length)] = sentence(WORDS_PER_MINUTE);
  else sentences.push(sentence(WORDS_PER_MINUTE));
  return sentences.join(" ");
}

/**
 * A socket to the room that sends operations and waits for each acknowledgement. A socket the room
 * closes fails what waits on it rather than leaving the bench waiting for ever.
 */
function openRoom(site, user, resumeId) {
  return new Promise((done, fail) => {
    const socket = new WebSocket(
      `${site.url.replace("http", "ws")}/api/collab?resumeId=${resumeId}&token=${encodeURIComponent(user.token)}`,
    );
    const waiting = new Map();
    let counter = 0;
    // What it applied goes back at most every 250 ms, as the editor reports it
    // (app/domain/collab/seen-reporter.ts): a `seen` per update would count against the socket's rate.
    let seenVersion = 0;
    let seenTimer = null;
    const reportSeen = () => {
      seenTimer = null;
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: "seen", version: seenVersion }));
    };
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      if (message.type === "init") done(client);
      if (message.type === "ack") waiting.get(message.opId)?.acked(message);
      if (message.type === "resumeUpdated") {
        seenVersion = Math.max(seenVersion, message.version);
        seenTimer ??= setTimeout(reportSeen, 250);
      }
    });
    socket.addEventListener("error", () => fail(new Error("socket error")));
    socket.addEventListener("close", (event) => {
      const error = new Error(`the room closed the socket: ${event.code} ${event.reason}`);
      fail(error);
      for (const { failed } of waiting.values()) failed(error);
    });
    const client = {
      send(ops) {
        const opId = `${user.id}-${++counter}`;
        return new Promise((acked, failed) => {
          waiting.set(opId, { acked, failed });
          socket.send(JSON.stringify({ type: "resumeUpdate", opId, ops }));
        });
      },
      close: () => {
        clearTimeout(seenTimer);
        socket.close(1000, "done");
      },
    };
  });
}

let typedOps = 0;

/** Types the changed words one by one (the rest of the field kept), each step a whole-field operation as the editor sends it. */
async function type(client, before, after, makeOp) {
  const a = before.split(" ");
  const b = after.split(" ");
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const changed = b.slice(head, b.length - tail);
  for (let i = 1; i <= changed.length; i++) {
    await client.send([makeOp([...b.slice(0, head), ...changed.slice(0, i), ...b.slice(b.length - tail)].join(" "))]);
    typedOps += 1;
    // A word every 12 ms at most: under the room's 100 messages a second per socket (docs/collaboration.md, "Limits").
    await sleep(12);
  }
}

async function simulatedHour(site, stateDir, owner, friend, fullResume) {
  const data = fullResume();
  const resume = await api(site, owner, "POST", "/api/resumes", { templateId: "modern-professional", data });
  await api(site, owner, "POST", `/api/resumes/${resume.id}/collaborators`, { email: friend.email, role: "editor" });
  const [a, b] = await Promise.all([openRoom(site, owner, resume.id), openRoom(site, friend, resume.id)]);
  const doc = structuredClone(data);
  for (let minute = 0; minute < MINUTES; minute++) {
    const ownerTurn = async () => {
      if (minute % 2 === 0) {
        const next = edited(doc.summary, 3000);
        await type(a, doc.summary, next, (value) => ({ op: "setSummary", value }));
        doc.summary = next;
      } else {
        const entry = doc.experience[minute % 3];
        const next = edited(entry.description, 5000);
        await type(a, entry.description, next, (value) => ({
          op: "setEntryField",
          section: "experience",
          id: entry.id,
          field: "description",
          value,
        }));
        entry.description = next;
      }
    };
    const friendTurn = async () => {
      const entry = doc.experience[3 + (minute % Math.max(1, doc.experience.length - 3))];
      const next = edited(entry.description, 5000);
      await type(b, entry.description, next, (value) => ({
        op: "setEntryField",
        section: "experience",
        id: entry.id,
        field: "description",
        value,
      }));
      entry.description = next;
      if (minute % 10 === 5) {
        doc.skills = [...doc.skills.slice(1), pick(["Terraform", "Rust", "GraphQL", "Kafka", "Postgres"])];
        await b.send([{ op: "setSkills", value: doc.skills }]);
      }
    };
    await Promise.all([ownerTurn(), friendTurn()]);
    const who = minute % 2 === 0 ? owner : friend;
    const named = minute === 20 || minute === 45;
    await api(
      site,
      who,
      "POST",
      `/api/resumes/${resume.id}/versions`,
      named ? { name: `Sent to company ${minute}` } : {},
    );
  }
  a.close();
  b.close();
  return { resumeId: resume.id, ...storageBytes(stateDir, resume.id), ops: typedOps };
}

/** 200 versions of one resume, written straight into D1 as the code before the move kept them. */
async function plantVersions(stateDir, resumeId, owner, fullResume, codec, summarize) {
  let document = { data: fullResume(), templateId: "modern-professional", pageSize: "A4", jobDescription: null };
  let previous = null;
  const statements = [];
  const start = Date.now() - 3_600_000;
  for (let i = 0; i < 200; i++) {
    const next = structuredClone(document);
    next.data.summary = edited(next.data.summary, 3000);
    const entry = next.data.experience[i % next.data.experience.length];
    entry.description = edited(entry.description, 5000);
    const json = codec.canonicalJson(next);
    const hash = await codec.contentHash(json);
    const content = await codec.encodeSnapshot(json);
    const summary = summarize(previous, next).replace(/'/g, "''");
    statements.push(
      `INSERT INTO resume_version_blobs (resume_id, hash, content) VALUES ('${resumeId}', '${hash}', '${content}');`,
    );
    statements.push(
      `INSERT INTO resume_versions (id, resume_id, kind, name, authors, summary, content_hash, created_at) VALUES ('${randomUUID()}', '${resumeId}', 'quiet', NULL, '${JSON.stringify([{ id: owner.id, name: owner.name }])}', '${summary}', '${hash}', ${start + i * 18_000});`,
    );
    previous = next;
    document = next;
  }
  const file = join(stateDir, "versions.sql");
  writeFileSync(file, statements.join("\n"));
  d1(stateDir, ["--file", file, "--yes"]);
}

if (!existsSync(join(ROOT, "build/server/index.js"))) {
  if (spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" }).status !== 0) process.exit(1);
}
if (!process.env.TMPDIR && existsSync("/dev/shm")) process.env.TMPDIR = "/dev/shm";

const {
  resume: fx,
  diff,
  codec,
} = await importTs({
  resume: join(ROOT, "tests/import/full-resume.ts"),
  diff: join(ROOT, "app/domain/resume/version-diff.ts"),
  codec: join(ROOT, "app/server/versions/snapshot-codec.server.ts"),
});
const state = newStateDir();
let site;
let failed = false;
try {
  const [owner, friend] = plantUsers(state.dir, 2, { prefix: "versions", names: ["Olive Owner", "Fran Friend"] });
  site = await startSite({ stateDir: state.dir });
  const listResume = await api(site, owner, "POST", "/api/resumes", {
    templateId: "modern-professional",
    data: fx.fullResume(),
  });
  await plantVersions(state.dir, listResume.id, owner, fx.fullResume, codec, diff.summarizeChanges);
  console.log(`Version history on wrangler dev (local), load ${loadavg()[0].toFixed(2)}`);
  // Once per resume: its history moves from D1 into its room on the first call.
  const moveStarted = performance.now();
  await api(site, owner, "GET", `/api/resumes/${listResume.id}/versions`);
  console.log(
    `  moving 200 versions from D1 into the room (once per resume, reported): ${f(performance.now() - moveStarted)} ms`,
  );

  const times = [];
  let versions = [];
  for (let i = 0; i < 11; i++) {
    const started = performance.now();
    versions = (await api(site, owner, "GET", `/api/resumes/${listResume.id}/versions`)).versions;
    times.push(performance.now() - started);
  }
  if (versions.length !== 200) throw new Error(`expected 200 versions, got ${versions.length}`);
  const firstList = times[0];
  console.log(
    `  open History (200 versions): first list ${f(firstList)} ms (target < ${TARGETS.listMs}) ${verdict(firstList, TARGETS.listMs)} · next 10 median ${f(percentile(times.slice(1), 50))} ms`,
  );
  record("list", {
    what: "Version history: first list of 200 versions",
    value: `${f(firstList)} ms`,
    target: `< ${TARGETS.listMs} ms`,
    ok: firstList <= TARGETS.listMs,
  });

  const fetchStarted = performance.now();
  const [older, newer] = await Promise.all(
    [versions[199], versions[0]].map(
      async (v) => (await api(site, owner, "GET", `/api/resumes/${listResume.id}/versions/${v.id}`)).version.document,
    ),
  );
  const fetchMs = performance.now() - fetchStarted;
  const diffTimes = [];
  let sections = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    sections = diff.diffDocuments(older, newer);
    diffTimes.push(performance.now() - started);
  }
  const diffMs = diffTimes[0];
  console.log(
    `  diff of the oldest and newest of them: first ${f(diffMs)} ms (target < ${TARGETS.diffMs}) ${verdict(diffMs, TARGETS.diffMs)} · median ${f(percentile(diffTimes, 50))} ms · ${sections.length} sections · reading both versions ${f(fetchMs)} ms`,
  );

  record("diff", {
    what: "Version history: diff of the oldest and newest of 200 versions (first call, median)",
    value: `${f(diffMs)} ms, median ${f(percentile(diffTimes, 50))} ms`,
    target: `first < ${TARGETS.diffMs} ms`,
    ok: diffMs <= TARGETS.diffMs,
  });
  const started = performance.now();
  const hour = await simulatedHour(site, state.dir, owner, friend, fx.fullResume);
  const total = hour.blobs + hour.rows;
  console.log(
    `  storage after a simulated hour by two people (${MINUTES} versions made, ${hour.ops} operations typed, ${((performance.now() - started) / 1000) | 0} s): ${(total / 1024).toFixed(1)} KB (target < 1024 KB) ${verdict(total, TARGETS.storageBytes)} · ${hour.versions} versions, ${hour.snapshots} snapshots, ${(hour.blobs / 1024).toFixed(1)} KB snapshots + ${(hour.rows / 1024).toFixed(1)} KB rows`,
  );
  record("storage", {
    what: "Version history: storage after a simulated hour of two people editing",
    value: `${(total / 1024).toFixed(1)} KB`,
    target: "< 1024 KB",
    ok: total <= TARGETS.storageBytes,
  });
} catch (error) {
  console.error(error);
  if (site) console.error(site.logs().slice(-4000));
  failed = true;
} finally {
  await site?.stop();
  state.remove();
}
process.exit(failed ? 1 : 0);
