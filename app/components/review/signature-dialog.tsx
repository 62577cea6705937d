import { useEffect, useRef, useState, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import type { ClientMessage } from "~/domain/collab/protocol";
import { signatureRect, SIGNATURE_CORNERS, type SignatureCorner } from "~/domain/review/signature";
import { ModalDialog } from "../modal-dialog";
import { useToast } from "../toast";
import { isAcceptedImageFile, newMarkId, reencodeImage } from "./reencode-image";

type Mode = "draw" | "type" | "image";
type View = [number, number, number, number];

interface Props {
  open: boolean;
  onClose: () => void;
  /** Each page's box in PDF user space (pdf.js `page.view`). */
  views: View[];
  version: number;
  send: (message: ClientMessage) => void;
}

/** The pad's drawing size in pixels (CSS scales it to the dialog's width). */
const PAD = { width: 600, height: 200 };
/** The typed signature's face: the app's own italic serif, loaded from its fonts, never from elsewhere. */
const TYPED_FONT = "Review Signature";
let typedFontLoad: Promise<unknown> | null = null;
function loadTypedFont(): Promise<unknown> {
  typedFontLoad ??= (async () => {
    const face = new FontFace(TYPED_FONT, "url(/fonts/eb-garamond-latin-400-italic.woff2)", { style: "italic" });
    document.fonts.add(await face.load());
  })().catch(() => undefined);
  return typedFontLoad;
}

/** The canvas cropped to its ink (its non-transparent pixels) with a small margin; null when empty. */
function cropped(source: HTMLCanvasElement): HTMLCanvasElement | null {
  const { width, height } = source;
  const pixels = source.getContext("2d")!.getImageData(0, 0, width, height).data;
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (pixels[(y * width + x) * 4 + 3]! === 0) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < 0) return null;
  const margin = 6;
  const out = document.createElement("canvas");
  out.width = right - left + 1 + margin * 2;
  out.height = bottom - top + 1 + margin * 2;
  out
    .getContext("2d")!
    .drawImage(
      source,
      left,
      top,
      right - left + 1,
      bottom - top + 1,
      margin,
      margin,
      right - left + 1,
      bottom - top + 1,
    );
  return out;
}

/**
 * "Add a signature": drawn with the pointer, typed (set in an italic face) or an uploaded PNG/JPEG,
 * always re-encoded to a PNG or JPEG under 200 KB, then put on the chosen page and corner as a
 * signature mark through the room (docs/collaboration.md#review-annotations). pdf.js's own
 * signature dialog lives only in its full viewer app, so this is the app's.
 */
