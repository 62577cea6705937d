/**
 * D1's part of suggestions: only what the daily digest needs. The suggestions themselves live in
 * the resume's room (docs/decisions/suggestion-storage.md); a row here says "someone suggested a
 * change to this resume while its owner was away", and the daily cron turns an owner's rows into
 * one e-mail and deletes them (app/server/suggestions/digest.server.ts).
 */
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { resumes } from "./resumes";

export const suggestionNotices = sqliteTable(
  "suggestion_notices",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    resumeId: text("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    /** The site the suggestion was made on (the cron has no request): the digest's link starts with it. */
    origin: text("origin").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("suggestion_notices_owner_idx").on(table.ownerId)],
);

/**
 * Owners who switched the suggestion digest off (a row means off): kept apart from `users` so the
 * switch needs no change to the account row every sign-in reads.
 */
export const suggestionDigestOptOuts = sqliteTable("suggestion_digest_opt_outs", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
});
