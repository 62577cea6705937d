/** English texts of the error pages (404 and every error boundary); a part of en.ts kept apart for size. */
export const enErrors = {
  status: {
    "400": {
      title: "That request did not make sense",
      detail: "Something in the address or the form was not valid. Go back and try again.",
    },
    "403": { title: "Not allowed", detail: "You do not have access to this page." },
    "404": { title: "Page not found", detail: "The page you are looking for does not exist or has moved." },
    "429": { title: "Too many requests", detail: "Please wait a moment, then try again." },
  },
  unexpected: { title: "Something went wrong", detail: "An unexpected error occurred. Please try again in a moment." },
  /** A download link opened in a tab that cannot give its file (expired, altered, gone). */
  download: "This download is not available",
  home: "Back to home",
} as const;
