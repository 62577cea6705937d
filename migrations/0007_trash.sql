ALTER TABLE `resumes` ADD `deleted_at` integer;--> statement-breakpoint
CREATE INDEX `resumes_deleted_at_idx` ON `resumes` (`deleted_at`);