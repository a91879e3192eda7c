CREATE TABLE "group_actions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"group_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"subject_id" uuid,
	"subject_name" text,
	"item_id" uuid,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_actions_action_check" CHECK ("group_actions"."action" in ('approve_request', 'decline_request', 'remove_post', 'remove_comment', 'approve_post', 'pin_post', 'unpin_post', 'remove_member', 'ban_member', 'unban_member', 'set_role', 'update_settings'))
);
--> statement-breakpoint
CREATE TABLE "group_bans" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"banned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_bans_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_invitations" (
	"group_id" uuid NOT NULL,
	"invitee_id" uuid NOT NULL,
	"inviter_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_invitations_group_id_invitee_id_pk" PRIMARY KEY("group_id","invitee_id")
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"notify" text DEFAULT 'highlights' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id"),
	CONSTRAINT "group_members_role_check" CHECK ("group_members"."role" in ('admin', 'moderator', 'member')),
	CONSTRAINT "group_members_notify_check" CHECK ("group_members"."notify" in ('all', 'highlights', 'off'))
);
--> statement-breakpoint
CREATE TABLE "group_requests" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_requests_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"privacy" text NOT NULL,
	"college" text,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"post_approval" boolean DEFAULT false NOT NULL,
	"members_can_invite" boolean DEFAULT true NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_post_at" timestamp with time zone,
	CONSTRAINT "groups_kind_check" CHECK ("groups"."kind" in ('club', 'course', 'residence', 'interest', 'college')),
	CONSTRAINT "groups_privacy_check" CHECK ("groups"."privacy" in ('public', 'private', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "pinned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "group_actions" ADD CONSTRAINT "group_actions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_bans" ADD CONSTRAINT "group_bans_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_bans" ADD CONSTRAINT "group_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_bans" ADD CONSTRAINT "group_bans_banned_by_users_id_fk" FOREIGN KEY ("banned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invitations" ADD CONSTRAINT "group_invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_requests" ADD CONSTRAINT "group_requests_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_requests" ADD CONSTRAINT "group_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_actions_group_created_at_idx" ON "group_actions" USING btree ("group_id","created_at","id");--> statement-breakpoint
CREATE INDEX "group_bans_group_created_at_idx" ON "group_bans" USING btree ("group_id","created_at","user_id");--> statement-breakpoint
CREATE INDEX "group_bans_user_id_idx" ON "group_bans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "group_bans_banned_by_idx" ON "group_bans" USING btree ("banned_by");--> statement-breakpoint
CREATE INDEX "group_invitations_invitee_id_idx" ON "group_invitations" USING btree ("invitee_id");--> statement-breakpoint
CREATE INDEX "group_invitations_inviter_id_idx" ON "group_invitations" USING btree ("inviter_id");--> statement-breakpoint
CREATE INDEX "group_members_user_joined_at_idx" ON "group_members" USING btree ("user_id","joined_at","group_id");--> statement-breakpoint
CREATE INDEX "group_members_group_role_joined_at_idx" ON "group_members" USING btree ("group_id","role","joined_at","user_id");--> statement-breakpoint
CREATE INDEX "group_requests_group_created_at_idx" ON "group_requests" USING btree ("group_id","created_at","user_id");--> statement-breakpoint
CREATE INDEX "group_requests_user_id_idx" ON "group_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_slug_key" ON "groups" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_college_key" ON "groups" USING btree ("college") WHERE "groups"."college" is not null;--> statement-breakpoint
CREATE INDEX "groups_search_text_trgm_idx" ON "groups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "groups_last_post_at_idx" ON "groups" USING btree ("last_post_at","id");--> statement-breakpoint
CREATE INDEX "groups_created_by_idx" ON "groups" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_group_id_idx" ON "notifications" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_group_invitation_key" ON "notifications" USING btree ("user_id","group_id") WHERE "notifications"."kind" = 'group_invitation';--> statement-breakpoint
CREATE INDEX "posts_group_created_at_idx" ON "posts" USING btree ("group_id","created_at","id") WHERE "posts"."group_id" is not null and not "posts"."pending";--> statement-breakpoint
CREATE INDEX "posts_group_pending_idx" ON "posts" USING btree ("group_id","created_at") WHERE "posts"."pending";--> statement-breakpoint
CREATE INDEX "posts_group_pinned_idx" ON "posts" USING btree ("group_id","pinned_at") WHERE "posts"."pinned_at" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('friend_request', 'request_accepted', 'new_follower', 'reaction', 'comment', 'comment_on_commented', 'content_removed', 'group_request_approved', 'group_invitation', 'group_role', 'group_post'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_pending_in_group_check" CHECK (not "posts"."pending" or "posts"."group_id" is not null);