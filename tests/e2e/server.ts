/**
 * Starts the real site (`wrangler dev` on the built app) on a free port with its own local state
 * directory, so end-to-end runs never touch a developer's data and always start empty.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { localSiteVarArgs } from "../../scripts/lib/local-limits.mjs";

const root = new URL("../..", import.meta.url).pathname;
const wrangler = join(root, "node_modules/.bin/wrangler");

export interface RunningSite {
  url: string;
  stateDir: string;
  /** Everything wrangler printed, kept in a file so test files (other processes) can read it. */
  logFile: string;
  port: number;
  logs: () => string;
  stop: (options?: { keepState?: boolean }) => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(wrangler, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`wrangler ${args.join(" ")} failed:\n${output}`))));
  });
}

/**
 * `stateDir` and `port` let a test restart the same site: same storage, same address, so open
 * pages reconnect to it.
 */
/** Runs a wrangler command against the site's state (for example `d1 execute`). */
export function wranglerRun(args: string[]): Promise<void> {
  return run(args, { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", NO_COLOR: "1" });
}


export async function startSite(options: { stateDir?: string; port?: number } = {}): Promise<RunningSite> {
  const stateDir = options.stateDir ?? mkdtempSync(join(tmpdir(), "resume-e2e-"));
  const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", NO_COLOR: "1" };
  if (!options.stateDir) await run(["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], env);

  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn(
    wrangler,
    [
      "dev",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      stateDir,
      "--show-interactive-dev-session=false",
      ...localSiteVarArgs(),
    ],
    { cwd: root, env, stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let output = "";
  const logFile = join(stateDir, "wrangler-dev.log");
  const capture = (chunk: Buffer) => {
    output += chunk;
    appendFileSync(logFile, chunk);
  };
  child.stdout!.on("data", capture);
  child.stderr!.on("data", capture);

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/favicon.svg`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`wrangler dev did not start within 90 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    stateDir,
    logFile,
    logs: () => output,
    port,
    stop: async ({ keepState = false }: { keepState?: boolean } = {}) => {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          child.kill("SIGTERM");
        }
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (child.exitCode === null) process.kill(-child.pid, "SIGKILL");
      }
      if (!keepState) rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
