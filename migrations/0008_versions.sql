CREATE TABLE `resume_version_blobs` (
	`resume_id` text NOT NULL,
	`hash` text NOT NULL,
	`content` text NOT NULL,
	PRIMARY KEY(`resume_id`, `hash`),
	FOREIGN KEY (`resume_id`) REFERENCES `resumes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `resume_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`resume_id` text NOT NULL,
	`kind` text NOT NULL,
	`name` text,
	`authors` text NOT NULL,
	`summary` text NOT NULL,
	`content_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`resume_id`) REFERENCES `resumes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `resume_versions_resume_created_idx` ON `resume_versions` (`resume_id`,`created_at`);