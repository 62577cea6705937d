import { useTranslation } from "react-i18next";
import { memo, type Dispatch, type ReactNode } from "react";
import type { EntrySection, EntryTypes, ResumeEdit } from "~/domain/resume/edit";
import { isLongEntry } from "~/domain/layout/entry-breaks";
import { settingsOf } from "~/domain/resume/language";
import { LIMITS, type ResumeData } from "~/domain/resume/schema";
import { resumeDirection } from "~/domain/templates/render";
import { Checkbox, CommaListInput, FormSection, TextArea, TextInput } from "./fields";
import { sectionSummary, useCollapsedSections, type FormSectionId } from "./form-sections";
import { ResumeLanguageFields } from "./resume-language-fields";
import { SectionOutline } from "./section-outline";
import { SortableEntries } from "./sortable-entries";
import { FieldSuggestions } from "../suggestions/suggestion-marks";

interface Props {
  data: ResumeData;
  dispatch: Dispatch<ResumeEdit>;
  readOnly?: boolean;
}

/** What every section gets: its edits go through `dispatch`; `fold` opens and closes it. */
interface SectionProps<T> {
  value: T;
  dispatch: Dispatch<ResumeEdit>;
  collapsed: boolean;
  onToggle: (id: FormSectionId) => void;
  summary: string;
}

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="btn-secondary px-3 py-1.5 text-xs" onClick={onClick}>
      + {label}
    </button>
  );
}

/** Edits of one entry section, as the form's callbacks. */
function entryEdits(dispatch: Dispatch<ResumeEdit>, section: EntrySection) {
  return {
    update: (id: string) => (patch: Partial<EntryTypes[EntrySection]>) =>
      dispatch({ type: "update", section, id, patch }),
    move: (from: number, to: number) => dispatch({ type: "move", section, from, to }),
    remove: (id: string) => dispatch({ type: "remove", section, id }),
    add: () => dispatch({ type: "add", section }),
  };
}

/**
 * The 'Resume Editor' form: every field of docs/product.md#data-model, in its sections. Each
 * section is memoized on its own slice of the resume, so a keystroke re-renders only the section
 * it lands in (bench/preview.bench.mjs measures keystroke to preview).
 */
export function ResumeForm({ data, dispatch, readOnly = false }: Props) {
  const { t } = useTranslation();
  const sections = useCollapsedSections();
  const toggle = sections.toggle;
  const sectionProps = (id: FormSectionId) => ({
    dispatch,
    collapsed: sections.collapsed.has(id),
    onToggle: toggle,
    summary: sectionSummary(id, data, t),
  });
  const settings = settingsOf(data);
  return (
    <>
      <SectionOutline data={data} onOpen={(id) => sections.set(id, false)} />
      <fieldset disabled={readOnly} className="min-w-0 space-y-4">
        <legend className="sr-only">{t("editorChrome.heading")}</legend>
        <ResumeLanguageFields
          language={settings.language}
          direction={settings.direction}
          autoDirection={resumeDirection(data, { ...settings, direction: "auto" })}
          dispatch={dispatch}
        />
        <PersonalSection value={data.personalInfo} {...sectionProps("personalInfo")} />
        <SummarySection value={data.summary} {...sectionProps("summary")} />
        <SkillsSection value={data.skills} {...sectionProps("skills")} />
        <ExperienceSection value={data.experience} {...sectionProps("experience")} />
        <EducationSection value={data.education} {...sectionProps("education")} />
        <ProjectsSection value={data.projects ?? []} {...sectionProps("projects")} />
        <ExtraSectionsSection value={data.extraSections ?? []} {...sectionProps("extraSections")} />
      </fieldset>
    </>
  );
}

const fold = (
  id: FormSectionId,
  { collapsed, onToggle, summary }: Pick<SectionProps<unknown>, "collapsed" | "onToggle" | "summary">,
) => ({ id, collapsed, summary, onToggle: () => onToggle(id) });

