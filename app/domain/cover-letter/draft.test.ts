import { describe, expect, it } from "vitest";
import { emptyResume, type ResumeData } from "../resume/schema";
import { skillIdsIn } from "./facts";
import { draftLetter, inSentence } from "./draft";
import { LETTER_WORDS } from "./letter-words";
import { letterContentSchema, liveTraces, type LetterContent } from "./schema";

function resume(overrides: Partial<ResumeData> = {}): ResumeData {
  return {
    ...emptyResume(),
    personalInfo: {
      fullName: "Grace Hopper",
      email: "grace@example.com",
      phone: "",
      address: "",
      linkedIn: "",
      github: "",
    },
    summary: "Platform engineer who likes reliable systems.",
    skills: ["PostgreSQL", "Python", "k8s"],
    experience: [
      {
        id: "exp1",
        company: "Acme Cloud",
        position: "Senior Platform Engineer",
        startDate: "2020-01",
        endDate: "",
        current: true,
        description:
          "- Ran Kubernetes clusters for 40 teams\n- Built CI/CD pipelines with Terraform\n- Cut deploy time by 65% with Docker layer caching",
      },
      {
        id: "exp2",
        company: "Globex",
        position: "Backend Developer",
        startDate: "2016-03",
        endDate: "2019-12",
        current: false,
        description: "- Wrote Go services\n- Tuned PostgreSQL queries",
      },
    ],
    projects: [
      { id: "prj1", name: "Queue Watch", description: "A Grafana dashboard for queues", technologies: ["Grafana"] },
    ],
    ...overrides,
  };
}

const JOB = {
  title: "Site Reliability Engineer",
  company: "Initech",
  description:
    "Requirements\n- Kubernetes\n- Terraform\n- Go\n- Rust\n- Java\n- Grafana\n- AWS\nNice to have\n- PostgreSQL",
};

const draft = (data = resume(), job = JOB) => draftLetter({ data, job, asOf: "2026-11", today: "2026-11-23" });
const allText = (letter: LetterContent) =>
  [letter.greeting, ...letter.paragraphs, letter.closing, letter.signature].join("\n");

/** Every number the letter writes, except years counted from the resume's own dates (checked apart). */
const numbers = (text: string) => text.match(/\d+(?:[.,]\d+)*/g) ?? [];

