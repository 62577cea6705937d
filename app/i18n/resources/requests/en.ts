/**
 * The API's generic English answers that any page may show (docs/i18n.md#server-answers): the
 * request checks every JSON endpoint shares (app/server/http.server.ts), the throttles of the
 * account flows (app/server/auth/limits.server.ts), the exports and their download links, the
 * client's own fallbacks when the server sent no message, and the zod issues a form or the
 * import's parsed-data check names with a field path. Word for word as they are written there;
 * `{{name}}` stands for a part filled in, read back by app/i18n/known-messages.ts.
 */
export const enRequestMessages = {
  /** app/server/http.server.ts */
  crossSite: "Cross-site request refused.",
  jsonOnly: "Requests must be sent as JSON (Content-Type: application/json).",
  bodyTooLarge: "Request body is too large.",
  notJson: "Request body is not valid JSON.",
  invalidBody: "Invalid request body.",
  formsOnly: "Forms must be sent as application/x-www-form-urlencoded or multipart/form-data.",
  formUnreadable: "The form could not be read. Reload the page and try again.",
  methodNotAllowed: "Method not allowed.",
  checkForm: "Please check the form and try again.",
  /** The client's words when the server sent none (app/lib/api-client.ts, the History download, the Publish dialog). */
  httpStatus: "HTTP {{status}}: {{statusText}}",
  /** HTTP/2 and HTTP/3 carry no status text: then the fallback ends in ": " (read before the next, which would take ": " for the status). */
  httpStatusBare: "HTTP {{status}}: ",
  httpStatusOnly: "HTTP {{status}}",
  somethingWrong: "Something went wrong (HTTP {{status}}). Try again.",
  unexpectedAnswer: "The server sent an answer this page does not understand. Please reload and try again.",
  /** Throttles of the account flows; `{{wait}}` is "12 minutes" (serverMessages.wait). */
  signupThrottle: "Too many sign-up attempts. Please try again in {{wait}}.",
  emailToThrottle: "Too many emails were sent to this address recently. Please try again in {{wait}}.",
  otpAddressThrottle: "Too many verification attempts for this address. Please try again in {{wait}}.",
  otpThrottle: "Too many verification attempts. Please try again in {{wait}}.",
  loginThrottle: "Too many failed sign-in attempts. Please try again in {{wait}}.",
  pendingSignups: "Too many sign-ups are waiting for this address. Enter a code we sent, or try again in {{wait}}.",
  /** Exports and their download links. */
  pdfBusy: "Many PDFs are being made right now. Please try again in a minute.",
  renderBusy: "You already have PDFs being made. Please wait for them to finish, then try again.",
  pdfTimeout: "The PDF took too long to render. Please try again.",
  pdfFailed: "The PDF could not be rendered: {{reason}}",
  documentTooLarge: "The document is larger than 1 MB.",
  resumeFormat: "Unsupported export format \"{{format}}\". Use pdf, docx, txt or json.",
  letterFormat: "Unsupported export format \"{{format}}\". Use pdf, docx or txt.",
  linkExpired: "This download link has expired. Generate the file again.",
  linkInvalid: "This download link is not valid.",
  fileNotFound: "File not found.",
  /**
   * A zod issue with where it is: "data.experience.0.startDate: Use the month format YYYY-MM"
   * (the server) or "experience 0 startDate: …" (the import page's own check). The path stays as
   * written; a language may frame it.
   */
  fieldIssue: "{{path}}: {{issue}}",
  /** The issues themselves: the resume model's own (app/domain/resume/schema.ts), then zod's. */
  issue: {
    monthFormat: "Use the month format YYYY-MM",
    atMost: "At most {{max}} characters",
    entryId: "Invalid entry id",
    direction: "Direction must be auto, ltr or rtl.",
    language: "Unknown resume language.",
    invalidType: "Invalid input: expected {{expected}}, received {{received}}",
    invalidLiteral: "Invalid input: expected {{expected}}",
    invalidInput: "Invalid input",
    invalidOption: "Invalid option: expected one of {{options}}",
    tooBigItems: "Too big: expected array to have <={{max}} items",
    tooBigCharacters: "Too big: expected string to have <={{max}} characters",
    tooSmallItems: "Too small: expected array to have >={{min}} items",
    tooSmallCharacters: "Too small: expected string to have >={{min}} characters",
    unrecognizedKey: "Unrecognized key: {{key}}",
  },
};
