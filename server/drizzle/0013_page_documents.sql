CREATE TYPE "public"."page_version_kind" AS ENUM('seeded', 'published', 'scheduled');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'content_seeded';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'page_draft_saved';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'page_changes_published';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'page_draft_discarded';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'page_version_restored';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'page_schedule_updated';--> statement-breakpoint
ALTER TYPE "public"."deployment_type" ADD VALUE 'initial';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'page_document';--> statement-breakpoint
CREATE TABLE "page_documents" (
	"key" text PRIMARY KEY NOT NULL,
	"fields" jsonb NOT NULL,
	"draft" jsonb,
	"draft_restored_from" integer,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"draft_updated_at" timestamp with time zone,
	"draft_updated_by" text,
	"publish_at" timestamp with time zone,
	"schedule_problem" text
);
--> statement-breakpoint
CREATE TABLE "page_versions" (
	"key" text NOT NULL,
	"number" integer NOT NULL,
	"kind" "page_version_kind" NOT NULL,
	"restored_from" integer,
	"fields" jsonb NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_versions_key_number_pk" PRIMARY KEY("key","number")
);
--> statement-breakpoint
ALTER TABLE "page_documents" ADD CONSTRAINT "page_documents_updated_by_user_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_documents" ADD CONSTRAINT "page_documents_draft_updated_by_user_profiles_id_fk" FOREIGN KEY ("draft_updated_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_key_page_documents_key_fk" FOREIGN KEY ("key") REFERENCES "public"."page_documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_actor_id_user_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;