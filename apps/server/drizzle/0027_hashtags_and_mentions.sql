CREATE TABLE "hashtags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "post_hashtags" (
	"post_id" uuid NOT NULL,
	"hashtag_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"group_id" uuid,
	"pending" boolean DEFAULT false NOT NULL,
	CONSTRAINT "post_hashtags_post_id_hashtag_id_pk" PRIMARY KEY("post_id","hashtag_id")
);
--> statement-breakpoint
CREATE TABLE "comment_hashtags" (
	"comment_id" uuid NOT NULL,
	"hashtag_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "comment_hashtags_comment_id_hashtag_id_pk" PRIMARY KEY("comment_id","hashtag_id")
);
--> statement-breakpoint
CREATE TABLE "hashtag_follows" (
	"user_id" uuid NOT NULL,
	"hashtag_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hashtag_follows_user_id_hashtag_id_pk" PRIMARY KEY("user_id","hashtag_id")
);
--> statement-breakpoint
CREATE TABLE "post_mentions" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "post_mentions_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "post_hashtags" ADD CONSTRAINT "post_hashtags_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_hashtags" ADD CONSTRAINT "post_hashtags_hashtag_id_hashtags_id_fk" FOREIGN KEY ("hashtag_id") REFERENCES "public"."hashtags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_hashtags" ADD CONSTRAINT "comment_hashtags_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_hashtags" ADD CONSTRAINT "comment_hashtags_hashtag_id_hashtags_id_fk" FOREIGN KEY ("hashtag_id") REFERENCES "public"."hashtags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hashtag_follows" ADD CONSTRAINT "hashtag_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hashtag_follows" ADD CONSTRAINT "hashtag_follows_hashtag_id_hashtags_id_fk" FOREIGN KEY ("hashtag_id") REFERENCES "public"."hashtags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_mentions" ADD CONSTRAINT "post_mentions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_mentions" ADD CONSTRAINT "post_mentions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hashtags_tag_key" ON "hashtags" USING btree ("tag");--> statement-breakpoint
CREATE INDEX "hashtags_hidden_idx" ON "hashtags" USING btree ("id") WHERE "hashtags"."hidden_at" is not null;--> statement-breakpoint
CREATE INDEX "post_hashtags_hashtag_created_at_idx" ON "post_hashtags" USING btree ("hashtag_id","created_at","post_id");--> statement-breakpoint
CREATE INDEX "post_hashtags_created_at_idx" ON "post_hashtags" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "comment_hashtags_created_at_idx" ON "comment_hashtags" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "comment_hashtags_hashtag_id_idx" ON "comment_hashtags" USING btree ("hashtag_id");--> statement-breakpoint
CREATE INDEX "hashtag_follows_hashtag_id_idx" ON "hashtag_follows" USING btree ("hashtag_id");--> statement-breakpoint
CREATE INDEX "post_mentions_user_id_idx" ON "post_mentions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('friend_request', 'request_accepted', 'new_follower', 'reaction', 'comment', 'comment_on_commented', 'mention', 'content_removed', 'group_request_approved', 'group_invitation', 'group_role', 'group_post', 'group_report', 'event_invitation', 'event_changed', 'event_cancelled', 'event_seat', 'event_reminder'));--> statement-breakpoint
ALTER TABLE "moderation_actions" DROP CONSTRAINT "moderation_actions_action_check";--> statement-breakpoint
ALTER TABLE "moderation_actions" ADD CONSTRAINT "moderation_actions_action_check" CHECK ("moderation_actions"."action" in ('dismiss', 'remove', 'suspend', 'lift_suspension', 'hide_hashtag', 'unhide_hashtag'));
