/**
 * Setup for the unit and integration tests: a test that makes anything log `console.error` fails,
 * unless it says it expects that message (`expectConsoleError`). An error logged and swallowed is
 * a bug nobody sees otherwise.
 */
import { afterEach, beforeEach } from "vitest";

const original = console.error;
let logged: string[] = [];
let expected: RegExp[] = [];

/** This test provokes an error the code logs on purpose (matching `pattern`). */
export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

beforeEach(() => {
  logged = [];
  expected = [];
  console.error = (...args: unknown[]) => {
    logged.push(
      args
        .map((arg) =>
          arg instanceof Error ? `${arg.name}: ${arg.message}` : typeof arg === "string" ? arg : JSON.stringify(arg),
        )
        .join(" "),
    );
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  const unexpected = logged.filter((line) => !expected.some((pattern) => pattern.test(line)));
  if (unexpected.length > 0) throw new Error(`console.error was called during the test:\n${unexpected.join("\n")}`);
});
