CREATE TABLE `application_events` (
	`id` text PRIMARY KEY NOT NULL,
	`application_id` text NOT NULL,
	`title` text NOT NULL,
	`day` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `application_events_application_idx` ON `application_events` (`application_id`,`day`);--> statement-breakpoint
CREATE TABLE `applications` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`resume_id` text,
	`resume_title` text NOT NULL,
	`cover_letter_id` text,
	`company` text NOT NULL,
	`role` text NOT NULL,
	`job_description` text DEFAULT '' NOT NULL,
	`job_url` text DEFAULT '' NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	`salary` text DEFAULT '' NOT NULL,
	`deadline` text DEFAULT '' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`contacts` text DEFAULT '' NOT NULL,
	`stage` text DEFAULT 'saved' NOT NULL,
	`reached_interview` integer DEFAULT false NOT NULL,
	`applied_at` integer,
	`sent_resume` text,
	`sent_letter` text,
	`sent_meta` text,
	`sent_score` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`resume_id`) REFERENCES `resumes`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`cover_letter_id`) REFERENCES `cover_letters`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `applications_owner_updated_idx` ON `applications` (`owner_id`,`updated_at`);