/** The Publish dialog's calls to /api/resumes/{id}/publication (docs/api.md#public-link), through the shared API client. */
import type { PublicationInfo, PublishInput } from "~/domain/publication/api";
import { ApiError, apiRequest } from "~/lib/api-client";
import { anyAnswer, publicationAnswer, publishedAnswer } from "~/lib/api-responses";

const path = (resumeId: string) => `/api/resumes/${encodeURIComponent(resumeId)}/publication`;

/** The publication, or null when the resume is not published. */
export async function loadPublication(resumeId: string): Promise<PublicationInfo | null> {
  try {
    return await apiRequest(path(resumeId), publicationAnswer, { method: "GET" });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function savePublication(resumeId: string, input: PublishInput): Promise<{ url: string; slug: string }> {
  return apiRequest(path(resumeId), publishedAnswer, { method: "PUT", body: input });
}

export async function removePublication(resumeId: string): Promise<void> {
  try {
    await apiRequest(path(resumeId), anyAnswer, { method: "DELETE" });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}
