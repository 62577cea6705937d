/**
 * The real site for the end-to-end tests and the benchmarks: `wrangler dev` on the built app, on a
 * free port, with its own local state directory, so runs never touch a developer's data; and
 * verified users with live sessions planted straight into its D1. Plain Node (the benchmarks run
 * under it), typed with JSDoc for the TypeScript tests.
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash, pbkdf2Sync, randomBytes, randomUUID } from "node:crypto";
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { localSiteVarArgs } from "./local-limits.mjs";
import { descendantsOf, killTree } from "./process-tree.mjs";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const WRANGLER = join(ROOT, "node_modules/.bin/wrangler");
/**
 * wrangler's local trace collector (on unless X_LOCAL_OBSERVABILITY=false) records every event of
 * the Worker, each message a room's socket receives included, in a SQLite-backed object on the same
 * thread as the rooms: it took half of that thread at 600 room messages a second, more than the
 * rooms themselves. It feeds wrangler's local explorer, nothing the site or production uses, so
 * the site starts without it; X_LOCAL_OBSERVABILITY=true brings it back (docs/collaboration.md,
 * "Capacity on one machine").
 */
export const LOCAL_TRACES_ENV = { X_LOCAL_OBSERVABILITY: process.env.X_LOCAL_OBSERVABILITY ?? "false" };

/** wrangler runs under whatever `node` is first on PATH: make that the Node running this script. */
export const WRANGLER_ENV = {
  ...process.env,
  ...LOCAL_TRACES_ENV,
  PATH: [dirname(process.execPath), join(ROOT, "node_modules/.bin"), process.env.PATH].join(":"),
  WRANGLER_SEND_METRICS: "false",
  CI: "true",
  NO_COLOR: "1",
};

