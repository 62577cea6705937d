CREATE TABLE `library_items` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`kind` text NOT NULL,
	`content` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `library_items_owner_idx` ON `library_items` (`owner_id`);--> statement-breakpoint
CREATE TABLE `library_uses` (
	`id` text PRIMARY KEY NOT NULL,
	`resume_id` text NOT NULL,
	`item_id` text NOT NULL,
	`entry_id` text NOT NULL,
	`line` integer,
	`base` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`resume_id`) REFERENCES `resumes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `library_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `library_uses_resume_idx` ON `library_uses` (`resume_id`);--> statement-breakpoint
CREATE INDEX `library_uses_item_idx` ON `library_uses` (`item_id`);