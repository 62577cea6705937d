/**
 * A document's versions as the Worker reaches them: they live in the resume's room
 * (workers/room/version-history.ts), so every call is an RPC to it. Access is the caller's to
 * check first (./versions.server.ts, ./letter-versions.server.ts).
 */
import type { LetterContent } from "~/domain/cover-letter/schema";
import type { LetterVersionKind } from "~/domain/cover-letter/versions";
import type { RoomDocument } from "~/domain/resume/document";
import type { VersionKind } from "~/domain/resume/versions";
import { roomStub } from "../collab/room.server";
import type { DocumentVersionMeta, DocumentVersions } from "./versioned-document.server";

/** Whose versions: the room's resume, or one of its letters. */
export type VersionedDocument = { kind: "resume" } | { kind: "letter"; letterId: string };

export function resumeVersionsOf(
  env: Pick<Env, "RESUME_ROOM">,
  resumeId: string,
): DocumentVersions<RoomDocument, VersionKind> {
  const document = { kind: "resume" } as const;
  const room = () => roomStub(env, resumeId);
  return {
    list: async () => (await room().listVersions(resumeId, document)) as DocumentVersionMeta<VersionKind>[],
    read: (versionId) => room().readResumeVersion(resumeId, versionId),
    countNamed: () => room().countNamedVersions(resumeId, document),
    record: (input) => room().recordResumeVersion(resumeId, input),
  };
}

export function letterVersionsOf(
  env: Pick<Env, "RESUME_ROOM">,
  resumeId: string,
  letterId: string,
): DocumentVersions<LetterContent, LetterVersionKind> {
  const document = { kind: "letter", letterId } as const;
  const room = () => roomStub(env, resumeId);
  return {
    list: async () => (await room().listVersions(resumeId, document)) as DocumentVersionMeta<LetterVersionKind>[],
    read: (versionId) => room().readLetterVersion(resumeId, letterId, versionId),
    countNamed: () => room().countNamedVersions(resumeId, document),
    record: (input) => room().recordLetterVersion(resumeId, letterId, input),
  };
}
