import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { PAGE_HEIGHT_PX, paginate } from "~/lib/preview-pagination";

const PAGE_WIDTH_PX = { A4: (210 * 96) / 25.4, Letter: 8.5 * 96 } as const;

/** The markup inside <html>…</html>: swapping it keeps the iframe (and its loaded fonts) alive. */
function innerDocument(html: string): string {
  const match = /<html[^>]*>([\s\S]*)<\/html>/i.exec(html);
  return match ? match[1]! : html;
}

/**
 * The template renderer's HTML, shown as the pages it will print. The first render loads the
 * document through srcdoc; every later change swaps its contents in place, which lands within a
 * frame, then pages it again.
 */
export function LivePreview({ html, pageSize, label }: { html: string; pageSize: "A4" | "Letter"; label: string }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [initialHtml] = useState(html);
  const shownHtml = useRef(html);
  const [loaded, setLoaded] = useState(false);
  const [pages, setPages] = useState(1);
  const [scale, setScale] = useState(0.5);
  const pageWidth = PAGE_WIDTH_PX[pageSize];
  const pageHeight = PAGE_HEIGHT_PX[pageSize];

  useLayoutEffect(() => {
    const doc = frameRef.current?.contentDocument;
    if (!loaded || !doc?.documentElement) return;
    if (html !== shownHtml.current) {
      doc.documentElement.innerHTML = innerDocument(html);
      shownHtml.current = html;
    }
    setPages(paginate(doc, pageSize).pages);
    // Web fonts change line breaks once they arrive; page again then.
    void doc.fonts?.ready.then(() => {
      if (frameRef.current?.contentDocument === doc) setPages(paginate(doc, pageSize).pages);
    });
  }, [html, loaded, pageSize]);

  // The srcdoc may finish loading before hydration attaches onLoad; catch that case too.
  useEffect(() => {
    if (frameRef.current?.contentDocument?.readyState === "complete" && frameRef.current.contentDocument.body) setLoaded(true);
  }, []);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setScale(Math.min(1, entry.contentRect.width / pageWidth));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [pageWidth]);

  const height = pages * pageHeight;
  return (
    // Clipped so the first paint, before the width is measured, cannot widen a phone screen.
    <div ref={boxRef} className="w-full overflow-hidden">
      <p className="mb-2 text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
        {pages === 1 ? "1 page" : `${pages} pages`} · {pageSize}
      </p>
      <div className="overflow-hidden rounded-lg shadow-lg ring-1 ring-slate-200 dark:ring-slate-700" style={{ height: height * scale, width: pageWidth * scale }}>
        <iframe
          ref={frameRef}
          title={label}
          srcDoc={initialHtml}
          onLoad={() => setLoaded(true)}
          // Scripts never run in the preview; same-origin lets the editor page it.
          sandbox="allow-same-origin"
          className="origin-top-left border-0 bg-white"
          style={{ width: pageWidth, height, transform: `scale(${scale})` }}
        />
      </div>
    </div>
  );
}
