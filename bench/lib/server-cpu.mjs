/**
 * CPU time the site's workerd processes have used so far, in ms (user + system, from /proc). Unlike
 * latency it hardly depends on what else the machine runs, so it compares changes on a busy machine.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { descendantsOf } from "../../scripts/lib/process-tree.mjs";

export function serverCpuMs() {
  const tickMs = 1000 / Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim() || 100);
  let ticks = 0;
  for (const proc of descendantsOf(process.pid)) {
    if (!proc.command.startsWith("workerd")) continue;
    try {
      // Fields after the command (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = readFileSync(`/proc/${proc.pid}/stat`, "utf8").split(") ")[1].split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Exited meanwhile.
    }
  }
  return ticks * tickMs;
}
