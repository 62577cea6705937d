import { methodNotAllowed } from "~/server/http.server";
import { decideAllAction } from "~/server/suggestions/decide-action.server";

/** POST /api/resumes/{id}/suggestions/decide-all {authorId, decision, force?} (docs/api.md#suggestions). */
export const action = decideAllAction;

export function loader() {
  return methodNotAllowed(["POST"]);
}
