import type { TFunction } from "i18next";
import { useCallback, useEffect, useState } from "react";
import type { ResumeData } from "~/domain/resume/schema";

export type FormSectionId =
  "personalInfo" | "summary" | "skills" | "experience" | "education" | "projects" | "extraSections";

/** The editor form's sections in order: their titles, and the outline's short names. */
export const FORM_SECTIONS: ReadonlyArray<{ id: FormSectionId; title: string; short: string }> = [
  { id: "personalInfo", title: "Personal Information", short: "Personal" },
  { id: "summary", title: "Professional Summary", short: "Summary" },
  { id: "skills", title: "Skills", short: "Skills" },
  { id: "experience", title: "Experience", short: "Experience" },
  { id: "education", title: "Education", short: "Education" },
  { id: "projects", title: "Projects", short: "Projects" },
  { id: "extraSections", title: "More sections", short: "More" },
];

/** The line a collapsed section shows: "3 entries", "12 skills", the name and e-mail (in the interface language). */
export function sectionSummary(id: FormSectionId, data: ResumeData, t: TFunction): string {
  const entries = (n: number) =>
    n === 0 ? t("editorChrome.summary.noEntries") : t("editorChrome.summary.entries", { count: n });
  switch (id) {
    case "personalInfo":
      return (
        [data.personalInfo.fullName, data.personalInfo.email].filter(Boolean).join(", ") ||
        t("editorChrome.summary.empty")
      );
    case "summary": {
      const text = data.summary.trim();
      return text ? (text.length > 60 ? `${text.slice(0, 57)}…` : text) : t("editorChrome.summary.empty");
    }
    case "skills":
      return data.skills.length === 0
        ? t("editorChrome.summary.noSkills")
        : t("editorChrome.summary.skills", { count: data.skills.length });
    case "experience":
      return entries(data.experience.length);
    case "education":
      return entries(data.education.length);
    case "projects":
      return entries((data.projects ?? []).length);
    case "extraSections": {
      const titles = (data.extraSections ?? []).map((section) => section.title.trim()).filter(Boolean);
      return titles.length > 0 ? titles.join(", ") : entries((data.extraSections ?? []).length);
    }
  }
}

const KEY = "rf.collapsed-sections";

function readCollapsed(): Set<FormSectionId> {
  try {
    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? "[]") as unknown;
    return new Set(
      Array.isArray(stored) ? FORM_SECTIONS.map((section) => section.id).filter((id) => stored.includes(id)) : [],
    );
  } catch {
    return new Set();
  }
}

function remember(collapsed: ReadonlySet<FormSectionId>) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify([...collapsed]));
  } catch {
    // Storage refused: remembered for this page only.
  }
}

/** Which form sections are collapsed, remembered in this browser. */
export function useCollapsedSections() {
  const [collapsed, setCollapsed] = useState<ReadonlySet<FormSectionId>>(() => new Set());
  useEffect(() => setCollapsed(readCollapsed()), []);
  const set = useCallback((id: FormSectionId, value: boolean) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (value) next.add(id);
      else next.delete(id);
      remember(next);
      return next;
    });
  }, []);
  const toggle = useCallback((id: FormSectionId) => {
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      remember(next);
      return next;
    });
  }, []);
  return { collapsed, set, toggle };
}
