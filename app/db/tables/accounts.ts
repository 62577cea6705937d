/** D1 tables of accounts: users, sessions, codes, password resets, throttle counters, the app's own secrets. */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamps } from "./columns";

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
  blockedUntil: integer("blocked_until", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`0`),
});

/**
 * Secrets the app makes for itself on first use (the key that signs download links), so a
 * deployment works without configuration; a SIGNING_SECRET variable overrides it.
 */
export const appSecrets = sqliteTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  ...timestamps,
});
