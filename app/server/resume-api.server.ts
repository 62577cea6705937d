/** Shared plumbing of the /api/resumes endpoints: errors as JSON with the right status. */
import { TooManyRequests } from "./auth/throttle.server";
import { errorResponse, tooManyRequests } from "./http.server";
import { ResumeError } from "./resumes.server";

export async function resumeCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ResumeError) throw errorResponse(error.status, error.message);
    if (error instanceof TooManyRequests) throw tooManyRequests(error.message, error.retryAfterMs);
    throw error;
  }
}
