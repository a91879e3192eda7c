DROP INDEX "follows_follower_created_at_idx";--> statement-breakpoint
DROP INDEX "follows_followee_created_at_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_at_idx";--> statement-breakpoint
CREATE INDEX "follows_follower_created_at_idx" ON "follows" USING btree ("follower_id","created_at","followee_id");--> statement-breakpoint
CREATE INDEX "follows_followee_created_at_idx" ON "follows" USING btree ("followee_id","created_at","follower_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_at_idx" ON "notifications" USING btree ("user_id","created_at","id");