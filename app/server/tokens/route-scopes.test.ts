/**
 * Every API route file is in the scope table, so a new route is a decision, not an accident; and
 * the table names only routes that exist (a renamed route would otherwise lose its scope silently).
 */
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ROUTE_SCOPES, routeAccess, routeTakesTokens } from "./route-scopes.server";

const routeIds = readdirSync(new URL("../../routes", import.meta.url))
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => `routes/${file.replace(/\.tsx?$/, "")}`);

describe("the token scope of each API route", () => {
  it("lists every route that takes tokens, and no route that does not exist", () => {
    const takingTokens = routeIds.filter(routeTakesTokens).sort();
    expect(takingTokens.length).toBeGreaterThan(40);
    expect(Object.keys(ROUTE_SCOPES).sort()).toEqual(takingTokens);
  });

  it("reads HEAD as GET and refuses what is not listed", () => {
    expect(routeAccess("routes/api.resumes.$id", "HEAD")).toBe("read");
    expect(routeAccess("routes/api.resumes.$id", "PATCH")).toBeUndefined();
    expect(routeAccess("routes/api.not-a-route", "GET")).toBeUndefined();
    expect(routeTakesTokens("routes/_app.dashboard")).toBe(false);
  });
});
