/**
 * Job applications in D1 (docs/api.md#applications). An application is its owner's alone: every
 * call selects by id and owner together, so another account's id is a 404 like a missing one. A
 * resume or letter is linked only if the caller may see it, and moving to Applied freezes what
 * was sent (resume as the room has it now, letter, job, ATS score) where later edits, and deleting
 * the resume, never reach it: the job and score in the row, the resume and letter in an immutable
 * R2 object whose key the row keeps (./sent-copies.server.ts).
 */
import { mayEdit } from "~/domain/collab/roles";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { applicationEvents, applications, type ApplicationEventRow, type ApplicationRow } from "~/db/schema";
import { CsvError, readApplicationsCsv, toCsv, type CsvRow } from "~/domain/applications/csv";
import {
  APPLICATION_LIMITS,
  type ApplicationDocument,
  type ApplicationSummary,
  type CreateApplicationInput,
  type EventInput,
  type SentSnapshot,
  type Stage,
  type UpdateApplicationInput,
} from "~/domain/applications/schema";
import { analyzeAts } from "~/domain/ats";
import type { RoomDocument } from "~/domain/resume/document";
import type { SavedJobDescription } from "~/domain/resume/job-description";
import { letterContentSchema, type LetterContent } from "~/domain/cover-letter/schema";
import { NAMED_VERSIONS_MAX } from "~/domain/resume/versions";
import { DEFAULT_TEMPLATE_ID, isTemplateId } from "~/domain/resume/template-ids";
import { htmlToText } from "~/domain/templates/html-to-text";
import { renderResumeHtml } from "~/domain/templates/render";
import { DomainError, throttled } from "~/lib/domain-error";
import { take } from "./auth/throttle.server";
import { withLiveDocument } from "./collab/room.server";
import { createLetter, getLetterWithResume } from "./cover-letters.server";
import { tailorResume } from "./tailor.server";
import { getDb } from "./db.server";
import { getResume } from "./resumes.server";
import { deleteSentCopy, readSentCopy, storeSentCopy, wasSent } from "./sent-copies.server";
import { resumeVersionsOf } from "./versions/room-versions.server";

/** Imports are parsed and written in one request each: a few per hour is what a person needs. */
export const IMPORT_RULE = { limit: 10, windowMs: 60 * 60 * 1000 };
export const MAX_IMPORT_BYTES = APPLICATION_LIMITS.csvImportBytes;
export const MAX_IMPORT_ROWS = 500;

const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);
const today = () => new Date().toISOString().slice(0, 10);
const month = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;

/**
 * An application row as JSON, dates as ISO strings: the one place a row becomes what the API says
 * (its summary, its document) and what the account export says (./account-export.server.ts).
 */
export function applicationJson(
  row: ApplicationRow,
): ApplicationSummary & Pick<ApplicationDocument, "jobDescription" | "jobUrl" | "notes" | "contacts"> {
  return {
    id: row.id,
    resumeId: row.resumeId,
    resumeTitle: row.resumeTitle,
    coverLetterId: row.coverLetterId,
    company: row.company,
    role: row.role,
    location: row.location,
    salary: row.salary,
    deadline: row.deadline,
    stage: row.stage,
    sentScore: row.sentScore,
    reachedInterview: row.reachedInterview,
    appliedAt: isoOrNull(row.appliedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    jobDescription: row.jobDescription,
    jobUrl: row.jobUrl,
    notes: row.notes,
    contacts: row.contacts,
  };
}

/** The summary a list shows: the row without its long texts. */
function toSummary(row: ApplicationRow): ApplicationSummary {
  const {
    jobDescription: _jobDescription,
    jobUrl: _jobUrl,
    notes: _notes,
    contacts: _contacts,
    ...summary
  } = applicationJson(row);
  return summary;
}

function toDocument(row: ApplicationRow, events: ApplicationEventRow[]): ApplicationDocument {
  return {
    ...applicationJson(row),
    events: events.map((event) => ({ id: event.id, title: event.title, date: event.day, note: event.note })),
    sent: (row.sentMeta as SentSnapshot | null) ?? null,
  };
}

async function ownRow(env: Env, id: string, userId: string): Promise<ApplicationRow> {
  const row = await getDb(env)
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.ownerId, userId)))
    .get();
  if (!row) throw new DomainError("applicationNotFound");
  return row;
}