export function SignatureDialog({ open, onClose, views, version, send }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const pad = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<{ x: number; y: number } | null>(null);
  const [mode, setMode] = useState<Mode>("draw");
  const [drawn, setDrawn] = useState(false);
  const [name, setName] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [page, setPage] = useState(1);
  const [corner, setCorner] = useState<SignatureCorner>("bottomRight");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    // A signature goes at the end of a document: the last page, bottom right.
    setPage(Math.max(1, views.length));
    setCorner("bottomRight");
    setDrawn(false);
    setName("");
    setFile(null);
    pad.current?.getContext("2d")?.clearRect(0, 0, PAD.width, PAD.height);
    void loadTypedFont();
  }, [open, views.length]);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * PAD.width,
      y: ((event.clientY - box.top) / box.height) * PAD.height,
    };
  };
  const stroke = (from: { x: number; y: number }, to: { x: number; y: number }) => {
    const context = pad.current!.getContext("2d")!;
    context.strokeStyle = "#1e293b";
    context.lineWidth = 4;
    context.lineCap = "round";
    context.lineJoin = "round";
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
  };

  /** The signature as a canvas of its ink, or null when there is nothing to add. */
  const signatureCanvas = async (): Promise<HTMLCanvasElement | Blob | null> => {
    if (mode === "image") return file;
    if (mode === "draw") return drawn && pad.current ? cropped(pad.current) : null;
    const text = name.trim();
    if (!text) return null;
    await loadTypedFont();
    const canvas = document.createElement("canvas");
    canvas.width = PAD.width;
    canvas.height = PAD.height;
    const context = canvas.getContext("2d")!;
    let size = 96;
    const font = () => `italic ${size}px "${TYPED_FONT}", "EB Garamond", Georgia, serif`;
    context.font = font();
    while (context.measureText(text).width > PAD.width - 20 && size > 24) {
      size -= 4;
      context.font = font();
    }
    context.fillStyle = "#1e293b";
    context.textBaseline = "middle";
    context.fillText(text, 10, PAD.height / 2);
    return cropped(canvas);
  };

  const add = async () => {
    setBusy(true);
    try {
      if (mode === "image" && file && !isAcceptedImageFile(file)) {
        toast(t("review.stamp.wrongFile"), "error");
        return;
      }
      const source = await signatureCanvas();
      if (!source) return;
      const image = await reencodeImage(source);
      if (!image) {
        toast(t("review.stamp.tooLarge"), "error");
        return;
      }
      const view = views[page - 1] ?? views[0] ?? [0, 0, 612, 792];
      send({
        type: "annotationUpsert",
        annotation: {
          id: newMarkId("sig"),
          pageIndex: page - 1,
          drawnOnVersion: version,
          shape: { kind: "signature", rect: signatureRect(view, image, corner), image: image.base64 },
        },
      });
      onClose();
    } catch {
      toast(t("review.stamp.wrongFile"), "error");
    } finally {
      setBusy(false);
    }
  };

  const ready = mode === "draw" ? drawn : mode === "type" ? name.trim().length > 0 : file !== null;
  const field = "rounded border border-slate-300 bg-white px-2 py-1 dark:border-slate-600 dark:bg-slate-900";
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy="signature-title" className="w-[min(36rem,calc(100vw-2rem))]">
      <form
        className="grid gap-4 p-6 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <h2 id="signature-title" className="text-lg font-semibold">
          {t("review.signature.title")}
        </h2>
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 font-medium">{t("review.signature.how")}</legend>
          {(["draw", "type", "image"] as const).map((option) => (
            <label key={option} className="flex items-center gap-1.5">
              <input
                type="radio"
                name="signature-mode"
                value={option}
                checked={mode === option}
                onChange={() => setMode(option)}
              />
              {t(`review.signature.${option}`)}
            </label>
          ))}
        </fieldset>

        <div hidden={mode !== "draw"} className="grid gap-2">
          <canvas
            ref={pad}
            width={PAD.width}
            height={PAD.height}
            role="img"
            aria-label={t("review.signature.pad")}
            data-testid="signature-pad"
            className="aspect-[3/1] w-full touch-none rounded border border-dashed border-slate-400 bg-white dark:border-slate-500"
            onPointerDown={(event) => {
              event.currentTarget.setPointerCapture(event.pointerId);
              drawing.current = point(event);
              stroke(drawing.current, drawing.current);
              setDrawn(true);
            }}
            onPointerMove={(event) => {
              if (!drawing.current) return;
              const next = point(event);
              stroke(drawing.current, next);
              drawing.current = next;
            }}
            onPointerUp={() => {
              drawing.current = null;
            }}
            onPointerCancel={() => {
              drawing.current = null;
            }}
          />
          <div className="flex items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-300">
            <span>{t("review.signature.padHint")}</span>
            <button
              type="button"
              className="btn-ghost px-2 py-1"
              onClick={() => {
                pad.current?.getContext("2d")?.clearRect(0, 0, PAD.width, PAD.height);
                setDrawn(false);
              }}
            >
              {t("review.signature.clear")}
            </button>
          </div>
        </div>

        <div hidden={mode !== "type"} className="grid gap-1">
          <label htmlFor="signature-name">{t("review.signature.name")}</label>
          <input
            id="signature-name"
            value={name}
            maxLength={80}
            autoComplete="name"
            onChange={(event) => setName(event.target.value)}
            className={field}
          />
          {name.trim() ? (
            <p
              aria-hidden="true"
              className="truncate rounded bg-white px-2 text-4xl text-slate-800"
              style={{ fontFamily: `"${TYPED_FONT}", "EB Garamond", Georgia, serif`, fontStyle: "italic" }}
            >
              {name}
            </p>
          ) : null}
        </div>

        <div hidden={mode !== "image"} className="grid gap-1">
          <label htmlFor="signature-file">{t("review.signature.file")}</label>
          <input
            id="signature-file"
            type="file"
            accept="image/png,image/jpeg"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>

        <div className="flex flex-wrap gap-4">
          <label className="flex items-center gap-2">
            {t("review.signature.page")}
            <select value={page} onChange={(event) => setPage(Number(event.target.value))} className={field}>
              {views.map((_, index) => (
                <option key={index} value={index + 1}>
                  {index + 1}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2">
            {t("review.signature.corner")}
            <select
              value={corner}
              onChange={(event) => setCorner(event.target.value as SignatureCorner)}
              className={field}
            >
              {SIGNATURE_CORNERS.map((option) => (
                <option key={option} value={option}>
                  {t(`review.signature.corners.${option}`)}
                </option>
              ))}
            </select>
          </label>
        </div>

        <div className="flex justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t("review.signature.cancel")}
          </button>
          <button type="submit" className="btn-primary" disabled={!ready || busy} aria-busy={busy}>
            {busy ? t("review.signature.busy") : t("review.signature.add")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
