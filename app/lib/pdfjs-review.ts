/**
 * The pdf.js viewer with its own annotation editors, for the Review tab
 * (docs/collaboration.md#review-annotations). Browser only and loaded lazily (like ./pdfjs.ts):
 * its stylesheet is imported here, so Vite ships it in this chunk and only the Review tab loads it.
 */
import "pdfjs-dist/web/pdf_viewer.css";
import { AnnotationEditorParamsType, AnnotationEditorType, getDocument, type PDFDocumentProxy } from "pdfjs-dist";
import { ensureWorker } from "./pdfjs";

export { AnnotationEditorParamsType, AnnotationEditorType };

export interface ReviewViewer {
  document: PDFDocumentProxy;
  /** Picks an editor (AnnotationEditorType.NONE to stop drawing); `fromKeyboard` lets pdf.js open one in view. */
  setMode: (mode: number, fromKeyboard?: boolean) => void;
  setParam: (type: number, value: unknown) => void;
  /** Each editor now on the pages, by pdf.js's storage key, as `serialize()` gives it. */
  serializedEditors: () => Map<string, Record<string, unknown>>;
  /** Takes these editors (by storage key) off the pages; what they held stays in the room. */
  removeEditors: (keys: string[]) => void;
  /** Called after any editor changes (created, edited, moved, deleted). */
  onEditorsChanged: (listener: () => void) => void;
  /** Page views' boxes, to lay the room's marks over them. */
  pageElements: () => HTMLElement[];
  onPagesRendered: (listener: () => void) => void;
  destroy: () => void;
}

const HIGHLIGHT_COLORS =
  "yellow=#FFFF98,green=#53FFBC,blue=#80EBFF,pink=#FFCBE6,red=#FF4F5F,yellow_HCM=#FFFFCC,green_HCM=#53FFBC,blue_HCM=#80EBFF,pink_HCM=#F6B8FF,red_HCM=#C50043";

/**
 * pdf.js's editors name themselves through its l10n ids ("Text Editor", "Drawing editor", "Remove
 * highlight", resize handles...). GenericL10n without a language uses the English strings built
 * into pdf_viewer.mjs and fetches nothing. For Spanish and German it also reads the editor strings
 * this app ships in public/pdfjs-l10n/ (found through a <link type="application/l10n">, as pdf.js's
 * own viewer finds its locales); any other string falls back to the built-in English.
 */
function createL10n(GenericL10n: typeof import("pdfjs-dist/web/pdf_viewer.mjs").GenericL10n, language: string) {
  if (language !== "es" && language !== "de") return new GenericL10n(undefined);
  if (!document.querySelector('link[type="application/l10n"]')) {
    const link = document.createElement("link");
    link.rel = "resource";
    link.type = "application/l10n";
    link.href = "/pdfjs-l10n/locales.json";
    document.head.appendChild(link);
  }
  return new GenericL10n(language);
}

export async function openReviewViewer(container: HTMLDivElement, url: string, language = "en"): Promise<ReviewViewer> {
  await ensureWorker();
  // pdf_viewer.mjs reads the library from globalThis.pdfjsLib, which importing "pdfjs-dist" sets.
  const { EventBus, GenericL10n, PDFLinkService, PDFViewer } = await import("pdfjs-dist/web/pdf_viewer.mjs");
  const eventBus = new EventBus();
  const l10n = createL10n(GenericL10n, language);
  const linkService = new PDFLinkService({ eventBus });
  const viewer = new PDFViewer({
    container,
    eventBus,
    linkService,
    l10n,
    annotationEditorMode: AnnotationEditorType.NONE,
    // pdf.js's own default (web/app_options.js): its highlight editor names colours from this list
    // and fails without one.
    annotationEditorHighlightColors: HIGHLIGHT_COLORS,
    removePageBorders: true,
  });
  linkService.setViewer(viewer);
  // A viewer given its l10n leaves translating its container to the caller (pdf.js's app does the whole page).
  void l10n.translate(container);
  const task = getDocument({ url });
  const document = await task.promise;
  viewer.setDocument(document);
  linkService.setDocument(document, null);
  eventBus.on("pagesinit", () => {
    viewer.currentScaleValue = "page-width";
  });
  const changeListeners: Array<() => void> = [];
  const notify = () => changeListeners.forEach((listener) => listener());
  // Editors change the storage on commit; the state event covers deletes and selection ends.
  eventBus.on("annotationeditorstateschanged", notify);
  eventBus.on("switchannotationeditormode", notify);
  return {
    document,
    setMode: (mode, fromKeyboard = false) => {
      viewer.annotationEditorMode = { mode, isFromKeyboard: fromKeyboard };
    },
    setParam: (type, value) => eventBus.dispatch("switchannotationeditorparams", { source: null, type, value }),
    serializedEditors: () => {
      const serializable = document.annotationStorage.serializable as { map?: Map<string, Record<string, unknown>> };
      return serializable.map ?? new Map();
    },
    removeEditors: (keys) => {
      for (const key of keys)
        (document.annotationStorage.getRawValue(key) as { remove?: () => void } | undefined)?.remove?.();
    },
    onEditorsChanged: (listener) => {
      changeListeners.push(listener);
      // The storage calls this once per modified spell; the caller resets it after each look.
      (document.annotationStorage as unknown as { onSetModified: (() => void) | null }).onSetModified = listener;
    },
    pageElements: () => Array.from(container.querySelectorAll<HTMLElement>(".page[data-page-number]")),
    onPagesRendered: (listener) => eventBus.on("pagerendered", listener),
    destroy: () => {
      void l10n.destroy();
      viewer.cleanup();
      void task.destroy();
    },
  };
}

/** pdf.js saves a stamp from an ImageBitmap: decode the room's base64 PNG or JPEG (never a URL) into one. */
async function withBitmap(editor: Record<string, unknown>): Promise<Record<string, unknown>> {
  const image = editor.image as { base64: string; type: string } | undefined;
  if (!image) return editor;
  const bytes = Uint8Array.from(atob(image.base64), (char) => char.charCodeAt(0));
  const { image: _image, ...rest } = editor;
  return { ...rest, bitmap: await createImageBitmap(new Blob([bytes], { type: image.type })) };
}

/** The PDF at `url` with `editors` (pdf.js serialized form, ~/domain/review/pdfjs-shape) written in as annotations. */
export async function savePdfWithAnnotations(
  url: string,
  editors: Array<Record<string, unknown>>,
): Promise<Uint8Array> {
  await ensureWorker();
  const task = getDocument({ url });
  try {
    const document = await task.promise;
    const values = await Promise.all(editors.map(withBitmap));
    values.forEach((editor, index) =>
      document.annotationStorage.setValue(`pdfjs_internal_editor_review_${index}`, editor),
    );
    return await document.saveDocument();
  } finally {
    void task.destroy();
  }
}