async function eventsOf(env: Env, id: string): Promise<ApplicationEventRow[]> {
  return getDb(env)
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, id))
    .orderBy(asc(applicationEvents.day), asc(applicationEvents.createdAt))
    .all();
}

export async function listApplications(env: Env, userId: string): Promise<ApplicationSummary[]> {
  const rows = await getDb(env)
    .select()
    .from(applications)
    .where(eq(applications.ownerId, userId))
    .orderBy(desc(applications.updatedAt))
    .limit(APPLICATION_LIMITS.perAccount)
    .all();
  return rows.map(toSummary);
}

export async function getApplication(env: Env, id: string, userId: string): Promise<ApplicationDocument> {
  const row = await ownRow(env, id, userId);
  return toDocument(row, await eventsOf(env, id));
}

async function countOwn(env: Env, userId: string): Promise<number> {
  const count = await getDb(env)
    .select({ n: sql<number>`count(*)` })
    .from(applications)
    .where(eq(applications.ownerId, userId))
    .get();
  return count?.n ?? 0;
}

/** The letter, when it is one of this resume's and the caller may see it; 400 otherwise. */
async function checkedLetter(
  env: Env,
  letterId: string | null | undefined,
  resumeId: string | null,
  userId: string,
): Promise<string | null> {
  if (!letterId) return null;
  try {
    const { letter } = await getLetterWithResume(env, letterId, userId);
    if (letter.resumeId !== resumeId) throw new DomainError("letterNotOfResume");
    return letter.id;
  } catch (error) {
    if (error instanceof DomainError && error.code === "letterNotFound")
      throw new DomainError("applicationLetterNotFound");
    throw error;
  }
}

export async function createApplication(
  env: Env,
  user: { id: string; fullName: string },
  input: CreateApplicationInput,
): Promise<ApplicationDocument> {
  // The resume must be one the caller may see (404 otherwise, as everywhere).
  const resume = await getResume(env, input.resumeId, user.id);
  if ((await countOwn(env, user.id)) >= APPLICATION_LIMITS.perAccount)
    throw new DomainError("applicationLimit", { max: APPLICATION_LIMITS.perAccount });
  const coverLetterId = await checkedLetter(env, input.coverLetterId, resume.id, user.id);
  const id = crypto.randomUUID();
  await getDb(env)
    .insert(applications)
    .values({
      id,
      ownerId: user.id,
      resumeId: resume.id,
      resumeTitle: resume.title,
      coverLetterId,
      company: input.company,
      role: input.role,
      jobDescription: input.jobDescription ?? "",
      jobUrl: input.jobUrl ?? "",
      location: input.location ?? "",
      salary: input.salary ?? "",
      deadline: input.deadline ?? "",
      notes: input.notes ?? "",
      contacts: input.contacts ?? "",
    });
  if (input.stage && input.stage !== "saved") return updateApplication(env, id, user, { stage: input.stage });
  return getApplication(env, id, user.id);
}

/**
 * What goes out with an application, as it is at this moment: the resume as the room has it (edits
 * not yet in D1 included), its letter, the job, and the ATS score of that resume against that job.
 */
const squashed = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/** The application's job is the resume's saved job: same title and description, however spaced or cased. */
function sameJob(row: ApplicationRow, job: SavedJobDescription | null): boolean {
  return (
    job !== null &&
    squashed(row.role) === squashed(job.title) &&
    squashed(row.jobDescription) === squashed(job.description)
  );
}

