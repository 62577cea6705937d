/**
 * English texts of the analysis page (/analyze/{id}): its chrome, and the words of the exported
 * ATS report. What the engine writes (component labels, item details, suggestions, the role-fit
 * sentence) comes through its codes (../computed/en.ts). A part of en.ts kept apart for size.
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
  /**
   * The exported ATS report (app/domain/ats/report-html.ts), in the interface language; the English
   * word for word as the report has always been written (app/i18n/report-texts.test.ts).
   */
  report: {
    documentTitle: "ATS report – {{title}}",
    heading: "ATS Compatibility Report",
    target: "{{job}} at {{company}}",
    keywordsCount: "Keywords found: {{found}} of {{max}}",
    roleFit: "Role fit:",
    whereFrom: "Where the score comes from",
    advice: "advice",
    keywords: "Keywords found",
    noKeywords: "None yet.",
    missing: "Missing skills",
    noMissing: "No required skills missing.",
    suggestions: "Suggestions",
    nothing: "Nothing to improve.",
    before: "Before:",
    after: "After:",
  },
} as const;
