import { useEffect, useId, useState, type ReactNode } from "react";
import { parseCommaList } from "~/domain/resume/schema";

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

export function TextInput({ label, value, onChange, optional, type = "text", placeholder, maxLength, autoComplete, className, fieldId }: TextProps) {
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
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        autoComplete={autoComplete ?? "off"}
        data-field={fieldId}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export function TextArea({ label, value, onChange, rows, placeholder, maxLength, hint, fieldId }: Omit<TextProps, "type"> & { rows: number; hint?: string }) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        rows={rows}
        className="input"
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
    </div>
  );
}

/**
 * Comma-separated text for a list (skills, technologies): items trimmed, empties dropped. The
 * text being typed is kept as typed ("React, " stays) until the list itself changes elsewhere.
 */
export function CommaListInput({ label, values, onChange, placeholder, fieldId }: { label: string; values: string[]; onChange: (values: string[]) => void; placeholder?: string; fieldId?: string }) {
  const id = useId();
  const [text, setText] = useState(values.join(", "));
  useEffect(() => {
    setText((current) => (parseCommaList(current).join("\u0000") === values.join("\u0000") ? current : values.join(", ")));
  }, [values]);
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        className="input"
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
        Separate items with commas.
      </p>
    </div>
  );
}

export function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
      <input type="checkbox" className="h-4 w-4 rounded border-slate-300 accent-brand-600" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

export function FormSection({ title, children, action, id }: { title: string; children: ReactNode; action?: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={`${id ?? title}-heading`} className="card p-4 sm:p-5" data-section={id}>
      <div className="mb-4 flex items-center justify-between gap-2">
        <h3 id={`${id ?? title}-heading`} className="text-base font-semibold">
          {title}
        </h3>
        {action}
      </div>
      <div className="space-y-4">{children}</div>
    </section>
  );
}
