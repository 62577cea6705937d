/**
 * The import's review screen: every field the reader found, section by section, editable before
 * anything is saved. Fields it was unsure of, or could not find, are marked and say so; the text
 * it could not place is shown for the user to move by hand.
 */
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FieldFlag } from "~/domain/import/types";
import {
  LIMITS,
  parseCommaList,
  type EducationEntry,
  type ExperienceEntry,
  type ExtraSection,
  type ProjectEntry,
  type ResumeData,
} from "~/domain/resume/schema";

type Flags = Record<string, FieldFlag>;

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  flag?: FieldFlag;
  type?: "text" | "email" | "tel" | "url" | "month";
  rows?: number;
  maxLength: number;
  className?: string;
}

function ReviewField({ label, value, onChange, flag, type = "text", rows, maxLength, className = "" }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const flagged = flag
    ? "border-amber-400 bg-amber-50 ring-1 ring-amber-300 dark:border-amber-500 dark:bg-amber-950/40 dark:ring-amber-700"
    : "";
  const props = {
    id,
    value,
    maxLength,
    className: `input ${flagged}`,
    "aria-describedby": flag ? `${id}-flag` : undefined,
    "data-flag": flag,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {rows ? <textarea rows={rows} {...props} /> : <input type={type} autoComplete="off" {...props} />}
      {flag ? (
        <p id={`${id}-flag`} className="mt-1 text-xs font-medium text-amber-800 dark:text-amber-300">
          {t(`importPage.flag.${flag}`)}
        </p>
      ) : null}
    </div>
  );
}

/** A list edited as "a, b, c": the text is kept as typed, so a trailing comma survives typing. */
function ListField({
  label,
  items,
  onChange,
  flag,
  max,
  rows,
}: {
  label: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  flag?: FieldFlag;
  max: number;
  rows?: number;
}) {
  const [text, setText] = useState(() => items.join(", "));
  return (
    <ReviewField
      label={label}
      rows={rows}
      value={text}
      onChange={(value) => {
        setText(value);
        onChange(parseCommaList(value).slice(0, max));
      }}
      flag={flag}
      maxLength={max * (LIMITS.skill + 2)}
    />
  );
}

