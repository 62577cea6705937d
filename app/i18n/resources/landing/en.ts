/** The landing page's texts (../en.ts `landing`). */
export const enLanding = {
  title: "{{product}}: ATS-optimized resumes, written together",
  description:
    "Build an ATS-friendly resume with a live preview, score it against a job description, export PDF, DOCX or TXT, and edit it with others in real time.",
  nav: { label: "Sections", features: "Features", how: "How it works", stories: "Stories", contact: "Contact" },
  login: "Login",
  badge: "ATS-optimized resume builder",
  headline: "Get past the resume filter and in front of a person.",
  lead: "Write your resume with a live preview, score it against the job you want, fix what the score explains, and export a file every applicant tracking system can read.",
  create: "Create Your Resume",
  signIn: "Sign In",
  glance: "At a glance",
  stats: {
    templates: "ATS-friendly templates",
    formats: "export formats",
    score: "score that means ATS-ready",
    price: "to get started",
    scoreLabel: "ATS score",
  },
  featuresTitle: "Everything a job search needs",
  featuresLead: "From the first draft to the file you send, with feedback you can act on at every step.",
  features: {
    analysis: {
      title: "Job-description analysis",
      text: "Paste a job description and get a compatibility score with real-time feedback as you edit: every point explained.",
    },
    matching: {
      title: "Job-description matching",
      text: "See which required skills and keywords your resume already covers and which are missing, and where each one fits.",
    },
    suggestions: {
      title: "Content suggestions",
      text: "Concrete rewrites: stronger verbs for weak openings, results without numbers flagged, missing keywords placed where they fit.",
    },
    templates: {
      title: "ATS-friendly templates",
      text: "Ten professionally designed layouts built from real text in reading order, so applicant tracking systems read every line.",
    },
    preview: {
      title: "Real-time preview",
      text: "Every keystroke shows in a paged preview exactly as it will print, in the same fonts as the exported file.",
    },
    reorder: {
      title: "Drag-and-drop customization",
      text: "Reorder experience, education and projects by dragging, or with the keyboard, and watch the layout follow.",
    },
    export: {
      title: "Export to PDF, DOCX or TXT",
      text: "Selectable-text PDFs that parsers read correctly, Word documents with real headings, and clean plain text.",
    },
    together: {
      title: "Edit together, live",
      text: "Invite a mentor or a friend: edit one resume at the same time without ever losing an edit.",
    },
  },
  steps: {
    choose: {
      title: "Choose Template",
      text: "Pick one of ten ATS-friendly layouts. Preview every page before you decide.",
    },
    customize: {
      title: "Customize Resume",
      text: "Fill in your story with a live preview, paste the job description, and follow the score.",
    },
    download: {
      title: "Download & Share",
      text: "Export a PDF, DOCX or TXT, or invite others to edit and review with you.",
    },
  },
  storiesTitle: "Made for real job searches",
  storiesLead: "Three situations the product was designed around.",
  stories: {
    changer: {
      who: "The career changer",
      quote:
        "Moving from teaching into instructional design, the missing-skills list showed which of my classroom skills already matched the posting and what to say about them.",
    },
    graduate: {
      who: "The new graduate",
      quote:
        "With one page of experience, the suggestions pointed to the bullets without numbers, so every project says what it achieved.",
    },
    mentor: {
      who: "The mentor",
      quote:
        "I edit my mentees' resumes with them in the same document, at the same time, instead of trading attachments.",
    },
  },
  ctaTitle: "Your next application starts here",
  ctaLead: "Pick a template, paste a job description, and see your score in minutes.",
  ctaButton: "Get Started Free",
  contactLead: "Questions, feedback or a bug to report? We read every message.",
};
