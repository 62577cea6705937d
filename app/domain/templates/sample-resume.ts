/**
 * A fictional resume (person, companies, schools and links are invented) used for the template
 * previews, the gallery thumbnails and the layout tests. Long enough to fill about two pages.
 */
import type { ExperienceEntry, ProjectEntry, ResumeData } from "../resume/schema";

const experience: ExperienceEntry[] = [
  {
    id: "sample-exp-1",
    company: "Northwind Freight Systems",
    position: "Staff Software Engineer",
    startDate: "2021-03",
    endDate: "",
    current: true,
    description: [
      "Technical lead for the dispatch platform that routes 42,000 shipments a day across 19 regional hubs.",
      "• Led the move from a monolithic scheduler to event-driven services on Kafka, cutting dispatch latency by 63%",
      "• Designed a carrier-pricing engine in TypeScript and Go that saved $2.4M in its first year",
      "• Mentored 9 engineers through design reviews and pairing; 4 were promoted within 18 months",
      "• Introduced SLOs, error budgets and blameless postmortems, reducing paging incidents by 45%",
      "• Partnered with product and operations to ship a real-time tracking API now used by 300+ customers",
    ].join("\n"),
  },
  {
    id: "sample-exp-2",
    company: "Cobalt Payments",
    position: "Senior Software Engineer",
    startDate: "2018-06",
    endDate: "2021-02",
    current: false,
    description: [
      "- Built the card-authorization service handling 1,200 requests per second at 99.99% availability",
      "- Rewrote the ledger reconciliation jobs in Go, shrinking nightly runtime from 6 hours to 40 minutes",
      "- Drove PCI DSS compliance work for three services and passed the external audit with zero findings",
      "- Added contract tests between 14 services, catching breaking API changes before they reached staging",
    ].join("\n"),
  },
  {
    id: "sample-exp-3",
    company: "Brightline Health Analytics",
    position: "Software Engineer",
    startDate: "2016-07",
    endDate: "2018-05",
    current: false,
    description: [
      "* Developed React dashboards that let 120 hospital teams track readmission risk in real time",
      "* Built HL7 and FHIR ingestion pipelines in Python processing 3 million clinical records a month",
      "* Cut page load time by 58% with server-side rendering and query batching",
      "* Wrote the team's accessibility checklist and brought the product to WCAG 2.1 AA",
    ].join("\n"),
  },
  {
    id: "sample-exp-4",
    company: "Tessellate Labs",
    position: "Junior Software Developer",
    startDate: "2014-06",
    endDate: "2016-06",
    current: false,
    description: [
      "• Shipped features for a B2B inventory app in Ruby on Rails and PostgreSQL used by 85 retailers",
      "• Automated the release process with CI pipelines, taking deploys from weekly to daily",
      "• Raised unit-test coverage from 35% to 80% on the billing module",
      "• Answered tier-2 support tickets and turned recurring issues into product fixes",
    ].join("\n"),
  },
];

const projects: ProjectEntry[] = [
  {
    id: "sample-proj-1",
    name: "Routewise",
    description:
      "Open-source vehicle-routing library with a constraint solver for time windows and capacities; 2,300 GitHub stars and used in production by three logistics startups.",
    technologies: ["Rust", "WebAssembly", "TypeScript"],
    githubLink: "https://github.com/jwhitfield-dev/routewise",
    liveLink: "https://routewise.example.dev",
  },
  {
    id: "sample-proj-2",
    name: "Ledgerlint",
    description:
      "Command-line checker that validates double-entry ledgers against accounting rules before month-end close, with a plugin API for custom checks.",
    technologies: ["Go", "SQLite", "GitHub Actions"],
    githubLink: "https://github.com/jwhitfield-dev/ledgerlint",
  },
  {
    id: "sample-proj-3",
    name: "Clinic Shift Planner",
    description:
      "Volunteer-built scheduling tool for two free community clinics that replaced spreadsheets and cut weekly planning time from 5 hours to 30 minutes.",
    technologies: ["Remix", "Cloudflare Workers", "D1"],
    liveLink: "https://shifts.example.org",
  },
];

