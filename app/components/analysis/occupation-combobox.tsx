/**
 * "This job is a … job": a combobox (WAI-ARIA 1.2, list autocomplete) that searches O*NET
 * occupations through GET /api/occupations as the user types. Arrow keys move through the
 * options, Enter chooses, Escape closes the list (and, when it is closed, empties the input); the
 * focus stays in the input and the active option is announced through aria-activedescendant.
 */
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiRequest } from "~/lib/api-client";
import { occupationsAnswer } from "~/lib/api-responses";

export interface OccupationOption {
  code: string;
  title: string;
}

/** Quiet time after a keystroke before the search is sent. */
const SEARCH_DEBOUNCE_MS = 200;
/** The server's bound on a query (OCCUPATION_SEARCH.maxQuery). */
const MAX_QUERY = 60;

type Search =
  | { state: "idle" }
  | { state: "searching" }
  | { state: "done"; options: OccupationOption[]; query: string }
  | { state: "failed" };

export function OccupationCombobox({
  onChoose,
  disabled = false,
}: {
  onChoose: (option: OccupationOption) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState<Search>({ state: "idle" });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const wanted = query.trim();
    if (!wanted) {
      setSearch({ state: "idle" });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearch({ state: "searching" });
      apiRequest(`/api/occupations?${new URLSearchParams({ q: wanted, limit: "12" })}`, occupationsAnswer, {
        method: "GET",
        signal: controller.signal,
      })
        .then(({ occupations }) => {
          setSearch({ state: "done", options: occupations, query: wanted });
          setActive(-1);
        })
        .catch(() => {
          if (!controller.signal.aborted) setSearch({ state: "failed" });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const options = search.state === "done" ? search.options : [];
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  function choose(option: OccupationOption) {
    setOpen(false);
    setActive(-1);
    setQuery("");
    setSearch({ state: "idle" });
    onChoose(option);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        if (options.length > 0) setActive((index) => (index + 1) % options.length);
        break;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        if (options.length > 0) setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
        break;
      case "Home":
      case "End":
        if (!expanded) break;
        event.preventDefault();
        setActive(event.key === "Home" ? 0 : options.length - 1);
        break;
      case "Enter": {
        // Enter never submits a form around it: it chooses the active option, or the only one.
        event.preventDefault();
        const option = options[active] ?? (options.length === 1 ? options[0] : undefined);
        if (expanded && option) choose(option);
        break;
      }
      case "Escape":
        event.preventDefault();
        if (expanded) {
          setOpen(false);
          setActive(-1);
        } else setQuery("");
        break;
    }
  }

  const status =
    search.state === "searching"
      ? t("analysis.reading.searching")
      : search.state === "failed"
        ? t("analysis.reading.searchFailed")
        : search.state === "done"
          ? search.options.length === 0
            ? t("analysis.reading.noResults", { query: search.query })
            : t("analysis.reading.results", { count: search.options.length })
          : "";

  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="label">
        {t("analysis.reading.control")}
      </label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        className="input"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_QUERY}
        disabled={disabled}
        placeholder={t("analysis.reading.placeholder")}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-hint ${id}-status`}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        // A click on an option lands before the blur closes the list (mousedown is prevented there).
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t("analysis.reading.control")}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {options.map((option, index) => (
          <li
            key={option.code}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 ${index === active ? "bg-brand-100 text-brand-900 dark:bg-brand-900/60 dark:text-brand-50" : "hover:bg-slate-100 dark:hover:bg-slate-800"}`}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => choose(option)}
          >
            <span>{option.title}</span>
            <span
              className={`shrink-0 text-xs tabular-nums ${index === active ? "text-brand-800 dark:text-brand-100" : "text-slate-600 dark:text-slate-300"}`}
            >
              {option.code}
            </span>
          </li>
        ))}
      </ul>
      <p id={`${id}-status`} role="status" className="mt-1 min-h-5 text-xs text-slate-600 dark:text-slate-400">
        {status}
      </p>
      <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
        {t("analysis.reading.hint")}
      </p>
    </div>
  );
}
