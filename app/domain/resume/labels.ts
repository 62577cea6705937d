/**
 * Every word a template prints that is not the user's: section headings, "Present", the GPA and
 * Technologies labels and how a degree joins its field, one table per resume language
 * (docs/product.md#resume-language). Headings stay the plain standard wording of each language,
 * the words ATS parsers of that market look for.
 */
import { isResumeLanguage, settingsOf, type ResumeLanguage } from "./language";
import type { ResumeData } from "./schema";

export interface TemplateLabels {
  /** "Professional Summary", and the short "Summary" some layouts prefer. */
  summary: string;
  summaryShort: string;
  skills: string;
  /** "Professional Experience", and the short "Experience". */
  experience: string;
  experienceShort: string;
  education: string;
  projects: string;
  /** The open end of a current job's date range. */
  present: string;
  gpa: string;
  technologies: string;
  /** A degree and its field on one line; "{degree}" and "{field}" are replaced. */
  degreeInField: string;
  /** The document title after the name: "Ada Lovelace – Resume". */
  resume: string;
}

export type LabelKey = keyof TemplateLabels;

export const LABELS: Record<ResumeLanguage, TemplateLabels> = {
  en: {
    summary: "Professional Summary",
    summaryShort: "Summary",
    skills: "Skills",
    experience: "Professional Experience",
    experienceShort: "Experience",
    education: "Education",
    projects: "Projects",
    present: "Present",
    gpa: "GPA",
    technologies: "Technologies",
    degreeInField: "{degree} in {field}",
    resume: "Resume",
  },
  es: {
    summary: "Resumen profesional",
    summaryShort: "Resumen",
    skills: "Habilidades",
    experience: "Experiencia profesional",
    experienceShort: "Experiencia",
    education: "Formación",
    projects: "Proyectos",
    present: "actualidad",
    gpa: "Nota media",
    technologies: "Tecnologías",
    degreeInField: "{degree} en {field}",
    resume: "Currículum",
  },
  fr: {
    summary: "Profil professionnel",
    summaryShort: "Profil",
    skills: "Compétences",
    experience: "Expérience professionnelle",
    experienceShort: "Expérience",
    education: "Formation",
    projects: "Projets",
    present: "aujourd’hui",
    gpa: "Moyenne",
    technologies: "Technologies",
    degreeInField: "{degree} en {field}",
    resume: "CV",
  },
  de: {
    summary: "Berufsprofil",
    summaryShort: "Profil",
    skills: "Kenntnisse",
    experience: "Berufserfahrung",
    experienceShort: "Berufserfahrung",
    education: "Ausbildung",
    projects: "Projekte",
    present: "heute",
    gpa: "Note",
    technologies: "Technologien",
    degreeInField: "{degree} in {field}",
    resume: "Lebenslauf",
  },
  pt: {
    summary: "Resumo profissional",
    summaryShort: "Resumo",
    skills: "Competências",
    experience: "Experiência profissional",
    experienceShort: "Experiência",
    education: "Formação acadêmica",
    projects: "Projetos",
    present: "atual",
    gpa: "Média",
    technologies: "Tecnologias",
    degreeInField: "{degree} em {field}",
    resume: "Currículo",
  },
  pl: {
    summary: "Podsumowanie zawodowe",
    summaryShort: "Podsumowanie",
    skills: "Umiejętności",
    experience: "Doświadczenie zawodowe",
    experienceShort: "Doświadczenie",
    education: "Wykształcenie",
    projects: "Projekty",
    present: "obecnie",
    gpa: "Średnia ocen",
    technologies: "Technologie",
    degreeInField: "{degree}, kierunek: {field}",
    resume: "CV",
  },
  ar: {
    summary: "الملخص المهني",
    summaryShort: "الملخص",
    skills: "المهارات",
    experience: "الخبرة المهنية",
    experienceShort: "الخبرة",
    education: "التعليم",
    projects: "المشاريع",
    present: "حتى الآن",
    gpa: "المعدل",
    technologies: "التقنيات",
    degreeInField: "{degree} في {field}",
    resume: "السيرة الذاتية",
  },
  he: {
    summary: "תקציר מקצועי",
    summaryShort: "תקציר",
    skills: "כישורים",
    experience: "ניסיון תעסוקתי",
    experienceShort: "ניסיון",
    education: "השכלה",
    projects: "פרויקטים",
    present: "היום",
    gpa: "ממוצע",
    technologies: "טכנולוגיות",
    degreeInField: "{degree}, {field}",
    resume: "קורות חיים",
  },
  zh: {
    summary: "个人简介",
    summaryShort: "简介",
    skills: "专业技能",
    experience: "工作经历",
    experienceShort: "工作经历",
    education: "教育背景",
    projects: "项目经历",
    present: "至今",
    gpa: "绩点",
    technologies: "技术栈",
    degreeInField: "{field} {degree}",
    resume: "简历",
  },
  ja: {
    summary: "職務要約",
    summaryShort: "要約",
    skills: "スキル",
    experience: "職務経歴",
    experienceShort: "職歴",
    education: "学歴",
    projects: "プロジェクト",
    present: "現在",
    gpa: "GPA",
    technologies: "使用技術",
    degreeInField: "{field} {degree}",
    resume: "履歴書",
  },
};

/** A resume's language and its words, for everything a template or an export prints. */
export interface ResumeLocale {
  language: ResumeLanguage;
  labels: TemplateLabels;
}

/** The resume's locale; data that skipped the schema (an unknown language) reads as English. */
export function localeOf(data: ResumeData): ResumeLocale {
  const { language } = settingsOf(data);
  return isResumeLanguage(language) ? { language, labels: LABELS[language] } : { language: "en", labels: LABELS.en };
}

/** "{degree} in {field}" in the language, or whichever of the two is given. */
export function degreeLine(labels: TemplateLabels, degree: string, field: string): string {
  if (!degree || !field) return degree || field;
  // A function replacement: "$&" or "$1" typed into a degree must stay literal text.
  // One pass, so a "{field}" typed into the degree stays literal text too.
  return labels.degreeInField.replace(/\{(degree|field)\}/g, (_, key: string) => (key === "degree" ? degree : field));
}
