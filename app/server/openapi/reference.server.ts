/**
 * The API reference page's view of the OpenAPI document (app/routes/developers.api.tsx): operations
 * grouped by tag, each body and answer as rows of fields with a readable type. Made from the
 * document itself, so the page shows exactly what programs read.
 */
import { openApiDocument } from "./document.server";

type Schema = Record<string, unknown>;

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description?: string;
  depth: number;
}

export interface ReferencePart {
  contentType: string;
  fields: FieldRow[];
}

export interface ReferenceOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  /** The token scope (`x-token-scope`), or `anyone` when no sign-in is needed. */
  scope: string;
  query: FieldRow[];
  body?: ReferencePart;
  responses: (ReferencePart & { status: string; description: string })[];
}

export interface ReferenceGroup {
  tag: string;
  operations: ReferenceOperation[];
}

const MAX_DEPTH = 2;
const MAX_ROWS = 80;
const MAX_ENUM = 8;

function resolver(components: Record<string, Schema>) {
  return function resolve(schema: Schema | undefined): Schema {
    let current = schema ?? {};
    while (typeof current.$ref === "string") current = components[current.$ref.split("/").pop()!] ?? {};
    return current;
  };
}

export function buildReference(): ReferenceGroup[] {
  const doc = openApiDocument() as {
    tags: { name: string }[];
    paths: Record<string, Record<string, Schema>>;
    components: { schemas: Record<string, Schema> };
  };
  const resolve = resolver(doc.components.schemas);

  const typeOf = (raw: Schema): string => {
    const schema = resolve(raw);
    const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
    if (alternatives) return [...new Set(alternatives.map(typeOf))].join(" | ");
    if ("const" in schema) return JSON.stringify(schema.const);
    if (Array.isArray(schema.enum)) {
      const values = schema.enum.slice(0, MAX_ENUM).map((value) => JSON.stringify(value));
      return values.join(" | ") + (schema.enum.length > MAX_ENUM ? " | …" : "");
    }
    const type = schema.type;
    if (Array.isArray(type)) return type.join(" | ");
    if (type === "array") {
      const item = typeOf((schema.items as Schema) ?? {});
      return item.includes(" ") ? `(${item})[]` : `${item}[]`;
    }
    if (type === "string" && typeof schema.format === "string") return `string (${schema.format})`;
    if (typeof type === "string") return type;
    return "any";
  };

  /** The object schema inside a nullable or array wrapper, to list its fields too. */
  const objectInside = (raw: Schema): { schema: Schema; suffix: string } | null => {
    let schema = resolve(raw);
    const alternatives = schema.anyOf as Schema[] | undefined;
    if (alternatives) {
      const nonNull = alternatives.map(resolve).filter((alt) => alt.type !== "null");
      if (nonNull.length !== 1) return null;
      schema = nonNull[0]!;
    }
    if (schema.type === "array") {
      const item = resolve(schema.items as Schema);
      return item.properties ? { schema: item, suffix: "[]" } : null;
    }
    return schema.properties ? { schema, suffix: "" } : null;
  };

  const fieldsOf = (raw: Schema | undefined): FieldRow[] => {
    const rows: FieldRow[] = [];
    const walk = (schema: Schema, prefix: string, depth: number) => {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      for (const [name, property] of Object.entries(properties)) {
        if (rows.length >= MAX_ROWS) return;
        const resolved = resolve(property);
        rows.push({
          name: prefix + name,
          type: typeOf(property),
          required: required.has(name),
          ...(typeof resolved.description === "string" ? { description: resolved.description } : {}),
          depth,
        });
        const inner = objectInside(property);
        if (inner && depth < MAX_DEPTH) walk(inner.schema, `${prefix}${name}${inner.suffix}.`, depth + 1);
      }
    };
    const root = resolve(raw);
    const alternatives = root.anyOf as Schema[] | undefined;
    if (alternatives) {
      alternatives.forEach((alternative, index) => {
        rows.push({ name: `(${index + 1})`, type: typeOf(alternative), required: false, depth: 0 });
        walk(resolve(alternative), "", 1);
      });
    } else walk(root, "", 0);
    return rows;
  };

  const partOf = (content: Record<string, { schema?: Schema }> | undefined): ReferencePart => {
    const [contentType, media] = Object.entries(content ?? {})[0] ?? ["", {}];
    return { contentType, fields: contentType === "application/json" ? fieldsOf(media.schema) : [] };
  };

  const groups = new Map<string, ReferenceOperation[]>(doc.tags.map((tag) => [tag.name, []]));
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const security = op.security as Schema[];
      const anyone = security.length === 0 || security.some((option) => Object.keys(option).length === 0);
      const parameters = ((op.parameters ?? []) as Schema[]).filter((parameter) => parameter.in === "query");
      const requestBody = op.requestBody as { content: Record<string, { schema?: Schema }> } | undefined;
      const responses = Object.entries(op.responses as Record<string, Schema>)
        .filter(([status]) => /^2\d\d$|^304$/.test(status))
        .map(([status, answer]) => ({
          status,
          description: String(answer.description ?? ""),
          ...partOf(answer.content as Record<string, { schema?: Schema }> | undefined),
        }));
      groups.get((op.tags as string[])[0]!)!.push({
        id: String(op.operationId),
        method: method.toUpperCase(),
        path,
        summary: String(op.summary),
        ...(typeof op.description === "string" ? { description: op.description } : {}),
        scope: anyone ? "anyone" : String(op["x-token-scope"]),
        query: parameters.map((parameter) => ({
          name: String(parameter.name),
          type: typeOf(parameter.schema as Schema),
          required: parameter.required === true,
          ...(typeof parameter.description === "string" ? { description: parameter.description } : {}),
          depth: 0,
        })),
        ...(requestBody ? { body: partOf(requestBody.content) } : {}),
        responses,
      });
    }
  }
  return [...groups]
    .filter(([, operations]) => operations.length > 0)
    .map(([tag, operations]) => ({ tag, operations }));
}

let built: ReferenceGroup[] | undefined;

/** The reference, made once per isolate. */
export function apiReference(): ReferenceGroup[] {
  return (built ??= buildReference());
}
