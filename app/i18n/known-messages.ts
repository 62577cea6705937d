/**
 * The server's answers stay English in the API (docs/api.md fixes them); the pages show them in
 * the interface language. A known text maps to its key by its English wording (the same resource
 * the English page shows, so the two cannot drift); an unknown one is shown as it came.
 */
import type { TFunction } from "i18next";
import { en } from "./resources/en";

type Group = "messages" | "fallbacks" | "fields";
const GROUPS: Group[] = ["messages", "fallbacks", "fields"];

const EXACT = new Map<string, `auth.${Group}.${string}`>();
for (const group of GROUPS) {
  for (const [name, text] of Object.entries(en.auth[group])) {
    if (!text.includes("{{")) EXACT.set(text, `auth.${group}.${name}`);
  }
}

/** Texts with a number in them, as the server words them. */
const PATTERNS: { pattern: RegExp; translate: (t: TFunction, match: RegExpExecArray) => string }[] = [
  { pattern: /^Please wait (\d+) seconds before requesting a new code\.$/, translate: (t, m) => t("auth.messages.resendWait", { seconds: m[1] ?? "" }) },
  { pattern: /^Password must be at least (\d+) characters\.$/, translate: (t, m) => t("auth.fields.passwordMin", { min: m[1] ?? "" }) },
  { pattern: /^Password must be at most (\d+) characters\.$/, translate: (t, m) => t("auth.fields.passwordMax", { max: m[1] ?? "" }) },
];

/**
 * The groups of English answers known by their wording: the pages' refusals (`serverMessages`),
 * the generic ones any endpoint gives and the client's own fallbacks (`requestMessages`) and the
 * room's (`roomMessages`), in that order: the first that reads a text wins. `wait` is a helper,
 * `fieldIssue` a frame around another answer (`knownFieldIssue`), so neither is an answer itself.
 */
const ANSWER_GROUPS = ["serverMessages", "requestMessages", "roomMessages"] as const;
type AnswerGroup = (typeof ANSWER_GROUPS)[number];
const NOT_ANSWERS = new Set(["serverMessages.wait", "requestMessages.fieldIssue"]);

type Tree = { readonly [key: string]: string | Tree };
function answersIn(tree: Tree, prefix: string): { key: string; english: string }[] {
  return Object.entries(tree).flatMap(([name, value]) => {
    const key = `${prefix}.${name}`;
    if (NOT_ANSWERS.has(key)) return [];
    return typeof value === "string" ? [{ key, english: value }] : answersIn(value, key);
  });
}
const ANSWERS = ANSWER_GROUPS.flatMap((group) => answersIn(en[group] as Tree, group));

/** "5 minutes", "1 minute", "3 hours": the server's waitText, in the interface language. */
function translateWait(t: TFunction, wait: string): string {
  const match = /^(\d+) (minute|minutes|hour|hours)$/.exec(wait);
  if (!match) return wait;
  const count = Number(match[1]);
  return match[2]?.startsWith("hour") ? t("serverMessages.wait.hours", { count }) : t("serverMessages.wait.minutes", { count });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Answers without a part, by their wording: read first, so a pattern cannot take one ("Could not save: check your connection…"). */
const EXACT_ANSWERS = new Map(ANSWERS.filter(({ english }) => !english.includes("{{")).map(({ key, english }) => [english, key]));

/**
 * Answers with a part filled in (`{{max}}`, `{{wait}}`, `{{slug}}`): each English text becomes a
 * pattern whose groups read the parts back, which the translation gets as they came (numbers, a
 * link name, the resume's own words); a wait is translated itself.
 */
const ANSWER_PATTERNS = ANSWERS.filter(({ english }) => english.includes("{{")).map(({ key, english }) => {
  const params: string[] = [];
  const source = english
    .split(/\{\{(\w+)\}\}/)
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      params.push(part);
      return "([\\s\\S]+?)";
    })
    .join("");
  return { key, params, pattern: new RegExp(`^${source}$`) };
});

export type AnswerKey = `${AnswerGroup}.${string}`;

/** The key and parts of an API answer this module knows, or null (exported for the tests). */
export function knownServerMessage(text: string): { key: AnswerKey; params: Record<string, string> } | null {
  const exact = EXACT_ANSWERS.get(text);
  if (exact) return { key: exact as AnswerKey, params: {} };
  for (const { key, params, pattern } of ANSWER_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { key: key as AnswerKey, params: Object.fromEntries(params.map((param, index) => [param, match[index + 1] ?? ""])) };
  }
  return null;
}

/**
 * "data.experience.0.startDate: Use the month format YYYY-MM": a zod issue with where it is (the
 * server's `data.` path, or the import page's own check, words joined by spaces). Known when the
 * issue itself is known; the path stays as written, it names the model's fields.
 */
const FIELD_ISSUE = /^([A-Za-z_$][\w$]*(?:[. ][\w$]+)*): ([\s\S]+)$/;
export function knownFieldIssue(text: string): { path: string; issue: string } | null {
  const [, path = "", issue = ""] = FIELD_ISSUE.exec(text) ?? [];
  return path && knownServerMessage(issue) ? { path, issue } : null;
}

export function translateKnownMessage(t: TFunction, text: string): string {
  const server = knownServerMessage(text);
  if (server) {
    const params: Record<string, string> = { ...server.params };
    if (params.wait !== undefined) params.wait = translateWait(t, params.wait);
    if (params.reason !== undefined) params.reason = translateKnownMessage(t, params.reason);
    return String(t(server.key as never, params));
  }
  const key = EXACT.get(text);
  if (key) return t(key as never);
  for (const { pattern, translate } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return translate(t, match);
  }
  const field = knownFieldIssue(text);
  return field ? t("requestMessages.fieldIssue", { path: field.path, issue: translateKnownMessage(t, field.issue) }) : text;
}
