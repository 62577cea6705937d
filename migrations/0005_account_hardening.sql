PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_verification_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`full_name` text NOT NULL,
	`password_hash` text NOT NULL,
	`requester_hash` text,
	`code_hash` text NOT NULL,
	`salt` text NOT NULL,
	`expires_at` integer NOT NULL,
	`failed_attempts` integer DEFAULT 0 NOT NULL,
	`last_sent_at` integer NOT NULL,
	`session_expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
-- Pending codes are not carried over: they lived 10 minutes, and held no password. An address
-- whose sign-up was pending keeps its unverified users row; resending or signing in makes it a
-- registration again (app/server/auth/accounts.server.ts).
DROP TABLE `verification_codes`;--> statement-breakpoint
ALTER TABLE `__new_verification_codes` RENAME TO `verification_codes`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `verification_codes_email_idx` ON `verification_codes` (`email`);--> statement-breakpoint
ALTER TABLE `auth_throttle` ADD `blocked_until` integer DEFAULT 0 NOT NULL;