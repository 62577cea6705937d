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

export function translateKnownMessage(t: TFunction, text: string): string {
  const key = EXACT.get(text);
  if (key) return t(key as never);
  for (const { pattern, translate } of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return translate(t, match);
  }
  return text;
}
