import { methodNotAllowed } from "~/server/http.server";
import { decideAction } from "~/server/suggestions/decide-action.server";

/** POST /api/resumes/{id}/suggestions/{sid}/accept (docs/api.md#suggestions). */
export const action = decideAction("accept");

export function loader() {
  return methodNotAllowed(["POST"]);
}
