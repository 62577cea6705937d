/**
 * The renderer's own copy of the font files it answers the printing tab with. Every export of a
 * Chinese resume asks for ~15 unicode-range slices (~40 KB each) and every template for a few
 * faces; fetching them from the ASSETS binding each time costs more than keeping them in the
 * renderer object's memory, which lives as long as its browser. Files under /fonts/ change only
 * with a deploy, which starts a new object, so nothing here goes stale. Bounded by bytes, least
 * recently used out first. Measured locally, fetching a Chinese export's 15 slices from ASSETS
 * takes ~10 ms, so the gain here is within bench/fonts.bench.mjs's noise; on Cloudflare each
 * ASSETS fetch is a round trip to the assets service instead of a local file read (not measured
 * there), and 24 MB is little next to a Durable Object's 128 MB.
 */
export interface CachedAsset {
  body: Uint8Array;
  contentType: string;
}

export class AssetCache {
  private readonly entries = new Map<string, CachedAsset>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(path: string): CachedAsset | undefined {
    const entry = this.entries.get(path);
    if (entry) {
      // Map order is insertion order: re-inserting marks it most recently used.
      this.entries.delete(path);
      this.entries.set(path, entry);
    }
    return entry;
  }

  set(path: string, asset: CachedAsset): void {
    if (asset.body.byteLength > this.maxBytes) return;
    const old = this.entries.get(path);
    if (old) {
      this.bytes -= old.body.byteLength;
      this.entries.delete(path);
    }
    this.entries.set(path, asset);
    this.bytes += asset.body.byteLength;
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= entry.body.byteLength;
    }
  }

  get size(): { files: number; bytes: number } {
    return { files: this.entries.size, bytes: this.bytes };
  }
}
