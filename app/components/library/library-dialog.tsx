/**
 * The library's dialog (docs/library.md#the-editor): save an entry or a bullet of this resume,
 * insert an item (an entry after the last of its section, a bullet into the entry chosen), change
 * or delete one. Inserting writes the resume on the server, which reaches this editor through its
 * room. Loaded on its first opening, with its own texts (./texts.ts).
 */
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import type { ResumeData } from "~/domain/resume/schema";
import { errorText } from "~/i18n/api-errors";
import { apiRequest } from "~/lib/api-client";
import { ModalDialog } from "../modal-dialog";
import {
  entriesOf,
  entryName,
  FIELD_LABEL,
  itemSchema,
  itemsAnswer,
  Message,
  SECTION_LABEL,
  TEXT_FIELD,
  TITLE_FIELD,
  type Item,
  type Section,
} from "./shared";
import { useLibraryTexts } from "./texts";

/** What can be saved from this resume: each entry, and each line of a description. */
function saveChoices(data: ResumeData, untitled: string, bulletOf: (entry: string) => string) {
  const entries: { value: string; label: string }[] = [];
  const bullets: { value: string; label: string }[] = [];
  for (const section of ["experience", "education", "projects"] as const)
    for (const entry of entriesOf(data, section)) {
      const name = entryName(section, entry, untitled);
      entries.push({ value: `${entry.id}`, label: name });
      if (typeof entry.description !== "string") continue;
      entry.description.split(/\r?\n/).forEach((line, index) => {
        if (line.trim()) bullets.push({ value: `${entry.id}#${index}`, label: `${line.trim()} (${bulletOf(name)})` });
      });
    }
  return { entries, bullets };
}

function itemTitle(item: Item, untitled: string): string {
  if (item.kind === "bullet") return String(item.content.text ?? "");
  const section = item.content.section as Section;
  return entryName(section, (item.content.entry ?? {}) as Record<string, unknown>, untitled);
}

