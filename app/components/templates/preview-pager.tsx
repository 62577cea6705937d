import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

interface PreviewPagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous / 'Page X of Y' / Next, bounded to the document (docs/product.md#validation). */
export function PreviewPager({ page, pageCount, onPage }: PreviewPagerProps) {
  const { t } = useTranslation();
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const pressed = useRef<"previous" | "next" | null>(null);

  // Reaching the first or last page disables the button just pressed, which would drop keyboard
  // focus to the page behind the modal; hand it to the other button instead.
  useEffect(() => {
    if (pressed.current === "next" && page >= pageCount) previous.current?.focus();
    if (pressed.current === "previous" && page <= 1) next.current?.focus();
    pressed.current = null;
  }, [page, pageCount]);

  const go = (direction: "previous" | "next") => {
    pressed.current = direction;
    onPage(direction === "next" ? page + 1 : page - 1);
  };

  return (
    <div className="flex items-center gap-2">
      <button
        ref={previous}
        type="button"
        className="btn-secondary px-3"
        disabled={page <= 1}
        onClick={() => go("previous")}
      >
        <span aria-hidden="true">‹</span> {t("templateTexts.previous")}
      </button>
      <p
        aria-live="polite"
        className="min-w-[6.5rem] text-center text-sm font-medium whitespace-nowrap text-slate-700 dark:text-slate-300"
      >
        {t("templateTexts.pageOf", { page, count: pageCount })}
      </p>
      <button
        ref={next}
        type="button"
        className="btn-secondary px-3"
        disabled={page >= pageCount}
        onClick={() => go("next")}
      >
        {t("templateTexts.next")} <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
