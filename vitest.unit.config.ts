import { defineConfig } from "vitest/config";

/**
 * The fast loop: pure tests (the domain, pure helpers) in Node, no build and no workerd.
 * Tests that need a Worker API, a binding or the built site stay in vitest.config.ts.
 */
export default defineConfig({
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  test: {
    // bench/lib holds the pure checks the benches judge by (the parser-survival table's among them).
    include: ["app/**/*.test.ts", "bench/lib/**/*.test.ts"],
    // One worker thread per core that keeps its modules between files: the pure tests share no
    // state but the read-only ATS tables, and the loop runs in about half the time (docs/testing.md).
    pool: "threads",
    isolate: false,
    setupFiles: ["./tests/fail-on-console-error.ts", "./tests/ats-data.setup.ts", "./tests/translations.setup.ts"],
  },
});
