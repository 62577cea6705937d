/**
 * Every word a drafted letter writes that is not the resume's or the job's, and the labels of its
 * sources, one table per language the draft can write (docs/api.md#cover-letters). A letter is
 * written in the resume's language, like the resume's own headings (../resume/labels.ts), not
 * in the interface's; a resume in a language without a table gets English. English is the
 * reference: the draft's English is word for word what it always was (./draft.test.ts).
 * Skills keep the dictionary's names and copied bullets their own words, whatever the language.
 */
import { settingsOf } from "../resume/language";
import type { ResumeData } from "../resume/schema";

export interface LetterWords {
  /** "A", "A and B", "A, B and C". */
  and: string;
  /** The opening; `company` may be empty. */
  apply: (title: string, company: string) => string;
  years: (years: number, role: string) => string;
  recently: (role: string) => string;
  /** A role as the sentences name it: "Engineer at Acme", or the title alone. */
  role: (title: string, organisation: string) => string;
  /** Where the strongest skills were used: an experience entry, or a project. */
  inRole: (role: string) => string;
  onProject: (title: string) => string;
  workedWith: (where: string, skills: string) => string;
  result: (bullet: string) => string;
  /** Other matched skills, inside a sentence: "at Acme", "on my project Queue Watch". */
  atEntry: (name: string) => string;
  atProject: (title: string) => string;
  alsoUsed: (skills: string, where: string) => string;
  skillsInclude: (skills: string) => string;
  /** The closing sentence; `company` may be empty. */
  discuss: (skill: string, company: string) => string;
  thanks: (title: string) => string;
  greeting: (company: string) => string;
  closing: string;
  /** The sources' labels: "Experience · Acme · bullet 2", "Job posting · title". */
  source: {
    jobTitle: string;
    jobCompany: string;
    jobDescription: string;
    skills: string;
    experience: string;
    projects: string;
    untitled: string;
    bullet: (line: number) => string;
    /** A field of an entry other than its description ("dates", "position"). */
    field: (field: string) => string;
  };
}

const en: LetterWords = {
  and: "and",
  apply: (title, company) =>
    company
      ? `I am writing to apply for the ${title} position at ${company}.`
      : `I am writing to apply for the ${title} position.`,
  years: (years, role) => `I bring ${years} years of professional experience, most recently as ${role}.`,
  recently: (role) => `Most recently, I have worked as ${role}.`,
  role: (title, organisation) => (organisation ? `${title} at ${organisation}` : title),
  inRole: (role) => `In my role as ${role}`,
  onProject: (title) => `On my project ${title}`,
  workedWith: (where, skills) => `${where}, I worked with ${skills}, which your posting asks for.`,
  result: (bullet) => `One result from that work: ${bullet}`,
  atEntry: (name) => `at ${name}`,
  atProject: (title) => `on my project ${title}`,
  alsoUsed: (skills, where) => `I also used ${skills} ${where}.`,
  skillsInclude: (skills) => `My skills also include ${skills}.`,
  discuss: (skill, company) =>
    `I would welcome the chance to discuss how my experience with ${skill} can support ${company || "your team"}.`,
  thanks: (title) => `Thank you for considering my application for the ${title} role.`,
  greeting: (company) => (company ? `Dear ${company} hiring team,` : "Dear Hiring Manager,"),
  closing: "Sincerely,",
  source: {
    jobTitle: "Job posting · title",
    jobCompany: "Job posting · company",
    jobDescription: "Job posting · description",
    skills: "Skills",
    experience: "Experience",
    projects: "Projects",
    untitled: "untitled entry",
    bullet: (line) => `bullet ${line}`,
    field: (field) => field,
  },
};

