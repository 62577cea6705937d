import { useTranslation } from "react-i18next";
import type { ResumeData } from "~/domain/resume/schema";
import { FORM_SECTIONS, type FormSectionId } from "./form-sections";

/**
 * The form's outline: one chip per section (with its entry count), sticky under the header. A
 * chip opens its section if collapsed, scrolls to it and moves focus to its heading.
 */
/** The chips' short names (en.ts `editor`), by section. */
const SHORT_KEYS = {
  personalInfo: "editor.personalShort",
  summary: "editor.summary",
  skills: "editor.skills",
  experience: "editor.experience",
  education: "editor.education",
  projects: "editor.projects",
  extraSections: "editor.extraSections",
} as const satisfies Record<FormSectionId, string>;

export function SectionOutline({ data, onOpen }: { data: ResumeData; onOpen: (id: FormSectionId) => void }) {
  const counts: Partial<Record<FormSectionId, number>> = {
    experience: data.experience.length,
    education: data.education.length,
    projects: (data.projects ?? []).length,
    extraSections: (data.extraSections ?? []).length,
    skills: data.skills.length,
  };
  const { t } = useTranslation();
  function jump(id: FormSectionId) {
    onOpen(id);
    // After the section has re-rendered open.
    requestAnimationFrame(() => {
      const section = document.getElementById(`section-${id}`);
      section?.scrollIntoView({ behavior: "smooth", block: "start" });
      section?.querySelector<HTMLElement>("h2 button, h2")?.focus({ preventScroll: true });
    });
  }
  return (
    <nav
      aria-label={t("editor.sectionsNav")}
      className="sticky top-14 z-20 -mx-1 mb-3 overflow-x-auto bg-slate-50/95 px-1 py-2 backdrop-blur sm:top-16 dark:bg-slate-950/95"
    >
      <ul className="flex gap-1.5">
        {FORM_SECTIONS.map((section) => (
          <li key={section.id}>
            <button
              type="button"
              className="rounded-full border border-slate-200 bg-white px-3 py-1 text-xs font-medium whitespace-nowrap text-slate-700 hover:border-brand-400 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
              onClick={() => jump(section.id)}
            >
              {t(SHORT_KEYS[section.id])}
              {counts[section.id] ? <span className="ml-1 text-slate-400">{counts[section.id]}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
