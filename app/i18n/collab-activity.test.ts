/**
 * The room's activity lines in the reader's language (docs/i18n.md): "Comment on Experience by
 * Ana" is read into parts from the room's message and worded on screen; in English exactly as the
 * room words it (commentActivityText), and a wording the parts cannot say is shown as it came.
 */
import { describe, expect, it } from "vitest";
import { activityText, commentActivity } from "~/components/collab/activity";
import { REVIEW_SECTIONS } from "~/components/review/section-names";
import type { ServerMessage } from "~/domain/collab/protocol";
import { commentActivityText, type Annotation } from "~/domain/review/annotation";
import { createI18n } from "./instance.server";

function annotation(section: string | undefined, pageIndex: number): Annotation {
  return {
    id: "a1",
    pageIndex,
    drawnOnVersion: 3,
    ...(section === undefined ? {} : { section }),
    shape: { kind: "freeText", rect: [0, 0, 10, 10], color: [0, 0, 0], fontSize: 10, text: "Look here" },
    author: { userId: "u1", name: "Ana" },
    createdAt: 1,
    updatedAt: 2,
    resolved: false,
    comments: [],
  };
}

/** What the room broadcasts when `by` comments on the annotation (workers/resume-room.ts). */
function commented(
  marked: Annotation,
  by: string,
  activity = commentActivityText(marked, by),
): Extract<ServerMessage, { type: "annotationsChanged" }> {
  return {
    type: "annotationsChanged",
    annotations: [marked],
    deleted: [],
    by: { clientId: "c2", userId: "u2", name: by },
    comment: { annotationId: marked.id, activity },
  };
}

const sections = [...Object.keys(REVIEW_SECTIONS), "Languages", "", undefined];

describe("a comment's activity line", () => {
  it("is in English word for word what the room writes", () => {
    const t = createI18n("en").t;
    for (const section of sections) {
      for (const page of [0, 1, 4]) {
        for (const by of ["Ana", "José María O'Neil"]) {
          const message = commented(annotation(section, page), by);
          const activity = commentActivity(message);
          expect(activity && "comment" in activity, `${section} ${page}`).toBe(true);
          expect(activityText(t, activity!)).toBe(message.comment!.activity);
        }
      }
    }
  });

  it("is worded in the reader's language, sections the review knows translated, others as stored", () => {
    const de = createI18n("de").t;
    const es = createI18n("es").t;
    expect(activityText(de, commentActivity(commented(annotation("Experience", 0), "Ana"))!)).toBe(
      "Kommentar von Ana zu Berufserfahrung",
    );
    expect(activityText(de, commentActivity(commented(annotation(undefined, 1), "Ana"))!)).toBe(
      "Kommentar von Ana zu Seite 2",
    );
    expect(activityText(es, commentActivity(commented(annotation("Skills", 0), "Ana"))!)).toBe(
      "Comentario de Ana sobre Habilidades",
    );
    expect(activityText(es, commentActivity(commented(annotation("Languages", 2), "Ana"))!)).toBe(
      "Comentario de Ana sobre Languages",
    );
  });

  it("shows the room's own text when it cannot be read into parts", () => {
    const de = createI18n("de").t;
    const marked = annotation("Experience", 0);
    // A room of another version, wording it otherwise.
    expect(activityText(de, commentActivity(commented(marked, "Ana", "Ana commented on Experience"))!)).toBe(
      "Ana commented on Experience",
    );
    // The annotation is not in the message.
    const missing = { ...commented(marked, "Ana"), annotations: [] };
    expect(activityText(de, commentActivity(missing)!)).toBe("Comment on Experience by Ana");
    expect(commentActivity({ ...commented(marked, "Ana"), comment: undefined })).toBeNull();
  });

  it("keeps a section update as it was: section and name, worded on screen", () => {
    expect(activityText(createI18n("en").t, { section: "summary", name: "Ana" })).toBe("Resume summary updated by Ana");
    expect(activityText(createI18n("de").t, { section: "summary", name: "Ana" })).not.toMatch(/updated by/);
  });
});
