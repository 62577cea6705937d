/**
 * The capacity bench's D1 meter (app/server/d1-meter.server.ts, docs/capacity.md) on the real
 * local D1: every statement run is one line with its kind and table, a batch still runs as one
 * batch, and results are D1's own.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { describeStatement, meteredD1 } from "../../app/server/d1-meter.server";

describe("the D1 meter", () => {
  it("names a statement's kind and first table", () => {
    expect(describeStatement('select "id" from "resumes" where "id" = ?')).toEqual({ kind: "read", table: "resumes" });
    expect(describeStatement('insert into "resume_versions" ("id") values (?)')).toEqual({
      kind: "write",
      table: "resume_versions",
    });
    expect(describeStatement('update "resumes" set "data" = ?, "version" = ?')).toEqual({
      kind: "write",
      table: "resumes",
      sets: "data",
    });
    expect(describeStatement('DELETE FROM "sessions" WHERE 1')).toEqual({ kind: "write", table: "sessions" });
  });

  it("logs each statement it runs, singly and in a batch, and answers what D1 answers", async () => {
    const lines: string[] = [];
    const db = meteredD1(env.DB, (line) => lines.push(line));
    await db.prepare("CREATE TABLE IF NOT EXISTS meter_probe (id INTEGER PRIMARY KEY, note TEXT)").run();
    lines.length = 0;

    const inserted = await db.prepare("INSERT INTO meter_probe (note) VALUES (?), (?)").bind("a", "b").run();
    expect(inserted.meta.changes).toBe(2);
    const unused = db.prepare("SELECT note FROM meter_probe");
    const [first, all] = await db.batch([
      db.prepare("UPDATE meter_probe SET note = ? WHERE note = ?").bind("c", "a"),
      db.prepare("SELECT note FROM meter_probe ORDER BY id"),
    ]);
    expect(first!.meta.changes).toBe(1);
    expect(all!.results).toEqual([{ note: "c" }, { note: "b" }]);
    expect(await db.prepare("SELECT count(*) AS n FROM meter_probe").first("n")).toBe(2);
    void unused;

    expect(lines).toEqual([
      "[d1] write meter_probe rows=2",
      "[d1] write meter_probe(note) rows=1",
      "[d1] read meter_probe",
      "[d1] read meter_probe",
    ]);
  });
});
