import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useWarnBeforeUnload } from "~/components/use-warn-before-unload";
import {
  applyLetterEdit,
  changeKey,
  mergeRemoteLetter,
  type LetterChangeKey,
  type LetterEdit,
} from "~/domain/cover-letter/live-edit";
import type { LetterContent } from "~/domain/cover-letter/schema";
import type { Peer, ServerMessage } from "~/domain/collab/protocol";
import type { RoomErrorCode } from "~/domain/collab/protocol";
import { englishMessage } from "~/lib/error-catalogue";
import { newOpId, refusal } from "~/domain/collab/socket-client";
import { useRoomSocket } from "../collab/use-room-socket";

/** A burst of keystrokes in one field goes out as one edit (the room writes each edit to D1). */
const SEND_DELAY_MS = 150;

interface PendingEdit {
  edit: LetterEdit;
  /** The opId it went out with on this connection; undefined while it waits (or was typed into again). */
  sentAs?: string;
}

export interface LetterActivity {
  /** A collaborator changed the letter: "{name} edited the letter". */
  onRemoteChange: (name: string) => void;
  /** The room refused one of this client's edits; the field shows the stored text again. */
  /** A refused edit: the English and, when known, its code (the catalogue's, translated as apiErrors.{code}). */
  onRejected: (message: string, code?: RoomErrorCode) => void;
}

/**
 * The letter editor's side of its resume's room (docs/collaboration.md#cover-letters): field edits
 * go out as `letterEdit`s, collaborators' edits arrive as `letterChanged` and are merged under what
 * this client has typed and not yet had acknowledged. Typed text waits while offline and goes out
 * on reconnect.
 */
export function useLetterRoom({
  resumeId,
  letterId,
  initial,
  version,
  activity,
}: {
  resumeId: string;
  letterId: string;
  initial: LetterContent;
  version: number;
  activity: LetterActivity;
}) {
  const [content, setContentState] = useState(initial);
  const contentRef = useRef(initial);
  /** The letter as the room last said it is stored, plus this client's acknowledged edits. */
  const confirmed = useRef(initial);
  const versionRef = useRef(version);
  const pending = useRef(new Map<LetterChangeKey, PendingEdit>());
  const [pendingCount, setPendingCount] = useState(0);
  const [you, setYou] = useState<Peer | null>(null);
  const youRef = useRef<Peer | null>(null);
  const [peers, setPeers] = useState<Peer[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const activityRef = useRef(activity);
  activityRef.current = activity;

  const show = useCallback((next: LetterContent) => {
    contentRef.current = next;
    setContentState(next);
    setPendingCount(pending.current.size);
  }, []);

  const { status, transport, error, setError, send } = useRoomSocket(resumeId, true, {
    onClose: () => {
      setPeers([]);
      // What was in flight may not have arrived: it goes out again on the next connection.
      for (const entry of pending.current.values()) entry.sentAs = undefined;
    },
    onMessage: handle,
  });

  const flush = useCallback(() => {
    timer.current = null;
    for (const entry of pending.current.values()) {
      if (entry.sentAs) continue;
      const opId = newOpId();
      if (!send({ type: "letterEdit", letterId, opId, edit: entry.edit, base: versionRef.current })) return;
      entry.sentAs = opId;
    }
  }, [letterId, send]);

  /** Shows an edit now and sends it shortly. */
  const edit = useCallback(
    (change: LetterEdit) => {
      const applied = applyLetterEdit(contentRef.current, change);
      if (!("content" in applied)) {
        activityRef.current.onRejected(applied.rejected ?? englishMessage(applied.rejectedCode), applied.rejectedCode);
        return;
      }
      if (change.field === "paragraphs") {
        // The new list holds the latest text of every paragraph; a waiting single-paragraph edit
        // sent after it could land on a paragraph that moved.
        for (const [key, entry] of pending.current)
          if (key.startsWith("paragraph:") && !entry.sentAs) pending.current.delete(key);
      }
      pending.current.delete(changeKey(change));
      pending.current.set(changeKey(change), { edit: change });
      show(applied.content);
      timer.current ??= setTimeout(flush, SEND_DELAY_MS);
    },
    [flush, show],
  );

  function handle(message: ServerMessage) {
    switch (message.type) {
      case "init":
        setYou(message.you);
        youRef.current = message.you;
        setPeers(message.peers);
        flush();
        break;
      case "presence":
        setPeers(message.peers);
        break;
      case "letterAck": {
        if (message.letterId !== letterId) break;
        const found = [...pending.current].find(([, entry]) => entry.sentAs === message.opId);
        if (!found) break;
        const [key, entry] = found;
        pending.current.delete(key);
        if (message.rejected) {
          activityRef.current.onRejected(message.rejected, message.rejectedCode);
          show(mergeRemoteLetter(confirmed.current, contentRef.current, new Set(pending.current.keys())));
          break;
        }
        const applied = applyLetterEdit(confirmed.current, entry.edit);
        if ("content" in applied) confirmed.current = applied.content;
        versionRef.current = Math.max(versionRef.current, message.version);
        setPendingCount(pending.current.size);
        break;
      }
      case "letterChanged":
        if (message.letterId !== letterId) break;
        confirmed.current = message.content;
        versionRef.current = message.version;
        show(mergeRemoteLetter(message.content, contentRef.current, new Set(pending.current.keys())));
        if (message.by && message.by.userId !== youRef.current?.userId)
          activityRef.current.onRemoteChange(message.by.name);
        break;
      case "error":
        setError(refusal(message));
        break;
    }
  }

  /** A whole letter saved outside the room by this client (a draft): it becomes what is stored. */
  const replaced = useCallback(
    (stored: LetterContent, storedVersion: number) => {
      confirmed.current = stored;
      versionRef.current = storedVersion;
      pending.current.clear();
      show(stored);
    },
    [show],
  );

  // A closing tab runs no effect clean-up: what waits goes at once, without the pause; the browser
  // asks first while anything is unacknowledged (docs/collaboration.md#leaving-the-editor).
  useEffect(() => {
    const sendNow = () => {
      if (timer.current !== null) clearTimeout(timer.current);
      flush();
    };
    window.addEventListener("pagehide", sendNow);
    return () => window.removeEventListener("pagehide", sendNow);
  }, [flush]);
  useWarnBeforeUnload(pendingCount > 0);

  /** Whether typed edits wait to be sent or acknowledged, read at once. */
  const hasPending = useCallback(() => pending.current.size > 0, []);

  /** Resolves once every typed edit is stored (or after `timeoutMs`): exports wait for it. */
  const settled = useCallback(async (timeoutMs = 5000) => {
    const until = Date.now() + timeoutMs;
    while (pending.current.size > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    return pending.current.size === 0;
  }, []);

  const others = useMemo(() => peers.filter((peer) => peer.clientId !== you?.clientId), [peers, you]);
  return {
    content,
    edit,
    replaced,
    settled,
    hasPending,
    version: () => versionRef.current,
    pendingCount,
    status,
    transport,
    error,
    you,
    others,
  };
}
