/**
 * Every request of the integration tests comes from one client: the Worker is not behind
 * Cloudflare's edge here, so per-client limits key on one shared "local" address
 * (docs/decisions/client-address.md). Storage is shared by every test (vitest.config.ts runs all files in one runner), so each test
 * starts that client with an empty record, as a fresh client would be; the limits themselves
 * stay the production ones, and tests/integration/auth.test.ts shows each of them firing.
 */
import { env } from "cloudflare:test";
import { beforeEach } from "vitest";

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM auth_throttle").run();
});
