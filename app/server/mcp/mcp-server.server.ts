/**
 * The MCP server (docs/agents.md#mcp): Streamable HTTP at POST /mcp, stateless (a server and a
 * transport per request, answers as plain JSON, no stream held open), built on the reference
 * TypeScript SDK with the Workers-safe JSON Schema validator (the SDK's default compiles schemas
 * with `new Function`, which workerd forbids).
 */
import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { CfWorkerJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/cfworker";
import * as z from "zod";
import { toJsonResume } from "~/domain/resume/json-resume";
import { PRODUCT_NAME } from "~/lib/product";
import { DomainError } from "~/lib/domain-error";
import { englishMessage } from "~/lib/error-catalogue";
import { listResumes } from "../resumes.server";
import type { TokenSession } from "../tokens/token-use.server";
import { agentAuthorName, clientNameOf, sessionIdFor } from "./agent-name.server";
import {
  addApplicationTool,
  changeInput,
  exportPdfTool,
  getResumeTool,
  guarded,
  jobInput,
  listApplicationsTool,
  listResumesTool,
  listSuggestionsTool,
  liveResume,
  resumeIdInput,
  scoreResumeTool,
  suggestChangeTool,
  tailorPreviewTool,
  type McpCaller,
} from "./tools.server";

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, openWorldHint: false } as const;
const ADDS = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false } as const;

function buildServer(caller: McpCaller): McpServer {
  const server = new McpServer(
    { name: PRODUCT_NAME, version: "1.0.0" },
    {
      jsonSchemaValidator: new CfWorkerJsonSchemaValidator(),
      instructions:
        "Tools for the user's resumes. Changes are never made directly: suggest_change leaves a pending " +
        "suggestion that the owner accepts or rejects in the editor. Each tool needs a scope of the token.",
    },
  );
  const tool = server.registerTool.bind(server);

  tool(
    "list_resumes",
    { description: "The user's resumes: id, title, template, last update, last ATS score.", annotations: READ_ONLY },
    () => guarded(caller, "read", () => listResumesTool(caller)),
  );
  tool(
    "get_resume",
    {
      description: "One resume, as JSON Resume (jsonresume.org) or in this product's own form (with entry ids).",
      inputSchema: { resumeId: resumeIdInput, format: z.enum(["json-resume", "native"]).default("json-resume") },
      annotations: READ_ONLY,
    },
    ({ resumeId, format }) => guarded(caller, "read", () => getResumeTool(caller, resumeId, format)),
  );
  tool(
    "score_resume",
    {
      description:
        "The ATS analysis of a resume against a job, as the product's analysis page shows it: score, band, " +
        "missing skills, suggestions, and how each part of the score was reached.",
      inputSchema: { resumeId: resumeIdInput, job: jobInput },
      annotations: READ_ONLY,
    },
    ({ resumeId, job }) => guarded(caller, "score", () => scoreResumeTool(caller, resumeId, job)),
  );
  tool(
    "tailor_preview",
    {
      description:
        "Tailoring proposals for a job (reworded summary, skills to surface, bullets to lead with). Changes nothing.",
      inputSchema: { resumeId: resumeIdInput, job: jobInput },
      annotations: READ_ONLY,
    },
    ({ resumeId, job }) => guarded(caller, "score", () => tailorPreviewTool(caller, resumeId, job)),
  );
  tool(
    "suggest_change",
    {
      description:
        "Proposes a change to a resume as a pending suggestion the owner accepts or rejects; never edits. Give " +
        "`change` ({field: summary | skills | bullet, value, entryId?, bulletIndex?}) or `ops` (the REST API's " +
        "suggestion operations, docs/api.md#suggestions).",
      inputSchema: {
        resumeId: resumeIdInput,
        change: changeInput.optional(),
        ops: z.array(z.record(z.string(), z.unknown())).optional().describe("Suggestion operations"),
      },
      annotations: ADDS,
    },
    ({ resumeId, change, ops }) =>
      guarded(caller, "suggest", () => suggestChangeTool(caller, resumeId, { change, ops })),
  );
  tool(
    "list_suggestions",
    {
      description: "The suggestions on a resume: pending and decided, with who made each.",
      inputSchema: { resumeId: resumeIdInput },
      annotations: READ_ONLY,
    },
    ({ resumeId }) => guarded(caller, "read", () => listSuggestionsTool(caller, resumeId)),
  );
  tool(
    "export_pdf",
    {
      description: "Prints a resume to PDF; answers a signed link that works for 10 minutes.",
      inputSchema: { resumeId: resumeIdInput },
      annotations: { ...READ_ONLY, idempotentHint: true },
    },
    ({ resumeId }) => guarded(caller, "export", () => exportPdfTool(caller, resumeId)),
  );
  tool(
    "list_applications",
    { description: "The user's job applications and their stages.", annotations: READ_ONLY },
    () => guarded(caller, "applications", () => listApplicationsTool(caller)),
  );
  tool(
    "add_application",
    {
      description: "Adds a job application to the tracker (stage saved unless given).",
      inputSchema: {
        resumeId: resumeIdInput,
        company: z.string().describe("The employer"),
        role: z.string().describe("The job's title"),
        jobDescription: z.string().optional().describe("The posting's text"),
        jobUrl: z.string().optional(),
        notes: z.string().optional(),
      },
      annotations: ADDS,
    },
    (input) => guarded(caller, "applications", () => addApplicationTool(caller, input)),
  );

  server.registerResource(
    "resume",
    new ResourceTemplate("resume://{id}", {
      list: async () => {
        if (!caller.session.token.scopes.includes("read")) return { resources: [] };
        const resumes = await listResumes(caller.env, caller.session.user.id);
        return {
          resources: resumes.map((r) => ({ uri: `resume://${r.id}`, name: r.title, mimeType: "application/json" })),
        };
      },
    }),
    { description: "A resume as JSON Resume", mimeType: "application/json" },
    async (uri, { id }) => {
      if (!caller.session.token.scopes.includes("read"))
        throw new Error(englishMessage("tokenScopeMissing", { scope: "read" }));
      try {
        const resume = await liveResume(caller, String(id));
        return {
          contents: [
            { uri: uri.href, mimeType: "application/json", text: JSON.stringify(toJsonResume(resume.data), null, 2) },
          ],
        };
      } catch (error) {
        if (error instanceof DomainError) throw new Error(englishMessage(error.code, error.params));
        throw error;
      }
    },
  );

  server.registerPrompt(
    "tailor_to_job",
    {
      title: "Tailor my resume to this job",
      description: "Reads the resume against a job and proposes changes as suggestions.",
      argsSchema: { resumeId: z.string(), jobDescription: z.string() },
    },
    ({ resumeId, jobDescription }) => ({
      messages: [
        {
          role: "user",
          content: {
            type: "text",
            text:
              `Tailor my resume ${resumeId} to the job below. First call score_resume and tailor_preview with ` +
              "the job, then explain the gaps you see, then propose each change with suggest_change (never " +
              "invent experience I do not have; reword and reorder what is there). I will accept or reject " +
              `each suggestion in the editor.\n\nThe job:\n${jobDescription}`,
          },
        },
      ],
    }),
  );
  server.registerPrompt(
    "recruiter_review",
    {
      title: "Review my resume as a recruiter would",
      description: "A recruiter's reading: first impression, what is missing, what to cut.",
      argsSchema: { resumeId: z.string() },
    },
    ({ resumeId }) => ({
      messages: [
        {
          role: "user",
          content: {
            type: "text",
            text:
              `Read my resume ${resumeId} (get_resume) as a recruiter with 30 seconds would. Say what stands ` +
              "out, what is unclear or missing (dates, results, numbers), and what to cut. Propose concrete " +
              "rewordings with suggest_change; I decide on each in the editor.",
          },
        },
      ],
    }),
  );
  return server;
}

