/**
 * An entry's title in English, as the version summaries and diffs say it. Its own module: the
 * editor's computed texts (app/i18n/computed.ts) need only this, not the diff that uses it
 * (./version-diff.ts, loaded with the history panel).
 */

/** "Developer at Acme", or "Untitled entry". */
export function entryTitleText(parts: readonly string[]): string {
  return parts.join(" at ") || "Untitled entry";
}
