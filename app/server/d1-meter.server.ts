/**
 * The D1 meter of the capacity model (docs/capacity.md): with `D1_METER = "log"` (the capacity
 * bench starts its site so) every statement the Worker or a room sends to D1 prints one line,
 * `[d1] read resumes` or `[d1] write resume_versions`, and every write the rows it wrote where D1
 * says. Off (the default everywhere), getDb uses the binding itself and this costs nothing.
 *
 * Statements are counted where they run (run, all, first, raw, or a batch), so a statement
 * prepared and never run is not counted, and one run twice is counted twice.
 */

export type StatementKind = "read" | "write";

/**
 * A statement's kind and the first table it names, from its SQL; for an update, the first column
 * it sets too, which tells a room's write-back (`data`) from a saved score (`ats_result`).
 */
export function describeStatement(sql: string): { kind: StatementKind; table: string; sets?: string } {
  const text = sql.trim().toLowerCase();
  const kind: StatementKind = /^(insert|update|delete|replace)\b/.test(text) ? "write" : "read";
  const table = /\b(?:from|into|update)\s+["`]?([a-z0-9_]+)/.exec(text)?.[1] ?? "?";
  if (kind !== "write" || !text.startsWith("update")) return { kind, table };
  const assignments = text.slice(text.indexOf(" set ") + 5, text.search(/\swhere\s|$/));
  const columns = [...assignments.matchAll(/(?:^|,)\s*["`]?([a-z0-9_]+)["`]?\s*=/g)].map((match) => match[1]!);
  const sets = columns.includes("data") ? "data" : (columns.find((column) => column !== "updated_at") ?? columns[0]);
  return sets ? { kind, table, sets } : { kind, table };
}

export function meterLine(sql: string, rowsWritten?: number): string {
  const { kind, table, sets } = describeStatement(sql);
  const rows = kind === "write" && rowsWritten !== undefined ? ` rows=${rowsWritten}` : "";
  return `[d1] ${kind} ${table}${sets ? `(${sets})` : ""}${rows}`;
}

/** Each metered statement's own statement (a batch must get D1's own) and its SQL. */
const natives = new WeakMap<object, D1PreparedStatement>();
const sqlOf = new WeakMap<object, string>();

function rowsOf(result: unknown): number | undefined {
  const meta = (result as { meta?: { rows_written?: number; changes?: number } } | null)?.meta;
  return meta?.rows_written ?? meta?.changes;
}

function meteredStatement(
  statement: D1PreparedStatement,
  sql: string,
  log: (line: string) => void,
): D1PreparedStatement {
  const proxy = new Proxy(statement, {
    get(target, property) {
      if (property === "bind") return (...values: unknown[]) => meteredStatement(target.bind(...values), sql, log);
      if (property === "run" || property === "all")
        return async (...args: unknown[]) => {
          const result = await (target[property] as (...a: unknown[]) => Promise<unknown>)(...args);
          log(meterLine(sql, rowsOf(result)));
          return result;
        };
      if (property === "first" || property === "raw")
        return async (...args: unknown[]) => {
          const result = await (target[property] as (...a: unknown[]) => Promise<unknown>)(...args);
          log(meterLine(sql));
          return result;
        };
      const value = Reflect.get(target, property) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  natives.set(proxy, statement);
  sqlOf.set(proxy, sql);
  return proxy;
}

/** The binding with every statement it runs logged; batches still reach D1 as one batch. */
export function meteredD1(binding: D1Database, log: (line: string) => void = console.log): D1Database {
  return new Proxy(binding, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => meteredStatement(target.prepare(sql), sql, log);
      if (property === "batch")
        return async (statements: D1PreparedStatement[]) => {
          const results = await target.batch(statements.map((statement) => natives.get(statement) ?? statement));
          results.forEach((result, i) => log(meterLine(sqlOf.get(statements[i]!) ?? "?", rowsOf(result))));
          return results;
        };
      const value = Reflect.get(target, property) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