const PersonalSection = memo(function PersonalSection(props: SectionProps<ResumeData["personalInfo"]>) {
  const { t } = useTranslation();
  const { value, dispatch } = props;
  const personal = (field: keyof ResumeData["personalInfo"]) => (text: string) =>
    dispatch({ type: "personal", field, value: text });
  return (
    <FormSection title={t("editor.personalInfo")} {...fold("personalInfo", props)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label={t("editor.fullName")}
          value={value.fullName}
          onChange={personal("fullName")}
          maxLength={LIMITS.shortText}
          autoComplete="name"
          fieldId="personalInfo.fullName"
        />
        <TextInput
          label={t("editor.email")}
          type="email"
          value={value.email}
          onChange={personal("email")}
          maxLength={LIMITS.shortText}
          autoComplete="email"
          fieldId="personalInfo.email"
        />
        <TextInput
          label={t("editor.phone")}
          type="tel"
          value={value.phone}
          onChange={personal("phone")}
          maxLength={LIMITS.shortText}
          autoComplete="tel"
          fieldId="personalInfo.phone"
        />
        <TextInput
          label={t("editor.address")}
          value={value.address}
          onChange={personal("address")}
          maxLength={LIMITS.shortText}
          placeholder={t("editor.cityState")}
          fieldId="personalInfo.address"
        />
        <TextInput
          label={t("editor.linkedIn")}
          optional
          type="url"
          value={value.linkedIn ?? ""}
          onChange={personal("linkedIn")}
          maxLength={LIMITS.url}
          placeholder="https://linkedin.com/in/you"
          fieldId="personalInfo.linkedIn"
        />
        <TextInput
          label={t("editor.github")}
          optional
          type="url"
          value={value.github ?? ""}
          onChange={personal("github")}
          maxLength={LIMITS.url}
          placeholder="https://github.com/you"
          fieldId="personalInfo.github"
        />
      </div>
    </FormSection>
  );
});

const SummarySection = memo(function SummarySection(props: SectionProps<string>) {
  const { t } = useTranslation();
  const { value, dispatch } = props;
  return (
    <FormSection title={t("editor.professionalSummary")} {...fold("summary", props)}>
      <TextArea
        label={t("editor.summary")}
        rows={4}
        value={value}
        maxLength={LIMITS.summary}
        onChange={(text) => dispatch({ type: "summary", value: text })}
        placeholder={t("editor.summaryPlaceholder")}
        fieldId="summary"
      />
    </FormSection>
  );
});

const SkillsSection = memo(function SkillsSection(props: SectionProps<string[]>) {
  const { t } = useTranslation();
  const { value, dispatch } = props;
  return (
    <FormSection title={t("editor.skills")} {...fold("skills", props)}>
      <CommaListInput
        label={t("editor.skills")}
        values={value}
        onChange={(skills) => dispatch({ type: "skills", value: skills })}
        placeholder={t("editor.skillsPlaceholder")}
        fieldId="skills"
      />
    </FormSection>
  );
});

const ExperienceSection = memo(function ExperienceSection(props: SectionProps<ResumeData["experience"]>) {
  const { t } = useTranslation();
  return (
    <EntryList
      {...props}
      section="experience"
      title={t("editor.experience")}
      addLabel={t("editor.addExperience")}
      empty={t("editor.noExperience")}
      describe={(entry, index) =>
        named(
          t("editorChrome.entries.experience", { number: index + 1 }),
          [entry.position, entry.company].filter(Boolean).join(", "),
        )
      }
    >
      {(entry, set) => (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextInput
              label={t("editor.company")}
              value={entry.company}
              onChange={(company) => set({ company })}
              maxLength={LIMITS.shortText}
              fieldId={`experience.${entry.id}.company`}
            />
            <TextInput
              label={t("editor.position")}
              value={entry.position}
              onChange={(position) => set({ position })}
              maxLength={LIMITS.shortText}
              fieldId={`experience.${entry.id}.position`}
            />
            <TextInput
              label={t("editor.startDate")}
              type="month"
              value={entry.startDate}
              onChange={(startDate) => set({ startDate })}
              fieldId={`experience.${entry.id}.startDate`}
            />
            {entry.current ? null : (
              <TextInput
                label={t("editor.endDate")}
                type="month"
                value={entry.endDate}
                onChange={(endDate) => set({ endDate })}
                fieldId={`experience.${entry.id}.endDate`}
              />
            )}
          </div>
          <Checkbox label={t("editor.current")} checked={entry.current} onChange={(current) => set({ current })} />
          <TextArea
            label={t("editor.description")}
            rows={3}
            value={entry.description}
            maxLength={LIMITS.description}
            onChange={(description) => set({ description })}
            hint={t("editor.descriptionHint")}
            fieldId={`experience.${entry.id}.description`}
          />
          <KeepTogether entry={entry} set={set} />
        </>
      )}
    </EntryList>
  );
});

const EducationSection = memo(function EducationSection(props: SectionProps<ResumeData["education"]>) {
  const { t } = useTranslation();
  return (
    <EntryList
      {...props}
      section="education"
      title={t("editor.education")}
      addLabel={t("editor.addEducation")}
      empty={t("editor.noEducation")}
      describe={(entry, index) => named(t("editorChrome.entries.education", { number: index + 1 }), entry.institution)}
    >
      {(entry, set) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextInput
            label={t("editor.institution")}
            value={entry.institution}
            onChange={(institution) => set({ institution })}
            maxLength={LIMITS.shortText}
            fieldId={`education.${entry.id}.institution`}
          />
          <TextInput
            label={t("editor.degree")}
            value={entry.degree}
            onChange={(degree) => set({ degree })}
            maxLength={LIMITS.shortText}
            fieldId={`education.${entry.id}.degree`}
          />
          <TextInput
            label={t("editor.fieldOfStudy")}
            value={entry.fieldOfStudy}
            onChange={(fieldOfStudy) => set({ fieldOfStudy })}
            maxLength={LIMITS.shortText}
            fieldId={`education.${entry.id}.fieldOfStudy`}
          />
          <TextInput
            label={t("editor.gpa")}
            optional
            value={entry.gpa ?? ""}
            onChange={(gpa) => set({ gpa })}
            maxLength={20}
            fieldId={`education.${entry.id}.gpa`}
          />
          <TextInput
            label={t("editor.startDate")}
            type="month"
            value={entry.startDate}
            onChange={(startDate) => set({ startDate })}
            fieldId={`education.${entry.id}.startDate`}
          />
          <TextInput
            label={t("editor.graduationDate")}
            type="month"
            value={entry.endDate}
            onChange={(endDate) => set({ endDate })}
            fieldId={`education.${entry.id}.endDate`}
          />
        </div>
      )}
    </EntryList>
  );
});

