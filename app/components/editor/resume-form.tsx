import type { Dispatch } from "react";
import type { EntrySection, ResumeEdit } from "~/domain/resume/edit";
import { LIMITS, type ResumeData } from "~/domain/resume/schema";
import { Checkbox, CommaListInput, FormSection, TextArea, TextInput } from "./fields";
import { SortableEntries } from "./sortable-entries";

interface Props {
  data: ResumeData;
  dispatch: Dispatch<ResumeEdit>;
  readOnly?: boolean;
}

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="btn-secondary px-3 py-1.5 text-xs" onClick={onClick}>
      + {label}
    </button>
  );
}

/** The 'Resume Editor' form: every field of docs/product.md#data-model, in its sections. */
export function ResumeForm({ data, dispatch, readOnly = false }: Props) {
  const info = data.personalInfo;
  const personal = (field: keyof typeof info) => (value: string) => dispatch({ type: "personal", field, value });
  const update = (section: EntrySection, id: string) => (patch: Record<string, unknown>) =>
    dispatch({ type: "update", section, id, patch } as ResumeEdit);
  const move = (section: EntrySection) => (from: number, to: number) => dispatch({ type: "move", section, from, to });
  const remove = (section: EntrySection) => (id: string) => dispatch({ type: "remove", section, id });
  const add = (section: EntrySection) => () => dispatch({ type: "add", section });

  return (
    <fieldset disabled={readOnly} className="min-w-0 space-y-4">
      <legend className="sr-only">Resume Editor</legend>
      <FormSection title="Personal Information" id="personalInfo">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput label="Full Name" value={info.fullName} onChange={personal("fullName")} maxLength={LIMITS.shortText} autoComplete="name" fieldId="personalInfo.fullName" />
          <TextInput label="Email" type="email" value={info.email} onChange={personal("email")} maxLength={LIMITS.shortText} autoComplete="email" fieldId="personalInfo.email" />
          <TextInput label="Phone" type="tel" value={info.phone} onChange={personal("phone")} maxLength={LIMITS.shortText} autoComplete="tel" fieldId="personalInfo.phone" />
          <TextInput label="Address" value={info.address} onChange={personal("address")} maxLength={LIMITS.shortText} placeholder="City, State" fieldId="personalInfo.address" />
          <TextInput label="LinkedIn" optional type="url" value={info.linkedIn ?? ""} onChange={personal("linkedIn")} maxLength={LIMITS.url} placeholder="https://linkedin.com/in/you" fieldId="personalInfo.linkedIn" />
          <TextInput label="GitHub" optional type="url" value={info.github ?? ""} onChange={personal("github")} maxLength={LIMITS.url} placeholder="https://github.com/you" fieldId="personalInfo.github" />
        </div>
      </FormSection>

      <FormSection title="Professional Summary" id="summary">
        <TextArea
          label="Summary"
          rows={4}
          value={data.summary}
          maxLength={LIMITS.summary}
          onChange={(value) => dispatch({ type: "summary", value })}
          placeholder="Two or three sentences: who you are, what you are best at, and what you are looking for."
          fieldId="summary"
        />
      </FormSection>

      <FormSection title="Skills" id="skills">
        <CommaListInput label="Skills" values={data.skills} onChange={(value) => dispatch({ type: "skills", value })} placeholder="TypeScript, React, Project management" fieldId="skills" />
      </FormSection>

      <FormSection title="Experience" id="experience" action={<AddButton label="Add experience" onClick={add("experience")} />}>
        {data.experience.length === 0 ? <EmptyHint text="No experience yet. Add your most recent role first." /> : null}
        <SortableEntries
          items={data.experience}
          describe={(entry, index) => `Experience ${index + 1}${entry.position || entry.company ? `: ${[entry.position, entry.company].filter(Boolean).join(", ")}` : ""}`}
          onMove={move("experience")}
          onRemove={remove("experience")}
        >
          {(entry) => {
            const set = update("experience", entry.id);
            return (
              <>
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextInput label="Company" value={entry.company} onChange={(company) => set({ company })} maxLength={LIMITS.shortText} fieldId={`experience.${entry.id}.company`} />
                  <TextInput label="Position" value={entry.position} onChange={(position) => set({ position })} maxLength={LIMITS.shortText} fieldId={`experience.${entry.id}.position`} />
                  <TextInput label="Start Date" type="month" value={entry.startDate} onChange={(startDate) => set({ startDate })} fieldId={`experience.${entry.id}.startDate`} />
                  {entry.current ? null : (
                    <TextInput label="End Date" type="month" value={entry.endDate} onChange={(endDate) => set({ endDate })} fieldId={`experience.${entry.id}.endDate`} />
                  )}
                </div>
                <Checkbox label="Currently working here" checked={entry.current} onChange={(current) => set({ current })} />
                <TextArea
                  label="Description"
                  rows={3}
                  value={entry.description}
                  maxLength={LIMITS.description}
                  onChange={(description) => set({ description })}
                  hint="Start lines with '-' for bullet points. Lead with a strong verb and a number."
                  fieldId={`experience.${entry.id}.description`}
                />
              </>
            );
          }}
        </SortableEntries>
      </FormSection>

      <FormSection title="Education" id="education" action={<AddButton label="Add education" onClick={add("education")} />}>
        {data.education.length === 0 ? <EmptyHint text="No education yet." /> : null}
        <SortableEntries
          items={data.education}
          describe={(entry, index) => `Education ${index + 1}${entry.institution ? `: ${entry.institution}` : ""}`}
          onMove={move("education")}
          onRemove={remove("education")}
        >
          {(entry) => {
            const set = update("education", entry.id);
            return (
              <div className="grid gap-3 sm:grid-cols-2">
                <TextInput label="Institution" value={entry.institution} onChange={(institution) => set({ institution })} maxLength={LIMITS.shortText} fieldId={`education.${entry.id}.institution`} />
                <TextInput label="Degree" value={entry.degree} onChange={(degree) => set({ degree })} maxLength={LIMITS.shortText} fieldId={`education.${entry.id}.degree`} />
                <TextInput label="Field of Study" value={entry.fieldOfStudy} onChange={(fieldOfStudy) => set({ fieldOfStudy })} maxLength={LIMITS.shortText} fieldId={`education.${entry.id}.fieldOfStudy`} />
                <TextInput label="GPA" optional value={entry.gpa ?? ""} onChange={(gpa) => set({ gpa })} maxLength={20} fieldId={`education.${entry.id}.gpa`} />
                <TextInput label="Start Date" type="month" value={entry.startDate} onChange={(startDate) => set({ startDate })} fieldId={`education.${entry.id}.startDate`} />
                <TextInput label="Graduation Date" type="month" value={entry.endDate} onChange={(endDate) => set({ endDate })} fieldId={`education.${entry.id}.endDate`} />
              </div>
            );
          }}
        </SortableEntries>
      </FormSection>

      <FormSection title="Projects" id="projects" action={<AddButton label="Add project" onClick={add("projects")} />}>
        {(data.projects ?? []).length === 0 ? <EmptyHint text="No projects yet. Projects show what you build on your own." /> : null}
        <SortableEntries
          items={data.projects ?? []}
          describe={(entry, index) => `Project ${index + 1}${entry.name ? `: ${entry.name}` : ""}`}
          onMove={move("projects")}
          onRemove={remove("projects")}
        >
          {(entry) => {
            const set = update("projects", entry.id);
            return (
              <>
                <TextInput label="Project Name" value={entry.name} onChange={(name) => set({ name })} maxLength={LIMITS.shortText} fieldId={`projects.${entry.id}.name`} />
                <TextArea label="Description" rows={2} value={entry.description} maxLength={LIMITS.description} onChange={(description) => set({ description })} fieldId={`projects.${entry.id}.description`} />
                <CommaListInput label="Technologies" values={entry.technologies} onChange={(technologies) => set({ technologies })} fieldId={`projects.${entry.id}.technologies`} />
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextInput label="GitHub URL" optional type="url" value={entry.githubLink ?? ""} onChange={(githubLink) => set({ githubLink })} maxLength={LIMITS.url} fieldId={`projects.${entry.id}.githubLink`} />
                  <TextInput label="Live URL" optional type="url" value={entry.liveLink ?? ""} onChange={(liveLink) => set({ liveLink })} maxLength={LIMITS.url} fieldId={`projects.${entry.id}.liveLink`} />
                </div>
              </>
            );
          }}
        </SortableEntries>
      </FormSection>
    </fieldset>
  );
}

function EmptyHint({ text }: { text: string }) {
  return <p className="text-sm text-slate-500 dark:text-slate-400">{text}</p>;
}
