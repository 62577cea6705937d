/** D1 tables of public links: the publication, claimed slugs, visitors and daily stats. */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamps } from "./columns";
import { resumes } from "./resumes";

/**
 * A resume published at /r/{slug} (docs/product.md#public-link). One per resume; removing the row
 * unpublishes (the link 404s). `passwordHash` is hashed like users.password_hash; the signed
 * cookie of a visitor who typed it carries a prefix of this hash, so changing or removing the
 * password invalidates every earlier cookie.
 */
export const resumePublications = sqliteTable("resume_publications", {
  resumeId: text("resume_id")
    .primaryKey()
    .references(() => resumes.id, { onDelete: "cascade" }),
  slug: text("slug").notNull().unique(),
  passwordHash: text("password_hash"),
  indexable: integer("indexable", { mode: "boolean" }).notNull().default(false),
  /** Contact details left out of the public page and its PDF (docs/product.md#public-link): the phone by default. */
  hidePhone: integer("hide_phone", { mode: "boolean" }).notNull().default(true),
  hideEmail: integer("hide_email", { mode: "boolean" }).notNull().default(false),
  hideLocation: integer("hide_location", { mode: "boolean" }).notNull().default(false),
  ...timestamps,
  updatedAt: integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});

/**
 * Link names ever published, each kept for the account that first published it, for good
 * (docs/decisions/link-names.md): a released name never shows another person's resume. Only a
 * keyed hash of the name is kept, so a deleted account leaves no name behind in the clear.
 */
export const slugClaims = sqliteTable("slug_claims", {
  slugHash: text("slug_hash").primaryKey(),
  ownerId: text("owner_id").notNull(),
  ...timestamps,
});

/**
 * Who was already counted today on a link: a keyed hash of the client's address, the link and the
 * day, never the address (docs/product.md#public-link). Rows older than yesterday are deleted as
 * new ones come in.
 */
export const publicationVisitors = sqliteTable(
  "publication_visitors",
  {
    resumeId: text("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    /** "YYYY-MM-DD" (UTC). */
    day: text("day").notNull(),
    kind: text("kind", { enum: ["view", "download"] }).notNull(),
    visitor: text("visitor").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.resumeId, table.day, table.kind, table.visitor] }),
    index("publication_visitors_day").on(table.day),
  ],
);

/** Views and downloads of a published resume per UTC day: counts only, nothing about the viewers. */
export const publicationStats = sqliteTable(
  "publication_stats",
  {
    resumeId: text("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    /** "YYYY-MM-DD" (UTC). */
    day: text("day").notNull(),
    views: integer("views").notNull().default(0),
    downloads: integer("downloads").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.resumeId, table.day] })],
);
