CREATE TABLE "delivery_choices" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"push" boolean NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "delivery_choices_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "delivery_choices_email_check" CHECK ("delivery_choices"."email" in ('off', 'immediately', 'digest'))
);
--> statement-breakpoint
CREATE TABLE "delivery_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"digest" text DEFAULT 'weekly' NOT NULL,
	"show_message_text" boolean DEFAULT false NOT NULL,
	"paused_until" timestamp with time zone,
	CONSTRAINT "delivery_settings_digest_check" CHECK ("delivery_settings"."digest" in ('daily', 'weekly', 'off'))
);
--> statement-breakpoint
ALTER TABLE "delivery_choices" ADD CONSTRAINT "delivery_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD CONSTRAINT "delivery_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;