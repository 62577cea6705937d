/**
 * What an agent can do through MCP (docs/agents.md#mcp), each tool behind the token's scope and
 * each carried out by the same services as the REST API, so the rules (who may see, sizes, rates)
 * are the same. Nothing here deletes or overwrites: a change is always a pending suggestion.
 */
import * as z from "zod";
import { createApplicationSchema } from "~/domain/applications/schema";
import { savedJobDescriptionSchema, type SavedJobDescription } from "~/domain/resume/job-description";
import { toJsonResume } from "~/domain/resume/json-resume";
import { validOpSchema, type Op } from "~/domain/resume/ops";
import { SUGGESTION_LIMITS } from "~/domain/suggestions/limits";
import { analyzeTailored, currentMonth, proposeTailoring } from "~/domain/tailor";
import type { TokenScope } from "~/domain/tokens/scopes";
import { DomainError } from "~/lib/domain-error";
import { englishMessage } from "~/lib/error-catalogue";
import { createApplication, listApplications } from "../applications.server";
import { withLiveDocument } from "../collab/room.server";
import { assertKnownOccupation } from "../occupations.server";
import { printResumePdf } from "../pdf/resume-pdf.server";
import { getResume, listResumes } from "../resumes.server";
import { createSuggestion, listSuggestions } from "../suggestions/suggestions.server";
import { spendTailoring } from "../tailor.server";
import type { TokenSession } from "../tokens/token-use.server";

/** What every tool call knows: the account, the token, who signs suggestions, and the site's origin. */
export interface McpCaller {
  env: Env;
  session: TokenSession;
  agentName: string;
  origin: string;
}

export interface ToolResult {
  [key: string]: unknown;
  content: { type: "text"; text: string }[];
  isError?: boolean;
}

function answer(value: unknown): ToolResult {
  return { content: [{ type: "text", text: JSON.stringify(value, null, 2) }] };
}

function refusal(text: string): ToolResult {
  return { content: [{ type: "text", text }], isError: true };
}

/**
 * Runs a tool when the token has its scope, and words any refusal as an error result (the
 * catalogue's English), which an agent reads and can act on; a protocol error it could not.
 */
export async function guarded(
  caller: McpCaller,
  scope: TokenScope,
  run: () => Promise<ToolResult>,
): Promise<ToolResult> {
  if (!caller.session.token.scopes.includes(scope)) {
    return refusal(
      englishMessage("tokenScopeMissing", { scope }) + " Make a token with it on the account's Access tokens page.",
    );
  }
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError) return refusal(englishMessage(error.code, error.params));
    if (error instanceof Response) return refusal(await refusalText(error));
    throw error;
  }
}

async function refusalText(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return body?.message ?? `Refused (${response.status}).`;
}

export const resumeIdInput = z.string().min(1).max(64).describe("A resume id from list_resumes");
export const jobInput = z
  .object({
    title: z.string().describe("The job's title"),
    company: z.string().optional().describe("The employer"),
    description: z.string().describe("The job posting's text"),
  })
  .describe("The job to read the resume against");

function parsedJob(job: z.infer<typeof jobInput>): SavedJobDescription {
  const parsed = savedJobDescriptionSchema.safeParse({ ...job, company: job.company ?? "" });
  if (!parsed.success) throw new DomainError("jobDescriptionRequired");
  return parsed.data;
}

/** The resume as its room has it now (withLiveDocument), if the caller may see it. */
export async function liveResume(caller: McpCaller, resumeId: string) {
  return withLiveDocument(caller.env, await getResume(caller.env, resumeId, caller.session.user.id));
}

export async function listResumesTool(caller: McpCaller) {
  const resumes = await listResumes(caller.env, caller.session.user.id);
  return answer({
    resumes: resumes.map(({ id, title, templateId, updatedAt, atsScore, role }) => ({
      id,
      title,
      templateId,
      updatedAt,
      atsScore,
      role,
    })),
  });
}

export async function getResumeTool(caller: McpCaller, resumeId: string, format: "json-resume" | "native") {
  const resume = await liveResume(caller, resumeId);
  if (format === "json-resume") return answer(toJsonResume(resume.data));
  const { id, title, templateId, pageSize, data, jobDescription, version } = resume;
  return answer({ id, title, templateId, pageSize, version, jobDescription, data });
}

export async function scoreResumeTool(caller: McpCaller, resumeId: string, job: z.infer<typeof jobInput>) {
  const resume = await liveResume(caller, resumeId);
  const saved = parsedJob(job);
  await assertKnownOccupation(caller.env, saved.occupation);
  const analysis = analyzeTailored(resume.data, resume.templateId, saved, currentMonth());
  return answer(analysis);
}

