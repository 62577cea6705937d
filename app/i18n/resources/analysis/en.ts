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
  emptyBody: "Add a job description in the editor and click Get ATS Score to see how well your resume matches it.",
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
  /** "Reads as …" and "This job is a … job" (components/analysis/job-reading.tsx). */
  reading: {
    heading: "What this job is",
    readsAs: "Reads as {{occupation}}, {{basis}}",
    basis: {
      chosen: "you chose this",
      titleSkills: "from the title and {{used}} of {{total}} skills",
      title: "from the title",
      skillsDuties: "from the skills ({{used}} of {{total}}) and duties",
      skills: "from {{used}} of {{total}} skills",
      duties: "from the duties",
      unknown: "from the posting",
    },
    confidence: { sure: "sure", likely: "likely", unsure: "unsure" },
    confidenceLabel: "Confidence: {{word}}",
    unread: "The job's occupation could not be read from its title or duties.",
    control: "This job is a … job",
    placeholder: "Search, e.g. software developer",
    hint: "If the reading is wrong, choose the occupation. The score uses your choice everywhere, and it stays when you edit the job until you use the automatic reading.",
    results_one: "{{count}} occupation. Use the arrow keys and Enter to choose.",
    results_other: "{{count}} occupations. Use the arrow keys and Enter to choose.",
    noResults: "No occupation matches “{{query}}”.",
    searching: "Searching…",
    searchFailed: "The search did not work. Try again.",
    saving: "Saving…",
    saved: "Saved: this job is scored as {{occupation}}.",
    automatic: "Use the automatic reading",
  },
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
