/**
 * Stamp and signature images: only PNG or JPEG, re-encoded by the browser through a canvas before
 * they are sent (which drops metadata and anything hidden after the image), and checked here by
 * their magic bytes, since a client can send anything. Never a URL: the schema takes base64 only.
 */
import { REVIEW_LIMITS } from "./annotation";

export type ReviewImageType = "image/png" | "image/jpeg";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The image's type by its first bytes, or null when it is neither PNG nor JPEG. */
export function sniffImage(bytes: Uint8Array): ReviewImageType | null {
  const startsWith = (magic: number[]) => magic.every((byte, index) => bytes[index] === byte);
  if (startsWith(PNG)) return "image/png";
  if (startsWith(JPEG)) return "image/jpeg";
  return null;
}

function decodeBase64(data: string): Uint8Array | null {
  try {
    const binary = atob(data);
    const bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
    return bytes;
  } catch {
    return null;
  }
}

/** Why a base64 image is refused, or null when it is a PNG or JPEG within the size limit. */
export function imageProblem(base64: string): string | null {
  const bytes = decodeBase64(base64);
  if (!bytes) return "The image is not valid base64.";
  if (bytes.byteLength > REVIEW_LIMITS.imageBytes) return "An image must be under 200 KB.";
  if (!sniffImage(bytes)) return "Only PNG and JPEG images can be used.";
  return null;
}
