/**
 * Conversion between ResumeData and JSON Resume (jsonresume.org schema v1), the open format
 * people move resumes between tools with. Import is lenient about what it reads (any subset of
 * the schema, any ISO-8601 date precision) and strict about what it produces (a valid ResumeData).
 */
import * as z from "zod";
import { isResumeLanguage } from "./language";
import { extraSectionItems } from "./extra-sections";
import { emptyResume, LIMITS, newEntryId, resumeDataSchema, type ResumeData } from "./schema";

const looseString = z.string().optional().catch(undefined);
const looseStrings = z.array(z.string()).optional().catch(undefined);

/** The parts of JSON Resume this product reads; everything else is ignored. */
export const jsonResumeSchema = z.object({
  basics: z
    .object({
      name: looseString,
      label: looseString,
      email: looseString,
      phone: looseString,
      url: looseString,
      summary: looseString,
      location: z
        .object({
          address: looseString,
          city: looseString,
          region: looseString,
          postalCode: looseString,
          countryCode: looseString,
        })
        .partial()
        .optional()
        .catch(undefined),
      profiles: z
        .array(z.object({ network: looseString, username: looseString, url: looseString }))
        .optional()
        .catch(undefined),
    })
    .optional(),
  work: z
    .array(
      z.object({
        name: looseString,
        company: looseString,
        position: looseString,
        startDate: looseString,
        endDate: looseString,
        summary: looseString,
        highlights: looseStrings,
      }),
    )
    .optional(),
  education: z
    .array(
      z.object({
        institution: looseString,
        area: looseString,
        studyType: looseString,
        startDate: looseString,
        endDate: looseString,
        score: looseString,
      }),
    )
    .optional(),
  skills: z.array(z.object({ name: looseString, keywords: looseStrings })).optional(),
  projects: z
    .array(
      z.object({
        name: looseString,
        description: looseString,
        highlights: looseStrings,
        keywords: looseStrings,
        url: looseString,
      }),
    )
    .optional(),
  /**
   * JSON Resume's open `meta` object; `language` (not in the schema, which allows more fields)
   * carries the resume's language (docs/product.md#resume-language) through an export and back.
   */
  meta: z
    .object({
      language: looseString,
      /** This product's own sections, exactly as kept (schema.ts `extraSections`): read back first. */
      extraSections: z
        .array(z.object({ title: looseString, items: looseStrings }))
        .optional()
        .catch(undefined),
    })
    .optional()
    .catch(undefined),
  certificates: z
    .array(z.object({ name: looseString, issuer: looseString, date: looseString }))
    .optional()
    .catch(undefined),
  awards: z
    .array(z.object({ title: looseString, awarder: looseString, date: looseString }))
    .optional()
    .catch(undefined),
  languages: z
    .array(z.object({ language: looseString, fluency: looseString }))
    .optional()
    .catch(undefined),
  volunteer: z
    .array(
      z.object({ organization: looseString, position: looseString, summary: looseString, highlights: looseStrings }),
    )
    .optional()
    .catch(undefined),
  interests: z
    .array(z.object({ name: looseString, keywords: looseStrings }))
    .optional()
    .catch(undefined),
});

/** JSON Resume's list sections this product keeps as sections of their own, with their headings. */
const STANDARD_EXTRAS = [
  { key: "certificates", match: /certif|licen[cs]e/i },
  { key: "awards", match: /award|honou?r|achievement/i },
  { key: "languages", match: /language/i },
  { key: "volunteer", match: /volunt/i },
  { key: "interests", match: /interest|hobb/i },
] as const;

const line = (...parts: (string | undefined)[]) =>
  parts
    .map((part) => (part ?? "").trim())
    .filter(Boolean)
    .join(", ");

/** The user's sections whose heading names one of JSON Resume's lists, as those lists (by name only). */
function standardExtras(
  data: ResumeData,
): Pick<JsonResume, "certificates" | "awards" | "languages" | "volunteer" | "interests"> {
  const lists: Pick<JsonResume, "certificates" | "awards" | "languages" | "volunteer" | "interests"> = {};
  for (const extra of data.extraSections ?? []) {
    const kind = STANDARD_EXTRAS.find((standard) => standard.match.test(extra.title))?.key;
    const items = extraSectionItems(extra.description);
    if (kind === "certificates")
      lists.certificates = [...(lists.certificates ?? []), ...items.map((name) => ({ name }))];
    if (kind === "awards") lists.awards = [...(lists.awards ?? []), ...items.map((title) => ({ title }))];
    if (kind === "languages")
      lists.languages = [...(lists.languages ?? []), ...items.map((language) => ({ language }))];
    if (kind === "volunteer") lists.volunteer = [...(lists.volunteer ?? []), ...items.map((summary) => ({ summary }))];
    if (kind === "interests") lists.interests = [...(lists.interests ?? []), ...items.map((name) => ({ name }))];
  }
  return lists;
}

