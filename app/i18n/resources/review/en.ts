/**
 * English texts of the Review tab's comment threads and its Add a note form (the tools, marks and
 * downloads are under `review` in en.ts). A part kept apart for size; sections and names are data.
 */
export const enReviewThreads = {
  comments: "Comments",
  showResolved: "Show resolved ({{count}})",
  none: "No annotations yet.",
  allResolved: "Every thread is resolved.",
  page: "Page",
  where: "{{section}} · page {{number}}",
  resolved: "Resolved",
  replyTo: "Reply to {{name}}",
  reply: "Reply",
  reopen: "Reopen",
  resolve: "Resolve",
  addNote: "Add a note on page {{number}}",
  about: "About",
  thePage: "The page",
  add: "Add note",
  /** The sections a note can be filed under (stored in English: app/components/review/section-names.ts). */
  section: {
    personalInfo: "Personal information",
    summary: "Summary",
    experience: "Experience",
    education: "Education",
    projects: "Projects",
    skills: "Skills",
  },
} as const;
