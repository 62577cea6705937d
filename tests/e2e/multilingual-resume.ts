/** Resumes in many scripts for the font, direction and export tests, and poppler's view of a PDF. */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { emptyResume, type ResumeData } from "../../app/domain/resume/schema";

/** Names and bullets in Polish, Vietnamese, Russian, Greek, Chinese, Japanese, Korean and Arabic. */
export const MULTILINGUAL: ResumeData = {
  ...emptyResume(),
  personalInfo: {
    fullName: "Łukasz Żółć",
    email: "lukasz.zolc@example.com",
    phone: "+48 601 234 567",
    address: "Kraków, Polska",
    linkedIn: "linkedin.com/in/lukasz-zolc",
    github: "",
  },
  summary: "Inżynier oprogramowania z Gdańska. Kỹ sư phần mềm Nguyễn Thị Hương.",
  skills: ["TypeScript", "C++", "Tiếng Việt", "Русский язык", "Ελληνικά", "中文", "日本語", "한국어", "العربية"],
  experience: [
    {
      id: "x1",
      company: "Công ty Trần Đức Thắng",
      position: "Kỹ sư phần mềm cao cấp",
      startDate: "2021-03",
      endDate: "",
      current: true,
      description: [
        "- Xây dựng hệ thống thanh toán trực tuyến",
        "- Построил платёжную систему с Сергеем Ивановым",
        "- Σχεδίασε το σύστημα με τον Γιώργο Παπαδόπουλο",
      ].join("\n"),
    },
    {
      id: "x2",
      company: "王小明科技有限公司",
      position: "软件工程师",
      startDate: "2018-01",
      endDate: "2021-02",
      current: false,
      description: ["- 负责支付系统的设计与开发", "- 東京の山田太郎さんと協力しました", "- 김민준 팀장과 결제 시스템을 구축했습니다"].join("\n"),
    },
    {
      id: "x3",
      company: "شركة محمد العلي",
      position: "مهندس برمجيات",
      startDate: "2016-05",
      endDate: "2017-12",
      current: false,
      description: "- بناء نظام الدفع الإلكتروني",
    },
  ],
  education: [
    { id: "d1", institution: "Uniwersytet Jagielloński", degree: "Magister", fieldOfStudy: "Informatyka", startDate: "2011-10", endDate: "2016-06", gpa: "" },
  ],
  projects: [],
};

/** Every string of MULTILINGUAL a reader of the PDF must get back whole. */
export function multilingualStrings(data: ResumeData = MULTILINGUAL): string[] {
  return [
    data.personalInfo.fullName,
    data.personalInfo.address,
    data.summary,
    ...data.skills,
    ...data.experience.flatMap((entry) => [entry.company, entry.position, ...entry.description.split("\n").map((line) => line.slice(2))]),
    data.education[0]!.institution,
  ];
}

/** A right-to-left resume: Arabic throughout, Latin only where it always is (e-mail, links, technologies). */
export const ARABIC: ResumeData = {
  ...emptyResume(),
  personalInfo: {
    fullName: "محمد عبد الله العلي",
    email: "mohammed.alali@example.com",
    phone: "+971 50 123 4567",
    address: "دبي، الإمارات العربية المتحدة",
    linkedIn: "linkedin.com/in/alali",
    github: "github.com/alali",
  },
  summary: "مهندس برمجيات بخبرة عشر سنوات في بناء أنظمة الدفع.",
  skills: ["تطوير الواجهات", "C++", "Node.js", "إدارة الفرق"],
  experience: [
    {
      id: "a1",
      company: "شركة الخليج للتقنية",
      position: "مهندس برمجيات أول",
      startDate: "2019-01",
      endDate: "",
      current: true,
      description: "- قاد فريقاً من خمسة مهندسين\n- خفض زمن الاستجابة بنسبة 40%",
    },
  ],
  education: [{ id: "e1", institution: "جامعة الملك سعود", degree: "بكالوريوس", fieldOfStudy: "علوم الحاسب", startDate: "", endDate: "2014-06", gpa: "" }],
  projects: [{ id: "p1", name: "منصة الدفع", description: "- نظام دفع فوري", technologies: ["TypeScript", "PostgreSQL"], githubLink: "github.com/alali/pay", liveLink: "" }],
};

/** A Chinese resume whose name mixes Han and Latin, as many are written. */
export const CHINESE: ResumeData = {
  ...emptyResume(),
  personalInfo: { fullName: "王小明 Wang Xiaoming", email: "xiaoming.wang@example.com", phone: "+86 138 0013 8000", address: "上海市浦东新区", linkedIn: "", github: "" },
  summary: "资深软件工程师，十年支付系统经验。",
  skills: ["分布式系统", "Java", "Kubernetes"],
  experience: [
    { id: "c1", company: "上海云支付有限公司", position: "高级软件工程师", startDate: "2018-07", endDate: "", current: true, description: "- 设计并实现了每秒一万笔交易的支付网关\n- 带领八人团队" },
  ],
  education: [{ id: "c2", institution: "复旦大学", degree: "学士", fieldOfStudy: "计算机科学", startDate: "", endDate: "2014-06", gpa: "" }],
  projects: [],
};

/** Runs a poppler tool on PDF bytes and returns its standard output. */
function poppler(tool: "pdffonts" | "pdftotext", pdf: Uint8Array, args: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), "poppler-"));
  try {
    const file = join(dir, "resume.pdf");
    writeFileSync(file, pdf);
    return execFileSync(tool, [...args, file, ...(tool === "pdftotext" ? ["-"] : [])], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The fonts embedded in a PDF as pdffonts lists them: base name without the subset tag, and type. */
export function pdfFonts(pdf: Uint8Array): Array<{ name: string; type: string }> {
  return poppler("pdffonts", pdf)
    .split("\n")
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const [name = "", ...rest] = line.trim().split(/\s+/);
      return { name: name.replace(/^[A-Z]{6}\+/, ""), type: rest.slice(0, 2).join(" ") };
    });
}

/** The PDF's text layer as pdftotext reads it (UTF-8, reading order). */
export function popplerText(pdf: Uint8Array): string {
  return poppler("pdftotext", pdf, ["-enc", "UTF-8"]);
}
