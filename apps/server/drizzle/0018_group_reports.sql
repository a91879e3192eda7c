ALTER TABLE "group_actions" DROP CONSTRAINT "group_actions_action_check";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "group_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "group_dismissed_by" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_group_dismissed_by_users_id_fk" FOREIGN KEY ("group_dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_group_dismissed_by_idx" ON "reports" USING btree ("group_dismissed_by");--> statement-breakpoint
ALTER TABLE "group_actions" ADD CONSTRAINT "group_actions_action_check" CHECK ("group_actions"."action" in ('approve_request', 'decline_request', 'remove_post', 'remove_comment', 'approve_post', 'pin_post', 'unpin_post', 'remove_member', 'ban_member', 'unban_member', 'set_role', 'update_settings', 'dismiss_reports'));