/**
 * The single source of truth for the D1 schema. `npm run db:generate` turns changes here into a
 * new SQL migration under migrations/; never edit an applied migration by hand.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const timestamps = {
  createdAt: integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
};

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  /** Always stored lower-cased and trimmed, so lookups are exact. */
  email: text("email").notNull().unique(),
  fullName: text("full_name").notNull(),
  /** "pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>": the parameters travel with the hash. */
  passwordHash: text("password_hash").notNull(),
  profileImageUrl: text("profile_image_url"),
  /** Null until the e-mailed code is verified; unverified accounts cannot sign in. */
  emailVerifiedAt: integer("email_verified_at", { mode: "timestamp_ms" }),
  /** The interface language ("en" | "es" | "de", app/i18n/languages.ts); null: not chosen yet (docs/i18n.md). */
  language: text("language"),
  ...timestamps,
});

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 of the bearer token: a leaked table does not leak usable tokens. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    ...timestamps,
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export type UserRow = typeof users.$inferSelect;

/**
 * Pending registrations: one row per sign-up that waits for its e-mailed code. Each keeps the
 * name and password it was made with, so a later sign-up for the same address never changes an
 * earlier one, and a code activates exactly the registration it was sent for; the account (the
 * users row) is written when a code is verified. `sessionExpiresAt` bounds the whole registration
 * attempt; past it a fresh code is sent.
 */
export const verificationCodes = sqliteTable(
  "verification_codes",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    fullName: text("full_name").notNull(),
    /** The password chosen at sign-up, hashed like users.password_hash. */
    passwordHash: text("password_hash").notNull(),
    /**
     * SHA-256 of the token in the cookie of the browser that signed up (or signed in with this
     * registration's password): that browser accepts only this registration's code.
     */
    requesterHash: text("requester_hash"),
    /** SHA-256 of "<salt>:<code>": codes are never stored in the clear. */
    codeHash: text("code_hash").notNull(),
    salt: text("salt").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    /** Tries of the current code, counted before each comparison (the right one included). */
    failedAttempts: integer("failed_attempts").notNull().default(0),
    lastSentAt: integer("last_sent_at", { mode: "timestamp_ms" }).notNull(),
    sessionExpiresAt: integer("session_expires_at", { mode: "timestamp_ms" }).notNull(),
    ...timestamps,
  },
  (table) => [index("verification_codes_email_idx").on(table.email)],
);

/** Single-use password reset links. */
export const passwordResets = sqliteTable(
  "password_resets",
  {
    /** SHA-256 of the token in the e-mailed link. */
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    ...timestamps,
  },
  (table) => [index("password_resets_user_id_idx").on(table.userId)],
);

/**
 * Attempt counters for every account limit (app/server/auth/throttle.server.ts, docs/limits.md):
 * sign-ins, codes, sign-ups and e-mails, per client, account or address.
 */
export const authThrottle = sqliteTable("auth_throttle", {
  key: text("key").primaryKey(),
  /** Attempts counted in the current window. */
  failures: integer("failures").notNull().default(0),
  windowStartedAt: integer("window_started_at", { mode: "timestamp_ms" }).notNull(),
  /** No attempt is counted (or allowed) before this time: the end of a full window, or a back-off. */
  blockedUntil: integer("blocked_until", { mode: "timestamp_ms" }).notNull().default(sql`0`),
});

/**
 * A saved resume. `data` holds the ResumeData JSON of docs/product.md#data-model, validated by
 * app/domain/resume/schema.ts before every write; `version` grows by one with each write so
 * clients can refuse to overwrite edits they have not seen.
 */
export const resumes = sqliteTable(
  "resumes",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    templateId: text("template_id").notNull(),
    data: text("data", { mode: "json" }).notNull(),
    /** The saved job description input {title, company, description}, or null. */
    jobDescription: text("job_description", { mode: "json" }),
    /** The last ATS analysis of this resume against its job description, or null. */
    atsResult: text("ats_result", { mode: "json" }),
    atsScore: integer("ats_score"),
    pageSize: text("page_size", { enum: ["A4", "Letter"] }).notNull().default("A4"),
    version: integer("version").notNull().default(1),
    ...timestamps,
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
    /**
     * Set when the owner moves the resume to the trash: nobody but the owner sees it then, and
     * only in the trash; a scheduled clean-up deletes it for good 30 days later.
     */
    deletedAt: integer("deleted_at", { mode: "timestamp_ms" }),
  },
  (table) => [index("resumes_owner_updated_idx").on(table.ownerId, table.updatedAt), index("resumes_deleted_at_idx").on(table.deletedAt)],
);

export type ResumeRow = typeof resumes.$inferSelect;

/**
 * Secrets the app makes for itself on first use (the key that signs download links), so a
 * deployment works without configuration; a SIGNING_SECRET variable overrides it.
 */
