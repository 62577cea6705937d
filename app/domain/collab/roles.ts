/**
 * What each role on a resume may do (docs/collaboration.md#suggestions). One place, so the REST
 * API, the room and the pages agree: a viewer reads and reviews; a suggester also proposes changes
 * but never changes the resume itself; an editor and the owner change it, and decide on proposals.
 */
export const ROLES = ["owner", "editor", "suggester", "viewer"] as const;
export type Role = (typeof ROLES)[number];
/** Roles an owner can give a collaborator. */
export const COLLABORATOR_ROLES = ["editor", "suggester", "viewer"] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];

/** Changes the resume directly (edits, restores, template, tailoring). */
export const mayEdit = (role: Role): boolean => role === "owner" || role === "editor";
/** Proposes changes. Editors and owners may too, from their Suggesting mode. */
export const maySuggest = (role: Role): boolean => role !== "viewer";
/** Accepts or rejects proposals: whoever could have made the change directly. */
export const mayDecide = mayEdit;
