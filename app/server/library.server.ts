/**
 * The content library (docs/library.md): a user's saved entries and bullets (`library_items`),
 * inserted into their resumes (`library_uses`), and the item's later changes offered to those
 * resumes. The rules are pure (app/domain/library/); this reads resumes as their editors see them
 * now (through the room) and writes them through the REST write path (`updateResume`), so an open
 * editor's room receives what is inserted or taken.
 *
 * Access: a library is its user's only (another user's item is 404). Saving from a resume needs a
 * role on it; inserting and deciding are edits (owner and editors); a resume's changes are those of
 * the caller's own items used in it.
 */
import { and, count, desc, eq } from "drizzle-orm";
import { libraryItems, libraryUses } from "~/db/schema";
import { mayEdit } from "~/domain/collab/roles";
import { decideLibraryChanges, libraryChanges, type LibraryChange, type LibraryUse } from "~/domain/library/changes";
import {
  contentFromResume,
  insertItem,
  isEntryContent,
  MAX_LIBRARY_ITEMS,
  parseContent,
  type CreateItemInput,
  type InsertItemInput,
  type LibraryContent,
  type LibraryDecisionInput,
  type LibraryItem,
  type LibraryKind,
  type UpdateItemInput,
} from "~/domain/library/item";
import type { ResumeDocument, ResumeRole } from "~/domain/resume/api";
import { resumeDataSchema } from "~/domain/resume/schema";
import { DomainError } from "~/lib/domain-error";
import { withLiveDocument } from "./collab/room.server";
import { getDb } from "./db.server";
import { getResume, updateResume } from "./resumes.server";

/** At most this many insertions from the library are followed per resume. */
export const MAX_USES_PER_RESUME = 200;

function refuseUnlessEditor(role: ResumeRole): void {
  if (!mayEdit(role)) throw new DomainError(role === "suggester" ? "suggestOnlyResume" : "viewOnlyResume");
}

type ItemRow = typeof libraryItems.$inferSelect;

