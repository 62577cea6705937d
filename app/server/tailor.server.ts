/**
 * "Tailor for this job" on the server (docs/tailoring.md): the tailored copy is made from the
 * source the caller can see, owned by the caller; proposals are always computed here from the
 * stored resume and its saved job, so a client only ever chooses which ids to accept, and the
 * no-invention guard checks the result again before anything is written.
 */
import { mayEdit } from "~/domain/collab/roles";
import { TITLE_MAX, type ResumeDocument, type SavedJobDescription } from "~/domain/resume/api";
import { resumeDataSchema } from "~/domain/resume/schema";
import {
  analyzeTailored,
  applyTailoring,
  currentMonth,
  findInventions,
  proposeTailoring,
  tailoredTitle,
  type Invention,
  type TailorChange,
} from "~/domain/tailor";
import { DomainError, throttled } from "~/lib/domain-error";
import { take } from "./auth/throttle.server";
import { withLiveDocument, writeBackRoom } from "./collab/room.server";
import { getDb } from "./db.server";
import { createResume, getResume, saveAtsResult, updateResume } from "./resumes.server";
import { createVariant, isVariant } from "./variants.server";
import { deleteResumeForever } from "./trash.server";

/** docs/limits.md#tailoring: each tailoring reads the job and the resume several times over. */
export const TAILORINGS_PER_USER = { limit: 30, windowMs: 10 * 60_000 } as const;

function analyze(resume: Pick<ResumeDocument, "data" | "templateId">, job: SavedJobDescription) {
  return analyzeTailored(resume.data, resume.templateId, job, currentMonth());
}

export async function spendTailoring(env: Env, userId: string): Promise<void> {
  const verdict = await take(getDb(env), `tailor:${userId}`, TAILORINGS_PER_USER);
  if (!verdict.ok) throw throttled("tailorThrottle", verdict.retryAfterMs);
}

export interface TailorResult {
  resumeId: string;
  title: string;
  changes: TailorChange[];
  scoreBefore: number;
  /** The resume is a job variant for this very job: its own proposals, no new resume (docs/variants.md#tailoring). */
  inPlace: boolean;
}

/** The same job, as a person would say: the saved job's title, company and text. */
function sameJob(saved: SavedJobDescription | null | undefined, job: SavedJobDescription): boolean {
  const norm = (text: string | undefined) => (text ?? "").trim().replace(/\s+/g, " ");
  return (
    !!saved &&
    norm(saved.title) === norm(job.title) &&
    norm(saved.company) === norm(job.company) &&
    norm(saved.description) === norm(job.description)
  );
}

export async function tailorResume(
  env: Env,
  sourceId: string,
  userId: string,
  job: SavedJobDescription,
): Promise<TailorResult> {
  // Any role may tailor what it can see: the copy is the caller's own, the source is only read.
  await getResume(env, sourceId, userId);
  await spendTailoring(env, userId);
  // Edits people are making live reach D1 first: the copy is of what they see, not of the last write-back.
  await writeBackRoom(env, sourceId);
  const source = await getResume(env, sourceId, userId);
  // A job variant tailored for its own job (its editor's "Tailor for this job"): its proposals, to
  // review and apply to it, rather than a copy of it that would follow its master no more.
  if (mayEdit(source.role) && sameJob(source.jobDescription, job) && (await isVariant(env, source.id))) {
    return {
      resumeId: source.id,
      title: source.title,
      changes: proposeTailoring(source.data, job, source.templateId),
      scoreBefore: analyze(source, job).score,
      inPlace: true,
    };
  }
  const made = await tailoredVariantOrCopy(env, source, userId, job);
  try {
    const analysis = analyze(source, job);
    await saveAtsResult(env, made.id, userId, analysis);
    return {
      resumeId: made.id,
      title: made.title,
      changes: proposeTailoring(source.data, job, source.templateId),
      scoreBefore: analysis.score,
      inPlace: false,
    };
  } catch (error) {
    // No half-made copy: the copy exists with its job or not at all.
    await deleteResumeForever(env, made.id, userId).catch(() => undefined);
    throw error;
  }
}

