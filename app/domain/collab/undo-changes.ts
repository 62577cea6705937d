/**
 * What one room operation changed, kept so it can be taken back (undo) and made again (redo)
 * without touching anything else: docs/collaboration.md#undo-and-redo.
 *
 * A change records the value its target held before and after the operation. Undo checks that the
 * target still holds "after" (else someone else changed it since, and it is skipped); redo checks
 * that it still holds "before". Entry ids are given as the user first saw them: the engine
 * (./undo.ts) maps them to the entry's current id, because a removed id can never come back
 * (the room keeps tombstones) and a re-added entry gets a fresh one.
 */
import { pageFitOf } from "../layout/page-fit";
import { settingsOf } from "../resume/language";
import { applyOp, emptyTombstones } from "./apply";
import { PERSONAL_FIELDS, type EntrySectionName, type RoomDocument } from "../resume/document";
import type { Op } from "../resume/ops";

type Entry = { id: string } & Record<string, unknown>;
type PersonalField = (typeof PERSONAL_FIELDS)[number];

/** A single value of the document that set-operations write. */
export type FieldTarget =
  | { op: "setSummary" }
  | { op: "setSkills" }
  | { op: "setTemplate" }
  | { op: "setPageSize" }
  | { op: "setJobDescription" }
  | { op: "setLanguage" }
  | { op: "setDirection" }
  | { op: "setPageFit" }
  | { op: "setNewPageSections" }
  | { op: "setPersonal"; field: PersonalField }
  | { op: "setEntryField"; section: EntrySectionName; id: string; field: string };

export type Change =
  /** A field went from `before` to `after`. */
  | { kind: "field"; target: FieldTarget; before: unknown; after: unknown }
  /**
   * An entry appeared (`existsAfter`, an add) or disappeared (a removal). `entry` is its content
   * while it existed; `index` where it stood.
   */
  | { kind: "entry"; section: EntrySectionName; entry: Entry; index: number; existsAfter: boolean }
  /** An entry moved from index `from` to index `to`. */
  | { kind: "move"; section: EntrySectionName; id: string; from: number; to: number };

export type Direction = "undo" | "redo";

/** What a skipped change touched, as a code the pages translate (docs/i18n.md "Computed texts"). */
export type SkipTarget =
  | { code: "top"; op: keyof typeof UNDO_TOP_LABELS }
  | { code: "personal"; field: PersonalField }
  | { code: "entryField"; section: EntrySectionName; field: string }
  | { code: "entry"; section: EntrySectionName };

/** Why a change could not be taken back or made again. */
export interface Skip {
  label: string;
  target: SkipTarget;
  reason: "changed" | "removed" | "moved" | "exists";
}

/** The notice as a code: the skipped changes, once each, and whether some of the step was done. */
export interface SkipNoticeText {
  code: "skipped";
  params: { partly: boolean; skips: { target: SkipTarget; reason: Skip["reason"] }[] };
}

/** Resolves an entry id as first recorded to the id the entry has now. */
export type IdResolver = (id: string) => string;

function entriesOf(document: RoomDocument, section: EntrySectionName): Entry[] {
  return (document.data[section] ?? []) as Entry[];
}

const MISSING = Symbol("missing");

function readField(document: RoomDocument, target: FieldTarget, resolve: IdResolver): unknown {
  switch (target.op) {
    case "setSummary":
      return document.data.summary;
    case "setSkills":
      return document.data.skills;
    case "setTemplate":
      return document.templateId;
    case "setPageSize":
      return document.pageSize;
    case "setJobDescription":
      return document.jobDescription;
    case "setLanguage":
      return settingsOf(document.data).language;
    case "setDirection":
      return settingsOf(document.data).direction;
    case "setPageFit":
      return pageFitOf(document.data);
    case "setNewPageSections":
      return document.data.settings?.newPageSections ?? [];
    case "setPersonal":
      return document.data.personalInfo[target.field];
    case "setEntryField": {
      const entry = entriesOf(document, target.section).find((candidate) => candidate.id === resolve(target.id));
      return entry ? entry[target.field] : MISSING;
    }
    default: {
      // A new set-operation must say here what it writes, or its changes could not be undone.
      const unhandled: never = target;
      return unhandled;
    }
  }
}

