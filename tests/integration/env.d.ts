/// <reference types="@cloudflare/vitest-plugin/types" />

declare namespace Cloudflare {
  interface Env {
    /** Provided by vitest.config.ts: the SQL migrations, read from migrations/. */
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** Provided by vitest.config.ts: the e-mails sent through EMAIL (tests/integration/mailbox.ts). */
    MAILBOX: Fetcher;
  }
}
