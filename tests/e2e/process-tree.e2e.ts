/**
 * Stopping a site stops what it started: a process that left its parent's group (as local
 * Browser Rendering's Chromium does) is found while its parent lives and killed after.
 */
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { descendantsOf, isAlive, killTree } from "../../scripts/lib/process-tree.mjs";

describe("stopping what the site started", () => {
  it("finds a detached grandchild and kills it after its parent is gone", async () => {
    // The parent starts `sleep` in a session of its own, then waits on it, like wrangler and Chromium.
    const parent = spawn("sh", ["-c", "setsid sleep 300 & wait"], { detached: true, stdio: "ignore" });
    await new Promise((done) => setTimeout(done, 300));
    const started = descendantsOf(parent.pid!);
    const sleeper = started.find((proc) => proc.command === "sleep");
    expect(sleeper).toBeDefined();
    expect(sleeper!.pgid).not.toBe(parent.pid);

    process.kill(-parent.pid!, "SIGKILL");
    await new Promise((done) => setTimeout(done, 200));
    // Killing the parent's group does not reach it.
    expect(isAlive(sleeper!.pid)).toBe(true);
    expect(await killTree(started)).toEqual([]);
    expect(isAlive(sleeper!.pid)).toBe(false);
  });
});
