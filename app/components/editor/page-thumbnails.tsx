import { useTranslation } from "react-i18next";

/** Miniature of each page, for resumes longer than one: the paged document, clipped per page. */
const THUMB_WIDTH_PX = 72;

interface Props {
  /** The preview's paged document (its page gaps included), as HTML. */
  html: string;
  pages: number;
  pageWidth: number;
  pageHeight: number;
  current: number;
  onPick: (index: number) => void;
}

export function PageThumbnails({ html, pages, pageWidth, pageHeight, current, onPick }: Props) {
  const scale = THUMB_WIDTH_PX / pageWidth;
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t("editorChrome.preview.pagesNav")}
      className="hidden shrink-0 flex-col gap-2 overflow-y-auto sm:flex"
    >
      {Array.from({ length: pages }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={t("editorChrome.preview.page", { number: index + 1 })}
          aria-current={index === current ? "page" : undefined}
          onClick={() => onPick(index)}
          className={`relative shrink-0 overflow-hidden rounded bg-white ring-2 ${index === current ? "ring-brand-500" : "ring-slate-200 hover:ring-slate-400 dark:ring-slate-700"}`}
          style={{ width: THUMB_WIDTH_PX, height: pageHeight * scale }}
        >
          <iframe
            title={t("editorChrome.preview.miniature", { number: index + 1 })}
            srcDoc={html}
            sandbox="allow-same-origin"
            tabIndex={-1}
            aria-hidden="true"
            className="pointer-events-none origin-top-left border-0"
            style={{
              width: pageWidth,
              height: pageHeight * pages,
              transform: `scale(${scale}) translateY(${-index * pageHeight}px)`,
            }}
          />
          <span className="absolute right-1 bottom-1 rounded bg-slate-900/70 px-1 text-[10px] font-semibold text-white">
            {index + 1}
          </span>
        </button>
      ))}
    </nav>
  );
}
