CREATE TABLE "generation_files" (
	"hash" text PRIMARY KEY NOT NULL,
	"body" "bytea" NOT NULL,
	"gzip" "bytea",
	"br" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deployment_logs" ADD COLUMN "full_render" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deployment_logs" ADD COLUMN "rendered_count" integer;--> statement-breakpoint
ALTER TABLE "deployment_logs" ADD COLUMN "changed_paths" jsonb;--> statement-breakpoint
ALTER TABLE "site_generations" ADD COLUMN "page_inputs" jsonb DEFAULT '{}'::jsonb NOT NULL;