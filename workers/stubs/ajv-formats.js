/** Stands in for ajv-formats beside workers/stubs/ajv.js (wrangler.toml [alias]). */
export default function addFormats() {
  throw new Error("ajv-formats is left out of the Worker: give the MCP SDK CfWorkerJsonSchemaValidator.");
}
