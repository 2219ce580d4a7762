CREATE TYPE "public"."media_kind" AS ENUM('image', 'document');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'media_uploaded';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'media_updated';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'media_replaced';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'media_deleted';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'media_asset';--> statement-breakpoint
CREATE TABLE "media_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filename" text NOT NULL,
	"kind" "media_kind" NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"width" integer,
	"height" integer,
	"pages" integer,
	"alt" text DEFAULT '' NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"focal_point" jsonb,
	"decorative" boolean DEFAULT false NOT NULL,
	"visibility" "content_visibility" DEFAULT 'public' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"files" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(filename || chr(10) || alt || chr(10) || text)) STORED NOT NULL,
	CONSTRAINT "media_assets_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_created_by_user_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_assets_updated_at_id_idx" ON "media_assets" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TYPE "public"."page_version_kind" ADD VALUE 'media_replaced';--> statement-breakpoint
ALTER TYPE "public"."content_version_kind" ADD VALUE 'media_replaced';