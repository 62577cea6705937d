/**
 * The sync rules of a variant and its master (docs/variants.md): pure, run by the server when a
 * variant's upstream is read or decided, and importable by the browser.
 *
 * Three inputs: `base`, the master's content when the variant last synced (kept with the variant,
 * field by field: a field whose master change waits keeps its older base), the master now, and
 * the variant now. The rules:
 *
 * - **Structure follows at once.** An entry the master added arrives (after the entry it follows in
 *   the master, or first), one it removed goes, and when the master moved entries the variant's
 *   entries take the master's order (the variant's own entries stay after the entry they followed).
 *   A structural field (dates, companies, institutions, URLs, e-mail, phone, name, flags) the
 *   master changed takes the master's value. An entry the variant removed stays removed; the
 *   variant's own entries stay.
 * - **Text follows unless the variant changed it.** A text field (summary, skills, address, a
 *   position's title, a description, a degree, a project's name and technologies, an extra
 *   section's title and lines) the master changed follows when the variant still has the base's
 *   value; when the variant changed it, the master's change waits as an upstream change, to take
 *   or skip. When both made the same change, nothing waits.
 * - **Needs translation.** In a language variant (`translate`), text that arrives from the master
 *   (a new entry's, a followed change, a taken change) is marked, by its path, until the variant's
 *   text differs from the master's text it came as.
 *
 * Syncing twice changes nothing the second time: the new base is the master now, but for fields
 * whose change waits.
 */
import { stableHash } from "../resume/stable-hash";
import type { ResumeData } from "../resume/schema";

/** Where a field is: `summary`, `skills`, `personalInfo.address`, `experience.{id}.description`. */
export type FieldPath = string;

export interface UpstreamChange {
  /** Stable while the master's new value is the same: a hash of the path and that value. */
  id: string;
  path: FieldPath;
  masterBefore: unknown;
  masterAfter: unknown;
  variantNow: unknown;
}

/** What a variant keeps besides its content (stored with it, app/db/tables/resumes.ts). */
export interface VariantSyncState {
  /** The master's content when the variant last synced (without its settings, which never flow). */
  base: ResumeData;
  /** Text fields whose text is still the master's, in a language variant. */
  needsTranslation: FieldPath[];
}

export interface SyncOptions {
  /** The variant is in another language than the master: text from the master needs translation. */
  translate: boolean;
}

export interface SyncResult {
  variant: ResumeData;
  state: VariantSyncState;
  /** The master's changes that wait, in the order of the resume. */
  changes: UpstreamChange[];
}

/** The list sections and the text fields of their entries; every other field is structural. */
export const LIST_TEXT_FIELDS = {
  experience: ["position", "description"],
  education: ["degree", "fieldOfStudy"],
  projects: ["name", "description", "technologies"],
  extraSections: ["title", "description"],
} as const;
export type ListSection = keyof typeof LIST_TEXT_FIELDS;
export const LIST_SECTIONS = Object.keys(LIST_TEXT_FIELDS) as ListSection[];

/** Personal fields that are text; the rest (name, e-mail, phone, links) are structural. */
export const PERSONAL_TEXT_FIELDS = ["address"] as const;
/** Top-level text fields. */
export const TOP_TEXT_FIELDS = ["summary", "skills"] as const;

type Entry = { id: string } & Record<string, unknown>;

const clone = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** Equal as stored: an absent optional field is the same as null. */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);
}

export function upstreamChangeId(path: FieldPath, masterAfter: unknown): string {
  return `u${stableHash(`${path}\u0000${JSON.stringify(masterAfter ?? null)}`)}`;
}

function listOf(data: ResumeData, section: ListSection): Entry[] {
  return ((data[section] as Entry[] | undefined) ?? []) as Entry[];
}

const isListSection = (name: string | undefined): name is ListSection =>
  name !== undefined && (LIST_SECTIONS as string[]).includes(name);

/** The value at a path, or undefined when the path names nothing. */
export function valueAt(data: ResumeData, path: FieldPath): unknown {
  const [head, second, field] = path.split(".");
  if (head === "personalInfo" && second) return (data.personalInfo as Record<string, unknown>)[second];
  if (isListSection(head) && second && field) return listOf(data, head).find((entry) => entry.id === second)?.[field];
  return (data as Record<string, unknown>)[path];
}

/** Sets the value at a path in place; a path naming an entry the data lacks sets nothing. */
function setAt(data: ResumeData, path: FieldPath, value: unknown): void {
  const [head, second, field] = path.split(".");
  let target: Record<string, unknown> | undefined;
  let key: string;
  if (head === "personalInfo" && second) {
    target = data.personalInfo as Record<string, unknown>;
    key = second;
  } else if (isListSection(head) && second && field) {
    target = listOf(data, head).find((entry) => entry.id === second);
    key = field;
  } else {
    target = data as Record<string, unknown>;
    key = path;
  }
  if (!target) return;
  if (value === undefined) delete target[key];
  else target[key] = clone(value);
}

