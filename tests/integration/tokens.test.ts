/**
 * Personal access tokens (docs/agents.md#tokens): made, listed and revoked by the account's
 * browser session only; a token works as `Authorization: Bearer` on the REST API within its
 * scopes (every route of the scope table with every scope: allowed or 403), is counted per
 * minute, recorded in the account's activity, and stops at once when revoked or expired.
 */
import { createScheduledController, env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TOKEN_LIMITS, TOKEN_SCOPES, type TokenScope } from "~/domain/tokens/scopes";
import { ROUTE_SCOPES, type ApiMethod } from "~/server/tokens/route-scopes.server";
import worker from "../../workers/entry";
import { call, createVerifiedUser, ORIGIN, resumeData, type Account } from "./helpers";

interface Made {
  id: string;
  token: string;
  name: string;
  scopes: TokenScope[];
  createdAt: string;
  expiresAt: string | null;
}

async function makeToken(account: Account, body: Record<string, unknown>) {
  const response = await call(account, "POST", "/api/tokens", body);
  return { status: response.status, body: (await response.json()) as Made & { code?: string } };
}

function withToken(token: string, method: string, path: string, body?: unknown) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function codeOf(response: Response): Promise<string | undefined> {
  const text = await response.text();
  try {
    return (JSON.parse(text) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

async function resumeOf(owner: Account): Promise<string> {
  // Its own words: a thumbnail drawn here is stored under what it shows, and another file's test draws its own.
  const data = resumeData({ summary: `Token tests ${crypto.randomUUID()}` });
  const response = await call(owner, "POST", "/api/resumes", { templateId: "modern-professional", data });
  return ((await response.json()) as { id: string }).id;
}

describe("personal access tokens", () => {
  it("are made (the secret once), listed without it, used, recorded and revoked", async () => {
    const owner = await createVerifiedUser("Tina Tokens");
    const resumeId = await resumeOf(owner);
    const made = await makeToken(owner, { name: "  my assistant ", scopes: ["read", "suggest"] });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ id: expect.any(String), name: "my assistant", scopes: ["read", "suggest"] });
    expect(made.body.token).toMatch(/^rbp_[A-Za-z0-9_-]{40,}$/);
    expect(made.body.expiresAt).toBeNull();

    const read = await withToken(made.body.token, "GET", "/api/resumes");
    expect(read.status).toBe(200);
    const { resumes } = (await read.json()) as { resumes: { id: string }[] };
    expect(resumes.map((r) => r.id)).toEqual([resumeId]);
    expect((await withToken(made.body.token, "GET", `/api/resumes/${resumeId}`)).status).toBe(200);

    const listed = (await (await call(owner, "GET", "/api/tokens")).json()) as {
      tokens: (Omit<Made, "token"> & { lastUsedAt: string | null; token?: string })[];
      activity: { tokenId: string; tokenName: string; method: string; path: string; at: string }[];
    };
    expect(listed.tokens).toHaveLength(1);
    expect(listed.tokens[0]).toMatchObject({ id: made.body.id, name: "my assistant", scopes: ["read", "suggest"] });
    expect(listed.tokens[0]!.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(made.body.token);
    expect(listed.activity.map((use) => `${use.method} ${use.path}`)).toEqual([
      `GET /api/resumes/${resumeId}`,
      "GET /api/resumes",
    ]);
    expect(listed.activity[0]).toMatchObject({ tokenId: made.body.id, tokenName: "my assistant" });

    // Someone else can neither see nor revoke it.
    const stranger = await createVerifiedUser("Sam Stranger");
    expect(((await (await call(stranger, "GET", "/api/tokens")).json()) as { tokens: unknown[] }).tokens).toEqual([]);
    const foreign = await call(stranger, "DELETE", `/api/tokens/${made.body.id}`);
    expect([foreign.status, await codeOf(foreign)]).toEqual([404, "tokenNotFound"]);
    expect((await withToken(made.body.token, "GET", "/api/resumes")).status).toBe(200);

    expect((await call(owner, "DELETE", `/api/tokens/${made.body.id}`)).status).toBe(204);
    const revoked = await withToken(made.body.token, "GET", "/api/resumes");
    expect([revoked.status, await codeOf(revoked)]).toEqual([401, "tokenInvalid"]);
    expect((await call(owner, "DELETE", `/api/tokens/${made.body.id}`)).status).toBe(404);
    expect(((await (await call(owner, "GET", "/api/tokens")).json()) as { tokens: unknown[] }).tokens).toEqual([]);

    // The account's own data names the token, never its secret.
    const exported = await (await call(owner, "GET", "/api/account/export")).text();
    expect(exported).not.toContain(made.body.token);
    expect((JSON.parse(exported) as { accessTokens: unknown[] }).accessTokens).toEqual([
      expect.objectContaining({ name: "my assistant", scopes: ["read", "suggest"], revokedAt: expect.any(String) }),
    ]);

    // The daily job forgets uses older than 90 days, and only those.
    await env.DB.prepare("UPDATE api_token_uses SET at = ? WHERE path = '/api/resumes'")
      .bind(Date.now() - 91 * 86_400_000)
      .run();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: "17 3 * * *" }), env);
    const kept = (await (await call(owner, "GET", "/api/tokens")).json()) as { activity: { path: string }[] };
    expect(kept.activity.map((use) => use.path)).toEqual([`/api/resumes/${resumeId}`]);
  });

  it("refuses bad input with its code, and more than the account's share", async () => {
    const owner = await createVerifiedUser();
    const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    for (const [body, code] of [
      [{ name: "", scopes: ["read"] }, "tokenName"],
      [{ name: "x".repeat(61), scopes: ["read"] }, "tokenName"],
      [{ name: "a", scopes: [] }, "tokenScopes"],
      [{ name: "a", scopes: ["admin"] }, "tokenScopes"],
      [{ name: "a", scopes: ["read", "read"] }, "tokenScopes"],
      [{ name: "a", scopes: ["read"], expiresAt: "tomorrow" }, "tokenExpiry"],
      [{ name: "a", scopes: ["read"], expiresAt: soon(-1) }, "tokenExpiry"],
      [{ name: "a", scopes: ["read"], expiresAt: soon(400) }, "tokenExpiry"],
    ] as const) {
      const made = await makeToken(owner, body);
      expect([made.status, made.body.code], JSON.stringify(body)).toEqual([400, code]);
    }
    expect((await call(null, "POST", "/api/tokens", { name: "a", scopes: ["read"] })).status).toBe(401);
    const expiring = await makeToken(owner, { name: "a week", scopes: ["read"], expiresAt: soon(7) });
    expect(expiring.status).toBe(201);
    expect(Date.parse(expiring.body.expiresAt!)).toBeGreaterThan(Date.now());
    for (let i = 1; i < TOKEN_LIMITS.perAccount; i++) {
      expect((await makeToken(owner, { name: `t${i}`, scopes: ["read"] })).status).toBe(201);
    }
    const over = await makeToken(owner, { name: "one too many", scopes: ["read"] });
    expect([over.status, over.body.code]).toEqual([409, "tokenLimit"]);
  });

  it("never manages tokens or sharing, and stops when expired or over its minute's budget", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await resumeOf(owner);
    const all = (await makeToken(owner, { name: "everything", scopes: [...TOKEN_SCOPES] })).body;
    for (const [method, path, body] of [
      ["POST", "/api/tokens", { name: "child", scopes: ["read"] }],
      ["GET", "/api/tokens", undefined],
      ["DELETE", `/api/tokens/${all.id}`, undefined],
      ["POST", `/api/resumes/${resumeId}/collaborators`, { email: "x@example.com", role: "editor" }],
      ["PUT", `/api/resumes/${resumeId}/publication`, { slug: "my-link" }],
      ["GET", "/api/account/export", undefined],
      ["POST", "/api/auth/logout", {}],
    ] as const) {
      const response = await withToken(all.token, method, path, body);
      expect([response.status, await codeOf(response)], `${method} ${path}`).toEqual([403, "tokenNotAccepted"]);
    }
    // A page does not read a token at all: it is a stranger there.
    const page = await SELF.fetch(`${ORIGIN}/dashboard`, {
      headers: { Authorization: `Bearer ${all.token}` },
      redirect: "manual",
    });
    expect([page.status, page.headers.get("Location")]).toEqual([302, "/login?redirectTo=%2Fdashboard"]);

    await env.DB.prepare("UPDATE api_tokens SET window_start = ?, window_count = ? WHERE id = ?")
      .bind(Date.now() - (Date.now() % 60_000), TOKEN_LIMITS.requestsPerMinute, all.id)
      .run();
    const limited = await withToken(all.token, "GET", "/api/resumes");
    expect([limited.status, await codeOf(limited)]).toEqual([429, "tokenRateLimited"]);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);

    await env.DB.prepare("UPDATE api_tokens SET window_count = 0, expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1000, all.id)
      .run();
    const expired = await withToken(all.token, "GET", "/api/resumes");
    expect([expired.status, await codeOf(expired)]).toEqual([401, "tokenInvalid"]);
    const unknown = await withToken("rbp_not-a-token", "GET", "/api/resumes");
    expect([unknown.status, await codeOf(unknown)]).toEqual([401, "tokenInvalid"]);
  });

  it("slows a loop that makes and revokes tokens, and keeps the account's latest 1,000 uses", async () => {
    const owner = await createVerifiedUser();
    for (let i = 0; i < TOKEN_LIMITS.madePerHour; i++) {
      const made = await makeToken(owner, { name: `loop ${i}`, scopes: ["read"] });
      expect(made.status).toBe(201);
      expect((await call(owner, "DELETE", `/api/tokens/${made.body.id}`)).status).toBe(204);
    }
    const looped = await makeToken(owner, { name: "one more", scopes: ["read"] });
    expect([looped.status, looped.body.code]).toEqual([429, "tokenThrottle"]);

    const other = await createVerifiedUser();
    const token = (await makeToken(other, { name: "busy", scopes: ["read"] })).body;
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${TOKEN_LIMITS.usesKept + 50})
       INSERT INTO api_token_uses (token_id, user_id, method, path, at) SELECT ?, ?, 'GET', '/old/' || i, ? FROM n`,
    )
      .bind(token.id, other.user.id, Date.now() - 60_000)
      .run();
    // The first request of the token's next minute cuts the record to the latest uses, its own included.
    await env.DB.prepare("UPDATE api_tokens SET window_start = 0 WHERE id = ?").bind(token.id).run();
    expect((await withToken(token.token, "GET", "/api/resumes")).status).toBe(200);
    const kept = await env.DB.prepare("SELECT count(*) AS n FROM api_token_uses WHERE user_id = ?")
      .bind(other.user.id)
      .first<{ n: number }>();
    expect(kept?.n).toBe(TOKEN_LIMITS.usesKept);
    const newest = (await (await call(other, "GET", "/api/tokens")).json()) as { activity: { path: string }[] };
    expect(newest.activity[0]?.path).toBe("/api/resumes");
  });

  it("opens each route of the scope table to its scope alone", async () => {
    const owner = await createVerifiedUser("Rita Routes");
    const resumeId = await resumeOf(owner);
    const tokens = new Map<TokenScope, string>();
    for (const scope of TOKEN_SCOPES)
      tokens.set(scope, (await makeToken(owner, { name: scope, scopes: [scope] })).body.token);
    // "[.]" is a literal dot in a route file's name (export[.]csv, openapi[.]json); "." separates segments.
    const pathOf = (routeId: string) =>
      "/" +
      routeId
        .replace(/^routes\//, "")
        .replaceAll("[.]", "\u0000")
        .split(".")
        .filter((part) => part !== "_index")
        .map((part) => (part === "$id" ? resumeId : part === "$" ? "nothing-here" : part.startsWith("$") ? "x" : part))
        .join("/")
        .replaceAll("\u0000", ".");
    let checked = 0;
    // DELETE last, so that the resume is there for every other call.
    const entries = Object.entries(ROUTE_SCOPES).flatMap(([routeId, methods]) =>
      (Object.entries(methods) as [ApiMethod, string][]).map(([method, access]) => ({ routeId, method, access })),
    );
    entries.sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));
    for (const { routeId, method, access } of entries) {
      for (const scope of TOKEN_SCOPES) {
        const path = pathOf(routeId);
        const response = await withToken(tokens.get(scope)!, method, path, method === "GET" ? undefined : {});
        const code = await codeOf(response);
        const where = `${scope} token, ${method} ${path}`;
        if (access === "session") expect([response.status, code], where).toEqual([403, "tokenNotAccepted"]);
        else if (access === "any" || access === scope) {
          expect(response.status, where).toBeLessThan(500);
          expect(["tokenScopeMissing", "tokenNotAccepted", "tokenInvalid", "signInRequired"], where).not.toContain(
            code,
          );
          // The route itself answered, not the catch-all of paths no route has (its code is "notFound").
          if (routeId !== "routes/api.$") expect(code, where).not.toBe("notFound");
        } else expect([response.status, code], where).toEqual([403, "tokenScopeMissing"]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(pathOf("routes/api.applications.export[.]csv")).toBe("/api/applications/export.csv");
  });
});
