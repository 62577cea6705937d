import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { QUIET_MS } from "../../app/domain/resume/versions";
import { STORED_DEADLINE_SLACK_MS, VersionClock } from "./version-clock";

const ada = { id: "u-ada", name: "Ada" };
const bob = { id: "u-bob", name: "Bob" };

/** A clock on a real Durable Object's storage (an object no resume uses), and what that storage holds. */
async function withClock(
  name: string,
  run: (
    clock: VersionClock,
    stored: () => Promise<{ dueAt: number; authors: unknown[]; armedFor?: number } | undefined>,
    fresh: () => VersionClock,
  ) => Promise<void>,
) {
  const stub = env.RESUME_ROOM.get(env.RESUME_ROOM.idFromName(`clock-test-${name}`));
  await runInDurableObject(stub, async (_instance, state) => {
    await run(
      new VersionClock(state.storage),
      () => state.storage.get("versions:pending"),
      () => new VersionClock(state.storage),
    );
  });
}

describe("the quiet-version clock", () => {
  it("writes the deadline once per slack while one author types, not per keystroke", async () => {
    await withClock("typing", async (clock, stored, fresh) => {
      const start = 1_000_000;
      // 2 edits a second for 60 s.
      for (let ms = 0; ms <= 60_000; ms += 500)
        expect(await clock.noteEdit(ada, start + ms)).toBe(start + ms + QUIET_MS);
      const kept = await stored();
      expect(kept?.authors).toEqual([ada]);
      // Trails the real deadline by at most the slack, and a woken room reads that.
      expect(start + 60_000 + QUIET_MS - kept!.dueAt).toBeLessThanOrEqual(STORED_DEADLINE_SLACK_MS);
      expect(kept!.dueAt).toBeGreaterThan(start + QUIET_MS);
      // Not written by the last keystrokes (it was, per edit, before).
      expect(kept!.dueAt).toBeLessThan(start + 60_000 + QUIET_MS);
      expect(await fresh().dueAt()).toBe(kept!.dueAt);
    });
  });

  it("writes a new author and clears an armed deadline at once", async () => {
    await withClock("authors", async (clock, stored) => {
      await clock.noteEdit(ada, 1_000);
      await clock.noteEdit(bob, 1_100);
      expect((await stored())?.authors).toEqual([ada, bob]);
      await clock.arm();
      expect((await stored())?.armedFor).toBe(1_100 + QUIET_MS);
      await clock.noteEdit(ada, 1_200);
      const kept = await stored();
      expect(kept?.armedFor).toBeUndefined();
      expect(kept?.dueAt).toBe(1_200 + QUIET_MS);
      await clock.clear();
      expect(await stored()).toBeUndefined();
    });
  });
});
