CREATE TABLE "muted_notification_kinds" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "muted_notification_kinds_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "muted_notification_kinds" ADD CONSTRAINT "muted_notification_kinds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;