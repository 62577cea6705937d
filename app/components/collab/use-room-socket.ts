import { useCallback, useEffect, useRef, useState } from "react";
import type { ClientMessage, ServerMessage } from "~/domain/collab/protocol";
import { SeenReporter, seenMessage } from "~/domain/collab/seen-reporter";
import { closeProblem, isFinalClose, parseFrame, type RoomProblem } from "~/domain/collab/socket-client";
import { RoomConnection, type Transport } from "./room-connection";
import { useReconnectWhenBack } from "./use-reconnect";

export type { Transport } from "./room-connection";

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
 * The one connection to a resume room that the resume editor and the letter editor share
 * (docs/collaboration.md#reconnecting): a websocket with quick retries growing from 1 s to 5 s
 * with jitter, or HTTP when the network refuses websockets (room-connection.ts,
 * docs/collaboration-http.md); the slow 30 s retry and a retry when the browser comes back
 * (use-reconnect.ts), frames parsed into messages, `seen` reports for the resume versions applied,
 * and status, transport and error for the UI.
 */
export function useRoomSocket(resumeId: string, enabled: boolean, handlers: RoomSocketHandlers) {
  const [status, setStatus] = useState<RoomStatus>(enabled ? "connecting" : "disconnected");
  const [error, setError] = useState<RoomProblem | null>(null);
  const [transport, setTransport] = useState<Transport>("socket");
  const socketRef = useRef<RoomConnection | null>(null);
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

  /** Sends now if the connection is open; false (and nothing sent) if not. */
  const send = useCallback((message: ClientMessage) => socketRef.current?.send(JSON.stringify(message)) ?? false, []);

  useEffect(() => {
    if (!enabled) {
      setStatus("disconnected");
      return;
    }
    setStatus("connecting");
    // Tells the room how far this client has read: rarely while it keeps up, often while versions
    // pour in (app/domain/collab/seen-reporter.ts).
    const seen = new SeenReporter((version) => {
      socketRef.current?.send(seenMessage(version));
    });
    const connection = new RoomConnection(window.location, resumeId, {
      open: (via) => {
        finalRef.current = false;
        setTransport(via);
        setStatus("connected");
        setError(null);
        handlersRef.current.onOpen?.((message) => void connection.send(JSON.stringify(message)));
      },
      close: (code, reason) => {
        setStatus("disconnected");
        finalRef.current = isFinalClose(code);
        const shown = closeProblem(code, reason);
        if (shown && !refusedLast.current) setError(shown);
        refusedLast.current = false;
        handlersRef.current.onClose?.(code);
      },
      error: () => setError((current) => current ?? { kind: "own", key: "cannotReach" }),
      message: (data) => {
        for (const message of parseFrame(data)) {
          if (message.type === "resumeUpdated") seen.apply(message.version);
          refusedLast.current = message.type === "error";
          handlersRef.current.onMessage(message);
        }
      },
    });
    socketRef.current = connection;
    return () => {
      seen.stop();
      socketRef.current = null;
      connection.close();
    };
  }, [enabled, resumeId]);

  const retry = useCallback(() => {
    setError(null);
    setStatus("connecting");
    socketRef.current?.reconnect();
  }, []);

  return { status, transport, error, setError, send, retry };
}
