/** Stands in for zod-to-json-schema, the MCP SDK's converter of zod 3 schemas (see workers/stubs/zod-v3.js). */
export function zodToJsonSchema() {
  throw new Error("zod-to-json-schema is left out of the Worker: give the MCP SDK zod 4 schemas.");
}
