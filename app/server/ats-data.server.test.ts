/**
 * The Worker does not carry the ATS tables (app/domain/ats/data.ts): every server module that runs
 * the engine must load them first. Integration tests share one isolate, where an earlier test may
 * have loaded them already, so a forgotten call would only fail in production's first request:
 * this reads the server's sources instead.
 */
import { describe, expect, it } from "vitest";

const sources = import.meta.glob<string>(["/app/server/**/*.ts", "/app/routes/**/*.{ts,tsx}", "/workers/**/*.ts"], { query: "?raw", import: "default", eager: true });
/** The engine's entry points that read the tables. */
const ENGINE_CALL = /\b(analyzeAts|draftLetter|proposeTailoring|analyzeTailored|tailorScore)\(/;

describe("the ATS tables on the server", () => {
  it("are loaded by every server module that runs the engine", () => {
    const running = Object.entries(sources).filter(([path, text]) => !path.endsWith(".test.ts") && ENGINE_CALL.test(text));
    expect(running.length).toBeGreaterThanOrEqual(5);
    // A page's browser code loads them with the drafter (components/cover-letter/load-drafter.client.ts).
    const forgetful = running.filter(([, text]) => !text.includes("ensureAtsData(") && !text.includes("loadDrafter(")).map(([path]) => path);
    expect(forgetful).toEqual([]);
  });

  it("are never bundled into the Worker", () => {
    const bundling = Object.entries(sources).filter(([, text]) => /ats\/(bundled-data|standalone)|occupations\.json|skills-dictionary\.json/.test(text)).map(([path]) => path);
    expect(bundling.filter((path) => !path.endsWith(".test.ts"))).toEqual([]);
  });
});
