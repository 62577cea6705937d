#!/usr/bin/env node
/**
 * First start: a fresh clone of this repository (its committed HEAD, node_modules linked from this
 * checkout as `npm install` would have made them, no build, no local state) runs `npm start`;
 * measured is the time until the site's first page answers 200. Target: within 25 s. Then the
 * same clone starts again, its build up to date (reported). See scripts/start.mjs and
 * docs/performance.md#first-start.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { descendantsOf, killTree } from "../scripts/lib/process-tree.mjs";
import { freePort, ROOT, sleep } from "../scripts/lib/site.mjs";
import { record, verdict } from "./lib/report.mjs";

const TARGET_MS = 25_000;
const GIVE_UP_MS = 180_000;

function must(command, args, options) {
  const result = spawnSync(command, args, { encoding: "utf8", ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stderr}`);
}

/** `npm start` in `dir`: milliseconds to the first 200 of "/", then everything it started stopped. */
async function timeStart(dir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn("npm", ["start"], {
    cwd: dir,
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  try {
    while (performance.now() - started < GIVE_UP_MS) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${output.slice(-3000)}`);
      const status = await fetch(`http://127.0.0.1:${port}/`).then(
        (response) => response.body?.cancel().then(() => response.status) ?? response.status,
        () => 0,
      );
      if (status === 200) return performance.now() - started;
      await sleep(100);
    }
    throw new Error(`no answer within ${GIVE_UP_MS / 1000} s:\n${output.slice(-3000)}`);
  } finally {
    // Its own process group (detached), so stopping it cannot reach this bench's group.
    const tree = child.pid ? descendantsOf(child.pid) : [];
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // Gone already.
    }
    await killTree(tree);
  }
}

const dir = mkdtempSync(join(tmpdir(), "first-start-"));
try {
  must("git", ["clone", "--quiet", ROOT, dir]);
  // What `npm install` leaves: the packages, without the caches earlier builds wrote into them.
  must("cp", ["-al", join(ROOT, "node_modules"), join(dir, "node_modules")]);
  for (const cache of [".cache", ".vite", ".vite-temp"])
    rmSync(join(dir, "node_modules", cache), { recursive: true, force: true });
  const first = await timeStart(dir);
  const again = await timeStart(dir);
  console.log("npm start on a fresh clone (no build, no local state) to the first page answered");
  console.log(
    `  first start  ${(first / 1000).toFixed(1)} s   target < ${TARGET_MS / 1000} s ${verdict(first < TARGET_MS)}`,
  );
  console.log(`  second start ${(again / 1000).toFixed(1)} s   (build up to date: skipped)`);
  record("firstStart", {
    what: "`npm start` on a fresh clone to the first page answered (a second start, the build up to date)",
    value: `${(first / 1000).toFixed(1)} s (${(again / 1000).toFixed(1)} s)`,
    target: `< ${TARGET_MS / 1000} s`,
    ok: first < TARGET_MS,
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
