import { describe, expect, it } from "vitest";
import { emptyResume, type ResumeData } from "../resume/schema";
import { FALLBACKS, fallbacksFor, scriptCss, textDirection } from "./fallback-fonts";
import { fontFaceCss, subsetsUsed } from "./fonts";
import { renderResumeHtml } from "./render";
import { sampleResume } from "./sample-resume";

function resume(fullName: string, summary = "", email = ""): ResumeData {
  const data = emptyResume();
  return { ...data, personalInfo: { ...data.personalInfo, fullName, email }, summary };
}

describe("which fonts a resume needs", () => {
  it("a Latin resume uses the template's latin file only and links no fallback", () => {
    expect([...subsetsUsed(JSON.stringify(sampleResume))]).toEqual(["latin"]);
    const html = renderResumeHtml(sampleResume, "modern-professional");
    expect(html).not.toContain("<link");
    expect(html).not.toMatch(/latin-ext|cyrillic|greek|vietnamese/);
  });

  it.each([
    ["Łukasz Żółć", ["latin", "latin-ext"]],
    ["Nguyễn Thị Hương", ["latin", "latin-ext", "vietnamese"]],
    ["Сергей Иванов", ["latin", "cyrillic"]],
    ["Γιώργος Παπαδόπουλος", ["latin", "greek"]],
  ])("%s uses the subsets %j of the template typeface", (name, subsets) => {
    expect([...subsetsUsed(name)].sort()).toEqual([...subsets].sort());
    const css = fontFaceCss(["inter"], "", name);
    for (const subset of subsets) expect(css).toContain(`/fonts/inter-${subset}-400-normal.woff2`);
    expect(css).toMatch(/unicode-range:U\+/);
  });

  it.each([
    ["Łukasz Żółć", []],
    ["Сергей Иванов", ["greekCyrillic"]],
    ["王小明", ["simplifiedChinese"]],
    ["陳大文 (臺灣)", ["traditionalChinese"]],
    ["山田太郎 やまだ", ["japanese", "simplifiedChinese"]],
    ["김민준", ["korean"]],
    ["김민준 金", ["korean", "simplifiedChinese"]],
    ["金 김", ["simplifiedChinese", "korean"]],
    ["محمد العلي", ["arabic"]],
    ["דוד כהן", ["hebrew"]],
    ["राहुल शर्मा", ["devanagari"]],
    ["สมชาย ใจดี", ["thai"]],
  ])("%s falls back to %j", (text, keys) => {
    expect(fallbacksFor(text)).toEqual(keys);
  });

  it("links each fallback stylesheet and names its family first in every stack", () => {
    const html = renderResumeHtml(resume("王小明 محمد"), "classic-executive", { assetBaseUrl: "https://app.example" });
    expect(html).toContain(
      `<link rel="stylesheet" href="https://app.example/fonts/${FALLBACKS.simplifiedChinese.sheet}.css">`,
    );
    expect(html).toContain(`<link rel="stylesheet" href="https://app.example/fonts/noto-sans-arabic.css">`);
    expect(html).toContain(`--stack-serif:"Noto Sans SC", "Noto Sans Arabic", Georgia`);
    expect(html).toContain(`font-family: "EB Garamond", var(--stack-serif)`);
  });
});

describe("right to left", () => {
  it("is chosen when most letters are Arabic or Hebrew", () => {
    expect(textDirection("محمد عبد الله العلي، مهندس برمجيات")).toBe("rtl");
    expect(textDirection("דוד כהן, מהנדס תוכנה")).toBe("rtl");
    expect(textDirection("Jane Doe, engineer. محمد")).toBe("ltr");
    expect(textDirection("")).toBe("ltr");
  });

  it("mirrors the document but keeps addresses and phone numbers left to right", () => {
    const data = { ...resume("محمد عبد الله العلي", "مهندس برمجيات بخبرة عشر سنوات", "mohammed@example.com") };
    data.personalInfo.phone = "+971 50 123 4567";
    const html = renderResumeHtml(data, "modern-professional");
    expect(html).toContain('<html lang="en" dir="rtl">');
    expect(html).toContain('dir="ltr" href="mailto:mohammed@example.com"');
    expect(html).toContain('<span dir="ltr">+971 50 123 4567</span>');
    // An English resume with an Arabic e-mail-free name part stays left to right.
    expect(renderResumeHtml(resume("Jane Doe", "Engineer."), "modern-professional")).toContain('dir="ltr"');
  });

  it("turns off the feature that splits Arabic letters in extracted text, only for Arabic", () => {
    expect(scriptCss("محمد", "محمد")).toContain('"ccmp" 0');
    expect(scriptCss("محمد", "محمد")).toContain(".name { letter-spacing: 0; }");
    expect(scriptCss("محمد", "Jane")).not.toContain(".name");
    expect(scriptCss("王小明 Łukasz", "王小明")).toBe("");
  });
});

describe("templates use logical properties only", () => {
  it("no template CSS says left or right", async () => {
    const { LAYOUTS } = await import("./layouts");
    const { baseCss, separatedList } = await import("./base-css");
    const css = [
      baseCss("A4", "1cm"),
      separatedList(".x", { gap: 4, kind: "dot", color: "#000" }),
      ...Object.values(LAYOUTS).map((layout) => layout.css),
    ].join("\n");
    expect(css.replace(/\/\*[\s\S]*?\*\//g, "")).not.toMatch(
      /\b(?:margin|padding|border)-(?:left|right)\b|text-align:\s*(?:left|right)|float:\s*(?:left|right)|\b(?:margin|padding):\s*[^;\s]+\s+[^;\s]+\s+[^;\s]+\s+[^;\s]+;/,
    );
  });
});
