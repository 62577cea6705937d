/**
 * The two kinds of versioned document (./versioned-document.server.ts) and their stores:
 *
 * - a resume's versions (resume_versions) point at a snapshot of the whole document by content
 *   hash, gzipped in resume_version_blobs and shared by the versions of the same state; a
 *   snapshot no version points at any more goes with the pruning (docs/decisions/version-storage.md).
 * - a letter's versions (letter_versions) hold the content inline: a letter is a few KB
 *   (docs/decisions/letter-versions.md).
 */
import { and, eq, notInArray } from "drizzle-orm";
import { letterVersions, resumeVersionBlobs, resumeVersions } from "~/db/schema";
import type { RoomDocument } from "~/domain/resume/document";
import { letterContentSchema, type LetterContent } from "~/domain/cover-letter/schema";
import { LETTER_VERSION_KINDS, summarizeLetterChanges, type LetterVersionKind } from "~/domain/cover-letter/versions";
import { summarizeChanges } from "~/domain/resume/version-diff";
import { VERSION_KINDS, type VersionKind } from "~/domain/resume/versions";
import { decodeSnapshot, encodeSnapshot } from "./snapshot-codec.server";
import { versionStore, type DocumentVersionMeta } from "./versioned-document.server";

export const resumeVersionStore = versionStore<RoomDocument, VersionKind>({
  table: resumeVersions,
  documentKey: "resumeId",
  kinds: VERSION_KINDS,
  summarize: summarizeChanges,
  storage: {
    columns: () => ({}),
    async read(db, resumeId, row) {
      const blob = await db
        .select({ content: resumeVersionBlobs.content })
        .from(resumeVersionBlobs)
        .where(and(eq(resumeVersionBlobs.resumeId, resumeId), eq(resumeVersionBlobs.hash, row.contentHash)))
        .get();
      return blob ? decodeSnapshot(blob.content) : null;
    },
    async write(db, resumeId, hash, json) {
      const content = await encodeSnapshot(json);
      return {
        before: [db.insert(resumeVersionBlobs).values({ resumeId, hash, content }).onConflictDoNothing()],
        after: [
          db
            .delete(resumeVersionBlobs)
            .where(
              and(
                eq(resumeVersionBlobs.resumeId, resumeId),
                notInArray(
                  resumeVersionBlobs.hash,
                  db
                    .select({ hash: resumeVersions.contentHash })
                    .from(resumeVersions)
                    .where(eq(resumeVersions.resumeId, resumeId)),
                ),
              ),
            ),
        ],
      };
    },
  },
});

export type LetterVersionMeta = DocumentVersionMeta<LetterVersionKind>;

export const letterVersionStore = versionStore<LetterContent, LetterVersionKind>({
  table: letterVersions,
  documentKey: "letterId",
  kinds: LETTER_VERSION_KINDS,
  summarize: summarizeLetterChanges,
  storage: {
    columns: (content) => ({ content }),
    read: async (_db, _letterId, row) => letterContentSchema.parse((row as typeof row & { content: unknown }).content),
    write: async () => ({ before: [], after: [] }),
  },
});
