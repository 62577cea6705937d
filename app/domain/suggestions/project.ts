/**
 * The resume "with all suggestions": the pending ones applied in the order they were made, on a
 * copy (the preview's toggle, the ATS panel's "+6 if you accept"). A suggestion that no longer
 * applies (its entry was removed) is skipped, as accepting it would change nothing.
 */
import { applyOps, emptyTombstones, type Tombstones } from "../collab/apply";
import type { RoomDocument } from "../resume/document";
import type { Suggestion } from "./suggestion";

export function withSuggestions(
  document: RoomDocument,
  suggestions: readonly Suggestion[],
  tombstones: Tombstones = emptyTombstones(),
): RoomDocument {
  const pending = suggestions
    .filter((s) => s.status === "pending")
    .sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
  const copy = structuredClone(tombstones);
  let current = document;
  for (const suggestion of pending) current = applyOps(current, copy, suggestion.ops).document;
  return current;
}

/** Pending suggestions per author, most first: "Ana's 4 suggestions". */
export function pendingByAuthor(
  suggestions: readonly Suggestion[],
): Array<{ userId: string; name: string; color: string; count: number; formerCollaborator: boolean }> {
  const byAuthor = new Map<
    string,
    { userId: string; name: string; color: string; count: number; formerCollaborator: boolean }
  >();
  for (const s of suggestions) {
    if (s.status !== "pending") continue;
    const entry = byAuthor.get(s.author.userId) ?? { ...s.author, count: 0, formerCollaborator: false };
    entry.count += 1;
    entry.formerCollaborator ||= Boolean(s.formerCollaborator);
    byAuthor.set(s.author.userId, entry);
  }
  return [...byAuthor.values()].sort((a, b) => b.count - a.count);
}
