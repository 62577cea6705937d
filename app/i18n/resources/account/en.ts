/** English texts of the Account page (/account); a part of en.ts kept apart for size. */
export const enAccount = {
  pageTitle: "Account",
  title: "Account",
  profile: {
    heading: "Profile",
    name: "Full name",
    email: "Email",
    emailHint: "You sign in with this address.",
    save: "Save name",
    saving: "Saving...",
    saved: "Your name is saved.",
    failed: "Could not save your name. Check your connection and try again.",
  },
  data: {
    heading: "Your data",
    lead: "Download everything your account holds as one JSON file: your resumes with their cover letters, your applications, your content library and your access tokens (never their secrets).",
    download: "Download my data",
    tokens: "Manage access tokens",
  },
  remove: {
    heading: "Delete account",
    lead: "Deleting your account removes for good:",
    resumes: "your resumes, the Trash included, with their versions, cover letters and public links;",
    applications: "your tracked applications and the copies of what you sent;",
    library: "your content library, access tokens and sessions on every device;",
    sharing:
      "your access to resumes others shared with you. The people you shared your resumes with lose access to them.",
    stays:
      "Notes and suggestions you left on other people's resumes stay in their resumes. The names of your public links are never given to anyone else.",
    undone: "This cannot be undone. Download your data first if you want to keep a copy.",
    password: "Your password",
    passwordHint: "Enter it again to confirm that it is you.",
    submit: "Delete my account",
    deleting: "Deleting...",
    confirmTitle: "Delete your account for good?",
    confirmBody: "Your account and everything listed on this page will be deleted at once. This cannot be undone.",
    confirm: "Delete for good",
    failed: "Could not delete your account. Check your connection and try again.",
  },
  deleted: "Your account has been deleted, with everything it held.",
};
