/** The Publish dialog's calls to /api/resumes/{id}/publication (docs/api.md#public-link). */
import type { PublicationInfo, PublishInput } from "~/domain/publication/api";
import { storedToken } from "~/lib/session-storage";

async function request(resumeId: string, method: "GET" | "PUT" | "DELETE", body?: PublishInput): Promise<Response> {
  const token = storedToken();
  return fetch(`/api/resumes/${encodeURIComponent(resumeId)}/publication`, {
    method,
    credentials: "same-origin",
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function failure(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return new Error(body.message ?? `Something went wrong (HTTP ${response.status}). Try again.`);
}

/** The publication, or null when the resume is not published. */
export async function loadPublication(resumeId: string): Promise<PublicationInfo | null> {
  const response = await request(resumeId, "GET");
  if (response.status === 404) return null;
  if (!response.ok) throw await failure(response);
  return (await response.json()) as PublicationInfo;
}

export async function savePublication(resumeId: string, input: PublishInput): Promise<{ url: string; slug: string }> {
  const response = await request(resumeId, "PUT", input);
  if (!response.ok) throw await failure(response);
  return (await response.json()) as { url: string; slug: string };
}

export async function removePublication(resumeId: string): Promise<void> {
  const response = await request(resumeId, "DELETE");
  if (!response.ok && response.status !== 404) throw await failure(response);
}
