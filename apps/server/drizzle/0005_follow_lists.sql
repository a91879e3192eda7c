DROP INDEX "follows_followee_id_idx";--> statement-breakpoint
CREATE INDEX "follows_follower_created_at_idx" ON "follows" USING btree ("follower_id","created_at" DESC NULLS LAST,"followee_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "follows_followee_created_at_idx" ON "follows" USING btree ("followee_id","created_at" DESC NULLS LAST,"follower_id" DESC NULLS LAST);