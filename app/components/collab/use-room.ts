import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { applyOps, sectionOf } from "~/domain/collab/apply";
import {
  acknowledge,
  addLocal,
  alreadyApplied,
  applyRemote,
  connectionOpened,
  initialClientState,
  markSent,
  reject,
  replaceConfirmed,
  viewOf,
  type ClientRoomState,
} from "~/domain/collab/client-state";
import type { ClientMessage, Peer, ServerMessage } from "~/domain/collab/protocol";
import type { Op } from "~/domain/resume/ops";
import type { RoomDocument } from "~/domain/resume/document";
import { batchIds, refusal } from "~/domain/collab/socket-client";
import type { RoomErrorCode } from "~/domain/collab/protocol";
import type { Annotation } from "~/domain/review/annotation";
import type { Suggestion } from "~/domain/suggestions/suggestion";
import { commentActivity, type Activity } from "./activity";
import { useRoomSocket } from "./use-room-socket";

export type { RoomStatus } from "./use-room-socket";
export type { RoomProblem } from "~/domain/collab/socket-client";
const FLUSH_DELAY_MS = 25;
const TYPING_THROTTLE_MS = 1500;
const RECENT_CHANGES = 5;

export interface RemoteCursor {
  clientId: string;
  name: string;
  color: string;
  position: { row: number; column: number; sectionId: string; fieldId: string };
}

export interface RemoteSelection {
  clientId: string;
  name: string;
  color: string;
  fieldId: string | null;
  text: string;
}

export interface RoomActivity {
  /** "Resume {section} updated by {name}", shown for 5 s. */
  onChange: (activity: Activity) => void;
  /** A collaborator is typing: "Someone is typing..." for 3 s. */
  onTyping: () => void;
  /** The room refused one of this client's changes (it would break a limit); the change is undone. */
  /** A refused edit: the room's English and, when it sent one, its code (the catalogue's, translated as apiErrors.{code}). */
  onRejected?: (message: string, code?: RoomErrorCode) => void;
}

/**
 * The browser's side of a resume room: one reconnecting socket, the client state of
 * ~/domain/collab/client-state, presence, cursors and activity. Edits made while offline wait in
 * `pending` and go out on reconnect; nothing typed is dropped.
 */
