/**
 * English texts of the template cards, the preview dialog and its pager, and each template's
 * description (names stay as they are: they are the templates' names). A part of en.ts kept apart
 * for size; texts fixed by the specification stay byte-identical (docs/product.md#texts).
 */
export const enTemplateTexts = {
  select: "Select Template",
  preview: "Preview",
  more: "+{{count}} more",
  image: "{{name}} template",
  pdf: "{{name}} template preview",
  closePreview: "Close preview",
  close: "Close",
  use: "Use This Template",
  previous: "Previous",
  next: "Next",
  pageOf: "Page {{page}} of {{count}}",
  failed: "Failed to load preview:",
  errorLoading: "Error loading preview: {{message}}",
  unknownError: "Unknown error",
  description: {
    "modern-professional": "A crisp sans-serif layout with a single blue accent, ruled section headings and skill chips. Clean, confident and easy to scan.",
    "professional-elegant": "A refined serif-and-sans pairing with a centred masthead and burgundy small-caps headings set between hairlines.",
    "creative-portfolio": "A deep indigo header band with a display-serif name, coral accents and pill-shaped skill tags, while staying fully ATS-readable.",
    "minimal-modern": "Black on white with generous space: a light display name and section labels in a quiet left gutter.",
    "tech-minimalist": "IBM Plex Sans with monospaced labels, dates and tags, and a skills grid built for long technology lists.",
    "academic-research": "A CV in the academic manner: one serif, small-caps ruled headings, dates in a left column and education first.",
    "sales-impact": "Built to sell results: a navy header band, a highlighted summary and every figure in your achievements set in bold.",
    "startup-entrepreneur": "A bold grotesk name, highlighter-marked headings and a violet timeline running down your experience.",
    "healthcare-professional": "Calm and clinical: a teal top bar, tinted section strips and an even three-column skills list for certifications and competencies.",
    "classic-executive": "The boardroom resume: Garamond, letter-spaced capitals between rules, company before title, navy ink only.",
  },
} as const;