async function freezeSent(
  env: Env,
  row: ApplicationRow,
  user: { id: string; fullName: string },
): Promise<Partial<ApplicationRow>> {
  if (!row.resumeId) throw new DomainError("sentResumeDeleted");
  const resume = await withLiveDocument(env, await getResume(env, row.resumeId, user.id));
  const templateId = isTemplateId(resume.templateId) ? resume.templateId : DEFAULT_TEMPLATE_ID;
  const document: RoomDocument = {
    data: resume.data,
    templateId,
    jobDescription: resume.jobDescription,
    pageSize: resume.pageSize,
  };
  let letter: LetterContent | null = null;
  if (row.coverLetterId) {
    try {
      letter = (await getLetterWithResume(env, row.coverLetterId, user.id)).letter.content;
    } catch (error) {
      if (!(error instanceof DomainError && error.code === "resumeNotFound")) throw error;
    }
  }
  // The application's own job, or else the resume's saved job. The occupation the user chose for the
  // resume's job counts when the application is about that job (its text copied, as the new
  // application's form does), so what was sent scores as the analysis page did.
  const ownJob = row.jobDescription.trim() !== "";
  const jobText = ownJob
    ? `${row.role}\n${row.jobDescription}`
    : resume.jobDescription
      ? `${resume.jobDescription.title}\n${resume.jobDescription.description}`
      : "";
  const jobOccupation = !ownJob || sameJob(row, resume.jobDescription) ? resume.jobDescription?.occupation : undefined;
  const analysis = jobText.trim()
    ? analyzeAts({
        resumeText: htmlToText(renderResumeHtml(resume.data, templateId)),
        jobDescriptionText: jobText,
        asOf: month(new Date()),
        jobOccupation,
      })
    : null;
  // In the resume's own history too, while it has room for named versions; the row keeps its copy.
  const history = resumeVersionsOf(env, resume.id);
  const version =
    mayEdit(resume.role) && (await history.countNamed()) < NAMED_VERSIONS_MAX
      ? await history.record({
          content: document,
          kind: "named",
          name: `Sent to ${row.company}`.slice(0, 100),
          authors: [{ id: user.id, name: user.fullName }],
        })
      : null;
  const meta: SentSnapshot = {
    at: new Date().toISOString(),
    templateId,
    pageSize: resume.pageSize,
    versionId: version?.id ?? null,
    hasLetter: letter !== null,
    jobDescription: jobText,
    ats: analysis
      ? {
          score: analysis.score,
          components: analysis.metadata.analysis.components.map(({ id, earned, weight }) => ({ id, earned, weight })),
        }
      : null,
  };
  return {
    sentKey: await storeSentCopy(env, row, document, letter),
    sentMeta: meta,
    sentScore: analysis?.score ?? null,
  };
}

export async function updateApplication(
  env: Env,
  id: string,
  user: { id: string; fullName: string },
  input: UpdateApplicationInput,
): Promise<ApplicationDocument> {
  const row = await ownRow(env, id, user.id);
  const changes: Partial<ApplicationRow> = { updatedAt: new Date() };
  for (const key of [
    "company",
    "role",
    "jobDescription",
    "jobUrl",
    "location",
    "salary",
    "deadline",
    "notes",
    "contacts",
  ] as const) {
    if (input[key] !== undefined) changes[key] = input[key];
  }
  if (input.coverLetterId !== undefined)
    changes.coverLetterId = await checkedLetter(env, input.coverLetterId, row.resumeId, user.id);
  const moved = input.stage !== undefined && input.stage !== row.stage ? input.stage : null;
  if (moved) {
    changes.stage = moved;
    if (moved === "interview" || moved === "offer") changes.reachedInterview = true;
    // Applied (or past it, straight from Saved) for the first time: what was sent is frozen now.
    if (moved !== "saved" && moved !== "withdrawn" && !wasSent(row))
      Object.assign(changes, await freezeSent(env, { ...row, ...changes }, user), { appliedAt: new Date() });
  }
  await getDb(env)
    .update(applications)
    .set(changes)
    .where(and(eq(applications.id, id), eq(applications.ownerId, user.id)));
  if (moved) await insertEvent(env, id, { title: `stage:${moved}`, date: today() });
  return getApplication(env, id, user.id);
}

