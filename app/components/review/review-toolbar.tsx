import { useTranslation } from "react-i18next";

export type ReviewTool = "select" | "freeText" | "ink" | "highlight";

interface Props {
  tool: ReviewTool;
  /** `fromKeyboard`: picked with Enter or Space (a click with no pointer), so pdf.js may start an editor in view. */
  onTool: (tool: ReviewTool, fromKeyboard: boolean) => void;
  color: string;
  onColor: (color: string) => void;
  thickness: number;
  onThickness: (thickness: number) => void;
  disabled: boolean;
  /** Opens the signature dialog (./signature-dialog.tsx): a signature is made there, not drawn on the page. */
  onSignature: () => void;
}

const TOOLS: ReviewTool[] = ["select", "freeText", "ink", "highlight"];
const BUTTON =
  "rounded border border-slate-300 px-2 py-1 hover:bg-slate-100 disabled:opacity-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white dark:border-slate-600 dark:hover:bg-slate-800";

/** Picks pdf.js's editor, its colour and (for ink) its thickness; every control is a plain button or input. */
export function ReviewToolbar({ tool, onTool, color, onColor, thickness, onThickness, disabled, onSignature }: Props) {
  const { t } = useTranslation();
  return (
    <div
      role="toolbar"
      aria-label={t("review.toolbar.label")}
      className="mb-2 flex flex-wrap items-center gap-2 text-sm"
    >
      {TOOLS.map((name) => (
        <button
          key={name}
          type="button"
          disabled={disabled}
          aria-pressed={tool === name}
          onClick={(event) => onTool(name, event.detail === 0)}
          className={BUTTON}
        >
          {t(`review.toolbar.${name}`)}
        </button>
      ))}
      <button type="button" disabled={disabled} aria-haspopup="dialog" onClick={onSignature} className={BUTTON}>
        {t("review.toolbar.signature")}
      </button>
      {tool !== "select" ? (
        <label className="flex items-center gap-1">
          {t("review.toolbar.color")}
          <input
            type="color"
            value={color}
            onChange={(event) => onColor(event.target.value)}
            className="h-7 w-9 cursor-pointer rounded border border-slate-300 dark:border-slate-600"
          />
        </label>
      ) : null}
      {tool === "ink" ? (
        <label className="flex items-center gap-1">
          {t("review.toolbar.thickness")}
          <input
            type="range"
            min={1}
            max={20}
            value={thickness}
            onChange={(event) => onThickness(Number(event.target.value))}
          />
        </label>
      ) : null}
    </div>
  );
}
