/**
 * The download name of docs/api.md: the full name with whitespace turned to hyphens, plus
 * "-resume". Characters that are unsafe in a file name or a Content-Disposition header are dropped.
 */
export function resumeFileName(fullName: string): string {
  const base = fullName
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^\p{L}\p{N}._-]/gu, "");
  return `${base || "My"}-resume`;
}

/**
 * The Content-Disposition of a download (RFC 6266). A header value must be Latin-1, and
 * "Łukasz-Żółć-resume.pdf" is not: such a name travels percent-encoded as UTF-8 in `filename*`
 * (RFC 8187), after an ASCII `filename` (accents dropped) for clients that know only that one.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\]/g, "")
    .replace(/^[-.]+/, "");
  const extension = ascii.includes(".") ? ascii.slice(ascii.lastIndexOf(".")) : "";
  const fallback = /^[^.]+\./.test(ascii) ? ascii : `resume${extension}`;
  if (ascii === fileName) return `attachment; filename="${fileName}"`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
