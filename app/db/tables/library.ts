/**
 * The content library (docs/library.md): a user's saved entries and bullets, and where each was
 * inserted. Rows stay small: an item's content is at most 16 KB of JSON (the API refuses more),
 * a use holds the item as it was when inserted or last decided (the same bound) and a few ids.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { LibraryContent } from "~/domain/library/item";
import { users } from "./accounts";
import { timestamps } from "./columns";
import { resumes } from "./resumes";

/** One saved entry (an experience, education or project entry's fields) or bullet (one line). */
export const libraryItems = sqliteTable(
  "library_items",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["entry", "bullet"] }).notNull(),
    /** app/domain/library/item.ts `LibraryContent`, checked before every write. */
    content: text("content", { mode: "json" }).$type<LibraryContent>().notNull(),
    ...timestamps,
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (table) => [index("library_items_owner_idx").on(table.ownerId)],
);

/**
 * An item inserted into a resume: the entry made from it (or the entry whose description got the
 * bullet, and its line), and `base`, the item when inserted or when its last change was decided.
 * Goes with the resume (deleted for good) and with the item.
 */
export const libraryUses = sqliteTable(
  "library_uses",
  {
    id: text("id").primaryKey(),
    resumeId: text("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    itemId: text("item_id")
      .notNull()
      .references(() => libraryItems.id, { onDelete: "cascade" }),
    entryId: text("entry_id").notNull(),
    /** A bullet's line in the entry's description when inserted; null for an entry. */
    line: integer("line"),
    base: text("base", { mode: "json" }).$type<LibraryContent>().notNull(),
    ...timestamps,
  },
  (table) => [index("library_uses_resume_idx").on(table.resumeId), index("library_uses_item_idx").on(table.itemId)],
);
