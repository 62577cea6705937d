/**
 * Variants of a resume (docs/variants.md): a language or job version of a master resume that is a
 * resume of its own, linked to the master by `resumes.variant_of`, with its sync state in
 * `resumes.variant_sync`. The rules are pure (app/domain/variants/sync.ts); this reads the master
 * as its editors see it now (through its room), applies what follows automatically to the variant
 * through the REST write path (so the variant's room gets it), and keeps the state.
 *
 * Access: making a variant is a write on the master (owner and editors); the variant is the
 * caller's own resume, shared with nobody (the master's collaborators are not the variant's).
 * Reading or deciding a variant's upstream needs a role on the variant and on the master.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { resumes } from "~/db/schema";
import { mayEdit, maySuggest } from "~/domain/collab/roles";
import { validOpSchema, type Op } from "~/domain/resume/ops";
import type { SuggestionView } from "~/domain/suggestions/suggestion";
import { TITLE_MAX, type ResumeDocument, type ResumeRole, type SavedJobDescription } from "~/domain/resume/api";
import { LANGUAGE_NAMES, settingsOf, type ResumeLanguage } from "~/domain/resume/language";
import { resumeDataSchema, type ResumeData } from "~/domain/resume/schema";
import { tailoredTitle } from "~/domain/tailor";
import {
  MAX_VARIANTS,
  type CreateVariantInput,
  type ProposeInput,
  type UpstreamDecisionInput,
} from "~/domain/variants/input";
import type { VariantLink } from "~/domain/variants/link";
import { proposablePaths, proposeToMaster, type Proposable } from "~/domain/variants/propose";
import {
  decideUpstream,
  initialSyncState,
  markTranslated,
  syncVariant,
  type SyncResult,
  type UpstreamChange,
  type VariantSyncState,
} from "~/domain/variants/sync";
import { DomainError } from "~/lib/domain-error";
import type { RoomDocument } from "~/domain/resume/document";
import { followMaster, notifyUpstreamChanged, withLiveDocument, withSnapshot } from "./collab/room.server";
import { getDb } from "./db.server";
import { createResume, getResume, resumeRole, updateResume } from "./resumes.server";
import type { PublicUser } from "./session.server";
import { createSuggestion } from "./suggestions/suggestions.server";
import { deleteResumeForever } from "./trash.server";

export interface VariantDocument extends ResumeDocument {
  variantOf: string;
  language: ResumeLanguage;
}

export interface VariantListItem {
  id: string;
  language: ResumeLanguage;
  title: string;
  /** Where its editor opens (`/builder/{templateId}?resume={id}`). */
  templateId: string;
  jobDescription?: SavedJobDescription;
  pendingUpstream: number;
}

export interface UpstreamAnswer {
  changes: UpstreamChange[];
  /** Text fields still in the master's words (a language variant), by path. */
  needsTranslation: string[];
  /** What this variant may propose to its master (a variant in the master's language; docs/variants.md#proposing-to-the-master). */
  proposable: Proposable[];
}

function refuseUnlessEditor(role: ResumeRole): void {
  if (!mayEdit(role)) throw new DomainError(role === "suggester" ? "suggestOnlyResume" : "viewOnlyResume");
}

const languageOf = (data: ResumeData): ResumeLanguage => settingsOf(data).language;

async function variantLink(env: Env, resumeId: string) {
  return getDb(env)
    .select({
      variantOf: resumes.variantOf,
      variantSync: resumes.variantSync,
      // The stored text itself, to write the next state only over the one this sync read (store).
      variantSyncText: sql<string | null>`${sql.identifier("variant_sync")}`,
    })
    .from(resumes)
    .where(eq(resumes.id, resumeId))
    .get();
}

/** How many variants the master has, the Trash included (as for the resume limit: restoring one never goes past it). */
async function variantCount(env: Env, masterId: string): Promise<number> {
  const row = await getDb(env)
    .select({ n: sql<number>`count(*)` })
    .from(resumes)
    .where(eq(resumes.variantOf, masterId))
    .get();
  return row?.n ?? 0;
}