/** The sections a JSON Resume has beyond work, education, skills and projects. */
function extrasFrom(input: JsonResume): ResumeData["extraSections"] {
  const own = input.meta?.extraSections;
  const sections = own
    ? own.map((extra) => ({ title: extra.title ?? "", items: extra.items ?? [] }))
    : [
        { title: "Certifications", items: (input.certificates ?? []).map((c) => line(c.name, c.issuer, c.date)) },
        { title: "Awards", items: (input.awards ?? []).map((a) => line(a.title, a.awarder, a.date)) },
        { title: "Languages", items: (input.languages ?? []).map((l) => line(l.language, l.fluency)) },
        {
          title: "Volunteering",
          items: (input.volunteer ?? []).flatMap((v) => [
            line(v.position, v.organization),
            ...(v.summary ? [v.summary] : []),
            ...(v.highlights ?? []),
          ]),
        },
        { title: "Interests", items: (input.interests ?? []).map((i) => line(i.name, ...(i.keywords ?? []))) },
      ].filter((extra) => extra.items.some((item) => item.trim()));
  return sections
    .map((extra) => ({
      title: clip(extra.title, LIMITS.shortText),
      items: extra.items.map((item) => item.trim()).filter(Boolean),
    }))
    .filter((extra) => extra.title || extra.items.length)
    .slice(0, LIMITS.entries)
    .map((extra) => ({
      id: newEntryId(),
      title: extra.title,
      description: clip(extra.items.join("\n"), LIMITS.description),
    }));
}

type JsonResume = z.infer<typeof jsonResumeSchema>;

const clip = (value: string | undefined, max: number) => (value ?? "").trim().slice(0, max);

/** "2021-03-15", "2021-03" or "2021" to the editor's "YYYY-MM"; anything else to "". */
export function toMonth(value: string | undefined): string {
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(value?.trim() ?? "");
  if (!match) return "";
  const month = match[2] && Number(match[2]) >= 1 && Number(match[2]) <= 12 ? match[2] : "01";
  return `${match[1]}-${month}`;
}

function describe(summary: string | undefined, highlights: string[] | undefined): string {
  const parts = [summary?.trim() ?? ""];
  for (const highlight of highlights ?? []) if (highlight.trim()) parts.push(`- ${highlight.trim()}`);
  return parts.filter(Boolean).join("\n").slice(0, LIMITS.description);
}

function profileUrl(profiles: NonNullable<NonNullable<JsonResume["basics"]>["profiles"]>, network: RegExp): string {
  const profile = profiles.find((p) => network.test(p.network ?? "") || network.test(p.url ?? ""));
  return clip(profile?.url ?? (profile?.username ? profile.username : ""), LIMITS.url);
}

