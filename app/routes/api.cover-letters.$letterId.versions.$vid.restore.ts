import { methodNotAllowed } from "~/server/http.server";
import { restoreVersionOfLetter } from "~/server/versions/letter-versions.server";
import { restoreVersionAction } from "~/server/versions/restore-action.server";

/**
 * POST /api/cover-letters/{letterId}/versions/{vid}/restore: writes that version as a new change for
 * everyone (owner and editors) -> {version, savedBefore, letter} (docs/api.md#letter-versions).
 */
export const action = restoreVersionAction("letterId", restoreVersionOfLetter);

export function loader() {
  return methodNotAllowed(["POST"]);
}
