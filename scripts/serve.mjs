#!/usr/bin/env node
/**
 * `npm start`'s last step: `wrangler dev` in the foreground, and when it stops (Ctrl+C, a signal,
 * or on its own) every process it started is stopped too. Local Browser Rendering launches
 * Chromium in its own process group, which outlives wrangler otherwise.
 */
import { spawn } from "node:child_process";
import { descendantsOf, killTree } from "./lib/process-tree.mjs";
import { LOCAL_TRACES_ENV, ROOT, WRANGLER_ENV } from "./lib/site.mjs";

const child = spawn("wrangler", ["dev", "--port", process.env.PORT ?? "8787", ...process.argv.slice(2)], {
  cwd: ROOT,
  env: { ...process.env, ...LOCAL_TRACES_ENV, PATH: WRANGLER_ENV.PATH },
  stdio: "inherit",
});
/** Refreshed every few seconds: by the time wrangler has exited, its children are init's. */
let started = [];
const watch = setInterval(() => {
  if (child.pid) started = descendantsOf(child.pid);
}, 2_000);

async function stopAll(code) {
  clearInterval(watch);
  if (child.pid && child.exitCode === null) started = descendantsOf(child.pid);
  const survivors = await killTree(started);
  if (survivors.length > 0)
    console.error(`Could not stop: ${survivors.map((proc) => `${proc.pid} ${proc.command}`).join(", ")}`);
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (child.pid) started = descendantsOf(child.pid);
    child.kill(signal);
  });
}
child.on("exit", (code) => void stopAll(code ?? 0));
