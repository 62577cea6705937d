/**
 * Sorted "key\tlist" lines searched by bisection: a cold Worker splits the strings once and builds
 * no big Map. Lists are parsed on first use and kept.
 */
export class SortedIndex {
  private readonly keys: string[];
  private readonly lists: string[];
  private readonly parsed = new Map<number, ReadonlyArray<readonly [number, number]>>();
  /** Keys looked up before: most texts repeat their words. */
  private readonly memo = new Map<string, ReadonlyArray<readonly [number, number]> | null>();

  constructor(
    text: string,
    private readonly scale: number,
  ) {
    const lines = text.split("\n");
    this.keys = new Array<string>(lines.length);
    this.lists = new Array<string>(lines.length);
    for (let i = 0; i < lines.length; i += 1) {
      const line = lines[i] as string;
      const tab = line.indexOf("\t");
      this.keys[i] = line.slice(0, tab);
      this.lists[i] = line.slice(tab + 1);
    }
  }

  private find(key: string): number {
    let low = 0;
    let high = this.keys.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const value = this.keys[mid] as string;
      if (value === key) return mid;
      if (value < key) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }

  has(key: string): boolean {
    return this.find(key) >= 0;
  }

  /** The entries of a key (empty for a key that is only a prefix of longer ones), or null. */
  get(key: string): ReadonlyArray<readonly [number, number]> | null {
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const found = this.lookup(key);
    if (this.memo.size < MEMO_LIMIT) this.memo.set(key, found);
    return found;
  }

  /** The entries of each longer key that starts with `prefix` and a space and has any, at most `limit` keys. */
  longer(prefix: string, limit: number): Array<ReadonlyArray<readonly [number, number]>> {
    const start = `${prefix} `;
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.keys[mid] as string) < start) low = mid + 1;
      else high = mid;
    }
    const out: Array<ReadonlyArray<readonly [number, number]>> = [];
    const end = Math.min(this.keys.length, low + limit);
    for (let at = low; at < end && (this.keys[at] as string).startsWith(start); at += 1) {
      const entries = this.entriesAt(at);
      if (entries.length > 0) out.push(entries);
    }
    return out;
  }

  private lookup(key: string): ReadonlyArray<readonly [number, number]> | null {
    const at = this.find(key);
    return at < 0 ? null : this.entriesAt(at);
  }

  private entriesAt(at: number): ReadonlyArray<readonly [number, number]> {
    let list = this.parsed.get(at);
    if (!list) {
      const text = this.lists[at] as string;
      list = text
        ? text.split(",").map((pair) => {
            const cut = pair.indexOf("=");
            return [Number(pair.slice(0, cut)), Number(pair.slice(cut + 1)) / this.scale] as const;
          })
        : [];
      this.parsed.set(at, list);
    }
    return list;
  }
}

const MEMO_LIMIT = 50_000;
