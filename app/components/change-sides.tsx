/**
 * One change a resume is offered, side by side: what it was, what it is now at its source, what
 * this resume says, with Take and Keep mine. A master's change in a variant's panel
 * (variants/upstream-panel.tsx) and a library item's in the library panel
 * (library/library-changes.tsx) look and work the same (docs/variants.md, docs/library.md).
 */
import type { ReactNode } from "react";

export interface ChangeSidesProps {
  /** Where the change is ("Experience · Globex · Description"). */
  place: ReactNode;
  /** The three texts, oldest first: before and now at the source, then this resume's. */
  sides: readonly [{ label: string; text: string }, { label: string; text: string }, { label: string; text: string }];
  /** Shown for an empty text. */
  empty: string;
  /** Null: the reader may not decide (a viewer). */
  decide: { take: string; skip: string; busy: boolean; onTake: () => void; onSkip: () => void } | null;
  /** The list item's data attribute, which tests and links find it by. */
  data: Record<`data-${string}`, string>;
}

export function ChangeSides({ place, sides, empty, decide, data }: ChangeSidesProps) {
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-700" {...data}>
      <p className="mb-2 text-sm font-medium break-words">{place}</p>
      <div className="grid gap-2 text-sm sm:grid-cols-3 xl:grid-cols-1 2xl:grid-cols-3">
        {sides.map((side, index) => (
          <Side key={side.label} label={side.label} text={side.text} empty={empty} muted={index === 0} />
        ))}
      </div>
      {decide ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <button type="button" className="btn-primary h-8 px-3 text-sm" disabled={decide.busy} onClick={decide.onTake}>
            {decide.take}
          </button>
          <button
            type="button"
            className="btn-secondary h-8 px-3 text-sm"
            disabled={decide.busy}
            onClick={decide.onSkip}
          >
            {decide.skip}
          </button>
        </div>
      ) : null}
    </li>
  );
}

function Side({ label, text, empty, muted }: { label: string; text: string; empty: string; muted: boolean }) {
  return (
    <div
      className={`rounded-md bg-slate-50 p-2 dark:bg-slate-800/60 ${muted ? "text-slate-500 dark:text-slate-400" : ""}`}
    >
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</p>
      <p dir="auto" className="break-words whitespace-pre-line">
        {text || <span className="italic">{empty}</span>}
      </p>
    </div>
  );
}
