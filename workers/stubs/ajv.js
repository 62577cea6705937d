/**
 * Stands in for Ajv in the Worker bundle (wrangler.toml [alias]). The MCP SDK imports its Ajv
 * validator whether or not it is used; this Worker always gives the SDK the Workers-safe validator
 * (app/server/mcp/mcp-server.server.ts), and Ajv compiles schemas with `new Function`, which
 * workerd refuses anyway. Leaving it out saves about 45 KB gzip on every cold start.
 */
export default class Ajv {
  constructor() {
    throw new Error("Ajv is left out of the Worker: give the MCP SDK CfWorkerJsonSchemaValidator.");
  }
}