/** Whether the resume is a variant of a master (linked now). */
export async function isVariant(env: Env, resumeId: string): Promise<boolean> {
  return !!(await variantLink(env, resumeId))?.variantOf;
}

function variantTitle(masterTitle: string, input: CreateVariantInput): string {
  const withLanguage = input.language ? `${masterTitle} · ${LANGUAGE_NAMES[input.language]}` : masterTitle;
  const title = input.jobDescription ? tailoredTitle(withLanguage, input.jobDescription, TITLE_MAX) : withLanguage;
  return title.slice(0, TITLE_MAX).trim();
}

/** POST /api/resumes/{id}/variants: a new variant, the master's content as its editors see it now. */
export async function createVariant(
  env: Env,
  masterId: string,
  userId: string,
  input: CreateVariantInput,
): Promise<VariantDocument> {
  const master = await getResume(env, masterId, userId);
  refuseUnlessEditor(master.role);
  const db = getDb(env);
  const link = await variantLink(env, masterId);
  if (link?.variantOf) throw new DomainError("variantOfVariant");
  if ((await variantCount(env, masterId)) >= MAX_VARIANTS) throw new DomainError("variantLimit", { max: MAX_VARIANTS });

  const live = await withLiveDocument(env, master);
  const masterLanguage = languageOf(live.data);
  const data: ResumeData =
    input.language === undefined || input.language === masterLanguage
      ? live.data
      : { ...live.data, settings: { ...settingsOf(live.data), language: input.language, direction: "auto" } };
  const copy = await createResume(env, userId, {
    templateId: live.templateId as Parameters<typeof createResume>[2]["templateId"],
    data,
    title: variantTitle(live.title, input),
  });
  try {
    const state = initialSyncState(live.data, { translate: languageOf(data) !== masterLanguage });
    await updateResume(env, copy.id, userId, {
      pageSize: live.pageSize,
      ...(input.jobDescription ? { jobDescription: input.jobDescription } : {}),
    });
    // Linked only while the master has room, counted in the same statement (D1 runs one at a
    // time): two made at once both pass the count above, and the one linked second goes.
    const linked = await db
      .update(resumes)
      .set({ variantOf: masterId, variantSync: state })
      .where(
        and(
          eq(resumes.id, copy.id),
          isNull(resumes.deletedAt),
          sql`(SELECT count(*) FROM resumes WHERE variant_of = ${masterId}) < ${MAX_VARIANTS}`,
        ),
      );
    if (linked.meta.changes === 0) throw new DomainError("variantLimit", { max: MAX_VARIANTS });
    const variant = await getResume(env, copy.id, userId);
    return { ...variant, variantOf: masterId, language: languageOf(variant.data) };
  } catch (error) {
    // No half-made variant: it exists linked to its master, or not at all.
    await deleteResumeForever(env, copy.id, userId).catch(() => undefined);
    throw error;
  }
}

/** The sync state a variant keeps; a variant without one (never expected) starts from the master now. */
function stateOf(stored: unknown, masterData: ResumeData, translate: boolean): VariantSyncState {
  const state = stored as Partial<VariantSyncState> | null;
  if (state?.base && Array.isArray(state.needsTranslation)) return state as VariantSyncState;
  return initialSyncState(masterData, { translate });
}

