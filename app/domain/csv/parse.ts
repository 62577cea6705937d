/** RFC 4180 CSV text into rows of cells: quoted fields, doubled quotes, CRLF or LF, a BOM dropped. */
import type { ErrorCode, ErrorParams } from "../../lib/error-catalogue";

/** The cells of a CSV text, row by row. Throws on a quote that never closes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (quoted) throw new CsvError("csvQuoteOpen");
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((value) => value !== ""));
}

/**
 * A CSV refused: its own code (app/lib/error-catalogue.ts) and the line, column… it names, which
 * the pages translate. The domain imports nothing of the app: the server throws it on as a
 * DomainError (app/server/applications.server.ts).
 */
export type CsvErrorCode = Extract<
  ErrorCode,
  | "csvQuoteOpen"
  | "csvEmpty"
  | "csvColumnMissing"
  | "csvTooManyRows"
  | "csvTooLong"
  | "csvCompanyRole"
  | "csvStage"
  | "csvDeadline"
  | "csvJobUrl"
  | "csvEvents"
  | "csvDateTime"
>;

export class CsvError extends Error {
  constructor(
    readonly code: CsvErrorCode,
    readonly params: ErrorParams = {},
  ) {
    super(code);
    this.name = "CsvError";
  }
}
