import { useEffect, useRef, type MouseEvent } from "react";
import { CURSOR_GRID, SELECTION_TEXT_MAX, type ClientMessage } from "~/domain/collab/protocol";

interface Options {
  /** Send only while collaborating and connected. */
  active: boolean;
  resumeId: string;
  user: { id: string; fullName: string };
  send: (message: ClientMessage) => void;
}

/** One pointer move in this many is sent: enough for a smooth remote cursor, a tenth of the traffic. */
const POINTER_SAMPLE = 10;

/**
 * Tells collaborators where this user's pointer is and what text they selected in the form.
 * Returns the ref for the form's box and its mouse-move handler.
 */
export function usePresenceTracking({ active, resumeId, user, send }: Options) {
  const formBox = useRef<HTMLDivElement>(null);
  const latest = useRef({ active, resumeId, user, send });
  latest.current = { active, resumeId, user, send };

  // The native `select` event (it bubbles) fires for every way text gets selected in a field,
  // including keyboard and script; React's onSelect only follows some of them.
  useEffect(() => {
    const box = formBox.current;
    if (!box) return;
    const listener = (event: Event) => {
      const now = latest.current;
      if (!now.active) return;
      const field = event.target as HTMLInputElement | HTMLTextAreaElement;
      if (typeof field.selectionStart !== "number" || field.selectionStart === field.selectionEnd) return;
      const start = field.selectionStart;
      const end = field.selectionEnd ?? start;
      const before = field.value.slice(0, start).split("\n");
      const through = field.value.slice(0, end).split("\n");
      now.send({
        type: "selectionUpdate",
        resumeId: now.resumeId,
        selection: {
          start: { row: before.length - 1, column: before.at(-1)!.length },
          end: { row: through.length - 1, column: through.at(-1)!.length },
          text: field.value.slice(start, end).slice(0, SELECTION_TEXT_MAX),
        },
        user: { userId: now.user.id, name: now.user.fullName },
      });
    };
    box.addEventListener("select", listener);
    return () => box.removeEventListener("select", listener);
  }, []);

  const moves = useRef(0);
  function onMouseMove(event: MouseEvent<HTMLElement>) {
    if (!active || ++moves.current % POINTER_SAMPLE !== 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    const target = event.target as HTMLElement;
    send({
      type: "cursorUpdate",
      resumeId,
      position: {
        row: Math.max(0, Math.floor((event.clientY - box.top) / CURSOR_GRID.rowPx)),
        column: Math.max(0, Math.floor((event.clientX - box.left) / CURSOR_GRID.columnPx)),
        sectionId: target.closest<HTMLElement>("[data-section]")?.dataset.section ?? "",
        fieldId: target.closest<HTMLElement>("[data-field]")?.dataset.field ?? "",
      },
      user: { userId: user.id, name: user.fullName },
    });
  }

  return { formBox, onMouseMove };
}
