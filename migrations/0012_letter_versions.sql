CREATE TABLE `letter_versions` (
	`id` text PRIMARY KEY NOT NULL,
	`letter_id` text NOT NULL,
	`kind` text NOT NULL,
	`name` text,
	`authors` text NOT NULL,
	`summary` text NOT NULL,
	`content` text NOT NULL,
	`content_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`letter_id`) REFERENCES `cover_letters`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `letter_versions_letter_created_idx` ON `letter_versions` (`letter_id`,`created_at`);