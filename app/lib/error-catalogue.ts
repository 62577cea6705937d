/**
 * Every error the API answers, by code: its HTTP status and its English message (docs/api.md#errors).
 * This table is the one place where a code gets a status and words; services throw a `DomainError`
 * with a code and its parameters (app/lib/domain-error.ts), `app/server/http-errors.server.ts`
 * turns it into `{success: false, code, message, params}`, and the pages translate the code through
 * the same key in the interface's resources (app/i18n/api-errors.ts), never the English.
 *
 * `{{name}}` is a parameter. `{{wait}}` is made from the parameter `retryAfterSeconds` ("12
 * minutes", "5 hours": `waitParts`), so a page can say it in its own language.
 */

import { RESUME_TOO_LARGE } from "~/domain/resume/size";
import { waitParts } from "./error-codes";

type Entry = readonly [status: number, english: string];

/** Said over HTTP (`viewOnlyResume`, `suggestOnlyResume`) and by the room (`viewOnly`, `suggestOnly`) in the same words. */
const VIEW_ONLY_RESUME = "You can view this resume but not edit it.";
const SUGGEST_ONLY_RESUME = "You can suggest changes to this resume but not edit it.";

export const ERROR_CATALOGUE = {
  /** Generic request checks (app/server/http.server.ts) and routes. */
  crossSite: [403, "Cross-site request refused."],
  crossSiteConnection: [403, "Cross-site connection refused."],
  jsonOnly: [415, "Requests must be sent as JSON (Content-Type: application/json)."],
  bodyTooLarge: [413, "Request body is too large."],
  bodyIncomplete: [400, "The request body ended before it was complete. Try again."],
  notJson: [400, "Request body is not valid JSON."],
  formsOnly: [415, "Forms must be sent as application/x-www-form-urlencoded or multipart/form-data."],
  formUnreadable: [400, "The form could not be read. Reload the page and try again."],
  methodNotAllowed: [405, "Method not allowed."],
  /** The Worker could not read its texts from the static assets on an isolate's first request (workers/entry.ts). */
  siteStarting: [503, "The site is still starting. Please try again in a moment."],
  notFound: [404, "Not found."],
  /** A path no route matches (app/routes/$.tsx). */
  pageNotFound: [404, "This page does not exist."],
  /** A request that failed its schema: `issue` is the first problem, `path` where it is when the endpoint names it. */
  invalidInput: [400, "{{issue}}"],
  invalidField: [400, "{{path}}: {{issue}}"],
  /**
   * Checks of a form or a request body (the schemas' messages are these codes; `issueError` in
   * app/lib/validation-issue.ts reads `{{min}}`/`{{max}}` from the check, other parameters from the
   * refinement).
   */
  enterEmail: [400, "Please enter your email address."],
  emailTooLong: [400, "That email address is too long."],
  validEmail: [400, "Please enter a valid email address."],
  enterPassword: [400, "Please enter a password."],
  passwordMin: [400, "Password must be at least {{min}} characters."],
  passwordMax: [400, "Password must be at most {{max}} characters."],
  enterFullName: [400, "Please enter your full name."],
  fullNameMax: [400, "Full name must be at most 100 characters."],
  enterYourPassword: [400, "Please enter your password."],
  enterCode: [400, "Please enter the 6-digit code."],
  resetLinkInvalid: [400, "This reset link is invalid."],
  titleRule: [400, "Titles must be 1 to {{max}} characters."],
  slugLength: [400, "A link name has {{min}} to {{max}} characters."],
  slugCharacters: [400, "Use lower-case letters, digits and dashes (not at the start or end)."],
  slugReserved: [400, '"{{slug}}" is reserved. Choose another link name.'],
  linkPasswordMin: [400, "A link password has at least {{min}} characters."],
  linkPasswordMax: [400, "A link password has at most {{max}} characters."],
  versionNameMissing: [400, "Give the version a name."],
  versionNameMax: [400, "A version name can be at most {{max}} characters."],
  roleRule: [400, "Role must be editor, suggester or viewer."],
  jobDescriptionRequired: [400, "Please enter job title and description"],
  /** "This job is a … job" (the analysis page, GET /api/occupations, a saved job's `occupation`). */
  occupationCode: [400, "An occupation is an O*NET-SOC code such as 15-1252.00."],
  unknownOccupation: [400, "There is no occupation {{occupation}}."],
  occupationQuery: [400, "Search occupations with 1 to {{max}} characters."],
  occupationLimit: [400, "limit must be a whole number from 1 to {{max}}."],
  tooManyChanges: [400, "Too many changes."],
  summaryEmpty: [400, "The summary must not be empty."],
  summaryMax: [400, "The summary must be at most {{max}} characters."],
  notJsonResume: [400, "This is not a JSON Resume document."],
  /** The resume model's own checks (app/domain/resume/schema.ts), and zod's length checks. */
  monthFormat: [400, "Use the month format YYYY-MM"],
  atMost: [400, "At most {{max}} characters"],
  entryIdRule: [400, "Invalid entry id"],
  directionRule: [400, "Direction must be auto, ltr or rtl."],
  unknownLanguage: [400, "Unknown resume language."],
  /** Request bodies' own checks (app/domain/resume/api.ts, app/domain/applications/schema.ts, app/domain/cover-letter/schema.ts, the routes' schemas). */
  unknownTemplate: [400, "Unknown template id."],
  titleEmpty: [400, "Title must not be empty."],
  titleMax: [400, "Title must be at most {{max}} characters."],
  nothingToUpdate: [400, "Nothing to update."],
  atMostParagraphs: [400, "At most {{max}} paragraphs"],
  dayFormat: [400, "Use the date format YYYY-MM-DD"],
  jobUrlRule: [400, "A job URL starts with http:// or https://"],
  companyEmpty: [400, "Company must not be empty."],
  roleEmpty: [400, "Role must not be empty."],
  nothingToChange: [400, "Send at least one field to change."],
  eventTitleEmpty: [400, "An event needs a title."],
  /** The interface languages of app/i18n/languages.ts (a test holds the two together). */
  uiLanguageRule: [400, "language must be one of: en, es, de."],
  resumeTextRequired: [400, "resumeText is required."],
  resumeTextEmpty: [400, "Please add resume content to calculate ATS score"],
  resumeTextTooLong: [400, "resumeText is too long."],
  jobTextRequired: [400, "jobDescriptionText is required."],
  jobTextEmpty: [400, "Please add job description to calculate ATS score"],
  jobTextTooLong: [400, "jobDescriptionText is too long."],
  htmlRequired: [400, "html is required."],
  fileNameRequired: [400, "fileName is required."],
  tooBigCharacters: [400, "Too big: expected string to have <={{max}} characters"],
  tooBigItems: [400, "Too big: expected array to have <={{max}} items"],
  tooSmallCharacters: [400, "Too small: expected string to have >={{min}} characters"],
  tooSmallItems: [400, "Too small: expected array to have >={{min}} items"],
  /** The resume model's size limit as a request check (a 400; `resumeTooLarge` is the room's refusal of a restore). */
  resumeSizeLimit: [400, RESUME_TOO_LARGE],
  notSignedIn: [401, "Not signed in."],
  signInRequired: [401, "Please sign in to continue."],
  /** Personal access tokens (docs/agents.md). */
  tokenName: [400, "Give the token a name of 1 to 60 characters."],
  tokenScopes: [400, "Choose one or more scopes: read, suggest, score, export, applications, write."],
  tokenExpiry: [400, "A token's expiry is in the future and at most a year away."],
  tokenLimit: [409, "An account can have {{max}} tokens. Revoke one before making another."],
  tokenNotFound: [404, "No such token."],
  tokenThrottle: [429, "You made many tokens in a short time. Try again in {{wait}}."],
  tokenInvalid: [401, "This access token is not valid: it was revoked, it expired, or it never existed."],
  tokenScopeMissing: [403, 'This access token does not have the "{{scope}}" scope.'],
  tokenNotAccepted: [403, "Access tokens cannot be used here. Sign in with a browser to do this."],
  mcpTokenRequired: [401, "The MCP server takes a personal access token (Authorization: Bearer rbp_...)."],
  tokenRateLimited: [429, "This access token made too many requests. Try again in {{wait}}."],
  websocketExpected: [426, "Expected a websocket upgrade."],
  resumeIdRequired: [400, "resumeId is required."],
  /** Entering a resume room, over either transport (docs/collaboration-http.md). */
  roomJoinsTooFast: [429, "Too many connections. Try again in a few seconds."],
  roomAtCapacity: [503, "This room is full."],
  wrongRoom: [400, "This connection belongs to another resume."],
  /** The HTTP transport: a link the room does not know (it restarted, or the link expired), a POST out of order. */
  roomLinkUnknown: [404, "This connection to the room has ended. Connect again."],
  roomPostOutOfOrder: [409, "Messages must be sent in order. Connect again."],
  trashParameter: [400, "trash must be 1 or 0."],
  foreverParameter: [400, "forever must be 1 or 0."],
  /** A page's form named an action the page does not have. */
  unknownAction: [400, "Unknown action."],
  /** Resumes. */
  resumeNotFound: [404, "Resume not found."],
  viewOnlyResume: [403, VIEW_ONLY_RESUME],
  changedElsewhere: [409, "This resume was changed elsewhere. Reload to see the latest version before saving."],
  /** Suggestions (docs/collaboration.md#suggestions). */
  suggestOnlyResume: [403, SUGGEST_ONLY_RESUME],
  suggestViewOnly: [403, "You can view this resume but not suggest changes."],
  suggestionEmpty: [400, "A suggestion needs at least one change."],
  suggestionTooManyOps: [400, "A suggestion can hold at most {{max}} changes."],
  suggestionOpNotAllowed: [
    400,
    "A suggestion can change the resume's content only, not its template, page size, job description or language.",
  ],
  suggestionTooLarge: [413, "This suggestion is too large."],
  suggestionNoChange: [400, "This suggestion would change nothing."],
  suggestionLimit: [409, "This resume holds {{max}} pending suggestions. Accept or reject some first."],
  suggestionsFull: [409, "This resume's pending suggestions are full. Accept or reject some first."],
  suggestionRate: [429, "You are suggesting too fast. Try again in {{wait}}."],
  suggestionNotFound: [404, "Suggestion not found."],
  suggestionDecideForbidden: [403, "Only the owner or an editor can accept or reject suggestions."],
  suggestionDecided: [409, "This suggestion was already accepted or rejected."],
  suggestionConflict: [
    409,
    "The text changed after this suggestion was made. Confirm to replace the current text (accept with force: true).",
  ],
  suggestionNoLongerApplies: [409, "What this suggestion changes no longer exists."],
  ownerRenames: [403, "Only the owner can rename this resume."],
  ownerDeletes: [403, "Only the owner can delete this resume."],
  notInTrash: [404, "Resume not found in the Trash."],
  resumeLimit: [422, "You can keep at most {{max}} resumes. Delete one to create another."],
  resumeLimitTrash: [
    422,
    "You can keep at most {{max}} resumes. Delete one to create another. Resumes in the Trash ({{trashed}}) count until you delete them forever.",
  ],
  /** Publishing. */
  ownerPublishes: [403, "Only the owner can publish this resume."],
  slugTaken: [409, "This link is taken."],
  notPublished: [404, "This resume is not published."],
  pdfTooOften: [429, "This PDF was made too often recently. Please try again in {{wait}}."],
  /** Cover letters. */
  letterNotFound: [404, "Cover letter not found."],
  viewOnlyLetter: [403, "You can view this cover letter but not edit it."],
  viewOnlyNoLetters: [403, "You can view this resume but not add cover letters to it."],
  letterLimit: [422, "A resume can have at most {{max}} cover letters. Delete one to write another."],
  letterChangedElsewhere: [
    409,
    "This cover letter was changed elsewhere. Reload to see the latest version; your text is still in the editor.",
  ],
  /** Versions. */
  versionNotFound: [404, "Version not found."],
  versionThrottle: [429, "Too many version changes. Try again in {{wait}}."],
  viewOnlyHistory: [403, "You can view this resume's history but not change it."],
  viewOnlyLetterHistory: [403, "You can view this cover letter's history but not change it."],
  namedVersionsLimit: [422, "A resume can keep at most {{max}} named versions."],
  letterNamedVersionsLimit: [422, "A cover letter can keep at most {{max}} named versions."],
  /** A restore the room refused, or a live edit (an `ack`'s `rejectedCode`): the resume would not fit the size limit. */
  resumeTooLarge: [422, RESUME_TOO_LARGE],
  /** Sharing. */
  ownerShares: [403, "Only the owner can share this resume."],
  alreadyOwner: [400, "You already own this resume."],
  collaboratorLimit: [422, "A resume can be shared with at most {{max}} people. Remove someone to invite another."],
  ownerManagesAccess: [403, "Only the owner can change who has access."],
  collaboratorNotFound: [404, "Collaborator not found."],
  /** Tailoring. */
  tailorThrottle: [429, "You have tailored many resumes in a short time. Please try again in {{wait}}."],
  scoreThrottle: [429, "You have scored resumes very often in a short time. Please try again in {{wait}}."],
  noJobDescription: [409, "This resume has no saved job description to tailor it for."],
  /** The review page of a resume without a saved job: there is no such page (`noJobDescription` is the API's refusal). */
  noTailorProposals: [404, "This resume has no saved job description, so there are no changes to review."],
  staleChanges: [
    409,
    "These changes no longer fit the resume (it changed since they were proposed): {{changes}}. Reload to see the current proposals.",
  ],
  tailoredTooLarge: [400, "The tailored resume does not fit the resume limits."],
  inventions: [422, "Nothing was applied: these are not in your resume: {{inventions}}."],
  /** Variants (docs/variants.md). */
  variantKindRequired: [400, "Give the variant a language or a job description."],
  upstreamDecisionKind: [400, "Send one of take or skip (a list of change ids) or translated (a list of field paths)."],
  proposeAcrossLanguages: [
    409,
    "This variant is in another language than its master: its text cannot be proposed to the master.",
  ],
  proposeNotText: [422, "Only text fields can be proposed to the master, not these: {{fields}}."],
  proposeNotChanged: [
    409,
    "Nothing to propose for these fields: this version has not changed them, or the master has the same text already: {{fields}}.",
  ],
  proposeEntryRemoved: [409, "The master no longer has the entry of these fields: {{fields}}."],
  variantOfVariant: [409, "This resume is a variant already. Make the variant from its master instead."],
  variantLimit: [422, "A resume can have at most {{max}} variants. Delete one to make another."],
  notAVariant: [409, "This resume is not a variant of another resume."],
  variantMasterUnavailable: [
    409,
    "The master of this variant is not available to you (in the Trash, or not shared with you).",
  ],
  upstreamChangeUnknown: [
    409,
    "These changes are not waiting any more (the master changed since): {{changes}}. Reload to see the current ones.",
  ],
  variantTooLarge: [422, "The master's changes do not fit in this variant (too many entries, or too large)."],
  /** Moving a master with variants to the Trash: DELETE /api/resumes/{id}?variants=keep|trash. */
  variantsNeedDecision: [
    409,
    "This resume has variants ({{count}}). Say what happens to them: variants=keep makes them independent resumes, variants=trash moves them to the Trash too.",
  ],
  variantsParameter: [400, "variants must be keep or trash."],
  /** The content library (docs/library.md). */
  libraryItemNotFound: [404, "Library item not found."],
  libraryItemLimit: [422, "Your library can hold at most {{max}} items. Delete one to save another."],
  libraryItemTooLarge: [422, "A library item can be at most 16 KB."],
  libraryContentInvalid: [
    400,
    "This content does not fit the item: an entry has section and entry (its section stays), a bullet has text.",
  ],
  libraryEntryNotFound: [400, "This resume has no such entry (or no such line in its description)."],
  bulletNeedsEntry: [400, "A bullet goes into an experience or project entry: name it with after."],
  libraryUseLimit: [422, "A resume can hold at most {{max}} insertions from the library."],
  libraryChangeUnknown: [
    409,
    "These changes are not offered any more (the library item changed since): {{changes}}. Reload to see the current ones.",
  ],
  /** Applications. */
  applicationNotFound: [404, "Application not found."],
  letterNotOfResume: [400, "That cover letter is not one of this resume's."],
  applicationLetterNotFound: [400, "Cover letter not found."],
  applicationLimit: [422, "You can track at most {{max}} applications. Delete some to add more."],
  sentResumeDeleted: [409, "This application's resume was deleted, so there is nothing to send."],
  applicationResumeDeleted: [409, "This application's resume was deleted."],
  addJobDescription: [400, "Add the job description first."],
  applicationEventLimit: [422, "An application keeps at most {{max}} events."],
  nothingSent: [404, "Nothing was sent yet: mark the application Applied first."],
  noSentLetter: [404, "No cover letter was sent with this application."],
  sentFormat: [400, 'Unsupported format "{{format}}". Use pdf, docx or txt.'],
  sentDocument: [400, 'document is "resume" or "letter".'],
  importThrottle: [429, "Too many imports. Please try again later."],
  csvOnly: [415, "Send the file as CSV (Content-Type: text/csv)."],
  jobFieldConflict: [
    400,
    '"{{field}}" and "jobDescription.{{jobField}}" name different jobs. Send the job once, as jobDescription: {title, company, description}.',
  ],
  csvTooLarge: [413, "The file is too large (at most 2 MB)."],
  /** The applications page's own form: the upload, the board's move. */
  csvFormUnreadable: [400, "That form could not be read. Choose a CSV file to import."],
  chooseCsv: [400, "Choose a CSV file to import."],
  impossibleMove: [400, "That move is not possible."],
  /** A CSV the reader refused (app/domain/csv/parse.ts, app/domain/applications/csv.ts): lines are counted as a spreadsheet does, the header is line 1. */
  csvQuoteOpen: [400, "A quoted field is never closed."],
  csvEmpty: [400, "The file is empty."],
  csvColumnMissing: [
    400,
    'The header row has no "{{column}}" column. Export from the Applications page to see the columns.',
  ],
  csvTooManyRows: [400, "The file has {{rows}} applications; at most {{max}} can be imported at once."],
  csvTooLong: [400, "Line {{line}}: {{column}} is longer than {{max}} characters."],
  csvCompanyRole: [400, "Line {{line}}: company and role must not be empty."],
  csvStage: [400, 'Line {{line}}: "{{stage}}" is not a stage ({{stages}}).'],
  csvDeadline: [400, "Line {{line}}: deadline must be YYYY-MM-DD."],
  csvJobUrl: [400, "Line {{line}}: job_url must start with http:// or https://."],
  csvEvents: [400, "Line {{line}}: events is not the JSON list an export writes."],
  csvDateTime: [400, "Line {{line}}: {{column}} is not a date and time."],
  /** Exports and their download links. */
  exportThrottle: [429, "You exported your data several times in the last hour. Please try again later."],
  /** The account's own settings (app/server/account.server.ts). */
  passwordWrong: [403, "That is not your password."],
  deleteAccountThrottle: [429, "Too many tries to delete the account. Please try again in {{wait}}."],
  passwordChangeThrottle: [429, "Too many tries to change the password. Please try again in {{wait}}."],
  renameThrottle: [429, "You changed your name many times in the last hour. Please try again in {{wait}}."],
  pdfBusy: [503, "Many PDFs are being made right now. Please try again in a minute."],
  renderBusy: [429, "You already have PDFs being made. Please wait for them to finish, then try again."],
  pdfTimeout: [504, "The PDF took too long to render. Please try again."],
  pdfFailed: [502, "The PDF could not be rendered: {{reason}}"],
  documentTooLarge: [413, "The document is larger than 1 MB."],
  resumeFormat: [400, 'Unsupported export format "{{format}}". Use pdf, docx, txt or json.'],
  letterFormat: [400, 'Unsupported export format "{{format}}". Use pdf, docx or txt.'],
  linkExpired: [403, "This download link has expired. Generate the file again."],
  linkInvalid: [403, "This download link is not valid."],
  fileNotFound: [404, "File not found."],
  /** Throttles of the account flows and of invitations. */
  signupThrottle: [429, "Too many sign-up attempts. Please try again in {{wait}}."],
  emailThrottle: [429, "Too many emails sent at your request. Please try again in {{wait}}."],
  emailToThrottle: [429, "Too many emails were sent to this address recently. Please try again in {{wait}}."],
  invitationThrottle: [429, "You have sent too many invitations. Please try again in {{wait}}."],
  otpAddressThrottle: [429, "Too many verification attempts for this address. Please try again in {{wait}}."],
  otpThrottle: [429, "Too many verification attempts. Please try again in {{wait}}."],
  loginThrottle: [429, "Too many failed sign-in attempts. Please try again in {{wait}}."],
  pendingSignups: [
    429,
    "Too many sign-ups are waiting for this address. Enter a code we sent, or try again in {{wait}}.",
  ],
  resendWait: [429, "Please wait {{seconds}} seconds before requesting a new code."],
  /** Account flows (app/lib/auth-messages.ts holds their other texts). */
  accountExists: [409, "An account with this email already exists. Please sign in instead."],
  noRecord: [400, "No verification code found. Please request a new code."],
  expired: [400, "Verification code has expired. Please request a new code."],
  tooManyAttempts: [400, "Too many incorrect attempts. This code no longer works. Please request a new code."],
  invalid: [400, "Invalid verification code. Please check and try again."],
  recovery: [400, "Your verification session has expired. We have sent a new code to your email."],
  noPending: [400, "No pending registration found. Please sign up again."],
  badCredentials: [401, "Invalid email or password."],
  mustVerify: [403, "Please verify your email address. We have sent a code to your inbox."],
  badResetToken: [400, "This reset link is invalid or has expired. Please request a new one."],
  /**
   * The resume's room (ROOM_ERROR_CODES of app/domain/collab/protocol.ts, docs/collaboration.md): refusals it sends
   * in an `error` frame or as an ack's `rejectedCode`, the review's among them (app/domain/review),
   * and why it closed a socket. Most are never answered over HTTP; the status says what kind of
   * refusal each is. `resumeTooLarge` and `viewOnlyLetter` above are the room's too.
   */
  invalidMessage: [400, "Invalid message."],
  viewOnly: [403, VIEW_ONLY_RESUME],
  /** A suggester's edit: they propose changes (docs/collaboration.md#suggestions), they do not make them. */
  suggestOnly: [403, SUGGEST_ONLY_RESUME],
  /** A cover letter's edit refused (a `letterAck`'s `rejectedCode`). */
  letterEditLimit: [429, "Too many cover letter edits at once. Slow down and try again."],
  letterBusy: [409, "This cover letter is being changed elsewhere. Try again."],
  letterDeleted: [404, "This cover letter was deleted."],
  paragraphRemoved: [409, "That paragraph was removed by someone else."],
  marksTooFast: [429, "You are adding review marks too fast. Wait a few seconds and try again."],
  /** Why the room closed a socket: sent as an error frame just before the close, whose reason is the same English. */
  tooManyTabs: [429, "Opened in too many tabs"],
  roomFull: [503, "The room is full"],
  tooFarBehind: [409, "Too far behind: reconnect for a fresh copy"],
  messageTooLarge: [413, "Message too large"],
  tooManyMessages: [429, "Too many messages"],
  tooManyInvalid: [429, "Too many invalid messages"],
  /** Review marks (app/domain/review/rules.ts, image.ts). */
  annotationTooLarge: [413, "This annotation is too large. Start a new one."],
  annotationLimit: [422, "A resume can hold at most {{max}} annotations."],
  authorChanges: [403, "Only its author or the resume's owner can change this annotation."],
  kindFixed: [400, "An annotation cannot change its kind."],
  annotationGone: [404, "This annotation no longer exists."],
  authorDeletes: [403, "Only its author or the resume's owner can delete this annotation."],
  commentsOnNotes: [400, "Only notes and highlights carry comments."],
  threadLimit: [422, "A thread holds at most {{max}} comments."],
  imageNotBase64: [400, "The image is not valid base64."],
  imageTooLarge: [413, "An image must be under 200 KB."],
  imageType: [415, "Only PNG and JPEG images can be used."],
  imageSide: [400, "An image can be at most {{max}} pixels wide and high."],
  marksFull: [422, "This resume's review marks are full ({{max}} MB). Delete some marks first."],
  marksShare: [422, "You have used your share of this resume's review marks ({{max}} MB). Delete some of yours first."],
} as const satisfies Record<string, Entry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export type ErrorParams = Readonly<Record<string, string | number>>;

export { isErrorCode, waitParts } from "./error-codes";

export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOGUE[code][0];
}

/** Fills `{{name}}` from `params`; `wait` from `retryAfterSeconds` in the words `waitWords` gives. */
export function fillMessage(
  template: string,
  params: ErrorParams,
  waitWords: (parts: ReturnType<typeof waitParts>) => string,
): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    if (name === "wait" && typeof params.retryAfterSeconds === "number")
      return waitWords(waitParts(params.retryAfterSeconds));
    const value = params[name];
    return value === undefined ? "" : String(value);
  });
}

/** "12 minutes", "1 minute", "5 hours". */
export function englishWait({ unit, count }: ReturnType<typeof waitParts>): string {
  return `${count} ${count === 1 ? unit.slice(0, -1) : unit}`;
}

/** The English message of a code, as the API writes it. */
export function englishMessage(code: ErrorCode, params: ErrorParams = {}): string {
  return fillMessage(ERROR_CATALOGUE[code][1], params, englishWait);
}
