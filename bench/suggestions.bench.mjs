#!/usr/bin/env node
/**
 * A typical room with a coaching crowd (docs/collaboration.md#suggestions), against the real site
 * (`wrangler dev` on the built app): 10 suggesters, connected, with 50 pending suggestions each
 * (500, made through the real REST API), while the owner and 2 editors type 5 edits/s each and
 * move their cursors, as collab.bench.mjs's "typical" does. Target: edit acknowledgement p99 under
 * 30 ms. Suggestions are stored apart from the document and clients work out conflicts themselves,
 * so an edit should not pay for them. Kept under 60 s of wall time.
 */
import { loadavg } from "node:os";
import { newStateDir, plantSharedResumes, plantUsers, sleep, startSite } from "../scripts/lib/site.mjs";
import { api, percentile } from "./lib/http.mjs";
import { record } from "./lib/report.mjs";
import { prepareBenchSite } from "./lib/site-setup.mjs";
import { onSchedule, RoomClient } from "./lib/room-client.mjs";

const SECONDS = Number(process.env.SUGGESTIONS_SECONDS ?? 20);
const SUGGESTERS = 10;
const PER_SUGGESTER = 50;
const TARGET_ACK_P99_MS = 30;
const startedAt = performance.now();

/** Three experience entries the typists write into, and a full two-page history (about 9 KB). */
function resumeData() {
  const past = Array.from({ length: 6 }, (_, i) => ({
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
    summary: "Engineer with a record of reliable systems, clear writing and calm incident response. ".repeat(12),
    skills: ["Go", "Kubernetes"],
    experience: [
      ...Array.from({ length: 3 }, (_, i) => ({
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

/** One suggester's 50 proposals: each a new entry (distinct fields, so none revises another). */
async function suggestAll(site, resumeId, user, s) {
  for (let i = 0; i < PER_SUGGESTER; i++) {
    const entry = {
      id: `s${s}x${i}`,
      company: `Suggested ${s}-${i}`,
      position: "Engineer",
      description: "- Led the migration that halved the cloud bill, and wrote the runbook everyone uses.".repeat(2),
    };
    await api(site, user, "POST", `/api/resumes/${resumeId}/suggestions`, {
      ops: [{ op: "addEntry", section: "experience", entry }],
    });
  }
}

prepareBenchSite();
const state = newStateDir();
let site;
let failed = false;
try {
  const users = plantUsers(state.dir, 3 + SUGGESTERS, { prefix: "suggest" });
  const [owner, ...rest] = users;
  const editors = rest.slice(0, 2);
  const suggesters = rest.slice(2);
  const [resumeId] = plantSharedResumes(state.dir, [{ owner, editors, suggesters, data: resumeData() }]);
  site = await startSite({ stateDir: state.dir });

  const made = performance.now();
  await Promise.all(suggesters.map((user, s) => suggestAll(site, resumeId, user, s)));
  const listed = await (await api(site, owner, "GET", `/api/resumes/${resumeId}/suggestions`)).json();
  const pending = listed.suggestions.filter((s) => s.status === "pending").length;
  console.log(
    `${pending} pending suggestions from ${SUGGESTERS} suggesters, made in ${((performance.now() - made) / 1000).toFixed(1)} s`,
  );
  if (pending !== SUGGESTERS * PER_SUGGESTER)
    throw new Error(`expected ${SUGGESTERS * PER_SUGGESTER} pending suggestions, found ${pending}`);

  // The suggesters sit in the room (each joined with every suggestion); the typists join after them.
  const watching = await Promise.all(suggesters.map((user, i) => RoomClient.open(site.url, user, resumeId, 10 + i)));
  const typists = await Promise.all([owner, ...editors].map((user, i) => RoomClient.open(site.url, user, resumeId, i)));
  const load = loadavg()[0].toFixed(2);
  await Promise.all(
    typists.flatMap((client, i) => [
      onSchedule(5, SECONDS, (seq) => client.edit(seq), i * 67),
      onSchedule(5, SECONDS, (seq) => client.cursor(seq), i * 67 + 100),
    ]),
  );
  await sleep(2_000);
  const acks = typists.flatMap((client) => client.ackLatencies);
  const edits = typists.flatMap((client) => client.editLatencies);
  const unacked = typists.reduce((sum, client) => sum + client.pendingAcks.size, 0);
  const p99 = percentile(acks, 99);
  const ok = p99 < TARGET_ACK_P99_MS;
  console.log(
    `typical room (3 typists, 5 edits/s + cursors, ${SECONDS} s, load ${load}) with ${pending} pending suggestions: ` +
      `ack p50 ${percentile(acks, 50).toFixed(1)} p99 ${p99.toFixed(1)} ms (target < ${TARGET_ACK_P99_MS} ms: ${ok ? "OK" : "OVER"}) · ` +
      `edits delivered p99 ${percentile(edits, 99).toFixed(1)} ms · acks ${acks.length}/${3 * 5 * SECONDS} · unacked ${unacked}`,
  );
  record("pending", {
    what: `Rooms, typical (3 typists, 5 edits/s + cursors) with ${SUGGESTERS} connected suggesters and their ${pending} pending suggestions: edit ack p99`,
    value: `${p99.toFixed(1)} ms, ${acks.length} of ${3 * 5 * SECONDS} acknowledged`,
    target: `< ${TARGET_ACK_P99_MS} ms, every edit acknowledged`,
    ok: ok && unacked === 0,
  });
  if (unacked > 0) failed = true;
  for (const client of [...typists, ...watching]) client.close();
} catch (error) {
  console.error(error);
  if (site) console.error(site.logs().slice(-4000));
  failed = true;
} finally {
  await site?.stop();
  state.remove();
  console.log(`wall time ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
}
process.exit(failed ? 1 : 0);
