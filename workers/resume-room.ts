import { DurableObject } from "cloudflare:workers";

/**
 * One instance per resume ("resume-{resumeId}"). It fans out room events to every socket in the
 * room. Sockets use the Hibernation API, so an idle room costs nothing and survives eviction.
 *
 * The Worker authorizes every upgrade before forwarding it here; this object trusts the
 * attachment the Worker asked it to set on the socket.
 */
export class ResumeRoom extends DurableObject<Env> {
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade") !== "websocket") {
      return new Response("Expected a websocket upgrade", { status: 426 });
    }
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    this.broadcastEditorCount();
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (typeof message !== "string") return;
    // The full protocol arrives with collaboration; until then the room only answers pings.
    if (message === "ping") ws.send("pong");
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    ws.close(code === 1005 ? 1000 : code, "closing");
    this.broadcastEditorCount();
  }

  override async webSocketError(): Promise<void> {
    this.broadcastEditorCount();
  }

  private broadcastEditorCount(): void {
    const sockets = this.ctx.getWebSockets().filter((ws) => ws.readyState === WebSocket.OPEN);
    const message = JSON.stringify({ type: "editorCount", count: sockets.length });
    for (const ws of sockets) ws.send(message);
  }
}
