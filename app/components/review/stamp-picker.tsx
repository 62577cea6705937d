import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ClientMessage } from "~/domain/collab/protocol";
import { REVIEW_LIMITS } from "~/domain/review/annotation";
import { useToast } from "../toast";

interface Props {
  version: number;
  send: (message: ClientMessage) => void;
}

/** Longest side of a stamp, in PDF points, where it lands: the top right of page 1. */
const STAMP_POINTS = 110;
/** Files larger than this are not even decoded. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

/**
 * Re-encodes a picked PNG or JPEG through a canvas (dropping metadata and anything appended to the
 * file), at most 400 px on its longest side, PNG first and JPEG when the PNG is over the limit.
 */
async function reencode(file: File): Promise<{ base64: string; width: number; height: number } | null> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, 400 / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext("2d")!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const [type, quality] of [["image/png", undefined], ["image/jpeg", 0.85], ["image/jpeg", 0.6]] as const) {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
    if (blob && blob.size <= REVIEW_LIMITS.imageBytes) return { base64: await blobToBase64(blob), width: canvas.width, height: canvas.height };
  }
  return null;
}

/** Picks a PNG or JPEG and puts it on page 1 as a stamp (docs/collaboration.md#review-annotations). */
export function StampPicker({ version, send }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      if (file.size > MAX_FILE_BYTES || !/^image\/(png|jpeg)$/.test(file.type)) {
        toast(t("review.stamp.wrongFile"), "error");
        return;
      }
      const image = await reencode(file);
      if (!image) {
        toast(t("review.stamp.tooLarge"), "error");
        return;
      }
      const scale = STAMP_POINTS / Math.max(image.width, image.height);
      const [width, height] = [image.width * scale, image.height * scale].map((side) => Math.round(side * 100) / 100) as [number, number];
      const id = `s-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
      send({ type: "annotationUpsert", annotation: { id, pageIndex: 0, drawnOnVersion: version, shape: { kind: "stamp", rect: [440, 720, 440 + width, 720 + height], image: image.base64 } } });
    } catch {
      toast(t("review.stamp.wrongFile"), "error");
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 rounded border border-slate-300 px-3 py-1 text-sm font-medium focus-within:ring-2 focus-within:ring-brand-600 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800">
      {busy ? t("review.stamp.busy") : t("review.stamp.label")}
      <input ref={input} type="file" accept="image/png,image/jpeg" className="sr-only" disabled={busy} onChange={(event) => void pick(event.target.files?.[0])} />
    </label>
  );
}
