/**
 * Stands in for zod's v3 layer in the Worker bundle (wrangler.toml [alias]): the MCP SDK reaches it
 * only for zod 3 schemas, and every schema here is zod 4 (app/server/mcp/). If one ever were not,
 * this says so at once.
 */
export function object() {
  throw new Error("zod v3 is left out of the Worker: give the MCP SDK zod 4 schemas.");
}
