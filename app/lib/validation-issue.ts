/**
 * A failed schema check as an error code. The schemas' own messages are codes of
 * app/lib/error-catalogue.ts ("passwordMin", "slugReserved"); the check gives `min`/`max`
 * (a `.min()`/`.max()`), a refinement its `params`. zod's own length checks have codes too
 * (tooBigCharacters...); any other message is zod's own English: it goes out as `invalidInput`
 * with that text as `issue`.
 */
import type { z } from "zod";
import { englishMessage, isErrorCode, type ErrorCode, type ErrorParams } from "./error-catalogue";

export interface IssueError {
  code: ErrorCode;
  params: ErrorParams;
}

type Issue = z.core.$ZodIssue;

/** zod's own too_big/too_small of a string or a list, as its English words them ("Too big: expected string to have <=5 characters"). */
function zodLengthIssue(issue: Issue): IssueError | null {
  if (
    issue.code === "too_big" &&
    issue.inclusive !== false &&
    (issue.origin === "string" || issue.origin === "array")
  ) {
    return {
      code: issue.origin === "string" ? "tooBigCharacters" : "tooBigItems",
      params: { max: Number(issue.maximum) },
    };
  }
  if (
    issue.code === "too_small" &&
    issue.inclusive !== false &&
    (issue.origin === "string" || issue.origin === "array")
  ) {
    return {
      code: issue.origin === "string" ? "tooSmallCharacters" : "tooSmallItems",
      params: { min: Number(issue.minimum) },
    };
  }
  return null;
}

export function issueError(issue: Issue): IssueError {
  if (!isErrorCode(issue.message)) {
    const length = zodLengthIssue(issue);
    return length && englishMessage(length.code, length.params) === issue.message
      ? length
      : { code: "invalidInput", params: { issue: issue.message } };
  }
  const params: Record<string, string | number> = {};
  if ("minimum" in issue && (typeof issue.minimum === "number" || typeof issue.minimum === "bigint"))
    params.min = Number(issue.minimum);
  if ("maximum" in issue && (typeof issue.maximum === "number" || typeof issue.maximum === "bigint"))
    params.max = Number(issue.maximum);
  if (issue.code === "custom" && issue.params) {
    for (const [name, value] of Object.entries(issue.params))
      if (typeof value === "string" || typeof value === "number") params[name] = value;
  }
  return { code: issue.message, params };
}

/** "data.experience.0.startDate: Use the month format YYYY-MM": an issue with where it is (`invalidField`; `issueCode` and the issue's parameters let a page translate the issue too). */
export function fieldIssueError(path: string, issue: IssueError): IssueError {
  return {
    code: "invalidField",
    params: { ...issue.params, path, issue: englishMessage(issue.code, issue.params), issueCode: issue.code },
  };
}

/** The first problem: what a form shows above its fields. */
export function firstIssueError(error: z.ZodError): IssueError {
  const issue = error.issues[0];
  return issue
    ? issueError(issue)
    : { code: "invalidInput", params: { issue: "Please check the form and try again." } };
}

/** The problem of each field, for showing next to its input. */
export function fieldIssueErrors(error: z.ZodError): Record<string, IssueError> {
  const out: Record<string, IssueError> = {};
  for (const issue of error.issues) out[String(issue.path[0] ?? "form")] ??= issueError(issue);
  return out;
}