function Section({ title, flag, children }: { title: string; flag?: FieldFlag; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="card space-y-4 p-5 sm:p-6" aria-label={title}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {flag === "missing" ? (
          <p className="text-sm text-amber-800 dark:text-amber-300">{t("importPage.nothingFound")}</p>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function EntryCard({ label, onRemove, children }: { label: string; onRemove: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <fieldset className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-700 dark:text-slate-300">{label}</legend>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
      <button type="button" className="btn-secondary mt-3 px-3 py-1 text-sm" onClick={onRemove}>
        {t("importPage.remove", { label })}
      </button>
    </fieldset>
  );
}

interface ReviewFormProps {
  data: ResumeData;
  flags: Flags;
  unplaced: string;
  onChange: (data: ResumeData) => void;
  onUnplacedChange: (text: string) => void;
}

export function ReviewForm({ data, flags, unplaced, onChange, onUnplacedChange }: ReviewFormProps) {
  const { t } = useTranslation();
  const info = data.personalInfo;
  const setInfo = (key: keyof typeof info, value: string) =>
    onChange({ ...data, personalInfo: { ...info, [key]: value } });
  const setList = <K extends "experience" | "education" | "projects" | "extraSections">(
    key: K,
    list: NonNullable<ResumeData[K]>,
  ) => onChange({ ...data, [key]: list });
  const patch = <T extends { id: string }>(list: readonly T[], index: number, change: Partial<T>): T[] =>
    list.map((entry, at) => (at === index ? { ...entry, ...change } : entry));
  const without = <T,>(list: readonly T[], index: number): T[] => list.filter((_, at) => at !== index);

  return (
    <div className="space-y-6">
      <Section title={t("importPage.personal")}>
        <div className="grid gap-3 sm:grid-cols-2">
          <ReviewField
            label={t("editor.fullName")}
            value={info.fullName}
            onChange={(v) => setInfo("fullName", v)}
            flag={flags["personalInfo.fullName"]}
            maxLength={LIMITS.shortText}
          />
          <ReviewField
            label={t("editor.email")}
            type="email"
            value={info.email}
            onChange={(v) => setInfo("email", v)}
            flag={flags["personalInfo.email"]}
            maxLength={LIMITS.shortText}
          />
          <ReviewField
            label={t("editor.phone")}
            type="tel"
            value={info.phone}
            onChange={(v) => setInfo("phone", v)}
            flag={flags["personalInfo.phone"]}
            maxLength={LIMITS.shortText}
          />
          <ReviewField
            label={t("editor.address")}
            value={info.address}
            onChange={(v) => setInfo("address", v)}
            flag={flags["personalInfo.address"]}
            maxLength={LIMITS.shortText}
          />
          <ReviewField
            label={t("editor.linkedIn")}
            value={info.linkedIn ?? ""}
            onChange={(v) => setInfo("linkedIn", v)}
            flag={flags["personalInfo.linkedIn"]}
            maxLength={LIMITS.url}
          />
          <ReviewField
            label={t("editor.github")}
            value={info.github ?? ""}
            onChange={(v) => setInfo("github", v)}
            flag={flags["personalInfo.github"]}
            maxLength={LIMITS.url}
          />
        </div>
      </Section>

      <Section title={t("editor.summary")} flag={flags.summary}>
        <ReviewField
          label={t("editor.professionalSummary")}
          rows={4}
          value={data.summary}
          onChange={(summary) => onChange({ ...data, summary })}
          flag={flags.summary}
          maxLength={LIMITS.summary}
        />
      </Section>

      <Section title={t("editor.experience")} flag={flags.experience}>
        {data.experience.map((entry: ExperienceEntry, index) => {
          const at = (field: string) => flags[`experience.${index}.${field}`];
          const set = (change: Partial<ExperienceEntry>) =>
            setList("experience", patch(data.experience, index, change));
          return (
            <EntryCard
              key={entry.id}
              label={t("importPage.experienceN", { n: index + 1 })}
              onRemove={() => setList("experience", without(data.experience, index))}
            >
              <ReviewField
                label={t("editor.position")}
                value={entry.position}
                onChange={(position) => set({ position })}
                flag={at("position")}
                maxLength={LIMITS.shortText}
              />
              <ReviewField
                label={t("editor.company")}
                value={entry.company}
                onChange={(company) => set({ company })}
                flag={at("company")}
                maxLength={LIMITS.shortText}
              />
              <ReviewField
                label={t("editor.startDate")}
                type="month"
                value={entry.startDate}
                onChange={(startDate) => set({ startDate })}
                flag={at("startDate")}
                maxLength={7}
              />
              <div>
                <ReviewField
                  label={t("editor.endDate")}
                  type="month"
                  value={entry.current ? "" : entry.endDate}
                  onChange={(endDate) => set({ endDate, current: false })}
                  flag={at("endDate")}
                  maxLength={7}
                />
                <label className="mt-2 flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={entry.current}
                    onChange={(event) =>
                      set({ current: event.target.checked, endDate: event.target.checked ? "" : entry.endDate })
                    }
                  />
                  {t("importPage.currentWork")}
                </label>
              </div>
              <ReviewField
                className="sm:col-span-2"
                label={t("editor.description")}
                rows={5}
                value={entry.description}
                onChange={(description) => set({ description })}
                flag={at("description")}
                maxLength={LIMITS.description}
              />
            </EntryCard>
          );
        })}
      </Section>

      <Section title={t("editor.education")} flag={flags.education}>
        {data.education.map((entry: EducationEntry, index) => {
          const at = (field: string) => flags[`education.${index}.${field}`];
          const set = (change: Partial<EducationEntry>) => setList("education", patch(data.education, index, change));
          return (
            <EntryCard
              key={entry.id}
              label={t("importPage.educationN", { n: index + 1 })}
              onRemove={() => setList("education", without(data.education, index))}
            >
              <ReviewField
                label={t("editor.degree")}
                value={entry.degree}
                onChange={(degree) => set({ degree })}
                flag={at("degree")}
                maxLength={LIMITS.shortText}
              />
              <ReviewField
                label={t("editor.fieldOfStudy")}
                value={entry.fieldOfStudy}
                onChange={(fieldOfStudy) => set({ fieldOfStudy })}
                flag={at("fieldOfStudy")}
                maxLength={LIMITS.shortText}
              />
              <ReviewField
                label={t("editor.institution")}
                value={entry.institution}
                onChange={(institution) => set({ institution })}
                flag={at("institution")}
                maxLength={LIMITS.shortText}
              />
              <ReviewField
                label={t("editor.gpa")}
                value={entry.gpa ?? ""}
                onChange={(gpa) => set({ gpa })}
                flag={at("gpa")}
                maxLength={20}
              />
              <ReviewField
                label={t("editor.startDate")}
                type="month"
                value={entry.startDate}
                onChange={(startDate) => set({ startDate })}
                flag={at("startDate")}
                maxLength={7}
              />
              <ReviewField
                label={t("editor.graduationDate")}
                type="month"
                value={entry.endDate}
                onChange={(endDate) => set({ endDate })}
                flag={at("endDate")}
                maxLength={7}
              />
            </EntryCard>
          );
        })}
      </Section>

      <Section title={t("editor.skills")} flag={flags.skills}>
        <ListField
          label={t("importPage.skillsList")}
          rows={3}
          items={data.skills}
          onChange={(skills) => onChange({ ...data, skills })}
          flag={flags.skills}
          max={LIMITS.skills}
        />
      </Section>

      {(data.projects ?? []).length > 0 ? (
        <Section title={t("editor.projects")}>
          {(data.projects ?? []).map((entry: ProjectEntry, index) => {
            const projects = data.projects ?? [];
            const at = (field: string) => flags[`projects.${index}.${field}`];
            const set = (change: Partial<ProjectEntry>) => setList("projects", patch(projects, index, change));
            return (
              <EntryCard
                key={entry.id}
                label={t("importPage.projectN", { n: index + 1 })}
                onRemove={() => setList("projects", without(projects, index))}
              >
                <ReviewField
                  label={t("editor.projectName")}
                  value={entry.name}
                  onChange={(name) => set({ name })}
                  flag={at("name")}
                  maxLength={LIMITS.shortText}
                />
                <ListField
                  label={t("importPage.technologiesList")}
                  items={entry.technologies}
                  onChange={(technologies) => set({ technologies })}
                  max={LIMITS.technologies}
                />
                <ReviewField
                  label={t("importPage.githubLink")}
                  value={entry.githubLink ?? ""}
                  onChange={(githubLink) => set({ githubLink })}
                  flag={at("githubLink")}
                  maxLength={LIMITS.url}
                />
                <ReviewField
                  label={t("importPage.liveLink")}
                  value={entry.liveLink ?? ""}
                  onChange={(liveLink) => set({ liveLink })}
                  flag={at("liveLink")}
                  maxLength={LIMITS.url}
                />
                <ReviewField
                  className="sm:col-span-2"
                  label={t("editor.description")}
                  rows={4}
                  value={entry.description}
                  onChange={(description) => set({ description })}
                  flag={at("description")}
                  maxLength={LIMITS.description}
                />
              </EntryCard>
            );
          })}
        </Section>
      ) : null}

      {(data.extraSections ?? []).length > 0 ? (
        <Section title={t("editor.extraSections")}>
          {(data.extraSections ?? []).map((entry: ExtraSection, index) => {
            const extras = data.extraSections ?? [];
            const set = (change: Partial<ExtraSection>) => setList("extraSections", patch(extras, index, change));
            return (
              <EntryCard
                key={entry.id}
                label={entry.title || t("editorChrome.entries.extraSection", { number: index + 1 })}
                onRemove={() => setList("extraSections", without(extras, index))}
              >
                <ReviewField
                  label={t("editor.extraSectionTitle")}
                  value={entry.title}
                  onChange={(title) => set({ title })}
                  maxLength={LIMITS.shortText}
                />
                <ReviewField
                  className="sm:col-span-2"
                  label={t("editor.extraSectionItems")}
                  rows={Math.min(10, entry.description.split("\n").length + 1)}
                  value={entry.description}
                  onChange={(description) => set({ description })}
                  maxLength={LIMITS.description}
                />
              </EntryCard>
            );
          })}
        </Section>
      ) : null}

      {unplaced ? (
        <Section title={t("importPage.unplaced")}>
          <ReviewField
            label={t("importPage.unplaced")}
            rows={Math.min(12, unplaced.split("\n").length + 1)}
            value={unplaced}
            onChange={onUnplacedChange}
            maxLength={50_000}
          />
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("importPage.unplacedHint")}</p>
        </Section>
      ) : null}
    </div>
  );
}
