ALTER TYPE "public"."audit_action" ADD VALUE 'content_overwritten';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'page_overwritten';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'content_trashed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'content_restored_from_trash';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'content_deleted_for_good';--> statement-breakpoint
CREATE TABLE "editing_presence" (
	"resource_type" "audit_resource_type" NOT NULL,
	"resource_id" text NOT NULL,
	"user_id" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editing_presence_resource_type_resource_id_user_id_pk" PRIMARY KEY("resource_type","resource_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "trashed_content_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"content_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"kind" "content_version_kind" NOT NULL,
	"restored_from" integer,
	"item" jsonb NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trashed_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"content_type" "content_type" NOT NULL,
	"was_published" boolean NOT NULL,
	"item" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by" text
);
--> statement-breakpoint
ALTER TABLE "content_sections" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "page_documents" ADD COLUMN "edit_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "page_documents" ADD COLUMN "edited_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "page_documents" ADD COLUMN "edited_by" text;--> statement-breakpoint
ALTER TABLE "editing_presence" ADD CONSTRAINT "editing_presence_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trashed_content_versions" ADD CONSTRAINT "trashed_content_versions_content_id_trashed_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."trashed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trashed_content_versions" ADD CONSTRAINT "trashed_content_versions_actor_id_user_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trashed_items" ADD CONSTRAINT "trashed_items_deleted_by_user_profiles_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trashed_content_versions_content_id_idx" ON "trashed_content_versions" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "trashed_items_deleted_at_id_idx" ON "trashed_items" USING btree ("deleted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "page_documents" ADD CONSTRAINT "page_documents_edited_by_user_profiles_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "content_sections" SET "version" = coalesce((SELECT max("number") FROM "content_versions" WHERE "content_id" = "content_sections"."id"), 1);--> statement-breakpoint
UPDATE "page_documents" SET "edited_at" = greatest("updated_at", coalesce("draft_updated_at", "updated_at")), "edited_by" = CASE WHEN "draft_updated_at" > "updated_at" THEN "draft_updated_by" ELSE "updated_by" END;