/** The paths of a resume's text fields that hold text (what a new language variant has to translate). */
export function textPaths(data: ResumeData): FieldPath[] {
  const paths: FieldPath[] = [];
  for (const field of TOP_TEXT_FIELDS) if (!isEmpty(data[field])) paths.push(field);
  for (const field of PERSONAL_TEXT_FIELDS) if (!isEmpty(data.personalInfo[field])) paths.push(`personalInfo.${field}`);
  for (const section of LIST_SECTIONS)
    for (const entry of listOf(data, section)) paths.push(...entryTextPaths(section, entry));
  return paths;
}

function entryTextPaths(section: ListSection, entry: Entry): FieldPath[] {
  return LIST_TEXT_FIELDS[section]
    .filter((field) => !isEmpty(entry[field]))
    .map((field) => `${section}.${entry.id}.${field}`);
}

/** The state a new variant starts with: it is the master's content, all of it still untranslated in a language variant. */
export function initialSyncState(master: ResumeData, options: SyncOptions): VariantSyncState {
  return { base: baseOf(master), needsTranslation: options.translate ? textPaths(master) : [] };
}

/** The master's content as a base: without its settings (language, fitting), which never flow. */
function baseOf(master: ResumeData): ResumeData {
  const { settings: _settings, ...content } = clone(master);
  return content;
}

interface Context {
  options: SyncOptions;
  changes: UpstreamChange[];
  /** Fields whose change waits: the base keeps its value there. */
  pinned: Map<FieldPath, unknown>;
  marked: Set<FieldPath>;
}

/** The text rule for one field; returns the variant's new value. */
function mergeText(context: Context, path: FieldPath, base: unknown, master: unknown, variant: unknown): unknown {
  if (same(master, base) || same(variant, master)) return variant;
  if (same(variant, base)) {
    if (context.options.translate && !isEmpty(master)) context.marked.add(path);
    return clone(master);
  }
  context.changes.push({
    id: upstreamChangeId(path, master),
    path,
    masterBefore: clone(base ?? null),
    masterAfter: clone(master ?? null),
    variantNow: clone(variant ?? null),
  });
  context.pinned.set(path, clone(base));
  return variant;
}

/** The structural rule: the master's change wins, else the variant keeps its own. */
const mergeStructural = (base: unknown, master: unknown, variant: unknown): unknown =>
  same(master, base) ? variant : clone(master);

function mergeEntry(context: Context, section: ListSection, base: Entry, master: Entry, variant: Entry): Entry {
  const merged: Entry = { ...variant };
  const text = LIST_TEXT_FIELDS[section] as readonly string[];
  const fields = new Set([...Object.keys(base), ...Object.keys(master), ...Object.keys(variant)]);
  fields.delete("id");
  for (const field of fields) {
    const value = text.includes(field)
      ? mergeText(context, `${section}.${variant.id}.${field}`, base[field], master[field], variant[field])
      : mergeStructural(base[field], master[field], variant[field]);
    if (value === undefined) delete merged[field];
    else merged[field] = value;
  }
  return merged;
}

