import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ClientMessage } from "~/domain/collab/protocol";
import { useToast } from "../toast";
import { isAcceptedImageFile, newMarkId, pointsBox, reencodeImage } from "./reencode-image";

interface Props {
  version: number;
  send: (message: ClientMessage) => void;
}

/** Longest side of a stamp, in PDF points, where it lands: the top right of page 1. */
const STAMP_POINTS = 110;

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
      if (!isAcceptedImageFile(file)) {
        toast(t("review.stamp.wrongFile"), "error");
        return;
      }
      const image = await reencodeImage(file);
      if (!image) {
        toast(t("review.stamp.tooLarge"), "error");
        return;
      }
      const [width, height] = pointsBox(image, STAMP_POINTS);
      const id = newMarkId("s");
      send({
        type: "annotationUpsert",
        annotation: {
          id,
          pageIndex: 0,
          drawnOnVersion: version,
          shape: { kind: "stamp", rect: [440, 720, 440 + width, 720 + height], image: image.base64 },
        },
      });
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
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        className="sr-only"
        disabled={busy}
        onChange={(event) => void pick(event.target.files?.[0])}
      />
    </label>
  );
}
