/**
 * The catalogue of the HTTP API (docs/api.md#openapi): for each route id and method of
 * ROUTE_SCOPES, what the OpenAPI document says of it. Request bodies are the very schema objects
 * the routes validate with (`readJson`, `parseOr400`), named by their export (`{ createResumeSchema }`);
 * answers are the schemas of app/lib/api-responses.ts where the pages read one, else a small one
 * below. document.server.ts turns this into the document; openapi.test.ts checks it against the
 * route files.
 */
import * as z from "zod";
import { createApplicationSchema, eventInputSchema, updateApplicationSchema } from "~/domain/applications/schema";
import { atsScoreInputSchema } from "~/domain/ats/score-input";
import { createLetterSchema, updateLetterSchema } from "~/domain/cover-letter/schema";
import { publishInputSchema } from "~/domain/publication/api";
import { createResumeSchema, updateResumeSchema } from "~/domain/resume/api";
import { jsonResumeImportSchema, parsedImportSchema } from "~/domain/resume/import-input";
import { createVersionSchema } from "~/domain/resume/versions";
import {
  acceptInputSchema,
  decideAllInputSchema,
  digestInputSchema,
  suggestInputSchema,
} from "~/domain/suggestions/suggestion";
import { tailorApplyInputSchema, tailorInputSchema } from "~/domain/tailor/input";
import { createTokenSchema, TOKEN_SCOPES } from "~/domain/tokens/scopes";
import { createItemSchema, insertItemSchema, libraryDecisionSchema, updateItemSchema } from "~/domain/library/item";
import { createVariantSchema, proposeSchema, upstreamDecisionSchema, VARIANTS_CHOICES } from "~/domain/variants/input";
import {
  atsAnswer,
  collaboratorsAnswer,
  createdResumeAnswer,
  digestAnswer,
  fileUrlAnswer,
  invitationAnswer,
  languageAnswer,
  meAnswer,
  messageAnswer,
  occupationsAnswer,
  publicationAnswer,
  publishedAnswer,
  roleChangeAnswer,
  savedResumeAnswer,
  sessionAnswer,
  signupAnswer,
  suggestionAnswer,
  suggestionDecisionAnswer,
  suggestionsDecisionAnswer,
} from "~/lib/api-responses";
import {
  changePasswordSchema,
  deleteAccountSchema,
  emailOnlySchema,
  loginSchema,
  renameSchema,
  resetPasswordSchema,
  signupSchema,
  verifyOtpSchema,
} from "~/lib/auth-schemas";
import { inviteSchema, roleChangeSchema } from "../collab/collaborators.server";
import { generatePdfInputSchema } from "../pdf/store-pdf.server";
import { languageInputSchema } from "../language.server";
import type { ApiMethod } from "../tokens/route-scopes.server";

/** A schema under the name it is exported as: `{ createResumeSchema }`. */
export type NamedSchema = Readonly<Record<string, z.ZodType>>;

export interface Answer {
  description: string;
  /** A JSON answer's schema; absent: the answer has no body, or `contentType` says what it is. */
  schema?: NamedSchema;
  /** A body that is not JSON (a file, CSV). */
  contentType?: string;
}

export interface QueryParameter {
  name: string;
  description: string;
  required?: boolean;
  schema: z.ZodType;
}

export interface Operation {
  summary: string;
  tags: readonly [Tag];
  description?: string;
  /** Answered without a session: `true` anonymous only, `"optional"` a session is used when there. */
  anonymous?: true | "optional";
  query?: readonly QueryParameter[];
  /**
   * The body's schema(s), the same objects the route validates with; more than one: the route
   * picks one by the body's shape (anyOf). `in`: the file that validates, when not the route's own.
   */
  body?: { schemas: NamedSchema; in?: string; contentType?: string; optional?: true };
  responses: Readonly<Record<number, Answer>>;
}

