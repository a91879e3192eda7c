DROP INDEX "events_group_id_idx";--> statement-breakpoint
CREATE INDEX "events_group_starts_at_idx" ON "events" USING btree ("group_id","starts_at","post_id");--> statement-breakpoint
CREATE INDEX "events_group_last_starts_at_idx" ON "events" USING btree ("group_id","last_starts_at","post_id");