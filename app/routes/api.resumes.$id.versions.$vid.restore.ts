import { methodNotAllowed } from "~/server/http.server";
import { restoreVersionAction } from "~/server/versions/restore-action.server";
import { restoreResumeVersion } from "~/server/versions/versions.server";

/**
 * POST /api/resumes/{id}/versions/{vid}/restore: applies that version as a new change for everyone
 * (owner and editors only) -> {version, savedBefore, ops, resumeVersion} (docs/api.md#version-history).
 */
export const action = restoreVersionAction("id", restoreResumeVersion);

export function loader() {
  return methodNotAllowed(["POST"]);
}
