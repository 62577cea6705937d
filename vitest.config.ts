import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

/**
 * Integration and unit tests, run inside workerd with the real local D1, R2, Durable Objects,
 * e-mail and Browser Rendering bindings of wrangler.toml. The Worker under test is the real
 * entry (workers/entry.ts) with the Remix server build, so `npm run build` must run first.
 */
export default defineConfig(async () => ({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(new URL("./migrations", import.meta.url).pathname),
        },
      },
    }),
  ],
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  test: {
    include: ["tests/integration/**/*.test.ts", "app/**/*.test.ts"],
    setupFiles: ["./tests/integration/apply-migrations.ts", "./tests/fail-on-console-error.ts"],
    // @remix-run/cloudflare ships CommonJS only; pre-bundling it to ESM lets workerd load it.
    deps: { optimizer: { ssr: { enabled: true, include: ["@remix-run/cloudflare"] } } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
}));