export const appSecrets = sqliteTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  ...timestamps,
});

/**
 * People the owner shared a resume with. The invitation is keyed by e-mail (lower-cased), so
 * someone without an account is matched once they sign up and verify that address; `userId` is
 * filled when the invitee already had an account and is otherwise resolved through `users.email`.
 */
export const resumeCollaborators = sqliteTable(
  "resume_collaborators",
  {
    resumeId: text("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    role: text("role", { enum: ["editor", "viewer"] }).notNull(),
    invitedBy: text("invited_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("resume_collaborators_resume_email_idx").on(table.resumeId, table.email),
    index("resume_collaborators_email_idx").on(table.email),
    index("resume_collaborators_user_idx").on(table.userId),
  ],
);


/**
 * PDF renders in progress, one row each, so that one user cannot hold every browser: a render
 * takes a slot with a conditional insert and frees it when done; a slot left behind by a crash
 * expires with the render timeout (app/server/pdf/render-slots.server.ts).
 */
export const renderSlots = sqliteTable(
  "render_slots",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("render_slots_user_idx").on(table.userId)],
);

/**
 * Version history (docs/decisions/version-storage.md): one row per version, pointing at a
 * snapshot of the whole document by content hash, so identical states share one stored copy.
 * The last 200 automatic versions and every named one are kept (pruned on insert).
 */
export const resumeVersions = sqliteTable(
  "resume_versions",
  {
    id: text("id").primaryKey(),
    resumeId: text("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["quiet", "save", "template", "import", "restore", "named"] }).notNull(),
    /** Only named versions have one. */
    name: text("name"),
    /** The people who edited since the previous version: [{id, name}] as they were called then. */
    authors: text("authors", { mode: "json" }).notNull(),
    /** One line: what changed since the previous version ("Skills: +Kubernetes; Summary edited"). */
    summary: text("summary").notNull(),
    contentHash: text("content_hash").notNull(),
    ...timestamps,
  },
  (table) => [index("resume_versions_resume_created_idx").on(table.resumeId, table.createdAt)],
);

/** A snapshot's document, gzipped JSON in base64, stored once per resume and content hash. */
export const resumeVersionBlobs = sqliteTable(
  "resume_version_blobs",
  {
    resumeId: text("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    hash: text("hash").notNull(),
    content: text("content").notNull(),
  },
  (table) => [primaryKey({ columns: [table.resumeId, table.hash] })],
);

export type ResumeVersionRow = typeof resumeVersions.$inferSelect;

/**
 * A resume published at /r/{slug} (docs/product.md#public-link). One per resume; removing the row
 * unpublishes (the link 404s). `passwordHash` is hashed like users.password_hash; the signed
 * cookie of a visitor who typed it carries a prefix of this hash, so changing or removing the
 * password invalidates every earlier cookie.
 */
export const resumePublications = sqliteTable("resume_publications", {
  resumeId: text("resume_id")
    .primaryKey()
    .references(() => resumes.id, { onDelete: "cascade" }),
  slug: text("slug").notNull().unique(),
  passwordHash: text("password_hash"),
  indexable: integer("indexable", { mode: "boolean" }).notNull().default(false),
  /** Contact details left out of the public page and its PDF (docs/product.md#public-link): the phone by default. */
  hidePhone: integer("hide_phone", { mode: "boolean" }).notNull().default(true),
  hideEmail: integer("hide_email", { mode: "boolean" }).notNull().default(false),
  hideLocation: integer("hide_location", { mode: "boolean" }).notNull().default(false),
  ...timestamps,
  updatedAt: integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});

/**
 * Link names ever published, each kept for the account that first published it, for good
 * (docs/decisions/link-names.md): a released name never shows another person's resume. Only a
 * keyed hash of the name is kept, so a deleted account leaves no name behind in the clear.
 */
export const slugClaims = sqliteTable("slug_claims", {
  slugHash: text("slug_hash").primaryKey(),
  ownerId: text("owner_id").notNull(),
  ...timestamps,
});

/**
 * Who was already counted today on a link: a keyed hash of the client's address, the link and the
 * day, never the address (docs/product.md#public-link). Rows older than yesterday are deleted as
 * new ones come in.
 */
export const publicationVisitors = sqliteTable(
  "publication_visitors",
  {
    resumeId: text("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    /** "YYYY-MM-DD" (UTC). */
    day: text("day").notNull(),
    kind: text("kind", { enum: ["view", "download"] }).notNull(),
    visitor: text("visitor").notNull(),
  },
  (table) => [primaryKey({ columns: [table.resumeId, table.day, table.kind, table.visitor] }), index("publication_visitors_day").on(table.day)],
);


/** Views and downloads of a published resume per UTC day: counts only, nothing about the viewers. */
export const publicationStats = sqliteTable(
  "publication_stats",
  {
    resumeId: text("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    /** "YYYY-MM-DD" (UTC). */
    day: text("day").notNull(),
    views: integer("views").notNull().default(0),
    downloads: integer("downloads").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.resumeId, table.day] })],
);

/**
 * Cover letters of a resume (docs/api.md#cover-letters). They belong to their resume: the same
 * people may see and edit them, and they go when it goes. `content` holds the LetterContent JSON of
 * app/domain/cover-letter/schema.ts, validated before every write; `version` grows by one with each
 * write so a save based on an older version is refused (409) instead of overwriting.
 * One letter per job description per resume: `jobKey` is a hash of the normalised job title,
 * company and description (a letter for no job has the key "none"), unique per resume.
 */
export const coverLetters = sqliteTable(
  "cover_letters",
  {
    id: text("id").primaryKey(),
    resumeId: text("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    jobKey: text("job_key").notNull(),
    /** The saved job description input {title, company, description}, or null. */
    jobDescription: text("job_description", { mode: "json" }),
    content: text("content", { mode: "json" }).notNull(),
    version: integer("version").notNull().default(1),
    ...timestamps,
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (table) => [uniqueIndex("cover_letters_resume_job_idx").on(table.resumeId, table.jobKey)],
);

export type CoverLetterRow = typeof coverLetters.$inferSelect;

/**
 * Version history of a cover letter (docs/api.md#letter-versions), like resume_versions but with
 * the letter's content inline: a letter is a few KB, so snapshots are not shared or compressed
 * (docs/decisions/letter-versions.md). Deleted with the letter.
 */
export const letterVersions = sqliteTable(
  "letter_versions",
  {
    id: text("id").primaryKey(),
    letterId: text("letter_id")
      .notNull()
      .references(() => coverLetters.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["quiet", "save", "restore", "named"] }).notNull(),
    name: text("name"),
    /** The people who edited since the previous version: [{id, name}]. */
    authors: text("authors", { mode: "json" }).notNull(),
    summary: text("summary").notNull(),
    /** The LetterContent JSON of app/domain/cover-letter/schema.ts. */
    content: text("content", { mode: "json" }).notNull(),
    contentHash: text("content_hash").notNull(),
    ...timestamps,
  },
  (table) => [index("letter_versions_letter_created_idx").on(table.letterId, table.createdAt)],
);

export type LetterVersionRow = typeof letterVersions.$inferSelect;

/**
 * Job applications (docs/api.md#applications): the owner's alone, whoever else may edit the
 * resume. The resume and letter links go null when those are deleted; the snapshot of what was
 * sent stays in the row, so a deleted resume keeps its applications' snapshots.
 */
export const applications = sqliteTable(
  "applications",
  {
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    resumeId: text("resume_id").references(() => resumes.id, { onDelete: "set null" }),
    resumeTitle: text("resume_title").notNull(),
    coverLetterId: text("cover_letter_id").references(() => coverLetters.id, { onDelete: "set null" }),
    company: text("company").notNull(),
    role: text("role").notNull(),
    jobDescription: text("job_description").notNull().default(""),
    jobUrl: text("job_url").notNull().default(""),
    location: text("location").notNull().default(""),
    salary: text("salary").notNull().default(""),
    deadline: text("deadline").notNull().default(""),
    notes: text("notes").notNull().default(""),
    contacts: text("contacts").notNull().default(""),
    stage: text("stage", { enum: ["saved", "applied", "interview", "offer", "rejected", "withdrawn"] }).notNull().default("saved"),
    reachedInterview: integer("reached_interview", { mode: "boolean" }).notNull().default(false),
    appliedAt: integer("applied_at", { mode: "timestamp_ms" }),
    /** The resume as sent: a RoomDocument, encoded as the version store encodes its snapshots. */
    sentResume: text("sent_resume"),
    /** The letter as sent: LetterContent JSON, or null when none went with it. */
    sentLetter: text("sent_letter", { mode: "json" }),
    /** {at, templateId, pageSize, versionId, jobDescription, ats} of app/domain/applications/schema.ts SentSnapshot. */
    sentMeta: text("sent_meta", { mode: "json" }),
    sentScore: integer("sent_score"),
    ...timestamps,
    updatedAt: integer("updated_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (table) => [index("applications_owner_updated_idx").on(table.ownerId, table.updatedAt)],
);

export type ApplicationRow = typeof applications.$inferSelect;

export const applicationEvents = sqliteTable(
  "application_events",
  {
    id: text("id").primaryKey(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    day: text("day").notNull(),
    note: text("note").notNull().default(""),
    ...timestamps,
  },
  (table) => [index("application_events_application_idx").on(table.applicationId, table.day)],
);

export type ApplicationEventRow = typeof applicationEvents.$inferSelect;
