CREATE TYPE "public"."data_room_access_kind" AS ENUM('view', 'download');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'data_room_access_granted';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'data_room_access_revoked';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'data_room_nda_accepted';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'data_room_document_viewed';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'data_room_document_downloaded';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'data_room_nda_updated';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'data_room_folder_created';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'data_room_folder_updated';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'data_room_folder_deleted';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'data_room_document_added';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'data_room_document_removed';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'data_room_folder';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'data_room_document';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'data_room_grant';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'data_room_nda';--> statement-breakpoint
CREATE TABLE "data_room_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "data_room_access_kind" NOT NULL,
	"download_id" text NOT NULL,
	"user_id" text,
	"document_id" uuid,
	"asset_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"file_sha256" text NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_room_access_log_download_id_unique" UNIQUE("download_id")
);
--> statement-breakpoint
CREATE TABLE "data_room_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"folder_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"view_only" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_room_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_room_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"folder_id" uuid NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"granted_by" text,
	"revoked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_room_nda_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"ip_address" text,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_room_nda_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_room_access_log" ADD CONSTRAINT "data_room_access_log_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_access_log" ADD CONSTRAINT "data_room_access_log_document_id_data_room_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."data_room_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_documents" ADD CONSTRAINT "data_room_documents_folder_id_data_room_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."data_room_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_documents" ADD CONSTRAINT "data_room_documents_asset_id_media_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."media_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_documents" ADD CONSTRAINT "data_room_documents_created_by_user_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_grants" ADD CONSTRAINT "data_room_grants_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_grants" ADD CONSTRAINT "data_room_grants_folder_id_data_room_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."data_room_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_grants" ADD CONSTRAINT "data_room_grants_granted_by_user_profiles_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_grants" ADD CONSTRAINT "data_room_grants_revoked_by_user_profiles_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_nda_acceptances" ADD CONSTRAINT "data_room_nda_acceptances_user_id_user_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_nda_acceptances" ADD CONSTRAINT "data_room_nda_acceptances_version_data_room_nda_versions_version_fk" FOREIGN KEY ("version") REFERENCES "public"."data_room_nda_versions"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_nda_versions" ADD CONSTRAINT "data_room_nda_versions_created_by_user_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_room_access_log_created_at_idx" ON "data_room_access_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "data_room_access_log_document_idx" ON "data_room_access_log" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "data_room_access_log_user_idx" ON "data_room_access_log" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_room_documents_folder_asset_idx" ON "data_room_documents" USING btree ("folder_id","asset_id");--> statement-breakpoint
CREATE INDEX "data_room_grants_user_idx" ON "data_room_grants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "data_room_grants_folder_idx" ON "data_room_grants" USING btree ("folder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "data_room_nda_acceptances_user_version_idx" ON "data_room_nda_acceptances" USING btree ("user_id","version");