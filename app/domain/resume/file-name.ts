/**
 * The download name of docs/api.md: the full name with whitespace turned to hyphens, plus
 * "-resume". Characters that are unsafe in a file name or a Content-Disposition header are dropped.
 */
export function resumeFileName(fullName: string): string {
  const base = fullName.trim().replace(/\s+/g, "-").replace(/[^\p{L}\p{N}._-]/gu, "");
  return `${base || "My"}-resume`;
}