function writeField(target: FieldTarget, value: unknown, resolve: IdResolver): Op {
  // The value was read from a document of the same shape, so it fits the operation it came from.
  if (target.op === "setEntryField") return { ...target, id: resolve(target.id), value } as Op;
  return { ...target, value } as Op;
}

/** Structural equality of JSON values, ignoring key order. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => sameValue(item, other[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameValue(left[key], right[key])) return false;
  return true;
}

function withoutId(entry: Entry): Record<string, unknown> {
  const { id: _id, ...rest } = entry;
  return rest;
}

/** A key naming what a change touches: two field changes with equal keys edit the same field. */
export function changeKey(change: Change, resolve: IdResolver): string {
  switch (change.kind) {
    case "field":
      if (change.target.op === "setEntryField")
        return `${change.target.section}.${resolve(change.target.id)}.${change.target.field}`;
      if (change.target.op === "setPersonal") return `personalInfo.${change.target.field}`;
      return change.target.op;
    case "entry":
      return `${change.section}.${resolve(change.entry.id)}`;
    case "move":
      return `${change.section}.${resolve(change.id)}`;
  }
}

export const UNDO_SECTION_LABELS = {
  experience: "Experience",
  education: "Education",
  projects: "Projects",
  extraSections: "More sections",
} as const satisfies Record<EntrySectionName, string>;
export const UNDO_PERSONAL_LABELS = {
  fullName: "Full name",
  email: "Email",
  phone: "Phone",
  address: "Address",
  linkedIn: "LinkedIn",
  github: "GitHub",
} as const satisfies Record<PersonalField, string>;
export const UNDO_TOP_LABELS = {
  setSummary: "Summary",
  setSkills: "Skills",
  setTemplate: "Template",
  setPageSize: "Page size",
  setJobDescription: "Job description",
  setLanguage: "Resume language",
  setDirection: "Text direction",
  setPageFit: "Page fit",
  setNewPageSections: "Page breaks",
} as const;
const SECTION_LABELS: Record<EntrySectionName, string> = UNDO_SECTION_LABELS;
const PERSONAL_LABELS: Record<PersonalField, string> = UNDO_PERSONAL_LABELS;
const TOP_LABELS = UNDO_TOP_LABELS;