/** @param {number} ms */
export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Runs a wrangler command (for example `d1 execute` against a site's state) and waits for it.
 * @param {string[]} args
 * @returns {string} what it printed
 */
export function wranglerRun(args) {
  // Query results can be large (a bench reads 200 resumes back): past the default 1 MB the call fails.
  const result = spawnSync(WRANGLER, args, {
    cwd: ROOT,
    env: WRANGLER_ENV,
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * A fresh state directory with the migrations applied.
 * @param {string} [prefix]
 */
export function newStateDir(prefix = "resume-site-") {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  wranglerRun(["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir]);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * @typedef {object} RunningSite
 * @property {string} url
 * @property {number} port
 * @property {string} stateDir
 * @property {string} logFile Everything wrangler printed, in a file other processes can read (the captured e-mails).
 * @property {() => string} logs
 * @property {(options?: { keepState?: boolean }) => Promise<void>} stop Stops the site and every process it started (the local browsers included), removes its state unless `keepState`, and throws when a process survives.
 */

/**
 * Starts the site. `stateDir` and `port` let a caller restart the same site: same storage, same
 * address, so open pages reconnect to it; without `stateDir` a fresh, migrated one is made.
 * `vars` adds wrangler vars ("NAME:value"), as the capacity bench's D1 meter (`D1_METER:log`).
 * @param {{ stateDir?: string; port?: number; vars?: string[] }} [options]
 * @returns {Promise<RunningSite>}
 */
export async function startSite(options = {}) {
  const stateDir = options.stateDir ?? newStateDir().dir;
  const port = options.port ?? (await freePort());
  const args = [
    "dev",
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--persist-to",
    stateDir,
    "--show-interactive-dev-session=false",
    ...localSiteVarArgs(),
    ...(options.vars ?? []).flatMap((pair) => ["--var", pair]),
  ];
  const child = spawn(WRANGLER, args, {
    cwd: ROOT,
    env: WRANGLER_ENV,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const logFile = join(stateDir, "wrangler-dev.log");
  /** @param {Buffer} chunk */
  const capture = (chunk) => {
    output += chunk;
    appendFileSync(logFile, chunk);
  };
  child.stdout.on("data", capture);
  child.stderr.on("data", capture);

  const url = `http://127.0.0.1:${port}`;
  const site = {
    url,
    port,
    stateDir,
    logFile,
    logs: () => output,
    stop: async ({ keepState = false } = {}) => {
      // Noted before wrangler goes: once it has, the browsers it launched belong to init.
      const started = child.pid ? descendantsOf(child.pid) : [];
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((done) => child.once("exit", done));
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          child.kill("SIGTERM");
        }
        await Promise.race([exited, sleep(5_000)]);
        if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
      }
      const survivors = await killTree(started);
      if (!keepState) rmSync(stateDir, { recursive: true, force: true });
      if (survivors.length > 0)
        throw new Error(
          `Processes the site started are still running: ${survivors.map((proc) => `${proc.pid} ${proc.command}`).join(", ")}`,
        );
    },
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/favicon.svg`)).ok) return site;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // A wrangler that never answered still runs workerd (and may have launched browsers).
      await site.stop({ keepState: true }).catch(() => undefined);
      throw new Error(`wrangler dev did not start within 90 s:\n${output}`);
    }
    await sleep(250);
  }
}

const sha256 = (/** @type {string} */ text) => createHash("sha256").update(text).digest("hex");
const sql = (/** @type {unknown} */ value) => `'${String(value).replace(/'/g, "''")}'`;

/**
 * A password hash in the format of app/server/auth/password.server.ts, at one iteration (the count
 * is stored with the hash): planted users sign in with their password without the cost.
 * @param {string} password
 */
function quickPasswordHash(password) {
  const salt = randomBytes(16);
  return `pbkdf2-sha256$1$${salt.toString("base64url")}$${pbkdf2Sync(password, salt, 1, 32, "sha256").toString("base64url")}`;
}

/**
 * @typedef {object} PlantedUser
 * @property {string} id
 * @property {string} email
 * @property {string} name
 * @property {string} token The session token: a bearer token, and the value of the rb_session cookie.
 */

/**
 * Verified users with live sessions, written straight into the site's D1 (before it starts, or
 * while it runs: wrangler's local D1 takes both).
 * @param {string} stateDir
 * @param {number} count
 * @param {{ prefix?: string; password?: string; names?: string[] }} [options]
 * @returns {PlantedUser[]}
 */
export function plantUsers(
  stateDir,
  count,
  { prefix = "planted", password = randomBytes(16).toString("hex"), names = [] } = {},
) {
  const users = Array.from({ length: count }, (_, i) => ({
    id: `${prefix}-user-${i}`,
    email: `${prefix}-${i}@example.com`,
    name: names[i] ?? `Planted User ${i}`,
    token: randomBytes(32).toString("base64url"),
  }));
  const now = Date.now();
  const hash = quickPasswordHash(password);
  const statements = users.flatMap((user) => [
    `INSERT INTO users (id, email, full_name, password_hash, email_verified_at) VALUES (${sql(user.id)}, ${sql(user.email)}, ${sql(user.name)}, ${sql(hash)}, ${now});`,
    `INSERT INTO sessions (id, user_id, expires_at) VALUES (${sql(sha256(user.token))}, ${sql(user.id)}, ${now + 86_400_000});`,
  ]);
  const file = join(stateDir, `${prefix}-users.sql`);
  writeFileSync(file, statements.join("\n"));
  wranglerRun(["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", file, "--yes"]);
  return users;
}

/**
 * @typedef {object} PlantedRoom
 * @property {PlantedUser} owner
 * @property {PlantedUser[]} editors
 * @property {PlantedUser[]} [suggesters] Collaborators with the role "suggester".
 * @property {unknown} data The resume's content (ResumeData).
 */

/**
 * Resumes shared with editors, written straight into the site's D1 like plantUsers. A benchmark
 * whose subject is the rooms makes its resumes this way: the REST calls and invitation e-mails
 * that would otherwise make them leave their garbage behind in workerd, and collecting it then
 * falls into the seconds being measured (docs/collaboration.md, "Capacity on one machine").
 * @param {string} stateDir
 * @param {PlantedRoom[]} rooms
 * @returns {string[]} the resume ids, in the order of `rooms`
 */
export function plantSharedResumes(stateDir, rooms) {
  const now = Date.now();
  const ids = rooms.map(() => randomUUID());
  const statements = rooms.flatMap((room, i) => [
    `INSERT INTO resumes (id, owner_id, title, template_id, data, created_at, updated_at) VALUES (${sql(ids[i])}, ${sql(room.owner.id)}, 'Planted resume', 'modern-professional', ${sql(JSON.stringify(room.data))}, ${now}, ${now});`,
    ...[
      ...room.editors.map((user) => [user, "editor"]),
      ...(room.suggesters ?? []).map((user) => [user, "suggester"]),
    ].map(
      ([user, role]) =>
        `INSERT INTO resume_collaborators (resume_id, email, user_id, role, invited_by, created_at) VALUES (${sql(ids[i])}, ${sql(user.email)}, ${sql(user.id)}, ${sql(role)}, ${sql(room.owner.id)}, ${now});`,
    ),
  ]);
  const file = join(stateDir, `rooms-${now}.sql`);
  writeFileSync(file, statements.join("\n"));
  wranglerRun(["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", file, "--yes"]);
  return ids;
}
