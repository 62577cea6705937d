import type { TFunction } from "i18next";
import type { VersionMeta } from "~/domain/resume/versions";

/** How the room names the version an acceptance makes (workers/room/suggestion-actions.ts), in English for API clients. */
const ACCEPTED = /^Accepted (?:suggestion|(\d+) suggestions) from (.+)$/;

/**
 * A version's title in the interface language: its name, or its kind. The version an accepted
 * suggestion made is named in English by the room; it is said again in the page's language.
 */
export function versionTitle(t: TFunction, version: Pick<VersionMeta, "kind" | "name">): string {
  const accepted = version.kind === "suggestion" && version.name ? ACCEPTED.exec(version.name) : null;
  if (accepted) return t("panels.history.acceptedFrom", { count: Number(accepted[1] ?? 1), names: accepted[2]! });
  return version.name ?? t(`panels.history.kind.${version.kind}`);
}
