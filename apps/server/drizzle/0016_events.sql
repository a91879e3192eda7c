CREATE TABLE "event_answers" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"waitlisted_at" timestamp with time zone,
	CONSTRAINT "event_answers_post_id_user_id_pk" PRIMARY KEY("post_id","user_id"),
	CONSTRAINT "event_answers_answer_check" CHECK ("event_answers"."answer" in ('going', 'interested', 'cant_go', 'waitlist'))
);
--> statement-breakpoint
CREATE TABLE "event_cancellations" (
	"post_id" uuid NOT NULL,
	"occurs_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_cancellations_post_id_occurs_at_pk" PRIMARY KEY("post_id","occurs_at")
);
--> statement-breakpoint
CREATE TABLE "event_check_ins" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"occurs_at" timestamp with time zone NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_check_ins_post_id_occurs_at_user_id_pk" PRIMARY KEY("post_id","occurs_at","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_reminders_sent" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"occurs_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_reminders_sent_post_id_occurs_at_user_id_kind_pk" PRIMARY KEY("post_id","occurs_at","user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "event_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"remind_interested" boolean DEFAULT true NOT NULL,
	"feed_hash" text,
	"feed_created_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "events" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"all_day" boolean DEFAULT false NOT NULL,
	"time_zone" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"online_link" text DEFAULT '' NOT NULL,
	"capacity" integer,
	"repeat" text DEFAULT 'none' NOT NULL,
	"repeat_until" text,
	"last_starts_at" timestamp with time zone NOT NULL,
	"audience" text DEFAULT 'public' NOT NULL,
	"group_id" uuid,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"check_in_key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_repeat_check" CHECK ("events"."repeat" in ('none', 'weekly', 'biweekly')),
	CONSTRAINT "events_audience_check" CHECK ("events"."audience" in ('public', 'friends', 'group')),
	CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" is null or "events"."capacity" between 1 and 10000)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "posts" DROP CONSTRAINT "posts_type_check";--> statement-breakpoint
ALTER TABLE "event_answers" ADD CONSTRAINT "event_answers_post_id_events_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."events"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_answers" ADD CONSTRAINT "event_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cancellations" ADD CONSTRAINT "event_cancellations_post_id_events_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."events"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_check_ins" ADD CONSTRAINT "event_check_ins_post_id_events_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."events"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_check_ins" ADD CONSTRAINT "event_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminders_sent" ADD CONSTRAINT "event_reminders_sent_post_id_events_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."events"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminders_sent" ADD CONSTRAINT "event_reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_settings" ADD CONSTRAINT "event_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_answers_post_answer_idx" ON "event_answers" USING btree ("post_id","answer","waitlisted_at");--> statement-breakpoint
CREATE INDEX "event_answers_user_id_idx" ON "event_answers" USING btree ("user_id","answer");--> statement-breakpoint
CREATE INDEX "event_check_ins_user_id_idx" ON "event_check_ins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_reminders_sent_user_id_idx" ON "event_reminders_sent" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_settings_feed_hash_key" ON "event_settings" USING btree ("feed_hash") WHERE "event_settings"."feed_hash" is not null;--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "events_last_starts_at_idx" ON "events" USING btree ("last_starts_at");--> statement-breakpoint
CREATE INDEX "events_group_id_idx" ON "events" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_invitation_key" ON "notifications" USING btree ("user_id","post_id") WHERE "notifications"."kind" = 'event_invitation';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('friend_request', 'request_accepted', 'new_follower', 'reaction', 'comment', 'comment_on_commented', 'content_removed', 'group_request_approved', 'group_invitation', 'group_role', 'group_post', 'event_invitation', 'event_changed', 'event_cancelled', 'event_seat', 'event_reminder'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_type_check" CHECK ("posts"."type" in ('profilePicture', 'coverPicture', 'event'));