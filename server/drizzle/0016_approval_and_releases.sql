CREATE TYPE "public"."release_status" AS ENUM('pending', 'published', 'failed');--> statement-breakpoint
CREATE TYPE "public"."review_event_kind" AS ENUM('submitted', 'approved', 'changes_requested');--> statement-breakpoint
CREATE TYPE "public"."review_state" AS ENUM('in_review', 'approved', 'changes_requested');--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'content_submitted_for_review';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'content_approved';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'content_changes_requested';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'review_settings_updated';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'release_created';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'release_updated';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'release_deleted';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'release_published';--> statement-breakpoint
ALTER TYPE "public"."audit_action" ADD VALUE 'release_failed';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'review_settings';--> statement-breakpoint
ALTER TYPE "public"."audit_resource_type" ADD VALUE 'release';--> statement-breakpoint
CREATE TABLE "release_items" (
	"release_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	CONSTRAINT "release_items_release_id_content_id_pk" PRIMARY KEY("release_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "release_pages" (
	"release_id" uuid NOT NULL,
	"page_key" text NOT NULL,
	CONSTRAINT "release_pages_release_id_page_key_pk" PRIMARY KEY("release_id","page_key")
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"publish_at" timestamp with time zone,
	"status" "release_status" DEFAULT 'pending' NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" text
);
--> statement-breakpoint
CREATE TABLE "review_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid,
	"page_key" text,
	"kind" "review_event_kind" NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"version" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_events_one_target" CHECK (("review_events"."content_id" is null) <> ("review_events"."page_key" is null))
);
--> statement-breakpoint
CREATE TABLE "review_rules" (
	"subject" text PRIMARY KEY NOT NULL,
	"needs_approval" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "review_states" (
	"content_id" uuid,
	"page_key" text,
	"state" "review_state" NOT NULL,
	"fingerprint" text NOT NULL,
	"event_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_states_one_target" CHECK (("review_states"."content_id" is null) <> ("review_states"."page_key" is null))
);
--> statement-breakpoint
ALTER TABLE "release_items" ADD CONSTRAINT "release_items_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_items" ADD CONSTRAINT "release_items_content_id_content_sections_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_pages" ADD CONSTRAINT "release_pages_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_pages" ADD CONSTRAINT "release_pages_page_key_page_documents_key_fk" FOREIGN KEY ("page_key") REFERENCES "public"."page_documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_created_by_user_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_published_by_user_profiles_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_events" ADD CONSTRAINT "review_events_content_id_content_sections_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_events" ADD CONSTRAINT "review_events_page_key_page_documents_key_fk" FOREIGN KEY ("page_key") REFERENCES "public"."page_documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_events" ADD CONSTRAINT "review_events_actor_id_user_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_rules" ADD CONSTRAINT "review_rules_updated_by_user_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_states" ADD CONSTRAINT "review_states_content_id_content_sections_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_states" ADD CONSTRAINT "review_states_page_key_page_documents_key_fk" FOREIGN KEY ("page_key") REFERENCES "public"."page_documents"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_states" ADD CONSTRAINT "review_states_event_id_review_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."review_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "releases_publish_at_idx" ON "releases" USING btree ("publish_at") WHERE "releases"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "review_events_content_id_idx" ON "review_events" USING btree ("content_id","created_at");--> statement-breakpoint
CREATE INDEX "review_events_page_key_idx" ON "review_events" USING btree ("page_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_states_content_id_idx" ON "review_states" USING btree ("content_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_states_page_key_idx" ON "review_states" USING btree ("page_key");
