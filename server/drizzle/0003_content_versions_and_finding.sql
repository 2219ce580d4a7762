CREATE TYPE "public"."content_version_kind" AS ENUM('created', 'updated', 'restored');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'content_restored';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'audit_exported';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'audit_log';--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"kind" "content_version_kind" NOT NULL,
	"restored_from" integer,
	"item" jsonb NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_sections" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(title || chr(10) || slug || chr(10) || content)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_content_id_content_sections_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_actor_id_user_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_content_id_number_idx" ON "content_versions" USING btree ("content_id","number");--> statement-breakpoint
CREATE INDEX "audit_logs_created_at_id_idx" ON "audit_logs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_logs_action_created_at_id_idx" ON "audit_logs" USING btree ("action","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);