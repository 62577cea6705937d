import { openApiDocument } from "~/server/openapi/document.server";

/** GET /api/openapi.json: the OpenAPI 3.1 document of the API (docs/api.md#openapi); public, cached 5 minutes. */
export function loader() {
  return new Response(JSON.stringify(openApiDocument()), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