/** Why a tailored resume is a detached copy rather than a job variant (docs/variants.md#tailoring). */
const COPY_INSTEAD = new Set(["viewOnlyResume", "suggestOnlyResume", "variantOfVariant", "variantLimit"]);

/**
 * A job variant of the source, so that what its owner fixes in the source later still reaches the
 * tailored version (docs/variants.md#tailoring). A detached copy when the source cannot have one:
 * the caller may only view or suggest on it, it is a variant itself, or it has the most variants.
 */
async function tailoredVariantOrCopy(
  env: Env,
  source: ResumeDocument,
  userId: string,
  job: SavedJobDescription,
): Promise<{ id: string; title: string }> {
  try {
    return await createVariant(env, source.id, userId, { jobDescription: job });
  } catch (error) {
    if (!(error instanceof DomainError) || !COPY_INSTEAD.has(error.code)) throw error;
  }
  const copy = await createResume(env, userId, {
    templateId: source.templateId as Parameters<typeof createResume>[2]["templateId"],
    data: source.data,
    title: tailoredTitle(source.title, job, TITLE_MAX),
  });
  try {
    await updateResume(env, copy.id, userId, { jobDescription: job });
  } catch (error) {
    await deleteResumeForever(env, copy.id, userId).catch(() => undefined);
    throw error;
  }
  return copy;
}

export interface TailorProposals {
  resume: ResumeDocument;
  job: SavedJobDescription;
  changes: TailorChange[];
  score: number;
}

/** The proposals for a resume against its saved job, as the review view shows them. */
export async function tailorProposals(env: Env, resumeId: string, userId: string): Promise<TailorProposals> {
  const resume = await withLiveDocument(env, await getResume(env, resumeId, userId));
  if (!resume.jobDescription) throw new DomainError("noJobDescription");
  return {
    resume,
    job: resume.jobDescription,
    changes: proposeTailoring(resume.data, resume.jobDescription, resume.templateId),
    score: analyze(resume, resume.jobDescription).score,
  };
}

export type ApplyResult =
  | { ok: true; resume: ResumeDocument; applied: string[]; scoreBefore: number; scoreAfter: number }
  | { ok: false; inventions: Invention[] };

export async function applyTailoringToResume(
  env: Env,
  resumeId: string,
  userId: string,
  input: { accepted: string[]; summaryText?: string; dryRun?: boolean },
): Promise<ApplyResult> {
  const { resume, job, changes, score } = await tailorProposals(env, resumeId, userId);
  if (!mayEdit(resume.role)) throw new DomainError("viewOnlyResume");
  const known = new Set(changes.map((change) => change.id));
  const stale = input.accepted.filter((id) => !known.has(id));
  if (stale.length > 0) throw new DomainError("staleChanges", { changes: stale.join(", ") });
  const textChanges = changes.filter(
    (change) => change.kind !== "missing-skill-question" && input.accepted.includes(change.id),
  );
  const tailored = applyTailoring(resume.data, changes, input.accepted, { summaryText: input.summaryText });
  const inventions = findInventions(resume.data, tailored);
  if (inventions.length > 0) return { ok: false, inventions };
  const valid = resumeDataSchema.safeParse(tailored);
  if (!valid.success) throw new DomainError("tailoredTooLarge");
  if (input.dryRun) {
    // The review view's "after" while choosing: the same checks and score, nothing written.
    return {
      ok: true,
      resume,
      applied: textChanges.map((change) => change.id),
      scoreBefore: score,
      scoreAfter: analyze({ data: valid.data, templateId: resume.templateId }, job).score,
    };
  }
  const updated =
    textChanges.length > 0
      ? await updateResume(env, resumeId, userId, { data: valid.data, baseVersion: resume.version })
      : resume;
  const analysis = analyze(updated, job);
  await saveAtsResult(env, resumeId, userId, analysis);
  return {
    ok: true,
    resume: await getResume(env, resumeId, userId),
    applied: textChanges.map((change) => change.id),
    scoreBefore: score,
    scoreAfter: analysis.score,
  };
}
