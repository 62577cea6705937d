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
    include: ["app/**/*.test.ts"],
    setupFiles: ["./tests/fail-on-console-error.ts", "./tests/ats-data.setup.ts"],
  },
});
