/**
 * How a version's document is stored (docs/decisions/version-storage.md): canonical JSON (keys
 * sorted, so equal documents are equal text whatever path built them), named by its SHA-256 for
 * deduplication, gzipped (CompressionStream, native in workerd) and kept as base64 text in D1.
 */
import type { RoomDocument } from "~/domain/resume/document";

export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item === null || typeof item !== "object" || Array.isArray(item)) return item;
    return Object.fromEntries(
      Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });
}

export async function contentHash(json: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(json));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function pipe(
  bytes: Uint8Array<ArrayBuffer>,
  transform: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function encodeSnapshot(json: string): Promise<string> {
  return toBase64(await pipe(new TextEncoder().encode(json), new CompressionStream("gzip")));
}

/** The JSON text as it was encoded, byte for byte (moving a copy elsewhere keeps it exactly). */
export async function decodeSnapshotText(stored: string): Promise<string> {
  return new TextDecoder().decode(await pipe(fromBase64(stored), new DecompressionStream("gzip")));
}

export async function decodeSnapshot(stored: string): Promise<RoomDocument> {
  return JSON.parse(await decodeSnapshotText(stored)) as RoomDocument;
}
