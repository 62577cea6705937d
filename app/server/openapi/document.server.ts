/**
 * The OpenAPI 3.1 document of /api (docs/api.md#openapi), made from the catalogue
 * (operations.server.ts) and the zod schemas it names: each body and answer schema is turned into
 * JSON Schema (draft 2020-12) by zod itself and kept once under its export name in
 * `components.schemas`. Built once per isolate.
 */
import * as z from "zod";
import { ERROR_CATALOGUE } from "~/lib/error-catalogue";
import { PRODUCT_NAME } from "~/lib/product";
import { SESSION_COOKIE } from "../session.server";
import { ROUTE_SCOPES, type ApiMethod, type RouteAccess } from "../tokens/route-scopes.server";
import { OPERATIONS, TAG_ORDER, type Answer, type NamedSchema, type Operation } from "./operations.server";

export type JsonSchema = Record<string, unknown>;
type Json = Record<string, unknown>;

export const JSON_SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema";

/**
 * What zod makes of a schema, as the document embeds it: request bodies as the input they take,
 * answers as the output they give; checks JSON Schema cannot say (refinements) are left out.
 */
export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  }) as JsonSchema;
  if ("$defs" in rest) throw new Error("A recursive schema needs its $defs moved into components.schemas.");
  return rest;
}

/** `routes/api.resumes.$id.suggestions` -> `/api/resumes/{id}/suggestions`; `[.]` is a literal dot, a bare `$` the rest of the path. */
export function routePath(routeId: string): string {
  const segments = routeId
    .replace(/^routes\//, "")
    .split(/(?<!\[)\.(?!\])/)
    .filter((segment) => segment !== "_index")
    .map((segment) => (segment === "$" ? "{path}" : segment.startsWith("$") ? `{${segment.slice(1)}}` : segment));
  return `/${segments.join("/")}`.replaceAll("[.]", ".");
}

const pathParameters = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

function operationId(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("");
}

/** Who may call: a personal token with the scope (`x-token-scope`), a session, or anyone. */
function security(access: RouteAccess, anonymous: Operation["anonymous"]): Json[] {
  if (anonymous === true) return [];
  const signedIn: Json[] =
    access === "session"
      ? [{ cookieAuth: [] }]
      : [{ bearerAuth: access === "any" ? [] : [access] }, { cookieAuth: [] }];
  return anonymous === "optional" ? [{}, ...signedIn] : signedIn;
}

const errorSchema = z.object({
  success: z.literal(false),
  code: z.enum(Object.keys(ERROR_CATALOGUE) as [keyof typeof ERROR_CATALOGUE]),
  message: z.string().describe("The English sentence, for API clients and logs"),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

const ERROR_CONTENT = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };

function buildDocument(): Json {
  const schemas: Record<string, JsonSchema> = {};
  const named = new Map<string, z.ZodType>();
  const ref = (schemasByName: NamedSchema, io: "input" | "output"): JsonSchema[] =>
    Object.entries(schemasByName).map(([name, schema]) => {
      const known = named.get(name);
      if (known && known !== schema) throw new Error(`Two schemas are named ${name}.`);
      if (!known) {
        named.set(name, schema);
        schemas[name] = jsonSchemaOf(schema, io);
      }
      return { $ref: `#/components/schemas/${name}` };
    });
  const oneOrAny = (refs: JsonSchema[]): JsonSchema => (refs.length === 1 ? refs[0]! : { anyOf: refs });
  const answer = (a: Answer): Json => {
    if (a.schema)
      return {
        description: a.description,
        content: { "application/json": { schema: oneOrAny(ref(a.schema, "output")) } },
      };
    if (a.contentType)
      return {
        description: a.description,
        content: {
          [a.contentType]: { schema: a.contentType === "application/json" ? {} : { type: "string", format: "binary" } },
        },
      };
    return { description: a.description };
  };

  const paths: Record<string, Json> = {};
  for (const [routeId, methods] of Object.entries(OPERATIONS)) {
    const path = routePath(routeId);
    for (const [method, op] of Object.entries(methods) as [ApiMethod, Operation][]) {
      const access = ROUTE_SCOPES[routeId]?.[method];
      if (!access) throw new Error(`${method} ${routeId} is not in ROUTE_SCOPES.`);
      const parameters = [
        ...pathParameters(path).map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
        ...(op.query ?? []).map((q) => ({
          name: q.name,
          in: "query",
          description: q.description,
          required: q.required === true,
          schema: jsonSchemaOf(q.schema, "input"),
        })),
      ];
      const body = op.body;
      const requestBody = body && {
        required: !body.optional,
        content:
          body.contentType && body.contentType !== "application/json"
            ? { [body.contentType]: { schema: { type: "string" } } }
            : { "application/json": { schema: oneOrAny(ref(body.schemas, "input")) } },
      };
      const responses: Json = {};
      for (const [status, a] of Object.entries(op.responses)) responses[status] = answer(a);
      responses["4XX"] = { $ref: "#/components/responses/Error" };
      (paths[path] ??= {})[method.toLowerCase()] = {
        operationId: operationId(method, path),
        summary: op.summary,
        ...(op.description ? { description: op.description } : {}),
        tags: [...op.tags],
        ...(parameters.length ? { parameters } : {}),
        ...(requestBody ? { requestBody } : {}),
        responses,
        security: security(access, op.anonymous),
        "x-token-scope": access,
      };
    }
  }
  schemas.Error = jsonSchemaOf(errorSchema, "output");

  return {
    openapi: "3.1.0",
    jsonSchemaDialect: JSON_SCHEMA_DIALECT,
    info: {
      title: `${PRODUCT_NAME} API`,
      version: "1",
      description:
        "JSON both ways. Signed in by the session cookie, a session's bearer token, or a personal access token " +
        "with the operation's scope (`x-token-scope`; `session`: tokens refused, `any`: any token). " +
        "Prose reference: docs/api.md; tokens and agents: docs/agents.md.",
    },
    servers: [{ url: "/" }],
    tags: TAG_ORDER.map((name) => ({ name })),
    paths,
    components: {
      schemas,
      responses: {
        Error: { description: "An error: its code, English message and parameters", content: ERROR_CONTENT },
      },
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description: "A session token (POST /api/auth/login) or a personal access token (rbp_…) holding the scope",
        },
        cookieAuth: { type: "apiKey", in: "cookie", name: SESSION_COOKIE, description: "The browser's session cookie" },
      },
    },
  };
}

let built: Json | undefined;

/** The document, built on first use and kept for the isolate's life. */
export function openApiDocument(): Json {
  return (built ??= buildDocument());
}
