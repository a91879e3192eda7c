ALTER TABLE "conversation_members" ADD COLUMN "email_checked_through" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD COLUMN "digest_period_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD COLUMN "last_digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "conversation_members_email_owed_idx" ON "conversation_members" USING btree ("last_received_at") WHERE "conversation_members"."last_received_at" > coalesce("conversation_members"."email_checked_through", '-infinity'::timestamptz);--> statement-breakpoint
CREATE INDEX "notifications_email_owed_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."read_at" is null and ("notifications"."email_checked_at" is null or "notifications"."email_checked_at" < "notifications"."created_at");;--> statement-breakpoint
-- What was there before e-mail delivery is not e-mailed now: the digest tells of it.
UPDATE "notifications" SET "email_checked_at" = now() WHERE "read_at" IS NULL;--> statement-breakpoint
UPDATE "conversation_members" SET "email_checked_through" = "last_received_at" WHERE "last_received_at" IS NOT NULL;
