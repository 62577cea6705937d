/**
 * What waits to go out to one socket. An edit that only sets fields can be superseded: when a
 * later edit sets every one of those fields again, a reader that is behind needs only the later
 * one (docs/collaboration.md, "Slow readers"). Everything else (acknowledgements, additions,
 * removals, moves, presence) is kept, in order.
 */
import { fieldKey } from "../../app/domain/resume/ops";
import type { Op } from "../../app/domain/resume/ops";
import type { ServerMessage } from "../../app/domain/collab/protocol";

export interface Outgoing {
  text: string;
  /** The fields this message sets, when setting them is all it does; null when it cannot be superseded. */
  sets: string[] | null;
  /** The room version an edit or a fresh copy brings the reader to. */
  version?: number;
}

/** The field an operation sets, or null for one that adds, removes or moves an entry. */
function fieldOf(op: Op): string | null {
  return op.op === "addEntry" || op.op === "removeEntry" || op.op === "moveEntry" ? null : fieldKey(op);
}

export function outgoing(message: ServerMessage, text = JSON.stringify(message)): Outgoing {
  if (message.type === "init" || message.type === "resumeReplaced")
    return { text, sets: null, version: message.version };
  // Each carries the whole letter, so a later one of the same letter supersedes it.
  if (message.type === "letterChanged") return { text, sets: [`letter:${message.letterId}`] };
  if (message.type !== "resumeUpdated") return { text, sets: null };
  const fields = message.ops.map(fieldOf);
  return {
    text,
    sets: fields.every((field): field is string => field !== null) ? fields : null,
    version: message.version,
  };
}

/**
 * The queue without the messages a later one supersedes. Order is kept; the newest value of every
 * field survives, so a reader applying what is left ends where one applying everything would.
 */
export function compact(queue: readonly Outgoing[]): Outgoing[] {
  const covered = new Set<string>();
  const kept: Outgoing[] = [];
  for (let i = queue.length - 1; i >= 0; i--) {
    const entry = queue[i]!;
    if (entry.sets && entry.sets.every((field) => covered.has(field))) continue;
    kept.push(entry);
    if (entry.sets) for (const field of entry.sets) covered.add(field);
  }
  return kept.reverse();
}
