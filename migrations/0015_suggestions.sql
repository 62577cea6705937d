CREATE TABLE `suggestion_digest_opt_outs` (
	`user_id` text PRIMARY KEY NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `suggestion_notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`resume_id` text NOT NULL,
	`owner_id` text NOT NULL,
	`author_name` text NOT NULL,
	`origin` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`resume_id`) REFERENCES `resumes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `suggestion_notices_owner_idx` ON `suggestion_notices` (`owner_id`);