/**
 * The REST view of a resume's review annotations (docs/api.md#review-annotations): anyone with a
 * role on the resume may list them; anyone else gets the 404 of a resume that does not exist.
 * The room holds them (docs/decisions/review-annotation-storage.md).
 */
import type { Annotation } from "~/domain/review/annotation";
import { roomStub } from "../collab/room.server";
import { DomainError } from "~/lib/domain-error";
import { resumeRole } from "../resumes.server";

export async function listResumeAnnotations(env: Env, resumeId: string, userId: string): Promise<Annotation[]> {
  if (!(await resumeRole(env, resumeId, userId))) throw new DomainError("resumeNotFound");
  // RPC types lose tuples (rect, colour); the values are the room's own, already validated.
  return (await roomStub(env, resumeId).listAnnotations()) as unknown as Annotation[];
}
