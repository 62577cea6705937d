/**
 * The generated resumes of bench/layout.bench.mjs: deterministic (a seeded generator), in kinds
 * that page differently: short, long, dense bullets, many short entries, long words and URLs,
 * right to left, CJK, and many around one page (the ones fitting is for).
 */
function generator(seed) {
  let state = seed >>> 0;
  const next = () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

const VERBS = ["Led", "Built", "Designed", "Shipped", "Cut", "Grew", "Automated", "Mentored", "Migrated", "Launched"];
const THINGS = [
  "the billing platform",
  "a data pipeline on Kafka",
  "the mobile checkout",
  "an internal design system",
  "SLOs and on-call",
  "the search ranking service",
  "a carrier-pricing engine",
  "cost dashboards for finance",
];
const RESULTS = [
  "cutting latency by 43%",
  "saving $1.2M a year",
  "for 300+ customers",
  "reducing incidents by a third",
  "across 19 regions",
  "with a team of 6",
];
const LONG = [
  "https://github.com/example-organisation/an-exceptionally-long-repository-name-for-testing",
  "Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen",
  "supercalifragilisticexpialidocious-microservices-orchestration",
];
const AR = [
  "قاد فريق المنصة لخفض زمن النشر إلى النصف",
  "صمم محرك تسعير وفر مليون دولار سنويا",
  "درب تسعة مهندسين على مراجعة التصميم",
];
const ZH = [
  "负责调度平台的技术领导，每天处理四万二千件货物",
  "设计了定价引擎，第一年节省二百四十万美元",
  "指导九名工程师进行设计评审",
];

function sentence(r, kind) {
  if (kind === "rtl") return r.pick(AR);
  if (kind === "cjk") return r.pick(ZH);
  const base = `${r.pick(VERBS)} ${r.pick(THINGS)}, ${r.pick(RESULTS)}`;
  return kind === "long-words" && r.next() < 0.4 ? `${base} ${r.pick(LONG)}` : base;
}

function experience(r, kind, index, bullets) {
  const lines = Array.from(
    { length: bullets },
    () => `• ${sentence(r, kind)}${kind === "dense" ? `; ${sentence(r, "en")} and ${r.pick(RESULTS)}` : ""}`,
  );
  return {
    id: `e${index}`,
    company: kind === "cjk" ? "北风货运系统" : kind === "rtl" ? "شركة الشمال" : `Company ${index} Systems`,
    position: kind === "cjk" ? "高级软件工程师" : kind === "rtl" ? "مهندس برمجيات" : "Senior Software Engineer",
    startDate: `${2010 + index}-0${1 + (index % 9)}`,
    endDate: index === 0 ? "" : `${2011 + index}-0${1 + (index % 9)}`,
    current: index === 0,
    description: lines.join("\n"),
    // Both ways a long entry meets a page's foot: broken between bullets, and kept together.
    ...(index % 3 === 2 ? { keepTogether: true } : {}),
  };
}

const SHAPES = {
  short: { entries: [1, 2], bullets: [1, 3] },
  long: { entries: [5, 8], bullets: [4, 7] },
  dense: { entries: [3, 4], bullets: [5, 7] },
  "many-short": { entries: [10, 16], bullets: [1, 1] },
  "long-words": { entries: [3, 5], bullets: [2, 5] },
  rtl: { entries: [3, 6], bullets: [3, 5] },
  cjk: { entries: [3, 6], bullets: [3, 5] },
  near: { entries: [2, 4], bullets: [2, 5] },
};

export function makeResume(kind, seed) {
  const r = generator(seed);
  const shape = SHAPES[kind];
  const count = r.int(...shape.entries);
  const language = kind === "rtl" ? "ar" : kind === "cjk" ? "zh" : "en";
  return {
    personalInfo: {
      fullName: kind === "cjk" ? "王小明" : kind === "rtl" ? "سارة أحمد" : `Alex Example ${seed}`,
      email: `alex${seed}@example.com`,
      phone: "+1 555 0100",
      address: "Berlin, Germany",
      linkedIn: kind === "long-words" ? r.pick(LONG).replace("github.com", "linkedin.com/in") : "linkedin.com/in/alex",
      github: "",
    },
    summary: Array.from({ length: r.int(1, 3) }, () => sentence(r, kind)).join(". ") + ".",
    skills: Array.from({ length: r.int(6, 18) }, (_, i) => (kind === "cjk" ? `技能${i}` : `Skill ${i}`)),
    experience: Array.from({ length: count }, (_, i) => experience(r, kind, i, r.int(...shape.bullets))),
    education: [
      {
        id: "ed1",
        institution: kind === "cjk" ? "北京大学" : "Technical University",
        degree: "M.Sc.",
        fieldOfStudy: "Computer Science",
        startDate: "2008-09",
        endDate: "2010-07",
        gpa: "",
      },
    ],
    projects:
      r.next() < 0.5
        ? [
            {
              id: "p1",
              name: "Open-source scheduler",
              description: sentence(r, kind),
              technologies: ["TypeScript", "Go"],
              githubLink: kind === "long-words" ? r.pick(LONG) : "",
              liveLink: "",
            },
          ]
        : [],
    extraSections: [],
    settings: { language, direction: "auto" },
  };
}

/** `count` resumes spread over the kinds, templates and page sizes, the same every run. */
export function corpus(count, templates) {
  const kinds = Object.keys(SHAPES);
  const items = [];
  for (let i = 0; i < count; i++) {
    // Half of them near one page: fitting's use.
    const kind = i % 2 === 0 ? "near" : kinds[(i >> 1) % kinds.length];
    items.push({
      kind,
      templateId: templates[i % templates.length],
      pageSize: Math.floor(i / templates.length) % 2 === 0 ? "A4" : "Letter",
      data: makeResume(kind, 1000 + i),
    });
  }
  return items;
}
