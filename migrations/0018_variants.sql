-- drizzle-kit 0.31 leaves ON DELETE out of an added column's REFERENCES; SQLite takes it, and the
-- schema (app/db/tables/resumes.ts) and the snapshot say SET NULL: a master deleted for good leaves
-- its variants as independent resumes.
ALTER TABLE `resumes` ADD `variant_of` text REFERENCES resumes(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `resumes` ADD `variant_sync` text;--> statement-breakpoint
CREATE INDEX `resumes_variant_of_idx` ON `resumes` (`variant_of`);
