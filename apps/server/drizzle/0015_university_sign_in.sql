CREATE TABLE "linked_identities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"affiliation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "linked_identities_provider_check" CHECK ("linked_identities"."provider" IN ('oidc', 'saml'))
);
--> statement-breakpoint
CREATE TABLE "saml_assertions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saml_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_handoffs" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"return_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_set" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_finished" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "affiliation_shown" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "linked_identities" ADD CONSTRAINT "linked_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_handoffs" ADD CONSTRAINT "sign_in_handoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "linked_identities_issuer_subject_key" ON "linked_identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "linked_identities_user_id_idx" ON "linked_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saml_assertions_expires_at_idx" ON "saml_assertions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "saml_requests_expires_at_idx" ON "saml_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_handoffs_expires_at_idx" ON "sign_in_handoffs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_handoffs_user_id_idx" ON "sign_in_handoffs" USING btree ("user_id");