CREATE TYPE "public"."trial_application_status" AS ENUM('new', 'contacted', 'eligible', 'not_eligible', 'withdrawn');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'trial_application_submitted';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'trial_application_viewed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'trial_application_updated';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'trial_applications_exported';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'trial_application_deleted';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'trial_application_expired';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'trial_application';--> statement-breakpoint
CREATE TABLE "trial_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"status" "trial_application_status" DEFAULT 'new' NOT NULL,
	"key_id" text NOT NULL,
	"email_index" text NOT NULL,
	"first_name_sealed" text NOT NULL,
	"last_name_sealed" text NOT NULL,
	"email_sealed" text NOT NULL,
	"phone_sealed" text NOT NULL,
	"age_sealed" text NOT NULL,
	"condition_sealed" text NOT NULL,
	"previous_treatments_sealed" text NOT NULL,
	"medical_history_sealed" text NOT NULL,
	"note_sealed" text NOT NULL,
	"consents" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trial_applications_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE INDEX "trial_applications_created_at_idx" ON "trial_applications" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "trial_applications_email_index_idx" ON "trial_applications" USING btree ("email_index","created_at");