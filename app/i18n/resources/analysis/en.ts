/**
 * English texts of the analysis page (/analyze/{id}): its chrome only. What the engine writes
 * (component labels, item details, suggestions, the role-fit sentence) stays as the engine wrote it.
 * A part of en.ts kept apart for size.
 */
export const enAnalysis = {
  pageTitle: "ATS analysis · {{title}}",
  kicker: "ATS analysis",
  job: "Job description",
  showDescription: "Show the full description",
  emptyBody: "Add a job description in the editor and click Check ATS Score to see how well your resume matches it.",
  addJob: "Add a job description",
  score: "Score",
  keywordsFound: "Keywords found: {{found}} of {{max}}",
  roleFit: "Role fit: ",
  whereFrom: "Where the score comes from",
  points: "{{earned}} / {{weight}} points",
  advice: "Advice, not scored",
  status: { good: "Found: ", related: "Related: ", missing: "Missing: " },
  none: "None yet.",
  suggestions: "Suggestions",
  before: "Before:",
  after: "After:",
} as const;