function sameOrder(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

function mergeList(context: Context, section: ListSection, base: Entry[], master: Entry[], variant: Entry[]): Entry[] {
  const baseById = new Map(base.map((entry) => [entry.id, entry]));
  const masterById = new Map(master.map((entry) => [entry.id, entry]));
  // Removed in the master: gone from the variant too. Kept ones take the master's changes.
  const kept = variant
    .filter((entry) => !(baseById.has(entry.id) && !masterById.has(entry.id)))
    .map((entry) => {
      const inMaster = masterById.get(entry.id);
      if (!inMaster) return entry;
      return mergeEntry(context, section, baseById.get(entry.id) ?? inMaster, inMaster, entry);
    });

  // Moved in the master: the entries both have take the master's order; the variant's own stay
  // after the entry they followed.
  const masterOrder = master.filter((entry) => baseById.has(entry.id)).map((entry) => entry.id);
  const baseOrder = base.filter((entry) => masterById.has(entry.id)).map((entry) => entry.id);
  let ordered = kept;
  if (!sameOrder(masterOrder, baseOrder)) {
    const keptById = new Map(kept.map((entry) => [entry.id, entry]));
    const after = new Map<string | null, Entry[]>();
    let anchor: string | null = null;
    for (const entry of kept) {
      if (masterById.has(entry.id)) anchor = entry.id;
      else after.set(anchor, [...(after.get(anchor) ?? []), entry]);
    }
    ordered = [...(after.get(null) ?? [])];
    for (const entry of master) {
      const own = keptById.get(entry.id);
      if (own) ordered.push(own, ...(after.get(entry.id) ?? []));
    }
  }

  // Added in the master: after the entry it follows there, or first.
  const present = new Set(ordered.map((entry) => entry.id));
  master.forEach((entry, index) => {
    if (baseById.has(entry.id) || present.has(entry.id)) return;
    let at = 0;
    for (let before = index - 1; before >= 0; before--) {
      const found = ordered.findIndex((candidate) => candidate.id === master[before]!.id);
      if (found >= 0) {
        at = found + 1;
        break;
      }
    }
    ordered.splice(at, 0, clone(entry));
    present.add(entry.id);
    if (context.options.translate) for (const path of entryTextPaths(section, entry)) context.marked.add(path);
  });
  return ordered;
}

/**
 * Syncs a variant with its master: the variant's new content (structure and unchanged text
 * followed), its new state, and the master's changes that wait.
 */
export function syncVariant(
  state: VariantSyncState,
  masterNow: ResumeData,
  variantNow: ResumeData,
  options: SyncOptions,
): SyncResult {
  const base = state.base;
  const context: Context = { options, changes: [], pinned: new Map(), marked: new Set(state.needsTranslation) };
  const variant = clone(variantNow);

  for (const field of TOP_TEXT_FIELDS) {
    const value = mergeText(context, field, base[field], masterNow[field], variant[field]);
    (variant as Record<string, unknown>)[field] = value;
  }
  const personal = variant.personalInfo as Record<string, unknown>;
  const basePersonal = base.personalInfo as Record<string, unknown>;
  const masterPersonal = masterNow.personalInfo as Record<string, unknown>;
  for (const field of new Set([...Object.keys(basePersonal), ...Object.keys(masterPersonal)])) {
    const value = (PERSONAL_TEXT_FIELDS as readonly string[]).includes(field)
      ? mergeText(context, `personalInfo.${field}`, basePersonal[field], masterPersonal[field], personal[field])
      : mergeStructural(basePersonal[field], masterPersonal[field], personal[field]);
    if (value === undefined) delete personal[field];
    else personal[field] = value;
  }
  for (const section of LIST_SECTIONS) {
    const merged = mergeList(
      context,
      section,
      listOf(base, section),
      listOf(masterNow, section),
      listOf(variant, section),
    );
    if (merged.length > 0 || variant[section] !== undefined) (variant as Record<string, unknown>)[section] = merged;
  }

  const nextBase = baseOf(masterNow);
  for (const [path, value] of context.pinned) setAt(nextBase, path, value);
  const needsTranslation = options.translate
    ? [...context.marked].filter((path) => {
        const value = valueAt(variant, path);
        return !isEmpty(value) && same(value, valueAt(nextBase, path));
      })
    : [];
  return { variant, state: { base: nextBase, needsTranslation }, changes: context.changes };
}

/**
 * Marks fields of a language variant translated without changing them (a name, "Python, SQL": the
 * same in both languages): their markers go. Nothing else needs remembering: a marker is only ever
 * added when the master's text arrives (a new entry, a change followed or taken), so it stays gone
 * through later syncs until the master's text of that field changes again. Paths not marked are
 * ignored (marking twice is marking once).
 */
export function markTranslated(state: VariantSyncState, paths: readonly FieldPath[]): VariantSyncState {
  const drop = new Set(paths);
  return { ...state, needsTranslation: state.needsTranslation.filter((path) => !drop.has(path)) };
}

export interface UpstreamDecision {
  take?: string[];
  skip?: string[];
}

export type DecisionResult = ({ ok: true } & SyncResult) | { ok: false; unknown: string[] };

/**
 * Takes or skips waiting changes of a sync: a taken change writes the master's text into the
 * variant (marked for translation in a language variant), a skipped one leaves the variant's; both
 * move the field's base to the master's text, so the change waits no more. Ids not among the
 * changes refuse the whole decision.
 */
export function decideUpstream(
  synced: SyncResult,
  masterNow: ResumeData,
  decision: UpstreamDecision,
  options: SyncOptions,
): DecisionResult {
  const byId = new Map(synced.changes.map((change) => [change.id, change]));
  const asked = [...(decision.take ?? []), ...(decision.skip ?? [])];
  const unknown = asked.filter((id) => !byId.has(id));
  if (unknown.length > 0) return { ok: false, unknown: [...new Set(unknown)] };
  const variant = clone(synced.variant);
  const base = clone(synced.state.base);
  const marked = [...synced.state.needsTranslation];
  for (const id of decision.take ?? []) {
    const change = byId.get(id)!;
    setAt(variant, change.path, change.masterAfter);
    if (options.translate && !isEmpty(change.masterAfter)) marked.push(change.path);
  }
  for (const id of asked) {
    const change = byId.get(id)!;
    setAt(base, change.path, change.masterAfter);
  }
  // Syncing again with the decided fields' base moved: what still waits, and the markers.
  return { ok: true, ...syncVariant({ base, needsTranslation: marked }, masterNow, variant, options) };
}
