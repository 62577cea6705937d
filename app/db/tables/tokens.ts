/** D1 tables of personal access tokens (docs/agents.md): the tokens and the record of their use. */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamps } from "./columns";
import { users } from "./accounts";

/**
 * A token the owner made for a program. Only the SHA-256 of the secret is kept (`secretHash`);
 * the secret itself is shown once, in the answer that made it. A revoked token keeps its row (its
 * uses still name it) until the account goes.
 */
export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The TokenScope list of app/domain/tokens/scopes.ts. */
    scopes: text("scopes", { mode: "json" }).notNull().$type<string[]>(),
    secretHash: text("secret_hash").notNull().unique(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
    /** The rate limit's fixed one-minute window: when it started and how many requests it saw. */
    windowStart: integer("window_start").notNull().default(0),
    windowCount: integer("window_count").notNull().default(0),
    ...timestamps,
  },
  (table) => [index("api_tokens_user_idx").on(table.userId)],
);
export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** One use of a token: what it asked for and when (the account page's activity). */
export const apiTokenUses = sqliteTable(
  "api_token_uses",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    tokenId: text("token_id")
      .notNull()
      .references(() => apiTokens.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    method: text("method").notNull(),
    path: text("path").notNull(),
    at: integer("at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("api_token_uses_user_at_idx").on(table.userId, table.at)],
);
