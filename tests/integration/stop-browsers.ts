/**
 * Global setup of the workerd tests: when the run ends, every process the run started is stopped.
 * The local Browser Rendering binding launches Chromium from this process in a group of its own;
 * without this, browsers the run opened outlive it and keep a core busy for everything after.
 */
import { descendantsOf, killTree } from "../../scripts/lib/process-tree.mjs";

export default function setup() {
  return async () => {
    const started = descendantsOf(process.pid).filter((proc) => /chrom/i.test(proc.command));
    const survivors = await killTree(started);
    if (survivors.length > 0)
      throw new Error(`Browsers the tests started are still running: ${survivors.map((proc) => proc.pid).join(", ")}`);
  };
}
