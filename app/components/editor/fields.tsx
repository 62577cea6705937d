import { useTranslation } from "react-i18next";
import { useEffect, useId, useState, type ReactNode } from "react";
import { parseCommaList } from "~/domain/resume/schema";
import { FieldSuggestions } from "../suggestions/suggestion-marks";
import { FieldMasterText } from "../variants/master-beside";

function Label({ htmlFor, children, optional }: { htmlFor: string; children: ReactNode; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="label">
      {children}
      {optional ? <span className="font-normal text-slate-500 dark:text-slate-400"> (optional)</span> : null}
    </label>
  );
}

interface TextProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  optional?: boolean;
  type?: "text" | "email" | "tel" | "url" | "month";
  placeholder?: string;
  maxLength?: number;
  autoComplete?: string;
  className?: string;
  /** Lets collaboration name the field a cursor is in. */
  fieldId?: string;
}

export function TextInput({
  label,
  value,
  onChange,
  optional,
  type = "text",
  placeholder,
  maxLength,
  autoComplete,
  className,
  fieldId,
}: TextProps) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} optional={optional}>
        {label}
      </Label>
      <input
        id={id}
        type={type}
        className="input"
        dir="auto"
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete={autoComplete ?? "off"}
        data-field={fieldId}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldMasterText fieldId={fieldId} />
      <FieldSuggestions fieldId={fieldId} />
    </div>
  );
}

export function TextArea({
  label,
  value,
  onChange,
  rows,
  placeholder,
  maxLength,
  hint,
  fieldId,
}: Omit<TextProps, "type"> & { rows: number; hint?: string }) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        rows={rows}
        className="input"
        dir="auto"
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        data-field={fieldId}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldMasterText fieldId={fieldId} />
      <FieldSuggestions fieldId={fieldId} />
    </div>
  );
}

/**
 * Comma-separated text for a list (skills, technologies): items trimmed, empties dropped. The
 * text being typed is kept as typed ("React, " stays) until the list itself changes elsewhere.
 */
export function CommaListInput({
  label,
  values,
  onChange,
  placeholder,
  fieldId,
}: {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  fieldId?: string;
}) {
  const id = useId();
  const { t } = useTranslation();
  const [text, setText] = useState(values.join(", "));
  useEffect(() => {
    setText((current) =>
      parseCommaList(current).join("\u0000") === values.join("\u0000") ? current : values.join(", "),
    );
  }, [values]);
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        className="input"
        dir="auto"
        value={text}
        placeholder={placeholder}
        data-field={fieldId}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseCommaList(event.target.value));
        }}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {t("editor.commaListHint")}
      </p>
      <FieldMasterText fieldId={fieldId} />
      <FieldSuggestions fieldId={fieldId} />
    </div>
  );
}

export function Checkbox({
  label,
  checked,
  onChange,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  const hintId = useId();
  const box = (
    <label className="flex min-h-11 items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      <input
        type="checkbox"
        className="h-4 w-4 rounded border-slate-300 accent-brand-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? hintId : undefined}
      />
      {label}
    </label>
  );
  if (!hint) return box;
  return (
    <div>
      {box}
      <p id={hintId} className="-mt-2 text-xs text-slate-500 dark:text-slate-400">
        {hint}
      </p>
    </div>
  );
}

interface FormSectionProps {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  id: string;
  /** Collapsed, the section shows only its title and `summary` ("3 entries"). */
  collapsed?: boolean;
  onToggle?: () => void;
  summary?: string;
}

export function FormSection({ title, children, action, id, collapsed = false, onToggle, summary }: FormSectionProps) {
  const bodyId = `${id}-body`;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="card scroll-mt-32 p-4 sm:p-5"
      data-section={id}
      id={`section-${id}`}
    >
      <div className={`flex flex-wrap items-center justify-between gap-2 ${collapsed ? "" : "mb-4"}`}>
        <h2 id={`${id}-heading`} className="min-w-0 text-base font-semibold">
          {onToggle ? (
            <button
              type="button"
              className="flex min-w-0 items-center gap-2 rounded text-left"
              aria-expanded={!collapsed}
              aria-controls={bodyId}
              onClick={onToggle}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className={`h-4 w-4 shrink-0 transition-transform ${collapsed ? "-rotate-90" : ""}`}
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="m6 9 6 6 6-6" />
              </svg>
              <span>{title}</span>
              {collapsed && summary ? (
                <span className="truncate text-sm font-normal text-slate-500 dark:text-slate-400">· {summary}</span>
              ) : null}
            </button>
          ) : (
            title
          )}
        </h2>
        {collapsed ? null : action}
      </div>
      <div id={bodyId} hidden={collapsed} className="space-y-4">
        {collapsed ? null : children}
      </div>
    </section>
  );
}
