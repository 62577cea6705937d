/**
 * A JSON column kept gzipped (base64 text with a "gz:" prefix) for the largest values D1 holds per
 * resume: its document and its last ATS analysis, about 10 KB of the 15 KB a resume's row took
 * (docs/capacity.md). Gzip because a resume's JSON repeats its keys in every entry and shrinks to a
 * third; base64 text rather than a BLOB for the reason of docs/decisions/version-storage.md (D1
 * hands BLOBs back as arrays of numbers through some paths). fflate's synchronous codec, because
 * Drizzle converts values synchronously; it is already in the Worker for the import.
 *
 * A value stored before this (plain JSON text) reads as it always did, and is written compressed
 * the next time its row is written.
 */
import { customType } from "drizzle-orm/sqlite-core";
import { gunzipSync, gzipSync, strFromU8, strToU8 } from "fflate";

const PREFIX = "gz:";

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function encodeCompressedJson(value: unknown): string {
  return PREFIX + toBase64(gzipSync(strToU8(JSON.stringify(value))));
}

/** The value of a stored text, compressed or (written before compression) plain JSON. */
export function decodeCompressedJson(stored: string): unknown {
  return JSON.parse(
    stored.startsWith(PREFIX) ? strFromU8(gunzipSync(fromBase64(stored.slice(PREFIX.length)))) : stored,
  );
}

/** A nullable text column holding JSON, gzipped. */
export const compressedJson = customType<{ data: unknown; driverData: string }>({
  dataType: () => "text",
  toDriver: encodeCompressedJson,
  fromDriver: decodeCompressedJson,
});
