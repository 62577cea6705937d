/**
 * Section headings of the nine other resume languages (docs/product.md#resume-language). The
 * names come from the templates' own label table, so a heading a template prints is always one
 * the engine reads; a few common variants a person types by hand are added per language.
 * Kept apart from the English table: English lookups stay exactly as they were, and a localized
 * name is only tried when the English form names nothing.
 */
import { LABELS } from "../resume/labels";
import { RESUME_LANGUAGES, type ResumeLanguage } from "../resume/language";
import type { ResumeSectionKind } from "./headings";

/** Which template label opens which section. */
const LABEL_SECTIONS = {
  summary: "summary",
  summaryShort: "summary",
  experience: "experience",
  experienceShort: "experience",
  education: "education",
  skills: "skills",
  projects: "projects",
} as const satisfies Partial<Record<keyof (typeof LABELS)["en"], ResumeSectionKind>>;

/** Headings people write by hand that the templates do not print (the standard wording of each market). */
const VARIANTS: Readonly<Partial<Record<ResumeSectionKind, readonly string[]>>> = {
  summary: [
    "Perfil",
    "Perfil profesional",
    "Sobre mí",
    "Résumé",
    "Zusammenfassung",
    "Über mich",
    "Kurzprofil",
    "Sobre mim",
    "Perfil profissional",
    "Profil zawodowy",
    "O mnie",
    "نبذة",
    "ملخص",
    "个人总结",
    "自我评价",
    "自己PR",
  ],
  experience: [
    "Experiencia laboral",
    "Expériences professionnelles",
    "Expériences",
    "Berufliche Erfahrung",
    "Beruflicher Werdegang",
    "Werdegang",
    "Experiência",
    "Experiências",
    "Experiência profissional",
    "Doświadczenie",
    "Przebieg pracy",
    "الخبرات",
    "الخبرة العملية",
    "工作经验",
    "職歴",
  ],
  education: [
    "Educación",
    "Formación académica",
    "Éducation",
    "Formation académique",
    "Bildung",
    "Bildungsweg",
    "Studium",
    "Educação",
    "Formação",
    "Edukacja",
    "المؤهلات العلمية",
    "教育经历",
    "学历",
  ],
  skills: [
    "Competencias",
    "Aptitudes",
    "Compétences techniques",
    "Fähigkeiten",
    "Kompetenzen",
    "Fachkenntnisse",
    "Habilidades",
    "Umiejętności techniczne",
    "Kompetencje",
    "المهارات التقنية",
    "技能",
    "技術スキル",
    "スキル・資格",
  ],
  projects: ["Projets", "Proyectos", "Projetos", "Projekty", "项目", "プロジェクト経験"],
  certifications: [
    "Certificaciones",
    "Certificats",
    "Zertifikate",
    "Zertifizierungen",
    "Certificações",
    "Certyfikaty",
    "الشهادات",
    "证书",
    "資格",
  ],
  other: ["Idiomas", "Langues", "Sprachen", "Języki", "اللغات", "语言", "語学"],
};

/**
 * Lower case, accents and other marks dropped, letters (of any script) and single spaces only:
 * "Expérience professionnelle :" → "experience professionnelle", "工作经历" stays "工作经历".
 */
export function localizedHeadingForm(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L} ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function buildKinds(): Map<string, ResumeSectionKind> {
  const kinds = new Map<string, ResumeSectionKind>();
  const add = (name: string, kind: ResumeSectionKind) => {
    const form = localizedHeadingForm(name);
    // The first writer wins; English names keep their English meaning, as they are looked up first.
    if (form && !kinds.has(form)) kinds.set(form, kind);
  };
  for (const language of RESUME_LANGUAGES) {
    if (language === "en") continue;
    for (const [label, kind] of Object.entries(LABEL_SECTIONS))
      add(LABELS[language][label as keyof typeof LABEL_SECTIONS], kind);
  }
  for (const [kind, names] of Object.entries(VARIANTS)) for (const name of names) add(name, kind as ResumeSectionKind);
  return kinds;
}

let cached: Map<string, ResumeSectionKind> | null = null;

/** Every localized heading name (in localized form) and the section it opens. */
export function localizedHeadingKinds(): ReadonlyMap<string, ResumeSectionKind> {
  cached ??= buildKinds();
  return cached;
}

let byLanguage: Map<string, Set<ResumeLanguage>> | null = null;

/**
 * The resume languages whose templates print this heading ("Berufserfahrung" → de; "Profil" → fr
 * and de). Only the templates' own label table: the hand-typed variants above are not sorted by
 * language, and a heading the product prints is what a re-imported resume carries.
 */
function headingLanguages(text: string): ReadonlySet<ResumeLanguage> {
  if (!byLanguage) {
    byLanguage = new Map();
    for (const language of RESUME_LANGUAGES) {
      if (language === "en") continue;
      for (const label of Object.keys(LABEL_SECTIONS) as (keyof typeof LABEL_SECTIONS)[]) {
        const form = localizedHeadingForm(LABELS[language][label]);
        byLanguage.set(form, (byLanguage.get(form) ?? new Set<ResumeLanguage>()).add(language));
      }
    }
  }
  return byLanguage.get(localizedHeadingForm(text)) ?? new Set();
}

/**
 * The language a document's section headings are written in, when at least two of them say the
 * same language and no other language is named as often; otherwise none (English or unsure).
 */
export function languageOfHeadings(headings: readonly string[]): ResumeLanguage | null {
  const votes = new Map<ResumeLanguage, number>();
  for (const heading of headings)
    for (const language of headingLanguages(heading)) votes.set(language, (votes.get(language) ?? 0) + 1);
  const ranked = [...votes].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  return first && first[1] >= 2 && (!second || second[1] < first[1]) ? first[0] : null;
}
