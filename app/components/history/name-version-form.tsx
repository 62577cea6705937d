import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "~/components/toast";
import { VERSION_NAME_MAX } from "~/domain/resume/versions";
import { errorText } from "~/i18n/api-errors";

/** Naming the current state, in every History drawer (./history-drawer.tsx). */
export function NameVersionForm({ onName }: { onName: (name: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const inputId = useId();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      toast(t("panels.history.nameEmpty"), "error");
      return;
    }
    setBusy(true);
    try {
      await onName(name.trim());
      toast(t("panels.history.named", { name: name.trim() }));
      setName("");
    } catch (caught) {
      toast(errorText(t, caught, t("panels.history.nameFailed")), "error");
    } finally {
      setBusy(false);
    }
  }
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-wrap items-end gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-700"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={inputId} className="block text-xs font-medium text-slate-600 dark:text-slate-300">
          {t("panels.history.nameLabel")}
        </label>
        <input
          id={inputId}
          className="input mt-1 w-full"
          value={name}
          maxLength={VERSION_NAME_MAX}
          placeholder={t("panels.history.namePlaceholder")}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <button type="submit" className="btn-secondary" disabled={busy} aria-busy={busy}>
        {busy ? t("panels.history.saving") : t("panels.history.nameVersion")}
      </button>
    </form>
  );
}
