/**
 * One size bound for a stored resume, enforced on every path that writes one (the REST API, import,
 * the room's live edits): D1 rows top out at 2 MB, and a resume that grew past what the API accepts
 * could no longer be saved, copied or exported.
 */
const MAX_RESUME_BYTES = 512 * 1024;
export const RESUME_TOO_LARGE =
  "This resume has reached its size limit (512 KB). Shorten some descriptions before adding more.";

const encoder = new TextEncoder();

/** Whether the resume as stored (UTF-8 JSON) is within MAX_RESUME_BYTES. */
export function fitsResumeLimit(data: unknown): boolean {
  const text = JSON.stringify(data) ?? "";
  // UTF-8 takes at most three bytes per UTF-16 code unit: no need to encode when far under.
  if (text.length * 3 <= MAX_RESUME_BYTES) return true;
  return encoder.encode(text).byteLength <= MAX_RESUME_BYTES;
}
