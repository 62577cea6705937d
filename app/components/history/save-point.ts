/**
 * The editor's explicit Save also records a save point (no-op when nothing changed since the
 * newest version). Apart from use-versions.ts, which the History panel loads with its schemas:
 * the editor needs only this call at start (docs/performance.md, "JavaScript per page").
 */
import { anyAnswer } from "~/lib/api-responses";
import { apiRequest } from "~/lib/api-client";

export async function recordSavePoint(resumeId: string): Promise<void> {
  await apiRequest(`/api/resumes/${resumeId}/versions`, anyAnswer, { body: {} });
}
