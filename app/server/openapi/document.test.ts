/**
 * The OpenAPI document (docs/api.md#openapi) against what the code does: every API route file is in
 * ROUTE_SCOPES and every scoped /api operation in the document; each request body is the schema
 * object the route validates with, as zod turns it into JSON Schema; the committed docs/openapi.json
 * is what the code makes (`npm run openapi:write` writes it: this file with OPENAPI_WRITE=1); the
 * document is valid OpenAPI 3.1.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { ROUTE_SCOPES } from "../tokens/route-scopes.server";
import { openApiDocument, routePath } from "./document.server";
import { NOT_DOCUMENTED, OPERATIONS } from "./operations.server";

const root = new URL("../../../", import.meta.url).pathname;
const COMMITTED = join(root, "docs/openapi.json");

type Json = Record<string, unknown>;
/** Built inside each test, so a catalogue entry ROUTE_SCOPES lacks fails the tests by name, not the file. */
const doc = () =>
  openApiDocument() as {
    paths: Record<string, Record<string, Json>>;
    components: { schemas: Record<string, unknown> };
  };
const generated = () => `${JSON.stringify(openApiDocument(), null, 2)}\n`;

describe("every route is in the document", () => {
  it("each app/routes/api.*.ts is a key of ROUTE_SCOPES", () => {
    const files = readdirSync(join(root, "app/routes")).filter(
      (name) => /^api\..*\.ts$/.test(name) && !name.includes(".test."),
    );
    expect(files.length).toBeGreaterThan(40);
    const missing = files.map((name) => `routes/${name.replace(/\.ts$/, "")}`).filter((id) => !(id in ROUTE_SCOPES));
    expect(missing, "add these routes to ROUTE_SCOPES (app/server/tokens/route-scopes.server.ts)").toEqual([]);
  });

  it("each method of each /api route of ROUTE_SCOPES is an operation, with its scope", () => {
    const missing: string[] = [];
    for (const [routeId, methods] of Object.entries(ROUTE_SCOPES)) {
      if (!routeId.startsWith("routes/api.") || routeId in NOT_DOCUMENTED) continue;
      for (const [method, access] of Object.entries(methods)) {
        const operation = doc().paths[routePath(routeId)]?.[method.toLowerCase()];
        if (!operation) missing.push(`${method} ${routeId}`);
        else expect(operation["x-token-scope"], `${method} ${routeId}`).toBe(access);
      }
    }
    expect(missing, "describe these in app/server/openapi/operations.server.ts").toEqual([]);
  });

  it("only the catch-all and MCP are left out", () => {
    expect(ROUTE_SCOPES).toHaveProperty(["routes/api.$"]);
    expect(Object.keys(NOT_DOCUMENTED).sort()).toEqual(["routes/api.$", "routes/mcp"]);
  });

  it("paths are the routes' URLs", () => {
    expect(routePath("routes/api.resumes.$id.suggestions")).toBe("/api/resumes/{id}/suggestions");
    expect(routePath("routes/api.applications.export[.]csv")).toBe("/api/applications/export.csv");
    expect(routePath("routes/api.resumes._index")).toBe("/api/resumes");
    expect(routePath("routes/api.files.$")).toBe("/api/files/{path}");
    expect(Object.keys(doc().paths)).toContain("/api/openapi.json");
  });

  it("security follows the scope: a token scope, session only, or anyone", () => {
    expect(doc().paths["/api/resumes/{id}"]!.put!.security).toEqual([{ bearerAuth: ["write"] }, { cookieAuth: [] }]);
    expect(doc().paths["/api/account/export"]!.get!.security).toEqual([{ cookieAuth: [] }]);
    expect(doc().paths["/api/auth/login"]!.post!.security).toEqual([]);
    expect(doc().paths["/api/auth/me"]!.get!.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
  });
});

/** The file that validates a route's body: the route's own, or the helper the catalogue names. */
function validatingFile(routeId: string, where: string | undefined): string {
  return join(root, where ?? `app/routes/${routeId.replace(/^routes\//, "")}.ts`);
}

/** The module a source file imports `name` from, as an absolute path or `~/` specifier. */
function importOf(source: string, file: string, name: string): string | undefined {
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    const names = match[1]!.split(",").map((part) => part.trim());
    if (!names.includes(name)) continue;
    const spec = match[2]!;
    return spec.startsWith(".") ? join(dirname(file), spec) : spec;
  }
  return undefined;
}

const VALIDATES = (name: string) =>
  new RegExp(`(?:readJson\\(request(?:\\.clone\\(\\)[^,]*)?,|parseOr400\\(|optionalBody\\(request,)\\s*${name}\\b`);

describe("request bodies are the schemas the routes validate with", () => {
  const bodies = Object.entries(OPERATIONS).flatMap(([routeId, methods]) =>
    Object.entries(methods).flatMap(([method, op]) =>
      Object.entries(op.body?.schemas ?? {}).map(([name, schema]) => ({
        routeId,
        method,
        name,
        schema,
        where: op.body!.in,
      })),
    ),
  );

  it.each(bodies)("$method $routeId validates with $name", async ({ routeId, name, schema, where }) => {
    const file = validatingFile(routeId, where);
    expect(existsSync(file), `${file} is missing`).toBe(true);
    const source = readFileSync(file, "utf8");
    expect(source, `${file} does not validate its body with ${name}`).toMatch(VALIDATES(name));
    const from = importOf(source, file, name);
    expect(from, `${file} does not import ${name}`).toBeDefined();
    const module = (await import(/* @vite-ignore */ from!)) as Record<string, unknown>;
    expect(module[name] === schema, `${name} in ${file} is another object than the catalogue's`).toBe(true);
  });

  it("every schema a route file reads a body with is in the catalogue", () => {
    const unlisted: string[] = [];
    for (const routeId of Object.keys(ROUTE_SCOPES)) {
      if (!routeId.startsWith("routes/api.") || routeId in NOT_DOCUMENTED) continue;
      const file = validatingFile(routeId, undefined);
      if (!existsSync(file)) continue;
      const listed = Object.values(OPERATIONS[routeId] ?? {}).flatMap((op) => Object.keys(op.body?.schemas ?? {}));
      for (const match of readFileSync(file, "utf8").matchAll(/(?:readJson\(request,|parseOr400\()\s*(\w+)(?=[,)])/g)) {
        if (!listed.includes(match[1]!)) unlisted.push(`${routeId}: ${match[1]}`);
      }
    }
    expect(unlisted, "name these in app/server/openapi/operations.server.ts").toEqual([]);
  });

  it.each(bodies)("the document's $name is zod's JSON Schema of it", ({ name, schema }) => {
    const { $schema: _dialect, ...expected } = z.toJSONSchema(schema, {
      target: "draft-2020-12",
      io: "input",
      unrepresentable: "any",
    });
    expect(doc().components.schemas[name]).toEqual(expected);
  });
});

describe("the committed document", () => {
  it("docs/openapi.json is what the code makes", () => {
    if (process.env.OPENAPI_WRITE) writeFileSync(COMMITTED, generated());
    const committed = existsSync(COMMITTED) ? readFileSync(COMMITTED, "utf8") : "";
    expect(committed === generated(), "docs/openapi.json is stale: run npm run openapi:write").toBe(true);
  });

  it("is valid OpenAPI 3.1", async () => {
    const result = await new Validator().validate(openApiDocument());
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
