/**
 * The processes a process started, and stopping all of them. Local Browser Rendering launches
 * Chromium detached (its own process group), so killing `wrangler dev`'s group leaves it running:
 * whoever stops the site must also stop what it started (docs/decisions/pdf-renderer.md).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** @returns {Array<{ pid: number; ppid: number; pgid: number; command: string }>} */
function processes() {
  const lines = execFileSync("ps", ["-eo", "pid=,ppid=,pgid=,comm="], { encoding: "utf8" }).trim().split("\n");
  return lines.map((line) => {
    const [pid, ppid, pgid, ...command] = line.trim().split(/\s+/);
    return { pid: Number(pid), ppid: Number(ppid), pgid: Number(pgid), command: command.join(" ") };
  });
}

/**
 * Every descendant of `root` (not `root` itself), with its process group.
 * @param {number} root
 */
export function descendantsOf(root) {
  const all = processes();
  const found = [];
  let frontier = [root];
  while (frontier.length > 0) {
    const children = all.filter((proc) => frontier.includes(proc.ppid));
    found.push(...children);
    frontier = children.map((proc) => proc.pid);
  }
  return found;
}

/**
 * Whether a process still runs. A killed process whose new parent (init, once its own parent is
 * gone) has not reaped it yet is a zombie: it holds no memory and runs nothing, so it counts as gone.
 * @param {number} pid
 */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // /proc/<pid>/stat: "pid (comm) state ...": the state follows the last parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return false;
  }
}

/**
 * Kills the given processes and their process groups (a browser's helpers share its group), then
 * answers those still alive a moment later.
 * @param {Array<{ pid: number; pgid: number; command: string }>} tree
 * @param {number} [graceMs]
 */
export async function killTree(tree, graceMs = 5_000) {
  const groups = new Set(tree.map((proc) => proc.pgid).filter((pgid) => pgid > 1 && pgid !== process.pid));
  for (const pgid of groups) {
    try {
      process.kill(-pgid, "SIGKILL");
    } catch {
      // Gone already.
    }
  }
  for (const proc of tree) {
    try {
      process.kill(proc.pid, "SIGKILL");
    } catch {
      // Gone already.
    }
  }
  const until = Date.now() + graceMs;
  let alive = tree.filter((proc) => isAlive(proc.pid));
  while (alive.length > 0 && Date.now() < until) {
    await new Promise((done) => setTimeout(done, 100));
    alive = alive.filter((proc) => isAlive(proc.pid));
  }
  return alive;
}