export function LibraryDialog({
  open,
  onClose,
  resumeId,
  data,
  canEdit,
  beforeWrite,
}: {
  open: boolean;
  onClose: () => void;
  resumeId: string;
  data: ResumeData;
  canEdit: boolean;
  beforeWrite: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const l = useLibraryTexts();
  const headingId = useId();
  const [items, setItems] = useState<Item[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [toSave, setToSave] = useState("");
  const [bulletTarget, setBulletTarget] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState<{ id: string; title: string; text: string } | null>(null);
  const choices = useMemo(() => saveChoices(data, l("untitled"), (entry) => l("bulletOf", { entry })), [data, l]);
  const bulletHomes = useMemo(
    () =>
      (["experience", "projects"] as const).flatMap((section) =>
        entriesOf(data, section).map((entry) => ({ id: entry.id, label: entryName(section, entry, l("untitled")) })),
      ),
    [data, l],
  );

  const fail = (error: unknown) =>
    setMessage({ text: l("failed", { reason: errorText(t, error, String(error)) }), error: true });

  const load = useCallback(async () => {
    try {
      setItems((await apiRequest("/api/library", itemsAnswer, { method: "GET" })).items);
    } catch (error) {
      setMessage({ text: l("failed", { reason: errorText(t, error, String(error)) }), error: true });
    }
  }, [l, t]);

  useEffect(() => {
    if (!open) return;
    setMessage(null);
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each opening
  }, [open]);

  async function run(action: () => Promise<void>, done: string) {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      setMessage({ text: done, error: false });
      await load();
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  const save = () => {
    const chosen = toSave || choices.entries[0]?.value || "";
    if (!chosen) return;
    const [entryId, bullet] = chosen.split("#");
    void run(async () => {
      await beforeWrite();
      await apiRequest("/api/library", itemSchema, {
        body: { fromResume: resumeId, entryId, ...(bullet === undefined ? {} : { bullet: Number(bullet) }) },
      });
    }, l("saved"));
  };

  const insert = (item: Item) => {
    let after: string | undefined;
    if (item.kind === "bullet") after = bulletTarget[item.id] || bulletHomes[0]?.id;
    else {
      const list = entriesOf(data, item.content.section as Section);
      after = list.at(-1)?.id;
    }
    void run(async () => {
      await beforeWrite();
      await apiRequest(`/api/resumes/${encodeURIComponent(resumeId)}/library`, z.unknown(), {
        body: { itemId: item.id, ...(after ? { after } : {}) },
      });
    }, l("inserted"));
  };

  const startEdit = (item: Item) => {
    if (item.kind === "bullet") setEditing({ id: item.id, title: "", text: String(item.content.text ?? "") });
    else {
      const section = item.content.section as Section;
      const entry = (item.content.entry ?? {}) as Record<string, unknown>;
      setEditing({
        id: item.id,
        title: String(entry[TITLE_FIELD[section]] ?? ""),
        text: String(entry[TEXT_FIELD[section]] ?? ""),
      });
    }
  };

  const saveEdit = (item: Item) => {
    if (!editing) return;
    let content: unknown;
    if (item.kind === "bullet") content = { text: editing.text };
    else {
      const section = item.content.section as Section;
      content = {
        section,
        entry: {
          ...(item.content.entry as object),
          [TITLE_FIELD[section]]: editing.title,
          [TEXT_FIELD[section]]: editing.text,
        },
      };
    }
    void run(async () => {
      await apiRequest(`/api/library/${encodeURIComponent(item.id)}`, itemSchema, { method: "PUT", body: { content } });
      setEditing(null);
    }, l("edited"));
  };

  const remove = (item: Item) =>
    void run(async () => {
      await apiRequest(`/api/library/${encodeURIComponent(item.id)}`, z.unknown(), { method: "DELETE" });
    }, l("removed"));

  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={headingId} className="w-[min(40rem,calc(100vw-2rem))]">
      <div className="space-y-4 p-5" data-testid="library-dialog">
        <div className="flex items-start justify-between gap-3">
          <h2 id={headingId} className="text-lg font-semibold">
            {l("heading")}
          </h2>
          <button type="button" className="btn-ghost h-8 px-2" onClick={onClose}>
            {l("close")}
          </button>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">{l("intro")}</p>
        <form
          className="space-y-2"
          aria-labelledby={`${headingId}-save`}
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <h3 id={`${headingId}-save`} className="text-sm font-semibold">
            {l("saveHeading")}
          </h3>
          {choices.entries.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{l("nothingToSave")}</p>
          ) : (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <div className="min-w-0 flex-1">
                <label className="label" htmlFor={`${headingId}-what`}>
                  {l("saveWhat")}
                </label>
                <select
                  id={`${headingId}-what`}
                  className="input"
                  value={toSave || choices.entries[0]?.value}
                  onChange={(event) => setToSave(event.target.value)}
                >
                  <optgroup label={l("entryGroup")}>
                    {choices.entries.map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </optgroup>
                  {choices.bullets.length > 0 ? (
                    <optgroup label={l("bulletGroup")}>
                      {choices.bullets.map((choice) => (
                        <option key={choice.value} value={choice.value}>
                          {choice.label}
                        </option>
                      ))}
                    </optgroup>
                  ) : null}
                </select>
              </div>
              <button type="submit" className="btn-primary h-10 shrink-0 px-3" disabled={busy}>
                {busy ? l("saving") : l("save")}
              </button>
            </div>
          )}
        </form>
        {message ? <Message message={message} /> : null}
        <section
          aria-labelledby={`${headingId}-items`}
          className="border-t border-slate-200 pt-4 dark:border-slate-700"
        >
          <h3 id={`${headingId}-items`} className="mb-2 text-sm font-semibold">
            {l("itemsHeading")}
          </h3>
          {items === null ? (
            <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
              {l("loading")}
            </p>
          ) : items.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">{l("empty")}</p>
          ) : (
            <ul className="divide-y divide-slate-200 dark:divide-slate-700">
              {items.map((item) => {
                const title = itemTitle(item, l("untitled"));
                const section = item.kind === "entry" ? (item.content.section as Section) : null;
                return (
                  <li key={item.id} className="space-y-2 py-3 text-sm" data-library-item={item.id}>
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <span className="min-w-0 flex-1">
                        <span className="block font-medium break-words" dir="auto">
                          {title}
                        </span>
                        <span className="text-slate-600 dark:text-slate-300">
                          {section
                            ? `${l("entryKind")} · ${t(SECTION_LABEL[section] as "editor.experience")}`
                            : l("bulletKind")}
                        </span>
                      </span>
                      <span className="flex flex-wrap gap-2">
                        {canEdit ? (
                          <button
                            type="button"
                            className="btn-primary h-8 px-3"
                            disabled={busy || (item.kind === "bullet" && bulletHomes.length === 0)}
                            aria-label={`${l("insert")}: ${title}`}
                            onClick={() => insert(item)}
                          >
                            {l("insert")}
                          </button>
                        ) : null}
                        <button
                          type="button"
                          className="btn-secondary h-8 px-3"
                          disabled={busy}
                          aria-label={`${l("edit")}: ${title}`}
                          aria-expanded={editing?.id === item.id}
                          onClick={() => (editing?.id === item.id ? setEditing(null) : startEdit(item))}
                        >
                          {l("edit")}
                        </button>
                        <button
                          type="button"
                          className="btn-ghost h-8 px-2"
                          disabled={busy}
                          aria-label={`${l("remove")}: ${title}`}
                          onClick={() => remove(item)}
                        >
                          {l("remove")}
                        </button>
                      </span>
                    </div>
                    {item.kind === "bullet" && canEdit ? (
                      bulletHomes.length === 0 ? (
                        <p className="text-slate-600 dark:text-slate-300">{l("noEntryForBullet")}</p>
                      ) : (
                        <label className="flex items-center gap-2">
                          <span className="shrink-0">{l("bulletInto")}</span>
                          <select
                            className="input h-8 py-0"
                            value={bulletTarget[item.id] ?? bulletHomes[0]?.id}
                            onChange={(event) => setBulletTarget({ ...bulletTarget, [item.id]: event.target.value })}
                          >
                            {bulletHomes.map((home) => (
                              <option key={home.id} value={home.id}>
                                {home.label}
                              </option>
                            ))}
                          </select>
                        </label>
                      )
                    ) : null}
                    {editing?.id === item.id ? (
                      <form
                        className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
                        onSubmit={(event) => {
                          event.preventDefault();
                          saveEdit(item);
                        }}
                      >
                        {section ? (
                          <div>
                            <label className="label" htmlFor={`${headingId}-${item.id}-title`}>
                              {l("editTitle")}
                            </label>
                            <input
                              id={`${headingId}-${item.id}-title`}
                              className="input"
                              value={editing.title}
                              onChange={(event) => setEditing({ ...editing, title: event.target.value })}
                            />
                          </div>
                        ) : null}
                        <div>
                          <label className="label" htmlFor={`${headingId}-${item.id}-text`}>
                            {section ? t(FIELD_LABEL[TEXT_FIELD[section]] as "editor.description") : l("editText")}
                          </label>
                          <textarea
                            id={`${headingId}-${item.id}-text`}
                            className="input min-h-24"
                            value={editing.text}
                            onChange={(event) => setEditing({ ...editing, text: event.target.value })}
                          />
                        </div>
                        <div className="flex flex-wrap gap-2">
                          <button type="submit" className="btn-primary h-8 px-3" disabled={busy}>
                            {l("saveEdit")}
                          </button>
                          <button type="button" className="btn-secondary h-8 px-3" onClick={() => setEditing(null)}>
                            {l("cancel")}
                          </button>
                        </div>
                      </form>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </ModalDialog>
  );
}
