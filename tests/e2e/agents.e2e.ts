/**
 * An AI assistant through MCP (docs/agents.md#mcp), as a person meets it: the owner makes a token,
 * a program connects with the reference SDK's client, scores the open resume against a job and
 * proposes a new summary; the suggestion appears in the owner's editor signed by the program and
 * the token, changes nothing until the owner clicks Accept, and then is the resume.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { describe, expect, it } from "vitest";
import { baseUrl, screenshot, setupBrowser } from "./browser";
import { live } from "./collab-steps";
import { newAccount, startNewResume } from "./session";

const browser = setupBrowser();
const JOB = {
  title: "Platform Engineer",
  company: "Initech",
  description: "We run Go services on Kubernetes, provisioned with Terraform.\n- Terraform\n- Kubernetes\n- Go",
};
const NEW_SUMMARY = "Platform engineer: Go services on Kubernetes, provisioned with Terraform.";

function resultJson<T>(result: unknown): T {
  const { content, isError } = result as { content: { text: string }[]; isError?: boolean };
  expect(isError ?? false, content[0]?.text).toBe(false);
  return JSON.parse(content[0]!.text) as T;
}

describe("an assistant through MCP", () => {
  it("scores the resume and leaves a suggestion the owner accepts in the editor", async () => {
    const owner = await browser.newPage({ width: 1440, height: 1000 });
    await newAccount(owner, "Olive Owner");
    await startNewResume(owner, "modern-professional");
    await live(owner);
    const summary = owner.getByLabel("Summary", { exact: true });
    await summary.fill("Engineer.");
    const resumeId = new URL(owner.url()).searchParams.get("resume")!;

    const made = await owner.request.post("/api/tokens", {
      data: { name: "my assistant", scopes: ["read", "suggest", "score"] },
    });
    expect(made.status()).toBe(201);
    const { token } = (await made.json()) as { token: string };

    const client = new Client({ name: "Claude", version: "1.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL("/mcp", baseUrl()), {
        requestInit: { headers: { Authorization: `Bearer ${token}` } },
      }),
    );
    // It reads what the owner typed a moment ago (the room's document, not D1's).
    await expect
      .poll(
        async () =>
          resultJson<{ basics: { summary: string } }>(
            await client.callTool({ name: "get_resume", arguments: { resumeId } }),
          ).basics.summary,
      )
      .toBe("Engineer.");
    const analysis = resultJson<{ score: number; missingSkills: { skill?: string; name?: string }[] }>(
      await client.callTool({ name: "score_resume", arguments: { resumeId, job: JOB } }),
    );
    expect(analysis.score).toBeLessThan(100);
    resultJson(
      await client.callTool({
        name: "suggest_change",
        arguments: { resumeId, change: { field: "summary", value: NEW_SUMMARY } },
      }),
    );

    // The owner sees it in place, signed by the program and the token; the resume is unchanged.
    const mark = owner.locator('[data-field-suggestions="summary"]');
    await mark.getByText(NEW_SUMMARY).waitFor({ timeout: 5_000 });
    expect(await mark.textContent()).toContain('Claude, via token "my assistant"');
    expect(await summary.inputValue()).toBe("Engineer.");
    await owner.getByTestId("suggestions-panel").getByText('Claude, via token "my assistant"').first().waitFor();
    await screenshot(owner, "agent-suggestion");

    await mark.getByRole("button", { name: /^Accept/ }).click();
    await expect.poll(() => summary.inputValue()).toBe(NEW_SUMMARY);
    const { suggestions } = resultJson<{ suggestions: { status: string }[] }>(
      await client.callTool({ name: "list_suggestions", arguments: { resumeId } }),
    );
    expect(suggestions.map((s) => s.status)).toEqual(["accepted"]);
    await client.close();
  });
});