/** An entry field as the notice names it: "startDate" is "Start date". */
export function humanize(field: string): string {
  const words = field.replace(/([A-Z])/g, " $1").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a change touches, as a code. */
export function skipTargetOf(change: Change): SkipTarget {
  switch (change.kind) {
    case "field": {
      const { target } = change;
      if (target.op === "setPersonal") return { code: "personal", field: target.field };
      if (target.op === "setEntryField") return { code: "entryField", section: target.section, field: target.field };
      return { code: "top", op: target.op };
    }
    case "entry":
    case "move":
      return { code: "entry", section: change.section };
  }
}

/** How the notice names a target ("Summary", "Experience › Company", "Projects entry"). */
export function skipTargetLabel(target: SkipTarget): string {
  switch (target.code) {
    case "personal":
      return PERSONAL_LABELS[target.field];
    case "entryField":
      return `${SECTION_LABELS[target.section]} › ${humanize(target.field)}`;
    case "top":
      return TOP_LABELS[target.op];
    case "entry":
      return `${SECTION_LABELS[target.section]} entry`;
  }
}

/**
 * The change one operation makes to `document`, or null when it changes nothing. Computed from
 * the document before the operation: that is where the old value is.
 */
export function changeOf(document: RoomDocument, op: Op): Change | null {
  switch (op.op) {
    case "addEntry": {
      const after = applyOp(document, emptyTombstones(), op);
      if (!after) return null;
      const list = entriesOf(after, op.section);
      const index = list.findIndex((entry) => entry.id === op.entry.id);
      return { kind: "entry", section: op.section, entry: list[index]!, index, existsAfter: true };
    }
    case "removeEntry": {
      const list = entriesOf(document, op.section);
      const index = list.findIndex((entry) => entry.id === op.id);
      return index < 0 ? null : { kind: "entry", section: op.section, entry: list[index]!, index, existsAfter: false };
    }
    case "moveEntry": {
      const after = applyOp(document, emptyTombstones(), op);
      if (!after) return null;
      const from = entriesOf(document, op.section).findIndex((entry) => entry.id === op.id);
      const to = entriesOf(after, op.section).findIndex((entry) => entry.id === op.id);
      return { kind: "move", section: op.section, id: op.id, from, to };
    }
    default: {
      const { value: _value, ...rest } = op;
      const target = rest as FieldTarget;
      const identity: IdResolver = (id) => id;
      const before = readField(document, target, identity);
      const after = applyOp(document, emptyTombstones(), op);
      if (!after || before === MISSING) return null;
      const value = readField(after, target, identity);
      return sameValue(before, value) ? null : { kind: "field", target, before, after: value };
    }
  }
}

/** What a change's target must hold for it to go in a direction, and the operation that does it. */
/** `op: null`: the target already holds what the change would give it (someone did the same, or the room refused the edit). */
export type Plan = { ok: true; op: Op | null; reAdded?: { from: string; to: string } } | { ok: false; skip: Skip };

/**
 * Plans taking back (undo) or making again (redo) one change on the document as this user sees it.
 * `freshId` names a re-added entry: its old id is a tombstone in the room.
 */
export function planChange(
  document: RoomDocument,
  change: Change,
  direction: Direction,
  resolve: IdResolver,
  freshId: () => string,
): Plan {
  const target = skipTargetOf(change);
  const label = skipTargetLabel(target);
  switch (change.kind) {
    case "field": {
      const [expected, wanted] = direction === "undo" ? [change.after, change.before] : [change.before, change.after];
      const current = readField(document, change.target, resolve);
      if (current === MISSING) return { ok: false, skip: { label, target, reason: "removed" } };
      if (sameValue(current, wanted)) return { ok: true, op: null };
      if (!sameValue(current, expected)) return { ok: false, skip: { label, target, reason: "changed" } };
      return { ok: true, op: writeField(change.target, wanted, resolve) };
    }
    case "entry": {
      const shouldExist = (direction === "redo") === change.existsAfter;
      const id = resolve(change.entry.id);
      const list = entriesOf(document, change.section);
      const current = list.find((entry) => entry.id === id);
      if (shouldExist) {
        if (current) return { ok: false, skip: { label, target, reason: "exists" } };
        const fresh = freshId();
        const entry = { ...change.entry, id: fresh };
        return {
          ok: true,
          op: { op: "addEntry", section: change.section, entry, index: Math.min(change.index, list.length) } as Op,
          reAdded: { from: id, to: fresh },
        };
      }
      if (!current) return { ok: false, skip: { label, target, reason: "removed" } };
      // Removing an entry someone else has since written in would lose their words.
      if (!sameValue(withoutId(current), withoutId(change.entry)))
        return { ok: false, skip: { label, target, reason: "changed" } };
      return { ok: true, op: { op: "removeEntry", section: change.section, id } };
    }
    case "move": {
      const [expected, wanted] = direction === "undo" ? [change.to, change.from] : [change.from, change.to];
      const id = resolve(change.id);
      const index = entriesOf(document, change.section).findIndex((entry) => entry.id === id);
      if (index < 0) return { ok: false, skip: { label, target, reason: "removed" } };
      if (index === wanted) return { ok: true, op: null };
      if (index !== expected) return { ok: false, skip: { label, target, reason: "moved" } };
      return { ok: true, op: { op: "moveEntry", section: change.section, id, toIndex: wanted } };
    }
  }
}

export const SKIP_REASONS: Record<Skip["reason"], string> = {
  changed: "was changed by a collaborator",
  removed: "was removed by a collaborator",
  moved: "was moved by a collaborator",
  exists: "is already there",
};

/** The notice as a code: each skipped change once (by what it names and why). */
export function skipNoticeText(skips: Skip[], appliedSome: boolean): SkipNoticeText {
  const unique = [...new Map(skips.map((skip) => [`${skip.label}|${skip.reason}`, skip])).values()];
  return {
    code: "skipped",
    params: { partly: appliedSome, skips: unique.map(({ target, reason }) => ({ target, reason })) },
  };
}

/** The notice's English from its code. */
export function skipNoticeMessage(text: SkipNoticeText): string {
  const clauses = text.params.skips
    .map((skip) => `${skipTargetLabel(skip.target)} ${SKIP_REASONS[skip.reason]}`)
    .join("; ");
  return text.params.partly ? `Partly done. Skipped: ${clauses}` : `Skipped: ${clauses}`;
}

/** "Skipped: Summary was changed by a collaborator", one clause per skipped change. */
export function skipNotice(skips: Skip[], appliedSome: boolean): string {
  return skipNoticeMessage(skipNoticeText(skips, appliedSome));
}
