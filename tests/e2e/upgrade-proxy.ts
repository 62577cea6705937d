/**
 * A local HTTP proxy in front of the site that refuses websocket upgrades (403), as many office,
 * school and hotel networks do, until told to let them through (docs/collaboration-http.md). Plain
 * requests go through unchanged, except Host and Origin, which it rewrites to the site's own so
 * the site's same-origin checks see the page it serves.
 */
import { createServer, request as forward, type IncomingHttpHeaders } from "node:http";
import { connect, type AddressInfo } from "node:net";

export interface UpgradeProxy {
  url: string;
  /** Upgrades refused so far. */
  refused: () => number;
  allowUpgrades: (allowed: boolean) => void;
  close: () => Promise<void>;
}

export async function startUpgradeProxy(target: string): Promise<UpgradeProxy> {
  const upstream = new URL(target);
  let allowed = false;
  let refused = 0;
  let self = "";
  /** Piped upgrades are no longer the server's connections: closed by hand at the end. */
  const tunnels = new Set<{ destroy: () => void }>();
  const rewrite = (headers: IncomingHttpHeaders) => {
    const out: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) out[name] = value;
    out.host = upstream.host;
    if (out.origin === self) out.origin = upstream.origin;
    return out;
  };
  const server = createServer((req, res) => {
    const out = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: rewrite(req.headers),
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on("error", () => res.destroy());
    req.pipe(out);
  });
  server.on("upgrade", (req, socket, head) => {
    if (!allowed) {
      refused += 1;
      socket.end(
        "HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nContent-Length: 26\r\nConnection: close\r\n\r\nWebSockets are not allowed",
      );
      return;
    }
    const out = connect(Number(upstream.port), upstream.hostname, () => {
      const headers = rewrite(req.headers);
      const lines = [
        `${req.method} ${req.url} HTTP/1.1`,
        ...Object.entries(headers).flatMap(([name, value]) =>
          (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${v}`),
        ),
      ];
      out.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length) out.write(head);
      socket.pipe(out).pipe(socket);
    });
    tunnels.add(out);
    tunnels.add(socket);
    out.on("error", () => socket.destroy());
    socket.on("error", () => out.destroy());
  });
  await new Promise<void>((done) => server.listen(0, upstream.hostname, done));
  self = `http://${upstream.hostname}:${(server.address() as AddressInfo).port}`;
  return {
    url: self,
    refused: () => refused,
    allowUpgrades: (on) => {
      allowed = on;
    },
    close: () =>
      new Promise((done) => {
        for (const tunnel of tunnels) tunnel.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