export const sampleResume: ResumeData = {
  personalInfo: {
    fullName: "Jordan Whitfield",
    email: "jordan.whitfield@example.com",
    phone: "(555) 014-2288",
    address: "Portland, OR",
    linkedIn: "https://www.linkedin.com/in/jordan-whitfield-example",
    github: "https://github.com/jwhitfield-dev",
  },
  summary:
    "Staff software engineer with 10+ years of experience building reliable distributed systems for logistics, payments and healthcare. Known for turning ambiguous operational problems into well-measured platforms, leading teams of up to 12 engineers, and keeping production calm. Looking to lead platform work where reliability and developer experience drive the business.",
  skills: [
    "TypeScript",
    "Go",
    "Python",
    "Rust",
    "React",
    "Node.js",
    "PostgreSQL",
    "Kafka",
    "Redis",
    "AWS",
    "Kubernetes",
    "Terraform",
    "GraphQL",
    "gRPC",
    "CI/CD",
    "Observability",
    "System Design",
    "Technical Leadership",
  ],
  experience,
  education: [
    {
      id: "sample-edu-1",
      institution: "Cascadia State University",
      degree: "Master of Science",
      fieldOfStudy: "Computer Science",
      startDate: "2014-09",
      endDate: "2016-06",
      gpa: "3.9/4.0",
    },
    {
      id: "sample-edu-2",
      institution: "Willamette Valley College",
      degree: "Bachelor of Science",
      fieldOfStudy: "Mathematics",
      startDate: "2010-09",
      endDate: "2014-05",
      gpa: "3.7/4.0",
    },
  ],
  projects,
};

const extraExperience: ExperienceEntry[] = [
  {
    id: "sample-exp-5",
    company: "Harbor City Transit Authority",
    position: "Software Engineering Intern",
    startDate: "2013-06",
    endDate: "2014-05",
    current: false,
    description: [
      "• Built an internal tool that matched bus telemetry to timetables and flagged late routes daily",
      "• Cleaned and documented 6 years of ridership data for the planning department",
      "• Presented a route-delay analysis to the operations board that informed two schedule changes",
      "• Wrote SQL reports that replaced a manual weekly spreadsheet process",
    ].join("\n"),
  },
  {
    id: "sample-exp-6",
    company: "Willamette Valley College",
    position: "Teaching Assistant, Data Structures",
    startDate: "2012-09",
    endDate: "2014-05",
    current: false,
    description: [
      "• Ran weekly lab sections for 60 students and held office hours on algorithms and debugging",
      "• Rewrote four programming assignments with automated graders, saving staff 10 hours a week",
      "• Mentored first-generation students through the department's peer tutoring program",
      "• Received the department's outstanding teaching assistant award in 2014",
    ].join("\n"),
  },
];

const extraProjects: ProjectEntry[] = [
  {
    id: "sample-proj-4",
    name: "Tidepool Metrics",
    description:
      "Self-hosted metrics pipeline for small teams: StatsD-compatible ingestion, downsampling and alert rules in a single binary.",
    technologies: ["Go", "ClickHouse", "Grafana"],
    githubLink: "https://github.com/jwhitfield-dev/tidepool",
  },
  {
    id: "sample-proj-5",
    name: "Accessible Forms Kit",
    description:
      "React form components that meet WCAG 2.1 AA out of the box, with screen-reader tested error messages and keyboard flows.",
    technologies: ["React", "TypeScript", "Playwright"],
    githubLink: "https://github.com/jwhitfield-dev/a11y-forms",
    liveLink: "https://forms.example.dev",
  },
];

/** The sample with two more roles, more bullets and more projects: enough for three pages. */
export function longSampleResume(): ResumeData {
  const moreBullets: Record<string, string> = {
    "sample-exp-1": "• Chaired the quarterly architecture review and published its decisions as lightweight RFCs",
    "sample-exp-2": "• Interviewed 60+ candidates and rebuilt the take-home exercise to reduce bias",
    "sample-exp-3": "• Ran the on-call rotation for the data platform and wrote its first runbooks",
    "sample-exp-4": "• Built the company's first internal design system with 30 shared components",
  };
  return {
    ...sampleResume,
    summary: `${sampleResume.summary}\nSpeaker at regional engineering meetups on event-driven architecture and incident response; maintainer of two open-source libraries.`,
    skills: [
      ...sampleResume.skills,
      "Docker",
      "Elasticsearch",
      "Distributed Systems",
      "Incident Response",
      "Mentoring",
    ],
    experience: [
      ...sampleResume.experience.map((entry) => ({
        ...entry,
        description: `${entry.description}\n${moreBullets[entry.id] ?? ""}`.trim(),
      })),
      ...extraExperience,
    ],
    projects: [...(sampleResume.projects ?? []), ...extraProjects],
  };
}
