#!/usr/bin/env node
/**
 * Gives a local run the secrets wrangler.toml declares ([secrets] required), in .dev.vars (ignored
 * by git): a random SIGNING_SECRET the first time, kept afterwards. On Cloudflare the same names are
 * set with `wrangler secret put`.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const file = join(dirname(fileURLToPath(import.meta.url)), "..", ".dev.vars");
const current = existsSync(file) ? readFileSync(file, "utf8") : "";
const missing = ["SIGNING_SECRET"].filter((name) => !new RegExp(`^${name}=`, "m").test(current));
if (missing.length > 0) {
  const lines = missing.map((name) => `${name}=${randomBytes(32).toString("hex")}`);
  writeFileSync(file, `${current}${current && !current.endsWith("\n") ? "\n" : ""}${lines.join("\n")}\n`);
  console.log(`.dev.vars: added ${missing.join(", ")}`);
}