// Answers no page reads a schema for: what docs/api.md says of them, in brief.
const ok = z.object({ success: z.literal(true) });
const resumeSummary = z.looseObject({
  id: z.string(),
  title: z.string(),
  templateId: z.string(),
  updatedAt: z.string(),
  atsScore: z.number().nullable(),
  role: z.enum(["owner", "editor", "suggester", "viewer"]),
});
export const resumesAnswer = z.object({ resumes: z.array(resumeSummary) });
export const resumeAnswer = z.looseObject({
  id: z.string(),
  title: z.string(),
  templateId: z.string(),
  data: z.record(z.string(), z.unknown()),
  jobDescription: z.looseObject({}).nullable(),
  pageSize: z.string(),
  version: z.number().int(),
});
const versionMeta = z.looseObject({
  id: z.string(),
  createdAt: z.string(),
  kind: z.string(),
  name: z.string().nullable(),
  summary: z.string(),
});
export const versionsAnswer = z.object({ versions: z.array(versionMeta) });
export const versionAnswer = z.object({ version: versionMeta.nullable() });
export const layoutAnswer = z.object({
  pages: z.number().int(),
  fitToPages: z.number().int().nullable(),
  fitted: z.looseObject({}).nullable(),
  overBy: z.object({ lines: z.number().int() }).nullable(),
});
export const annotationsAnswer = z.object({ annotations: z.array(z.looseObject({ id: z.string() })) });
export const suggestionsAnswer = z.object({ suggestions: z.array(suggestionAnswer) });
export const letterAnswer = z.looseObject({ id: z.string(), resumeId: z.string(), version: z.number().int() });
export const lettersAnswer = z.object({ letters: z.array(letterAnswer) });
export const applicationAnswer = z.looseObject({
  id: z.string(),
  resumeId: z.string().nullable(),
  company: z.string(),
  role: z.string(),
  stage: z.enum(["saved", "applied", "interview", "offer", "rejected", "withdrawn"]),
});
export const applicationsAnswer = z.object({ applications: z.array(applicationAnswer) });
export const importedAnswer = z.object({ imported: z.number().int() });
export const tailoredAnswer = z.looseObject({
  resumeId: z.string(),
  title: z.string(),
  changes: z.array(z.unknown()),
  scoreBefore: z.number(),
  inPlace: z.boolean().describe("A job variant tailored for its own job: its own proposals, no new resume"),
});
const upstreamChange = z.object({
  id: z.string(),
  path: z.string().describe("summary, skills, personalInfo.address, experience.{entryId}.description…"),
  masterBefore: z.unknown(),
  masterAfter: z.unknown(),
  variantNow: z.unknown(),
});
export const variantAnswer = resumeAnswer.extend({ variantOf: z.string(), language: z.string() });
export const variantsAnswer = z.object({
  variants: z.array(
    z.object({
      id: z.string(),
      language: z.string(),
      title: z.string(),
      templateId: z.string().describe("Where its editor opens: /builder/{templateId}?resume={id}."),
      jobDescription: z.looseObject({}).optional(),
      pendingUpstream: z.number().int(),
    }),
  ),
});
export const upstreamAnswer = z.object({
  changes: z.array(upstreamChange),
  needsTranslation: z.array(z.string()).describe("Text fields still in the master's words (a language variant)."),
  proposable: z
    .array(
      z.object({
        path: z.string(),
        newEntry: z.boolean().describe("A field of an entry of the variant's own: proposing it adds the whole entry."),
      }),
    )
    .describe(
      "What the variant may propose to its master (POST /api/resumes/{id}/propose); empty in a language variant.",
    ),
});
export const proposedAnswer = z.object({ suggestions: z.array(suggestionAnswer) });
export const upstreamDecidedAnswer = upstreamAnswer.extend({ resume: resumeAnswer });
export const libraryItemAnswer = z.object({
  id: z.string(),
  kind: z.enum(["entry", "bullet"]),
  content: z
    .looseObject({})
    .describe("An entry: {section: experience|education|projects, entry: its fields without id}. A bullet: {text}."),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const libraryItemsAnswer = z.object({ items: z.array(libraryItemAnswer) });
export const libraryInsertedAnswer = z.object({
  resume: resumeAnswer,
  use: z.object({
    id: z.string(),
    itemId: z.string(),
    entryId: z.string().describe("The new entry, or the entry whose description got the bullet."),
    line: z.number().int().nullable().describe("The bullet's line in that description; null for an entry."),
  }),
});
const libraryChange = z.object({
  id: z.string(),
  itemId: z.string(),
  path: z.string().describe("experience.{entryId}.position, projects.{entryId}.description…"),
  line: z.number().int().nullable().optional().describe("A bullet's line now (null: gone, taking appends it)."),
  itemBefore: z.unknown(),
  itemNow: z.unknown(),
  resumeNow: z.unknown(),
});
export const libraryChangesAnswer = z.object({ changes: z.array(libraryChange) });
export const libraryDecidedAnswer = libraryChangesAnswer.extend({ resume: resumeAnswer });
export const tailoringAppliedAnswer = z.looseObject({ resume: resumeAnswer, applied: z.array(z.unknown()) });
const tokenScopes = z.array(z.enum(TOKEN_SCOPES));
export const createdTokenAnswer = z.object({
  id: z.string(),
  token: z.string().describe("Shown once: only a hash is kept."),
  name: z.string(),
  scopes: tokenScopes,
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
export const tokensAnswer = z.object({
  tokens: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      scopes: tokenScopes,
      createdAt: z.string(),
      expiresAt: z.string().nullable(),
      lastUsedAt: z.string().nullable(),
    }),
  ),
  activity: z.array(
    z.object({ tokenId: z.string(), tokenName: z.string(), method: z.string(), path: z.string(), at: z.string() }),
  ),
});

const FILE_FORMATS = z.enum(["pdf", "docx", "txt", "json"]);
const SENT_FORMATS = z.enum(["pdf", "docx", "txt"]);
const fileAnswer = (what: string): Answer => ({ description: what, contentType: "application/octet-stream" });
const none = (description: string): Answer => ({ description });

/** The sections of the document and the reference page, in this order. */
export const TAG_ORDER = [
  "Accounts",
  "Resumes",
  "Sharing",
  "Versions",
  "Cover letters",
  "Suggestions",
  "Tailoring",
  "Variants",
  "Content library",
  "Scoring and files",
  "Applications",
  "Your data",
  "Tokens",
  "Reference",
] as const;
type Tag = (typeof TAG_ORDER)[number];

const ACCOUNTS = ["Accounts"] as const;
const RESUMES = ["Resumes"] as const;
const SHARING = ["Sharing"] as const;
const VERSIONS = ["Versions"] as const;
const LETTERS = ["Cover letters"] as const;
const SUGGESTIONS = ["Suggestions"] as const;
const TAILORING = ["Tailoring"] as const;
const VARIANTS = ["Variants"] as const;
const LIBRARY = ["Content library"] as const;
const APPLICATIONS = ["Applications"] as const;
const SCORING = ["Scoring and files"] as const;
const DATA = ["Your data"] as const;
const TOKENS = ["Tokens"] as const;
const REFERENCE = ["Reference"] as const;

type Catalogue = Readonly<Record<string, Readonly<Partial<Record<ApiMethod, Operation>>>>>;

export const OPERATIONS: Catalogue = {
  "routes/api.auth.signup": {
    POST: {
      summary: "Sign up; a 6-digit code is e-mailed",
      tags: ACCOUNTS,
      anonymous: true,
      body: { schemas: { signupSchema } },
      responses: { 200: { description: "Verification required", schema: { signupAnswer } } },
    },
  },
  "routes/api.auth.verify-otp": {
    POST: {
      summary: "Verify the e-mailed code and sign in",
      tags: ACCOUNTS,
      anonymous: true,
      body: { schemas: { verifyOtpSchema } },
      responses: { 200: { description: "Signed in", schema: { sessionAnswer } } },
    },
  },
  "routes/api.auth.resend-otp": {
    POST: {
      summary: "Send the verification code again",
      tags: ACCOUNTS,
      anonymous: true,
      body: { schemas: { emailOnlySchema } },
      responses: { 200: { description: "Sent", schema: { messageAnswer } } },
    },
  },
  "routes/api.auth.login": {
    POST: {
      summary: "Sign in with e-mail and password",
      tags: ACCOUNTS,
      anonymous: true,
      body: { schemas: { loginSchema } },
      responses: {
        200: {
          description: "Signed in (or `requireVerification` for an unverified account)",
          schema: { sessionAnswer },
        },
      },
    },
  },
  "routes/api.auth.logout": {
    POST: {
      summary: "Sign out: the session ends, the cookie is cleared",
      tags: ACCOUNTS,
      anonymous: "optional",
      responses: { 200: { description: "Signed out", schema: { ok } } },
    },
  },
  "routes/api.auth.me": {
    GET: {
      summary: "The signed-in user",
      tags: ACCOUNTS,
      responses: { 200: { description: "The user", schema: { meAnswer } } },
    },
  },
  "routes/api.auth.forgot-password": {
    POST: {
      summary: "E-mail a password reset link",
      tags: ACCOUNTS,
      anonymous: true,
      body: { schemas: { emailOnlySchema } },
      responses: { 200: { description: "Answered whether or not the address has an account", schema: { ok } } },
    },
  },
  "routes/api.auth.reset-password": {
    POST: {
      summary: "Set a new password with the e-mailed token; every session ends",
      tags: ACCOUNTS,
      anonymous: true,
      body: { schemas: { resetPasswordSchema } },
      responses: { 200: { description: "Password changed", schema: { ok } } },
    },
  },
  "routes/api.language": {
    POST: {
      summary: "Choose the interface language (cookie, and the account when signed in)",
      tags: ACCOUNTS,
      anonymous: "optional",
      body: { schemas: { languageInputSchema } },
      responses: { 200: { description: "Chosen", schema: { languageAnswer } } },
    },
  },
  "routes/api.account._index": {
    PATCH: {
      summary: "Change the account's name",
      tags: DATA,
      body: { schemas: { renameSchema } },
      responses: { 200: { description: "The account as renamed", schema: { meAnswer } } },
    },
    DELETE: {
      summary: "Delete the account and everything it holds (the password again), and sign out",
      tags: DATA,
      body: { schemas: { deleteAccountSchema } },
      responses: { 204: none("Deleted; the session cookie is cleared") },
    },
  },
  "routes/api.account.password": {
    PUT: {
      summary: "Change the password (the current one again); every other session ends",
      tags: DATA,
      body: { schemas: { changePasswordSchema } },
      responses: { 200: { description: "Changed", schema: { ok } } },
    },
  },
  "routes/api.account.export": {
    GET: {
      summary: "Download all of the account's data as JSON",
      tags: DATA,
      responses: { 200: { description: "resumeforge-data.json", contentType: "application/json" } },
    },
  },
  "routes/api.account.suggestion-digest": {
    GET: {
      summary: "Whether the daily digest of suggestions is on",
      tags: SUGGESTIONS,
      responses: { 200: { description: "The setting", schema: { digestAnswer } } },
    },
    PUT: {
      summary: "Turn the daily digest of suggestions on or off",
      tags: SUGGESTIONS,
      body: { schemas: { digestInputSchema } },
      responses: { 200: { description: "The setting", schema: { digestAnswer } } },
    },
  },
  "routes/api.tokens._index": {
    GET: {
      summary: "List the account's personal access tokens and their recent use",
      tags: TOKENS,
      description: "See docs/agents.md.",
      responses: { 200: { description: "Tokens and activity", schema: { tokensAnswer } } },
    },
    POST: {
      summary: "Create a personal access token",
      tags: TOKENS,
      description: "The token is in the answer once; see docs/agents.md.",
      body: { schemas: { createTokenSchema } },
      responses: { 201: { description: "Created", schema: { createdTokenAnswer } } },
    },
  },
  "routes/api.tokens.$id": {
    DELETE: {
      summary: "Revoke a personal access token",
      tags: TOKENS,
      responses: { 204: none("Revoked") },
    },
  },

  "routes/api.resumes._index": {
    GET: {
      summary: "List own and shared resumes (or, with trash=1, the Trash)",
      tags: RESUMES,
      query: [{ name: "trash", description: "1: the caller's resumes in the Trash", schema: z.literal("1") }],
      responses: { 200: { description: "The resumes", schema: { resumesAnswer } } },
    },
    POST: {
      summary: "Create a resume",
      tags: RESUMES,
      body: { schemas: { createResumeSchema } },
      responses: { 201: { description: "The new resume", schema: { createdResumeAnswer } } },
    },
  },
  "routes/api.resumes.import": {
    POST: {
      summary: "Import a JSON Resume document or reviewed import data",
      tags: RESUMES,
      body: { schemas: { parsedImportSchema, jsonResumeImportSchema } },
      responses: { 201: { description: "The new resume", schema: { createdResumeAnswer } } },
    },
  },
  "routes/api.resumes.$id": {
    GET: {
      summary: "Read a resume",
      tags: RESUMES,
      responses: { 200: { description: "The resume", schema: { resumeAnswer } } },
    },
    PUT: {
      summary: "Save a resume (data, template, title, job, page size)",
      tags: RESUMES,
      body: { schemas: { updateResumeSchema } },
      responses: { 200: { description: "The resume as stored", schema: { savedResumeAnswer } } },
    },
    DELETE: {
      summary: "Move a resume to the Trash (forever=1: delete it for good)",
      tags: RESUMES,
      query: [
        { name: "forever", description: "1: delete for good", schema: z.literal("1") },
        {
          name: "variants",
          description:
            "A master with variants: keep (they become independent resumes) or trash (yours go to the Trash with it); without it, 409 variantsNeedDecision",
          schema: z.enum(VARIANTS_CHOICES),
        },
      ],
      responses: { 204: none("Deleted") },
    },
  },
  "routes/api.resumes.$id.restore": {
    POST: {
      summary: "Restore a resume from the Trash",
      tags: RESUMES,
      responses: { 200: { description: "The resume", schema: { resumeAnswer } } },
    },
  },
  "routes/api.resumes.$id.duplicate": {
    POST: {
      summary: "Duplicate a resume",
      tags: RESUMES,
      responses: { 201: { description: "The copy", schema: { resumeAnswer } } },
    },
  },
  "routes/api.resumes.$id.export": {
    GET: {
      summary: "Export a resume (PDF, DOCX, TXT or JSON Resume)",
      tags: RESUMES,
      query: [
        { name: "format", description: "File format, pdf by default", schema: FILE_FORMATS },
        { name: "version", description: "A version id: that version of the resume", schema: z.uuid() },
      ],
      responses: { 200: fileAnswer("The file") },
    },
  },
  "routes/api.resumes.$id.layout": {
    GET: {
      summary: "The resume's pages as the PDF prints them",
      tags: RESUMES,
      responses: { 200: { description: "Page layout", schema: { layoutAnswer } } },
    },
  },
  "routes/api.resumes.$id.thumbnail": {
    GET: {
      summary: "PNG of the first page, 480 px wide",
      tags: RESUMES,
      responses: { 200: { description: "The image", contentType: "image/png" }, 304: none("Not modified") },
    },
  },
  "routes/api.resumes.$id.annotations": {
    GET: {
      summary: "The resume's review annotations",
      tags: RESUMES,
      responses: { 200: { description: "Annotations, oldest first", schema: { annotationsAnswer } } },
    },
  },
  "routes/api.resumes.$id.collaborators": {
    GET: {
      summary: "List who has access to a resume",
      tags: SHARING,
      responses: { 200: { description: "Collaborators", schema: { collaboratorsAnswer } } },
    },
    POST: {
      summary: "Invite someone (e-mailed), or set the role of someone who has access",
      tags: SHARING,
      body: { schemas: { inviteSchema } },
      responses: {
        200: { description: "Already had access: role set", schema: { invitationAnswer } },
        201: { description: "Invited", schema: { invitationAnswer } },
      },
    },
  },
  "routes/api.resumes.$id.collaborators.$userId": {
    PATCH: {
      summary: "Change a collaborator's role",
      tags: SHARING,
      body: { schemas: { roleChangeSchema } },
      responses: { 200: { description: "The role now and before", schema: { roleChangeAnswer } } },
    },
    DELETE: {
      summary: "Remove a collaborator",
      tags: SHARING,
      responses: { 204: none("Removed") },
    },
  },
  "routes/api.resumes.$id.publication": {
    GET: {
      summary: "The resume's public link and its counts",
      tags: SHARING,
      responses: { 200: { description: "The publication", schema: { publicationAnswer } } },
    },
    PUT: {
      summary: "Publish a resume at /r/{slug}, or change the publication",
      tags: SHARING,
      body: { schemas: { publishInputSchema } },
      responses: { 200: { description: "Published", schema: { publishedAnswer } } },
    },
    DELETE: {
      summary: "Unpublish",
      tags: SHARING,
      responses: { 200: { description: "Unpublished", schema: { ok } } },
    },
  },
  "routes/api.resumes.$id.cover-letters": {
    GET: {
      summary: "A resume's cover letters",
      tags: LETTERS,
      responses: { 200: { description: "The letters", schema: { lettersAnswer } } },
    },
    POST: {
      summary: "Write a cover letter for a resume",
      tags: LETTERS,
      body: { schemas: { createLetterSchema } },
      responses: { 201: { description: "The letter", schema: { letterAnswer } } },
    },
  },
  "routes/api.resumes.$id.suggestions": {
    GET: {
      summary: "A resume's suggestions, pending and decided",
      tags: SUGGESTIONS,
      responses: { 200: { description: "Oldest first", schema: { suggestionsAnswer } } },
    },
    POST: {
      summary: "Suggest changes to a resume",
      tags: SUGGESTIONS,
      body: { schemas: { suggestInputSchema } },
      responses: { 201: { description: "The suggestion", schema: { suggestionAnswer } } },
    },
  },
  "routes/api.resumes.$id.suggestions.$sid.accept": {
    POST: {
      summary: "Accept a suggestion (force: over a conflict)",
      tags: SUGGESTIONS,
      body: { schemas: { acceptInputSchema }, in: "app/server/suggestions/decide-action.server.ts", optional: true },
      responses: { 200: { description: "Accepted and applied", schema: { suggestionDecisionAnswer } } },
    },
  },
  "routes/api.resumes.$id.suggestions.$sid.reject": {
    POST: {
      summary: "Reject a suggestion",
      tags: SUGGESTIONS,
      body: { schemas: { acceptInputSchema }, in: "app/server/suggestions/decide-action.server.ts", optional: true },
      responses: { 200: { description: "Rejected", schema: { suggestionDecisionAnswer } } },
    },
  },
  "routes/api.resumes.$id.suggestions.decide-all": {
    POST: {
      summary: "Accept or reject every pending suggestion of one person",
      tags: SUGGESTIONS,
      body: { schemas: { decideAllInputSchema }, in: "app/server/suggestions/decide-action.server.ts" },
      responses: { 200: { description: "Decided", schema: { suggestionsDecisionAnswer } } },
    },
  },
  "routes/api.resumes.$id.tailor": {
    POST: {
      summary: "Tailor a copy of the resume to a job: the proposed changes",
      tags: TAILORING,
      body: { schemas: { tailorInputSchema } },
      responses: {
        200: { description: "A job variant for this very job: its own proposals", schema: { tailoredAnswer } },
        201: { description: "The copy (or job variant) and its proposals", schema: { tailoredAnswer } },
      },
    },
  },
  "routes/api.resumes.$id.tailor.apply": {
    POST: {
      summary: "Apply the accepted tailoring changes (dryRun: score only)",
      tags: TAILORING,
      body: { schemas: { tailorApplyInputSchema } },
      responses: { 200: { description: "Applied", schema: { tailoringAppliedAnswer } } },
    },
  },
  "routes/api.resumes.$id.variants": {
    GET: {
      summary: "A master's variants the caller can see, with their waiting upstream changes",
      tags: VARIANTS,
      responses: { 200: { description: "Variants", schema: { variantsAnswer } } },
    },
    POST: {
      summary: "Make a language or job variant of a resume (owner and editors; not of a variant; at most 20)",
      tags: VARIANTS,
      body: { schemas: { createVariantSchema } },
      responses: { 201: { description: "The variant, a resume of its own", schema: { variantAnswer } } },
    },
  },
  "routes/api.resumes.$id.upstream": {
    GET: {
      summary: "A variant's waiting upstream changes; what follows by itself is applied now",
      tags: VARIANTS,
      responses: { 200: { description: "Waiting changes", schema: { upstreamAnswer } } },
    },
    POST: {
      summary: "Take or skip waiting upstream changes by id, or mark fields of a language variant translated",
      tags: VARIANTS,
      body: { schemas: { upstreamDecisionSchema } },
      responses: { 200: { description: "The changes left and the variant", schema: { upstreamDecidedAnswer } } },
    },
  },
  "routes/api.resumes.$id.propose": {
    POST: {
      summary: "Propose a variant's text of some fields to its master, as suggestions on the master (one a field)",
      tags: VARIANTS,
      body: { schemas: { proposeSchema } },
      responses: { 201: { description: "The suggestions made on the master", schema: { proposedAnswer } } },
    },
  },
  "routes/api.resumes.$id.library": {
    POST: {
      summary: "Insert one of your library items into the resume (owner and editors)",
      tags: LIBRARY,
      body: { schemas: { insertItemSchema } },
      responses: { 201: { description: "The resume with the item, and the use", schema: { libraryInsertedAnswer } } },
    },
  },
  "routes/api.resumes.$id.library-changes": {
    GET: {
      summary: "Changes of your library items offered to this resume",
      tags: LIBRARY,
      responses: { 200: { description: "Offered changes", schema: { libraryChangesAnswer } } },
    },
    POST: {
      summary: "Take or skip offered library changes by id",
      tags: LIBRARY,
      body: { schemas: { libraryDecisionSchema } },
      responses: { 200: { description: "The changes left and the resume", schema: { libraryDecidedAnswer } } },
    },
  },
  "routes/api.library._index": {
    GET: {
      summary: "Your library items, the last changed first",
      tags: LIBRARY,
      responses: { 200: { description: "Items", schema: { libraryItemsAnswer } } },
    },
    POST: {
      summary: "Save an item: its content, or an entry (or a bullet) of a resume",
      tags: LIBRARY,
      body: { schemas: { createItemSchema } },
      responses: { 201: { description: "The item", schema: { libraryItemAnswer } } },
    },
  },
  "routes/api.library.$id": {
    PUT: {
      summary: "Change an item; the change is offered to the resumes using it",
      tags: LIBRARY,
      body: { schemas: { updateItemSchema } },
      responses: { 200: { description: "The item", schema: { libraryItemAnswer } } },
    },
    DELETE: {
      summary: "Delete an item; what was inserted stays in the resumes",
      tags: LIBRARY,
      responses: { 204: none("Deleted") },
    },
  },
  "routes/api.resumes.$id.versions": {
    GET: {
      summary: "A resume's version history, newest first",
      tags: VERSIONS,
      responses: { 200: { description: "Versions", schema: { versionsAnswer } } },
    },
    POST: {
      summary: "Name a version, or make a save point",
      tags: VERSIONS,
      body: { schemas: { createVersionSchema } },
      responses: {
        200: { description: "The newest version already holds the resume", schema: { versionAnswer } },
        201: { description: "The version", schema: { versionAnswer } },
      },
    },
  },
  "routes/api.resumes.$id.versions.$vid": {
    GET: {
      summary: "One version of a resume, with its content",
      tags: VERSIONS,
      responses: { 200: { description: "The version", schema: { versionAnswer } } },
    },
  },
  "routes/api.resumes.$id.versions.$vid.restore": {
    POST: {
      summary: "Restore a resume version",
      tags: VERSIONS,
      responses: { 200: { description: "Restored", schema: { versionAnswer } } },
    },
  },

  "routes/api.cover-letters.$letterId": {
    GET: {
      summary: "Read a cover letter",
      tags: LETTERS,
      responses: { 200: { description: "The letter", schema: { letterAnswer } } },
    },
    PUT: {
      summary: "Save a cover letter",
      tags: LETTERS,
      body: { schemas: { updateLetterSchema } },
      responses: { 200: { description: "The letter as stored", schema: { letterAnswer } } },
    },
    DELETE: {
      summary: "Delete a cover letter",
      tags: LETTERS,
      responses: { 204: none("Deleted") },
    },
  },
  "routes/api.cover-letters.$letterId.export": {
    GET: {
      summary: "Export a cover letter",
      tags: LETTERS,
      query: [{ name: "format", description: "File format, pdf by default", schema: SENT_FORMATS }],
      responses: { 200: fileAnswer("The file") },
    },
  },
  "routes/api.cover-letters.$letterId.versions": {
    GET: {
      summary: "A cover letter's version history",
      tags: VERSIONS,
      responses: { 200: { description: "Versions", schema: { versionsAnswer } } },
    },
    POST: {
      summary: "Name a letter version, or make a save point",
      tags: VERSIONS,
      body: { schemas: { createVersionSchema } },
      responses: {
        200: { description: "The newest version already holds the letter", schema: { versionAnswer } },
        201: { description: "The version", schema: { versionAnswer } },
      },
    },
  },
  "routes/api.cover-letters.$letterId.versions.$vid": {
    GET: {
      summary: "One version of a cover letter",
      tags: VERSIONS,
      responses: { 200: { description: "The version", schema: { versionAnswer } } },
    },
  },
  "routes/api.cover-letters.$letterId.versions.$vid.restore": {
    POST: {
      summary: "Restore a cover letter version",
      tags: VERSIONS,
      responses: { 200: { description: "Restored", schema: { versionAnswer } } },
    },
  },

  "routes/api.ats-score": {
    POST: {
      summary: "Score a resume's text against a job description",
      tags: SCORING,
      body: { schemas: { atsScoreInputSchema } },
      responses: { 200: { description: "The analysis", schema: { atsAnswer } } },
    },
  },
  "routes/api.occupations": {
    GET: {
      summary: "Search O*NET occupations by title",
      tags: SCORING,
      query: [
        { name: "q", description: "1 to 60 characters", required: true, schema: z.string().min(1).max(60) },
        { name: "limit", description: "1 to 20, 12 by default", schema: z.int().min(1).max(20) },
      ],
      responses: { 200: { description: "Best-known first", schema: { occupationsAnswer } } },
    },
  },
  "routes/api.generate-pdf": {
    POST: {
      summary: "Print HTML to a PDF behind a signed, expiring link",
      tags: SCORING,
      body: { schemas: { generatePdfInputSchema } },
      responses: { 200: { description: "The link", schema: { fileUrlAnswer } } },
    },
  },
  "routes/api.files.$": {
    GET: {
      summary: "A stored file, while its signature is valid",
      tags: SCORING,
      anonymous: true,
      description: "The link's signature (`exp`, `sig`) is the authorization.",
      query: [
        { name: "exp", description: "Expiry (from the signed link)", required: true, schema: z.string() },
        { name: "sig", description: "Signature (from the signed link)", required: true, schema: z.string() },
      ],
      responses: { 200: fileAnswer("The file") },
    },
  },

  "routes/api.applications._index": {
    GET: {
      summary: "List job applications, newest change first",
      tags: APPLICATIONS,
      responses: { 200: { description: "The applications", schema: { applicationsAnswer } } },
    },
    POST: {
      summary: "Track a job application",
      tags: APPLICATIONS,
      body: { schemas: { createApplicationSchema } },
      responses: { 201: { description: "The application", schema: { applicationAnswer } } },
    },
  },
  "routes/api.applications.import": {
    POST: {
      summary: "Import applications from CSV (at most 2 MB, 500 rows)",
      tags: APPLICATIONS,
      body: { schemas: {}, contentType: "text/csv" },
      responses: { 201: { description: "Imported", schema: { importedAnswer } } },
    },
  },
  "routes/api.applications.export[.]csv": {
    GET: {
      summary: "Every application as CSV",
      tags: APPLICATIONS,
      responses: { 200: { description: "The CSV", contentType: "text/csv" } },
    },
  },
  "routes/api.applications.$id": {
    GET: {
      summary: "Read an application, with its events and what was sent",
      tags: APPLICATIONS,
      responses: { 200: { description: "The application", schema: { applicationAnswer } } },
    },
    PATCH: {
      summary: "Change an application (moving to applied freezes what was sent)",
      tags: APPLICATIONS,
      body: { schemas: { updateApplicationSchema } },
      responses: { 200: { description: "The application", schema: { applicationAnswer } } },
    },
    DELETE: {
      summary: "Delete an application",
      tags: APPLICATIONS,
      responses: { 204: none("Deleted") },
    },
  },
  "routes/api.applications.$id.events": {
    POST: {
      summary: "Add an event to an application",
      tags: APPLICATIONS,
      body: { schemas: { eventInputSchema } },
      responses: { 201: { description: "The application", schema: { applicationAnswer } } },
    },
  },
  "routes/api.applications.$id.sent": {
    GET: {
      summary: "The resume (or letter) as it was sent",
      tags: APPLICATIONS,
      query: [
        { name: "format", description: "File format, pdf by default", schema: SENT_FORMATS },
        { name: "document", description: "letter: the cover letter", schema: z.literal("letter") },
      ],
      responses: { 200: fileAnswer("The file") },
    },
  },

  "routes/api.openapi[.]json": {
    GET: {
      summary: "This OpenAPI document",
      tags: REFERENCE,
      anonymous: true,
      responses: { 200: { description: "OpenAPI 3.1", contentType: "application/json" } },
    },
  },
};

/** Route ids of ROUTE_SCOPES the document leaves out, and why (checked by openapi.test.ts). */
export const NOT_DOCUMENTED: Readonly<Record<string, string>> = {
  "routes/api.$": "the JSON 404 (pageNotFound) of every path under /api no route has",
  "routes/mcp": "the MCP endpoint, described in docs/agents.md",
};