/**
 * Starts from the application's job: a tailored copy of its resume (which the application then
 * sends, while nothing was sent yet) or a drafted letter (which goes with it).
 */
export async function startFromJob(
  env: Env,
  id: string,
  user: { id: string; fullName: string },
  what: "tailor" | "letter",
): Promise<string> {
  const row = await ownRow(env, id, user.id);
  if (!row.resumeId) throw new DomainError("applicationResumeDeleted");
  if (!row.jobDescription.trim()) throw new DomainError("addJobDescription");
  const job = { title: row.role, company: row.company, description: row.jobDescription };
  const db = getDb(env);
  if (what === "tailor") {
    const copy = await tailorResume(env, row.resumeId, user.id, job);
    if (!wasSent(row))
      await db
        .update(applications)
        .set({ resumeId: copy.resumeId, resumeTitle: copy.title, coverLetterId: null, updatedAt: new Date() })
        .where(eq(applications.id, id));
    return `/tailor/${copy.resumeId}`;
  }
  const { letter } = await createLetter(env, row.resumeId, user.id, job);
  if (!wasSent(row))
    await db
      .update(applications)
      .set({ coverLetterId: letter.id, updatedAt: new Date() })
      .where(eq(applications.id, id));
  return `/cover-letters/${letter.id}`;
}

/** A move on the board: the stage only, answered with the summary (the board's hot path). */
export async function moveApplication(
  env: Env,
  id: string,
  user: { id: string; fullName: string },
  stage: Stage,
): Promise<ApplicationSummary> {
  const {
    events: _events,
    jobDescription: _job,
    jobUrl: _url,
    notes: _notes,
    contacts: _contacts,
    sent: _sent,
    ...summary
  } = await updateApplication(env, id, user, { stage });
  return summary;
}

export async function deleteApplication(env: Env, id: string, userId: string): Promise<void> {
  const row = await ownRow(env, id, userId);
  await getDb(env)
    .delete(applications)
    .where(and(eq(applications.id, id), eq(applications.ownerId, userId)));
  // The row first: a copy whose delete fails is only left under the owner's prefix, never missing for a row.
  await deleteSentCopy(env, row);
}

async function insertEvent(env: Env, applicationId: string, input: EventInput): Promise<void> {
  await getDb(env)
    .insert(applicationEvents)
    .values({
      id: crypto.randomUUID(),
      applicationId,
      title: input.title,
      day: input.date || today(),
      note: input.note ?? "",
    });
}

export async function addEvent(env: Env, id: string, userId: string, input: EventInput): Promise<ApplicationDocument> {
  const row = await ownRow(env, id, userId);
  const count = await getDb(env)
    .select({ n: sql<number>`count(*)` })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, id))
    .get();
  if ((count?.n ?? 0) >= APPLICATION_LIMITS.eventsPerApplication)
    throw new DomainError("applicationEventLimit", { max: APPLICATION_LIMITS.eventsPerApplication });
  await insertEvent(env, id, input);
  await getDb(env).update(applications).set({ updatedAt: new Date() }).where(eq(applications.id, row.id));
  return getApplication(env, id, userId);
}

/** What was sent: the resume document and letter frozen when the application moved to Applied. */
export async function sentDocuments(
  env: Env,
  id: string,
  userId: string,
): Promise<{ row: ApplicationRow; resume: RoomDocument; letter: LetterContent | null }> {
  const row = await ownRow(env, id, userId);
  const sent = await readSentCopy(env, row);
  if (!sent) throw new DomainError("nothingSent");
  const letter = sent.letter ? letterContentSchema.parse(sent.letter) : null;
  return { row, resume: sent.resume, letter };
}

