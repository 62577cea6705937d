import { drizzle } from "drizzle-orm/d1";
import * as schema from "~/db/schema";

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

export function getDb(env: Pick<Env, "DB">): Database {
  let db = instances.get(env.DB);
  if (!db) {
    db = createDb(env.DB);
    instances.set(env.DB, db);
  }
  return db;
}