const es: LetterWords = {
  and: "y",
  apply: (title, company) =>
    company
      ? `Les escribo para presentar mi candidatura al puesto de ${title} en ${company}.`
      : `Les escribo para presentar mi candidatura al puesto de ${title}.`,
  years: (years, role) => `Cuento con ${years} años de experiencia profesional; mi puesto más reciente es ${role}.`,
  recently: (role) => `Mi puesto más reciente es ${role}.`,
  role: (title, organisation) => (organisation ? `${title} en ${organisation}` : title),
  inRole: (role) => `En mi puesto de ${role}`,
  onProject: (title) => `En mi proyecto ${title}`,
  workedWith: (where, skills) => `${where} trabajé con ${skills}, que es lo que pide su oferta.`,
  result: (bullet) => `Un resultado de ese trabajo: ${bullet}`,
  atEntry: (name) => `en ${name}`,
  atProject: (title) => `en mi proyecto ${title}`,
  alsoUsed: (skills, where) => `También utilicé ${skills} ${where}.`,
  skillsInclude: (skills) => `Mis habilidades también incluyen ${skills}.`,
  discuss: (skill, company) =>
    `Me gustaría conversar sobre cómo mi experiencia con ${skill} puede aportar a ${company || "su equipo"}.`,
  thanks: (title) => `Gracias por considerar mi candidatura al puesto de ${title}.`,
  greeting: (company) =>
    company ? `Estimado equipo de selección de ${company}:` : "Estimado/a responsable de selección:",
  closing: "Atentamente,",
  source: {
    jobTitle: "Oferta de empleo · puesto",
    jobCompany: "Oferta de empleo · empresa",
    jobDescription: "Oferta de empleo · descripción",
    skills: "Habilidades",
    experience: "Experiencia",
    projects: "Proyectos",
    untitled: "entrada sin título",
    bullet: (line) => `viñeta ${line}`,
    field: (field) => ({ dates: "fechas", position: "puesto" })[field] ?? field,
  },
};

const de: LetterWords = {
  and: "und",
  apply: (title, company) =>
    company
      ? `Hiermit bewerbe ich mich um die Stelle als ${title} bei ${company}.`
      : `Hiermit bewerbe ich mich um die Stelle als ${title}.`,
  years: (years, role) => `Ich bringe ${years} Jahre Berufserfahrung mit, zuletzt als ${role}.`,
  recently: (role) => `Zuletzt war ich als ${role} tätig.`,
  role: (title, organisation) => (organisation ? `${title} bei ${organisation}` : title),
  inRole: (role) => `In meiner Rolle als ${role}`,
  onProject: (title) => `In meinem Projekt ${title}`,
  workedWith: (where, skills) => `${where} habe ich mit ${skills} gearbeitet, was Ihre Ausschreibung verlangt.`,
  result: (bullet) => `Ein Ergebnis dieser Arbeit: ${bullet}`,
  atEntry: (name) => `bei ${name}`,
  atProject: (title) => `in meinem Projekt ${title}`,
  alsoUsed: (skills, where) => `Außerdem habe ich ${skills} ${where} eingesetzt.`,
  skillsInclude: (skills) => `Außerdem kenne ich mich mit ${skills} aus.`,
  discuss: (skill, company) =>
    `Gern würde ich mit Ihnen besprechen, wie meine Erfahrung mit ${skill} ${company || "Ihr Team"} unterstützen kann.`,
  thanks: (title) => `Vielen Dank, dass Sie meine Bewerbung für die Stelle als ${title} in Betracht ziehen.`,
  greeting: (company) => (company ? `Sehr geehrtes Team von ${company},` : "Sehr geehrte Damen und Herren,"),
  closing: "Mit freundlichen Grüßen",
  source: {
    jobTitle: "Stellenanzeige · Titel",
    jobCompany: "Stellenanzeige · Unternehmen",
    jobDescription: "Stellenanzeige · Beschreibung",
    skills: "Kenntnisse",
    experience: "Berufserfahrung",
    projects: "Projekte",
    untitled: "Eintrag ohne Titel",
    bullet: (line) => `Punkt ${line}`,
    field: (field) => ({ dates: "Zeitraum", position: "Position" })[field] ?? field,
  },
};

/** French elides "de" before a vowel: "poste d'ingénieur", "poste de chef de projet". */
const deFr = (word: string) => (/^[aeiouyàâäéèêëîïôöûüœ]/i.test(word) ? `d'${word}` : `de ${word}`);

