/**
 * The MCP server (docs/agents.md#mcp) with the reference SDK's own client, against the real
 * Worker: initialize, list and call every tool, read the resources and prompts; a suggestion made
 * through MCP waits as the agent's and changes the resume only when the owner accepts it; a
 * token without a tool's scope gets an error result and changes nothing.
 */
import { SELF } from "cloudflare:test";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import { describe, expect, it } from "vitest";
import type { TokenScope } from "~/domain/tokens/scopes";
import { call, createVerifiedUser, ORIGIN, resumeData, type Account } from "./helpers";

const JOB = {
  title: "Site Reliability Engineer",
  company: "Initech",
  description: "We run Kubernetes and Terraform on AWS.\n- Go or Python\n- Incident response\n- Prometheus",
};

async function tokenFor(account: Account, scopes: TokenScope[], name = "my assistant"): Promise<string> {
  const response = await call(account, "POST", "/api/tokens", { name, scopes });
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

async function connect(token: string, clientName = "Claude"): Promise<Client> {
  const client = new Client(
    { name: clientName, version: "1.0.0" },
    { jsonSchemaValidator: new CfWorkerJsonSchemaValidator() },
  );
  const transport = new StreamableHTTPClientTransport(new URL(`${ORIGIN}/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
    fetch: (url, init) => SELF.fetch(String(url), init),
  });
  await client.connect(transport);
  return client;
}

function textOf(result: unknown): string {
  return ((result as { content: { type: string; text: string }[] }).content[0]?.text ?? "") as string;
}

function jsonOf<T>(result: unknown): T {
  expect((result as { isError?: boolean }).isError ?? false, textOf(result)).toBe(false);
  return JSON.parse(textOf(result)) as T;
}

async function resumeOf(owner: Account): Promise<string> {
  const response = await call(owner, "POST", "/api/resumes", {
    templateId: "modern-professional",
    data: resumeData({ summary: "Engineer." }),
  });
  return ((await response.json()) as { id: string }).id;
}

describe("the MCP server", () => {
  it("lists its tools, reads, scores, previews tailoring and leaves a suggestion the owner accepts", async () => {
    const owner = await createVerifiedUser("Olga Owner");
    const resumeId = await resumeOf(owner);
    const client = await connect(await tokenFor(owner, ["read", "suggest", "score"]));
    expect(client.getServerVersion()?.name).toBeTruthy();

    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      "add_application",
      "export_pdf",
      "get_resume",
      "list_applications",
      "list_resumes",
      "list_suggestions",
      "score_resume",
      "suggest_change",
      "tailor_preview",
    ]);

    const listed = jsonOf<{ resumes: { id: string; title: string }[] }>(
      await client.callTool({ name: "list_resumes", arguments: {} }),
    );
    expect(listed.resumes.map((r) => r.id)).toEqual([resumeId]);
    const jsonResume = jsonOf<{ basics: { summary: string } }>(
      await client.callTool({ name: "get_resume", arguments: { resumeId } }),
    );
    expect(jsonResume.basics.summary).toBe("Engineer.");
    const native = jsonOf<{ id: string; data: { summary: string } }>(
      await client.callTool({ name: "get_resume", arguments: { resumeId, format: "native" } }),
    );
    expect(native).toMatchObject({ id: resumeId, data: { summary: "Engineer." } });

    // The same analysis the page reads, for the same resume and job.
    const analysis = jsonOf<{ score: number; band: string; missingSkills: unknown[] }>(
      await client.callTool({ name: "score_resume", arguments: { resumeId, job: JOB } }),
    );
    expect(analysis.score).toBeGreaterThanOrEqual(0);
    expect(analysis.score).toBeLessThanOrEqual(100);
    expect(analysis.band).toEqual(expect.any(String));
    const preview = jsonOf<{ score: number; proposals: unknown[] }>(
      await client.callTool({ name: "tailor_preview", arguments: { resumeId, job: JOB } }),
    );
    expect(preview.score).toBe(analysis.score);
    expect(Array.isArray(preview.proposals)).toBe(true);

    const made = jsonOf<{ suggestion: { id: string; status: string; author: { name: string } } }>(
      await client.callTool({
        name: "suggest_change",
        arguments: {
          resumeId,
          change: { field: "summary", value: "Site reliability engineer: Kubernetes, Terraform." },
        },
      }),
    );
    expect(made.suggestion).toMatchObject({ status: "pending", author: { name: 'Claude, via token "my assistant"' } });
    // Nothing changed yet.
    const before = (await (await call(owner, "GET", `/api/resumes/${resumeId}`)).json()) as {
      data: { summary: string };
    };
    expect(before.data.summary).toBe("Engineer.");
    const pending = jsonOf<{ suggestions: { id: string; status: string }[] }>(
      await client.callTool({ name: "list_suggestions", arguments: { resumeId } }),
    );
    expect(pending.suggestions.map((s) => [s.id, s.status])).toEqual([[made.suggestion.id, "pending"]]);

    const accepted = await call(owner, "POST", `/api/resumes/${resumeId}/suggestions/${made.suggestion.id}/accept`, {});
    expect(accepted.status).toBe(200);
    const after = (await (await call(owner, "GET", `/api/resumes/${resumeId}`)).json()) as {
      data: { summary: string };
    };
    expect(after.data.summary).toBe("Site reliability engineer: Kubernetes, Terraform.");

    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual([`resume://${resumeId}`]);
    const read = await client.readResource({ uri: `resume://${resumeId}` });
    expect(JSON.parse((read.contents[0] as { text: string }).text).basics.summary).toBe(after.data.summary);
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name).sort()).toEqual(["recruiter_review", "tailor_to_job"]);
    const prompt = await client.getPrompt({
      name: "tailor_to_job",
      arguments: { resumeId, jobDescription: JOB.description },
    });
    expect(JSON.stringify(prompt.messages)).toContain("suggest_change");
    await client.close();
  });

  it("answers a tool outside the token's scopes with an error result, and changes nothing", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await resumeOf(owner);
    const client = await connect(await tokenFor(owner, ["read"]), "Some Agent");
    for (const [name, args] of [
      ["suggest_change", { resumeId, change: { field: "summary", value: "Hacked." } }],
      ["score_resume", { resumeId, job: JOB }],
      ["export_pdf", { resumeId }],
      ["list_applications", {}],
      ["add_application", { resumeId, company: "A", role: "B" }],
    ] as const) {
      const result = (await client.callTool({ name, arguments: args })) as { isError?: boolean };
      expect(result.isError, name).toBe(true);
      expect(textOf(result), name).toMatch(/does not have the "\w+" scope/);
    }
    // A suggester's text is held to the resume's own limits, as over REST.
    const suggester = await connect(await tokenFor(owner, ["suggest"], "long-winded"));
    const tooLong = (await suggester.callTool({
      name: "suggest_change",
      arguments: { resumeId, change: { field: "summary", value: "x".repeat(20_000) } },
    })) as { isError?: boolean };
    expect(tooLong.isError).toBe(true);
    await suggester.close();
    const suggestions = (await (await call(owner, "GET", `/api/resumes/${resumeId}/suggestions`)).json()) as {
      suggestions: unknown[];
    };
    expect(suggestions.suggestions).toEqual([]);
    // Another account's resume is as missing as a made-up one.
    const stranger = await createVerifiedUser();
    const theirs = await resumeOf(stranger);
    const foreign = (await client.callTool({ name: "get_resume", arguments: { resumeId: theirs } })) as {
      isError?: boolean;
    };
    expect(foreign.isError).toBe(true);
    expect(textOf(foreign)).toMatch(/not found/i);
    await client.close();
  });

  it("exports a PDF behind a signed link, tracks applications, and refuses what is not a token", async () => {
    const owner = await createVerifiedUser();
    const resumeId = await resumeOf(owner);
    const client = await connect(await tokenFor(owner, ["read", "export", "applications"]));
    const { url } = jsonOf<{ url: string }>(await client.callTool({ name: "export_pdf", arguments: { resumeId } }));
    const pdf = await SELF.fetch(url.replace(/^https?:\/\/[^/]+/, ORIGIN));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    await pdf.arrayBuffer();
    const added = jsonOf<{ id: string; company: string; stage: string }>(
      await client.callTool({
        name: "add_application",
        arguments: { resumeId, company: "Initech", role: "SRE", jobDescription: JOB.description },
      }),
    );
    expect(added).toMatchObject({ company: "Initech", stage: "saved" });
    const { applications } = jsonOf<{ applications: { id: string }[] }>(
      await client.callTool({ name: "list_applications", arguments: {} }),
    );
    expect(applications.map((a) => a.id)).toEqual([added.id]);
    await client.close();

    const initialize = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "x", version: "1" } },
    };
    const post = (headers: Record<string, string>) =>
      SELF.fetch(`${ORIGIN}/mcp`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", ...headers },
        body: JSON.stringify(initialize),
      });
    expect((await post({})).status).toBe(401);
    // One message per request: a batch would slip many tool calls past the token's rate limit.
    const token = await tokenFor(owner, ["read"], "batcher");
    const call = (id: number) => ({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: { name: "list_resumes", arguments: {} },
    });
    const batch = await SELF.fetch(`${ORIGIN}/mcp`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify([call(1), call(2)]),
    });
    expect(batch.status).toBe(400);
    expect(((await batch.json()) as { error: { message: string } }).error.message).toMatch(/one JSON-RPC message/);
    const bySession = await post({ Authorization: `Bearer ${owner.token}` });
    expect([bySession.status, ((await bySession.json()) as { code: string }).code]).toEqual([401, "mcpTokenRequired"]);
    const bad = await post({ Authorization: "Bearer rbp_revoked-or-never" });
    expect([bad.status, ((await bad.json()) as { code: string }).code]).toEqual([401, "tokenInvalid"]);
  });
});
