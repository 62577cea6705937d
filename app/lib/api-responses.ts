/**
 * What the browser reads from each JSON answer of the API (docs/api.md), as schemas: a call's
 * result is checked against the schema it names, so a changed server fails loudly at the call
 * instead of as `undefined` somewhere later. Only the fields the pages read are required.
 */
import * as z from "zod";
import { atsAnalysisSchema } from "~/domain/ats/analysis-schema";

/** For calls whose answer the page does not read beyond its status. */
export const anyAnswer = z.unknown();

const storedUser = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  profileImageUrl: z.string().nullable(),
});

/** Login and verified sign-up: the bearer token and the user (docs/api.md#accounts). */
export const sessionAnswer = z.object({ token: z.string(), user: storedUser });
export const meAnswer = z.object({ user: storedUser });
export const signupAnswer = z.object({ email: z.string(), requireVerification: z.boolean().optional() });
export const messageAnswer = z.object({ message: z.string().optional() });

/** A generated file (PDF, ATS report) behind an authorized, expiring URL. */
export const fileUrlAnswer = z.object({ url: z.string().min(1) });
export const createdResumeAnswer = z.object({ id: z.string().min(1) });
export const savedResumeAnswer = z.object({ version: z.number().int() });
export const atsAnswer = atsAnalysisSchema;
/** GET /api/occupations?q= ("This job is a … job"). */
export const occupationsAnswer = z.object({ occupations: z.array(z.object({ code: z.string(), title: z.string() })) });

export const collaboratorsAnswer = z.object({
  collaborators: z.array(
    z.object({
      userId: z.string().nullable(),
      email: z.string(),
      name: z.string().nullable(),
      role: z.enum(["editor", "suggester", "viewer"]),
    }),
  ),
});
export type Collaborator = z.infer<typeof collaboratorsAnswer>["collaborators"][number];
const collaboratorRole = z.enum(["editor", "suggester", "viewer"]);
const oneCollaborator = z.object({
  userId: z.string().nullable(),
  email: z.string(),
  name: z.string().nullable(),
  role: collaboratorRole,
});
/** POST /api/resumes/{id}/collaborators: a new invitation (created), or someone who already had access. */
export const invitationAnswer = z.object({
  collaborator: oneCollaborator,
  created: z.boolean(),
  emailSent: z.boolean(),
  previousRole: collaboratorRole.nullable(),
});
/** PATCH /api/resumes/{id}/collaborators/{who}: the role now, and the one before. */
export const roleChangeAnswer = z.object({ collaborator: oneCollaborator, previousRole: collaboratorRole });

/** The owner's view of a public link (docs/api.md#public-link): GET and PUT /api/resumes/{id}/publication. */
export const publicationAnswer = z.object({
  url: z.string(),
  slug: z.string(),
  indexable: z.boolean(),
  hasPassword: z.boolean(),
  hidePhone: z.boolean(),
  hideEmail: z.boolean(),
  hideLocation: z.boolean(),
  views: z.number(),
  downloads: z.number(),
  days: z.array(z.object({ day: z.string(), views: z.number(), downloads: z.number() })),
});
export const publishedAnswer = z.object({ url: z.string(), slug: z.string() });

/** POST /api/language (docs/api.md#interface-language). */
export const languageAnswer = z.object({ language: z.string(), savedOnAccount: z.boolean() });

/** A suggestion as the room answers it (docs/api.md#suggestions); the page reads these fields. */
export const suggestionAnswer = z.looseObject({
  id: z.string(),
  status: z.enum(["pending", "accepted", "rejected"]),
  createdAt: z.number(),
  updatedAt: z.number(),
  author: z.object({ userId: z.string(), name: z.string(), color: z.string() }),
  ops: z.array(z.looseObject({ op: z.string() })),
});
/** Accept or reject: the suggestion as decided, the operations applied (for undo) and the room's version. */
export const suggestionDecisionAnswer = z.object({
  suggestion: suggestionAnswer,
  ops: z.array(z.looseObject({ op: z.string() })),
  version: z.number(),
});
export const suggestionsDecisionAnswer = z.object({
  suggestions: z.array(suggestionAnswer),
  ops: z.array(z.looseObject({ op: z.string() })),
  version: z.number(),
});
export const digestAnswer = z.object({ enabled: z.boolean() });

/** A personal access token as the account page lists it: never its secret. */
const accessToken = z.object({
  id: z.string(),
  name: z.string(),
  // A scope a newer server knows and this page does not is shown as it came.
  scopes: z.array(z.string()),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessToken>;
/** GET /api/tokens: the live tokens and their latest uses, newest first. */
export const tokensAnswer = z.object({
  tokens: z.array(accessToken),
  activity: z.array(
    z.object({ tokenId: z.string(), tokenName: z.string(), method: z.string(), path: z.string(), at: z.string() }),
  ),
});
export type TokenUse = z.infer<typeof tokensAnswer>["activity"][number];
/** POST /api/tokens: the new token with its secret, shown this once. */
export const createdTokenAnswer = z.object({
  id: z.string(),
  token: z.string().min(1),
  name: z.string(),
  scopes: z.array(z.string()),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
});
