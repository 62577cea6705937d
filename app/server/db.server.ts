import { drizzle } from "drizzle-orm/d1";
import * as schema from "~/db/schema";
import { meteredD1 } from "./d1-meter.server";

export type Database = ReturnType<typeof createDb>;

function createDb(binding: D1Database) {
  return drizzle(binding, { schema });
}

/**
 * One Drizzle instance per D1 binding: making one walks the whole schema (its relational config),
 * which showed in the profile of the rooms' write-backs. Bindings live as long as the isolate and
 * hold no per-request state, so the instance can be shared across requests.
 */
const instances = new WeakMap<D1Database, Database>();

/** `D1_METER` is typed as wrangler.toml's "off"; a run can set it to "log" (`--var D1_METER:log`). */
export function getDb(env: { DB: D1Database; D1_METER?: string }): Database {
  let db = instances.get(env.DB);
  if (!db) {
    // The capacity bench's count of statements (docs/capacity.md); the binding itself otherwise.
    db = createDb(env.D1_METER === "log" ? meteredD1(env.DB) : env.DB);
    instances.set(env.DB, db);
  }
  return db;
}
