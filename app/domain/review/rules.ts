/**
 * Who may do what to an annotation, and what each change makes of it. Pure, so the room applies
 * exactly what the unit tests check: anyone with a role on the resume (viewers included: reviewing
 * is what they are invited for) may draw, comment, resolve and reopen; only the annotation's author
 * or the resume's owner may change or delete it (docs/collaboration.md#review-annotations).
 */
import type { Role, RoomErrorCode, RoomErrorParams, RoomRefusal } from "../collab/protocol";
import { REVIEW_LIMITS, type Annotation, type AnnotationDraft, type ReviewAuthor } from "./annotation";
import { imageProblem } from "./image";
import type { ReviewLedger } from "./ledger";

export interface Reviewer extends ReviewAuthor {
  role: Role;
}

export type ReviewAction =
  | { type: "annotationUpsert"; annotation: AnnotationDraft }
  | { type: "annotationDelete"; id: string }
  | { type: "commentAdd"; annotationId: string; commentId: string; text: string }
  | { type: "annotationResolve"; id: string; resolved: boolean };

export type ReviewOutcome =
  { ok: true; annotation: Annotation } | { ok: true; deleted: string } | ({ ok: false } & RoomRefusal);

/** Largest stored annotation (bytes of JSON): a full thread and a stamp image fit, well under what DO storage takes per value. */
const MAX_ANNOTATION_BYTES = 512 * 1024;

/** A refusal: its code and parameters (ROOM_ERROR_CODES of app/domain/collab/protocol.ts); the worker says it in English. */
const refuse = (code: RoomErrorCode, params: RoomErrorParams = {}): ReviewOutcome => ({ ok: false, code, params });
const mayChange = (annotation: Annotation, by: Reviewer) =>
  by.role === "owner" || annotation.author.userId === by.userId;

const MB = 1024 * 1024;

/**
 * Applies one action by `by` to `current` (the stored annotation with that id, if any). `count` is
 * how many annotations the resume holds; `roomVersion` bounds the version a mark claims to be drawn
 * on; `ledger` holds the bytes the marks take, in all and per person. A change that grows the
 * marks past the resume's total, or a collaborator's share past theirs, is refused; one that
 * shrinks them (a smaller stamp, a resolve) is always taken.
 */
export function applyReviewAction(
  current: Annotation | undefined,
  action: ReviewAction,
  by: Reviewer,
  context: { now: number; count: number; roomVersion: number; ledger: ReviewLedger },
): ReviewOutcome {
  const author = { userId: by.userId, name: by.name };
  const outcome = decide();
  if (!outcome.ok || !("annotation" in outcome)) return outcome;
  if (new TextEncoder().encode(JSON.stringify(outcome.annotation)).byteLength > MAX_ANNOTATION_BYTES) {
    return refuse("annotationTooLarge");
  }
  const { ledger } = context;
  const after = ledger.after(outcome.annotation);
  if (after.totalBytes > REVIEW_LIMITS.bytesPerResume && after.totalBytes > ledger.totalBytes) {
    return refuse("marksFull", { max: REVIEW_LIMITS.bytesPerResume / MB });
  }
  const mine = after.bytesBy(by.userId);
  if (by.role !== "owner" && mine > REVIEW_LIMITS.bytesPerReviewer && mine > ledger.bytesBy(by.userId)) {
    return refuse("marksShare", { max: REVIEW_LIMITS.bytesPerReviewer / MB });
  }
  return outcome;

  function decide(): ReviewOutcome {
    switch (action.type) {
      case "annotationUpsert": {
        const shape = action.annotation.shape;
        const badImage = shape.kind === "stamp" || shape.kind === "signature" ? imageProblem(shape.image) : null;
        if (badImage) return refuse(badImage.code, badImage.params);
        const draft = {
          ...action.annotation,
          drawnOnVersion: Math.min(action.annotation.drawnOnVersion, context.roomVersion),
        };
        if (!current) {
          if (context.count >= REVIEW_LIMITS.perResume)
            return refuse("annotationLimit", { max: REVIEW_LIMITS.perResume });
          return {
            ok: true,
            annotation: {
              ...draft,
              author,
              createdAt: context.now,
              updatedAt: context.now,
              resolved: false,
              comments: [],
            },
          };
        }
        if (!mayChange(current, by)) return refuse("authorChanges");
        if (current.shape.kind !== draft.shape.kind) return refuse("kindFixed");
        // Author, time and thread stay; the mark moves or changes its look.
        return {
          ok: true,
          annotation: {
            ...current,
            pageIndex: draft.pageIndex,
            drawnOnVersion: draft.drawnOnVersion,
            section: draft.section,
            shape: draft.shape,
            updatedAt: context.now,
          },
        };
      }
      case "annotationDelete":
        if (!current) return refuse("annotationGone");
        if (!mayChange(current, by)) return refuse("authorDeletes");
        return { ok: true, deleted: current.id };
      case "commentAdd": {
        if (!current) return refuse("annotationGone");
        if (current.shape.kind !== "freeText" && current.shape.kind !== "highlight") return refuse("commentsOnNotes");
        if (current.comments.some((comment) => comment.id === action.commentId))
          return { ok: true, annotation: current };
        if (current.comments.length >= REVIEW_LIMITS.commentsPerThread)
          return refuse("threadLimit", { max: REVIEW_LIMITS.commentsPerThread });
        const comment = { id: action.commentId, author, createdAt: context.now, text: action.text };
        // A reply reopens a resolved thread: someone still has something to say.
        return {
          ok: true,
          annotation: { ...current, comments: [...current.comments, comment], resolved: false, updatedAt: context.now },
        };
      }
      case "annotationResolve":
        if (!current) return refuse("annotationGone");
        return { ok: true, annotation: { ...current, resolved: action.resolved, updatedAt: context.now } };
    }
  }
}
