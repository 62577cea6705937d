/**
 * The REST side of suggestions (docs/api.md#suggestions): the Worker reads the caller's role from
 * D1 and hands the request to the resume's room, which holds the suggestions and the live
 * document they are judged against (workers/room/suggestion-actions.ts). Anyone without a role
 * gets the 404 of a resume that does not exist.
 */
import type { Op } from "~/domain/resume/ops";
import { mayDecide, maySuggest } from "~/domain/collab/roles";
import type { SuggestionRefusal } from "~/domain/suggestions/decide";
import type { SuggestionView } from "~/domain/suggestions/suggestion";
import { DomainError } from "~/lib/domain-error";
import { roomStub } from "../collab/room.server";
import { errorResponse } from "../http.server";
import { resumeRole } from "../resumes.server";
import type { PublicUser } from "../session.server";

async function roleOf(env: Env, resumeId: string, userId: string) {
  const role = await resumeRole(env, resumeId, userId);
  if (!role) throw new DomainError("resumeNotFound");
  return role;
}

/** A refusal of the room as the API answers it; a conflict carries the fields it is about. */
function refused(refusal: SuggestionRefusal): never {
  if (refusal.code === "suggestionConflict")
    throw errorResponse("suggestionConflict", refusal.params ?? {}, { conflicts: refusal.conflicts });
  throw new DomainError(refusal.code, refusal.params ?? {});
}

// RPC types lose the operations' exact union; the values are the room's own, already validated.
const views = (value: unknown) => value as SuggestionView[];

export async function listSuggestions(env: Env, resumeId: string, userId: string): Promise<SuggestionView[]> {
  await roleOf(env, resumeId, userId);
  const found = await roomStub(env, resumeId).listSuggestions(resumeId);
  if (!found) throw new DomainError("resumeNotFound");
  return views(found);
}

export async function createSuggestion(
  env: Env,
  resumeId: string,
  user: PublicUser,
  ops: Op[],
  origin: string,
  /** A program acting for the user signs as itself (app/server/mcp/agent-name.server.ts): its own id and name, the user's role. */
  agent?: { id: string; name: string },
): Promise<SuggestionView> {
  const role = await roleOf(env, resumeId, user.id);
  if (!maySuggest(role)) throw new DomainError("suggestViewOnly");
  const outcome = (await roomStub(env, resumeId).suggest({
    resumeId,
    author: agent ? { userId: agent.id, name: agent.name, role } : { userId: user.id, name: user.fullName, role },
    ops,
    origin,
  })) as unknown as { suggestion: SuggestionView } | { refusal: SuggestionRefusal } | null;
  if (!outcome) throw new DomainError("resumeNotFound");
  if ("refusal" in outcome) refused(outcome.refusal);
  return outcome.suggestion;
}

export async function decideSuggestions(
  env: Env,
  resumeId: string,
  user: PublicUser,
  request: { ids?: string[]; authorId?: string; decision: "accept" | "reject"; force: boolean },
): Promise<{ suggestions: SuggestionView[]; ops: Op[]; version: number }> {
  const role = await roleOf(env, resumeId, user.id);
  if (!mayDecide(role)) throw new DomainError("suggestionDecideForbidden");
  const outcome = (await roomStub(env, resumeId).decideSuggestions({
    resumeId,
    ...request,
    by: { userId: user.id, name: user.fullName, role },
  })) as unknown as
    { suggestions: SuggestionView[]; ops: Op[]; version: number } | { refusal: SuggestionRefusal } | null;
  if (!outcome) throw new DomainError("resumeNotFound");
  if ("refusal" in outcome) refused(outcome.refusal);
  return outcome;
}
