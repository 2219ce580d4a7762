ALTER TYPE "public"."audit_action" ADD VALUE 'content_changes_published';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'content_draft_discarded';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'content_schedule_run';--> statement-breakpoint
ALTER TABLE "content_sections" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "content_sections" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_sections" ADD COLUMN "unpublish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "content_sections_publish_at_idx" ON "content_sections" USING btree ("publish_at") WHERE "content_sections"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "content_sections_unpublish_at_idx" ON "content_sections" USING btree ("unpublish_at") WHERE "content_sections"."unpublish_at" is not null;