/**
 * Proposing a variant's improvement back to its master (docs/variants.md#proposing-to-the-master):
 * pure, run by the server for `POST /api/resumes/{variantId}/propose` and by the upstream panel to
 * list what may be proposed.
 *
 * From the variant's sync base (the master's text when the variant last synced), the master now and
 * the variant now, each field path becomes the operations of one suggestion on the master:
 *
 * - A **text field** (summary, skills, address, a position, a description…) the variant changed
 *   from its base and the master does not have already: the master's field set to the variant's text.
 * - A field of an **entry of the variant's own** (neither the master nor the base has it): the
 *   whole entry added to the master, after the entry it follows in the variant that the master
 *   has (or first). Several paths of one entry make one addition.
 * - Anything else is refused: a structural field (dates, company: they follow the master anyway),
 *   a path that names nothing, a field the variant did not change or that the master has the same,
 *   an entry the master removed since, and every field of a language variant (its text is in
 *   another language than the master's).
 */
import type { Op } from "../resume/ops";
import type { ResumeData } from "../resume/schema";
import {
  LIST_SECTIONS,
  LIST_TEXT_FIELDS,
  PERSONAL_TEXT_FIELDS,
  TOP_TEXT_FIELDS,
  valueAt,
  type FieldPath,
  type ListSection,
  type SyncOptions,
} from "./sync";

/** At most this many fields in one proposal. */
export const MAX_PROPOSE_PATHS = 50;

export interface Proposal {
  /** The paths this suggestion carries (one field, or the fields of one added entry). */
  paths: FieldPath[];
  ops: Op[];
}

/** Why a path cannot be proposed; each is an error code of app/lib/error-catalogue.ts. */
export type ProposeRefusal = "proposeAcrossLanguages" | "proposeNotText" | "proposeNotChanged" | "proposeEntryRemoved";

export type ProposeResult =
  { ok: true; proposals: Proposal[] } | { ok: false; code: ProposeRefusal; paths: FieldPath[] };

type Entry = { id: string } & Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const isListSection = (name: string | undefined): name is ListSection =>
  name !== undefined && (LIST_SECTIONS as string[]).includes(name);

const entriesOf = (data: ResumeData, section: ListSection) => ((data[section] as Entry[] | undefined) ?? []) as Entry[];

/** The path parsed: a top-level or personal text field, or an entry's text field; null for anything else. */
function parse(path: FieldPath): { section: ListSection; id: string; field: string } | { field: string } | null {
  const parts = path.split(".");
  if (parts.length === 1 && (TOP_TEXT_FIELDS as readonly string[]).includes(path)) return { field: path };
  if (
    parts.length === 2 &&
    parts[0] === "personalInfo" &&
    (PERSONAL_TEXT_FIELDS as readonly string[]).includes(parts[1]!)
  )
    return { field: path };
  const [section, id, field] = parts;
  if (
    parts.length === 3 &&
    isListSection(section) &&
    id &&
    field &&
    (LIST_TEXT_FIELDS[section] as readonly string[]).includes(field)
  )
    return { section, id, field };
  return null;
}

/** The operation setting one text field to a value. */
function setOp(path: FieldPath, value: unknown): Op {
  const parsed = parse(path)!;
  if ("section" in parsed)
    return {
      op: "setEntryField",
      section: parsed.section,
      id: parsed.id,
      field: parsed.field,
      value: (value ?? "") as string | string[],
    };
  if (path === "summary") return { op: "setSummary", value: typeof value === "string" ? value : "" };
  if (path === "skills") return { op: "setSkills", value: Array.isArray(value) ? (value as string[]) : [] };
  return { op: "setPersonal", field: path.split(".")[1] as "address", value: typeof value === "string" ? value : "" };
}

/** The index in the master after the last entry before `id` in the variant that the master has. */
function insertIndex(master: Entry[], variant: Entry[], id: string): number {
  const at = variant.findIndex((entry) => entry.id === id);
  for (let before = at - 1; before >= 0; before--) {
    const found = master.findIndex((entry) => entry.id === variant[before]!.id);
    if (found >= 0) return found + 1;
  }
  return 0;
}

