import { defineConfig } from "vitest/config";

/**
 * End-to-end tests: real headless Chromium (playwright-core + Debian's chromium) against the real
 * site served by `wrangler dev` on the built app, started once by the global setup.
 */
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["./tests/e2e/global-setup.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page's answer under a loaded 2-core machine can take seconds; vitest's default is 1 s.
    expect: { poll: { timeout: 10_000 } },
    // Two cores: one for workerd, one for Chromium and the runner.
    fileParallelism: false,
  },
});
