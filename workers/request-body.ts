/**
 * Every request body is read to its end here, before any route runs, and handed on in memory.
 *
 * A route that answered while its body was still arriving (a 413 after reading past its limit, a
 * 405 or a redirect that reads nothing) left the rest of the upload in flight: workerd then cut
 * the connection, the client saw a reset, and `wrangler dev`'s own front worker answered 500
 * "Network connection lost" with the runtime's stack in the body. Reading everything first means
 * an answer never races the upload, whether it comes chunked, slowly or with a Content-Length.
 *
 * A body over MAX_REQUEST_BYTES (the most any route takes) is read on without being kept and
 * answered 413 `bodyTooLarge` without running a route; routes keep their own, smaller limits
 * (app/server/http.server.ts). A body whose sender stopped half-way is a 400 `bodyIncomplete`
 * (a 413 once it had gone past the limit).
 */
import { errorResponse, MAX_REQUEST_BYTES } from "../app/server/http.server";

/**
 * How much of a body too large to take is still read (and dropped) so that the 413 reaches the
 * client; Cloudflare's edge refuses larger bodies itself (100 MB on every plan), so past this
 * only a local server sees one, and its connection is cut.
 */
export const DRAIN_MAX_BYTES = 100 * 1024 * 1024;

export async function bufferedBody(request: Request): Promise<{ refused: Response } | { request: Request }> {
  if (!request.body) return { request };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > DRAIN_MAX_BYTES) {
        await reader.cancel().catch(() => undefined);
        break;
      }
      if (size <= MAX_REQUEST_BYTES) chunks.push(value);
    }
  } catch {
    // The client stopped sending (closed the connection, or its stream failed).
    return { refused: errorResponse(size > MAX_REQUEST_BYTES ? "bodyTooLarge" : "bodyIncomplete") };
  }
  if (size > MAX_REQUEST_BYTES) return { refused: errorResponse("bodyTooLarge") };
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const headers = new Headers(request.headers);
  headers.delete("Transfer-Encoding");
  headers.set("Content-Length", String(size));
  return { request: new Request(request, { headers, body: bytes }) };
}
