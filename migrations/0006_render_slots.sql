CREATE TABLE `render_slots` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `render_slots_user_idx` ON `render_slots` (`user_id`);