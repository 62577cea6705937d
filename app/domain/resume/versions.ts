/**
 * Version history as the API and the History panel see it (docs/api.md#version-history).
 * A version is a whole-document snapshot; what it says about itself is computed when it is made.
 */
import * as z from "zod";

/** Why a version was made (`suggestion`: right after one was accepted, named "Accepted suggestion from Ana"): the editing session went quiet, an explicit Save, a named one, or before a change that replaces content. */
export const VERSION_KINDS = ["quiet", "save", "template", "import", "restore", "named", "suggestion"] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

/** Kept for ever (until deleted with the resume), up to NAMED_VERSIONS_MAX per resume. */
export const NAMED_VERSIONS_MAX = 100;
/** Automatic versions kept per resume; older ones are pruned when a new one is made. */
export const AUTOMATIC_VERSIONS_MAX = 200;
export const VERSION_NAME_MAX = 100;
/** How long an editing session must stay quiet before a version is made (docs/collaboration.md#versions). */
export const QUIET_MS = 120_000;

export interface VersionAuthor {
  id: string;
  name: string;
}

export interface VersionMeta {
  id: string;
  createdAt: string;
  kind: VersionKind;
  name: string | null;
  authors: VersionAuthor[];
  summary: string;
}

/** POST /api/resumes/{id}/versions: with a name, a named version; without, a save point (the editor's Save). */
export const createVersionSchema = z.strictObject({
  name: z.string().trim().min(1, "versionNameMissing").max(VERSION_NAME_MAX, "versionNameMax").optional(),
});

/** Version ids are UUIDs; anything else is not a version of any resume. */
export const versionIdSchema = z.uuid();
