/**
 * The rules of suggestions, without storage or sockets: who may propose and decide, the bounds,
 * a revision of one's own pending suggestion, and what accepting applies. The room
 * (workers/room/suggestions.ts) stores what these decide and applies an accepted one as an
 * ordinary edit (app/domain/collab/room-core.ts `applyAs`).
 */
import { applyOps, type Tombstones } from "../collab/apply";
import { fieldKey } from "../resume/ops";
import type { Op } from "../resume/ops";
import type { RoomDocument } from "../resume/document";
import { mayDecide, maySuggest, type Role } from "../collab/roles";
import { fitsResumeLimit } from "../resume/size";
import { basesOf, conflictsOf } from "./fields";
import { SUGGESTION_LIMITS } from "./limits";
import {
  isSuggestionOp,
  type Suggestion,
  type SuggestionAuthor,
  type SuggestionConflict,
  type SuggestionOp,
  type SuggestionView,
} from "./suggestion";

/** Codes of app/lib/error-catalogue.ts (and ROOM_ERROR_CODES of app/domain/collab/protocol.ts where the room says them). */
export type SuggestionRefusal =
  | {
      code:
        | "suggestViewOnly"
        | "suggestionOpNotAllowed"
        | "suggestionTooLarge"
        | "suggestionNoChange"
        | "resumeTooLarge"
        | "suggestionNotFound"
        | "suggestionDecideForbidden"
        | "suggestionNoLongerApplies"
        | "suggestionsFull";
      params?: Record<string, string | number>;
    }
  | { code: "suggestionLimit"; params: { max: number } }
  | { code: "suggestionRate"; params: { retryAfterSeconds: number } }
  | { code: "suggestionDecided"; params: { status: string } }
  | { code: "suggestionConflict"; params?: Record<string, string | number>; conflicts: SuggestionConflict[] };

export interface RoomView {
  document: RoomDocument;
  tombstones: Tombstones;
  version: number;
}

const keysOf = (ops: readonly Op[]) => ops.map(fieldKey).sort().join("|");

/**
 * A new suggestion, or the revision of the author's pending one on exactly the same fields (typing
 * on in Suggesting mode revises one proposal instead of piling up one per pause; its base stays).
 */
export function propose(
  all: readonly Suggestion[],
  room: RoomView,
  request: { id: string; author: SuggestionAuthor; role: Role; ops: Op[]; now: number },
): { ok: true; suggestion: Suggestion; revised: boolean } | { ok: false; refusal: SuggestionRefusal } {
  const { author, role, ops, now } = request;
  if (!maySuggest(role)) return refuse({ code: "suggestViewOnly" });
  if (!ops.every(isSuggestionOp)) return refuse({ code: "suggestionOpNotAllowed" });
  const suggestionOps = ops as SuggestionOp[];
  if (JSON.stringify(ops).length > SUGGESTION_LIMITS.bytesPerSuggestion) return refuse({ code: "suggestionTooLarge" });
  const { document, applied } = applyOps(room.document, structuredClone(room.tombstones), ops);
  // An operation "applies" even when it sets the value a field already has: compare the content.
  if (applied.length === 0 || JSON.stringify(document.data) === JSON.stringify(room.document.data))
    return refuse({ code: "suggestionNoChange" });
  if (!fitsResumeLimit(document.data)) return refuse({ code: "resumeTooLarge" });

  const recent = all.filter(
    (s) => s.author.userId === author.userId && s.updatedAt > now - SUGGESTION_LIMITS.perAuthorWindowMs,
  );
  if (recent.length >= SUGGESTION_LIMITS.perAuthor) {
    const oldest = Math.min(...recent.map((s) => s.updatedAt));
    return refuse({
      code: "suggestionRate",
      params: {
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + SUGGESTION_LIMITS.perAuthorWindowMs - now) / 1000)),
      },
    });
  }
  const keys = keysOf(ops);
  const own = all.find((s) => s.status === "pending" && s.author.userId === author.userId && keysOf(s.ops) === keys);
  const pending = all.filter((s) => s.status === "pending");
  if (!own && pending.length >= SUGGESTION_LIMITS.pendingPerResume) {
    return refuse({ code: "suggestionLimit", params: { max: SUGGESTION_LIMITS.pendingPerResume } });
  }
  const suggestion: Suggestion = own
    ? { ...own, ops: suggestionOps, updatedAt: now, author: { ...own.author, name: author.name } }
    : {
        id: request.id,
        author,
        createdAt: now,
        updatedAt: now,
        ops: suggestionOps,
        base: basesOf(room.document, suggestionOps),
        baseVersion: room.version,
        status: "pending",
      };
  // Bounded as stored (the base of a removed entry is the entry), and all pending ones together:
  // a joining socket is sent every one.
  const bytes = storedBytes(suggestion);
  if (bytes > SUGGESTION_LIMITS.storedBytesPerSuggestion) return refuse({ code: "suggestionTooLarge" });
  const others = pending.reduce((sum, s) => sum + (s.id === suggestion.id ? 0 : storedBytes(s)), 0);
  if (others + bytes > SUGGESTION_LIMITS.pendingBytesPerResume) return refuse({ code: "suggestionsFull" });
  return { ok: true, revised: Boolean(own), suggestion };
}

/**
 * Whether `suggestion` may be decided by `role`; for an acceptance, the operations to apply. A
 * field changed since the suggestion was made is a conflict, applied only with `force` (the
 * person saw the current text, the base and the proposal and confirmed): nothing merges silently.
 */
export function planDecision(
  suggestion: Suggestion | undefined,
  role: Role,
  document: RoomDocument,
  decision: "accept" | "reject",
  force = false,
): { ok: true; suggestion: Suggestion; ops: Op[] } | { ok: false; refusal: SuggestionRefusal } {
  if (!suggestion) return refuse({ code: "suggestionNotFound" });
  if (!mayDecide(role)) return refuse({ code: "suggestionDecideForbidden" });
  if (suggestion.status !== "pending")
    return refuse({ code: "suggestionDecided", params: { status: suggestion.status } });
  if (decision === "reject") return { ok: true, suggestion, ops: [] };
  const conflicts = conflictsOf(document, suggestion.ops, suggestion.base);
  if (conflicts.length > 0 && !force) return refuse({ code: "suggestionConflict", conflicts });
  return { ok: true, suggestion, ops: suggestion.ops };
}

export function decided(
  suggestion: Suggestion,
  status: "accepted" | "rejected",
  by: { userId: string; name: string },
  now: number,
): Suggestion {
  return { ...suggestion, status, decidedAt: now, decidedBy: by };
}

/** Ids of decided suggestions past the history kept (oldest decisions first). */
export function prunable(all: readonly Suggestion[]): string[] {
  const done = all.filter((s) => s.status !== "pending").sort((a, b) => (b.decidedAt ?? 0) - (a.decidedAt ?? 0));
  return done.slice(SUGGESTION_LIMITS.decidedKept).map((s) => s.id);
}

/** A suggestion with its conflicts against the live document (pending only; decided ones have none). */
export function viewOf(suggestion: Suggestion, document: RoomDocument): SuggestionView {
  return {
    ...suggestion,
    conflicts: suggestion.status === "pending" ? conflictsOf(document, suggestion.ops, suggestion.base) : [],
  };
}

const storedBytes = (suggestion: Suggestion) => JSON.stringify(suggestion).length;

function refuse(refusal: SuggestionRefusal): { ok: false; refusal: SuggestionRefusal } {
  return { ok: false, refusal };
}