/** GET /api/resumes/{id}/variants: the variants of a master the caller can see, with their waiting changes. */
export async function listVariants(env: Env, masterId: string, userId: string): Promise<VariantListItem[]> {
  const master = await withLiveDocument(env, await getResume(env, masterId, userId));
  const rows = await getDb(env)
    .select({
      id: resumes.id,
      title: resumes.title,
      templateId: resumes.templateId,
      data: resumes.data,
      jobDescription: resumes.jobDescription,
      variantSync: resumes.variantSync,
      createdAt: resumes.createdAt,
    })
    .from(resumes)
    .where(and(eq(resumes.variantOf, masterId), isNull(resumes.deletedAt)))
    .orderBy(resumes.createdAt);
  const items: VariantListItem[] = [];
  for (const row of rows) {
    if ((await resumeRole(env, row.id, userId)) === null) continue;
    const data = row.data as ResumeData;
    const translate = languageOf(data) !== languageOf(master.data);
    // D1's copy of the variant: the count is exact once its room has written back (about a minute).
    const synced = syncVariant(stateOf(row.variantSync, master.data, translate), master.data, data, { translate });
    const job = row.jobDescription as SavedJobDescription | null;
    items.push({
      id: row.id,
      language: languageOf(data),
      title: row.title,
      templateId: row.templateId,
      ...(job ? { jobDescription: job } : {}),
      pendingUpstream: synced.changes.length,
    });
  }
  return items;
}

/** For the editor: whether this resume is a variant, and of which master (null: no variant; docs/variants.md#the-editor). */
export async function variantLinkOf(env: Env, resume: ResumeDocument, userId: string): Promise<VariantLink | null> {
  const link = await variantLink(env, resume.id);
  if (!link?.variantOf) return null;
  const master = await getResume(env, link.variantOf, userId).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === "resumeNotFound") return null;
    throw error;
  });
  return {
    masterId: link.variantOf,
    master: master ? { title: master.title, templateId: master.templateId, language: languageOf(master.data) } : null,
    language: languageOf(resume.data),
  };
}

/** The master's room, pushing its live document (workers/room/variant-followers.ts). */
export interface MasterRoom {
  masterId: string;
  live: { document: RoomDocument; version: number };
}

interface Synced {
  variant: ResumeDocument;
  master: ResumeDocument;
  stored: VariantSyncState;
  /** The state's text as D1 held it when read: the next state is written only over it. */
  storedText: string | null;
  synced: SyncResult;
  translate: boolean;
}

/**
 * The variant and its master as their editors see them now, synced by the rules. `masterRoom`:
 * the master's live document when its own room asks (a push), which it cannot read through itself.
 */