/**
 * The suggestions proposing `paths` of the variant to the master, one per field (one per added
 * entry), in the order asked; or the first refusal, with every path it concerns.
 */
export function proposeToMaster(
  base: ResumeData,
  masterNow: ResumeData,
  variantNow: ResumeData,
  paths: readonly FieldPath[],
  options: SyncOptions,
): ProposeResult {
  const unique = [...new Set(paths)];
  if (options.translate) return { ok: false, code: "proposeAcrossLanguages", paths: unique };
  const notText = unique.filter((path) => parse(path) === null);
  if (notText.length > 0) return { ok: false, code: "proposeNotText", paths: notText };

  const proposals: Proposal[] = [];
  const added = new Map<string, Proposal>();
  const notChanged: FieldPath[] = [];
  const removed: FieldPath[] = [];
  for (const path of unique) {
    const parsed = parse(path)!;
    if ("section" in parsed) {
      const { section, id } = parsed;
      const mine = entriesOf(variantNow, section).find((entry) => entry.id === id);
      const inMaster = entriesOf(masterNow, section).some((entry) => entry.id === id);
      const inBase = entriesOf(base, section).some((entry) => entry.id === id);
      if (!mine) {
        notChanged.push(path);
        continue;
      }
      if (!inMaster && inBase) {
        removed.push(path);
        continue;
      }
      if (!inMaster) {
        const key = `${section}.${id}`;
        const existing = added.get(key);
        if (existing) existing.paths.push(path);
        else {
          const proposal: Proposal = {
            paths: [path],
            // Checked against the section's entry schema by whoever sends it (validOpSchema).
            ops: [
              {
                op: "addEntry",
                section,
                entry: structuredClone(mine),
                index: insertIndex(entriesOf(masterNow, section), entriesOf(variantNow, section), id),
              } as unknown as Op,
            ],
          };
          added.set(key, proposal);
          proposals.push(proposal);
        }
        continue;
      }
    }
    const mine = valueAt(variantNow, path);
    if (same(mine, valueAt(base, path)) || same(mine, valueAt(masterNow, path))) {
      notChanged.push(path);
      continue;
    }
    proposals.push({ paths: [path], ops: [setOp(path, mine)] });
  }
  if (removed.length > 0) return { ok: false, code: "proposeEntryRemoved", paths: removed };
  if (notChanged.length > 0) return { ok: false, code: "proposeNotChanged", paths: notChanged };
  return { ok: true, proposals };
}

export interface Proposable {
  path: FieldPath;
  /** The path is a field of an entry of the variant's own: proposing it adds the whole entry. */
  newEntry: boolean;
}

const hasText = (value: unknown) =>
  !(value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0));

/**
 * What the variant may propose to its master now: each text field it changed from its base that
 * the master does not have the same, and each entry of its own (named by its first field with
 * text). Empty for a language variant.
 */
export function proposablePaths(
  base: ResumeData,
  masterNow: ResumeData,
  variantNow: ResumeData,
  options: SyncOptions,
): Proposable[] {
  if (options.translate) return [];
  const found: Proposable[] = [];
  const fits = (path: FieldPath) => proposeToMaster(base, masterNow, variantNow, [path], options).ok;
  for (const path of [...TOP_TEXT_FIELDS, ...PERSONAL_TEXT_FIELDS.map((field) => `personalInfo.${field}`)])
    if (fits(path)) found.push({ path, newEntry: false });
  for (const section of LIST_SECTIONS) {
    const inMaster = new Set(entriesOf(masterNow, section).map((entry) => entry.id));
    const inBase = new Set(entriesOf(base, section).map((entry) => entry.id));
    for (const entry of entriesOf(variantNow, section)) {
      const fields = LIST_TEXT_FIELDS[section].map((field) => `${section}.${entry.id}.${field}`);
      if (inMaster.has(entry.id)) {
        for (const path of fields) if (fits(path)) found.push({ path, newEntry: false });
      } else if (!inBase.has(entry.id)) {
        const named = LIST_TEXT_FIELDS[section].find((field) => hasText(entry[field])) ?? LIST_TEXT_FIELDS[section][0];
        found.push({ path: `${section}.${entry.id}.${named}`, newEntry: true });
      }
    }
  }
  return found;
}
