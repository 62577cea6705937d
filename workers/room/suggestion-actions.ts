/**
 * What the room does with suggestions (docs/collaboration.md#suggestions): a proposal is judged
 * by app/domain/suggestions/decide.ts against the live document and stored; an acceptance is
 * applied through the room core as an ordinary edit by the person accepting (everyone receives
 * it, they can undo it) and leaves a version "Accepted suggestion from Ana"; a rejection only
 * changes the suggestion's status, kept in the panel's history.
 */
import { COLLAB_COLORS, type Role } from "../../app/domain/collab/protocol";
import type { Op } from "../../app/domain/resume/ops";
import type { RoomCore } from "../../app/domain/collab/room-core";
import {
  decided,
  planDecision,
  propose,
  prunable,
  viewOf,
  type SuggestionRefusal,
} from "../../app/domain/suggestions/decide";
import { SUGGESTION_LIMITS } from "../../app/domain/suggestions/limits";
import type { Suggestion, SuggestionView } from "../../app/domain/suggestions/suggestion";
import type { VersionAuthor } from "../../app/domain/resume/versions";
import { noteSuggestion } from "../../app/server/suggestions/digest-notices.server";
import type { RoomEffects } from "./effects";
import type { RoomSockets } from "./sockets";
import type { RoomSuggestions } from "./suggestions";
import type { RoomVersions } from "./room-versions";
import { TokenBuckets } from "../../app/domain/collab/token-bucket";

export interface Decider {
  userId: string;
  name: string;
  role: Role;
}

export type DecisionResult =
  { suggestions: SuggestionView[]; ops: Op[]; version: number } | { refusal: SuggestionRefusal };

/** A stable colour per person, from the room's eight (a suggestion keeps it when its author is gone). */
export function colorOf(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return COLLAB_COLORS[Math.abs(hash) % COLLAB_COLORS.length]!;
}

export class RoomSuggestionActions {
  /** Each person's proposal bucket (SUGGESTION_LIMITS.proposalsPerSecond); in memory, a restart refills it. */
  private readonly buckets = new TokenBuckets<string>({
    perSecond: SUGGESTION_LIMITS.proposalsPerSecond,
    burst: SUGGESTION_LIMITS.proposalBurst,
  });

  constructor(
    private readonly parts: {
      env: Env;
      core: RoomCore;
      suggestions: RoomSuggestions;
      effects: RoomEffects;
      versions: RoomVersions;
      sockets: RoomSockets;
    },
  ) {}

  async list(): Promise<SuggestionView[]> {
    const view = this.parts.core.view();
    if (!view) return [];
    return (await this.parts.suggestions.list()).map((s) => viewOf(s, view.document));
  }

  async propose(
    author: Decider,
    ops: Op[],
    origin: string,
    now = Date.now(),
  ): Promise<{ suggestion: SuggestionView; revised: boolean } | { refusal: SuggestionRefusal } | null> {
    const { core, suggestions, sockets, env } = this.parts;
    const view = core.view();
    if (!view) return null;
    if (!this.buckets.take(author.userId, now))
      return { refusal: { code: "suggestionRate", params: { retryAfterSeconds: 1 } } };
    const outcome = propose(await suggestions.list(), view, {
      id: crypto.randomUUID(),
      author: { userId: author.userId, name: author.name, color: colorOf(author.userId) },
      role: author.role,
      ops,
      now,
    });
    if (!outcome.ok) return { refusal: outcome.refusal };
    await suggestions.save([outcome.suggestion]);
    // The owner hears of it in a daily digest only when away (no socket in the room now).
    const ownerHere = sockets.peers().some((peer) => peer.role === "owner");
    if (!outcome.revised && !ownerHere && core.resumeId)
      await noteSuggestion(env, core.resumeId, author.name, origin, now);
    return { suggestion: viewOf(outcome.suggestion, view.document), revised: outcome.revised };
  }

  /** Accepts or rejects the given suggestions in one edit (one version for an acceptance). */
  async decide(
    ids: string[],
    by: Decider,
    decision: "accept" | "reject",
    force: boolean,
    now = Date.now(),
  ): Promise<DecisionResult | null> {
    const { core, suggestions, effects, versions } = this.parts;
    const view = core.view();
    if (!view) return null;
    const planned: Suggestion[] = [];
    const ops: Op[] = [];
    for (const id of ids) {
      const plan = planDecision(await suggestions.get(id), by.role, view.document, decision, force);
      if (!plan.ok) return { refusal: plan.refusal };
      planned.push(plan.suggestion);
      ops.push(...plan.ops);
    }
    let version = view.version;
    let applied: Op[] = [];
    if (decision === "accept") {
      const author: VersionAuthor = { id: by.userId, name: by.name };
      const { result, effects: toCarry } = core.applyAs(ops, author, "suggestion");
      if (!result) return null;
      if ("rejected" in result) return { refusal: { code: "resumeTooLarge" } };
      if (result.ops.length === 0) return { refusal: { code: "suggestionNoLongerApplies" } };
      await effects.carry(toCarry);
      ({ ops: applied, version } = result);
      const names = [...new Set(planned.map((s) => s.author.name))].join(", ");
      await versions.record("suggestion", {
        name:
          planned.length === 1
            ? `Accepted suggestion from ${names}`
            : `Accepted ${planned.length} suggestions from ${names}`,
        by: author,
      });
    }
    const changed = planned.map((s) =>
      decided(s, decision === "accept" ? "accepted" : "rejected", { userId: by.userId, name: by.name }, now),
    );
    const all = await suggestions.list();
    const merged = all.map((s) => changed.find((c) => c.id === s.id) ?? s);
    await suggestions.save(changed, prunable(merged));
    const document = core.view()?.document ?? view.document;
    return { suggestions: changed.map((s) => viewOf(s, document)), ops: applied, version };
  }

  /** Every pending suggestion of one person, oldest first. */
  async pendingOf(authorId: string): Promise<string[]> {
    return (await this.parts.suggestions.list())
      .filter((s) => s.status === "pending" && s.author.userId === authorId)
      .map((s) => s.id);
  }

  /** A collaborator's access was removed: their pending suggestions stay, marked as from a former collaborator. */
  async authorRemoved(userId: string): Promise<void> {
    const theirs = (await this.parts.suggestions.list()).filter(
      (s) => s.status === "pending" && s.author.userId === userId && !s.formerCollaborator,
    );
    if (theirs.length) await this.parts.suggestions.save(theirs.map((s) => ({ ...s, formerCollaborator: true })));
  }
}