const fr: LetterWords = {
  and: "et",
  apply: (title, company) =>
    company
      ? `Je vous adresse ma candidature au poste ${deFr(title)} chez ${company}.`
      : `Je vous adresse ma candidature au poste ${deFr(title)}.`,
  years: (years, role) => `J'ai ${years} ans d'expérience professionnelle, dernièrement en tant que ${role}.`,
  recently: (role) => `Dernièrement, j'ai travaillé en tant que ${role}.`,
  role: (title, organisation) => (organisation ? `${title} chez ${organisation}` : title),
  inRole: (role) => `Dans mon poste ${deFr(role)}`,
  onProject: (title) => `Dans mon projet ${title}`,
  workedWith: (where, skills) => `${where}, j'ai travaillé avec ${skills}, ce que demande votre offre.`,
  result: (bullet) => `Un résultat de ce travail\u00a0: ${bullet}`,
  atEntry: (name) => `chez ${name}`,
  atProject: (title) => `dans mon projet ${title}`,
  alsoUsed: (skills, where) => `J'ai aussi utilisé ${skills} ${where}.`,
  skillsInclude: (skills) => `Mes compétences comprennent aussi ${skills}.`,
  discuss: (skill, company) =>
    `J'aimerais beaucoup échanger avec vous sur la manière dont mon expérience ${deFr(skill)} peut être utile à ${company || "votre équipe"}.`,
  thanks: (title) => `Je vous remercie de l'attention que vous porterez à ma candidature au poste ${deFr(title)}.`,
  // A French letter opens the same way whether or not the company is named.
  greeting: () => "Madame, Monsieur,",
  closing: "Cordialement,",
  source: {
    jobTitle: "Offre d'emploi · intitulé",
    jobCompany: "Offre d'emploi · entreprise",
    jobDescription: "Offre d'emploi · description",
    skills: "Compétences",
    experience: "Expérience professionnelle",
    projects: "Projets",
    untitled: "entrée sans titre",
    bullet: (line) => `puce ${line}`,
    field: (field) => ({ dates: "dates", position: "poste" })[field] ?? field,
  },
};

const pt: LetterWords = {
  and: "e",
  apply: (title, company) =>
    company
      ? `Escrevo para apresentar minha candidatura à vaga de ${title} em ${company}.`
      : `Escrevo para apresentar minha candidatura à vaga de ${title}.`,
  years: (years, role) => `Tenho ${years} anos de experiência profissional, mais recentemente como ${role}.`,
  recently: (role) => `Mais recentemente, trabalhei como ${role}.`,
  role: (title, organisation) => (organisation ? `${title} em ${organisation}` : title),
  inRole: (role) => `No meu cargo de ${role}`,
  onProject: (title) => `No meu projeto ${title}`,
  workedWith: (where, skills) => `${where}, trabalhei com ${skills}, conforme pedido na vaga.`,
  result: (bullet) => `Um resultado desse trabalho: ${bullet}`,
  atEntry: (name) => `em ${name}`,
  atProject: (title) => `no meu projeto ${title}`,
  alsoUsed: (skills, where) => `Também usei ${skills} ${where}.`,
  skillsInclude: (skills) => `Minhas competências incluem também ${skills}.`,
  discuss: (skill, company) =>
    `Gostaria de conversar sobre como minha experiência com ${skill} pode contribuir com ${company || "a sua equipe"}.`,
  thanks: (title) => `Agradeço a atenção dada à minha candidatura à vaga de ${title}.`,
  greeting: (company) =>
    company ? `Prezada equipe de recrutamento de ${company},` : "Prezada equipe de recrutamento,",
  closing: "Atenciosamente,",
  source: {
    jobTitle: "Vaga · título",
    jobCompany: "Vaga · empresa",
    jobDescription: "Vaga · descrição",
    skills: "Competências",
    experience: "Experiência",
    projects: "Projetos",
    untitled: "entrada sem título",
    bullet: (line) => `item ${line}`,
    field: (field) => ({ dates: "datas", position: "cargo" })[field] ?? field,
  },
};

export const LETTER_WORDS = { en, es, de, fr, pt } as const;
type LetterLanguage = keyof typeof LETTER_WORDS;

/** The words of the resume's language, English when the draft has none for it. */
export function letterWordsFor(data: Pick<ResumeData, "settings">): LetterWords {
  const language = settingsOf(data).language;
  return language in LETTER_WORDS ? LETTER_WORDS[language as LetterLanguage] : en;
}
