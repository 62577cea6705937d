import { applyD1Migrations, env } from "cloudflare:test";

// Every test file starts from the schema the migrations folder defines, exactly as
// `wrangler d1 migrations apply` builds it. applyD1Migrations skips what is already applied.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
