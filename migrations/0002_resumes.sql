CREATE TABLE `resumes` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`title` text NOT NULL,
	`template_id` text NOT NULL,
	`data` text NOT NULL,
	`job_description` text,
	`ats_result` text,
	`ats_score` integer,
	`page_size` text DEFAULT 'A4' NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `resumes_owner_updated_idx` ON `resumes` (`owner_id`,`updated_at`);