describe("draftLetter", () => {
  it("writes the structures: opening with job and company, most relevant role with matched skills and a copied result, closing", () => {
    const letter = draft();
    expect(letterContentSchema.safeParse(letter).success).toBe(true);
    expect(letter.greeting).toBe("Dear Initech hiring team,");
    expect(letter.signature).toBe("Grace Hopper");
    expect(letter.date).toBe("2026-11-23");
    expect(letter.paragraphs[0]).toBe(
      "I am writing to apply for the Site Reliability Engineer position at Initech. I bring 10 years of professional experience, most recently as Senior Platform Engineer at Acme Cloud.",
    );
    expect(letter.paragraphs[1]).toContain(
      "In my role as Senior Platform Engineer at Acme Cloud, I worked with Kubernetes and Terraform, which your posting asks for.",
    );
    expect(letter.paragraphs[1]).toContain("One result from that work: Ran Kubernetes clusters for 40 teams.");
    expect(letter.paragraphs[2]).toContain("I also used Go and PostgreSQL at Globex.");
    expect(letter.paragraphs[2]).toContain("I also used Grafana on my project Queue Watch.");
    expect(letter.paragraphs.at(-1)).toContain("how my experience with Kubernetes can support Initech.");
    expect(letter.paragraphs.at(-1)).toContain(
      "Thank you for considering my application for the Site Reliability Engineer role.",
    );
  });

  it("writes the same letter for the posting pasted as a page's HTML, on one line or in capitals", () => {
    const plain = draft();
    const items = (text: string) => text.split("\n").map((line) => line.replace(/^- /, ""));
    const html = `<ul>${items(JOB.description)
      .map((item) => `<li>${item}</li>`)
      .join("")}</ul>`;
    for (const description of [html, JOB.description.replace(/\n/g, " "), JOB.description.toUpperCase()])
      expect(draft(resume(), { ...JOB, description }).paragraphs).toEqual(plain.paragraphs);
  });

  it("traces every sentence it writes, and every trace points at a real fact", () => {
    const data = resume();
    const letter = draft(data);
    const sentences = letter.paragraphs.flatMap(
      (paragraph) => paragraph.match(/[^.!?]+[.!?]+(?:\s|$)/g)?.map((s) => s.trim()) ?? [],
    );
    const traced = letter.traces.map((trace) => trace.sentence);
    // Each sentence of the letter is inside one traced sentence (a copied bullet may hold a full stop).
    for (const sentence of sentences)
      expect(
        traced.some((t) => t.includes(sentence)),
        sentence,
      ).toBe(true);
    for (const trace of letter.traces) {
      expect(letter.paragraphs[trace.paragraph]).toContain(trace.sentence);
      for (const source of trace.sources) {
        if (source.kind === "job") continue;
        if (source.section === "experience") {
          const entry = data.experience.find((e) => e.id === source.entryId);
          expect(entry, source.label).toBeDefined();
          expect(source.label).toContain(entry!.company);
        }
        if (source.section === "projects") expect(data.projects!.some((p) => p.id === source.entryId)).toBe(true);
      }
    }
    const result = letter.traces.find((trace) => trace.sentence.startsWith("One result"));
    expect(result?.sources).toEqual([
      expect.objectContaining({ entryId: "exp1", line: 1, label: "Experience · Acme Cloud · bullet 1" }),
    ]);
  });

  it("never names a skill the resume does not have: the job's missing skills stay out", () => {
    const data = resume();
    const letter = draft(data);
    const text = allText(letter);
    for (const missing of ["Rust", "Java", "AWS"]) expect(text).not.toContain(missing);
    const resumeSkills = skillIdsIn(JSON.stringify(data).replace(/\\n/g, "\n"));
    // The job's title is the job's own words (it may name a skill: "Site Reliability Engineer").
    const titleSkills = skillIdsIn(JOB.title);
    for (const skill of skillIdsIn(letter.paragraphs.join("\n")))
      if (!titleSkills.has(skill)) expect(resumeSkills.has(skill), `skill ${skill}`).toBe(true);
  });

  it("does not let a job smuggle in an employer, a title or a number", () => {
    const job = {
      title: "Engineer",
      company: "Initech",
      description:
        "Requirements\n- 12 years at Google as Principal Architect\n- Kubernetes\n- Increase revenue by 300%",
    };
    const letter = draft(resume(), job);
    const text = allText(letter);
    expect(text).not.toMatch(/Google|Principal Architect|300|12 years/);
    const source = `${JSON.stringify(resume())} ${job.title} ${job.company}`;
    for (const number of numbers(text)) if (number !== "10") expect(source, number).toContain(number);
  });

  it("counts years only from the resume's dates, overlaps merged, and says nothing of years under two", () => {
    const overlap = resume({
      experience: [
        // 18 and 13 months, overlapping: 18 months in all (31 if overlaps were counted twice).
        {
          id: "a",
          company: "A",
          position: "Engineer",
          startDate: "2023-01",
          endDate: "2024-06",
          current: false,
          description: "- Kubernetes",
        },
        {
          id: "b",
          company: "B",
          position: "Engineer",
          startDate: "2023-06",
          endDate: "2024-06",
          current: false,
          description: "",
        },
      ],
    });
    const letter = draft(overlap);
    expect(letter.paragraphs[0]).toContain("Most recently, I have worked as Engineer at A.");
    expect(letter.paragraphs[0]).not.toMatch(/years/);
  });

  it("drafts without a company, experience or matches, and stays within the schema's bounds", () => {
    const bare = draftLetter({
      data: emptyResume(),
      job: { title: "Nurse", company: "", description: "Care for patients" },
      asOf: "2026-11",
      today: "2026-11-23",
    });
    expect(bare.greeting).toBe("Dear Hiring Manager,");
    expect(bare.paragraphs).toEqual([
      "I am writing to apply for the Nurse position.",
      "Thank you for considering my application for the Nurse role.",
    ]);
    expect(bare.traces.map((t) => t.paragraph)).toEqual([0, 1]);
    const huge = resume({
      experience: [{ ...resume().experience[0]!, description: `- Kubernetes at ${"scale ".repeat(700)} 40%` }],
    });
    expect(letterContentSchema.safeParse(draft(huge)).success).toBe(true);
  });

  it("drops a trace once its sentence is edited", () => {
    const letter = draft();
    const edited = {
      ...letter,
      paragraphs: letter.paragraphs.map((p, i) => (i === 1 ? p.replace("One result from that work", "A result") : p)),
    };
    const before = liveTraces(letter).length;
    expect(liveTraces(edited).length).toBe(before - 1);
  });
});

