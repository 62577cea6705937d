/** The bounds of suggestions (docs/collaboration.md#suggestions, docs/limits.md). */
export const SUGGESTION_LIMITS = {
  /** Operations in one suggestion: one field or entry each, like one edit. */
  opsPerSuggestion: 20,
  /** Bytes of one suggestion's operations as JSON (an added entry with a long description fits). */
  bytesPerSuggestion: 16 * 1024,
  /** Pending suggestions a resume holds at once: past it, new ones wait until some are decided. */
  pendingPerResume: 1000,
  /** Decided suggestions kept for the panel's history (oldest dropped first). */
  decidedKept: 200,
  /** New suggestions per person per window (updating one's own pending suggestion counts too). */
  perAuthor: 60,
  perAuthorWindowMs: 10 * 60_000,
} as const;
