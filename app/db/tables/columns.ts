import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";

/** The creation time every table that has one stores, set by D1. */
export const timestamps = {
  createdAt: integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
};