const ProjectsSection = memo(function ProjectsSection(props: SectionProps<NonNullable<ResumeData["projects"]>>) {
  const { t } = useTranslation();
  return (
    <EntryList
      {...props}
      section="projects"
      title={t("editor.projects")}
      addLabel={t("editor.addProject")}
      empty={t("editor.noProjects")}
      describe={(entry, index) => named(t("editorChrome.entries.project", { number: index + 1 }), entry.name)}
    >
      {(entry, set) => (
        <>
          <TextInput
            label={t("editor.projectName")}
            value={entry.name}
            onChange={(name) => set({ name })}
            maxLength={LIMITS.shortText}
            fieldId={`projects.${entry.id}.name`}
          />
          <TextArea
            label={t("editor.description")}
            rows={2}
            value={entry.description}
            maxLength={LIMITS.description}
            onChange={(description) => set({ description })}
            fieldId={`projects.${entry.id}.description`}
          />
          <CommaListInput
            label={t("editor.technologies")}
            values={entry.technologies}
            onChange={(technologies) => set({ technologies })}
            fieldId={`projects.${entry.id}.technologies`}
          />
          <KeepTogether entry={entry} set={set} />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextInput
              label={t("editor.githubUrl")}
              optional
              type="url"
              value={entry.githubLink ?? ""}
              onChange={(githubLink) => set({ githubLink })}
              maxLength={LIMITS.url}
              fieldId={`projects.${entry.id}.githubLink`}
            />
            <TextInput
              label={t("editor.liveUrl")}
              optional
              type="url"
              value={entry.liveLink ?? ""}
              onChange={(liveLink) => set({ liveLink })}
              maxLength={LIMITS.url}
              fieldId={`projects.${entry.id}.liveLink`}
            />
          </div>
        </>
      )}
    </EntryList>
  );
});

