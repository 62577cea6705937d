/**
 * A suggestion: a proposed change made of the same per-field operations as a live edit
 * (app/domain/resume/ops.ts), with the value each touched field had when it was made (its
 * base), so a later change of that field shows as a conflict instead of being overwritten.
 */
import * as z from "zod";
import { validOpSchema, type Op } from "../resume/ops";
import { SUGGESTION_LIMITS } from "./limits";

/** The operations a suggestion may carry: content, not settings (template, page size, job, language). */
export const SUGGESTION_OPS = [
  "setPersonal",
  "setSummary",
  "setSkills",
  "addEntry",
  "removeEntry",
  "setEntryField",
  "moveEntry",
] as const;
export type SuggestionOp = Extract<Op, { op: (typeof SUGGESTION_OPS)[number] }>;

export const isSuggestionOp = (op: Op): op is SuggestionOp => (SUGGESTION_OPS as readonly string[]).includes(op.op);

/** POST /api/resumes/{id}/suggestions and the socket's `suggest`: the operations proposed. */
export const suggestInputSchema = z.strictObject({
  ops: z.array(validOpSchema).min(1, "suggestionEmpty").max(SUGGESTION_LIMITS.opsPerSuggestion, "suggestionTooManyOps"),
});
export type SuggestInput = z.infer<typeof suggestInputSchema>;

/** Accepting a suggestion whose field changed since it was made needs `force: true` (the owner confirmed). */
export const acceptInputSchema = z.strictObject({ force: z.boolean().optional() });
/** Accept or reject every pending suggestion of one person. */
export const decideAllInputSchema = z.strictObject({
  authorId: z.string().min(1).max(64),
  decision: z.enum(["accept", "reject"]),
  force: z.boolean().optional(),
});
/** PUT /api/account/suggestion-digest: the daily digest of suggestions on or off. */
export const digestInputSchema = z.strictObject({ enabled: z.boolean() });

export type SuggestionStatus = "pending" | "accepted" | "rejected";

export interface SuggestionAuthor {
  userId: string;
  name: string;
  color: string;
}

/** One field's value when the suggestion was made; `key` is fieldKey(op) of app/domain/resume/ops.ts. */
export interface FieldBase {
  key: string;
  value: unknown;
}

export interface Suggestion {
  id: string;
  author: SuggestionAuthor;
  createdAt: number;
  /** Later than createdAt when its author revised it while pending. */
  updatedAt: number;
  ops: SuggestionOp[];
  /** The touched fields' values when it was first made (one per operation, in order). */
  base: FieldBase[];
  /** The room version it was made on. */
  baseVersion: number;
  status: SuggestionStatus;
  decidedAt?: number;
  decidedBy?: { userId: string; name: string };
  /** Set when its author's access was removed: still shown to the owner, marked so. */
  formerCollaborator?: boolean;
}

/** One field of a suggestion as the panel shows it: what it was, what it is now, what is proposed. */
export interface SuggestionConflict {
  key: string;
  base: unknown;
  current: unknown;
  proposed: unknown;
}

/** A suggestion as the API and the panel see it: with its conflicts against the live document. */
export type SuggestionView = Suggestion & { conflicts: SuggestionConflict[] };
