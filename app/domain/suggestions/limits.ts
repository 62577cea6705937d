/** The bounds of suggestions (docs/collaboration.md#suggestions, docs/limits.md). */
export const SUGGESTION_LIMITS = {
  /** Operations in one suggestion: one field or entry each, like one edit. */
  opsPerSuggestion: 20,
  /** Bytes of one suggestion's operations as JSON (an added entry with a long description fits). */
  bytesPerSuggestion: 16 * 1024,
  /** One suggestion as stored (its operations and the base values of the fields they touch). */
  storedBytesPerSuggestion: 64 * 1024,
  /** Every pending suggestion of a resume together, as stored: what a joining socket is sent. */
  pendingBytesPerResume: 4 * 1024 * 1024,
  /** Suggestions per `suggestionsChanged` frame when a socket joins (a frame stays well under 1 MB). */
  perJoinFrame: 50,
  /** Pending suggestions a resume holds at once: past it, new ones wait until some are decided. */
  pendingPerResume: 1000,
  /** Decided suggestions kept for the panel's history (oldest dropped first). */
  decidedKept: 200,
  /** New suggestions per person per window (updating one's own pending suggestion counts too). */
  perAuthor: 60,
  perAuthorWindowMs: 10 * 60_000,
  /**
   * Proposals of one person, revisions included, per second (burst 60), counted in the room's
   * memory: Suggesting mode revises a suggestion at most once a second per field being typed in.
   */
  proposalsPerSecond: 3,
  proposalBurst: 60,
} as const;
