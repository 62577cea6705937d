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
  features: {
    "modern-professional": [
      "ATS-friendly single-column layout",
      "Accent-ruled section headings",
      "Skill chips",
      "Dates beside the employer, read in order by parsers",
      "Inter typeface",
    ],
    "professional-elegant": [
      "Centred masthead",
      "Small-caps serif headings",
      "Three-column skills list",
      "Justified summary",
      "Source Serif and Source Sans",
    ],
    "creative-portfolio": [
      "Colour header band",
      "Display serif headings",
      "Pill skill tags",
      "Date badges",
      "Real text throughout, no images",
    ],
    "minimal-modern": [
      "Small labels over hairlines",
      "Light display name",
      "No colour, maximum clarity",
      "Generous whitespace",
    ],
    "tech-minimalist": [
      "Monospaced dates and labels",
      "Four-column skills grid",
      "Technology tags on projects",
      "Emerald accent",
      "IBM Plex typefaces",
    ],
    "academic-research": [
      "Education listed first",
      "Dates in a left column",
      "Small-caps ruled headings",
      "Two-column skills list",
      "Source Serif typeface",
    ],
    "sales-impact": [
      "Figures highlighted automatically",
      "Summary callout",
      "Navy header band",
      "Experience before skills",
      "Lato typeface",
    ],
    "startup-entrepreneur": [
      "Experience timeline",
      "Highlighter headings",
      "Two-column masthead",
      "Skill chips",
      "Work Sans typeface",
    ],
    "healthcare-professional": [
      "Tinted section headings",
      "Three-column skills list",
      "Contact details in a grid",
      "High-contrast teal palette",
      "Source Sans typeface",
    ],
    "classic-executive": [
      "Garamond typeface",
      "Company-first entries",
      "Ruled capital headings",
      "Double-rule masthead",
      "Conservative palette",
    ],
  },
  recommended: {
    "modern-professional": ["Software Engineer", "Product Manager", "Business Analyst", "Marketing Specialist"],
    "professional-elegant": ["Consultant", "Lawyer", "Finance Manager", "Operations Director"],
    "creative-portfolio": ["UX Designer", "Brand Designer", "Content Creator", "Marketing Manager"],
    "minimal-modern": ["Designer", "Architect", "Researcher", "Product Designer"],
    "tech-minimalist": [
      "Software Engineer",
      "DevOps Engineer",
      "Data Engineer",
      "Security Engineer",
      "Engineering Manager",
    ],
    "academic-research": ["Researcher", "PhD Candidate", "Professor", "Research Scientist"],
    "sales-impact": ["Account Executive", "Sales Manager", "Business Development Manager", "Customer Success Manager"],
    "startup-entrepreneur": ["Founder", "Startup Generalist", "Growth Lead", "Product Lead"],
    "healthcare-professional": [
      "Registered Nurse",
      "Physician Assistant",
      "Medical Technologist",
      "Healthcare Administrator",
    ],
    "classic-executive": ["Executive", "Director", "Vice President", "Senior Manager", "Board Member"],
  },
  description: {
    "modern-professional":
      "A crisp sans-serif layout with a single blue accent, ruled section headings and skill chips. Clean, confident and easy to scan.",
    "professional-elegant":
      "A refined serif-and-sans pairing with a centred masthead and burgundy small-caps headings led by a hairline.",
    "creative-portfolio":
      "A deep indigo header band with a display-serif name, coral accents and pill-shaped skill tags, while staying fully ATS-readable.",
    "minimal-modern":
      "Black on white with generous space: a light display name and small section labels over hairlines.",
    "tech-minimalist":
      "IBM Plex Sans with monospaced labels, dates and tags, and a skills grid built for long technology lists.",
    "academic-research":
      "A CV in the academic manner: one serif, small-caps ruled headings, dates in a left column and education first.",
    "sales-impact":
      "Built to sell results: a navy header band, a highlighted summary and every figure in your achievements set in bold.",
    "startup-entrepreneur":
      "A bold grotesk name, highlighter-marked headings and a violet timeline running down your experience.",
    "healthcare-professional":
      "Calm and clinical: a teal top bar, tinted section strips and an even three-column skills list for certifications and competencies.",
    "classic-executive":
      "The boardroom resume: Garamond, letter-spaced capitals between rules, company before title, navy ink only.",
  },
} as const;
