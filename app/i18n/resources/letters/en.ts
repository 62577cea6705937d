/**
 * English texts of cover letters: the editor's card that writes one, the letter editor, its
 * export menu and traced sentences, and the letters under a dashboard card. A part of en.ts kept
 * apart for size. The letter itself (greeting, paragraphs, sources) is data, not interface.
 */
export const enLetters = {
  card: {
    heading: "Cover letter",
    ready: "A starter letter drafted from this resume and the saved job, every sentence traceable to one of them.",
    needJob: "Save a job description above to draft a cover letter for it.",
    drafting: "Drafting...",
    write: "Write a cover letter for this job",
    exists: "This resume already has a letter for this job: opening it.",
    failed: "The cover letter could not be made.",
  },
  editor: {
    pageTitle: "Cover letter · {{title}}",
    kicker: "Cover letter",
    draft: "Draft from resume and job",
    drafted: "Drafted from your resume and the job. Hover or focus an underlined sentence to see its source.",
    saveFailed: "The letter could not be saved.",
    form: "Cover letter",
    recipient: "Recipient",
    recipientName: "Recipient name",
    company: "Company",
    address: "Address",
    optional: "(optional)",
    date: "Date",
    greeting: "Greeting",
    paragraph: "Paragraph {{number}}",
    removeParagraph: "Remove paragraph {{number}}",
    remove: "Remove",
    addParagraph: "Add paragraph",
    closing: "Closing",
    signature: "Signature",
    previewRegion: "Letter preview",
    previewFrame: "Cover letter preview",
    confirmTitle: "Replace the letter with a new draft?",
    confirmLabel: "Replace with draft",
    confirmBody:
      "The greeting, paragraphs, closing and signature are replaced by a draft from your resume and the job. Your recipient name and address stay.",
    collaborators: "Collaborators",
  },
  traces: {
    intro: "Drafted sentences and their sources:",
    from: "From: {{sources}}",
  },
  list: {
    heading: "Cover letters",
    label: "Cover letters of {{title}}",
    deleted: "Cover letter “{{title}}” deleted.",
    deleteFailed: "The cover letter could not be deleted.",
    delete: "Delete",
    deleteLabel: "Delete cover letter {{title}}",
    confirmTitle: "Delete this cover letter?",
    confirmBody: "“{{title}}” is deleted for good.",
  },
} as const;
