/**
 * A site started locally is not behind Cloudflare's edge: every browser is the one local client
 * (docs/decisions/client-address.md), so the per-client limits of docs/limits.md are raised for
 * the end-to-end suite and the benchmarks, which sign up and invite many users from it. The limits
 * per address, account, code and device keep their production values;
 * tests/integration/auth.test.ts shows each limit firing.
 */
export const LOCAL_SITE_VARS = [
  "CLIENT_IP_HEADER:none",
  "LIMIT_SIGNUPS_PER_CLIENT:1000/1h",
  "LIMIT_EMAILS_PER_CLIENT:2000/1h",
  "LIMIT_OTP_FAILURES_PER_CLIENT:1000/1d",
  "LIMIT_LOGIN_FAILURES_PER_CLIENT:1000/1d",
  "LIMIT_INVITATIONS_PER_ACCOUNT:1000/1h",
];

/** The vars as wrangler dev arguments. */
export const localSiteVarArgs = () => LOCAL_SITE_VARS.flatMap((pair) => ["--var", pair]);
