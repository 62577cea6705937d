CREATE TABLE `publication_visitors` (
	`resume_id` text NOT NULL,
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`visitor` text NOT NULL,
	PRIMARY KEY(`resume_id`, `day`, `kind`, `visitor`),
	FOREIGN KEY (`resume_id`) REFERENCES `resumes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `publication_visitors_day` ON `publication_visitors` (`day`);--> statement-breakpoint
CREATE TABLE `slug_claims` (
	`slug_hash` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `resume_publications` ADD `hide_phone` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `resume_publications` ADD `hide_email` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `resume_publications` ADD `hide_location` integer DEFAULT false NOT NULL;