/** Shared plumbing of the /api/resumes endpoints: errors as JSON with the right status. */
import { errorResponse } from "./http.server";
import { ResumeError } from "./resumes.server";

export async function resumeCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ResumeError) throw errorResponse(error.status, error.message);
    throw error;
  }
}