export function useRoom({
  resumeId,
  enabled,
  initial,
  version,
  activity,
}: {
  resumeId: string;
  enabled: boolean;
  initial: RoomDocument;
  version: number;
  activity: RoomActivity;
}) {
  const [state, setState] = useState<ClientRoomState>(() => initialClientState(initial, version));
  const stateRef = useRef(state);
  stateRef.current = state;
  const [you, setYou] = useState<Peer | null>(null);
  const [peers, setPeers] = useState<Peer[]>([]);
  const [editorCount, setEditorCount] = useState(0);
  const [recentChanges, setRecentChanges] = useState<Activity[]>([]);
  const [cursors, setCursors] = useState<Record<string, RemoteCursor>>({});
  const [selections, setSelections] = useState<Record<string, RemoteSelection>>({});
  /** Review annotations by id (docs/collaboration.md#review-annotations). */
  const [annotations, setAnnotations] = useState<Record<string, Annotation>>({});
  /** Suggestions by id, pending and decided (docs/collaboration.md#suggestions). */
  const [suggestions, setSuggestions] = useState<Record<string, Suggestion>>({});
  /** Counts the room's "upstreamChanged" signals: a variant's panel reads its upstream again on each. */
  const [upstreamSignal, setUpstreamSignal] = useState(0);
  const flushTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** This page's batch ids, numbered in order (the room recognises a repeat by its number). */
  const nextBatchId = useRef(batchIds());
  const lastTyping = useRef(0);
  const youRef = useRef<string | null>(null);
  /** The signed-in user's id: their own changes (a restore from History, another tab) are no news to them. */
  const youUserRef = useRef<string | null>(null);
  const activityRef = useRef(activity);
  activityRef.current = activity;

  const {
    status,
    transport,
    error,
    setError,
    retry,
    send: sendNow,
  } = useRoomSocket(resumeId, enabled, {
    onOpen: (join) => {
      // Whatever went out on an earlier connection goes out again on this one, first.
      update(connectionOpened);
      join({ type: "joinRoom", resumeId });
    },
    onClose: () => {
      setEditorCount(0);
      setPeers([]);
      setCursors({});
      setSelections({});
    },
    onMessage: handle,
  });

  const update = useCallback((change: (current: ClientRoomState) => ClientRoomState) => {
    stateRef.current = change(stateRef.current);
    setState(stateRef.current);
  }, []);

  /** Sends every batch not yet sent on this connection. */
  const flush = useCallback(() => {
    flushTimer.current = null;
    const unsent = stateRef.current.pending.filter((batch) => !batch.sent);
    if (unsent.length === 0) return;
    const sent: string[] = [];
    for (const batch of unsent) {
      if (!sendNow({ type: "resumeUpdate", resumeId, opId: batch.opId, ops: batch.ops, timestamp: Date.now() })) break;
      sent.push(batch.opId);
    }
    if (sent.length < unsent.length)
      console.warn(
        `Collaboration is offline: ${unsent.length - sent.length} change(s) kept and sent when the connection is back.`,
      );
    if (sent.length) update((current) => markSent(current, sent));
  }, [resumeId, sendNow, update]);

  /** Sends what waits at once, without the coalescing delay. */
  const flushNow = useCallback(() => {
    if (flushTimer.current !== null) clearTimeout(flushTimer.current);
    flush();
  }, [flush]);

  // A closing tab runs no effect clean-up: what waits goes in `pagehide`. The editor's own
  // `pagehide` saves (the job panel's pending save) were added by child components, earlier, so
  // they run first and their edits go with this.
  useEffect(() => {
    if (!enabled) return;
    window.addEventListener("pagehide", flushNow);
    return () => window.removeEventListener("pagehide", flushNow);
  }, [enabled, flushNow]);

  const send = useCallback(
    (message: ClientMessage) => {
      if (!sendNow(message)) console.warn(`Collaboration is offline: ${message.type} not sent.`);
    },
    [sendNow],
  );

  function handle(message: ServerMessage) {
    switch (message.type) {
      case "init":
        youRef.current = message.you.clientId;
        youUserRef.current = message.you.userId;
        setYou(message.you);
        setPeers(message.peers);
        update((current) => replaceConfirmed(current, message.document, message.version));
        flush();
        break;
      case "ack":
        if (message.rejected) {
          update((current) => reject(current, message.opId));
          activityRef.current.onRejected?.(message.rejected, message.rejectedCode);
        } else if (message.duplicate) {
          update((current) => alreadyApplied(current, message.opId, message.version));
        } else {
          update((current) => acknowledge(current, message.opId, message.version));
        }
        break;
      case "resumeUpdated": {
        update((current) => applyRemote(current, message.ops, message.version));
        const sections = message.sections.length ? message.sections : [...new Set(message.ops.map(sectionOf))];
        // "Updated by" oneself (after one's own restore) says nothing: no banner.
        if (message.by.userId === youUserRef.current) break;
        for (const section of sections) {
          const change = { section, name: message.by.name };
          // A burst of keystrokes is one change, not five.
          setRecentChanges((current) => {
            const last = current[0];
            return last && "section" in last && last.section === section && last.name === change.name
              ? current
              : [change, ...current].slice(0, RECENT_CHANGES);
          });
          activityRef.current.onChange(change);
        }
        break;
      }
      case "resumeReplaced":
        update((current) => replaceConfirmed(current, message.document, message.version));
        flush();
        break;
      case "editorCount":
        setEditorCount(message.count);
        break;
      case "presence":
        setPeers(message.peers);
        break;
      case "cursorUpdated":
        setCursors((current) => ({
          ...current,
          [message.clientId]: {
            clientId: message.clientId,
            name: message.user.name,
            color: message.user.color,
            position: message.position,
          },
        }));
        break;
      case "selectionUpdated":
        setSelections((current) => {
          const next = { ...current };
          if (!message.selection) delete next[message.clientId];
          else
            next[message.clientId] = {
              clientId: message.clientId,
              name: message.user.name,
              color: message.user.color,
              fieldId: null,
              text: message.selection.text,
            };
          return next;
        });
        break;
      case "typing":
        activityRef.current.onTyping();
        break;
      case "annotationsChanged": {
        setAnnotations((current) => {
          const next = message.all ? {} : { ...current };
          for (const annotation of message.annotations) next[annotation.id] = annotation;
          for (const id of message.deleted) delete next[id];
          return next;
        });
        // "Comment on Experience by Ana": reported like a change, but not one's own.
        const comment = commentActivity(message);
        if (comment && message.by?.clientId !== youRef.current) {
          setRecentChanges((current) => [comment, ...current].slice(0, RECENT_CHANGES));
          activityRef.current.onChange(comment);
        }
        break;
      }
      case "suggestionsChanged":
        setSuggestions((current) => {
          const next = message.all ? {} : { ...current };
          for (const suggestion of message.suggestions) next[suggestion.id] = suggestion;
          for (const id of message.deleted) delete next[id];
          return next;
        });
        break;
      case "upstreamChanged":
        setUpstreamSignal((count) => count + 1);
        break;
      case "error":
        setError(refusal(message));
        break;
    }
  }

  /** Applies local operations now and sends them shortly (coalescing a burst of keystrokes). */
  const apply = useCallback(
    (ops: Op[]) => {
      if (ops.length === 0) return;
      if (!enabled) {
        // Collaboration off: edits apply straight to the local document (the REST saver keeps it).
        update((current) => {
          const tombstones = { ...current.tombstones };
          return { ...current, confirmed: applyOps(current.confirmed, tombstones, ops).document, tombstones };
        });
        return;
      }
      update((current) => addLocal(current, nextBatchId.current(), ops));
      flushTimer.current ??= setTimeout(flush, FLUSH_DELAY_MS);
      const now = Date.now();
      if (now - lastTyping.current > TYPING_THROTTLE_MS) {
        lastTyping.current = now;
        send({ type: "typing", section: sectionOf(ops[0]!) });
      }
    },
    [enabled, flush, send, update],
  );

  // Peers other than this tab, for the panel (the same person may have several tabs open).
  const others = useMemo(() => peers.filter((peer) => peer.clientId !== you?.clientId), [peers, you]);
  // This tab's role as the room last said: the owner may change it while the page is open, and
  // presence carries the change (docs/collaboration.md#roles).
  const role = peers.find((peer) => peer.clientId === you?.clientId)?.role ?? you?.role ?? null;
  const document = useMemo(() => viewOf(state), [state]);
  const annotationList = useMemo(
    () => Object.values(annotations).sort((a, b) => a.createdAt - b.createdAt),
    [annotations],
  );
  const suggestionList = useMemo(
    () => Object.values(suggestions).sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id)),
    [suggestions],
  );
  /** The document as shown, including edits applied since the last render (for undo: see use-undo.ts). */
  const current = useCallback(() => viewOf(stateRef.current), []);
  /** Whether edits wait to be sent or acknowledged, including those applied since the last render. */
  const hasPending = useCallback(() => stateRef.current.pending.length > 0, []);

  return {
    document,
    current,
    version: state.version,
    pendingCount: state.pending.length,
    hasPending,
    apply,
    send,
    status,
    transport,
    error,
    retry,
    you,
    role,
    others,
    editorCount,
    recentChanges,
    annotations: annotationList,
    suggestions: suggestionList,
    cursors: Object.values(cursors),
    selections: Object.values(selections),
    upstreamSignal,
  };
}
