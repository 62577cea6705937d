/**
 * The template gallery: what the selection page, the preview modal and the editor header show.
 * Thumbnails and PDF previews are built from the real templates by `npm run templates:previews`.
 */
import { isTemplateId, type TemplateId } from "../resume/template-ids";

export const TEMPLATE_CATEGORIES = ["modern", "professional", "creative", "classic"] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export interface TemplateInfo {
  id: TemplateId;
  name: string;
  description: string;
  category: TemplateCategory;
  features: string[];
  recommended: string[];
  thumbnail: string;
  pdfPreview: string;
}

type TemplateText = Omit<TemplateInfo, "thumbnail" | "pdfPreview">;

const TEXTS: TemplateText[] = [
  {
    id: "modern-professional",
    name: "Modern Professional",
    description:
      "A crisp sans-serif layout with a single blue accent, ruled section headings and skill chips. Clean, confident and easy to scan.",
    category: "modern",
    features: [
      "ATS-friendly single-column layout",
      "Accent-ruled section headings",
      "Skill chips",
      "Dates beside the employer, read in order by parsers",
      "Inter typeface",
    ],
    recommended: ["Software Engineer", "Product Manager", "Business Analyst", "Marketing Specialist"],
  },
  {
    id: "professional-elegant",
    name: "Professional Elegant",
    description:
      "A refined serif-and-sans pairing with a centred masthead and burgundy small-caps headings led by a hairline.",
    category: "professional",
    features: [
      "Centred masthead",
      "Small-caps serif headings",
      "Three-column skills list",
      "Justified summary",
      "Source Serif and Source Sans",
    ],
    recommended: ["Consultant", "Lawyer", "Finance Manager", "Operations Director"],
  },
  {
    id: "creative-portfolio",
    name: "Creative Portfolio",
    description:
      "A deep indigo header band with a display-serif name, coral accents and pill-shaped skill tags, while staying fully ATS-readable.",
    category: "creative",
    features: [
      "Colour header band",
      "Display serif headings",
      "Pill skill tags",
      "Date badges",
      "Real text throughout, no images",
    ],
    recommended: ["UX Designer", "Brand Designer", "Content Creator", "Marketing Manager"],
  },
  {
    id: "minimal-modern",
    name: "Minimal Modern",
    description: "Black on white with generous space: a light display name and small section labels over hairlines.",
    category: "modern",
    features: [
      "Small labels over hairlines",
      "Light display name",
      "No colour, maximum clarity",
      "Generous whitespace",
    ],
    recommended: ["Designer", "Architect", "Researcher", "Product Designer"],
  },
  {
    id: "tech-minimalist",
    name: "Tech Minimalist",
    description:
      "IBM Plex Sans with monospaced labels, dates and tags, and a skills grid built for long technology lists.",
    category: "modern",
    features: [
      "Monospaced dates and labels",
      "Four-column skills grid",
      "Technology tags on projects",
      "Emerald accent",
      "IBM Plex typefaces",
    ],
    recommended: ["Software Engineer", "DevOps Engineer", "Data Engineer", "Security Engineer", "Engineering Manager"],
  },
  {
    id: "academic-research",
    name: "Academic Research",
    description:
      "A CV in the academic manner: one serif, small-caps ruled headings, dates in a left column and education first.",
    category: "professional",
    features: [
      "Education listed first",
      "Dates in a left column",
      "Small-caps ruled headings",
      "Two-column skills list",
      "Source Serif typeface",
    ],
    recommended: ["Researcher", "PhD Candidate", "Professor", "Research Scientist"],
  },
  {
    id: "sales-impact",
    name: "Sales Impact",
    description:
      "Built to sell results: a navy header band, a highlighted summary and every figure in your achievements set in bold.",
    category: "professional",
    features: [
      "Figures highlighted automatically",
      "Summary callout",
      "Navy header band",
      "Experience before skills",
      "Lato typeface",
    ],
    recommended: ["Account Executive", "Sales Manager", "Business Development Manager", "Customer Success Manager"],
  },
  {
    id: "startup-entrepreneur",
    name: "Startup Entrepreneur",
    description: "A bold grotesk name, highlighter-marked headings and a violet timeline running down your experience.",
    category: "creative",
    features: [
      "Experience timeline",
      "Highlighter headings",
      "Two-column masthead",
      "Skill chips",
      "Work Sans typeface",
    ],
    recommended: ["Founder", "Startup Generalist", "Growth Lead", "Product Lead"],
  },
  {
    id: "healthcare-professional",
    name: "Healthcare Professional",
    description:
      "Calm and clinical: a teal top bar, tinted section strips and an even three-column skills list for certifications and competencies.",
    category: "professional",
    features: [
      "Tinted section headings",
      "Three-column skills list",
      "Contact details in a grid",
      "High-contrast teal palette",
      "Source Sans typeface",
    ],
    recommended: ["Registered Nurse", "Physician Assistant", "Medical Technologist", "Healthcare Administrator"],
  },
  {
    id: "classic-executive",
    name: "Classic Executive",
    description:
      "The boardroom resume: Garamond, letter-spaced capitals between rules, company before title, navy ink only.",
    category: "classic",
    features: [
      "Garamond typeface",
      "Company-first entries",
      "Ruled capital headings",
      "Double-rule masthead",
      "Conservative palette",
    ],
    recommended: ["Executive", "Director", "Vice President", "Senior Manager", "Board Member"],
  },
];

export const TEMPLATES: readonly TemplateInfo[] = TEXTS.map((text) => ({
  ...text,
  thumbnail: `/templates/${text.id}.png`,
  pdfPreview: `/templates/${text.id}.pdf`,
}));

export function getTemplate(id: string): TemplateInfo | undefined {
  return isTemplateId(id) ? TEMPLATES.find((template) => template.id === id) : undefined;
}
