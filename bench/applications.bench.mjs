#!/usr/bin/env node
/**
 * The applications board against the real site (`wrangler dev` on the built app, local D1), with
 * 500 applications imported through POST /api/applications/import:
 *  - the board's data, GET /api/applications, and the board page itself, GET /applications (server
 *    render), first and median of 10: target < 300 ms;
 *  - moving a card (PATCH {stage} between Interview and Offer), median and p95 of 20: target < 50 ms;
 *    the first move to Applied also freezes what was sent (the resume, the letter, an ATS analysis):
 *    printed beside it, without a target.
 */
import { loadavg } from "node:os";
import { newStateDir, plantUsers, startSite } from "../scripts/lib/site.mjs";
import { api as apiResponse, percentile } from "./lib/http.mjs";
import { record } from "./lib/report.mjs";

const TARGETS = { boardMs: 300, moveMs: 50 };
const COUNT = 500;
const verdict = (value, target) => (value <= target ? "OK" : "OVER");
const f = (value) => value.toFixed(1);

async function timed(action) {
  const started = performance.now();
  const result = await action();
  return { ms: performance.now() - started, result };
}

function csvOf(resumeId, count) {
  const stages = ["saved", "applied", "interview", "offer", "rejected", "withdrawn"];
  const rows = Array.from({ length: count }, (_, i) => {
    const stage = stages[i % stages.length];
    const events = JSON.stringify([{ title: "stage:applied", date: "2026-10-01", note: "" }]).replace(/"/g, '""');
    return [
      `Company ${i}`,
      `Engineer ${i % 17}`,
      stage,
      resumeId,
      "Bench resume",
      "Remote",
      "€70k",
      "2026-12-31",
      `https://example.com/jobs/${i}`,
      stage === "saved" ? "" : "2026-10-01T09:00:00.000Z",
      "2026-09-01T09:00:00.000Z",
      "Notes",
      "",
      "Requirements: Go and Kubernetes",
      `"${events}"`,
    ].join(",");
  });
  return `company,role,stage,resume_id,resume_title,location,salary,deadline,job_url,applied_at,created_at,notes,contacts,job_description,events\r\n${rows.join("\r\n")}\r\n`;
}

const state = newStateDir();
let site;
let failed = false;
try {
  const [user] = plantUsers(state.dir, 1, { prefix: "applications", names: ["Bea Board"] });
  site = await startSite({ stateDir: state.dir });
  const api = async (method, path, body) => (await apiResponse(site, user, method, path, body)).json();
  const resume = await api("POST", "/api/resumes", {
    templateId: "modern-professional",
    data: {
      personalInfo: { fullName: "Bea Board", email: "bea@example.com", phone: "", address: "" },
      summary: "Platform engineer.",
      skills: ["Go", "Kubernetes"],
      experience: [],
      education: [],
    },
  });
  const imported = await fetch(`${site.url}/api/applications/import`, {
    method: "POST",
    headers: { Authorization: `Bearer ${user.token}`, "Content-Type": "text/csv" },
    body: csvOf(resume.id, COUNT),
  });
  if (imported.status !== 201) throw new Error(`import: ${imported.status} ${await imported.text()}`);
  console.log(`Applications board on wrangler dev (local), ${COUNT} applications, load ${loadavg()[0].toFixed(2)}`);

  const list = [];
  for (let i = 0; i < 11; i++) list.push(await timed(() => api("GET", "/api/applications")));
  if (list[0].result.applications.length !== COUNT)
    throw new Error(`expected ${COUNT} applications, got ${list[0].result.applications.length}`);
  const listMedian = percentile(
    list.slice(1).map((t) => t.ms),
    50,
  );
  console.log(
    `  board data, GET /api/applications: first ${f(list[0].ms)} ms, median ${f(listMedian)} ms (target < ${TARGETS.boardMs}) ${verdict(listMedian, TARGETS.boardMs)}`,
  );

  const page = [];
  for (let i = 0; i < 11; i++) {
    page.push(
      await timed(async () => {
        const response = await fetch(`${site.url}/applications`, {
          headers: { Authorization: `Bearer ${user.token}` },
        });
        const html = await response.text();
        if (response.status !== 200 || !html.includes("Company 499")) throw new Error(`board page: ${response.status}`);
      }),
    );
  }
  const pageMedian = percentile(
    page.slice(1).map((t) => t.ms),
    50,
  );
  console.log(
    `  board page, GET /applications (server render of 500 cards): first ${f(page[0].ms)} ms, median ${f(pageMedian)} ms (target < ${TARGETS.boardMs}) ${verdict(pageMedian, TARGETS.boardMs)}`,
  );

  const cards = list[0].result.applications.filter((application) => application.stage === "interview").slice(0, 20);
  const moves = [];
  for (const card of cards)
    moves.push((await timed(() => api("PATCH", `/api/applications/${card.id}`, { stage: "offer" }))).ms);
  const moveMedian = percentile(moves, 50);
  console.log(
    `  moving a card (Interview to Offer, ${moves.length} moves): median ${f(moveMedian)} ms, p95 ${f(percentile(moves, 95))} ms (target < ${TARGETS.moveMs}) ${verdict(moveMedian, TARGETS.moveMs)}`,
  );
  record("board", {
    what: `Applications board, ${COUNT} applications: board data / server render of the board page (median)`,
    value: `${f(listMedian)} ms / ${f(pageMedian)} ms`,
    target: `< ${TARGETS.boardMs} ms each`,
    ok: listMedian <= TARGETS.boardMs && pageMedian <= TARGETS.boardMs,
  });
  record("move", {
    what: "Applications board: moving a card (median, p95)",
    value: `${f(moveMedian)} ms, p95 ${f(percentile(moves, 95))} ms`,
    target: `median < ${TARGETS.moveMs} ms`,
    ok: moveMedian <= TARGETS.moveMs,
  });

  const saved = list[0].result.applications.find((application) => application.stage === "saved");
  const freeze = await timed(() => api("PATCH", `/api/applications/${saved.id}`, { stage: "applied" }));
  console.log(
    `  first move to Applied (freezes the resume, letter and an ATS analysis): ${f(freeze.ms)} ms (no target)`,
  );
} catch (error) {
  console.error(error);
  if (site) console.error(site.logs().slice(-4000));
  failed = true;
} finally {
  await site?.stop();
  state.remove();
}
process.exit(failed ? 1 : 0);
