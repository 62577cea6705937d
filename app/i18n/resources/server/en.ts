/**
 * The JSON API's English answers that pages show (docs/i18n.md#server-answers), word for word as
 * the server writes them. `{{name}}` stands for a part the server fills in; `app/i18n/known-messages.ts`
 * reads such parts back out of an answer. `{{wait}}` is the server's "12 minutes" / "5 hours"
 * (`waitText`), translated through `wait`.
 */
export const enServerMessages = {
  wait: {
    minutes_one: "{{count}} minute",
    minutes_other: "{{count}} minutes",
    hours_one: "{{count}} hour",
    hours_other: "{{count}} hours",
  },
  /** Common to several routes. */
  /** The editor's save without collaboration words an answer as "Could not save: {answer}" (use-resume-saver.ts); the answer is translated too. */
  couldNotSave: "Could not save: {{reason}}",
  saveOffline: "Could not save: check your connection. Your changes are kept in this page.",
  resumeNotFound: "Resume not found.",
  viewOnlyResume: "You can view this resume but not edit it.",
  changedElsewhere: "This resume was changed elsewhere. Reload to see the latest version before saving.",
  /** The dashboard: rename, duplicate, Trash. */
  resumeTooLarge: "This resume has reached its size limit (512 KB). Shorten some descriptions before adding more.",
  unknownAction: "Unknown action.",
  titleRule: "Titles must be 1 to {{max}} characters.",
  ownerRenames: "Only the owner can rename this resume.",
  ownerDeletes: "Only the owner can delete this resume.",
  notInTrash: "Resume not found in the Trash.",
  resumeLimit: "You can keep at most {{max}} resumes. Delete one to create another.",
  resumeLimitTrash: "You can keep at most {{max}} resumes. Delete one to create another. Resumes in the Trash ({{trashed}}) count until you delete them forever.",
  /** Publishing. */
  ownerPublishes: "Only the owner can publish this resume.",
  slugTaken: "This link is taken.",
  notPublished: "This resume is not published.",
  slugLength: "A link name has {{min}} to {{max}} characters.",
  slugCharacters: "Use lower-case letters, digits and dashes (not at the start or end).",
  slugReserved: "\"{{slug}}\" is reserved. Choose another link name.",
  linkPasswordMin: "A link password has at least {{min}} characters.",
  linkPasswordMax: "A link password has at most {{max}} characters.",
  /** Cover letters. */
  letterNotFound: "Cover letter not found.",
  letterDeleted: "This cover letter was deleted.",
  viewOnlyLetter: "You can view this cover letter but not edit it.",
  viewOnlyNoLetters: "You can view this resume but not add cover letters to it.",
  letterLimit: "A resume can have at most {{max}} cover letters. Delete one to write another.",
  letterChangedElsewhere: "This cover letter was changed elsewhere. Reload to see the latest version; your text is still in the editor.",
  letterBusy: "This cover letter is being changed elsewhere. Try again.",
  paragraphRemoved: "That paragraph was removed by someone else.",
  /** Versions. */
  letterEditLimit: "Too many cover letter edits at once. Slow down and try again.",
  versionNotFound: "Version not found.",
  versionThrottle: "Too many version changes. Try again in {{wait}}.",
  viewOnlyHistory: "You can view this resume's history but not change it.",
  viewOnlyLetterHistory: "You can view this cover letter's history but not change it.",
  namedVersionsLimit: "A resume can keep at most {{max}} named versions.",
  letterNamedVersionsLimit: "A cover letter can keep at most {{max}} named versions.",
  versionNameMissing: "Give the version a name.",
  versionNameMax: "A version name can be at most {{max}} characters.",
  /** Sharing. */
  ownerShares: "Only the owner can share this resume.",
  alreadyOwner: "You already own this resume.",
  collaboratorLimit: "A resume can be shared with at most {{max}} people. Remove someone to invite another.",
  ownerManagesAccess: "Only the owner can change who has access.",
  collaboratorNotFound: "Collaborator not found.",
  roleRule: "Role must be editor or viewer.",
  invitationThrottle: "You have sent too many invitations. Please try again in {{wait}}.",
  emailThrottle: "Too many emails sent at your request. Please try again in {{wait}}.",
  /** Tailoring. */
  jobDescriptionRequired: "Please enter job title and description",
  tailorThrottle: "You have tailored many resumes in a short time. Please try again in {{wait}}.",
  noJobDescription: "This resume has no saved job description to tailor it for.",
  staleChanges: "These changes no longer fit the resume (it changed since they were proposed): {{changes}}. Reload to see the current proposals.",
  tailoredTooLarge: "The tailored resume does not fit the resume limits.",
  tooManyChanges: "Too many changes.",
  summaryEmpty: "The summary must not be empty.",
  summaryMax: "The summary must be at most {{max}} characters.",
  inventions: "Nothing was applied: these are not in your resume: {{inventions}}.",
  /** Import. */
  notJsonResume: "This is not a JSON Resume document.",
};
