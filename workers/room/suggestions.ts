/**
 * The room's suggestions, in its own storage (like review annotations: one key each, read lazily,
 * kept in memory while the object is awake, cleared with the room's storage when the resume is
 * deleted). They live with the live document they are judged against, so a proposal, its
 * conflicts and its acceptance (an ordinary edit in this room) need no other round trip, and they
 * survive the object's restarts (docs/decisions/suggestion-storage.md). What is allowed is decided
 * by app/domain/suggestions/decide.ts; this class only stores and tells the sockets.
 */
import type { SuggestionsChangedMessage } from "../../app/domain/collab/protocol";
import { SUGGESTION_LIMITS } from "../../app/domain/suggestions/limits";
import type { Suggestion } from "../../app/domain/suggestions/suggestion";
import type { RoomSockets } from "./sockets";

const PREFIX = "suggestion:";

export class RoomSuggestions {
  private cache: Map<string, Suggestion> | null = null;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly sockets: RoomSockets,
  ) {}

  /** Every suggestion kept, oldest first. */
  async list(): Promise<Suggestion[]> {
    return [...(await this.load()).values()].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
  }

  async get(id: string): Promise<Suggestion | undefined> {
    return (await this.load()).get(id);
  }

  /** Stores `changed` and drops `deleted`, then tells everyone in the room. */
  async save(changed: Suggestion[], deleted: string[] = []): Promise<void> {
    const all = await this.load();
    // The storage takes at most 128 keys per call.
    for (let i = 0; i < changed.length; i += 128)
      await this.storage.put(Object.fromEntries(changed.slice(i, i + 128).map((s) => [PREFIX + s.id, s])));
    for (let i = 0; i < deleted.length; i += 128)
      await this.storage.delete(deleted.slice(i, i + 128).map((id) => PREFIX + id));
    for (const s of changed) all.set(s.id, s);
    for (const id of deleted) all.delete(id);
    this.sockets.broadcast({ type: "suggestionsChanged", suggestions: changed, deleted });
  }

  /**
   * What a socket that just joined is sent: every suggestion kept, in frames of a bounded size;
   * the first says `all` (replace what you held), the others add to it.
   */
  async initial(): Promise<SuggestionsChangedMessage[]> {
    const all = await this.list();
    const frames: SuggestionsChangedMessage[] = [];
    for (let i = 0; i === 0 || i < all.length; i += SUGGESTION_LIMITS.perJoinFrame) {
      frames.push({
        type: "suggestionsChanged",
        suggestions: all.slice(i, i + SUGGESTION_LIMITS.perJoinFrame),
        deleted: [],
        ...(i === 0 ? { all: true as const } : {}),
      });
    }
    return frames;
  }

  /** The resume is gone: storage was cleared with everything else. */
  forget(): void {
    this.cache = null;
  }

  private async load(): Promise<Map<string, Suggestion>> {
    if (!this.cache) {
      const stored = await this.storage.list<Suggestion>({ prefix: PREFIX });
      this.cache = new Map([...stored.values()].map((s) => [s.id, s]));
    }
    return this.cache;
  }
}
