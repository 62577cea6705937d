/** D1 tables of resumes: the resume, its collaborators, PDF render slots and version history. */
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from "drizzle-orm/sqlite-core";
import { timestamps } from "./columns";
import { compressedJson } from "./compressed-json";
import { users } from "./accounts";

/**
 * A saved resume. `data` holds the ResumeData JSON of docs/product.md#data-model, validated by
 * app/domain/resume/schema.ts before every write; `version` grows by one with each write so
 * clients can refuse to overwrite edits they have not seen.
 */
export const resumes = sqliteTable(
  "resumes",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    templateId: text("template_id").notNull(),
    /** Gzipped (./compressed-json.ts): the largest value D1 holds per resume. */
    data: compressedJson("data").notNull(),
    /** The saved job description input {title, company, description}, or null. */
    jobDescription: text("job_description", { mode: "json" }),
    /** The last ATS analysis of this resume against its job description, or null. */
    atsResult: compressedJson("ats_result"),
    atsScore: integer("ats_score"),
    pageSize: text("page_size", { enum: ["A4", "Letter"] })
      .notNull()
      .default("A4"),
    version: integer("version").notNull().default(1),
    ...timestamps,
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    /**
     * Set when the owner moves the resume to the trash: nobody but the owner sees it then, and
     * only in the trash; a scheduled clean-up deletes it for good 30 days later.
     */
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
    /**
     * The master this resume is a variant of (docs/variants.md), or null. A master deleted for
     * good leaves its variants as independent resumes.
     */
    variantOf: text("variant_of").references((): AnySQLiteColumn => resumes.id, { onDelete: "set null" }),
    /**
     * A variant's sync state (app/domain/variants/sync.ts `VariantSyncState`: the master's content
     * when it last synced and the fields still to translate), gzipped; null on other resumes.
     */
    variantSync: compressedJson("variant_sync"),
  },
  (table) => [
    index("resumes_owner_updated_idx").on(table.ownerId, table.updatedAt),
    index("resumes_deleted_at_idx").on(table.deletedAt),
    index("resumes_variant_of_idx").on(table.variantOf),
  ],
);

export type ResumeRow = typeof resumes.$inferSelect;
/**
 * People the owner shared a resume with. The invitation is keyed by e-mail (lower-cased), so
 * someone without an account is matched once they sign up and verify that address; `userId` is
 * filled when the invitee already had an account and is otherwise resolved through `users.email`.
 */
export const resumeCollaborators = sqliteTable(
  "resume_collaborators",
  {
    resumeId: text("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    role: text("role", { enum: ["editor", "suggester", "viewer"] }).notNull(),
    invitedBy: text("invited_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("resume_collaborators_resume_email_idx").on(table.resumeId, table.email),
    index("resume_collaborators_email_idx").on(table.email),
    index("resume_collaborators_user_idx").on(table.userId),
  ],
);

/**
 * PDF renders in progress, one row each, so that one user cannot hold every browser: a render
 * takes a slot with a conditional insert and frees it when done; a slot left behind by a crash
 * expires with the render timeout (app/server/pdf/render-slots.server.ts).
 */
export const renderSlots = sqliteTable(
  "render_slots",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("render_slots_user_idx").on(table.userId)],
);

/**
 * Version history (docs/decisions/version-storage.md): one row per version, pointing at a
 * snapshot of the whole document by content hash, so identical states share one stored copy.
 * The last 200 automatic versions and every named one are kept (pruned on insert).
 */
export const resumeVersions = sqliteTable(
  "resume_versions",
  {
    id: text("id").primaryKey(),
    resumeId: text("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["quiet", "save", "template", "import", "restore", "named", "suggestion"] }).notNull(),
    /** Only named versions have one. */
    name: text("name"),
    /** The people who edited since the previous version: [{id, name}] as they were called then. */
    authors: text("authors", { mode: "json" }).notNull(),
    /** One line: what changed since the previous version ("Skills: +Kubernetes; Summary edited"). */
    summary: text("summary").notNull(),
    contentHash: text("content_hash").notNull(),
    ...timestamps,
  },
  (table) => [index("resume_versions_resume_created_idx").on(table.resumeId, table.createdAt)],
);

/** A snapshot's document, gzipped JSON in base64, stored once per resume and content hash. */
export const resumeVersionBlobs = sqliteTable(
  "resume_version_blobs",
  {
    resumeId: text("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    hash: text("hash").notNull(),
    content: text("content").notNull(),
  },
  (table) => [primaryKey({ columns: [table.resumeId, table.hash] })],
);

export type ResumeVersionRow = typeof resumeVersions.$inferSelect;
