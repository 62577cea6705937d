#!/usr/bin/env node
/**
 * Gives a local run what wrangler.toml leaves to the environment, in .dev.vars (ignored by git).
 * Only names that are missing are added; values already there are kept.
 * - The secrets it declares ([secrets] required): a random SIGNING_SECRET the first time. On
 *   Cloudflare the same names are set with `wrangler secret put`.
 * - Local values of [vars] whose production value does not fit a local run. A local run is not
 *   behind Cloudflare's edge, so no request header can be trusted to name the client
 *   (CLIENT_IP_HEADER=none): every browser is one client, and the per-client limits (and the
 *   invitations per account, which the collaboration bench spends by the dozen) are raised.
 *   See docs/decisions/client-address.md and docs/limits.md. The integration tests ignore these
 *   and use the production limits (vitest.config.ts).
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const file = join(dirname(fileURLToPath(import.meta.url)), "..", ".dev.vars");
const current = existsSync(file) ? readFileSync(file, "utf8") : "";
const wanted = {
  SIGNING_SECRET: () => randomBytes(32).toString("hex"),
  CLIENT_IP_HEADER: () => "none",
  LIMIT_SIGNUPS_PER_CLIENT: () => "1000/1h",
  LIMIT_EMAILS_PER_CLIENT: () => "2000/1h",
  LIMIT_OTP_FAILURES_PER_CLIENT: () => "1000/1d",
  LIMIT_LOGIN_FAILURES_PER_CLIENT: () => "1000/1d",
  LIMIT_INVITATIONS_PER_ACCOUNT: () => "1000/1h",
};
const missing = Object.keys(wanted).filter((name) => !new RegExp(`^${name}=`, "m").test(current));
if (missing.length > 0) {
  const lines = missing.map((name) => `${name}=${wanted[name]()}`);
  writeFileSync(file, `${current}${current && !current.endsWith("\n") ? "\n" : ""}${lines.join("\n")}\n`);
  console.log(`.dev.vars: added ${missing.join(", ")}`);
}
