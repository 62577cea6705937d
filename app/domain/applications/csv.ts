/**
 * Applications as CSV (docs/api.md#applications-csv): RFC 4180 (quoted fields, doubled quotes,
 * CRLF), a header row of the documented columns, and back. A field a spreadsheet would run as a
 * formula (starting with = + - @, a tab or a carriage return) is written with a leading ' and read
 * back without it, so an export opened in a spreadsheet runs nothing and a round trip loses nothing.
 */
import * as z from "zod";
import { APPLICATION_LIMITS, daySchema, STAGES, type ApplicationEvent, type Stage } from "./schema";

const CSV_COLUMNS = [
  "company",
  "role",
  "stage",
  "resume_id",
  "resume_title",
  "location",
  "salary",
  "deadline",
  "job_url",
  "applied_at",
  "created_at",
  "notes",
  "contacts",
  "job_description",
  "events",
] as const;
type CsvColumn = (typeof CSV_COLUMNS)[number];
export type CsvRow = Record<CsvColumn, string>;

const FORMULA = /^[=+\-@\t\r]/;
const QUOTE_NEEDED = /[",\r\n]/;

function cell(value: string): string {
  const safe = FORMULA.test(value) ? `'${value}` : value;
  return QUOTE_NEEDED.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly CsvRow[]): string {
  const lines = [
    CSV_COLUMNS.join(","),
    ...rows.map((row) => CSV_COLUMNS.map((column) => cell(row[column] ?? "")).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

export { CsvError, parseCsv, type CsvErrorCode } from "../csv/parse";
import { CsvError, parseCsv } from "../csv/parse";

const unformula = (value: string) => (value.startsWith("'") && FORMULA.test(value.slice(1)) ? value.slice(1) : value);

const eventsSchema = z
  .array(
    z.object({
      title: z.string().min(1).max(APPLICATION_LIMITS.eventTitle),
      date: daySchema,
      note: z.string().max(APPLICATION_LIMITS.eventNote).default(""),
    }),
  )
  .max(APPLICATION_LIMITS.eventsPerApplication);

interface ImportedApplication {
  company: string;
  role: string;
  stage: Stage;
  resumeId: string;
  resumeTitle: string;
  location: string;
  salary: string;
  deadline: string;
  jobUrl: string;
  appliedAt: string;
  createdAt: string;
  notes: string;
  contacts: string;
  jobDescription: string;
  events: Array<Omit<ApplicationEvent, "id">>;
}

/**
 * Rows of a CSV in the documented columns (any order; unknown columns ignored; company and role
 * required). Errors are CsvErrors with their own codes (app/lib/error-catalogue.ts) and name the
 * line, as a person counts them in a spreadsheet (the header is line 1).
 */
export function readApplicationsCsv(text: string, maxRows: number): ImportedApplication[] {
  const [header, ...body] = parseCsv(text);
  if (!header) throw new CsvError("csvEmpty");
  const names = header.map((name) => name.trim().toLowerCase());
  for (const required of ["company", "role"] as const) {
    if (!names.includes(required)) throw new CsvError("csvColumnMissing", { column: required });
  }
  if (body.length > maxRows) throw new CsvError("csvTooManyRows", { rows: body.length, max: maxRows });
  return body.map((cells, index) => {
    const line = index + 2;
    const get = (column: CsvColumn) => {
      const at = names.indexOf(column);
      return at === -1 ? "" : unformula(cells[at] ?? "").trim();
    };
    const limit = (column: CsvColumn, max: number) => {
      const value = get(column);
      if (value.length > max) throw new CsvError("csvTooLong", { line, column, max });
      return value;
    };
    const company = limit("company", APPLICATION_LIMITS.company);
    const role = limit("role", APPLICATION_LIMITS.role);
    if (!company || !role) throw new CsvError("csvCompanyRole", { line });
    const stage = (get("stage") || "saved").toLowerCase();
    if (!(STAGES as readonly string[]).includes(stage))
      throw new CsvError("csvStage", { line, stage, stages: STAGES.join(", ") });
    const deadline = get("deadline");
    if (!daySchema.safeParse(deadline).success) throw new CsvError("csvDeadline", { line });
    const jobUrl = limit("job_url", APPLICATION_LIMITS.url);
    if (jobUrl && !/^https?:\/\/\S+$/i.test(jobUrl)) throw new CsvError("csvJobUrl", { line });
    let events: ImportedApplication["events"] = [];
    const rawEvents = get("events");
    if (rawEvents) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawEvents);
      } catch {
        throw new CsvError("csvEvents", { line });
      }
      const checked = eventsSchema.safeParse(parsed);
      if (!checked.success) throw new CsvError("csvEvents", { line });
      events = checked.data;
    }
    const isoOrEmpty = (column: CsvColumn) => {
      const value = get(column);
      if (value && Number.isNaN(Date.parse(value))) throw new CsvError("csvDateTime", { line, column });
      return value ? new Date(value).toISOString() : "";
    };
    return {
      company,
      role,
      stage: stage as Stage,
      resumeId: limit("resume_id", 64),
      resumeTitle: limit("resume_title", 200),
      location: limit("location", APPLICATION_LIMITS.location),
      salary: limit("salary", APPLICATION_LIMITS.salary),
      deadline,
      jobUrl,
      appliedAt: isoOrEmpty("applied_at"),
      createdAt: isoOrEmpty("created_at"),
      notes: limit("notes", APPLICATION_LIMITS.notes),
      contacts: limit("contacts", APPLICATION_LIMITS.contacts),
      jobDescription: limit("job_description", APPLICATION_LIMITS.jobDescription),
      events,
    };
  });
}
