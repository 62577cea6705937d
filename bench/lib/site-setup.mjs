/**
 * What every bench that starts its own site does first: build the app when no build is there, and
 * keep the site's storage on tmpfs where there is one (on this kind of VM every room's commit
 * otherwise waits for the disk, which measures the VM, not the room).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../../scripts/lib/site.mjs";

export function prepareBenchSite() {
  if (!existsSync(join(ROOT, "build/server/index.js"))) {
    console.log("Building the app first (npm run build)...");
    if (spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" }).status !== 0) process.exit(1);
  }
  if (!process.env.TMPDIR && existsSync("/dev/shm")) process.env.TMPDIR = "/dev/shm";
}