export async function tailorPreviewTool(caller: McpCaller, resumeId: string, job: z.infer<typeof jobInput>) {
  const resume = await liveResume(caller, resumeId);
  const saved = parsedJob(job);
  await spendTailoring(caller.env, caller.session.user.id);
  return answer({
    score: analyzeTailored(resume.data, resume.templateId, saved, currentMonth()).score,
    proposals: proposeTailoring(resume.data, saved, resume.templateId),
    note: "Proposals only: nothing was changed. Propose a change with suggest_change.",
  });
}

export const changeInput = z
  .object({
    field: z.enum(["summary", "skills", "bullet"]),
    value: z.union([z.string(), z.array(z.string())]).describe("The new text; for skills, the whole list"),
    entryId: z.string().optional().describe("For a bullet: the experience entry's id (get_resume, native form)"),
    bulletIndex: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe("For a bullet: which line of the entry's description (0 first); the line count adds one"),
  })
  .describe("One field to change");

/** The operations a field change stands for, read against the resume as it is now. */
async function opsForChange(caller: McpCaller, resumeId: string, change: z.infer<typeof changeInput>): Promise<Op[]> {
  const text = typeof change.value === "string" ? change.value : null;
  switch (change.field) {
    case "summary":
      if (text === null) throw new DomainError("invalidInput", { issue: "A summary is one text." });
      return [{ op: "setSummary", value: text }];
    case "skills":
      if (!Array.isArray(change.value)) throw new DomainError("invalidInput", { issue: "Skills are a list of texts." });
      return [{ op: "setSkills", value: change.value }];
    case "bullet": {
      if (text === null || change.entryId === undefined || change.bulletIndex === undefined)
        throw new DomainError("invalidInput", { issue: "A bullet needs entryId, bulletIndex and one text." });
      const resume = await liveResume(caller, resumeId);
      const entry = resume.data.experience.find((e) => e.id === change.entryId);
      if (!entry) throw new DomainError("invalidInput", { issue: `No experience entry ${change.entryId}.` });
      const lines = entry.description ? entry.description.split("\n") : [];
      if (change.bulletIndex > lines.length)
        throw new DomainError("invalidInput", { issue: `That entry has ${lines.length} lines.` });
      lines[change.bulletIndex] = text;
      return [
        { op: "setEntryField", section: "experience", id: entry.id, field: "description", value: lines.join("\n") },
      ];
    }
  }
}

export async function suggestChangeTool(
  caller: McpCaller,
  resumeId: string,
  input: { change?: z.infer<typeof changeInput>; ops?: unknown[] },
) {
  if ((input.change === undefined) === (input.ops === undefined))
    throw new DomainError("invalidInput", { issue: "Give either change or ops." });
  // Either way the operations pass the REST API's own check (sizes included) before the room sees them.
  const proposed = input.change ? await opsForChange(caller, resumeId, input.change) : input.ops;
  const parsed = z.array(validOpSchema).min(1).max(SUGGESTION_LIMITS.opsPerSuggestion).safeParse(proposed);
  if (!parsed.success) throw new DomainError("invalidInput", { issue: parsed.error.issues[0]?.message ?? "Bad ops." });
  const ops: Op[] = parsed.data;
  const { session, agentName } = caller;
  const suggestion = await createSuggestion(caller.env, resumeId, session.user, ops, caller.origin, {
    id: `token:${session.token.id}`,
    name: agentName,
  });
  return answer({
    suggestion,
    note: "This is a pending suggestion: the resume changes only when its owner accepts it.",
  });
}

export async function listSuggestionsTool(caller: McpCaller, resumeId: string) {
  return answer({ suggestions: await listSuggestions(caller.env, resumeId, caller.session.user.id) });
}

export async function exportPdfTool(caller: McpCaller, resumeId: string) {
  const resume = await liveResume(caller, resumeId);
  // Fitted to its page target as it prints; an agent stores nothing in the resume (docs/fit-to-pages.md).
  const { user } = caller.session;
  const { stored } = await printResumePdf(caller.env, {
    resume,
    by: { id: user.id, name: user.fullName },
    origin: caller.origin,
    store: false,
  });
  return answer({ url: stored.url, expiresInMinutes: 10 });
}

export async function listApplicationsTool(caller: McpCaller) {
  return answer({ applications: await listApplications(caller.env, caller.session.user.id) });
}

export async function addApplicationTool(caller: McpCaller, input: Record<string, unknown>) {
  const parsed = createApplicationSchema.safeParse(input);
  if (!parsed.success)
    throw new DomainError("invalidInput", { issue: parsed.error.issues[0]?.message ?? "Bad input." });
  return answer(await createApplication(caller.env, caller.session.user, parsed.data));
}