/** The first JSON-RPC message of a body when it is `initialize`: the client's own name. */
function initializingClient(body: unknown): string | null {
  const first = Array.isArray(body) ? body[0] : body;
  if (typeof first !== "object" || first === null) return null;
  const message = first as { method?: unknown; params?: { clientInfo?: { name?: unknown } } };
  if (message.method !== "initialize") return null;
  const name = message.params?.clientInfo?.name;
  return typeof name === "string" ? name : null;
}

/** Answers one MCP request made with a personal access token. */
export async function answerMcp(env: Env, session: TokenSession, request: Request): Promise<Response> {
  let body: unknown;
  try {
    body = await request.clone().json();
  } catch {
    throw new DomainError("notJson");
  }
  // One message per request (MCP dropped JSON-RPC batches in 2025-06): the token's rate limit
  // counts requests, and a batch of 100 tool calls would pass as one.
  if (Array.isArray(body) && body.length > 1) {
    return Response.json(
      { jsonrpc: "2.0", error: { code: -32600, message: "Send one JSON-RPC message per request." }, id: null },
      { status: 400 },
    );
  }
  const initializing = initializingClient(body);
  const clientName = initializing ?? (await clientNameOf(env, session.token.id, request.headers.get("Mcp-Session-Id")));
  const caller: McpCaller = {
    env,
    session,
    agentName: agentAuthorName(clientName, session.token.name),
    origin: new URL(request.url).origin,
  };
  const server = buildServer(caller);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    const response = await transport.handleRequest(request, { parsedBody: body });
    const sessionId = initializing === null ? null : await sessionIdFor(env, session.token.id, initializing);
    if (sessionId === null) return response;
    const headers = new Headers(response.headers);
    headers.set("Mcp-Session-Id", sessionId);
    return new Response(response.body, { status: response.status, headers });
  } finally {
    await server.close();
  }
}
