import { REVIEW_LIMITS } from "~/domain/review/annotation";

/** Longest side, in pixels, of a stamp or signature image as stored. */
const MAX_SIDE = 400;

async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

interface ReencodedImage {
  base64: string;
  width: number;
  height: number;
}

/**
 * Re-encodes an image (a picked PNG or JPEG, or a canvas drawn on) through a canvas, which drops
 * metadata and anything appended to a file, at most 400 px on its longest side: PNG first (keeping
 * transparency), JPEG on white when the PNG is over the limit. Null when it stays too large.
 */
export async function reencodeImage(source: Blob | HTMLCanvasElement): Promise<ReencodedImage | null> {
  const bitmap = await createImageBitmap(source);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d")!;
  const draw = (background?: string) => {
    context.clearRect(0, 0, canvas.width, canvas.height);
    if (background) {
      context.fillStyle = background;
      context.fillRect(0, 0, canvas.width, canvas.height);
    }
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  };
  try {
    for (const [type, quality] of [
      ["image/png", undefined],
      ["image/jpeg", 0.85],
      ["image/jpeg", 0.6],
    ] as const) {
      // JPEG has no transparency: what was transparent becomes white, not black.
      draw(type === "image/jpeg" ? "#ffffff" : undefined);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
      if (blob && blob.size <= REVIEW_LIMITS.imageBytes)
        return { base64: await blobToBase64(blob), width: canvas.width, height: canvas.height };
    }
    return null;
  } finally {
    bitmap.close();
  }
}

/** Files larger than this are not even decoded. */
const MAX_IMAGE_FILE_BYTES = 10 * 1024 * 1024;

/** Whether a picked file may be read as a stamp or signature image (PNG or JPEG, at most 10 MB). */
export const isAcceptedImageFile = (file: File) =>
  file.size <= MAX_IMAGE_FILE_BYTES && /^image\/(png|jpeg)$/.test(file.type);

/** A box `points` long on its longest side with the image's proportions, in PDF points, rounded. */
export function pointsBox(image: { width: number; height: number }, points: number): [number, number] {
  const scale = points / Math.max(image.width, image.height);
  return [image.width * scale, image.height * scale].map((side) => Math.round(side * 100) / 100) as [number, number];
}

export const newMarkId = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
