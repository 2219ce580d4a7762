ALTER TYPE "public"."audit_action" ADD VALUE 'content_schedule_failed';--> statement-breakpoint
ALTER TABLE "content_sections" ADD COLUMN "schedule_problem" text;