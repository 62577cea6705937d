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

type ServerKey = Exclude<keyof typeof en.serverMessages, "wait">;
const SERVER_KEYS = Object.keys(en.serverMessages).filter((name): name is ServerKey => name !== "wait");

/** "5 minutes", "1 minute", "3 hours": the server's waitText, in the interface language. */
function translateWait(t: TFunction, wait: string): string {
  const match = /^(\d+) (minute|minutes|hour|hours)$/.exec(wait);
  if (!match) return wait;
  const count = Number(match[1]);
  return match[2]?.startsWith("hour") ? t("serverMessages.wait.hours", { count }) : t("serverMessages.wait.minutes", { count });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The API's answers with a part filled in (`{{max}}`, `{{wait}}`, `{{slug}}`): each English text
 * becomes a pattern whose groups read the parts back, which the translation gets as they came
 * (numbers, a link name, the resume's own words); a wait is translated itself.
 */
const SERVER_PATTERNS = SERVER_KEYS.filter((name) => en.serverMessages[name].includes("{{")).map((name) => {
  const english = en.serverMessages[name];
  const params: string[] = [];
  const source = english
    .split(/\{\{(\w+)\}\}/)
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegExp(part);
      params.push(part);
      return "([\\s\\S]+?)";
    })
    .join("");
  return { name, params, pattern: new RegExp(`^${source}$`) };
});
/** The key and parts of a server answer this module knows, or null (exported for the tests). */
export function knownServerMessage(text: string): { key: `serverMessages.${ServerKey}`; params: Record<string, string> } | null {
  for (const name of SERVER_KEYS) if (en.serverMessages[name] === text) return { key: `serverMessages.${name}`, params: {} };
  for (const { name, params, pattern } of SERVER_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return { key: `serverMessages.${name}`, params: Object.fromEntries(params.map((param, index) => [param, match[index + 1] ?? ""])) };
  }
  return null;
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
  return text;
}
