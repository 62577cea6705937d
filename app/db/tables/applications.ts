/** D1 tables of job applications and their events. */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamps } from "./columns";
import { users } from "./accounts";
import { resumes } from "./resumes";
import { coverLetters } from "./letters";

/**
 * Job applications (docs/api.md#applications): the owner's alone, whoever else may edit the
 * resume. The resume and letter links go null when those are deleted; what was sent stays with the
 * application, so a deleted resume keeps its applications' copies. That copy (the resume and letter
 * as sent) is an immutable R2 object named by its content, `sent_key`
 * (app/server/sent-copies.server.ts, docs/decisions/storage-by-growth.md step 3); the row keeps
 * only what the listing shows of it (`sent_meta`, `sent_score`). Rows frozen before that hold the
 * copy inline (`sent_resume`, `sent_letter`) until the daily job moves it to R2.
 */
export const applications = sqliteTable(
  "applications",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    resumeId: text("resume_id").references(() => resumes.id, { onDelete: "set null" }),
    resumeTitle: text("resume_title").notNull(),
    coverLetterId: text("cover_letter_id").references(() => coverLetters.id, { onDelete: "set null" }),
    company: text("company").notNull(),
    role: text("role").notNull(),
    jobDescription: text("job_description").notNull().default(""),
    jobUrl: text("job_url").notNull().default(""),
    location: text("location").notNull().default(""),
    salary: text("salary").notNull().default(""),
    deadline: text("deadline").notNull().default(""),
    notes: text("notes").notNull().default(""),
    contacts: text("contacts").notNull().default(""),
    stage: text("stage", { enum: ["saved", "applied", "interview", "offer", "rejected", "withdrawn"] })
      .notNull()
      .default("saved"),
    reachedInterview: integer("reached_interview", { mode: "boolean" }).notNull().default(false),
    appliedAt: integer("applied_at", { mode: "timestamp_ms" }),
    /** R2 key of what was sent (resume and letter), or null while nothing was sent or the copy is still inline. */
    sentKey: text("sent_key"),
    /** Before R2 (null in every row made since): the resume as sent, encoded as the version store encodes its snapshots. */
    sentResume: text("sent_resume"),
    /** Before R2 (null in every row made since): the letter as sent, LetterContent JSON, or null when none went with it. */
    sentLetter: text("sent_letter", { mode: "json" }),
    /** {at, templateId, pageSize, versionId, jobDescription, ats} of app/domain/applications/schema.ts SentSnapshot. */
    sentMeta: text("sent_meta", { mode: "json" }),
    sentScore: integer("sent_score"),
    ...timestamps,
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (table) => [index("applications_owner_updated_idx").on(table.ownerId, table.updatedAt)],
);

export type ApplicationRow = typeof applications.$inferSelect;

export const applicationEvents = sqliteTable(
  "application_events",
  {
    id: text("id").primaryKey(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    day: text("day").notNull(),
    note: text("note").notNull().default(""),
    ...timestamps,
  },
  (table) => [index("application_events_application_idx").on(table.applicationId, table.day)],
);

export type ApplicationEventRow = typeof applicationEvents.$inferSelect;
