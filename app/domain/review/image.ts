/**
 * Stamp and signature images: only PNG or JPEG, re-encoded by the browser through a canvas before
 * they are sent (which drops metadata and anything hidden after the image), and checked here by
 * their magic bytes, since a client can send anything. Never a URL: the schema takes base64 only.
 */
import { REVIEW_LIMITS } from "./annotation";
import type { RoomRefusal } from "../collab/protocol";

type ReviewImageType = "image/png" | "image/jpeg";

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

/**
 * Width and height from the image's header: PNG's IHDR, or a JPEG's first start-of-frame marker.
 * Null when the header is not where it must be. A small file can still claim a huge canvas (every
 * viewer then decodes gigapixels), so the size in pixels is checked as well as the bytes.
 */
export function imageSize(bytes: Uint8Array, type: ReviewImageType): { width: number; height: number } | null {
  const u16 = (at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
  const u32 = (at: number) =>
    ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;
  if (type === "image/png") return bytes.length >= 24 ? { width: u32(16), height: u32(20) } : null;
  for (let at = 2; at + 9 < bytes.length;) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Start of frame: C0-CF, except C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: u16(at + 5), width: u16(at + 7) };
    at += 2 + u16(at + 2);
  }
  return null;
}

/** Why a base64 image is refused (a room error code, ROOM_ERROR_CODES of app/domain/collab/protocol.ts), or null when it is a PNG or JPEG within the size limits. */
export function imageProblem(base64: string): RoomRefusal | null {
  const bytes = decodeBase64(base64);
  if (!bytes) return { code: "imageNotBase64", params: {} };
  if (bytes.byteLength > REVIEW_LIMITS.imageBytes) return { code: "imageTooLarge", params: {} };
  const type = sniffImage(bytes);
  if (!type) return { code: "imageType", params: {} };
  const size = imageSize(bytes, type);
  if (
    !size ||
    size.width < 1 ||
    size.height < 1 ||
    size.width > REVIEW_LIMITS.imageSide ||
    size.height > REVIEW_LIMITS.imageSide
  ) {
    return { code: "imageSide", params: { max: REVIEW_LIMITS.imageSide } };
  }
  return null;
}
