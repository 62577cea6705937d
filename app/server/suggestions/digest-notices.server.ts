/**
 * Noting, for the daily digest, that someone suggested a change while the resume's owner was away
 * (app/server/suggestions/digest.server.ts sends and deletes them). Called by the room; a failure
 * costs one line of a digest, never the suggestion, so it is logged, not thrown.
 */
export async function noteSuggestion(
  env: Pick<Env, "DB">,
  resumeId: string,
  authorName: string,
  origin: string,
  now: number,
): Promise<void> {
  try {
    // The owner is read in the same statement: a trashed resume gets no notice.
    await env.DB.prepare(
      "INSERT INTO suggestion_notices (resume_id, owner_id, author_name, origin, created_at) SELECT id, owner_id, ?, ?, ? FROM resumes WHERE id = ? AND deleted_at IS NULL",
    )
      .bind(authorName.slice(0, 200), origin.slice(0, 200), now, resumeId)
      .run();
  } catch (error) {
    console.error("Could not note a suggestion for the owner's digest", resumeId, error);
  }
}