export function fromJsonResume(input: JsonResume): ResumeData {
  const basics = input.basics ?? {};
  const profiles = basics.profiles ?? [];
  const location = basics.location;
  const address = [location?.address, location?.city, location?.region, location?.postalCode, location?.countryCode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");

  const skills = new Map<string, string>();
  for (const skill of input.skills ?? []) {
    for (const name of [skill.name, ...(skill.keywords ?? [])]) {
      const clean = clip(name, LIMITS.skill);
      if (clean && !skills.has(clean.toLowerCase())) skills.set(clean.toLowerCase(), clean);
    }
  }

  const data: ResumeData = {
    ...emptyResume(),
    personalInfo: {
      fullName: clip(basics.name, LIMITS.shortText),
      email: clip(basics.email, LIMITS.shortText),
      phone: clip(basics.phone, LIMITS.shortText),
      address: address.slice(0, LIMITS.shortText),
      linkedIn: profileUrl(profiles, /linkedin/i),
      github: profileUrl(profiles, /github/i),
    },
    summary: clip(basics.summary, LIMITS.summary),
    skills: [...skills.values()].slice(0, LIMITS.skills),
    experience: (input.work ?? []).slice(0, LIMITS.entries).map((work) => ({
      id: newEntryId(),
      company: clip(work.name ?? work.company, LIMITS.shortText),
      position: clip(work.position, LIMITS.shortText),
      startDate: toMonth(work.startDate),
      endDate: toMonth(work.endDate),
      current: !work.endDate?.trim(),
      description: describe(work.summary, work.highlights),
    })),
    education: (input.education ?? []).slice(0, LIMITS.entries).map((education) => ({
      id: newEntryId(),
      institution: clip(education.institution, LIMITS.shortText),
      degree: clip(education.studyType, LIMITS.shortText),
      fieldOfStudy: clip(education.area, LIMITS.shortText),
      startDate: toMonth(education.startDate),
      endDate: toMonth(education.endDate),
      gpa: clip(education.score, 20),
    })),
    projects: (input.projects ?? []).slice(0, LIMITS.entries).map((project) => {
      const url = clip(project.url, LIMITS.url);
      const isGithub = /github\.com/i.test(url);
      return {
        id: newEntryId(),
        name: clip(project.name, LIMITS.shortText),
        description: describe(project.description, project.highlights),
        technologies: (project.keywords ?? [])
          .map((k) => clip(k, LIMITS.skill))
          .filter(Boolean)
          .slice(0, LIMITS.technologies),
        githubLink: isGithub ? url : "",
        liveLink: isGithub ? "" : url,
      };
    }),
  };
  data.extraSections = extrasFrom(input);
  const language = input.meta?.language;
  if (isResumeLanguage(language)) data.settings = { language, direction: "auto" };
  // Whatever was read, what leaves here satisfies the model.
  return resumeDataSchema.parse(data);
}

const BULLET = /^\s*[•●▪◦‣∙·\-–—*]\s*/;

function splitDescription(description: string): { summary: string; highlights: string[] } {
  const summary: string[] = [];
  const highlights: string[] = [];
  for (const line of description.split(/\r?\n/)) {
    if (!line.trim()) continue;
    if (BULLET.test(line)) highlights.push(line.replace(BULLET, "").trim());
    else summary.push(line.trim());
  }
  return { summary: summary.join(" "), highlights };
}

export function toJsonResume(data: ResumeData): JsonResume & { $schema: string } {
  const profiles = [
    data.personalInfo.linkedIn ? { network: "LinkedIn", url: data.personalInfo.linkedIn } : null,
    data.personalInfo.github ? { network: "GitHub", url: data.personalInfo.github } : null,
  ].filter((p): p is { network: string; url: string } => p !== null);
  const extras = (data.extraSections ?? []).map((extra) => ({
    title: extra.title,
    items: extraSectionItems(extra.description),
  }));
  return {
    $schema: "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
    basics: {
      name: data.personalInfo.fullName,
      email: data.personalInfo.email,
      phone: data.personalInfo.phone,
      summary: data.summary,
      location: data.personalInfo.address ? { address: data.personalInfo.address } : undefined,
      profiles,
    },
    work: data.experience.map((entry) => {
      const { summary, highlights } = splitDescription(entry.description);
      return {
        name: entry.company,
        position: entry.position,
        startDate: entry.startDate || undefined,
        endDate: entry.current ? undefined : entry.endDate || undefined,
        summary,
        highlights,
      };
    }),
    education: data.education.map((entry) => ({
      institution: entry.institution,
      studyType: entry.degree,
      area: entry.fieldOfStudy,
      startDate: entry.startDate || undefined,
      endDate: entry.endDate || undefined,
      score: entry.gpa || undefined,
    })),
    skills: data.skills.map((name) => ({ name })),
    projects: (data.projects ?? []).map((project) => {
      const { summary, highlights } = splitDescription(project.description);
      return {
        name: project.name,
        description: summary,
        highlights,
        keywords: project.technologies,
        url: project.liveLink || project.githubLink || undefined,
      };
    }),
    // The user's own sections: as JSON Resume's standard lists where their heading says which,
    // and exactly as kept in meta, which this product reads back first (nothing lost either way).
    ...standardExtras(data),
    // Only for a resume that has the setting or its own sections: an English resume's export stays as it was.
    ...(data.settings || extras.length
      ? {
          meta: {
            ...(data.settings ? { language: data.settings.language } : {}),
            ...(extras.length ? { extraSections: extras } : {}),
          },
        }
      : {}),
  };
}
