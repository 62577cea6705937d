import ReconnectingWebSocket from "partysocket/ws";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ClientMessage, ServerMessage } from "~/domain/collab/protocol";
import { SeenReporter, seenMessage } from "~/domain/collab/seen-reporter";
import { RECONNECT, closeProblem, isFinalClose, parseFrame, roomUrl, type RoomProblem } from "~/domain/collab/socket-client";
import { useReconnectWhenBack } from "./use-reconnect";

export type RoomStatus = "connecting" | "connected" | "disconnected";

export interface RoomSocketHandlers {
  /** The socket opened (before the room's init). */
  onOpen?: (send: (message: ClientMessage) => void) => void;
  /** The socket closed; what was in flight may not have arrived. */
  onClose?: (code: number) => void;
  /** One message from the room, in the order sent. */
  onMessage: (message: ServerMessage) => void;
}

/**
 * The one socket to a resume room that the resume editor and the letter editor share
 * (docs/collaboration.md#reconnecting): quick retries growing from 1 s to 5 s with jitter, then
 * the slow 30 s retry and a retry when the browser comes back (use-reconnect.ts), frames parsed
 * into messages, `seen` reports for the resume versions applied, and status and error for the UI.
 */
export function useRoomSocket(resumeId: string, enabled: boolean, handlers: RoomSocketHandlers) {
  const [status, setStatus] = useState<RoomStatus>(enabled ? "connecting" : "disconnected");
  const [error, setError] = useState<RoomProblem | null>(null);
  const socketRef = useRef<ReconnectingWebSocket | null>(null);
  /** The last close ended access (revoked, deleted, policy): no retry of any kind. */
  const finalRef = useRef(false);
  useReconnectWhenBack(socketRef, finalRef, enabled);
  /**
   * Whether the room's last frame was an error: it sends why it closes a socket, by code, as the
   * frame just before the close (workers/room/sockets.ts closeWith), and that reason is kept.
   */
  const refusedLast = useRef(false);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  /** Sends now if the socket is open; false (and nothing sent) if not. */
  const send = useCallback((message: ClientMessage) => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  }, []);

  useEffect(() => {
    if (!enabled) {
      setStatus("disconnected");
      return;
    }
    const socket = new ReconnectingWebSocket(roomUrl(window.location, resumeId), [], {
      maxRetries: RECONNECT.maxRetries,
      // A little jitter so clients dropped together do not all come back in the same instant.
      minReconnectionDelay: RECONNECT.minDelayMs + Math.floor(Math.random() * 250),
      maxReconnectionDelay: RECONNECT.maxDelayMs,
      reconnectionDelayGrowFactor: RECONNECT.growFactor,
      connectionTimeout: RECONNECT.timeoutMs,
      shouldReconnectOnClose: (event) => !isFinalClose(event.code),
    });
    socketRef.current = socket;
    setStatus("connecting");
    // Tells the room how far this client has read: rarely while it keeps up, often while versions
    // pour in (app/domain/collab/seen-reporter.ts).
    const seen = new SeenReporter((version) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(seenMessage(version));
    });

    socket.addEventListener("open", () => {
      finalRef.current = false;
      setStatus("connected");
      setError(null);
      handlersRef.current.onOpen?.((message) => socket.send(JSON.stringify(message)));
    });
    socket.addEventListener("close", (event) => {
      setStatus("disconnected");
      finalRef.current = isFinalClose(event.code);
      const shown = closeProblem(event.code, event.reason);
      if (shown && !refusedLast.current) setError(shown);
      refusedLast.current = false;
      handlersRef.current.onClose?.(event.code);
    });
    socket.addEventListener("error", () => setError((current) => current ?? { kind: "own", key: "cannotReach" }));
    socket.addEventListener("message", (event) => {
      for (const message of parseFrame(event.data)) {
        if (message.type === "resumeUpdated") seen.apply(message.version);
        refusedLast.current = message.type === "error";
        handlersRef.current.onMessage(message);
      }
    });
    return () => {
      seen.stop();
      socketRef.current = null;
      socket.close(1000, "leaving");
    };
  }, [enabled, resumeId]);

  const retry = useCallback(() => {
    setError(null);
    setStatus("connecting");
    socketRef.current?.reconnect();
  }, []);

  return { status, error, setError, send, retry };
}