async function syncNow(env: Env, variantId: string, userId: string, masterRoom?: MasterRoom): Promise<Synced> {
  const variant = await withLiveDocument(env, await getResume(env, variantId, userId));
  const link = await variantLink(env, variantId);
  if (!link?.variantOf || (masterRoom && link.variantOf !== masterRoom.masterId)) throw new DomainError("notAVariant");
  let master: ResumeDocument;
  try {
    // The caller's access to the master is read from D1 every time, a push's too.
    const row = await getResume(env, link.variantOf, userId);
    master = masterRoom ? withSnapshot(row, masterRoom.live) : await withLiveDocument(env, row);
  } catch (error) {
    if (error instanceof DomainError && error.code === "resumeNotFound")
      throw new DomainError("variantMasterUnavailable");
    throw error;
  }
  const translate = languageOf(variant.data) !== languageOf(master.data);
  const stored = stateOf(link.variantSync, master.data, translate);
  return {
    variant,
    master,
    stored,
    storedText: link.variantSyncText,
    translate,
    synced: syncVariant(stored, master.data, variant.data, { translate }),
  };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What storing a sync did: wrote something, found nothing to write, or lost a race (retry). */
type Stored = "wrote" | "unchanged" | "raced";

/**
 * Writes what a sync changed: its state first, only over the state this sync was computed from,
 * then the variant's content through the REST write path (its room gets it, merging its own
 * unsaved edits on top). Two syncs of one variant can run at once (a push from the master's room
 * and the owner's Take); the one whose state write finds another state lost the race and writes
 * nothing, so a content computed from an older state never overwrites a decision.
 */
async function store(env: Env, userId: string, before: Synced, after: SyncResult): Promise<Stored> {
  const content = !sameJson(after.variant, before.variant.data);
  const valid = content ? resumeDataSchema.safeParse(after.variant) : null;
  if (valid && !valid.success) throw new DomainError("variantTooLarge");
  const state = !sameJson(after.state, before.stored);
  if (state) {
    const written = await getDb(env)
      .update(resumes)
      .set({ variantSync: after.state })
      .where(
        and(
          eq(resumes.id, before.variant.id),
          isNull(resumes.deletedAt),
          before.storedText === null
            ? isNull(resumes.variantSync)
            : sql`${sql.identifier("variant_sync")} = ${before.storedText}`,
        ),
      );
    if (written.meta.changes === 0) return "raced";
  }
  if (valid?.success) await updateResume(env, before.variant.id, userId, { data: valid.data });
  return content || state ? "wrote" : "unchanged";
}

/**
 * Stores what `decide` makes of a sync, from `first` and then from fresh reads (`again`) while
 * another sync of the variant stores first.
 */
async function storeWithRetry<T extends SyncResult>(
  env: Env,
  userId: string,
  first: Synced,
  again: () => Promise<Synced>,
  decide: (now: Synced) => T,
): Promise<{ now: Synced; result: T }> {
  let now = first;
  for (let attempt = 1; ; attempt++) {
    const result = decide(now);
    const stored = await store(env, userId, now, result);
    if (stored !== "raced" || attempt === STORE_ATTEMPTS) return { now, result };
    now = await again();
  }
}

/** Three syncs of one variant landing within one read of each other is already rare. */
const STORE_ATTEMPTS = 3;

/**
 * GET /api/resumes/{id}/upstream: the master's changes waiting in this variant. What follows by
 * itself (structure, text the variant did not change) is applied to the variant now, when the
 * caller may edit it; a viewer reads the same answer and nothing is stored. A read that may write
 * makes the variant a follower of its master's room for a while: the master's next edits are
 * pushed to it as they happen (pushToVariant).
 */
export async function readUpstream(env: Env, variantId: string, userId: string): Promise<UpstreamAnswer> {
  const first = await syncNow(env, variantId, userId);
  if (!mayEdit(first.variant.role)) return answerOf(first, first.synced);
  const { now, result } = await storeWithRetry(
    env,
    userId,
    first,
    () => syncNow(env, variantId, userId),
    (read) => read.synced,
  );
  await followMaster(env, now.master.id, variantId, userId);
  return answerOf(now, result);
}

/** Codes that mean this follower can no longer be synced by this reader: it stops following. */
const UNFOLLOW: ReadonlySet<string> = new Set([
  "resumeNotFound",
  "notAVariant",
  "variantMasterUnavailable",
  "viewOnlyResume",
  "suggestOnlyResume",
]);

/** What a push did for one follower. */
export type PushOutcome =
  /** Synced; `waiting`: the ids of the changes that wait now, for the next push to compare. */
  | { follow: true; waiting: string }
  /** The reader may no longer sync it (access gone, the variant deleted or made independent). */
  | { follow: false };

/**
 * The master's room pushes its live document to a follower (docs/variants.md#when-a-sync-runs):
 * the same sync as a read, as the follower's reader, their access to both checked in D1 again.
 * What follows by itself is written to the variant (its room gets it). When that changed anything,
 * or other changes wait than at the last push (`waitingBefore`), the variant's editors are told to
 * read their upstream again: the signal carries no content, the read checks who is asking.
 */
export async function pushToVariant(
  env: Env,
  masterRoom: MasterRoom,
  variantId: string,
  userId: string,
  waitingBefore: string | undefined,
): Promise<PushOutcome> {
  try {
    const now = await syncNow(env, variantId, userId, masterRoom);
    refuseUnlessEditor(now.variant.role);
    // A push that loses a race to another sync leaves it be: that sync saw the newer state.
    const stored = await store(env, userId, now, now.synced);
    if (stored === "raced") return { follow: true, waiting: waitingBefore ?? "" };
    const waiting = now.synced.changes.map((change) => change.id).join(" ");
    if (stored === "wrote" || waiting !== (waitingBefore ?? "")) await notifyUpstreamChanged(env, variantId);
    return { follow: true, waiting };
  } catch (error) {
    if (error instanceof DomainError && UNFOLLOW.has(error.code)) return { follow: false };
    throw error;
  }
}

function answerOf(now: Synced, after: SyncResult): UpstreamAnswer {
  return {
    changes: after.changes,
    needsTranslation: after.state.needsTranslation,
    proposable: proposablePaths(after.state.base, now.master.data, after.variant, { translate: now.translate }),
  };
}

/**
 * POST /api/resumes/{id}/upstream {take} or {skip}: decides waiting changes by id; {translated}:
 * marks fields of a language variant translated as they are (their markers go until the master's
 * text of the field changes again).
 */
export async function decideUpstreamChanges(
  env: Env,
  variantId: string,
  userId: string,
  decision: UpstreamDecisionInput,
): Promise<UpstreamAnswer & { resume: ResumeDocument }> {
  const first = await syncNow(env, variantId, userId);
  refuseUnlessEditor(first.variant.role);
  const { now, result: after } = await storeWithRetry(
    env,
    userId,
    first,
    () => syncNow(env, variantId, userId),
    (read): SyncResult => {
      // A variant in the master's language has no markers: marking its fields changes nothing.
      if (decision.translated) return { ...read.synced, state: markTranslated(read.synced.state, decision.translated) };
      const decided = decideUpstream(read.synced, read.master.data, decision, { translate: read.translate });
      if (!decided.ok)
        throw new DomainError("upstreamChangeUnknown", { changes: decided.unknown.slice(0, 10).join(", ") });
      return decided;
    },
  );
  return { ...answerOf(now, after), resume: await getResume(env, variantId, userId) };
}

/**
 * POST /api/resumes/{variantId}/propose {paths}: the variant's text of each field proposed to its
 * master as a suggestion, one per field (one per entry of the variant's own, added whole), so the
 * master's owner accepts or rejects each on its own. The caller needs a role on the variant and
 * may suggest on the master (a stranger to it gets its 404, a viewer 403 `suggestViewOnly`). Every
 * path is checked before any suggestion is made; proposing a field again revises the caller's
 * pending suggestion of it rather than adding another.
 */
export async function proposeVariantChanges(
  env: Env,
  variantId: string,
  user: PublicUser,
  input: ProposeInput,
  origin: string,
): Promise<SuggestionView[]> {
  const variant = await withLiveDocument(env, await getResume(env, variantId, user.id));
  const link = await variantLink(env, variantId);
  if (!link?.variantOf) throw new DomainError("notAVariant");
  const masterDoc = await getResume(env, link.variantOf, user.id);
  if (!maySuggest(masterDoc.role)) throw new DomainError("suggestViewOnly");
  const master = await withLiveDocument(env, masterDoc);
  const translate = languageOf(variant.data) !== languageOf(master.data);
  const stored = stateOf(link.variantSync, master.data, translate);
  // The variant as a sync would leave it: text the master changed and the variant did not has followed.
  const synced = syncVariant(stored, master.data, variant.data, { translate });
  const result = proposeToMaster(synced.state.base, master.data, synced.variant, input.paths, { translate });
  if (!result.ok) throw new DomainError(result.code, { fields: result.paths.slice(0, 10).join(", ") });
  const proposals = result.proposals.map((proposal) => {
    const ops = proposal.ops.map((op) => validOpSchema.safeParse(op));
    if (!ops.every((op) => op.success)) throw new DomainError("proposeNotText", { fields: proposal.paths.join(", ") });
    return ops.map((op) => op.data as Op);
  });
  const made: SuggestionView[] = [];
  for (const ops of proposals) made.push(await createSuggestion(env, master.id, user, ops, origin));
  return made;
}
