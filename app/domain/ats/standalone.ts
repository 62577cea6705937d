/**
 * The engine with its tables bundled in, for Node scripts and benchmarks (one module graph, so the
 * tables reach the engine's own copy of ./data.ts). The Worker imports ./index and loads the
 * tables from its assets (app/server/ats-data.server.ts).
 */
import "./bundled-data";

export * from "./index";
