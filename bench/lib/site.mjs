/**
 * The real site for benchmarks: `wrangler dev` on the built app, on a free port, with its own
 * local state directory; verified users with live sessions planted straight into its D1.
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { localSiteVarArgs } from "../../scripts/lib/local-limits.mjs";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const WRANGLER = join(ROOT, "node_modules/.bin/wrangler");
// wrangler runs under whatever `node` is first on PATH; make that the Node running the bench.
export const ENV = {
  ...process.env,
  PATH: [dirname(process.execPath), join(ROOT, "node_modules/.bin"), process.env.PATH].join(":"),
  WRANGLER_SEND_METRICS: "false",
  CI: "true",
  NO_COLOR: "1",
};

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const sha256 = (text) => createHash("sha256").update(text).digest("hex");
const sql = (value) => `'${String(value).replace(/'/g, "''")}'`;

function wranglerSync(args) {
  const result = spawnSync(WRANGLER, args, { cwd: ROOT, env: ENV, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
}

async function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** A fresh state directory with the migrations applied. */
export function newStateDir() {
  const dir = mkdtempSync(join(tmpdir(), "resume-bench-"));
  wranglerSync(["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir]);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function startSite(stateDir) {
  const port = await freePort();
  const child = spawn(WRANGLER, ["dev", "--port", String(port), "--ip", "127.0.0.1", "--persist-to", stateDir, "--show-interactive-dev-session=false", ...localSiteVarArgs()], {
    cwd: ROOT,
    env: ENV,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/favicon.svg`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`wrangler dev did not start within 90 s:\n${output}`);
    await sleep(250);
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once("exit", done));
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      child.kill("SIGTERM");
    }
    await Promise.race([exited, sleep(5_000)]);
    if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
  };
  return { url, stop, logs: () => output };
}

/** Verified users with live sessions, inserted before the server starts so nothing races for the database. */
export function plantUsers(stateDir, count, prefix = "bench") {
  const users = Array.from({ length: count }, (_, i) => {
    const token = randomBytes(32).toString("base64url");
    return { id: `${prefix}-user-${i}`, email: `${prefix}-${i}@example.com`, name: `Bench User ${i}`, token };
  });
  const now = Date.now();
  const statements = users.flatMap((user) => [
    `INSERT INTO users (id, email, full_name, password_hash, email_verified_at) VALUES (${sql(user.id)}, ${sql(user.email)}, ${sql(user.name)}, 'pbkdf2-sha256$1$x$x', ${now});`,
    `INSERT INTO sessions (id, user_id, expires_at) VALUES (${sql(sha256(user.token))}, ${sql(user.id)}, ${now + 86_400_000});`,
  ]);
  const file = join(stateDir, `${prefix}-users.sql`);
  writeFileSync(file, statements.join("\n"));
  wranglerSync(["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", file, "--yes"]);
  return users;
}

export async function api(site, user, method, path, body) {
  const response = await fetch(`${site.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${user.token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}
