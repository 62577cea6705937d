import { useCallback, useRef, useState } from "react";
import type { ClientMessage } from "~/domain/collab/protocol";
import { EDITOR_TYPE, shapeFromEditor, type SerializedEditor } from "~/domain/review/pdfjs-shape";

/**
 * Turns what pdf.js's editors hold into room messages: a new or changed editor sends
 * `annotationUpsert`, an editor deleted in pdf.js (its Delete key or toolbar) `annotationDelete`.
 * Ids are this tab's nonce plus pdf.js's storage key, so two tabs never collide.
 */
export function useEditorSync(send: (message: ClientMessage) => void, version: number) {
  /** This tab's editors by pdf.js key; `heldByRoom` once the room's state has listed the mark. */
  const sent = useRef(
    new Map<string, { id: string; json: string; raw: string; text?: string; heldByRoom?: boolean }>(),
  );
  const nonce = useRef(Math.random().toString(36).slice(2, 10));
  /** Room ids of marks pdf.js draws itself in this tab (the overlay leaves them out). */
  const [localIds, setLocalIds] = useState<ReadonlySet<string>>(new Set());

  const sync = useCallback(
    /** `selectedText` gives (once) the page text a new highlight was made from: pdf.js does not serialize it. */
    (editors: Map<string, Record<string, unknown>>, selectedText?: () => string | undefined) => {
      let changed = false;
      for (const [key, serialized] of editors) {
        const known = sent.current.get(key);
        // Unchanged since the last look: skip the mapping (ink simplification is the costly part).
        const raw = JSON.stringify(serialized);
        if (known?.raw === raw) continue;
        const text = known
          ? known.text
          : serialized.annotationType === EDITOR_TYPE.highlight
            ? selectedText?.()
            : undefined;
        const mapped = shapeFromEditor({ ...(serialized as SerializedEditor), text });
        if (!mapped) continue;
        const json = JSON.stringify(mapped);
        if (known?.json === json) {
          known.raw = raw;
          continue;
        }
        const id = known?.id ?? `e-${nonce.current}-${key.replace(/[^A-Za-z0-9_-]/g, "").slice(-40)}`;
        sent.current.set(key, { id, json, raw, text });
        changed ||= !known;
        send({
          type: "annotationUpsert",
          annotation: { id, pageIndex: mapped.pageIndex, drawnOnVersion: version, shape: mapped.shape },
        });
      }
      for (const [key, { id }] of sent.current) {
        const serialized = editors.get(key) as SerializedEditor | undefined;
        if (serialized && !serialized.deleted) continue;
        sent.current.delete(key);
        changed = true;
        send({ type: "annotationDelete", id });
      }
      if (changed) setLocalIds(new Set([...sent.current.values()].map(({ id }) => id)));
    },
    [send, version],
  );

  /**
   * Lets go of this tab's editors whose marks the room resolved, or deleted after holding them
   * (the owner may delete anyone's): returns their pdf.js keys to take off the page. Released
   * editors are forgotten first, so taking them off sends no `annotationDelete`; a reopened mark
   * is drawn from the room like everyone else's.
   */
  const release = useCallback((annotations: ReadonlyArray<{ id: string; resolved: boolean }>) => {
    const inRoom = new Map(annotations.map((annotation) => [annotation.id, annotation.resolved]));
    const keys: string[] = [];
    for (const [key, entry] of sent.current) {
      const resolved = inRoom.get(entry.id);
      if (resolved === undefined) {
        // Not in the room yet (just sent) or gone from it (deleted): only the second lets go.
        if (entry.heldByRoom) keys.push(key);
        continue;
      }
      entry.heldByRoom = true;
      if (resolved) keys.push(key);
    }
    if (keys.length === 0) return keys;
    for (const key of keys) sent.current.delete(key);
    setLocalIds(new Set([...sent.current.values()].map(({ id }) => id)));
    return keys;
  }, []);

  /** A new document (the resume changed): its editors start empty; the room keeps the marks. */
  const reset = useCallback(() => {
    sent.current.clear();
    setLocalIds(new Set());
  }, []);

  return { sync, reset, release, localIds };
}
