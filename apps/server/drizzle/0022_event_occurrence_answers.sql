CREATE TABLE "event_occurrence_answers" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"occurs_at" timestamp with time zone NOT NULL,
	"answer" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	"waitlisted_at" timestamp with time zone,
	CONSTRAINT "event_occurrence_answers_post_id_occurs_at_user_id_pk" PRIMARY KEY("post_id","occurs_at","user_id"),
	CONSTRAINT "event_occurrence_answers_answer_check" CHECK ("event_occurrence_answers"."answer" in ('going', 'interested', 'cant_go', 'waitlist'))
);
--> statement-breakpoint
ALTER TABLE "event_occurrence_answers" ADD CONSTRAINT "event_occurrence_answers_post_id_events_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."events"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_occurrence_answers" ADD CONSTRAINT "event_occurrence_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_occurrence_answers_user_id_idx" ON "event_occurrence_answers" USING btree ("user_id","answer");