/**
 * A master's room pushing its edits to the variants open elsewhere (docs/variants.md#when-a-sync-runs;
 * the rules of who follows and how often are app/domain/variants/follow.ts). The followers are kept
 * in storage, since a hibernated room forgets its memory; the push itself is the Worker's sync
 * (app/server/variants.server.ts pushToVariant), run here as the follower's reader with their
 * access checked again.
 *
 * One push runs at a time; an edit that comes while one runs asks for another after it.
 */
import { currentFollowers, follow, nextPushAt, type Follower, type Followers } from "../../app/domain/variants/follow";

const KEY = "variants:followers";

/** Syncs each follower with the master now; answers the ids that should follow no more. */
export type PushToFollowers = (followers: Record<string, Follower>) => Promise<string[]>;

export class VariantFollowers {
  /** undefined until read from storage after a wake-up. */
  private followers: Followers | undefined;
  /** The document version last seen (memory only: a room woken from hibernation starts at null). */
  private seenVersion: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running = false;
  private again = false;
  private lastPushAt: number | null = null;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly push: PushToFollowers,
    private readonly now: () => number = Date.now,
  ) {}

  /** `variantId` follows this room's resume for a while, as `userId` (a read of its upstream that may write). */
  async add(variantId: string, userId: string): Promise<void> {
    this.followers = follow(await this.load(), variantId, userId, this.now());
    await this.storage.put(KEY, this.followers);
  }

  /**
   * The room's document is at `version`: when that is new, the followers get it, at once after a
   * quiet spell. Called after every batch of the room's effects; cheap when nothing changed.
   */
  seen(version: number | null): void {
    if (version === null || version === this.seenVersion) return;
    // The first version a woken room sees may be the edit that woke it: it is pushed too (a push
    // of nothing new writes nothing, and runs only when someone follows).
    this.seenVersion = version;
    void this.schedule();
  }

  /** The resume is gone: nobody follows it. */
  async forget(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.followers = {};
    this.seenVersion = null;
    await this.storage.delete(KEY);
  }

  private async load(): Promise<Followers> {
    if (this.followers === undefined) this.followers = (await this.storage.get<Followers>(KEY)) ?? {};
    return this.followers;
  }

  private async schedule(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) return;
    const followers = currentFollowers(await this.load(), this.now());
    if (Object.keys(followers).length === 0 || this.timer || this.running) return;
    const now = this.now();
    this.timer = setTimeout(() => void this.run(), nextPushAt(this.lastPushAt, now) - now);
  }

  private async run(): Promise<void> {
    this.timer = null;
    this.running = true;
    this.lastPushAt = this.now();
    try {
      const current = currentFollowers(await this.load(), this.now());
      const dropped = await this.push(current);
      if (dropped.length > 0 || Object.keys(current).length !== Object.keys(this.followers ?? {}).length) {
        // Re-read: a follower may have been added while the push ran.
        const kept = { ...currentFollowers(await this.load(), this.now()) };
        for (const id of dropped) delete kept[id];
        this.followers = kept;
        await this.storage.put(KEY, kept);
      }
    } catch (error) {
      // The next edit, or the variant's own next read, syncs it.
      console.error("Could not push the master's edits to its variants", error);
    } finally {
      this.running = false;
      if (this.again) {
        this.again = false;
        void this.schedule();
      }
    }
  }
}
