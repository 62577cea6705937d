/** Each CSV the importer refuses names its own error code and what it is about (line, column…), never English words. */
import { describe, expect, it } from "vitest";
import { deApiErrors } from "~/i18n/resources/api-errors/de";
import { esApiErrors } from "~/i18n/resources/api-errors/es";
import { englishMessage, errorStatus } from "~/lib/error-catalogue";
import { CsvError, readApplicationsCsv, type CsvErrorCode } from "./csv";
import { APPLICATION_LIMITS } from "./schema";

function refusal(text: string, maxRows = 500) {
  try {
    readApplicationsCsv(text, maxRows);
  } catch (error) {
    expect(error).toBeInstanceOf(CsvError);
    const { code, params } = error as CsvError;
    return { code, params };
  }
  throw new Error(`read without a refusal: ${text}`);
}

const CASES: Array<[string, string, CsvErrorCode, Record<string, string | number>, string]> = [
  ["an unclosed quote", 'company,role\n"Acme,SRE\n', "csvQuoteOpen", {}, "A quoted field is never closed."],
  ["an empty file", "\n\n", "csvEmpty", {}, "The file is empty."],
  [
    "no role column",
    "company,title\nA,B\n",
    "csvColumnMissing",
    { column: "role" },
    'The header row has no "role" column. Export from the Applications page to see the columns.',
  ],
  [
    "too many rows",
    "company,role\nA,B\nC,D\nE,F\n",
    "csvTooManyRows",
    { rows: 3, max: 2 },
    "The file has 3 applications; at most 2 can be imported at once.",
  ],
  [
    "a long company",
    `company,role\nA,B\n${"x".repeat(APPLICATION_LIMITS.company + 1)},SRE\n`,
    "csvTooLong",
    { line: 3, column: "company", max: APPLICATION_LIMITS.company },
    `Line 3: company is longer than ${APPLICATION_LIMITS.company} characters.`,
  ],
  [
    "an empty role",
    "company,role\nAcme,\n",
    "csvCompanyRole",
    { line: 2 },
    "Line 2: company and role must not be empty.",
  ],
  [
    "an unknown stage",
    "company,role,stage\nAcme,SRE,hired\n",
    "csvStage",
    { line: 2, stage: "hired", stages: "saved, applied, interview, offer, rejected, withdrawn" },
    'Line 2: "hired" is not a stage (saved, applied, interview, offer, rejected, withdrawn).',
  ],
  [
    "a bad deadline",
    "company,role,deadline\nAcme,SRE,31.12.2025\n",
    "csvDeadline",
    { line: 2 },
    "Line 2: deadline must be YYYY-MM-DD.",
  ],
  [
    "a job_url without http",
    "company,role,job_url\nAcme,SRE,ftp://acme\n",
    "csvJobUrl",
    { line: 2 },
    "Line 2: job_url must start with http:// or https://.",
  ],
  [
    "events not JSON",
    "company,role,events\nAcme,SRE,not json\n",
    "csvEvents",
    { line: 2 },
    "Line 2: events is not the JSON list an export writes.",
  ],
  [
    "events of the wrong shape",
    'company,role,events\nAcme,SRE,"[{""title"":""""}]"\n',
    "csvEvents",
    { line: 2 },
    "Line 2: events is not the JSON list an export writes.",
  ],
  [
    "an applied_at that is no date",
    "company,role,applied_at\nAcme,SRE,someday\n",
    "csvDateTime",
    { line: 2, column: "applied_at" },
    "Line 2: applied_at is not a date and time.",
  ],
];

describe("the applications CSV's refusals", () => {
  it.each(CASES)(
    "%s: its own code and parameters, the API's English from the catalogue",
    (_, text, code, params, english) => {
      const maxRows = code === "csvTooManyRows" ? 2 : 500;
      const refused = refusal(text, maxRows);
      expect(refused).toEqual({ code, params });
      expect(errorStatus(refused.code)).toBe(400);
      expect(englishMessage(refused.code, refused.params)).toBe(english);
    },
  );

  it("every code is said in German and Spanish, with the line and column it names", () => {
    for (const [, text, code] of CASES) {
      const { params } = refusal(text, code === "csvTooManyRows" ? 2 : 500);
      for (const texts of [deApiErrors, esApiErrors]) {
        expect(texts[code]).not.toBe(englishMessage(code));
        for (const name of Object.keys(params)) expect(texts[code], `${code} ${name}`).toContain(`{{${name}}}`);
      }
    }
  });

  it("reads a good file", () => {
    expect(readApplicationsCsv("company,role,stage\nAcme,SRE,applied\n", 10)).toMatchObject([
      { company: "Acme", role: "SRE", stage: "applied" },
    ]);
  });
});
