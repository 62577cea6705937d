/**
 * The two kinds of versioned document (./versioned-document.server.ts) and how each keeps a
 * version's content, both in the resume's room (workers/room/version-rows.ts):
 *
 * - a resume's versions point at a snapshot of the whole document, gzipped and shared by the
 *   versions of the same state (docs/decisions/version-storage.md);
 * - a letter's versions point at the letter as JSON: a letter is a few KB
 *   (docs/decisions/letter-versions.md).
 */
import type { RoomDocument } from "~/domain/resume/document";
import { letterContentSchema, type LetterContent } from "~/domain/cover-letter/schema";
import { LETTER_VERSION_KINDS, summarizeLetterChanges, type LetterVersionKind } from "~/domain/cover-letter/versions";
import { summarizeChanges } from "~/domain/resume/version-diff";
import { VERSION_KINDS, type VersionKind } from "~/domain/resume/versions";
import { decodeSnapshot, encodeSnapshot } from "./snapshot-codec.server";
import { versionStore, type DocumentVersionMeta } from "./versioned-document.server";

export const resumeVersionStore = versionStore<RoomDocument, VersionKind>({
  kinds: VERSION_KINDS,
  summarize: summarizeChanges,
  encode: encodeSnapshot,
  decode: decodeSnapshot,
});

export type LetterVersionMeta = DocumentVersionMeta<LetterVersionKind>;

export const letterVersionStore = versionStore<LetterContent, LetterVersionKind>({
  kinds: LETTER_VERSION_KINDS,
  summarize: summarizeLetterChanges,
  encode: async (json) => json,
  decode: async (stored) => letterContentSchema.parse(JSON.parse(stored)),
});
