import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { unstable_readConfig } from "wrangler";
import { defineConfig } from "vitest/config";
import { sentMail } from "./tests/integration/sent-mail.node";

/**
 * The limits of wrangler.toml [vars] as production has them, whatever a local .dev.vars raises
 * them to for `npm start` (docs/limits.md): the tests show each one firing.
 */
const productionLimits = Object.fromEntries(
  Object.entries(unstable_readConfig({ config: "./wrangler.toml" }).vars).filter(([name]) => name.startsWith("LIMIT_")),
);

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
          ...productionLimits,
          // Not behind Cloudflare's edge: no request header names the client (docs/decisions/client-address.md).
          CLIENT_IP_HEADER: "none",
          TEST_MIGRATIONS: await readD1Migrations(new URL("./migrations", import.meta.url).pathname),
        },
        // The messages the real local send_email binding sent, read in Node (tests/integration/mailbox.ts).
        serviceBindings: { MAILBOX: sentMail },
      },
    }),
  ],
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  test: {
    include: ["tests/integration/**/*.test.ts", "workers/**/*.test.ts"],
    globalSetup: ["./tests/integration/stop-browsers.ts"],
    setupFiles: [
      "./tests/integration/apply-migrations.ts",
      "./tests/integration/fresh-client.ts",
      "./tests/fail-on-console-error.ts",
      "./tests/ats-data.setup.ts",
      "./tests/translations.setup.ts",
    ],
    // @remix-run/cloudflare ships CommonJS only; pre-bundling it to ESM lets workerd load it.
    deps: { optimizer: { ssr: { enabled: true, include: ["@remix-run/cloudflare"] } } },
    // One workerd runner for every file, instead of a fresh one per file: loading the Worker
    // (the Remix server build) anew took ~5 s per file, 7 of the suite's ~9.5 minutes. Storage is
    // therefore shared across files too; every test makes its own users and resumes, and
    // fresh-client.ts empties the one shared client's throttle record before each test.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
}));
