import { describe, expect, it } from "vitest";
import { SerialQueue } from "./serial-queue";

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("a serial queue", () => {
  it("runs tasks one at a time in the order queued, whatever each one waits for", async () => {
    const queue = new SerialQueue();
    const events: string[] = [];
    const task = (name: string, waits: number) => async () => {
      events.push(`start ${name}`);
      for (let i = 0; i < waits; i++) await tick();
      events.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([
      queue.run(task("slow", 5)),
      queue.run(task("quick", 0)),
      queue.run(task("middle", 2)),
    ]);
    expect(results).toEqual(["slow", "quick", "middle"]);
    expect(events).toEqual(["start slow", "end slow", "start quick", "end quick", "start middle", "end middle"]);
  });

  it("a failing task fails for its caller only: the next one still runs, after it", async () => {
    const queue = new SerialQueue();
    const events: string[] = [];
    const failing = queue.run(async () => {
      await tick();
      events.push("failed");
      throw new Error("D1 unavailable");
    });
    const throwing = queue.run(() => {
      events.push("threw");
      throw new Error("before any await");
    });
    const next = queue.run(async () => {
      events.push("next");
      return 42;
    });
    await expect(failing).rejects.toThrow("D1 unavailable");
    await expect(throwing).rejects.toThrow("before any await");
    expect(await next).toBe(42);
    expect(events).toEqual(["failed", "threw", "next"]);
  });
});
