/**
 * What a collaborator did, as the banner and Recent Changes show it in the reader's language
 * (docs/i18n.md): "Resume {section} updated by {name}" and "Comment on {section} by {name}" are
 * kept in parts and worded on screen; a text the room wrote that cannot be read into parts is
 * shown as it came.
 */
import type { TFunction } from "i18next";
import type { ServerMessage } from "~/domain/collab/protocol";
import { commentActivityOf, commentActivityText, type CommentActivity } from "~/domain/review/annotation";
import { reviewSectionIn } from "../review/section-names";

export type Activity = { section: string; name: string } | { comment: CommentActivity } | { text: string };

type AnnotationsChanged = Extract<ServerMessage, { type: "annotationsChanged" }>;

/**
 * The activity of a comment the room reports. The room sends English words
 * (`comment.activity`, kept for older clients); the comment's annotation and author are in the same
 * message, so the parts are read from them, and used only when they word exactly what the room
 * wrote (a room of another version may word it otherwise: then its text is shown).
 */
export function commentActivity(message: AnnotationsChanged): Activity | null {
  const comment = message.comment;
  if (!comment) return null;
  const annotation = message.annotations.find((candidate) => candidate.id === comment.annotationId);
  if (!annotation || !message.by || commentActivityText(annotation, message.by.name) !== comment.activity)
    return { text: comment.activity };
  return { comment: commentActivityOf(annotation, message.by.name) };
}

export function activityText(t: TFunction, activity: Activity): string {
  if ("text" in activity) return activity.text;
  if ("comment" in activity) {
    const { section, page, by } = activity.comment;
    // A section the review knows is named in the reader's language; any other as stored.
    const place = section ? reviewSectionIn(t, section) : t("editorChrome.collab.commentPage", { number: page });
    return t("editorChrome.collab.comment", { place, name: by });
  }
  // A section the texts lack reads as sent.
  const section = t(`editorChrome.collab.section.${activity.section}` as "editorChrome.collab.section.summary", {
    defaultValue: activity.section,
  });
  return t("editorChrome.collab.updated", { section, name: activity.name });
}
