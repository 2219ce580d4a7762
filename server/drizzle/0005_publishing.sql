ALTER TYPE "public"."audit_action" ADD VALUE 'deployment_rolled_back';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'deployment_settings_updated';--> statement-breakpoint
ALTER TYPE "public"."deployment_status" ADD VALUE 'running' BEFORE 'success';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'deployment';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'deployment_settings';--> statement-breakpoint
CREATE TABLE "site_generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"snapshot" jsonb NOT NULL,
	"page_count" integer NOT NULL,
	"file_hashes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_sections" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_sections" ADD COLUMN "display_date" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "content_sections" ADD COLUMN "fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "deployment_logs" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deployment_logs" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deployment_logs" ADD COLUMN "page_count" integer;--> statement-breakpoint
ALTER TABLE "deployment_logs" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "deployment_logs" ADD COLUMN "generation_id" uuid;--> statement-breakpoint
ALTER TABLE "deployment_logs" ADD COLUMN "hook_ok" boolean;--> statement-breakpoint
ALTER TABLE "deployment_logs" ADD COLUMN "hook_message" text;--> statement-breakpoint
ALTER TABLE "deployment_logs" ADD COLUMN "in_progress" boolean;--> statement-breakpoint
CREATE INDEX "site_generations_created_at_idx" ON "site_generations" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "deployment_logs" ADD CONSTRAINT "deployment_logs_generation_id_site_generations_id_fk" FOREIGN KEY ("generation_id") REFERENCES "public"."site_generations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deployment_logs_in_progress_idx" ON "deployment_logs" USING btree ("in_progress");