function toItem(row: ItemRow): LibraryItem {
  return {
    id: row.id,
    kind: row.kind,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function ownItem(env: Env, userId: string, itemId: string): Promise<ItemRow> {
  const row = await getDb(env)
    .select()
    .from(libraryItems)
    .where(and(eq(libraryItems.id, itemId), eq(libraryItems.ownerId, userId)))
    .get();
  if (!row) throw new DomainError("libraryItemNotFound");
  return row;
}

/** GET /api/library: the caller's items, the last changed first. */
export async function listItems(env: Env, userId: string): Promise<LibraryItem[]> {
  const rows = await getDb(env)
    .select()
    .from(libraryItems)
    .where(eq(libraryItems.ownerId, userId))
    .orderBy(desc(libraryItems.updatedAt))
    .limit(MAX_LIBRARY_ITEMS);
  return rows.map(toItem);
}

/** POST /api/library: a new item from its content, or from an entry (or a bullet) of a resume the caller can see. */
export async function createItem(env: Env, userId: string, input: CreateItemInput): Promise<LibraryItem> {
  let kind: LibraryKind;
  let content: LibraryContent | null;
  if ("fromResume" in input) {
    const resume = await withLiveDocument(env, await getResume(env, input.fromResume, userId));
    content = contentFromResume(resume.data, input.entryId, input.bullet);
    if (!content) throw new DomainError("libraryEntryNotFound");
    kind = input.bullet === undefined ? "entry" : "bullet";
  } else {
    kind = input.kind;
    content = parseContent(kind, input.content);
    if (!content) throw new DomainError("libraryContentInvalid");
  }
  const db = getDb(env);
  const held = await db.select({ n: count() }).from(libraryItems).where(eq(libraryItems.ownerId, userId)).get();
  if ((held?.n ?? 0) >= MAX_LIBRARY_ITEMS) throw new DomainError("libraryItemLimit", { max: MAX_LIBRARY_ITEMS });
  const now = new Date();
  const row = await db
    .insert(libraryItems)
    .values({ id: crypto.randomUUID(), ownerId: userId, kind, content, createdAt: now, updatedAt: now })
    .returning()
    .get();
  return toItem(row);
}

/** PUT /api/library/{id}: the item's new content, of the same kind (and section); offered to the resumes using it. */
export async function updateItem(
  env: Env,
  userId: string,
  itemId: string,
  input: UpdateItemInput,
): Promise<LibraryItem> {
  const row = await ownItem(env, userId, itemId);
  const content = parseContent(row.kind, input.content);
  if (!content) throw new DomainError("libraryContentInvalid");
  if (isEntryContent(content) && isEntryContent(row.content) && content.section !== row.content.section)
    throw new DomainError("libraryContentInvalid");
  const updated = await getDb(env)
    .update(libraryItems)
    .set({ content, updatedAt: new Date() })
    .where(and(eq(libraryItems.id, itemId), eq(libraryItems.ownerId, userId)))
    .returning()
    .get();
  if (!updated) throw new DomainError("libraryItemNotFound");
  return toItem(updated);
}

/** DELETE /api/library/{id}: the item and its uses go; what was inserted stays in the resumes. */
export async function deleteItem(env: Env, userId: string, itemId: string): Promise<void> {
  await ownItem(env, userId, itemId);
  await getDb(env)
    .delete(libraryItems)
    .where(and(eq(libraryItems.id, itemId), eq(libraryItems.ownerId, userId)));
}

/** POST /api/resumes/{id}/library: inserts one of the caller's items into the resume, and follows it. */
export async function insertIntoResume(
  env: Env,
  resumeId: string,
  userId: string,
  input: InsertItemInput,
): Promise<{ resume: ResumeDocument; use: { id: string; itemId: string; entryId: string; line: number | null } }> {
  const resume = await withLiveDocument(env, await getResume(env, resumeId, userId));
  refuseUnlessEditor(resume.role);
  const item = await ownItem(env, userId, input.itemId);
  const db = getDb(env);
  const uses = await db.select({ n: count() }).from(libraryUses).where(eq(libraryUses.resumeId, resumeId)).get();
  if ((uses?.n ?? 0) >= MAX_USES_PER_RESUME) throw new DomainError("libraryUseLimit", { max: MAX_USES_PER_RESUME });
  const inserted = insertItem(resume.data, item.content, input.after);
  if (!inserted.ok) {
    if (inserted.reason === "entryLimit") throw new DomainError("resumeTooLarge");
    throw new DomainError(inserted.reason === "entryNotFound" ? "libraryEntryNotFound" : "bulletNeedsEntry");
  }
  const valid = resumeDataSchema.safeParse(inserted.data);
  if (!valid.success) throw new DomainError("resumeTooLarge");
  const saved = await updateResume(env, resumeId, userId, { data: valid.data });
  const use = { id: crypto.randomUUID(), itemId: item.id, ...inserted.target };
  await db.insert(libraryUses).values({ ...use, resumeId, base: item.content });
  return { resume: saved, use };
}

interface Followed {
  resume: ResumeDocument;
  uses: { use: LibraryUse; item: LibraryContent }[];
}

/** The resume as its editors see it now, and the uses in it of the caller's items. */
async function followed(env: Env, resumeId: string, userId: string): Promise<Followed> {
  const resume = await withLiveDocument(env, await getResume(env, resumeId, userId));
  return { resume, uses: await usesIn(env, resumeId, userId) };
}

async function usesIn(env: Env, resumeId: string, userId: string): Promise<Followed["uses"]> {
  const rows = await getDb(env)
    .select({
      id: libraryUses.id,
      itemId: libraryUses.itemId,
      entryId: libraryUses.entryId,
      line: libraryUses.line,
      base: libraryUses.base,
      item: libraryItems.content,
    })
    .from(libraryUses)
    .innerJoin(libraryItems, eq(libraryItems.id, libraryUses.itemId))
    .where(and(eq(libraryUses.resumeId, resumeId), eq(libraryItems.ownerId, userId)))
    .orderBy(libraryUses.createdAt)
    .limit(MAX_USES_PER_RESUME);
  return rows.map(({ item, ...use }) => ({ use, item }));
}

/** What the API answers of a change (the use is the server's business). */
const shown = ({ useId: _useId, ...change }: LibraryChange) => change;

/** GET /api/resumes/{id}/library-changes: the changes of the caller's library items offered to this resume. */
export async function readLibraryChanges(env: Env, resumeId: string, userId: string) {
  const now = await followed(env, resumeId, userId);
  return { changes: libraryChanges(now.uses, now.resume.data).map(shown) };
}

/** POST /api/resumes/{id}/library-changes {take} or {skip}: decides offered changes by id. */
export async function decideLibrary(env: Env, resumeId: string, userId: string, decision: LibraryDecisionInput) {
  const now = await followed(env, resumeId, userId);
  refuseUnlessEditor(now.resume.role);
  const decided = decideLibraryChanges(now.uses, now.resume.data, decision);
  if (!decided.ok) throw new DomainError("libraryChangeUnknown", { changes: decided.unknown.slice(0, 10).join(", ") });
  let resume = now.resume;
  if (JSON.stringify(decided.data) !== JSON.stringify(now.resume.data)) {
    const valid = resumeDataSchema.safeParse(decided.data);
    if (!valid.success) throw new DomainError("resumeTooLarge");
    resume = await updateResume(env, resumeId, userId, { data: valid.data });
  }
  const db = getDb(env);
  for (const [useId, base] of decided.bases)
    await db
      .update(libraryUses)
      .set({ base })
      .where(and(eq(libraryUses.id, useId), eq(libraryUses.resumeId, resumeId)));
  return { changes: decided.changes.map(shown), resume };
}

/** For the editor's loader: how many changes the caller's library offers this resume (read as the editor opens it). */
export async function countLibraryChanges(env: Env, resume: ResumeDocument, userId: string): Promise<number> {
  if (!mayEdit(resume.role)) return 0;
  return libraryChanges(await usesIn(env, resume.id, userId), resume.data).length;
}
