/** D1 tables of cover letters and their versions. */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { timestamps } from "./columns";
import { resumes } from "./resumes";

/**
 * Cover letters of a resume (docs/api.md#cover-letters). They belong to their resume: the same
 * people may see and edit them, and they go when it goes. `content` holds the LetterContent JSON of
 * app/domain/cover-letter/schema.ts, validated before every write; `version` grows by one with each
 * write so a save based on an older version is refused (409) instead of overwriting.
 * One letter per job description per resume: `jobKey` is a hash of the normalised job title,
 * company and description (a letter for no job has the key "none"), unique per resume.
 */
export const coverLetters = sqliteTable(
  "cover_letters",
  {
    id: text("id").primaryKey(),
    resumeId: text("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    jobKey: text("job_key").notNull(),
    /** The saved job description input {title, company, description}, or null. */
    jobDescription: text("job_description", { mode: "json" }),
    content: text("content", { mode: "json" }).notNull(),
    version: integer("version").notNull().default(1),
    ...timestamps,
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (table) => [uniqueIndex("cover_letters_resume_job_idx").on(table.resumeId, table.jobKey)],
);

export type CoverLetterRow = typeof coverLetters.$inferSelect;

/**
 * Version history of a cover letter (docs/api.md#letter-versions), like resume_versions but with
 * the letter's content inline: a letter is a few KB, so snapshots are not shared or compressed
 * (docs/decisions/letter-versions.md). Deleted with the letter.
 */
export const letterVersions = sqliteTable(
  "letter_versions",
  {
    id: text("id").primaryKey(),
    letterId: text("letter_id")
      .notNull()
      .references(() => coverLetters.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["quiet", "save", "restore", "named"] }).notNull(),
    name: text("name"),
    /** The people who edited since the previous version: [{id, name}]. */
    authors: text("authors", { mode: "json" }).notNull(),
    summary: text("summary").notNull(),
    /** The LetterContent JSON of app/domain/cover-letter/schema.ts. */
    content: text("content", { mode: "json" }).notNull(),
    contentHash: text("content_hash").notNull(),
    ...timestamps,
  },
  (table) => [index("letter_versions_letter_created_idx").on(table.letterId, table.createdAt)],
);

export type LetterVersionRow = typeof letterVersions.$inferSelect;
