#!/usr/bin/env node
/**
 * `npm start`: the whole site locally, answering as soon as it can (docs/performance.md#first-start).
 * Two lines of work run side by side: the build (skipped when nothing it reads changed since the
 * last one, scripts/lib/build-inputs.mjs), and the local settings, the browser for Browser
 * Rendering and the D1 migrations (each wrangler start costs seconds, and none needs the build).
 * Then `wrangler dev` (scripts/serve.mjs) in the foreground.
 */
import { spawn } from "node:child_process";
import { buildInputs, buildIsCurrent, markBuilt } from "./lib/build-inputs.mjs";
import { ROOT } from "./lib/site.mjs";

const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

function run(command, args) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit" });
    child.on("error", fail);
    child.on("exit", (code, signal) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

async function build() {
  const inputs = buildInputs();
  if (buildIsCurrent(inputs)) {
    console.log("Build: up to date (nothing it reads changed since the last one); `npm run build` makes one anyway.");
    return;
  }
  await run("npm", ["run", "build"]);
  markBuilt(inputs);
  console.log(`Build: done at ${seconds()}.`);
}

async function prepare() {
  await run("npm", ["run", "prepare:local"]);
  await run("npm", ["run", "db:migrate"]);
  console.log(`Local settings, browser and D1 migrations: done at ${seconds()}.`);
}

try {
  await Promise.all([build(), prepare()]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(`Starting wrangler dev at ${seconds()}.`);
const server = spawn(process.execPath, ["scripts/serve.mjs", ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