export async function exportApplicationsCsv(env: Env, userId: string): Promise<string> {
  const rows = await getDb(env)
    .select()
    .from(applications)
    .where(eq(applications.ownerId, userId))
    .orderBy(asc(applications.createdAt))
    .all();
  const events = rows.length
    ? await getDb(env)
        .select()
        .from(applicationEvents)
        // A subquery, not a list of ids: D1 binds at most 100 values per statement.
        .where(
          inArray(
            applicationEvents.applicationId,
            getDb(env).select({ id: applications.id }).from(applications).where(eq(applications.ownerId, userId)),
          ),
        )
        .orderBy(asc(applicationEvents.day), asc(applicationEvents.createdAt))
        .all()
    : [];
  const csvRows: CsvRow[] = rows.map((row) => ({
    company: row.company,
    role: row.role,
    stage: row.stage,
    resume_id: row.resumeId ?? "",
    resume_title: row.resumeTitle,
    location: row.location,
    salary: row.salary,
    deadline: row.deadline,
    job_url: row.jobUrl,
    applied_at: row.appliedAt?.toISOString() ?? "",
    created_at: row.createdAt.toISOString(),
    notes: row.notes,
    contacts: row.contacts,
    job_description: row.jobDescription,
    events: JSON.stringify(
      events
        .filter((event) => event.applicationId === row.id)
        .map((event) => ({ title: event.title, date: event.day, note: event.note })),
    ),
  }));
  return toCsv(csvRows);
}

/**
 * Adds the CSV's applications to the caller's. A resume id that is not one the caller may see is
 * dropped (the title stays); what was sent is not in a CSV, so imported applications have none.
 */
export async function importApplicationsCsv(env: Env, userId: string, text: string): Promise<{ imported: number }> {
  const verdict = await take(getDb(env), `applications-import:${userId}`, IMPORT_RULE);
  if (!verdict.ok) throw throttled("importThrottle", verdict.retryAfterMs);
  let parsed;
  try {
    parsed = readApplicationsCsv(text, MAX_IMPORT_ROWS);
  } catch (error) {
    // Each CSV problem has its own code, with the line and column it names.
    if (error instanceof CsvError) throw new DomainError(error.code, error.params);
    throw error;
  }
  if ((await countOwn(env, userId)) + parsed.length > APPLICATION_LIMITS.perAccount)
    throw new DomainError("applicationLimit", { max: APPLICATION_LIMITS.perAccount });
  const seen = new Map<string, boolean>();
  const mayLink = async (resumeId: string) => {
    if (!resumeId) return false;
    if (!seen.has(resumeId))
      seen.set(
        resumeId,
        await getResume(env, resumeId, userId).then(
          () => true,
          () => false,
        ),
      );
    return seen.get(resumeId)!;
  };
  const db = getDb(env);
  for (const application of parsed) {
    const id = crypto.randomUUID();
    const created = application.createdAt ? new Date(application.createdAt) : new Date();
    await db.insert(applications).values({
      id,
      ownerId: userId,
      resumeId: (await mayLink(application.resumeId)) ? application.resumeId : null,
      resumeTitle: application.resumeTitle,
      company: application.company,
      role: application.role,
      stage: application.stage,
      reachedInterview:
        application.stage === "interview" ||
        application.stage === "offer" ||
        application.events.some((event) => /^stage:(interview|offer)$/.test(event.title)),
      location: application.location,
      salary: application.salary,
      deadline: application.deadline,
      jobUrl: application.jobUrl,
      appliedAt: application.appliedAt ? new Date(application.appliedAt) : null,
      notes: application.notes,
      contacts: application.contacts,
      jobDescription: application.jobDescription,
      createdAt: created,
      updatedAt: new Date(),
    });
    // D1 binds at most 100 values per statement: events go in 16 at a time (6 columns each).
    for (let at = 0; at < application.events.length; at += 16) {
      await db.insert(applicationEvents).values(
        application.events.slice(at, at + 16).map((event) => ({
          id: crypto.randomUUID(),
          applicationId: id,
          title: event.title,
          day: event.date,
          note: event.note,
        })),
      );
    }
  }
  return { imported: parsed.length };
}
