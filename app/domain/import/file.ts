/**
 * What an imported file is, and the messages for files the import cannot read. The browser reads
 * the file; these rules are plain so the server, tests and the page agree on them.
 */
import { fromJsonResume, jsonResumeSchema } from "../resume/json-resume";
import { resumeDataSchema } from "../resume/schema";
import type { ImportResult } from "./types";

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_ACCEPT =
  ".pdf,.docx,.json,.zip,application/pdf,application/json,application/zip,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const IMPORT_MESSAGES = {
  tooLarge: "This file is larger than 5 MB. Choose a smaller file.",
  wrongType:
    "This file type can't be imported. Choose a PDF, a Word document (.docx), a JSON Resume file or LinkedIn's data export (.zip).",
  empty: "This file is empty.",
  encrypted: "This PDF is protected with a password. Save a copy without the password and import that.",
  unreadablePdf: "This file is not a PDF that can be read. It may be damaged.",
  scan: "This PDF has no text layer; it looks like a scan",
  notDocx: "This file is not a Word document that can be read (.docx). Older .doc files must be saved as .docx first.",
  badJson: "This file is not valid JSON.",
  notResumeJson:
    "This JSON is not a resume: use the JSON Resume format (jsonresume.org) or a JSON export from this site.",
  nothingFound: "No resume text was found in this file.",
  notLinkedIn:
    "This ZIP is not LinkedIn's data export: it has no Profile.csv or Positions.csv. On LinkedIn, choose Settings, Data privacy, Get a copy of your data.",
  tooLargeToRead:
    "This file is too large or damaged to read. Save it again from the program that made it, or try a smaller copy.",
} as const;

export type ImportMessageCode = keyof typeof IMPORT_MESSAGES;

/** A file the import refuses: its English message, and its code for the page to translate (docs/i18n.md). */
export class ImportFileError extends Error {
  readonly code: ImportMessageCode;
  constructor(code: ImportMessageCode) {
    super(IMPORT_MESSAGES[code]);
    this.name = "ImportFileError";
    this.code = code;
  }
}

export type ImportKind = "pdf" | "docx" | "json" | "linkedin";

/** By the file's first bytes first (a renamed file is still what it is), its name second. */
export function importKind(name: string, head: Uint8Array): ImportKind {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";
  if (starts(0x25, 0x50, 0x44, 0x46)) return "pdf"; // %PDF
  if (starts(0x50, 0x4b, 0x03, 0x04)) {
    if (extension === "docx" || extension === "") return "docx";
    if (extension === "zip") return "linkedin";
    throw new ImportFileError("wrongType");
  }
  const firstChar = String.fromCharCode(...head.slice(0, 16))
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, "")
    .trimStart()[0];
  if (firstChar === "{" || extension === "json") return "json";
  if (extension === "pdf") throw new ImportFileError("unreadablePdf");
  if (extension === "docx") throw new ImportFileError("notDocx");
  throw new ImportFileError("wrongType");
}

export function checkSize(bytes: number): void {
  if (bytes === 0) throw new ImportFileError("empty");
  if (bytes > IMPORT_MAX_BYTES) throw new ImportFileError("tooLarge");
}

/** A JSON Resume document, or this site's own resume data, read for the review screen. */
export function readJsonFile(text: string): ImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    throw new ImportFileError("badJson");
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw new ImportFileError("notResumeJson");
  const own = resumeDataSchema.safeParse(parsed);
  if (own.success && "personalInfo" in parsed) return { data: own.data, flags: {}, unplaced: [] };
  const jsonResume = jsonResumeSchema.safeParse(parsed);
  if (!jsonResume.success) throw new ImportFileError("notResumeJson");
  const doc = jsonResume.data;
  if (!doc.basics && !doc.work && !doc.education && !doc.skills && !doc.projects)
    throw new ImportFileError("notResumeJson");
  return { data: fromJsonResume(doc), flags: {}, unplaced: [] };
}