describe("draftLetter in the resume's language", () => {
  const inLanguage = (language: "es" | "de" | "fr" | "pt" | "pl", data = resume()) =>
    draft({ ...data, settings: { language, direction: "auto" } });

  it("writes a German resume's letter in German, with German source labels", () => {
    const letter = inLanguage("de");
    expect(letter.greeting).toBe("Sehr geehrtes Team von Initech,");
    expect(letter.closing).toBe("Mit freundlichen Grüßen");
    expect(letter.paragraphs[0]).toBe(
      "Hiermit bewerbe ich mich um die Stelle als Site Reliability Engineer bei Initech. Ich bringe 10 Jahre Berufserfahrung mit, zuletzt als Senior Platform Engineer bei Acme Cloud.",
    );
    expect(letter.paragraphs[1]).toContain(
      "In meiner Rolle als Senior Platform Engineer bei Acme Cloud habe ich mit Kubernetes und Terraform gearbeitet, was Ihre Ausschreibung verlangt.",
    );
    // A copied bullet keeps its own words.
    expect(letter.paragraphs[1]).toContain("Ein Ergebnis dieser Arbeit: Ran Kubernetes clusters for 40 teams.");
    expect(letter.paragraphs[2]).toContain("Außerdem habe ich Grafana in meinem Projekt Queue Watch eingesetzt.");
    const result = letter.traces.find((trace) => trace.sentence.startsWith("Ein Ergebnis"));
    expect(result?.sources).toEqual([
      expect.objectContaining({ entryId: "exp1", line: 1, label: "Berufserfahrung · Acme Cloud · Punkt 1" }),
    ]);
    expect(letter.traces[0]?.sources.map((source) => source.label)).toEqual([
      "Stellenanzeige · Titel",
      "Stellenanzeige · Unternehmen",
    ]);
  });

  it("writes a Spanish resume's letter in Spanish, with Spanish source labels", () => {
    const letter = inLanguage("es");
    expect(letter.greeting).toBe("Estimado equipo de selección de Initech:");
    expect(letter.closing).toBe("Atentamente,");
    expect(letter.paragraphs[0]).toBe(
      "Les escribo para presentar mi candidatura al puesto de Site Reliability Engineer en Initech. Cuento con 10 años de experiencia profesional; mi puesto más reciente es Senior Platform Engineer en Acme Cloud.",
    );
    expect(letter.paragraphs[2]).toContain("También utilicé Go y PostgreSQL en Globex.");
    expect(letter.paragraphs.at(-1)).toContain(
      "Gracias por considerar mi candidatura al puesto de Site Reliability Engineer.",
    );
    expect(letter.traces.flatMap((trace) => trace.sources.map((source) => source.label))).toContain(
      "Experiencia · Acme Cloud · fechas",
    );
    const bare = draftLetter({
      data: { ...emptyResume(), settings: { language: "es", direction: "auto" } },
      job: { title: "Enfermera", company: "", description: "Cuidado de pacientes" },
      asOf: "2026-11",
      today: "2026-11-23",
    });
    expect(bare.greeting).toBe("Estimado/a responsable de selección:");
    expect(bare.paragraphs).toEqual([
      "Les escribo para presentar mi candidatura al puesto de Enfermera.",
      "Gracias por considerar mi candidatura al puesto de Enfermera.",
    ]);
  });

  it("writes a French resume's letter in French, eliding before a vowel", () => {
    const letter = inLanguage("fr");
    expect(letter.greeting).toBe("Madame, Monsieur,");
    expect(letter.closing).toBe("Cordialement,");
    expect(letter.paragraphs[0]).toBe(
      "Je vous adresse ma candidature au poste de Site Reliability Engineer chez Initech. J'ai 10 ans d'expérience professionnelle, dernièrement en tant que Senior Platform Engineer chez Acme Cloud.",
    );
    expect(letter.paragraphs[1]).toContain(
      "Dans mon poste de Senior Platform Engineer chez Acme Cloud, j'ai travaillé avec Kubernetes et Terraform, ce que demande votre offre.",
    );
    expect(letter.paragraphs[1]).toContain("Un résultat de ce travail\u00a0: Ran Kubernetes clusters for 40 teams.");
    const engineer = draftLetter({
      data: { ...emptyResume(), settings: { language: "fr", direction: "auto" } },
      job: { title: "Ingénieure logiciel", company: "", description: "Python" },
      asOf: "2026-11",
      today: "2026-11-23",
    });
    expect(engineer.paragraphs[0]).toBe("Je vous adresse ma candidature au poste d'Ingénieure logiciel.");
    expect(letter.traces.flatMap((trace) => trace.sources.map((source) => source.label))).toContain(
      "Expérience professionnelle · Acme Cloud · puce 1",
    );
  });

  it("writes a Portuguese resume's letter in Portuguese, with Portuguese source labels", () => {
    const letter = inLanguage("pt");
    expect(letter.greeting).toBe("Prezada equipe de recrutamento de Initech,");
    expect(letter.closing).toBe("Atenciosamente,");
    expect(letter.paragraphs[0]).toBe(
      "Escrevo para apresentar minha candidatura à vaga de Site Reliability Engineer em Initech. Tenho 10 anos de experiência profissional, mais recentemente como Senior Platform Engineer em Acme Cloud.",
    );
    expect(letter.paragraphs[2]).toContain("Também usei Go e PostgreSQL em Globex.");
    expect(letter.traces[0]?.sources.map((source) => source.label)).toEqual(["Vaga · título", "Vaga · empresa"]);
  });

  it("uses none of the English words in es, de, fr and pt, traces every sentence, and stays within the schema", () => {
    const english = [
      "I am writing",
      "I bring",
      "In my role",
      "I worked with",
      "One result",
      "I also used",
      "My skills",
      "I would welcome",
      "Thank you",
      "Dear",
      "Sincerely",
      " and ",
      "Job posting",
      "bullet",
      "Experience ·",
      "Skills",
    ];
    for (const language of ["es", "de", "fr", "pt"] as const) {
      const letter = inLanguage(language);
      expect(letterContentSchema.safeParse(letter).success).toBe(true);
      const text = `${allText(letter)}\n${letter.traces.flatMap((trace) => trace.sources.map((source) => source.label)).join("\n")}`;
      // The resume's own words may be English ("Ran Kubernetes clusters for 40 teams"): only the draft's are checked.
      const own = text.replace("Ran Kubernetes clusters for 40 teams", "");
      for (const word of english) expect(own, `${language}: ${word}`).not.toContain(word);
      for (const trace of letter.traces) expect(letter.paragraphs[trace.paragraph]).toContain(trace.sentence);
      expect(letter.traces.length).toBe(draft().traces.length);
    }
  });

  it("writes English for a resume in a language it has no words for", () => {
    expect(inLanguage("pl")).toEqual(draft());
    expect(Object.keys(LETTER_WORDS).sort()).toEqual(["de", "en", "es", "fr", "pt"]);
  });
});

describe("inSentence", () => {
  it("lowers a common skill phrase and keeps names as they are", () => {
    expect(inSentence("Backend development")).toBe("backend development");
    expect(inSentence("Project management")).toBe("project management");
    for (const name of ["Python", "Apache Kafka", "CI/CD", "Google Cloud Platform", "PostgreSQL", "Node.js", "AWS"])
      expect(inSentence(name)).toBe(name);
  });
});
