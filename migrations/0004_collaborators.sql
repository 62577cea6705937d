CREATE TABLE `resume_collaborators` (
	`resume_id` text NOT NULL,
	`email` text NOT NULL,
	`user_id` text,
	`role` text NOT NULL,
	`invited_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`resume_id`) REFERENCES `resumes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `resume_collaborators_resume_email_idx` ON `resume_collaborators` (`resume_id`,`email`);--> statement-breakpoint
CREATE INDEX `resume_collaborators_email_idx` ON `resume_collaborators` (`email`);--> statement-breakpoint
CREATE INDEX `resume_collaborators_user_idx` ON `resume_collaborators` (`user_id`);