/** Certifications, Languages, Awards...: a heading of the user's own and one item per line. */
const ExtraSectionsSection = memo(function ExtraSectionsSection(
  props: SectionProps<NonNullable<ResumeData["extraSections"]>>,
) {
  const { t } = useTranslation();
  return (
    <EntryList
      {...props}
      section="extraSections"
      title={t("editor.extraSections")}
      addLabel={t("editor.addExtraSection")}
      empty={t("editor.noExtraSections")}
      describe={(entry, index) => named(t("editorChrome.entries.extraSection", { number: index + 1 }), entry.title)}
    >
      {(entry, set) => (
        <>
          <TextInput
            label={t("editor.extraSectionTitle")}
            placeholder={t("editor.extraSectionPlaceholder")}
            value={entry.title}
            onChange={(title) => set({ title })}
            maxLength={LIMITS.shortText}
            fieldId={`extraSections.${entry.id}.title`}
          />
          <TextArea
            label={t("editor.extraSectionItems")}
            rows={3}
            value={entry.description}
            maxLength={LIMITS.description}
            onChange={(description) => set({ description })}
            fieldId={`extraSections.${entry.id}.description`}
          />
        </>
      )}
    </EntryList>
  );
});

/**
 * "Keep this entry on one page", offered where it changes something: a long entry, which print
 * may otherwise break between bullets (docs/fit-to-pages.md#page-controls), or one already kept.
 */
function KeepTogether({
  entry,
  set,
}: {
  entry: { description: string; keepTogether?: boolean };
  set: (patch: { keepTogether: boolean }) => void;
}) {
  const { t } = useTranslation();
  if (!isLongEntry(entry) && entry.keepTogether !== true) return null;
  return (
    <Checkbox
      label={t("editor.keepTogether")}
      hint={t("editor.keepTogetherHint")}
      checked={entry.keepTogether === true}
      onChange={(keepTogether) => set({ keepTogether })}
    />
  );
}

/** "Experience 2: Developer, Acme", or "Experience 2" while the entry has no name yet. */
const named = (entry: string, name: string) => (name ? `${entry}: ${name}` : entry);

/** An entry section's frame: title, Add, the empty hint and the sortable list; `children` draws one entry's fields. */
function EntryList<S extends EntrySection>({
  section,
  title,
  addLabel,
  empty,
  describe,
  children,
  ...props
}: SectionProps<EntryTypes[S][]> & {
  section: S;
  title: string;
  addLabel: string;
  empty: string;
  describe: (entry: EntryTypes[S], index: number) => string;
  children: (entry: EntryTypes[S], set: (patch: Partial<EntryTypes[S]>) => void) => ReactNode;
}) {
  const edits = entryEdits(props.dispatch, section);
  return (
    <FormSection title={title} {...fold(section, props)} action={<AddButton label={addLabel} onClick={edits.add} />}>
      {props.value.length === 0 ? <EmptyHint text={empty} /> : null}
      <SortableEntries items={props.value} describe={describe} onMove={edits.move} onRemove={edits.remove}>
        {(entry) => (
          <>
            {children(entry, edits.update(entry.id))}
            {/* A suggested removal or move of this entry. */}
            <FieldSuggestions fieldId={`${section}.${entry.id}`} />
          </>
        )}
      </SortableEntries>
    </FormSection>
  );
}

function EmptyHint({ text }: { text: string }) {
  return <p className="text-sm text-slate-500 dark:text-slate-400">{text}</p>;
}
